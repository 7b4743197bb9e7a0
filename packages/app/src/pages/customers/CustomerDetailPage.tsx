import {
  type CustomerAttendance,
  type CustomerContract,
  type CustomerDetail,
  useCustomer,
  useCustomerAttendances,
  useDeleteCustomer,
  useDeleteCustomerContract,
} from '@kayoi/api-client';
import {
  customerMessages,
  customerStatusLabels,
  genderLabels,
  mutationMessages,
} from '@kayoi/api-client/messages';
import type { PageSize } from '@kayoi/domain/constants';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  ErrorState,
  formatDate,
  formatDuration,
  formatTime,
  formatYen,
  PageHeader,
  Pager,
  Stack,
  StatusBadge,
  Timeline,
  useToast,
} from '@kayoi/ui';
import { Pencil, Plus, RefreshCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { BankAccountPanel } from '../billing/BankAccountPanel.tsx';
import { CustomerCardPanel } from '../frontDesk/CardRegistryContainer.tsx';
import { RecordFailed, RecordLoading } from '../RecordStates.tsx';
import { CustomerClasses } from './CustomerClasses.tsx';
import { CustomerContractDialog } from './CustomerContractDialog.tsx';
import { CustomerFamilyAccessPanel } from './CustomerFamilyAccess.tsx';
import { CustomerMyPageRequests } from './CustomerFamilyRequests.tsx';
import { CustomerGradeHistory } from './CustomerGradeHistory.tsx';
import { CustomerLedger } from './CustomerLedger.tsx';
import { CustomerMakeups } from './CustomerMakeups.tsx';
import { CustomerMembershipPanel } from './CustomerMembership.tsx';
import { CustomerStatusDialog } from './CustomerStatusDialog.tsx';
import { customerStatusTone } from './status.ts';

const LIST = href('customers');

/** customers/{id}: the whole record a front desk needs, and the changes it makes to it. */
export function CustomerDetailPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  if (customer.isPending)
    return <RecordLoading title="顧客詳細" parent={{ label: '顧客一覧', href: LIST }} />;
  if (customer.isError) {
    return (
      <RecordFailed
        title="顧客詳細"
        parent={{ label: '顧客一覧', href: LIST }}
        noun="顧客"
        error={customer.error}
        onRetry={() => void customer.refetch()}
      />
    );
  }
  return <Detail customer={customer.data} />;
}

type Dialog =
  | { kind: 'status' }
  | { kind: 'contract'; contract?: CustomerContract }
  | { kind: 'deleteContract'; contract: CustomerContract }
  | { kind: 'delete' }
  | null;

function Detail({ customer }: { customer: CustomerDetail }) {
  const user = useSessionUser();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <DetailHeader
        customer={customer}
        canDelete={may(user.role, 'deleteCustomer')}
        onDelete={() => setDialog({ kind: 'delete' })}
      />
      <Stack $gap={4}>
        {customer.is_minor && !customer.guardian_name ? (
          <Alert tone="warning" title="保護者が登録されていません">
            18歳未満の方です。<Link to={href('customers/:id/edit', { id: customer.id })}>編集</Link>
            から保護者の氏名と連絡先を登録してください。
          </Alert>
        ) : null}
        {customer.memo ? (
          <Alert tone="info" title="申し送りメモ">
            {customer.memo}
          </Alert>
        ) : null}

        <StatusCard customer={customer} onChange={() => setDialog({ kind: 'status' })} />

        <CustomerMembershipPanel customer={customer} />

        <ProfileCard customer={customer} />
        <ContactCard customer={customer} />
        {customer.is_minor || customer.guardian_name ? <GuardianCard customer={customer} /> : null}

        <Contracts
          customer={customer}
          canDelete={may(user.role, 'deleteCustomerContract')}
          onAdd={() => setDialog({ kind: 'contract' })}
          onEdit={(contract) => setDialog({ kind: 'contract', contract })}
          onDelete={(contract) => setDialog({ kind: 'deleteContract', contract })}
        />

        <CustomerClasses customer={customer} />
        <CustomerMakeups customer={customer} />
        <CustomerGradeHistory customerId={customer.id} />

        <Visits customerId={customer.id} />

        {may(user.role, 'getCustomerLedger') ? <CustomerLedger customerId={customer.id} /> : null}
        {may(user.role, 'getCustomerBankAccount') ? <BankAccountPanel customerId={customer.id} /> : null}

        <MemoCard customer={customer} />
        <CustomerCardPanel customerId={customer.id} customerName={customer.name} />
        <CustomerFamilyAccessPanel customer={customer} />
        <CustomerMyPageRequests customerId={customer.id} />
      </Stack>

      <DetailDialogs customer={customer} dialog={dialog} close={() => setDialog(null)} />
    </>
  );
}

function DetailHeader({
  customer,
  canDelete,
  onDelete,
}: {
  customer: CustomerDetail;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  return (
    <PageHeader
      title={customer.name}
      breadcrumbs={[{ label: '顧客一覧', href: LIST }, { label: customer.name }]}
      description={
        <>
          {`${customer.name_kana}　会員番号 ${customer.member_number}　`}
          <StatusBadge
            label={customerStatusLabels[customer.status]}
            tone={customerStatusTone[customer.status]}
          />
        </>
      }
      actions={
        <>
          <Button
            variant="secondary"
            icon={<Pencil aria-hidden="true" />}
            onPress={() => navigate(href('customers/:id/edit', { id: customer.id }))}
          >
            編集
          </Button>
          {canDelete ? (
            <Button variant="danger" icon={<Trash2 aria-hidden="true" />} onPress={onDelete}>
              削除
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/** The status now and every change of it. */
function StatusCard({ customer, onChange }: { customer: CustomerDetail; onChange: () => void }) {
  return (
    <Card
      title="ステータス"
      actions={
        <Button variant="secondary" size="sm" icon={<RefreshCcw aria-hidden="true" />} onPress={onChange}>
          ステータス変更
        </Button>
      }
    >
      <Stack $gap={4}>
        <p>
          <StatusBadge
            label={customerStatusLabels[customer.status]}
            tone={customerStatusTone[customer.status]}
          />
          {customer.status_since ? `　${formatDate(customer.status_since)}から` : null}
        </p>
        <Timeline
          aria-label="ステータス履歴"
          emptyText="ステータスの変更はまだありません"
          entries={customer.status_history.map((entry) => ({
            id: entry.id,
            time: formatDate(entry.effective_on),
            title: entry.from_status
              ? `${customerStatusLabels[entry.from_status]} → ${customerStatusLabels[entry.status]}`
              : `登録（${customerStatusLabels[entry.status]}）`,
            tone: customerStatusTone[entry.status],
            ...(entry.changed_by ? { meta: entry.changed_by } : {}),
            ...(entry.reason ? { body: entry.reason } : {}),
          }))}
        />
      </Stack>
    </Card>
  );
}

function ProfileCard({ customer }: { customer: CustomerDetail }) {
  return (
    <Card title="基本情報">
      <Stack $direction="row" $gap={6} $wrap $align="start">
        <Avatar name={customer.name} size="lg" {...(customer.photo_url ? { src: customer.photo_url } : {})} />
        <DescriptionList
          items={[
            { term: '会員番号', description: customer.member_number },
            { term: '氏名', description: customer.name },
            { term: 'フリガナ', description: customer.name_kana },
            {
              term: '生年月日',
              description: customer.birth_date
                ? `${formatDate(customer.birth_date)}（${customer.age}歳）`
                : '—',
            },
            { term: '性別', description: customer.gender ? genderLabels[customer.gender] : '—' },
            { term: '級', description: customer.grade?.name ?? '—' },
            { term: '入会日', description: customer.joined_on ? formatDate(customer.joined_on) : '—' },
            { term: '店舗', description: customer.store ?? '—' },
            ...(customer.pre_registration_id
              ? [
                  {
                    term: '登録元',
                    description: (
                      <Link to={href('customer-pre-registrations/:id', { id: customer.pre_registration_id })}>
                        仮登録 #{customer.pre_registration_id}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
    </Card>
  );
}

function ContactCard({ customer }: { customer: CustomerDetail }) {
  const address = [customer.prefecture, customer.city, customer.street_address].filter(Boolean).join('');
  return (
    <Card title="連絡先・住所">
      <DescriptionList
        items={[
          {
            term: '携帯電話番号',
            description: customer.mobile ? <a href={`tel:${customer.mobile}`}>{customer.mobile}</a> : '—',
          },
          {
            term: '電話番号',
            description: customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : '—',
          },
          {
            term: 'メールアドレス',
            description: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—',
          },
          {
            term: '住所',
            description: address
              ? `${customer.postal_code ? `〒${customer.postal_code} ` : ''}${address}${customer.building ? ` ${customer.building}` : ''}`
              : '—',
          },
        ]}
      />
    </Card>
  );
}

function GuardianCard({ customer }: { customer: CustomerDetail }) {
  return (
    <Card title="保護者">
      <DescriptionList
        items={[
          { term: '氏名', description: customer.guardian_name ?? '未登録' },
          { term: 'フリガナ', description: customer.guardian_name_kana ?? '—' },
          { term: '続柄', description: customer.guardian_relationship ?? '—' },
          {
            term: '電話番号',
            description: customer.guardian_phone ? (
              <a href={`tel:${customer.guardian_phone}`}>{customer.guardian_phone}</a>
            ) : (
              '—'
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The record's dialogs: status change, contract add/change, and the two deletions. */
function DetailDialogs({
  customer,
  dialog,
  close,
}: {
  customer: CustomerDetail;
  dialog: Dialog;
  close: () => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteCustomer();
  const removeContract = useDeleteCustomerContract();
  return (
    <>
      <CustomerStatusDialog
        customer={customer}
        isOpen={dialog?.kind === 'status'}
        onOpenChange={(open) => !open && close()}
      />
      {dialog?.kind === 'contract' ? (
        <CustomerContractDialog
          customer={customer}
          contract={dialog.contract}
          isOpen
          onOpenChange={(open) => !open && close()}
        />
      ) : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'deleteContract'}
        onOpenChange={(open) => !open && close()}
        title="契約を削除しますか？"
        message={
          dialog?.kind === 'deleteContract'
            ? `「${dialog.contract.plan_name}」を削除します。終了した契約は削除せず、終了日を入れて残してください。`
            : ''
        }
        confirmLabel="削除する"
        tone="danger"
        isConfirming={removeContract.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'deleteContract') return;
          removeContract.mutate(
            { id: customer.id, contractId: dialog.contract.id },
            {
              onSuccess: () => {
                toast.success(customerMessages.contractDeleted);
                close();
              },
              onError: (error) => {
                toast.error(failureText(error, mutationMessages.deleteFailed));
                close();
              },
            },
          );
        }}
      />
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && close()}
        title="顧客を削除しますか？"
        message={`${customer.name}さんの記録（契約・ステータス履歴・来館履歴・写真を含む）を完全に削除します。この操作は取り消せません。退会の場合は削除せず、ステータスを「退会」にしてください。`}
        confirmLabel="削除する"
        tone="danger"
        isConfirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(customer.id, {
            onSuccess: () => {
              toast.success(customerMessages.deleted);
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

function Contracts({
  customer,
  canDelete,
  onAdd,
  onEdit,
  onDelete,
}: {
  customer: CustomerDetail;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (contract: CustomerContract) => void;
  onDelete: (contract: CustomerContract) => void;
}) {
  return (
    <Card
      title="契約"
      actions={
        <Button variant="secondary" size="sm" icon={<Plus aria-hidden="true" />} onPress={onAdd}>
          契約を追加
        </Button>
      }
    >
      {customer.contracts.length === 0 ? (
        <p>契約はまだありません。</p>
      ) : (
        <Stack $gap={4}>
          {customer.contracts.map((contract) => (
            <section key={contract.id} aria-label={contract.plan_name}>
              <Stack $gap={2}>
                <Stack $direction="row" $gap={2} $align="center" $wrap>
                  <strong>{contract.plan_name}</strong>
                  {contract.is_current ? <Badge tone="success">契約中</Badge> : <Badge>契約外</Badge>}
                  <Stack $direction="row" $gap={1}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${contract.plan_name}を変更`}
                      onPress={() => onEdit(contract)}
                    >
                      変更
                    </Button>
                    {canDelete ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${contract.plan_name}を削除`}
                        onPress={() => onDelete(contract)}
                      >
                        削除
                      </Button>
                    ) : null}
                  </Stack>
                </Stack>
                <DescriptionList
                  items={[
                    { term: 'プログラム', description: contract.program_name ?? '—' },
                    { term: '月額', description: formatYen(contract.monthly_fee) },
                    {
                      term: '期間',
                      description: `${formatDate(contract.starts_on)} 〜 ${contract.ends_on ? formatDate(contract.ends_on) : ''}`,
                    },
                    {
                      term: '曜日・時間帯',
                      description:
                        contract.time_slots.length === 0 ? (
                          '指定なし'
                        ) : (
                          <Stack $direction="row" $gap={2} $wrap>
                            {contract.time_slots.map((slot) => (
                              <Badge key={slot.id} tone="info">
                                {slot.day_label} {slot.time_range}
                              </Badge>
                            ))}
                          </Stack>
                        ),
                    },
                  ]}
                />
              </Stack>
            </section>
          ))}
          <p>
            <strong>月額合計（契約中）: {formatYen(customer.monthly_fee_total)}</strong>
          </p>
        </Stack>
      )}
    </Card>
  );
}

function Visits({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(10);
  const visits = useCustomerAttendances(customerId, { page, per_page: perPage });
  const columns: DataTableColumn<CustomerAttendance>[] = [
    { id: 'date', header: '日付', isRowHeader: true, cell: (v) => formatDate(v.date) },
    { id: 'in', header: 'チェックイン', cell: (v) => formatTime(v.check_in_at) },
    {
      id: 'out',
      header: 'チェックアウト',
      cell: (v) => (v.check_out_at ? formatTime(v.check_out_at) : '在館中'),
    },
    {
      id: 'stay',
      header: '滞在時間',
      align: 'end',
      cell: (v) => (v.stay_minutes === null ? '—' : formatDuration(v.stay_minutes)),
    },
    {
      id: 'overtime',
      header: '契約時間',
      cell: (v) => (v.is_overtime ? <Badge tone="warning">時間外</Badge> : '時間内'),
    },
  ];
  return (
    <Card title="来館履歴">
      {visits.isError ? (
        <ErrorState message="来館履歴を読み込めませんでした。" onRetry={() => void visits.refetch()} />
      ) : (
        <Stack $gap={3}>
          <DataTable
            aria-label="来館履歴"
            columns={columns}
            rows={visits.data?.data ?? []}
            getRowId={(v) => v.id}
            isLoading={visits.isPending}
            emptyState="来館の記録はまだありません"
          />
          {(visits.data?.meta.total ?? 0) > 0 ? (
            <Pager
              page={page}
              pageSize={perPage}
              total={visits.data?.meta.total ?? 0}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPerPage(size as PageSize);
                setPage(1);
              }}
            />
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

/** 申し送りメモ (the desk's short note) and the longer メモ. */
function MemoCard({ customer }: { customer: CustomerDetail }) {
  return (
    <Card title="メモ">
      <DescriptionList
        items={[
          { term: '申し送りメモ', description: customer.memo ?? '—' },
          {
            term: 'メモ',
            description: <span style={{ whiteSpace: 'pre-wrap' }}>{customer.notes ?? '—'}</span>,
          },
        ]}
      />
    </Card>
  );
}
