import { Activity, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  // The element each kept page first rendered with: a page is always shown with the current outlet, and while hidden
  // with this one (the same route match for the same full path, so React keeps its state).
  const [cache, setCache] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());
  const scrollPositions = useRef(new Map<string, number>());

  // Adjusted while rendering (each only when something changed): a kept page joins the cache the first time it is
  // shown; a page whose tab closed or was refreshed leaves it.
  const stale = [...cache.keys()].filter((key) => key !== activeKey && !cachedKeys.includes(key));
  if ((keepAlive && !cache.has(activeKey)) || stale.length > 0) {
    const next = new Map(cache);
    for (const key of stale) next.delete(key);
    if (keepAlive && !next.has(activeKey)) next.set(activeKey, outlet);
    setCache(next);
  }

  // Remember the scroll position of the page being shown; restore it when a cached page comes back.
  useLayoutEffect(() => {
    const positions = scrollPositions.current;
    for (const key of positions.keys()) if (key !== activeKey && !cachedKeys.includes(key)) positions.delete(key);
    const saved = positions.get(activeKey);
    window.scrollTo(0, keepAlive && saved !== undefined ? saved : 0);
    const onScroll = () => positions.set(activeKey, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [activeKey, keepAlive, cachedKeys]);

  return (
    <>
      {[...cache.entries()].map(([key, element]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          <div className="page-container" data-page-key={key}>
            {key === activeKey ? outlet : element}
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
