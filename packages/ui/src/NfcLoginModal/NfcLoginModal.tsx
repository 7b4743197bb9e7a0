import { CheckCircle2, KeyRound, Nfc, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { CardPinField } from '../CardPinField/CardPinField.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

/** `pin`: the card's account has a card PIN, which the next attempt sends. */
export type NfcLoginStep = 'detecting' | 'authenticating' | 'pin' | 'success' | 'error';

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
  /** The PIN step's hint to the staff member (the server's 'カード暗証番号を入力してください', or the screen's). */
  pinPrompt?: string | undefined;
  /** A wrong PIN or one that is not 4–6 digits: shown on the field, the step stays. */
  pinError?: string | null | undefined;
  /** The PIN step's ログイン (or Enter in the field). */
  onSubmitPin?: ((pin: string) => void) | undefined;
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

const PIN_FORM_ID = 'nfc-login-pin';

const PinForm = styled.form`
  width: 100%;
  max-width: 280px;
  text-align: start;
`;

/** The PIN step's field; mounted afresh for each ask, so a wrong PIN leaves an empty, focused field. */
function PinStep({
  prompt,
  error,
  onSubmit,
}: {
  prompt: string | undefined;
  error: string | null | undefined;
  onSubmit: (pin: string) => void;
}) {
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(pin);
  };
  return (
    <>
      <KeyRound aria-hidden="true" />
      <p>{prompt ?? 'このカードには暗証番号が設定されています。4〜6桁の暗証番号を入力してください。'}</p>
      <PinForm id={PIN_FORM_ID} onSubmit={submit} noValidate>
        <CardPinField value={pin} onChange={setPin} errorMessage={error ?? undefined} autoFocus />
      </PinForm>
    </>
  );
}

/**
 * Staff-card login (seed §2, §4): detecting → authenticating → success or error, with the staff member's
 * photo, name, e-mail, role and store. It cannot be closed while processing or after success. An account with
 * a card PIN (issue 10) stops at the PIN step until the PIN is sent; a wrong one keeps the step.
 */
export function NfcLoginModal({
  step,
  staff,
  error,
  onClose,
  onRetry,
  onCancel,
  pinPrompt,
  pinError,
  onSubmitPin,
}: NfcLoginModalProps) {
  const processing = step === 'detecting' || step === 'authenticating';
  const locked = processing || step === 'success';
  return (
    <Modal
      title="NFCカードでログイン"
      isOpen={step !== null}
      isBlocking={locked}
      onOpenChange={(open) => {
        if (open || locked) return;
        if (step === 'pin') onCancel();
        else onClose();
      }}
      footer={
        step === 'pin' ? (
          <>
            <Button variant="secondary" onPress={onCancel}>
              やめる
            </Button>
            <Button variant="primary" type="submit" form={PIN_FORM_ID}>
              ログイン
            </Button>
          </>
        ) : step === 'error' ? (
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
            やめる
          </Button>
        ) : null
      }
    >
      <Body aria-live="polite">
        <Steps aria-label="ログインの進み具合">
          {STEPS.map((s) => (
            <li
              key={s.id}
              // The PIN is part of the authentication.
              {...(s.id === (step === 'pin' ? 'authenticating' : step)
                ? { 'aria-current': 'step' as const }
                : {})}
            >
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
        {step === 'pin' ? (
          <PinStep prompt={pinPrompt} error={pinError} onSubmit={(pin) => onSubmitPin?.(pin)} />
        ) : null}
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
