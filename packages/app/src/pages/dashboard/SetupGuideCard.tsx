import { type SetupGuide, type SetupGuideStep, useSetupGuide, useUpdateSetupGuide } from '@kayoi/api-client';
import { type SetupGuideStepKey, setupGuideStepLabels } from '@kayoi/domain/setup-guide';
import { Button, Card, ProgressBar, useToast, visuallyHidden } from '@kayoi/ui';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { setupGuideMessages } from './messages.ts';

/** Where each step is done (one screen, or two for billing: its settings and the 口座振替 profile). */
const STEP_LINKS: Record<SetupGuideStepKey, readonly { path: string; label: string }[]> = {
  store: [{ path: 'master/stores', label: '店舗マスタ' }],
  facilities: [{ path: 'master/facilities', label: '施設マスタ' }],
  programs: [
    { path: 'master/programs', label: 'プログラムマスタ' },
    { path: 'master/copy', label: 'ほかの店舗・テンプレートからコピー' },
  ],
  grades: [
    { path: 'master/grades', label: '級マスタ' },
    { path: 'master/grades/ladder', label: '級の一括登録' },
  ],
  staff: [{ path: 'master/staffs', label: 'スタッフマスタ' }],
  classes: [{ path: 'classes/new', label: 'クラス登録' }],
  members: [
    { path: 'customers/import', label: '会員データの移行' },
    { path: 'customers/new', label: '顧客登録' },
  ],
  billing: [
    { path: 'billing', label: '請求設定' },
    { path: 'billing/zengin-export', label: '口座振替の設定' },
  ],
  backup: [{ path: 'mypage/settings', label: 'バックアップ' }],
};

const Steps = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
`;
const StepItem = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.sunken};
  svg {
    margin-top: 2px;
    color: ${({ theme, $done }) => ($done ? theme.color.status.success.text : theme.color.text.secondary)};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.text.primary};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
/** Apart from the tiles below it. */
const GuideFrame = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;
const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function StepRow({ step, number }: { step: SetupGuideStep; number: number }) {
  const labels = setupGuideStepLabels[step.key];
  return (
    <StepItem $done={step.done}>
      {step.done ? <CheckCircle2 size={20} aria-hidden="true" /> : <Circle size={20} aria-hidden="true" />}
      <div>
        <strong>
          {number}. {labels.title}
          <Hidden>{step.done ? '（完了）' : '（未完了）'}</Hidden>
        </strong>
        <p>{step.done ? setupGuideMessages.doneHint : labels.done_when}</p>
        <Links>
          {STEP_LINKS[step.key].map((link) => (
            <Link key={link.path} to={href(link.path)}>
              {link.label}
            </Link>
          ))}
        </Links>
      </div>
    </StepItem>
  );
}

/** How many of the guide's steps are done (the dashboard's card and 設定 alike). */
export function SetupGuideProgress({ guide }: { guide: SetupGuide }) {
  return (
    <ProgressBar
      label={setupGuideMessages.progress}
      value={guide.done_count}
      maxValue={guide.total_count}
      tone="success"
      valueLabel={`${guide.done_count} / ${guide.total_count} 完了`}
    />
  );
}

/**
 * The dashboard's はじめに checklist for administrators (issue 28): each step ticked by the server from the store's
 * data, linked to its screen; gone when every step is done or when the administrator closes it (設定 reopens it).
 */
export function SetupGuideCard() {
  const guide = useSetupGuide();
  const update = useUpdateSetupGuide();
  const toast = useToast();
  const data = guide.data;
  if (!data || data.hidden || data.complete) return null;
  return (
    <GuideFrame>
      <Card
        title={setupGuideMessages.title}
        actions={
          <Button
            variant="ghost"
            size="sm"
            isDisabled={update.isPending}
            onPress={() =>
              update.mutate(
                { hidden: true },
                {
                  onSuccess: () => toast.info(setupGuideMessages.closed),
                  onError: (error) => toast.error(failureText(error, setupGuideMessages.saveFailed)),
                },
              )
            }
          >
            {setupGuideMessages.close}
          </Button>
        }
      >
        <p style={{ margin: 0 }}>{setupGuideMessages.lead}</p>
        <div style={{ marginTop: 12, maxWidth: 420 }}>
          <SetupGuideProgress guide={data} />
        </div>
        <Steps aria-label={setupGuideMessages.stepsLabel}>
          {data.steps.map((step, index) => (
            <StepRow key={step.key} step={step} number={index + 1} />
          ))}
        </Steps>
      </Card>
    </GuideFrame>
  );
}
