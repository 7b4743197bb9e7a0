import { customerCardMessages, formatMessage, nfcMessages } from '@kayoi/api-client/messages';
import {
  type AttemptRecorder,
  type CardRead,
  type CardType,
  createAttemptRecorder,
  createNfcDesk,
  type NfcDesk,
  noticesFor,
  type PlatformInfo,
  type ReaderNotice,
  type ReaderState,
} from '@kayoi/nfc';
import type { NfcStatus } from '@kayoi/ui';
import { useToast } from '@kayoi/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createNfcRuntime, type NfcRuntime } from './nfcRuntime.ts';

export type TapHandler = (card: CardRead) => void;

/** The toast group of the desk's taps (cooldown, card errors): the next welcome display closes them. */
export const DESK_TOASTS = 'front-desk';

export interface NfcApi {
  platform: PlatformInfo;
  deviceId: string;
  state: ReaderState;
  /** The top bar's indicator. */
  status: NfcStatus;
  notice: string | null;
  cooldown: string | null;
  desk: NfcDesk;
  attempts: AttemptRecorder;
  canWrite: boolean;
  writeCard: (payload: { type: CardType; entity_id: number }) => Promise<string>;
  reconnect: () => void;
  /** The screen that handles taps now: the latest registered wins; unregistering gives them back. */
  registerTapHandler: (handler: TapHandler) => () => void;
}

const NfcContext = createContext<NfcApi | null>(null);

/** Stories and tests put their own reader (the in-page simulator) above the router. */
export const NfcRuntimeOverride = createContext<NfcRuntime | null>(null);

export function useNfc(): NfcApi {
  const api = useContext(NfcContext);
  if (!api) throw new Error('useNfc outside NfcProvider');
  return api;
}

/** Registers `handler` for card taps while the calling component is mounted. */
export function useCardTaps(handler: TapHandler) {
  const { registerTapHandler } = useNfc();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => registerTapHandler((card) => latest.current(card)), [registerTapHandler]);
}

const statusOf = (state: ReaderState): NfcStatus =>
  state === 'connected'
    ? 'connected'
    : state === 'connecting'
      ? 'connecting'
      : state === 'unavailable'
        ? 'unsupported'
        : state === 'idle'
          ? 'unsupported'
          : 'disconnected';

/** Notices that stay on screen rather than being toasted (the scan-start and setup ones). */
const noticeText: Record<ReaderNotice, string> = {
  serviceUnreachable: nfcMessages.serviceUnreachable,
  permissionRequired: nfcMessages.permissionRequired,
  permissionDenied: nfcMessages.permissionDenied,
  browserUnsupported: nfcMessages.browserUnsupported,
  httpsRequired: nfcMessages.httpsRequired,
  iosUnsupported: nfcMessages.iosUnsupported,
  windowsReaderRequired: nfcMessages.windowsReaderRequired,
  readFailed: nfcMessages.readFailed,
  writeFailed: nfcMessages.writeFailed,
};

/**
 * One reader for the whole app (login page and shell alike): its state for the top bar, its notices (none on
 * /register), and the taps, handed to whichever screen registered last.
 */
export function NfcProvider({
  children,
  runtime: given,
  pathname,
}: {
  children: ReactNode;
  /** Stories and tests hand in their own reader (the in-page simulator). */
  runtime?: NfcRuntime;
  pathname: string;
}) {
  const toast = useToast();
  const override = useContext(NfcRuntimeOverride);
  const [runtime] = useState(() => given ?? override ?? createNfcRuntime(globalThis.location?.search ?? ''));
  const desk = useMemo(() => createNfcDesk(runtime.reader, { now: runtime.now }), [runtime]);
  const attempts = useMemo(() => createAttemptRecorder(globalThis.localStorage ?? null), []);
  const [state, setState] = useState<ReaderState>(runtime.reader.state);
  const [notice, setNotice] = useState<ReaderNotice | null>(null);
  const [cooldown, setCooldown] = useState<string | null>(null);
  const handlers = useRef<TapHandler[]>([]);
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => attempts.startCleanup(), [attempts]);
  const registerTapHandler = useCallback((handler: TapHandler) => {
    handlers.current.push(handler);
    return () => {
      handlers.current = handlers.current.filter((h) => h !== handler);
    };
  }, []);

  useEffect(() => {
    const stop = desk.subscribe((event) => {
      switch (event.type) {
        case 'state':
          setState(event.state);
          if (event.state === 'connected') setNotice(null);
          return;
        case 'tap':
          setCooldown(null);
          handlers.current.at(-1)?.(event.card);
          return;
        case 'cooldown': {
          const text = formatMessage(customerCardMessages.cooldown, { seconds: event.remainingSeconds });
          setCooldown(text);
          toast.warning(text, undefined, { group: DESK_TOASTS });
          return;
        }
        case 'notice':
          if (noticesFor({ ...runtime.platform, notices: [event.notice] }, pathRef.current).length === 0)
            return;
          setNotice(event.notice);
          if (event.notice === 'readFailed')
            toast.error(nfcMessages.readFailed, undefined, { timeout: 4_000, group: DESK_TOASTS });
          return;
        default:
          return;
      }
    });
    // Web NFC starts only after a user gesture (the scan button); the local service connects at once.
    if (runtime.reader.kind !== 'webnfc') desk.start();
    return () => {
      stop();
      desk.stop();
    };
  }, [desk, runtime, toast]);

  const api = useMemo<NfcApi>(
    () => ({
      platform: runtime.platform,
      deviceId: runtime.deviceId,
      state,
      status: statusOf(state),
      notice:
        notice && noticesFor({ ...runtime.platform, notices: [notice] }, pathname).length > 0
          ? noticeText[notice]
          : runtime.platform.notices[0] && noticesFor(runtime.platform, pathname).length > 0
            ? noticeText[runtime.platform.notices[0]]
            : null,
      cooldown,
      desk,
      attempts,
      canWrite: runtime.reader.kind !== 'none' && state === 'connected',
      writeCard: (payload) => desk.writeCard(payload),
      reconnect: () => (runtime.reader.kind === 'webnfc' ? desk.start() : desk.reconnect()),
      registerTapHandler,
    }),
    [runtime, state, notice, cooldown, desk, attempts, pathname, registerTapHandler],
  );
  return <NfcContext.Provider value={api}>{children}</NfcContext.Provider>;
}
