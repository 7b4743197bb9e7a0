import {
  type BillingCycle,
  useBillingCycle,
  useBillingSettings,
  useCreateBillingCycle,
  useUpdateBillingCycle,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { addBillingMonths, withdrawalDateOf } from '@kayoi/domain/billing';
import { dayInMonth, formatSlashDate, longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { DatePicker, FormSection, PageHeader, Select, useToast } from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { BillingFormFooter } from './FormParts.tsx';
import { fieldError, useFieldErrors } from './fieldErrors.ts';
import { billingMessages } from './messages.ts';

const text = billingMessages.cycles;
const LIST = { label: text.list, href: '/billing' };

/** The months a cycle is made for: two back (a late start) to three ahead. */
function monthChoices(today: string) {
  const current = today.slice(0, 7);
  return [-2, -1, 0, 1, 2, 3].map((n) => {
    const month = addBillingMonths(current, n);
    return { id: month, label: longMonthLabel(month) };
  });
}

/** The dates' fields: empty means the store's settings (the server fills them and says so here). */
function CycleForm({ cycle }: { cycle?: BillingCycle }) {
  const navigate = useNavigate();
  const toast = useToast();
  const settings = useBillingSettings();
  const create = useCreateBillingCycle();
  const update = useUpdateBillingCycle();
  const errors = useFieldErrors();
  const [month, setMonth] = useState(cycle?.billing_month ?? addBillingMonths(todayInTokyo().slice(0, 7), 1));
  const [closing, setClosing] = useState<string | null>(cycle?.closing_date ?? null);
  const [withdrawal, setWithdrawal] = useState<string | null>(cycle?.withdrawal_date ?? null);
  const saving = create.isPending || update.isPending;
  const title = cycle ? `${longMonthLabel(cycle.billing_month)}の請求サイクルを編集` : '請求サイクル作成';

  const defaultWithdrawal = settings.data ? withdrawalDateOf(month, settings.data.withdrawal_day) : null;
  const defaultClosing = settings.data ? dayInMonth(month, settings.data.closing_day) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const dates = {
      ...(closing ? { closing_date: closing } : {}),
      ...(withdrawal ? { withdrawal_date: withdrawal } : {}),
    };
    const onError = (error: Error, fallback: string) => {
      errors.take(error);
      toast.error(failureText(error, fallback));
    };
    const onSuccess = (message: string) => (saved: BillingCycle) => {
      toast.success(message);
      navigate(href('billing/cycles/:id', { id: saved.id }));
    };
    if (cycle) {
      update.mutate(
        { id: cycle.id, input: dates },
        { onSuccess: onSuccess(text.updated), onError: (e) => onError(e, mutationMessages.updateFailed) },
      );
    } else {
      create.mutate(
        { billing_month: month, ...dates },
        { onSuccess: onSuccess(text.created), onError: (e) => onError(e, mutationMessages.createFailed) },
      );
    }
  };

  const back = cycle ? href('billing/cycles/:id', { id: cycle.id }) : href('billing');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: billingMessages.area },
          LIST,
          ...(cycle
            ? [{ label: longMonthLabel(cycle.billing_month), href: back }, { label: '編集' }]
            : [{ label: '新規作成' }]),
        ]}
      />
      <Form validationBehavior="aria" onSubmit={submit} aria-label={title}>
        <FormSection title="請求月と日付">
          {cycle ? null : (
            <Select
              label="請求月"
              items={monthChoices(todayInTokyo())}
              selectedKey={month}
              onSelectionChange={(key) => key && setMonth(String(key))}
              errorMessage={fieldError(errors.fields, 'billing_month')}
              isRequired
            />
          )}
          <DatePicker
            label="締め日"
            value={closing}
            onChange={setClosing}
            description={
              defaultClosing ? `空欄なら ${formatSlashDate(defaultClosing)}（店舗の請求設定）` : undefined
            }
            errorMessage={fieldError(errors.fields, 'closing_date')}
          />
          <DatePicker
            label="引落日"
            value={withdrawal}
            onChange={setWithdrawal}
            description={
              defaultWithdrawal
                ? `空欄なら ${formatSlashDate(defaultWithdrawal)}（土日祝・年末年始は翌銀行営業日）`
                : '土日祝・年末年始は翌銀行営業日になります'
            }
            errorMessage={fieldError(errors.fields, 'withdrawal_date')}
          />
        </FormSection>
        <BillingFormFooter problem={null} back={back} saving={saving} isEdit={cycle !== undefined} />
      </Form>
    </>
  );
}

/** /billing/cycles/new */
export const CycleNewPage = () => <CycleForm />;

/** /billing/cycles/{id}/edit: a draft's dates. */
export function CycleEditPage() {
  const cycle = useBillingCycle(Number(useParams().id));
  return (
    <RecordQuery query={cycle} title="請求サイクル編集" parent={LIST} noun={text.noun}>
      {(loaded) => <CycleForm cycle={loaded} />}
    </RecordQuery>
  );
}
