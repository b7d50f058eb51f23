/**
 * Wraps a load so that every call gets a load that starts after the call (so it sees every write committed
 * before it), one at a time: calls made while a load runs share the next one. For in-memory copies of a table
 * (edited error messages, sensitive words) reloaded after writes and on other processes' notices.
 */
export function serialReload<T>(load: () => Promise<T>): () => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | undefined;
  return () => {
    if (!next) {
      next = last
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return load();
        });
      last = next;
    }
    return next;
  };
}
