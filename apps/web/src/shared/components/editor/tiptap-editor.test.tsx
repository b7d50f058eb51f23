import { afterEach, describe, expect, it } from 'vitest';
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import '@/shared/i18n/i18n';
// Loaded up front, so the lazy Editor's import resolves at once: the case of a chunk already in the browser's cache.
import './tiptap-editor';
import { Editor } from './editor';

class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('Editor (lazy TipTap chunk)', () => {
  let root: Root | undefined;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    root?.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('opens when its chunk arrives just after the loading placeholder (the commit is throttled, not instant)', async () => {
    // A real concurrent root, scheduled as in the browser (not flushed by act): React holds the commit that reveals
    // content for up to 300 ms after a fallback showed. TipTap's useEditor creates its editor during render and
    // destroys it 1 ms later unless an effect has claimed it, so rendering it there used to leave the component
    // holding a destroyed editor ("Cannot read properties of null (reading 'cached')" on the notice form).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <Catch onError={(error) => errors.push(error)}>
        <Editor value="<p>hello</p>" />
      </Catch>,
    );
    await waitFor(() => expect(errors.length > 0 || container.querySelector('.ProseMirror') !== null).toBe(true), { timeout: 10_000 });
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.querySelector('.ProseMirror')?.textContent).toBe('hello'));
    expect(container.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('true');
    // Spec §9: the editing area is 300 px high.
    expect(container.querySelector<HTMLElement>('.rich-editor-body')?.style.height).toBe('300px');
  }, 30_000);
});
