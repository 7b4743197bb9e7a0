import { EmptyState, PageHeader } from '@kayoi/ui';
import { Construction } from 'lucide-react';
import type { RouteEntry } from '../routes/table.ts';

/**
 * The honest page of a screen this release has not built yet: it names the screen and its feature area
 * and shows no invented data.
 */
export function ComingSoonPage({ route }: { route: Pick<RouteEntry, 'title' | 'feature'> }) {
  return (
    <>
      <PageHeader title={route.title} />
      <EmptyState
        icon={<Construction aria-hidden="true" />}
        title="準備中"
        description={`「${route.title}」${route.feature === route.title ? '' : `（${route.feature}）`}の画面は準備中です。公開までしばらくお待ちください。`}
      />
    </>
  );
}
