import {
  type ReaderDevice,
  useCurrentReaderDevice,
  useEnrollReaderDevice,
  useReaderDevices,
  useRevokeReaderDevice,
} from '@kayoi/api-client';
import { readerDeviceFormSchema } from '@kayoi/api-client/forms';
import {
  formatMessage,
  mutationMessages,
  readerDeviceMessages,
  readerDeviceStatusLabels,
} from '@kayoi/api-client/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  EmptyState,
  ErrorState,
  formatDateTime,
  Skeleton,
  Stack,
  StatusBadge,
  TextField,
  useToast,
} from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

const dateTimeOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

/**
 * 設定 › カードリーダー端末: whether this desk is an enrolled reader device (staff cards log in only on those),
 * and for admins and managers the enrolment of this desk and the store's devices with 登録解除.
 */
export function ReaderDeviceSettings({ canManage }: { canManage: boolean }) {
  const current = useCurrentReaderDevice();
  const device = current.data;
  const enrolled = device?.status === 'active';
  return (
    <Card title="カードリーダー端末">
      <Stack $gap={4}>
        {current.isError ? (
          <Alert tone="danger">{readerDeviceMessages.loadFailed}</Alert>
        ) : current.isPending ? (
          <Skeleton height={72} />
        ) : (
          <ThisDevice device={device ?? null} />
        )}
        {current.isSuccess && !enrolled ? (
          canManage ? (
            <EnrollForm />
          ) : (
            <p style={{ margin: 0 }}>{readerDeviceMessages.askToEnroll}</p>
          )
        ) : null}
        {canManage ? <StoreDevices /> : null}
      </Stack>
    </Card>
  );
}

function ThisDevice({ device }: { device: ReaderDevice | null }) {
  if (device?.status === 'active') {
    return (
      <section aria-label="この端末">
        <Stack $gap={3}>
          <div>
            <StatusBadge label="登録済み" tone="success" />
          </div>
          <DescriptionList
            items={[
              { term: '端末名', description: device.name },
              { term: '店舗', description: device.store_name },
              { term: '登録日時', description: formatDateTime(device.enrolled_at) },
              { term: '登録者', description: device.enrolled_by_name ?? '—' },
            ]}
          />
        </Stack>
      </section>
    );
  }
  return (
    <section aria-label="この端末">
      <Stack $gap={3}>
        <div>
          <StatusBadge label="未登録" tone="warning" />
        </div>
        <Alert
          tone="warning"
          title={device ? readerDeviceMessages.revokedDevice : readerDeviceMessages.notEnrolled}
        >
          {device?.revoked_at
            ? `「${device.name}」は${formatDateTime(device.revoked_at)}に${device.revoked_by_name ?? ''}が登録を解除しました。`
            : null}
          {readerDeviceMessages.cardLoginOnlyOnEnrolled}
        </Alert>
      </Stack>
    </section>
  );
}

interface EnrollValues extends Record<string, unknown> {
  name: string;
}

function EnrollForm() {
  const toast = useToast();
  const enroll = useEnrollReaderDevice();
  const form = useSchemaForm<EnrollValues, { name: string }>(readerDeviceFormSchema, { name: '' });
  useUnsavedChangesWarning(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (enroll.isPending) return;
    const values = form.validate();
    if (!values) return;
    // Awaited rather than per-call callbacks: once enrolled, this form gives way to the device's state
    // (unmounted), and TanStack Query skips the callbacks of an unmounted caller.
    try {
      await enroll.mutateAsync(values);
      form.markSaved();
      toast.success(readerDeviceMessages.enrolled);
    } catch (error) {
      form.refused(error);
      toast.error(failureText(error, mutationMessages.createFailed));
    }
  };

  return (
    <Form
      ref={form.formRef}
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
      aria-label="この端末を登録"
    >
      <Stack $gap={3} style={{ maxWidth: 420 }}>
        <TextField
          label="端末名"
          description="例: 受付PC 1、2階タブレット"
          isRequired
          {...form.text('name')}
        />
        <Stack $direction="row">
          <Button type="submit" variant="primary" isLoading={enroll.isPending}>
            登録
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

function StoreDevices() {
  const toast = useToast();
  const devices = useReaderDevices();
  const revoke = useRevokeReaderDevice();
  const [confirming, setConfirming] = useState<ReaderDevice | null>(null);

  if (devices.isError) {
    return <ErrorState title={readerDeviceMessages.loadFailed} onRetry={() => void devices.refetch()} />;
  }
  return (
    <>
      <DataTable
        aria-label="店舗のカードリーダー端末"
        isLoading={devices.isPending}
        rows={devices.data ?? []}
        getRowId={(row) => row.id}
        columns={[
          {
            id: 'name',
            header: '端末名',
            isRowHeader: true,
            cell: (row) => (
              <>
                {row.name} {row.is_current ? <Badge tone="info">この端末</Badge> : null}
              </>
            ),
          },
          { id: 'enrolledBy', header: '登録者', cell: (row) => row.enrolled_by_name ?? '—' },
          {
            id: 'enrolledAt',
            header: '登録日時',
            nowrap: true,
            cell: (row) => formatDateTime(row.enrolled_at),
          },
          {
            id: 'lastUsedAt',
            header: '最終使用',
            nowrap: true,
            cell: (row) => dateTimeOrDash(row.last_used_at),
          },
          {
            id: 'status',
            header: '状態',
            cell: (row) => (
              <StatusBadge
                label={readerDeviceStatusLabels[row.status]}
                tone={row.status === 'active' ? 'success' : 'neutral'}
                {...(row.revoked_at
                  ? { title: `${dateTimeOrDash(row.revoked_at)} ${row.revoked_by_name ?? ''}` }
                  : {})}
              />
            ),
          },
          {
            id: 'actions',
            header: '操作',
            align: 'end',
            cell: (row) =>
              row.status === 'active' ? (
                <Button
                  variant="danger"
                  size="sm"
                  onPress={() => setConfirming(row)}
                  aria-label={`${row.name}を登録解除`}
                >
                  登録解除
                </Button>
              ) : null,
          },
        ]}
        emptyState={<EmptyState title="登録されたカードリーダー端末はありません" />}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="端末の登録を解除しますか？"
        message={formatMessage(
          confirming?.is_current
            ? readerDeviceMessages.revokeCurrentConfirm
            : readerDeviceMessages.revokeConfirm,
          { name: confirming?.name ?? '' },
        )}
        confirmLabel="登録解除"
        tone="danger"
        isConfirming={revoke.isPending}
        onConfirm={() => {
          if (!confirming) return;
          revoke.mutate(confirming.id, {
            onSuccess: () => {
              toast.success(readerDeviceMessages.revoked);
              setConfirming(null);
            },
            onError: (error) => {
              toast.error(failureText(error, mutationMessages.updateFailed));
              setConfirming(null);
            },
          });
        }}
      />
    </>
  );
}
