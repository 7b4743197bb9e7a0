import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { tabularNumbers } from '../theme/mixins.ts';

export interface SessionWarningProps {
  /** `null` = nothing to warn about. */
  phase: 'warning' | 'final' | null;
  remainingSeconds: number;
  onExtend: () => void;
  onLogout: () => void;
}

const Body = styled.div<{ $final: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  > svg {
    width: 40px;
    height: 40px;
    color: ${({ theme, $final }) => ($final ? theme.color.status.danger.text : theme.color.status.warning.text)};
  }
  p {
    margin: 0;
  }
  .countdown {
    ${tabularNumbers}
    font-size: ${({ theme }) => theme.font.size.display};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme, $final }) => ($final ? theme.color.status.danger.text : theme.color.text.primary)};
  }
`;

const Actions = styled.div`
  display: contents;
`;

const mmss = (seconds: number) => {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * Seed §4: the notice before an inactive session ends, with a countdown and a way to stay. Its buttons
 * carry `data-session-warning` so that pressing them is not taken for ordinary activity.
 */
export function SessionWarning({ phase, remainingSeconds, onExtend, onLogout }: SessionWarningProps) {
  const final = phase === 'final';
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={final ? 'まもなくログアウトします' : 'セッションの有効期限が近づいています'}
      isOpen={phase !== null}
      isDismissable={false}
      hideCloseButton
      footer={
        <Actions data-session-warning="">
          <Button variant="ghost" onPress={onLogout}>
            ログアウト
          </Button>
          <Button variant={final ? 'danger' : 'primary'} onPress={onExtend} autoFocus>
            セッションを延長
          </Button>
        </Actions>
      }
    >
      <Body $final={final}>
        <Clock aria-hidden="true" />
        <p>操作がないため、あと</p>
        <p className="countdown" role="timer" aria-label={`残り ${mmss(remainingSeconds)}`}>
          {mmss(remainingSeconds)}
        </p>
        <p>で自動的にログアウトします。</p>
      </Body>
    </Modal>
  );
}
