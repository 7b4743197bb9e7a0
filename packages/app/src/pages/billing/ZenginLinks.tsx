import { Button } from '@kayoi/ui';
import { FileDown, FileUp } from 'lucide-react';
import { useNavigate } from 'react-router';
import { href } from '../../routes/table.ts';
import { zenginMessages } from './zenginMessages.ts';

/** A confirmed cycle's way to its 全銀 request file and to the bank's result file (issue 16). */
export function ZenginLinks({ cycleId }: { cycleId: number }) {
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="secondary"
        icon={<FileDown aria-hidden="true" />}
        onPress={() => navigate(`${href('billing/zengin-export')}?cycle=${cycleId}`)}
      >
        {zenginMessages.export.title}
      </Button>
      <Button
        variant="secondary"
        icon={<FileUp aria-hidden="true" />}
        onPress={() => navigate(href('billing/cycles/:id/transfer-results', { id: cycleId }))}
      >
        {zenginMessages.results.title}
      </Button>
    </>
  );
}
