import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { Modal } from '../Modal/Modal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface LogoutModalProps {
  /** `null` = closed. */
  phase: 'processing' | 'done' | null;
}

const Center = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 60vh;
  text-align: center;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  > svg {
    width: 56px;
    height: 56px;
    color: ${({ theme }) => theme.color.status.success.text};
  }
`;

/** Seed §2: the blocking full-screen logout — 'ログアウト処理中です', then 'お疲れ様でした'. */
export function LogoutModal({ phase }: LogoutModalProps) {
  const title = phase === 'done' ? 'お疲れ様でした' : 'ログアウト処理中です';
  return (
    <Modal title={title} isOpen={phase !== null} isBlocking size="fullscreen">
      <Center aria-live="polite">
        {phase === 'done' ? (
          <CheckCircle2 aria-hidden="true" />
        ) : (
          <Spinner label="ログアウト処理中" size={48} />
        )}
        <p>{phase === 'done' ? 'またのご利用をお待ちしております。' : 'しばらくお待ちください…'}</p>
      </Center>
    </Modal>
  );
}
