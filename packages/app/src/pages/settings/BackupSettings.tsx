import {
  type BackupRecord,
  type BackupStatus,
  isApiError,
  useBackupStatus,
  useBackups,
  useCreateBackup,
  useDownloadBackup,
} from '@kayoi/api-client';
import { backupMessages, formatMessage } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Card,
  DataTable,
  DescriptionList,
  formatDateTime,
  Modal,
  PasswordField,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { saveFile } from '../../forms/saveFile.ts';

const KIB = 1024;
const fileSize = (bytes: number) =>
  bytes >= KIB * KIB ? `${(bytes / KIB / KIB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KIB))} KB`;

/**
 * 設定 › バックアップ (administrators): the last backup, its size and whether its test restore matched the
 * snapshot, the daily schedule and retention, and the last failure (issue 21); 今すぐバックアップ, every backup
 * with its size and verification, and a download that asks for the password again (issue 26).
 */
export function BackupSettings() {
  const status = useBackupStatus();
  return (
    <Card title={backupMessages.title}>
      <Stack $gap={4}>
        {status.isError ? (
          <Alert tone="danger">{backupMessages.loadFailed}</Alert>
        ) : status.isPending ? (
          <Skeleton height={120} />
        ) : (
          <BackupDetails status={status.data} />
        )}
        <BackupList />
      </Stack>
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

/** A backup's state: verified, failed (with what), or not verified (its record not vouched for). */
function stateOf(record: BackupRecord) {
  if (record.verified) return <StatusBadge label={backupMessages.verified} tone="success" />;
  if (record.problems.length > 0)
    return <StatusBadge label={backupMessages.verificationFailed} tone="danger" />;
  return <StatusBadge label={backupMessages.notVerified} tone="warning" />;
}

function BackupList() {
  const toast = useToast();
  const list = useBackups();
  const create = useCreateBackup();
  const [downloading, setDownloading] = useState<BackupRecord | null>(null);

  const backUpNow = () => {
    if (create.isPending) return;
    create.mutate(undefined, {
      onSuccess: (record) =>
        record.verified
          ? toast.success(backupMessages.created)
          : toast.error(backupMessages.createdUnverified),
      onError: (error) => toast.error(failureText(error, backupMessages.createFailed)),
    });
  };

  return (
    <Stack $gap={3}>
      <div>
        <Button variant="primary" onPress={backUpNow} isLoading={create.isPending}>
          {create.isPending ? backupMessages.backingUp : backupMessages.backupNow}
        </Button>
      </div>
      {list.isError ? (
        <Alert tone="danger">{backupMessages.loadFailed}</Alert>
      ) : (
        <DataTable
          aria-label={backupMessages.list}
          isLoading={list.isPending}
          rows={list.data ?? []}
          getRowId={(record) => record.file}
          emptyState={backupMessages.none}
          columns={[
            {
              id: 'taken_at',
              header: backupMessages.takenAt,
              isRowHeader: true,
              nowrap: true,
              cell: (record) => formatDateTime(record.taken_at),
            },
            {
              id: 'bytes',
              header: backupMessages.size,
              align: 'end',
              nowrap: true,
              cell: (record) => fileSize(record.bytes),
            },
            { id: 'state', header: backupMessages.state, cell: stateOf },
            {
              id: 'actions',
              header: backupMessages.actions,
              nowrap: true,
              cell: (record) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={formatMessage(backupMessages.downloadOf, {
                    takenAt: formatDateTime(record.taken_at),
                  })}
                  onPress={() => setDownloading(record)}
                >
                  {backupMessages.download}
                </Button>
              ),
            },
          ]}
        />
      )}
      {downloading ? <DownloadDialog record={downloading} onClose={() => setDownloading(null)} /> : null}
    </Stack>
  );
}

/** The download asks for the password again: a backup holds every member's data. */
function DownloadDialog({ record, onClose }: { record: BackupRecord; onClose: () => void }) {
  const toast = useToast();
  const download = useDownloadBackup();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (download.isPending || password === '') return;
    download.mutate(
      { file: record.file, current_password: password },
      {
        onSuccess: ({ blob, fileName, record }) => {
          saveFile(blob, fileName);
          // The record goes beside it: pnpm db:restore checks the file against it.
          if (record) saveFile(new Blob([record], { type: 'application/json' }), `${fileName}.json`);
          onClose();
        },
        onError: (failure) => {
          const fieldError = isApiError(failure) ? failure.fieldErrors.current_password?.[0] : undefined;
          if (fieldError) setError(fieldError);
          else toast.error(failureText(failure, backupMessages.downloadFailed));
        },
      },
    );
  };

  return (
    <Modal
      title={backupMessages.downloadTitle}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
      isBlocking={download.isPending}
    >
      <Form validationBehavior="aria" onSubmit={submit} aria-label={backupMessages.downloadTitle}>
        <Stack $gap={3}>
          <p style={{ margin: 0 }}>{backupMessages.downloadNotice}</p>
          <p style={{ margin: 0 }}>{formatDateTime(record.taken_at)}</p>
          <PasswordField
            label={backupMessages.password}
            autoComplete="current-password"
            isRequired
            autoFocus
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
            errorMessage={error}
          />
          <Stack $direction="row" $gap={3}>
            <Button type="submit" variant="primary" isLoading={download.isPending}>
              {backupMessages.download}
            </Button>
            <Button variant="secondary" onPress={onClose} isDisabled={download.isPending}>
              {backupMessages.cancel}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Modal>
  );
}
