import {
  type StaffDetail,
  useDeleteStaffPhoto,
  useForceStaffPasswordReset,
  useReinstateStaff,
  useSendStaffInvitation,
  useStaff,
  useUpdateStaffPhoto,
} from '@kayoi/api-client';
import { genderLabels, mutationMessages, roleLabels, staffMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Avatar,
  AvatarUpload,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  formatDate,
  formatDateTime,
  PageHeader,
  Stack,
  StatusBadge,
  Timeline,
  useToast,
} from '@kayoi/ui';
import { KeyRound, Mail, Pencil, RotateCcw, Save, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { CardRegistryContainer } from '../frontDesk/CardRegistryContainer.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { StaffRetireDialog } from './StaffRetireDialog.tsx';
import { accountStatusLabel, accountStatusOf, accountStatusTone, isAtOrBelow } from './status.ts';

const LIST = href('master/staffs');

/** master/staffs/{id}: the profile, the account's state and what can be done to it, its history, the card. */
export function StaffDetailPage() {
  const id = Number(useParams().id);
  return (
    <RecordQuery
      query={useStaff(id)}
      title="スタッフ詳細"
      parent={{ label: 'スタッフ一覧', href: LIST }}
      noun="スタッフ"
    >
      {(staff) => <Detail staff={staff} />}
    </RecordQuery>
  );
}

type Dialog = 'retire' | 'reinstate' | 'reset' | null;

const actionLabels: Record<NonNullable<StaffDetail['history']>[number]['action'], string> = {
  created: '登録',
  updated: '変更',
  retired: '退職',
  reinstated: '再雇用',
  invited: '招待メール送信',
  invitation_accepted: 'パスワード設定（招待の受諾）',
  password_reset_forced: 'パスワード再設定メール送信',
  photo_changed: '写真の変更',
};

/** The names of the changed fields, as the form calls them. */
const fieldNames: Record<string, string> = {
  name: '氏名',
  name_kana: 'フリガナ',
  email: 'メールアドレス',
  role: '権限',
  store_id: '所属店舗',
  gender: '性別',
  is_instructor: '指導員',
  qualifications: '資格',
  reason: '退職理由',
};

function Detail({ staff }: { staff: StaffDetail }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const reinstate = useReinstateStaff();
  const invite = useSendStaffInvitation();
  const reset = useForceStaffPasswordReset();
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = accountStatusOf(staff);
  const self = staff.id === user.id;
  const manages = may(user.role, 'manageStaff') && isAtOrBelow(staff.role, user.role);
  const retired = status === 'retired';

  const run = (
    mutation: {
      mutate: (id: number, options: { onSuccess: () => void; onError: (e: Error) => void }) => void;
    },
    done: string,
  ) =>
    mutation.mutate(staff.id, {
      onSuccess: () => {
        toast.success(done);
        setDialog(null);
      },
      onError: (error) => toast.error(failureText(error, mutationMessages.updateFailed)),
    });

  return (
    <>
      <PageHeader
        title={staff.name}
        breadcrumbs={[{ label: 'マスタ' }, { label: 'スタッフ一覧', href: LIST }, { label: staff.name }]}
        description={
          <>
            {`${staff.name_kana ?? ''}　`}
            <StatusBadge label={accountStatusLabel[status]} tone={accountStatusTone[status]} />
          </>
        }
        actions={
          manages && !retired ? (
            <Button
              variant="secondary"
              icon={<Pencil aria-hidden="true" />}
              onPress={() => navigate(href('master/staffs/:id/edit', { id: staff.id }))}
            >
              編集
            </Button>
          ) : null
        }
      />
      <Stack $gap={4}>
        <AccountCard
          staff={staff}
          canManage={manages && !self}
          mayForceReset={may(user.role, 'forceStaffPasswordReset')}
          inviting={invite.isPending}
          onInvite={() => run(invite, staffMessages.invitationSent)}
          onOpen={setDialog}
        />

        <ProfileCard staff={staff} />

        {manages && !retired ? <PhotoCard staff={staff} /> : null}

        <HistoryCard staff={staff} />

        {retired ? null : (
          <CardRegistryContainer holderType="staff" holderId={staff.id} holderName={staff.name} />
        )}
      </Stack>

      <StaffRetireDialog
        staff={staff}
        isOpen={dialog === 'retire'}
        onOpenChange={(open) => setDialog(open ? 'retire' : null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'reinstate'}
        onOpenChange={(open) => setDialog(open ? 'reinstate' : null)}
        title="再雇用しますか？"
        message={`${staff.name}さんを在職に戻します。パスワードが未設定の場合は、招待メールを再送してください。`}
        confirmLabel="再雇用する"
        isConfirming={reinstate.isPending}
        onConfirm={() => run(reinstate, staffMessages.reinstated)}
      />
      <ConfirmDialog
        isOpen={dialog === 'reset'}
        onOpenChange={(open) => setDialog(open ? 'reset' : null)}
        title="パスワードを再設定させますか？"
        message={`${staff.name}さんの今のパスワードは使えなくなり、ログイン中の端末からもログアウトします。新しいパスワードを設定するメールを ${staff.email} に送信します。`}
        confirmLabel="再設定メールを送る"
        tone="danger"
        isConfirming={reset.isPending}
        onConfirm={() => run(reset, staffMessages.passwordResetForced)}
      />
    </>
  );
}

/** The login: its state (retired, invited), who made and changed it, and what a manager can do with it. */
function AccountCard({
  staff,
  canManage,
  mayForceReset,
  inviting,
  onInvite,
  onOpen: setDialog,
}: {
  staff: StaffDetail;
  canManage: boolean;
  mayForceReset: boolean;
  inviting: boolean;
  onInvite: () => void;
  onOpen: (dialog: Dialog) => void;
}) {
  const status = accountStatusOf(staff);
  const retired = status === 'retired';
  const invitation = staff.invitation ?? null;
  return (
    <Card title="アカウント">
      <Stack $gap={4}>
        {retired ? (
          <Alert tone="warning" title="退職したスタッフです">
            {`${staff.retired_at ? formatDate(staff.retired_at) : ''}に退職${
              staff.retired_by ? `（${staff.retired_by.name}）` : ''
            }。ログインできません。履歴はこのスタッフの名前で残ります。`}
            {staff.retire_reason ? `理由：${staff.retire_reason}` : ''}
          </Alert>
        ) : invitation ? (
          <Alert
            tone={invitation.expired ? 'warning' : 'info'}
            title={
              invitation.expired ? '招待メールの有効期限が切れています' : 'パスワードの設定を待っています'
            }
          >
            {`${formatDateTime(invitation.sent_at)}に送信、有効期限 ${formatDateTime(invitation.expires_at)}。`}
            {invitation.expired ? '「招待メールを再送」で新しいリンクを送ってください。' : ''}
          </Alert>
        ) : null}
        <DescriptionList
          items={[
            {
              term: '状態',
              description: (
                <StatusBadge label={accountStatusLabel[status]} tone={accountStatusTone[status]} />
              ),
            },
            { term: 'ログインID', description: staff.email },
            ...(staff.created_at
              ? [
                  {
                    term: '登録',
                    description: `${formatDateTime(staff.created_at)}${staff.created_by ? `（${staff.created_by.name}）` : ''}`,
                  },
                ]
              : []),
            ...(staff.updated_at
              ? [
                  {
                    term: '最終更新',
                    description: `${formatDateTime(staff.updated_at)}${staff.updated_by ? `（${staff.updated_by.name}）` : ''}`,
                  },
                ]
              : []),
          ]}
        />
        {canManage ? (
          <Stack $direction="row" $gap={2} $wrap>
            {retired ? (
              <Button
                variant="secondary"
                icon={<RotateCcw aria-hidden="true" />}
                onPress={() => setDialog('reinstate')}
              >
                再雇用
              </Button>
            ) : (
              <>
                {status === 'invited' ? (
                  <Button
                    variant="secondary"
                    icon={<Mail aria-hidden="true" />}
                    isLoading={inviting}
                    onPress={onInvite}
                  >
                    招待メールを再送
                  </Button>
                ) : null}
                {mayForceReset ? (
                  <Button
                    variant="secondary"
                    icon={<KeyRound aria-hidden="true" />}
                    onPress={() => setDialog('reset')}
                  >
                    パスワードを再設定させる
                  </Button>
                ) : null}
                <Button
                  variant="danger"
                  icon={<UserX aria-hidden="true" />}
                  onPress={() => setDialog('retire')}
                >
                  退職
                </Button>
              </>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function ProfileCard({ staff }: { staff: StaffDetail }) {
  return (
    <Card title="プロフィール">
      <Stack $direction="row" $gap={6} $wrap $align="start">
        <Avatar name={staff.name} size="lg" {...(staff.photo_url ? { src: staff.photo_url } : {})} />
        <DescriptionList
          items={[
            { term: '氏名', description: staff.name },
            { term: 'フリガナ', description: staff.name_kana ?? '—' },
            { term: 'メールアドレス', description: staff.email },
            { term: '権限', description: <Badge tone="info">{roleLabels[staff.role]}</Badge> },
            { term: '所属店舗', description: staff.store ?? '未設定' },
            { term: '性別', description: staff.gender ? genderLabels[staff.gender] : '—' },
            { term: '指導員', description: staff.is_instructor ? '指導員' : '—' },
            {
              term: '資格',
              description:
                (staff.qualifications ?? []).length === 0 ? (
                  '—'
                ) : (
                  <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
                    {(staff.qualifications ?? []).map((q) => (
                      <li key={q.id}>
                        {q.name}
                        {q.certificate_number ? `（${q.certificate_number}）` : ''}
                        {q.acquired_on ? ` 取得 ${formatDate(q.acquired_on)}` : ''}
                        {q.expires_on ? ` 有効期限 ${formatDate(q.expires_on)}` : ''}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

function HistoryCard({ staff }: { staff: StaffDetail }) {
  return (
    <Card title="変更履歴">
      <Timeline
        aria-label="変更履歴"
        emptyText="変更の記録はまだありません"
        entries={(staff.history ?? []).map((entry, index) => {
          const fields = Object.keys(entry.changes ?? {})
            .map((key) => fieldNames[key])
            .filter(Boolean);
          return {
            id: `${entry.created_at}-${index}`,
            time: formatDateTime(entry.created_at),
            title: actionLabels[entry.action],
            ...(entry.changed_by ? { meta: entry.changed_by.name } : {}),
            ...(entry.action === 'updated' && fields.length > 0 ? { body: fields.join('、') } : {}),
          };
        })}
      />
    </Card>
  );
}

/** 写真: chosen, then saved; or the one on record removed. */
function PhotoCard({ staff }: { staff: StaffDetail }) {
  const toast = useToast();
  const upload = useUpdateStaffPhoto();
  const remove = useDeleteStaffPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  const failed = (error: Error) => toast.error(failureText(error, mutationMessages.updateFailed));
  const save = () => {
    if (file) {
      upload.mutate(
        { id: staff.id, photo: file },
        {
          onSuccess: () => {
            setFile(null);
            toast.success(staffMessages.photoUpdated);
          },
          onError: failed,
        },
      );
    } else if (removing) {
      remove.mutate(staff.id, {
        onSuccess: () => {
          setRemoving(false);
          toast.success(staffMessages.photoRemoved);
        },
        onError: failed,
      });
    }
  };
  return (
    <Card
      title="写真"
      actions={
        <Button
          variant="primary"
          size="sm"
          icon={<Save aria-hidden="true" />}
          isDisabled={!file && !removing}
          isLoading={upload.isPending || remove.isPending}
          onPress={save}
        >
          写真を保存
        </Button>
      }
    >
      <AvatarUpload
        label="スタッフの写真"
        value={file}
        onChange={setFile}
        currentUrl={staff.photo_url}
        isCurrentRemoved={removing}
        onCurrentRemovedChange={setRemoving}
        description="JPEG・PNG・WebP、2MBまで。スタッフ切り替えの画面に表示されます。"
      />
    </Card>
  );
}
