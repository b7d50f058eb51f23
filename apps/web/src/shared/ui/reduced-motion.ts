import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

/** Whether the user asked the system for less motion (an accessibility setting; end-to-end tests ask too). */
export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Follows the reduced-motion setting as it changes. */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
