import { ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { CardPinField } from '../CardPinField/CardPinField.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface StaffSwitchModalProps {
  isOpen: boolean;
  currentName: string;
  nextName: string;
  /** While the old session ends and the new one starts. */
  isSwitching: boolean;
  error: string | null;
  /** 切り替える; with the PIN once the new staff member's card asked for one. */
  onConfirm: (pin?: string) => void;
  onCancel: () => void;
  /** The card being switched to has a card PIN (the login answered PIN_REQUIRED): ask for it. */
  pinRequired?: boolean;
  /** The hint above the PIN field (the server's 'カード暗証番号を入力してください', or the screen's). */
  pinPrompt?: string | undefined;
  /** A wrong PIN, or one that is not 4–6 digits: shown on the field. */
  pinError?: string | null | undefined;
}

const PIN_FORM_ID = 'staff-switch-pin';

const People = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2, 0, 4)};
  color: ${({ theme }) => theme.color.text.primary};
  > svg {
    width: 24px;
    height: 24px;
  }
  figure {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
  }
`;

/**
 * Another staff card tapped while someone is logged in (seed §4): confirm, then log out and in again. When the
 * new staff member's card has a PIN, the confirmation asks for it (Enter in the field switches).
 */
export function StaffSwitchModal(props: StaffSwitchModalProps) {
  const [pin, setPin] = useState('');
  const pinRef = useRef<HTMLInputElement>(null);
  const { isOpen, pinRequired, isSwitching, pinError } = props;
  // Each ask starts from an empty, focused field: the PIN step opening, and a wrong PIN answered.
  useEffect(() => {
    if (!isOpen || !pinRequired) {
      setPin('');
      return;
    }
    if (isSwitching) return;
    if (pinError) setPin('');
    pinRef.current?.focus();
  }, [isOpen, pinRequired, isSwitching, pinError]);
  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    props.onConfirm(pin);
  };
  return (
    <Modal
      title="スタッフの切り替え"
      isOpen={props.isOpen}
      isBlocking={props.isSwitching}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={props.onCancel} isDisabled={props.isSwitching}>
            やめる
          </Button>
          {props.pinRequired ? (
            <Button variant="primary" type="submit" form={PIN_FORM_ID} isLoading={props.isSwitching}>
              切り替える
            </Button>
          ) : (
            <Button variant="primary" onPress={() => props.onConfirm()} isLoading={props.isSwitching}>
              切り替える
            </Button>
          )}
        </>
      }
    >
      <People>
        <figure>
          <Avatar name={props.currentName} decorative />
          <figcaption>{props.currentName}</figcaption>
        </figure>
        <ArrowRight aria-hidden="true" />
        <figure>
          <Avatar name={props.nextName} decorative />
          <figcaption>{props.nextName}</figcaption>
        </figure>
      </People>
      <p>
        {props.currentName}さんをログアウトして、{props.nextName}さんでログインしますか？
      </p>
      {props.pinRequired ? (
        <form id={PIN_FORM_ID} onSubmit={submitPin} noValidate>
          <p>
            {props.pinPrompt ??
              'このカードには暗証番号が設定されています。4〜6桁の暗証番号を入力してください。'}
          </p>
          <CardPinField
            value={pin}
            onChange={setPin}
            errorMessage={props.pinError ?? undefined}
            isDisabled={props.isSwitching}
            inputRef={pinRef}
            autoFocus
          />
        </form>
      ) : null}
      {props.error ? <Alert tone="danger">{props.error}</Alert> : null}
    </Modal>
  );
}
