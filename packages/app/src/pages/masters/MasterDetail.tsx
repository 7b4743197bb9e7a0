import { isApiError } from '@kayoi/api-client';
import { masterFieldLabels, mutationMessages } from '@kayoi/api-client/messages';
import type { components } from '@kayoi/api-client/schema';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  formatDateTime,
  PageHeader,
  Stack,
  StatusBadge,
  Timeline,
  useToast,
} from '@kayoi/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { editHref, listHref, type MasterArea, useMayWrite } from './masterArea.ts';

type RecordMeta = components['schemas']['MasterRecordMeta'];
type StaffRef = components['schemas']['StaffRef'];

/** What a record's page reads of its query. */
export interface MasterRecordQuery<R> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: R | undefined;
  refetch: () => unknown;
}

/** A master record's page while it loads, when it cannot be read, and once it is here (under its list). */
export function MasterRecordLoader<R>({
  area,
  title,
  query,
  children,
}: {
  area: MasterArea;
  /** 施設詳細, 施設編集. */
  title: string;
  query: MasterRecordQuery<R>;
  children: (record: R) => ReactNode;
}) {
  return (
    <RecordQuery
      query={query}
      title={title}
      parent={{ label: `${area.noun}一覧`, href: listHref(area) }}
      noun={area.noun}
    >
      {children}
    </RecordQuery>
  );
}

const who = (staff: StaffRef | null) => staff?.name ?? '—';

/** What a change touched, in the form's own words (営業時間、臨時休業を変更). */
function changeTitle(area: MasterArea, change: RecordMeta['history'][number]) {
  if (change.action === 'created') return '登録';
  const labels = masterFieldLabels[area.form] as Record<string, string>;
  const names = [...new Set(change.fields.map((field) => labels[field] ?? field))];
  return names.length > 0 ? `${names.join('、')}を変更` : '更新';
}

/** Who made the record and when, who changed it last, and its change history (the server's latest 50). */
export function MasterRecordMetaCard({ area, record }: { area: MasterArea; record: RecordMeta }) {
  return (
    <Card title="登録・変更の履歴">
      <Stack $gap={4}>
        <DescriptionList
          items={[
            { term: '登録', description: `${formatDateTime(record.created_at)}　${who(record.created_by)}` },
            {
              term: '最終更新',
              description: `${formatDateTime(record.updated_at)}　${who(record.updated_by)}`,
            },
          ]}
        />
        <Timeline
          aria-label="変更履歴"
          emptyText="変更の記録はまだありません"
          entries={record.history.map((change) => ({
            id: change.id,
            time: formatDateTime(change.changed_at),
            title: changeTitle(area, change),
            meta: who(change.changed_by),
            tone: change.action === 'created' ? 'info' : 'neutral',
          }))}
        />
      </Stack>
    </Card>
  );
}

export const activeBadge = (isActive: boolean) => (
  <StatusBadge label={isActive ? '有効' : '無効'} tone={isActive ? 'success' : 'neutral'} />
);

interface Removal {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * A master record's page: its name, 有効/無効, 編集 and 削除 for those who may write, the record's cards, then who
 * made and changed it. A record in use is refused by the server (409, saying what uses it): the page keeps that
 * message in view and offers to deactivate the record instead.
 */
export function MasterDetail({
  area,
  record,
  subtitle,
  remove,
  deletedMessage,
  deleteWarning,
  deactivate,
  children,
}: {
  area: MasterArea;
  record: RecordMeta & { id: number; name: string; is_active: boolean };
  /** Beside the 有効/無効 badge: the kind of facility, the school of a program. */
  subtitle?: string;
  remove: Removal;
  deletedMessage: string;
  /** What deleting takes with it (its lanes, its fee history). */
  deleteWarning: string;
  /** Saves the record as it is with 有効 off; resolves when saved. */
  deactivate: () => Promise<unknown>;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const mayWrite = useMayWrite(area);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState(false);

  const onDeactivate = async () => {
    setDeactivating(true);
    try {
      await deactivate();
      setInUse(null);
      toast.success(`${area.noun}を無効にしました`);
    } catch (error) {
      toast.error(failureText(error, mutationMessages.updateFailed));
    } finally {
      setDeactivating(false);
    }
  };

  return (
    <>
      <PageHeader
        title={record.name}
        breadcrumbs={[
          { label: 'マスタ' },
          { label: `${area.noun}一覧`, href: listHref(area) },
          { label: record.name },
        ]}
        description={
          <>
            {subtitle ? `${subtitle}　` : null}
            {activeBadge(record.is_active)}
          </>
        }
        actions={
          mayWrite ? (
            <>
              <Button
                variant="secondary"
                icon={<Pencil aria-hidden="true" />}
                onPress={() => navigate(editHref(area, record.id))}
              >
                編集
              </Button>
              <Button
                variant="danger"
                icon={<Trash2 aria-hidden="true" />}
                onPress={() => setConfirming(true)}
              >
                削除
              </Button>
            </>
          ) : null
        }
      />
      <Stack $gap={4}>
        {inUse ? (
          <Alert tone="warning" title={`この${area.noun}は削除できません`}>
            <Stack $gap={3}>
              <span>{inUse}</span>
              {record.is_active ? (
                <span>
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={deactivating}
                    onPress={() => void onDeactivate()}
                  >
                    無効にする
                  </Button>
                </span>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {children}
        <MasterRecordMetaCard area={area} record={record} />
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`${area.noun}を削除しますか？`}
        message={`「${record.name}」を削除します。${deleteWarning}この操作は取り消せません。使われている${area.noun}は削除できません（無効にしてください）。`}
        confirmLabel="削除する"
        tone="danger"
        isConfirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => {
              toast.success(deletedMessage);
              navigate(listHref(area));
            },
            onError: (error) => {
              setConfirming(false);
              if (isApiError(error) && error.status === 409)
                setInUse(failureText(error, mutationMessages.deleteFailed));
              toast.error(failureText(error, mutationMessages.deleteFailed));
            },
          })
        }
      />
    </>
  );
}
