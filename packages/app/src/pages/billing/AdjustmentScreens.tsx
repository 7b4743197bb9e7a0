import {
  type BillingAdjustment,
  type BillingAdjustmentInput,
  type ListBillingAdjustmentsParams,
  useBillingAdjustment,
  useBillingAdjustments,
  useCreateBillingAdjustment,
  useUpdateBillingAdjustment,
  useVoidBillingAdjustment,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { addBillingMonths, adjustmentKinds, lineKindLabels } from '@kayoi/domain/billing';
import { longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Alert,
  Button,
  Card,
  type DataTableColumn,
  DescriptionList,
  FilterBar,
  FormSection,
  formatDateTime,
  PageHeader,
  Select,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Ban, Pencil, Plus, ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { ChoiceFilter } from '../../forms/ChoiceFilter.tsx';
import { failureText } from '../../forms/failure.ts';
import { useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { AdjustmentStatusBadge } from './badges.tsx';
import { CustomerPicker, type PickedCustomer } from './CustomerPicker.tsx';
import { BillingFormFooter, VoidReasonDialog } from './FormParts.tsx';
import { fieldError, useFieldErrors } from './fieldErrors.ts';
import { billingMessages } from './messages.ts';
import { yenOf } from './PaymentForm.tsx';
import { PlainListResults } from './PlainListResults.tsx';

const text = billingMessages.adjustments;
const LIST = { label: `${text.noun}一覧`, href: '/billing/adjustments' };
const STATUSES = ['open', 'applied', 'void'] as const;
const kindItems = adjustmentKinds.map((k) => ({ id: k, label: billingMessages.adjustmentKinds[k] }));
const TAX_RATES = [
  { id: '10', label: '10%（標準）' },
  { id: '8', label: '8%（軽減）' },
  { id: '0', label: '非課税・対象外' },
];

/** Months an adjustment is entered for: three back to three ahead. */
const monthItems = (around: string) =>
  [-3, -2, -1, 0, 1, 2, 3].map((n) => {
    const month = addBillingMonths(around, n);
    return { id: month, label: longMonthLabel(month) };
  });

const columns: DataTableColumn<BillingAdjustment>[] = [
  { id: 'month', header: '請求月', nowrap: true, cell: (a) => longMonthLabel(a.billing_month) },
  { id: 'customer', header: '会員', isRowHeader: true, cell: (a) => a.customer_name },
  { id: 'kind', header: '区分', cell: (a) => lineKindLabels[a.kind] },
  { id: 'description', header: '内容', cell: (a) => a.description },
  { id: 'amount', header: '金額（税込）', align: 'end', cell: (a) => formatYen(a.amount) },
  { id: 'status', header: '状態', cell: (a) => <AdjustmentStatusBadge status={a.status} /> },
  {
    id: 'by',
    header: '登録',
    nowrap: true,
    cell: (a) => `${formatDateTime(a.created_at)} ${a.created_by ?? ''}`,
  },
];

/** /billing/adjustments: one-off charges and credits by month and status. */
export function AdjustmentListPage() {
  const navigate = useNavigate();
  const list = useListParams(['billing_month', 'status'] as const);
  const month = list.get('billing_month');
  const status = list.get('status');
  const params: ListBillingAdjustmentsParams = {
    ...(month ? { billing_month: month } : {}),
    ...((STATUSES as readonly string[]).includes(status)
      ? { status: status as (typeof STATUSES)[number] }
      : {}),
  };
  const adjustments = useBillingAdjustments(params);
  const create = (label: string) => (
    <Button
      variant="primary"
      icon={<Plus aria-hidden="true" />}
      onPress={() => navigate(href('billing/adjustments/new'))}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={`${text.noun}一覧`}
        breadcrumbs={[{ label: billingMessages.area }, { label: `${text.noun}一覧` }]}
        actions={create('新規登録')}
      />
      <FilterBar label="調整の検索条件" isFiltered={list.isFiltered} onClear={list.clear}>
        <ChoiceFilter
          label="請求月"
          items={monthItems(todayInTokyo().slice(0, 7))}
          value={month}
          onChange={(value) => list.update({ billing_month: value })}
        />
        <ChoiceFilter
          label="状態"
          items={STATUSES.map((s) => ({ id: s, label: billingMessages.adjustmentStatuses[s] }))}
          value={status}
          onChange={(value) => list.update({ status: value })}
        />
      </FilterBar>
      <PlainListResults
        label={`${text.noun}一覧`}
        query={adjustments}
        columns={columns}
        rows={adjustments.data ?? []}
        rowHref={(id) => href('billing/adjustments/:id', { id })}
        errorMessage={text.listFailed}
        isFiltered={list.isFiltered}
        empty={{
          icon: <ShoppingBag aria-hidden="true" />,
          title: text.empty,
          filteredTitle: '条件に合う調整はありません',
          description: text.emptyDescription,
          action: create('調整を登録'),
        }}
      />
    </>
  );
}

/** 取消 with a reason: the adjustment stays, marked void with who and when. */
function VoidAdjustment({
  adjustment,
  isOpen,
  onClose,
}: {
  adjustment: BillingAdjustment;
  isOpen: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const voiding = useVoidBillingAdjustment();
  return (
    <VoidReasonDialog
      title={text.voidTitle}
      isOpen={isOpen}
      isVoiding={voiding.isPending}
      onClose={onClose}
      message={`「${adjustment.description}」（${adjustment.customer_name}　${formatYen(adjustment.amount)}）。${text.voidMessage}`}
      onVoid={(reason, done) =>
        voiding.mutate(
          { id: adjustment.id, input: { reason } },
          {
            onSuccess: () => {
              toast.success(text.voided);
              done();
            },
            onError: (error) => toast.error(failureText(error, mutationMessages.updateFailed)),
          },
        )
      }
    />
  );
}

function AdjustmentDetail({ adjustment }: { adjustment: BillingAdjustment }) {
  const navigate = useNavigate();
  const [voiding, setVoiding] = useState(false);
  const title = `${adjustment.customer_name}　${adjustment.description}`;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: billingMessages.area }, LIST, { label: adjustment.description }]}
        description={<AdjustmentStatusBadge status={adjustment.status} />}
        actions={
          adjustment.status === 'void' ? null : (
            <>
              {adjustment.status === 'open' ? (
                <Button
                  variant="secondary"
                  icon={<Pencil aria-hidden="true" />}
                  onPress={() => navigate(href('billing/adjustments/:id/edit', { id: adjustment.id }))}
                >
                  編集
                </Button>
              ) : null}
              <Button variant="danger" icon={<Ban aria-hidden="true" />} onPress={() => setVoiding(true)}>
                取消
              </Button>
            </>
          )
        }
      />
      <Stack $gap={4}>
        {adjustment.status === 'applied' ? (
          <Alert tone="info" role="status">
            {text.appliedHint}
          </Alert>
        ) : null}
        {adjustment.status === 'void' ? (
          <Alert tone="warning" role="status">
            {formatDateTime(adjustment.voided_at ?? adjustment.updated_at)}に{adjustment.voided_by ?? '—'}
            が取り消しました。理由: {adjustment.void_reason ?? '—'}
          </Alert>
        ) : null}
        <Card title="調整の内容">
          <DescriptionList
            items={[
              {
                term: '会員',
                description: `${adjustment.customer_name}（会員番号 ${adjustment.member_number}）`,
              },
              { term: '請求月', description: longMonthLabel(adjustment.billing_month) },
              { term: '区分', description: billingMessages.adjustmentKinds[adjustment.kind] },
              { term: '内容', description: adjustment.description },
              { term: '金額（税込）', description: formatYen(adjustment.amount) },
              { term: '税率', description: `${adjustment.tax_rate}%` },
              { term: '請求書', description: adjustment.invoice_id ? `#${adjustment.invoice_id}` : '未反映' },
              {
                term: '登録',
                description: `${formatDateTime(adjustment.created_at)}　${adjustment.created_by ?? '—'}`,
              },
              { term: '最終更新', description: formatDateTime(adjustment.updated_at) },
            ]}
          />
        </Card>
      </Stack>
      <VoidAdjustment adjustment={adjustment} isOpen={voiding} onClose={() => setVoiding(false)} />
    </>
  );
}

/** /billing/adjustments/{id} */
export function AdjustmentDetailPage() {
  const adjustment = useBillingAdjustment(Number(useParams().id));
  return (
    <RecordQuery query={adjustment} title={`${text.noun}詳細`} parent={LIST} noun="調整">
      {(loaded) => <AdjustmentDetail adjustment={loaded} />}
    </RecordQuery>
  );
}

function AdjustmentForm({ adjustment }: { adjustment?: BillingAdjustment }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateBillingAdjustment();
  const update = useUpdateBillingAdjustment();
  const errors = useFieldErrors();
  const thisMonth = todayInTokyo().slice(0, 7);
  const [customer, setCustomer] = useState<PickedCustomer | null>(
    adjustment
      ? { id: adjustment.customer_id, name: adjustment.customer_name, memberNumber: adjustment.member_number }
      : null,
  );
  const [month, setMonth] = useState(adjustment?.billing_month ?? addBillingMonths(thisMonth, 1));
  const [kind, setKind] = useState<BillingAdjustmentInput['kind']>(adjustment?.kind ?? 'goods');
  const [description, setDescription] = useState(adjustment?.description ?? '');
  const [amount, setAmount] = useState(adjustment ? String(adjustment.amount) : '');
  const [taxRate, setTaxRate] = useState(String(adjustment?.tax_rate ?? 10));
  const [problem, setProblem] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const title = adjustment ? '調整を編集' : '調整を登録';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const yen = yenOf(amount);
    if (!customer) return setProblem('会員を選んでください');
    if (Number.isNaN(yen) || yen === 0)
      return setProblem('金額は0以外の整数で入力してください（返金はマイナス）');
    setProblem(null);
    const input: BillingAdjustmentInput = {
      customer_id: customer.id,
      billing_month: month,
      kind,
      description: description.trim(),
      amount: yen,
      tax_rate: Number(taxRate) as 0 | 8 | 10,
    };
    const saved = (message: string) => (result: BillingAdjustment) => {
      toast.success(message);
      navigate(href('billing/adjustments/:id', { id: result.id }));
    };
    const failed = (fallback: string) => (error: Error) => {
      errors.take(error);
      toast.error(failureText(error, fallback));
    };
    if (adjustment)
      update.mutate(
        { id: adjustment.id, input },
        { onSuccess: saved(text.updated), onError: failed(mutationMessages.updateFailed) },
      );
    else
      create.mutate(input, {
        onSuccess: saved(text.created),
        onError: failed(mutationMessages.createFailed),
      });
  };

  const back = adjustment
    ? href('billing/adjustments/:id', { id: adjustment.id })
    : href('billing/adjustments');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: billingMessages.area },
          LIST,
          ...(adjustment
            ? [{ label: adjustment.description, href: back }, { label: '編集' }]
            : [{ label: '新規登録' }]),
        ]}
      />
      <Form validationBehavior="aria" onSubmit={submit} aria-label={title}>
        <FormSection title="会員と請求月">
          {customer ? (
            <Stack $gap={2}>
              <DescriptionList
                items={[
                  { term: '会員', description: `${customer.name}（会員番号 ${customer.memberNumber}）` },
                ]}
              />
              {adjustment ? null : (
                <span>
                  <Button variant="ghost" size="sm" onPress={() => setCustomer(null)}>
                    別の会員にする
                  </Button>
                </span>
              )}
            </Stack>
          ) : (
            <CustomerPicker
              label="会員"
              onPick={setCustomer}
              errorMessage={fieldError(errors.fields, 'customer_id')}
            />
          )}
          <Select
            label="請求月"
            items={monthItems(adjustment?.billing_month ?? thisMonth)}
            selectedKey={month}
            onSelectionChange={(key) => key && setMonth(String(key))}
            errorMessage={fieldError(errors.fields, 'billing_month')}
          />
        </FormSection>
        <FormSection title="内容">
          <Select
            label="区分"
            items={kindItems}
            selectedKey={kind}
            onSelectionChange={(key) => key && setKind(key as BillingAdjustmentInput['kind'])}
          />
          <TextField
            label="内容"
            value={description}
            onChange={setDescription}
            isRequired
            maxLength={100}
            placeholder="スクール水着 140cm"
            errorMessage={fieldError(errors.fields, 'description')}
          />
          <TextField
            label="金額（税込・円）"
            inputMode="numeric"
            value={amount}
            onChange={setAmount}
            isRequired
            description="請求はプラス、返金・値引きはマイナス（例: -3300）"
            errorMessage={fieldError(errors.fields, 'amount')}
          />
          <Select
            label="税率"
            items={TAX_RATES}
            selectedKey={taxRate}
            onSelectionChange={(key) => key !== null && setTaxRate(String(key))}
          />
        </FormSection>
        <BillingFormFooter problem={problem} back={back} saving={saving} isEdit={adjustment !== undefined} />
      </Form>
    </>
  );
}

/** /billing/adjustments/new */
export const AdjustmentNewPage = () => <AdjustmentForm />;

/** /billing/adjustments/{id}/edit: an adjustment not yet charged. */
export function AdjustmentEditPage() {
  const adjustment = useBillingAdjustment(Number(useParams().id));
  return (
    <RecordQuery query={adjustment} title={`${text.noun}編集`} parent={LIST} noun="調整">
      {(loaded) => <AdjustmentForm adjustment={loaded} />}
    </RecordQuery>
  );
}
