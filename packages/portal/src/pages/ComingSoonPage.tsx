import { EmptyState, PageHeader } from '@kayoi/ui';
import { Construction } from 'lucide-react';
import type { PortalRoute } from '../routes.tsx';

/** The honest page of a tab not built yet (the staff app's pattern): it names the screen, shows no invented data. */
export function ComingSoonPage({ route }: { route: Pick<PortalRoute, 'title'> }) {
  return (
    <>
      <PageHeader title={route.title} />
      <EmptyState
        icon={<Construction aria-hidden="true" />}
        title="準備中"
        description={`「${route.title}」の画面は準備中です。公開までしばらくお待ちください。お急ぎの連絡はスクールへお電話ください。`}
      />
    </>
  );
}
