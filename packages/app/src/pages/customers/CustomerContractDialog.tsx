import {
  type CustomerContract,
  type CustomerDetail,
  useCreateCustomerContract,
  useCustomerFormOptions,
  useUpdateCustomerContract,
} from '@kayoi/api-client';
import { type CustomerContractFormValues, customerContractFormSchema } from '@kayoi/api-client/forms';
import { customerMessages, mutationMessages, weekdayLabels } from '@kayoi/api-client/messages';
import { todayInTokyo } from '@kayoi/domain/calendar';
import {
  Button,
  DatePicker,
  formatYen,
  IconButton,
  Modal,
  Select,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { type SchemaForm, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface CustomerContractDialogProps {
  customer: CustomerDetail;
  /** The contract to change; none adds a new one. */
  contract?: CustomerContract | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

interface SlotValues {
  day_of_week: string;
  start_time: string;
  end_time: string;
}

interface ContractValues extends Record<string, unknown> {
  program_id: string;
  plan_name: string;
  monthly_fee: string;
  starts_on: string;
  ends_on: string;
  time_slots: SlotValues[];
}

const NO_PROGRAM = 'none';
const MAX_SLOTS = 14;

function valuesOf(contract: CustomerContract | undefined): ContractValues {
  if (!contract) {
    return {
      program_id: '',
      plan_name: '',
      monthly_fee: '',
      starts_on: todayInTokyo(),
      ends_on: '',
      time_slots: [],
    };
  }
  return {
    program_id: contract.program_id === null ? '' : String(contract.program_id),
    plan_name: contract.plan_name,
    monthly_fee: String(contract.monthly_fee),
    starts_on: contract.starts_on,
    ends_on: contract.ends_on ?? '',
    time_slots: contract.time_slots.map((slot) => ({
      day_of_week: String(slot.day_of_week),
      start_time: slot.start_time,
      end_time: slot.end_time,
    })),
  };
}

/** A contract (契約): plan, program, monthly fee in yen, period, and the weekly time slots it covers. */
export function CustomerContractDialog({
  customer,
  contract,
  isOpen,
  onOpenChange,
}: CustomerContractDialogProps) {
  const toast = useToast();
  const create = useCreateCustomerContract();
  const update = useUpdateCustomerContract();
  const saving = create.isPending || update.isPending;
  const form = useSchemaForm<ContractValues, CustomerContractFormValues>(customerContractFormSchema, () =>
    valuesOf(contract),
  );
  const { values, errors } = form;

  const close = () => {
    onOpenChange(false);
    form.reset(valuesOf(contract));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = form.validate();
    if (!parsed) return;
    const body = { ...parsed, program_id: parsed.program_id ?? null, ends_on: parsed.ends_on ?? null };
    const done = {
      onSuccess: () => {
        toast.success(contract ? customerMessages.contractUpdated : customerMessages.contractCreated);
        close();
      },
      onError: (error: Error) => {
        form.refused(error);
        toast.error(
          failureText(error, contract ? mutationMessages.updateFailed : mutationMessages.createFailed),
        );
      },
    };
    if (contract) update.mutate({ id: customer.id, contractId: contract.id, contract: body }, done);
    else create.mutate({ id: customer.id, contract: body }, done);
  };

  return (
    <Modal
      title={contract ? '契約の変更' : '契約の追加'}
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isBlocking={saving}
      footer={
        <>
          <Button variant="ghost" onPress={close} isDisabled={saving}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form="customer-contract-form" isLoading={saving}>
            {contract ? '変更する' : '追加する'}
          </Button>
        </>
      }
    >
      <Form id="customer-contract-form" ref={form.formRef} validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          <ProgramChoice form={form} />
          <Stack $direction="row" $gap={4} $wrap>
            <TextField
              label="プラン名"
              name="plan_name"
              isRequired
              value={values.plan_name}
              onChange={(value) => form.set('plan_name', value)}
              onBlur={() => form.touch('plan_name')}
              errorMessage={errors.plan_name}
            />
            <TextField
              label="月額（円）"
              name="monthly_fee"
              isRequired
              inputMode="numeric"
              value={values.monthly_fee}
              onChange={(value) => form.set('monthly_fee', value)}
              onBlur={() => {
                form.set('monthly_fee', values.monthly_fee.normalize('NFKC').replaceAll(',', '').trim());
                form.touch('monthly_fee');
              }}
              description={
                /^\d+$/.test(values.monthly_fee) ? formatYen(Number(values.monthly_fee)) : '税込の月額'
              }
              errorMessage={errors.monthly_fee}
            />
          </Stack>
          <Stack $direction="row" $gap={4} $wrap>
            <DatePicker
              label="開始日"
              isRequired
              value={values.starts_on || null}
              onChange={(value) => {
                form.set('starts_on', value ?? '');
                form.touch('starts_on');
              }}
              errorMessage={errors.starts_on}
            />
            <DatePicker
              label="終了日"
              value={values.ends_on || null}
              onChange={(value) => {
                form.set('ends_on', value ?? '');
                form.touch('ends_on');
              }}
              description="継続中なら空欄"
              errorMessage={errors.ends_on}
            />
          </Stack>
          <TimeSlots form={form} />
        </Stack>
      </Form>
    </Modal>
  );
}

type ContractForm = SchemaForm<ContractValues, CustomerContractFormValues>;

/** The program; a new contract starts from its name and fee, both still editable. */
function ProgramChoice({ form }: { form: ContractForm }) {
  const { values, errors } = form;
  const options = useCustomerFormOptions();
  return (
    <Select
      label="プログラム"
      name="program_id"
      items={[
        { id: NO_PROGRAM, label: 'なし' },
        ...(options.data?.programs ?? []).map((p) => ({
          id: String(p.id),
          label: `${p.name}（月額 ${formatYen(p.monthly_fee)}）`,
        })),
      ]}
      selectedKey={values.program_id || NO_PROGRAM}
      onSelectionChange={(key) => {
        const program = options.data?.programs.find((p) => String(p.id) === String(key));
        // A new contract starts from the program's name and fee; both stay editable.
        form.patch({
          program_id: program ? String(program.id) : '',
          ...(program && !values.plan_name ? { plan_name: program.name } : {}),
          ...(program && !values.monthly_fee ? { monthly_fee: String(program.monthly_fee) } : {}),
        });
      }}
      errorMessage={errors.program_id}
    />
  );
}

/** The contract's weekly slots (曜日・時間帯), added and removed up to MAX_SLOTS. */
function TimeSlots({ form }: { form: ContractForm }) {
  const { values, errors } = form;
  const setSlot = (index: number, change: Partial<SlotValues>) => {
    form.set(
      'time_slots',
      values.time_slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)),
    );
  };
  return (
    <Stack $gap={2} role="group" aria-labelledby="contract-slots-label">
      <strong id="contract-slots-label">曜日・時間帯</strong>
      <Stack $gap={2}>
        {values.time_slots.length === 0 ? <p>時間帯はまだありません。</p> : null}
        {values.time_slots.map((slot, index) => (
          <Stack key={index} $direction="row" $gap={2} $align="end" $wrap>
            <Select
              label={`曜日（${index + 1}）`}
              items={weekdayLabels.map((label, day) => ({ id: String(day), label: `${label}曜日` }))}
              selectedKey={slot.day_of_week || null}
              placeholder="選択"
              onSelectionChange={(key) => setSlot(index, { day_of_week: key === null ? '' : String(key) })}
              errorMessage={errors[`time_slots.${index}.day_of_week`]}
            />
            <TextField
              label={`開始時刻（${index + 1}）`}
              type="time"
              value={slot.start_time}
              onChange={(value) => setSlot(index, { start_time: value })}
              onBlur={() => form.touch('time_slots')}
              errorMessage={errors[`time_slots.${index}.start_time`]}
            />
            <TextField
              label={`終了時刻（${index + 1}）`}
              type="time"
              value={slot.end_time}
              onChange={(value) => setSlot(index, { end_time: value })}
              onBlur={() => form.touch('time_slots')}
              errorMessage={errors[`time_slots.${index}.end_time`]}
            />
            <IconButton
              label={`時間帯${index + 1}を削除`}
              icon={<Trash2 aria-hidden="true" />}
              onPress={() =>
                form.set(
                  'time_slots',
                  values.time_slots.filter((_, i) => i !== index),
                )
              }
            />
          </Stack>
        ))}
        {errors.time_slots ? <p role="alert">{errors.time_slots}</p> : null}
        <div>
          <Button
            variant="ghost"
            size="sm"
            icon={<Plus aria-hidden="true" />}
            isDisabled={values.time_slots.length >= MAX_SLOTS}
            onPress={() =>
              form.set('time_slots', [
                ...values.time_slots,
                { day_of_week: '', start_time: '', end_time: '' },
              ])
            }
          >
            時間帯を追加
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
