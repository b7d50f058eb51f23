// Turns an antd part into one fetched the first time it renders (see ../antd-slim.ts): for parts that show only
// with a prop most screens never set (a table's 'tree' filter, a card's loading skeleton, a virtual table…).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** What shows until the part has arrived; nothing unless given. */
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(load);
  // React 19 hands `ref` over as a prop, so a ref to the real part arrives through the spread.
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
