import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// Every test sees the app's zh-CN messages, as the app does (shared/i18n holds none of its own).
import '../app/i18n-setup';
import '../locales/features';

// antd reads matchMedia for responsive props; jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// antd's tables, pickers, popovers and dropdowns measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
