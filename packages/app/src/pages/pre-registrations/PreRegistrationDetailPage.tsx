import {
  type PreRegistration,
  useConfirmPreRegistration,
  useConvertPreRegistration,
  useDeletePreRegistration,
  usePreRegistration,
  usePreRegistrationFormOptions,
} from '@kayoi/api-client';
import {
  genderLabels,
  mutationMessages,
  preRegistrationMessages,
  preRegistrationStatusLabels,
} from '@kayoi/api-client/messages';
import { ageInTokyo } from '@kayoi/domain/calendar';
import {
  Alert,
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  formatDate,
  formatDateTime,
  formatYen,
  PageHeader,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { CheckCheck, Pencil, RefreshCcw, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordFailed, RecordLoading } from '../RecordStates.tsx';
import { PreRegistrationStatusDialog } from './PreRegistrationStatusDialog.tsx';
import { preRegistrationStatusTone } from './status.ts';
import { TrialCard } from './TrialCard.tsx';

type Dialog = 'status' | 'confirm' | 'convert' | 'delete' | null;

const LIST = href('customer-pre-registrations');

/** customer-pre-registrations/{id}: one application, and what staff do with it (seed §4, §7, §8). */
export function PreRegistrationDetailPage() {
  const id = Number(useParams().id);
  const record = usePreRegistration(id);

  if (record.isPending)
    return <RecordLoading title="仮登録詳細" parent={{ label: '仮登録一覧', href: LIST }} />;
  if (record.isError) {
    return (
      <RecordFailed
        title="仮登録詳細"
        parent={{ label: '仮登録一覧', href: LIST }}
        noun="仮登録"
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return <Detail record={record.data} />;
}

function Detail({ record }: { record: PreRegistration }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);

  const name = `${record.family_name} ${record.given_name}`;
  const kana = `${record.family_name_kana} ${record.given_name_kana}`;
  const canConvert = record.status === 'pending' || record.status === 'confirmed';

  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={[{ label: '仮登録一覧', href: LIST }, { label: name }]}
        description={
          <>
            {`${kana}　`}
            <StatusBadge
              label={preRegistrationStatusLabels[record.status]}
              tone={preRegistrationStatusTone[record.status]}
            />
          </>
        }
        actions={
          record.status === 'converted' ? null : (
            <Button
              variant="secondary"
              icon={<Pencil aria-hidden="true" />}
              onPress={() => navigate(href('customer-pre-registrations/:id/edit', { id: record.id }))}
            >
              編集
            </Button>
          )
        }
      />
      <Stack $gap={4}>
        {record.status === 'converted' && record.converted_customer_id ? (
          <Alert tone="success" title="顧客として登録済みです">
            {record.converted_at ? `${formatDateTime(record.converted_at)}に変換しました。` : null}
            <Link to={href('customers/:id', { id: record.converted_customer_id })}>顧客詳細を開く</Link>
          </Alert>
        ) : null}
        <HandlingCard
          record={record}
          canConvert={canConvert}
          canDelete={may(user.role, 'deletePreRegistration')}
          onOpen={setDialog}
        />
        <TrialCard preRegistrationId={record.id} open={canConvert} />
        <WishCard record={record} />
        <ApplicantCard record={record} name={name} kana={kana} />
        {record.guardian_name ? <GuardianCard record={record} guardianName={record.guardian_name} /> : null}
        <ContactCard record={record} />
        <Card title="備考">
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{record.notes ?? '（なし）'}</p>
        </Card>
      </Stack>

      <DetailDialogs record={record} name={name} dialog={dialog} setDialog={setDialog} />
    </>
  );
}

/** 対応: where the application stands, and the buttons that move it on. */
function HandlingCard({
  record,
  canConvert,
  canDelete,
  onOpen: setDialog,
}: {
  record: PreRegistration;
  canConvert: boolean;
  canDelete: boolean;
  onOpen: (dialog: Dialog) => void;
}) {
  return (
    <Card
      title="対応"
      actions={
        <Stack $direction="row" $gap={2} $wrap>
          {record.status === 'pending' ? (
            <Button
              variant="secondary"
              icon={<CheckCheck aria-hidden="true" />}
              onPress={() => setDialog('confirm')}
            >
              確認済みにする
            </Button>
          ) : null}
          {canConvert ? (
            <Button
              variant="primary"
              icon={<UserPlus aria-hidden="true" />}
              onPress={() => setDialog('convert')}
            >
              顧客に変換
            </Button>
          ) : null}
          <Button
            variant="secondary"
            icon={<RefreshCcw aria-hidden="true" />}
            onPress={() => setDialog('status')}
          >
            ステータス変更
          </Button>
          {canDelete ? (
            <Button variant="danger" icon={<Trash2 aria-hidden="true" />} onPress={() => setDialog('delete')}>
              削除
            </Button>
          ) : null}
        </Stack>
      }
    >
      <DescriptionList
        items={[
          { term: 'ステータス', description: preRegistrationStatusLabels[record.status] },
          { term: '受付日時', description: formatDateTime(record.created_at) },
          {
            term: '確認日時',
            description: record.confirmed_at ? formatDateTime(record.confirmed_at) : '—',
          },
          { term: 'スタッフメモ', description: record.status_notes ?? '—' },
        ]}
      />
    </Card>
  );
}

function WishCard({ record }: { record: PreRegistration }) {
  const options = usePreRegistrationFormOptions();
  const program = options.data?.programs.find((p) => p.id === record.desired_program_id);
  return (
    <Card title="希望">
      <DescriptionList
        items={[
          { term: '店舗', description: record.store ?? '—' },
          {
            term: '希望プログラム',
            description: program
              ? `${program.name}（月額 ${formatYen(program.monthly_fee)}）`
              : record.desired_program_id
                ? `プログラム ${record.desired_program_id}`
                : '未定',
          },
          {
            term: '見学希望日',
            description: record.desired_visit_date ? formatDate(record.desired_visit_date) : '指定なし',
          },
          {
            term: '入会希望日',
            description: record.desired_join_date ? formatDate(record.desired_join_date) : '指定なし',
          },
        ]}
      />
    </Card>
  );
}

function ApplicantCard({ record, name, kana }: { record: PreRegistration; name: string; kana: string }) {
  const age = ageInTokyo(record.birth_date);
  return (
    <Card title="申込者">
      <Stack $direction="row" $gap={6} $wrap $align="start">
        <Avatar name={name} size="lg" {...(record.avatar_url ? { src: record.avatar_url } : {})} />
        <DescriptionList
          items={[
            { term: '氏名', description: name },
            { term: 'フリガナ', description: kana },
            {
              term: '生年月日',
              description: `${formatDate(record.birth_date)}${age === undefined ? '' : `（${age}歳）`}`,
            },
            { term: '性別', description: genderLabels[record.gender] },
          ]}
        />
      </Stack>
    </Card>
  );
}

function GuardianCard({ record, guardianName }: { record: PreRegistration; guardianName: string }) {
  return (
    <Card title="保護者">
      <DescriptionList
        items={[
          { term: '氏名', description: guardianName },
          { term: 'フリガナ', description: record.guardian_name_kana ?? '—' },
          { term: '続柄', description: record.guardian_relationship ?? '—' },
          {
            term: '電話番号',
            description: record.guardian_phone ? (
              <a href={`tel:${record.guardian_phone}`}>{record.guardian_phone}</a>
            ) : (
              '—'
            ),
          },
        ]}
      />
    </Card>
  );
}

function ContactCard({ record }: { record: PreRegistration }) {
  return (
    <Card title="連絡先・住所">
      <DescriptionList
        items={[
          { term: '携帯電話番号', description: <a href={`tel:${record.mobile}`}>{record.mobile}</a> },
          {
            term: '電話番号',
            description: record.phone ? <a href={`tel:${record.phone}`}>{record.phone}</a> : '—',
          },
          { term: 'メールアドレス', description: <a href={`mailto:${record.email}`}>{record.email}</a> },
          {
            term: '住所',
            description: `〒${record.postal_code} ${record.region ? `${record.region} ` : ''}${record.prefecture}${record.city}${record.street_address}${record.building ? ` ${record.building}` : ''}`,
          },
        ]}
      />
    </Card>
  );
}

/** The status dialog and the confirmations of 確認済み, 顧客に変換 and 削除. */
function DetailDialogs({
  record,
  name,
  dialog,
  setDialog,
}: {
  record: PreRegistration;
  name: string;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirmPreRegistration();
  const convert = useConvertPreRegistration();
  const remove = useDeletePreRegistration();
  const close = () => setDialog(null);
  return (
    <>
      <PreRegistrationStatusDialog
        record={record}
        isOpen={dialog === 'status'}
        onOpenChange={(open) => setDialog(open ? 'status' : null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'confirm'}
        onOpenChange={(open) => !open && close()}
        title="確認済みにしますか？"
        message={`${name}さんの仮登録を確認済みにします。`}
        confirmLabel="確認済みにする"
        isConfirming={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(record.id, {
            onSuccess: () => {
              toast.success(preRegistrationMessages.confirmed);
              close();
            },
            onError: (error) => {
              toast.error(failureText(error, mutationMessages.confirmFailed));
              close();
            },
          })
        }
      />
      <ConfirmDialog
        isOpen={dialog === 'convert'}
        onOpenChange={(open) => !open && close()}
        title="顧客に変換しますか？"
        message={`${name}さんを顧客として登録します（会員番号は自動で付きます）。この操作は取り消せません。`}
        confirmLabel="顧客に変換"
        isConfirming={convert.isPending}
        onConfirm={() =>
          convert.mutate(record.id, {
            onSuccess: (conversion) => {
              toast.success(preRegistrationMessages.converted, `${name}さんの顧客情報を開きました`);
              close();
              navigate(href('customers/:id', { id: conversion.customer_id }));
            },
            onError: (error) => {
              toast.error(failureText(error, mutationMessages.convertFailed));
              close();
            },
          })
        }
      />
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => !open && close()}
        title="仮登録を削除しますか？"
        message={`${name}さんの仮登録を完全に削除します。この操作は取り消せません。${record.status === 'converted' ? '（登録済みの顧客情報は残ります）' : ''}`}
        confirmLabel="削除する"
        tone="danger"
        isConfirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => {
              toast.success(preRegistrationMessages.deleted);
              navigate(LIST);
            },
            onError: (error) => {
              toast.error(failureText(error, mutationMessages.deleteFailed));
              close();
            },
          })
        }
      />
    </>
  );
}
