import { CheckCircle2, CreditCard, Nfc, XCircle } from 'lucide-react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { formatCardUid, formatDateTime } from '../format.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export interface RegistryCard {
  id: number;
  /** Whole for admins, else masked to its last 4 by the server (`**********E5F6`, shown as `•••• E5F6`). */
  uid: string;
  status: 'active' | 'disabled';
  issuedAt: string;
  disabledAt: string | null;
}

/** Where writing a card stands: 'waiting' while the reader waits for a card (write mode, at most 15 s). */
export type CardWriteState =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'saving' }
  | { phase: 'done'; uid: string }
  | { phase: 'failed'; message: string };

export interface CardRegistryPanelProps {
  /** 'スタッフカード' / '会員カード'. */
  title: string;
  holderName: string;
  /** The id the card will carry. */
  entityId: number;
  cards: RegistryCard[] | null;
  loadError?: string | null;
  write: CardWriteState;
  /** False when this device has no reader (the button explains why). */
  canWrite: boolean;
  cannotWriteReason?: string | undefined;
  /** Staff cards: only admins and managers manage them. */
  canManage: boolean;
  onWrite: () => void;
  onDisable: (cardId: number) => void;
  disablingId?: number | null;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2, 3)};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .uid {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .meta {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  svg {
    width: 20px;
    height: 20px;
  }
`;

function WriteStatus({ write }: { write: CardWriteState }) {
  switch (write.phase) {
    case 'waiting':
      return (
        <Alert tone="info" role="status" title="書き込みモード">
          <Status>
            <Nfc aria-hidden="true" />
            リーダーに新しいカードを置いてください（15秒）
          </Status>
        </Alert>
      );
    case 'saving':
      return (
        <Alert tone="info" role="status">
          カードを登録しています…
        </Alert>
      );
    case 'done':
      return (
        <Alert tone="success" role="status" title="書き込み完了">
          <Status>
            <CheckCircle2 aria-hidden="true" />
            カード {write.uid} を発行しました
          </Status>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="danger" title="NFCカードへの書き込みに失敗しました">
          <Status>
            <XCircle aria-hidden="true" />
            {write.message}
          </Status>
        </Alert>
      );
    default:
      return null;
  }
}

/**
 * A holder's NFC cards (the card registry): the active card, the disabled ones before it, writing a new
 * card with the reader (write mode feedback) and disabling a lost one.
 */
export function CardRegistryPanel(props: CardRegistryPanelProps) {
  const busy = props.write.phase === 'waiting' || props.write.phase === 'saving';
  const hasActive = props.cards?.some((c) => c.status === 'active') ?? false;
  return (
    <Card
      title={props.title}
      actions={
        props.canManage ? (
          <Button
            variant="primary"
            icon={<CreditCard aria-hidden="true" />}
            onPress={props.onWrite}
            isDisabled={!props.canWrite || busy}
            isLoading={busy}
          >
            {hasActive ? 'カードを再発行' : 'カードを書き込む'}
          </Button>
        ) : null
      }
    >
      <WriteStatus write={props.write} />
      {!props.canWrite && props.canManage && props.cannotWriteReason ? (
        <p className="meta">{props.cannotWriteReason}</p>
      ) : null}
      {props.loadError ? (
        <Alert tone="danger">{props.loadError}</Alert>
      ) : props.cards === null ? (
        <Skeleton height={48} />
      ) : props.cards.length === 0 ? (
        <p>{props.holderName}さんのカードはまだ発行されていません。</p>
      ) : (
        <List aria-label={`${props.holderName}さんのカード`}>
          {props.cards.map((card) => (
            <li key={card.id}>
              <div>
                <div className="uid">{formatCardUid(card.uid)}</div>
                <div className="meta">
                  発行 {formatDateTime(card.issuedAt)}
                  {card.disabledAt ? `・無効化 ${formatDateTime(card.disabledAt)}` : ''}
                </div>
              </div>
              <div>
                <Badge tone={card.status === 'active' ? 'success' : 'neutral'}>
                  {card.status === 'active' ? '有効' : '無効'}
                </Badge>{' '}
                {card.status === 'active' && props.canManage ? (
                  <Button
                    variant="danger"
                    size="sm"
                    onPress={() => props.onDisable(card.id)}
                    isLoading={props.disablingId === card.id}
                    aria-label={`カード ${formatCardUid(card.uid)} を無効にする`}
                  >
                    無効にする
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </List>
      )}
      <p className="meta">カードに書き込むID: {props.entityId}</p>
    </Card>
  );
}
