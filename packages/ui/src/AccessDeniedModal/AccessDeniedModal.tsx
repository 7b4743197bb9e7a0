import { ShieldAlert } from 'lucide-react';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface AccessDeniedModalProps {
  isOpen: boolean;
  /** Role labels that may open the screen (管理者, マネージャー). */
  requiredRoles: string[];
  /** The signed-in user's role label. */
  userRole: string;
  onBack: () => void;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > svg {
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.color.status.danger.text};
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(2, 4)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
  }
`;

/** Seed §6: a screen outside the user's role — which roles it needs, which the user has, and a way back. */
export function AccessDeniedModal({ isOpen, requiredRoles, userRole, onBack }: AccessDeniedModalProps) {
  return (
    <Modal
      title="アクセス権限がありません"
      isOpen={isOpen}
      isDismissable={false}
      hideCloseButton
      size="sm"
      footer={
        <Button variant="primary" onPress={onBack} autoFocus>
          戻る
        </Button>
      }
    >
      <Body>
        <ShieldAlert aria-hidden="true" />
        <p>このアクションを実行する権限がありません</p>
        <dl>
          <dt>必要な権限</dt>
          <dd>
            {requiredRoles.map((role) => (
              <Badge key={role} tone="info">
                {role}
              </Badge>
            ))}
          </dd>
          <dt>あなたの権限</dt>
          <dd>
            <Badge tone="neutral">{userRole}</Badge>
          </dd>
        </dl>
      </Body>
    </Modal>
  );
}
