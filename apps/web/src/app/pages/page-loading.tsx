/** Loading state of a page (inside the layout) or of the whole app (fullscreen); plain CSS, no antd on the first paint. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'page-loading page-loading-fullscreen' : 'page-loading'} role="status" aria-busy="true">
      <span className="page-loading-spinner" />
    </div>
  );
}
