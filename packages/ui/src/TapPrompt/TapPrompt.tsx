import { CloudOff, Keyboard, Nfc, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { glassSurface } from '../theme/mixins.ts';

/** `idle`: a reader that starts on a user gesture (Web NFC) and has not been started yet. */
export type ReaderStatus = 'connected' | 'connecting' | 'idle' | 'disconnected' | 'unsupported';

export interface TapPromptProps {
  /** 'チェックイン' / 'チェックアウト': what the desk is for. */
  heading: string;
  reader: ReaderStatus;
  /** How to record without a card (the member search below), said whenever no card can be read now. */
  manualHint: string;
  /** Why there is no reader here, or null. */
  readerNotice?: string | null;
  /** Taps waiting in the offline queue. */
  queued: number;
  /** The server cannot be reached right now. */
  offline: boolean;
  /** A cooldown or error line under the prompt. */
  hint?: string | null;
  onReconnect?: () => void;
}

const Box = styled.section`
  ${glassSurface()}
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(8, 5)};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.primary};
  > svg {
    width: 64px;
    height: 64px;
    color: ${({ theme }) => theme.color.accent.text};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
`;
const readerText: Record<ReaderStatus, string> = {
  connected: 'NFCリーダー接続中',
  connecting: 'NFCリーダーに接続しています…',
  idle: 'NFCスキャンを開始するとカードを読み取れます',
  disconnected: 'NFCリーダー未接続',
  unsupported: 'この端末ではNFCカードを読み取れません',
};
const reconnectLabel: Partial<Record<ReaderStatus, string>> = {
  idle: 'NFCスキャン開始',
  disconnected: '再接続',
};

/**
 * The front desk's card prompt, with the reader's state and the offline queue, stated plainly. It asks for a
 * card only while one can be read; otherwise it says why not and how to record instead.
 */
export function TapPrompt(props: TapPromptProps) {
  const canRead = props.reader === 'connected' || props.reader === 'connecting';
  const action = props.onReconnect ? reconnectLabel[props.reader] : undefined;
  return (
    <Box aria-label={`${props.heading}受付`}>
      {canRead ? <Nfc aria-hidden="true" /> : <Keyboard aria-hidden="true" />}
      <h2>{canRead ? '会員カードをタッチしてください' : readerText[props.reader]}</h2>
      {canRead ? <p role="status">{readerText[props.reader]}</p> : <p role="status">{props.manualHint}</p>}
      {props.readerNotice ? <p>{props.readerNotice}</p> : null}
      {action ? (
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} onPress={props.onReconnect}>
          {action}
        </Button>
      ) : null}
      {props.hint ? (
        <Alert tone="warning" role="status">
          {props.hint}
        </Alert>
      ) : null}
      {props.offline || props.queued > 0 ? (
        <Alert
          tone="warning"
          role="status"
          title={props.offline ? 'サーバーに接続できません' : '未送信のタッチがあります'}
        >
          <CloudOff aria-hidden="true" style={{ width: 16, height: 16, verticalAlign: 'middle' }} />{' '}
          {props.queued > 0
            ? `${props.queued}件のタッチをこの端末に保存しています。接続が戻ると順番に送信します。`
            : 'タッチはこの端末に保存され、接続が戻ると送信されます。'}
        </Alert>
      ) : null}
    </Box>
  );
}
