import { act, render, screen } from '@testing-library/react';
import { theme as antTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ThemeProvider from './theme-provider';

/** A matchMedia whose prefers-reduced-motion answer the test controls. */
function stubReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion') ? matches : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

function Motion() {
  const { token } = antTheme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

describe('ThemeProvider and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns antd motion off when the user prefers reduced motion, and back on when they no longer do', () => {
    const setReduced = stubReducedMotion(true);
    render(
      <ThemeProvider>
        <Motion />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => setReduced(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('keeps motion on by default', () => {
    stubReducedMotion(false);
    render(
      <ThemeProvider>
        <Motion />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
