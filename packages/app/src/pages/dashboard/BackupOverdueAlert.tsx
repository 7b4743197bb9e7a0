import { useBackupStatus } from '@kayoi/api-client';
import { backupMessages } from '@kayoi/api-client/messages';
import { Alert } from '@kayoi/ui';
import { Link } from 'react-router';
import { href } from '../../routes/table.ts';

/** The dashboard's warning to administrators when no verified backup is younger than two days (issue 21). */
export function BackupOverdueAlert() {
  const status = useBackupStatus();
  if (!status.data?.overdue) return null;
  return (
    <Alert tone="danger">
      {backupMessages.overdue} <Link to={href('mypage/settings')}>{backupMessages.openSettings}</Link>
    </Alert>
  );
}
