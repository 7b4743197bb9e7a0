import { type CashDay, useCreateCashClose } from '@kayoi/api-client';
import { countedCash, denominations } from '@kayoi/domain/billing';
import { formatYen } from '@kayoi/domain/money';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  FormActions,
  formatDateTime,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Calculator } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { Table } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';
import { yenOf } from './PaymentForm.tsx';

const text = billingMessages.close;

const signedYen = (yen: number) => (yen > 0 ? `+${formatYen(yen)}` : formatYen(yen));
const countOf = (typed: string) => {
  const n = yenOf(typed || '0');
  return Number.isNaN(n) || n < 0 ? 0 : n;
};

/** A day's close as recorded: what the drawer should hold, what was counted, the difference, who and when. */
function ClosedDay({ day }: { day: CashDay }) {
  const close = day.close;
  if (!close) return null;
  return (
    <Stack $gap={3}>
      <Alert tone={close.difference === 0 ? 'success' : 'warning'} role="status">
        {text.closedAt}（{formatDateTime(close.closed_at)}　{close.closed_by ?? '—'}）
      </Alert>
      <DescriptionList
        items={[
          { term: text.float, description: formatYen(close.float_amount) },
          { term: text.collected, description: `${formatYen(close.collected)}（${close.payment_count}件）` },
          { term: text.expected, description: formatYen(close.expected_cash) },
          { term: text.counted, description: formatYen(close.counted_cash) },
          { term: text.difference, description: signedYen(close.difference) },
          ...(close.note ? [{ term: 'メモ', description: close.note }] : []),
        ]}
      />
    </Stack>
  );
}

/**
 * レジ締め: a count per note and coin against what the drawer should hold — the store's stored float (釣銭準備金,
 * 請求設定) plus the day's cash payments, as the server answers it; the float is never typed at the close.
 */
export function CashClosePanel({ day }: { day: CashDay }) {
  const toast = useToast();
  const create = useCreateCashClose();
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const numbers = Object.fromEntries(denominations.map((d) => [String(d), countOf(counts[String(d)] ?? '')]));
  const counted = countedCash(numbers);
  const expected = day.expected_cash;
  const difference = counted - expected;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      {
        business_date: day.business_date,
        // The float the screen showed: the server refuses it if the setting changed meanwhile.
        float_amount: day.float_amount,
        counts: numbers,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: () => toast.success(text.done),
        onError: (error) => toast.error(failureText(error, billingMessages.saveFailed)),
      },
    );
  };

  return (
    <Card title={text.title}>
      {day.close ? (
        <ClosedDay day={day} />
      ) : (
        <Form validationBehavior="aria" onSubmit={submit} aria-label={text.title}>
          <Stack $gap={4}>
            <Table aria-label={text.count}>
              <thead>
                <tr>
                  <th scope="col">{text.count}</th>
                  <th scope="col">{text.pieces}</th>
                  <th scope="col" className="end">
                    {text.subtotal}
                  </th>
                </tr>
              </thead>
              <tbody>
                {denominations.map((d) => (
                  <tr key={d}>
                    <th scope="row">{formatYen(d)}</th>
                    <td>
                      <TextField
                        label={`${formatYen(d)}の枚数`}
                        inputMode="numeric"
                        value={counts[String(d)] ?? ''}
                        onChange={(value) => setCounts((now) => ({ ...now, [String(d)]: value }))}
                      />
                    </td>
                    <td className="end">{formatYen(d * (numbers[String(d)] ?? 0))}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <DescriptionList
              items={[
                { term: text.float, description: `${formatYen(day.float_amount)}（請求設定）` },
                {
                  term: text.collected,
                  description: `${formatYen(day.collected)}（${day.payment_count}件）`,
                },
                { term: text.expected, description: formatYen(expected) },
                { term: text.counted, description: formatYen(counted) },
                { term: text.difference, description: signedYen(difference) },
              ]}
            />
            {difference !== 0 ? (
              <Alert tone="warning" role="status">
                実査残高が理論残高と{formatYen(Math.abs(difference))}
                {difference > 0 ? '多い' : '少ない'}です。理由をメモに残してください。
              </Alert>
            ) : null}
            <TextArea label={text.note} value={note} onChange={setNote} maxCharacters={1000} />
            <FormActions>
              <Button
                type="submit"
                variant="primary"
                icon={<Calculator aria-hidden="true" />}
                isLoading={create.isPending}
              >
                {text.submit}
              </Button>
            </FormActions>
          </Stack>
        </Form>
      )}
    </Card>
  );
}
