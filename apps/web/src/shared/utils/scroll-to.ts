function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t;
}

/** Smoothly scrolls the window to the top over `duration` ms. */
export function scrollToTop(duration: number): void {
  if (typeof window === 'undefined') return;
  const start = window.scrollY;
  if (start === 0) return;
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start * (1 - easeInOutQuad(progress)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
