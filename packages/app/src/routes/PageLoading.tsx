import { Spinner } from '@kayoi/ui';

/** A whole page still loading: the first screen's code on a direct link, or the signed-in user. */
export function PageLoading() {
  return (
    <main aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label="読み込み中" />
    </main>
  );
}
