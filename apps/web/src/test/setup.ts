import { afterEach } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { closeAllFeedback } from '@/shared/ui/feedback';
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

afterEach(async () => {
  cleanup();
  // antd's toasts, notifications and confirm boxes live outside the rendered tree, with timers of their own (a toast
  // counts its 5 s by animation frames): close them with the test, or a timer fires after the test file's window is
  // gone ("window is not defined", reported against whichever file ran last).
  if (typeof window !== 'undefined') await act(closeAllFeedback);
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// antd's tables, pickers, popovers and dropdowns measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
