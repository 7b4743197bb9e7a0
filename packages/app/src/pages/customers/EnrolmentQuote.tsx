import { type EnrollmentQuote as Quote, useQuoteClassEnrollment } from '@kayoi/api-client';
import { formatJapaneseDate } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { Alert, Stack } from '@kayoi/ui';
import { useEffect } from 'react';

// Enrolment = contract = invoice line (issue 29): before the desk confirms, what enrolling makes — the contract
// (or the one already held) and the member's first month as billing will bill it. The lines are the server's,
// computed by billing's own rules; nothing is added up here.

export function EnrolmentQuote({
  classId,
  customerId,
  startsOn,
}: {
  classId: number;
  customerId: number;
  startsOn: string | null;
}) {
  const quote = useQuoteClassEnrollment();
  const { mutate } = quote;
  useEffect(() => {
    mutate({ classId, customerId, startsOn });
  }, [mutate, classId, customerId, startsOn]);

  if (quote.isError) {
    return (
      <Alert tone="warning" title="請求内容を確認できませんでした">
        登録はできます。請求の内容は請求サイクルで確認してください。
      </Alert>
    );
  }
  if (!quote.data) return <p aria-busy="true">請求内容を確認しています…</p>;
  return <QuoteView quote={quote.data} />;
}

/** Row headers read as the invoice's lines do: left, not bold. */
const ROW_HEADER = { textAlign: 'start', fontWeight: 'normal', paddingInlineEnd: 16 } as const;

function QuoteView({ quote }: { quote: Quote }) {
  const contract = quote.contract;
  const month = `${Number(quote.billing_month.slice(5, 7))}月`;
  return (
    <section aria-label="登録の内容">
      <Stack $gap={2}>
        <strong>{contract ? 'この内容で契約と入会登録をします' : 'この内容で入会登録をします'}</strong>
        {contract ? (
          <span>
            新しい契約：{contract.plan_name}（月会費 {formatYen(contract.monthly_fee)}、
            {formatJapaneseDate(contract.starts_on)}から）
          </span>
        ) : quote.existing_contract ? (
          <span>
            契約中の「{quote.existing_contract.plan_name}」（
            {formatJapaneseDate(quote.existing_contract.starts_on)}
            から）で在籍します。新しい契約は作りません。
          </span>
        ) : null}
        <table aria-label={`${month}の請求（見込み）`}>
          <caption style={{ textAlign: 'start' }}>{month}の請求（見込み・税込）</caption>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" style={ROW_HEADER}>
                  {line.description}
                  {line.from_enrolment ? '（今回の登録）' : ''}
                </th>
                <td style={{ textAlign: 'end' }}>{formatYen(line.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" style={ROW_HEADER}>
                合計
              </th>
              <td style={{ textAlign: 'end' }}>{formatYen(quote.total)}</td>
            </tr>
          </tbody>
        </table>
      </Stack>
    </section>
  );
}
