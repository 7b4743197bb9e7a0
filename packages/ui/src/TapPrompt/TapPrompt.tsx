import { CloudOff, Nfc, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { glassSurface } from '../theme/mixins.ts';

export type ReaderStatus = 'connected' | 'connecting' | 'disconnected' | 'unsupported';

export interface TapPromptProps {
  /** '入館' / '退館': what the desk is for. */
  heading: string;
  reader: ReaderStatus;
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
  disconnected: 'NFCリーダー未接続',
  unsupported: 'この端末ではNFCカードを読み取れません',
};

/** The front desk's card prompt, with the reader's state and the offline queue, stated plainly. */
export function TapPrompt(props: TapPromptProps) {
  return (
    <Box aria-label={`${props.heading}受付`}>
      <Nfc aria-hidden="true" />
      <h2>会員カードをタッチしてください</h2>
      <p role="status">{readerText[props.reader]}</p>
      {props.readerNotice ? <p>{props.readerNotice}</p> : null}
      {props.reader === 'disconnected' && props.onReconnect ? (
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} onPress={props.onReconnect}>
          再接続
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
