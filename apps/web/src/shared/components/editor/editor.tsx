import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';

const TiptapEditor = lazy(() => import('./tiptap-editor'));

/** Pulls the chunk URL out of the browser's dynamic-import error. */
export function failedChunkUrl(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.js)/.exec(message)?.[1] ?? 'editor';
}

function LoadFailed({ url }: { url: string }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={t('editor.loadFailed', { url })} />;
}

class EditorLoadBoundary extends Component<{ children: ReactNode }, { failedUrl: string | null }> {
  override state = { failedUrl: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failedUrl: failedChunkUrl(error) };
  }

  override render() {
    return this.state.failedUrl ? <LoadFailed url={this.state.failedUrl} /> : this.props.children;
  }
}

/** Rich-text editor (TipTap, lazy chunk); value in and out is sanitised HTML. */
export function Editor(props: EditorProps) {
  return (
    <EditorLoadBoundary>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ minHeight: props.height ?? 300 }} />}>
        <TiptapEditor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
