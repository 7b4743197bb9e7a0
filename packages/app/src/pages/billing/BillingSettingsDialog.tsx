import {
  type BillingSettings,
  getBillingSettingsQueryOptions,
  useUpdateBillingSettings,
} from '@kayoi/api-client';
import { Alert, Button, Modal, Select, Spinner, Stack, TextField } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { billingMessages } from './messages.ts';
import { yenOf } from './PaymentForm.tsx';
import { useZenginDraft, ZenginFormDialog } from './zenginForm.tsx';

// 請求設定 (issue 15): the store's billing rules, read and saved whole (GET / PUT /api/billing/settings). The
// screen only checks that numbers are numbers; every rule is the server's, its refusals (422) beside the fields.

const text = billingMessages.settings;
const FORM_ID = 'billing-settings-form';

const ruleItems = [
  { id: 'full', label: text.full },
  { id: 'pro_rata', label: text.proRata },
];
const monthItems = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), label: `${i + 1}月` }));

interface Draft {
  rule: BillingSettings['first_month_rule'];
  month: string;
  withdrawalDay: string;
  closingDay: string;
  cashFloat: string;
}

const isDay = (typed: string) => {
  const day = yenOf(typed);
  return Number.isInteger(day) && day >= 1 && day <= 31;
};

const judge = (draft: Draft): Record<string, string> => {
  const cash = yenOf(draft.cashFloat);
  return {
    ...(isDay(draft.withdrawalDay) ? {} : { withdrawal_day: text.day }),
    ...(isDay(draft.closingDay) ? {} : { closing_day: text.day }),
    ...(Number.isInteger(cash) && cash >= 0 ? {} : { cash_float: text.yen }),
  };
};

/** The typed fields: the draft's name, the server's, the label and the hint. */
const numberFields = [
  { name: 'closingDay', field: 'closing_day', label: text.closingDay, hint: text.dayHint },
  { name: 'withdrawalDay', field: 'withdrawal_day', label: text.withdrawalDay, hint: text.dayHint },
  { name: 'cashFloat', field: 'cash_float', label: text.cashFloat, hint: text.cashFloatHint },
] as const;

/** The 請求設定 dialog: reads the settings afresh on every opening (never a form of old values), then their form. */
export function BillingSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useQuery({ ...getBillingSettingsQueryOptions(), refetchOnMount: 'always' });
  if (settings.data && settings.isFetchedAfterMount)
    return <SettingsForm settings={settings.data} onClose={onClose} />;
  return (
    <Modal
      title={text.title}
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      footer={
        <Button variant="ghost" onPress={onClose}>
          閉じる
        </Button>
      }
    >
      {settings.isError ? (
        <Stack $gap={3}>
          <Alert tone="danger" role="alert">
            {billingMessages.loadFailed}
          </Alert>
          <span>
            <Button variant="secondary" onPress={() => settings.refetch()}>
              再試行
            </Button>
          </span>
        </Stack>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

function SettingsForm({ settings, onClose }: { settings: BillingSettings; onClose: () => void }) {
  const update = useUpdateBillingSettings();
  const form = useZenginDraft<Draft>(
    () => ({
      rule: settings.first_month_rule,
      month: String(settings.annual_fee_month),
      withdrawalDay: String(settings.withdrawal_day),
      closingDay: String(settings.closing_day),
      cashFloat: String(settings.cash_float ?? 0),
    }),
    judge,
  );
  const { draft } = form;

  const submit = () => {
    if (!form.check()) return;
    update.mutate(
      {
        first_month_rule: draft.rule,
        annual_fee_month: Number(draft.month),
        withdrawal_day: yenOf(draft.withdrawalDay),
        closing_day: yenOf(draft.closingDay),
        cash_float: yenOf(draft.cashFloat),
      },
      {
        onSuccess: () => {
          form.saved(text.saved);
          onClose();
        },
        onError: (failure) => form.failed(failure, billingMessages.saveFailed),
      },
    );
  };

  return (
    <ZenginFormDialog
      id={FORM_ID}
      title={text.title}
      size="md"
      submitLabel="保存"
      saving={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack $gap={4}>
        <Select
          label={text.firstMonth}
          items={ruleItems}
          selectedKey={draft.rule}
          onSelectionChange={(key) => key && form.set('rule', key as Draft['rule'])}
          errorMessage={form.error('first_month_rule')}
        />
        <Select
          label={text.annualFeeMonth}
          items={monthItems}
          selectedKey={draft.month}
          onSelectionChange={(key) => key && form.set('month', String(key))}
          errorMessage={form.error('annual_fee_month')}
        />
        {numberFields.map(({ name, field, label, hint }) => (
          <TextField
            key={name}
            label={label}
            inputMode="numeric"
            isRequired
            description={hint}
            {...form.text(name, field)}
          />
        ))}
      </Stack>
    </ZenginFormDialog>
  );
}
