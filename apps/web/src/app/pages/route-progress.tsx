import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** A thin top progress bar on every route change. */
export function RouteProgress() {
  const location = useLocation();
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  useEffect(() => {
    setPhase('running');
    const done = setTimeout(() => setPhase('done'), 250);
    const idle = setTimeout(() => setPhase('idle'), 650);
    return () => {
      clearTimeout(done);
      clearTimeout(idle);
    };
  }, [location.pathname]);
  return <div className={`route-progress route-progress-${phase}`} aria-hidden />;
}
