import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** A thin top progress bar on every route change. */
export function RouteProgress() {
  const location = useLocation();
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('running');
  // A new path starts the bar again (state adjusted while rendering, not in an effect: no extra render pass).
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setPhase('running');
  }
  useEffect(() => {
    const done = setTimeout(() => setPhase('done'), 250);
    const idle = setTimeout(() => setPhase('idle'), 650);
    return () => {
      clearTimeout(done);
      clearTimeout(idle);
    };
  }, [location.pathname]);
  return <div className={`route-progress route-progress-${phase}`} aria-hidden />;
}
