import { describe, expect, it } from 'vitest';
import { failedChunkUrl } from './editor';

describe('failedChunkUrl', () => {
  it('finds the URL in the error each browser gives for a chunk that does not load', () => {
    const url = 'http://127.0.0.1:48080/admin/assets/tiptap-editor-IqKB2djD.js';
    // Chromium (checked end to end in e2e/tests/layout-extras.spec.ts), Firefox, Vite's preload of a chunk's CSS.
    expect(failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedChunkUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(failedChunkUrl(new Error('Unable to preload CSS for /admin/assets/tiptap-editor-abc.css'))).toBe('/admin/assets/tiptap-editor-abc.css');
  });

  it('names the editor when the browser gives no URL (Safari)', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBe('editor');
  });
});
