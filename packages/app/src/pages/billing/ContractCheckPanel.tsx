import { useBillingCycleContractCheck } from '@kayoi/api-client';
import { Alert, Card } from '@kayoi/ui';
import { Link } from 'react-router';
import { href } from '../../routes/table.ts';

// 要確認 before the cycle is confirmed (issue 29): class places with no contract (they bill nothing) and
// contracts with no class place, each with a link to the customer. The list is the server's.

export function ContractCheckPanel({ cycleId }: { cycleId: number }) {
  const check = useBillingCycleContractCheck(cycleId);
  if (check.isError) {
    return (
      <Alert tone="warning" title="要確認を読み込めませんでした">
        クラスと契約の突き合わせは、確定の前にもう一度開いて確認してください。
      </Alert>
    );
  }
  const items = check.data?.items;
  if (!items || items.length === 0) return null;
  return (
    <Card title={`要確認（${items.length}件）`}>
      <ul aria-label="確定前の要確認">
        {items.map((item) => (
          <li key={`${item.reason_code}-${item.customer_id}-${item.program_id}`}>
            <Link to={href('customers/:id', { id: item.customer_id })}>{item.customer_name}</Link>
            {item.member_number ? `（${item.member_number}）` : ''}　{item.program_name}：{item.message}
          </li>
        ))}
      </ul>
    </Card>
  );
}
