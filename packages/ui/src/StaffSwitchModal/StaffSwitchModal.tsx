import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface StaffSwitchModalProps {
  isOpen: boolean;
  currentName: string;
  nextName: string;
  /** While the old session ends and the new one starts. */
  isSwitching: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

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

/** Another staff card tapped while someone is logged in (seed §4): confirm, then log out and in again. */
export function StaffSwitchModal(props: StaffSwitchModalProps) {
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
            キャンセル
          </Button>
          <Button variant="primary" onPress={props.onConfirm} isLoading={props.isSwitching}>
            切り替える
          </Button>
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
      {props.error ? <Alert tone="danger">{props.error}</Alert> : null}
    </Modal>
  );
}
