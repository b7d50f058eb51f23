import { lazy, Suspense } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';

/** Pulls the chunk URL out of the browser's dynamic-import error (or Vite's preload error). */
export function failedChunkUrl(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.(?:js|css))/.exec(message)?.[1] ?? 'editor';
}

function LoadFailed({ url }: { url: string }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={t('editor.loadFailed', { url })} />;
}

// Spec §8: a chunk that fails to load reports "Failed to load {url}" in place of the editor. The failure is handled
// here rather than by an error boundary, which would also log it to the console as an uncaught render error.
const TiptapEditor = lazy(() =>
  import('./tiptap-editor').catch((error: unknown) => {
    const url = failedChunkUrl(error);
    return { default: () => <LoadFailed url={url} /> };
  }),
);

/** Rich-text editor (TipTap, lazy chunk); value in and out is sanitised HTML. */
export function Editor(props: EditorProps) {
  return (
    <Suspense
      fallback={
        // The editor's frame at its final size: the dialog does not grow when the chunk arrives.
        <div className="rich-editor" aria-busy="true">
          <div className="rich-editor-toolbar" />
          <div className="rich-editor-body" style={{ height: props.height ?? 300 }}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
