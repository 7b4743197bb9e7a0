import { isApiError, useDisableNfcCard, useIssueNfcCard, useNfcCards } from '@kayoi/api-client';
import { nfcMessages } from '@kayoi/api-client/messages';
import { CARD_TYPE } from '@kayoi/nfc';
import { CardRegistryPanel, type CardWriteState, useToast } from '@kayoi/ui';
import { useState } from 'react';
import { useNfc } from '../../frontDesk/NfcContext.tsx';
import { useSessionUser } from '../../session/session.tsx';

export interface CardRegistryContainerProps {
  holderType: 'staff' | 'customer';
  holderId: number;
  holderName: string;
}

/**
 * A holder's cards, wired: write a new card with the reader (type + id), register its UID, disable a lost
 * one. For staff (master/staffs/:id) and customers (the customer page mounts it as `CustomerCardPanel`).
 */
export function CardRegistryContainer({ holderType, holderId, holderName }: CardRegistryContainerProps) {
  const user = useSessionUser();
  const nfc = useNfc();
  const toast = useToast();
  const cards = useNfcCards(holderType, holderId);
  const issue = useIssueNfcCard();
  const disable = useDisableNfcCard();
  const [write, setWrite] = useState<CardWriteState>({ phase: 'idle' });
  const canManage = holderType === 'customer' || user.role !== 'staff';

  const writeCard = async () => {
    setWrite({ phase: 'waiting' });
    let uid: string;
    try {
      uid = await nfc.writeCard({
        type: holderType === 'staff' ? CARD_TYPE.staff : CARD_TYPE.customer,
        entity_id: holderId,
      });
    } catch (error) {
      setWrite({
        phase: 'failed',
        message: error instanceof Error ? error.message : nfcMessages.writeFailed,
      });
      return;
    }
    setWrite({ phase: 'saving' });
    try {
      await issue.mutateAsync({ holder_type: holderType, holder_id: holderId, uid });
      setWrite({ phase: 'done', uid });
      toast.success(nfcMessages.writeDone);
    } catch (error) {
      setWrite({
        phase: 'failed',
        message: isApiError(error) && error.serverMessage ? error.serverMessage : nfcMessages.writeFailed,
      });
    }
  };

  return (
    <CardRegistryPanel
      title={holderType === 'staff' ? 'スタッフカード' : '会員カード'}
      holderName={holderName}
      entityId={holderId}
      cards={
        cards.data?.map((c) => ({
          id: c.id,
          uid: c.uid,
          status: c.status,
          issuedAt: c.issued_at,
          disabledAt: c.disabled_at,
        })) ?? null
      }
      loadError={cards.isError ? 'カード情報を取得できませんでした' : null}
      write={write}
      canWrite={nfc.canWrite}
      cannotWriteReason={nfc.notice ?? 'NFCリーダーに接続されていません'}
      canManage={canManage}
      onWrite={() => void writeCard()}
      onDisable={(id) =>
        disable.mutate(id, {
          onSuccess: () => toast.success('カードを無効にしました'),
          onError: (error) =>
            toast.error(
              isApiError(error) && error.serverMessage ? error.serverMessage : '更新に失敗しました',
            ),
        })
      }
      disablingId={disable.isPending ? (disable.variables ?? null) : null}
    />
  );
}

/** The customer page's card panel (mounted by the customer detail page). */
export function CustomerCardPanel({
  customerId,
  customerName,
}: {
  customerId: number;
  customerName: string;
}) {
  return <CardRegistryContainer holderType="customer" holderId={customerId} holderName={customerName} />;
}
