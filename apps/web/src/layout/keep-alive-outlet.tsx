import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { useTagsStore } from './tags-store';

interface KeepAliveOutletProps {
  /** Full path of the page being shown. */
  activeKey: string;
  /** Whether the page being shown is kept alive when left (its menu's keepAlive). */
  keepAlive: boolean;
}

/**
 * Renders the routed page, keeping pages whose menu has keepAlive mounted but hidden (React <Activity>) while
 * another tab is shown: form input, table page and scroll position survive. A page leaves the cache when its tab
 * closes or it is refreshed (the tags store drops its key).
 */
export function KeepAliveOutlet({ activeKey, keepAlive }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const cachedKeys = useTagsStore((state) => state.cachedKeys);
  const cache = useRef(new Map<string, ReactNode>()).current;
  const scrollPositions = useRef(new Map<string, number>()).current;

  // The element captured for a key carries its own route match, so a hidden page keeps its params.
  if (keepAlive) cache.set(activeKey, outlet);
  for (const key of [...cache.keys()]) {
    if (key !== activeKey && !cachedKeys.includes(key)) {
      cache.delete(key);
      scrollPositions.delete(key);
    }
  }

  // Remember the scroll position of the page being shown; restore it when a cached page comes back.
  useLayoutEffect(() => {
    const saved = scrollPositions.get(activeKey);
    window.scrollTo(0, keepAlive && saved !== undefined ? saved : 0);
    const onScroll = () => scrollPositions.set(activeKey, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [activeKey, keepAlive, scrollPositions]);

  return (
    <>
      {[...cache.entries()].map(([key, element]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          <div className="page-container" data-page-key={key}>
            {element}
          </div>
        </Activity>
      ))}
      {!keepAlive && (
        <div className="page-container" key={activeKey} data-page-key={activeKey}>
          {outlet}
        </div>
      )}
    </>
  );
}
