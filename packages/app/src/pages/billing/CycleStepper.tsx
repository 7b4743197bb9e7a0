import {
  type BillingCycleStatus,
  billingCycleStatuses,
  billingCycleStatusLabels,
} from '@kayoi/domain/billing';
import { Check } from 'lucide-react';
import styled from 'styled-components';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(1.5, 3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li[data-state='done'] {
    color: ${({ theme }) => theme.color.status.success.text};
    border-color: ${({ theme }) => theme.color.status.success.border};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.color.status.info.text};
    background: ${({ theme }) => theme.color.status.info.subtle};
    border-color: ${({ theme }) => theme.color.status.info.border};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;

/** 下書き → 確定 → 振替データ出力済 → 振替結果取込済 → 締め済, the cycle's place marked (not by colour alone). */
export function CycleStepper({ status }: { status: BillingCycleStatus }) {
  const at = billingCycleStatuses.indexOf(status);
  return (
    <Steps aria-label="請求サイクルの進み具合">
      {billingCycleStatuses.map((step, i) => {
        const done = i < at || status === 'closed';
        return (
          <li
            key={step}
            data-state={done ? 'done' : i === at ? 'current' : 'todo'}
            {...(i === at ? { 'aria-current': 'step' as const } : {})}
          >
            {done ? <Check aria-label="完了" /> : <span aria-hidden="true">{i + 1}.</span>}
            {billingCycleStatusLabels[step]}
          </li>
        );
      })}
    </Steps>
  );
}
