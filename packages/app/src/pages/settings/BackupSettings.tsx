import { type BackupStatus, useBackupStatus } from '@kayoi/api-client';
import { backupMessages, formatMessage } from '@kayoi/api-client/messages';
import { Alert, Card, DescriptionList, formatDateTime, Skeleton, StatusBadge } from '@kayoi/ui';

const KIB = 1024;
const fileSize = (bytes: number) =>
  bytes >= KIB * KIB ? `${(bytes / KIB / KIB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KIB))} KB`;

/**
 * 設定 › バックアップ (administrators): the last backup, its size and whether its test restore matched the
 * snapshot, the daily schedule and retention, and the last failure (issue 21).
 */
export function BackupSettings() {
  const status = useBackupStatus();
  return (
    <Card title={backupMessages.title}>
      {status.isError ? (
        <Alert tone="danger">{backupMessages.loadFailed}</Alert>
      ) : status.isPending ? (
        <Skeleton height={120} />
      ) : (
        <BackupDetails status={status.data} />
      )}
    </Card>
  );
}

function BackupDetails({ status }: { status: BackupStatus }) {
  const last = status.last;
  return (
    <>
      {status.overdue ? <Alert tone="danger">{backupMessages.overdue}</Alert> : null}
      <DescriptionList
        items={[
          {
            term: backupMessages.lastBackup,
            description: last ? formatDateTime(last.taken_at) : backupMessages.none,
          },
          ...(last
            ? [
                { term: backupMessages.size, description: fileSize(last.bytes) },
                {
                  term: backupMessages.verification,
                  description: last.verified ? (
                    <StatusBadge label={backupMessages.verified} tone="success" />
                  ) : (
                    <>
                      <StatusBadge label={backupMessages.verificationFailed} tone="danger" />{' '}
                      {last.problems.join(' / ')}
                    </>
                  ),
                },
              ]
            : []),
          {
            term: backupMessages.schedule,
            description:
              status.daily_hour === null
                ? backupMessages.scheduleOff
                : formatMessage(backupMessages.scheduleDaily, { hour: String(status.daily_hour) }),
          },
          {
            term: backupMessages.retention,
            description: formatMessage(backupMessages.retentionValue, {
              daily: String(status.keep_daily),
              monthly: String(status.keep_monthly),
              count: String(status.count),
            }),
          },
          ...(status.last_failure
            ? [
                {
                  term: backupMessages.lastFailure,
                  description: `${formatDateTime(status.last_failure.at)} ${status.last_failure.message}`,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
