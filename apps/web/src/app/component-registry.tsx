import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoading } from './pages/page-loading';
import { PageErrorBoundary } from './pages/page-error-boundary';

type PageModule = { default: ComponentType };

// Every screen a menu can name: src/features/<area>/<entity>/pages/<name>.tsx ↔ component "<area>/<entity>/<name>".
const pageModules = import.meta.glob<PageModule>(['../features/**/pages/*.tsx', '!../features/**/pages/*.test.tsx']);

export function componentKeyOf(file: string): string {
  return file.replace(/^\.\.\/features\//, '').replace('/pages/', '/').replace(/\.tsx$/, '');
}

const loaders = new Map<string, () => Promise<PageModule>>(Object.entries(pageModules).map(([file, load]) => [componentKeyOf(file), load]));

/**
 * Components the seed names after the original's views, so that its Vue 2 UI finds a view it has (menus 111 and 113:
 * its Druid frame and its Redis monitor), shown here by this console's screen for the same menu.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'infra/druid/index': 'infra/dbMonitor/index',
  'infra/redis/index': 'infra/cache/index',
};
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page for a server component string (e.g. "system/dict/index"), or null when it is not built. */
export function pageComponent(component: string | null | undefined): LazyExoticComponent<ComponentType> | null {
  if (!component) return null;
  const named = component.replace(/^\//, '').replace(/\.(vue|tsx)$/, '');
  const key = ALIASES[named] ?? named;
  const load = loaders.get(key);
  if (!load) return null;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(load);
    lazyPages.set(key, page);
  }
  return page;
}

/** A registered page wrapped with its own loading state and crash boundary. */
export function PageElement({ component }: { component: string }) {
  // One lazy component per page for the app's life (pageComponent caches it), looked up once per mount.
  const [Page] = useState(() => pageComponent(component));
  if (!Page) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
