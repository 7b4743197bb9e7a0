import { CheckCircle2, Nfc, XCircle } from 'lucide-react';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export type NfcLoginStep = 'detecting' | 'authenticating' | 'success' | 'error';

export interface NfcLoginStaff {
  name: string;
  email: string;
  roleLabel: string;
  storeName: string | null;
  photoUrl: string | null;
}

export interface NfcLoginModalProps {
  /** null = closed. */
  step: NfcLoginStep | null;
  staff: NfcLoginStaff | null;
  error: string | null;
  onClose: () => void;
  /** Retry reloads the page (seed §2). */
  onRetry: () => void;
  onCancel: () => void;
}

const STEPS: { id: NfcLoginStep; label: string }[] = [
  { id: 'detecting', label: 'カード検出' },
  { id: 'authenticating', label: '認証中' },
  { id: 'success', label: 'ログイン完了' },
];

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.primary};
  > svg {
    width: 56px;
    height: 56px;
  }
  .ok {
    color: ${({ theme }) => theme.color.status.success.text};
  }
  .ng {
    color: ${({ theme }) => theme.color.status.danger.text};
  }
  .name {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(1, 3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.color.status.info.border};
    background: ${({ theme }) => theme.color.status.info.subtle};
    color: ${({ theme }) => theme.color.status.info.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * Staff-card login (seed §2, §4): detecting → authenticating → success or error, with the staff member's
 * photo, name, e-mail, role and store. It cannot be closed while processing or after success.
 */
export function NfcLoginModal({ step, staff, error, onClose, onRetry, onCancel }: NfcLoginModalProps) {
  const processing = step === 'detecting' || step === 'authenticating';
  const locked = processing || step === 'success';
  return (
    <Modal
      title="NFCカードでログイン"
      isOpen={step !== null}
      isBlocking={locked}
      onOpenChange={(open) => {
        if (!open && !locked) onClose();
      }}
      footer={
        step === 'error' ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              閉じる
            </Button>
            <Button variant="primary" onPress={onRetry}>
              再試行
            </Button>
          </>
        ) : processing ? (
          <Button variant="ghost" onPress={onCancel}>
            キャンセル
          </Button>
        ) : null
      }
    >
      <Body aria-live="polite">
        <Steps aria-label="ログインの進み具合">
          {STEPS.map((s) => (
            <li key={s.id} {...(s.id === step ? { 'aria-current': 'step' as const } : {})}>
              {s.label}
            </li>
          ))}
        </Steps>
        {step === 'detecting' ? (
          <>
            <Nfc aria-hidden="true" />
            <p>カードを読み取っています…</p>
          </>
        ) : null}
        {step === 'authenticating' ? <Spinner label="認証中" size={48} /> : null}
        {step === 'success' ? <CheckCircle2 aria-hidden="true" className="ok" /> : null}
        {step === 'error' ? <XCircle aria-hidden="true" className="ng" /> : null}
        {staff && step !== 'error' ? (
          <>
            <Avatar name={staff.name} size="lg" {...(staff.photoUrl ? { src: staff.photoUrl } : {})} />
            <p className="name">{staff.name}</p>
            <p>{staff.email}</p>
            <p>
              <Badge tone="info">{staff.roleLabel}</Badge> {staff.storeName ?? ''}
            </p>
          </>
        ) : null}
        {step === 'success' ? <p>ダッシュボードへ移動します…</p> : null}
        {step === 'error' && error ? <p role="alert">{error}</p> : null}
      </Body>
    </Modal>
  );
}
