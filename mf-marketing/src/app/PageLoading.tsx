/** Keeps the page's space while its code arrives, so the footer does not jump up and back. */
export function PageLoading() {
  return (
    <div role="status" style={{ minHeight: '100vh' }}>
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}
