/**
 * Two accessibility gaps of antd's Table, closed for every table on the page (axe: aria-hidden-focus,
 * scrollable-region-focusable):
 * - its zero-height measure row (`aria-hidden`) holds a copy of each column title, so a row-selection table's
 *   "select all" checkbox is reachable by Tab there, invisible: the row is made `inert`;
 * - a table scrolling sideways with nothing focusable inside cannot be scrolled from the keyboard: its scroll
 *   container joins the tab order.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function patch(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row:not([inert])')) row.inert = true;
  for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    if (scrolls && !box.hasAttribute('tabindex') && !box.querySelector(FOCUSABLE)) box.tabIndex = 0;
  }
}

/** Watches the document and patches tables as they appear; returns the function that stops watching. */
export function watchTableA11y(root: HTMLElement = document.body): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      patch(root);
    });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
