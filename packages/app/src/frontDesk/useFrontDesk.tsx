import {
  type CustomerAttendanceData,
  type CustomerAttendanceInput,
  type CustomerWelcome,
  getCustomerWelcomeQueryOptions,
  isApiError,
  recordCustomerAttendanceMutationOptions,
} from '@kayoi/api-client';
import { customerCardErrorMessage } from '@kayoi/api-client/messages';
import {
  type CardRead,
  createIndexedDbTapStore,
  createMemoryTapStore,
  createTapQueue,
  type QueuedTap,
  type SendOutcome,
  type TapQueue,
} from '@kayoi/nfc';
import type { AttendanceModalDetails, AttendanceTone } from '@kayoi/ui';
import { useToast } from '@kayoi/ui';
import { MutationObserver, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DESK_TOASTS, useNfc } from './NfcContext.tsx';

// The front desk's customer taps: sent through the durable queue (IndexedDB), one idempotency key per tap,
// by the api-client's recordCustomerAttendance mutation, and the welcome display that follows — drawn from
// the tap's answer, which carries the display's data (one round trip).

const REPLAY_INTERVAL_MS = 10_000;
export const ATTENDANCE_MODAL_TYPE_KEY = 'attendance_modal_type';

export interface WelcomeDisplay {
  /** Customer id (the details are read with it), null when only a message is known. */
  customerId: number | null;
  customerName: string;
  customerKana?: string | undefined;
  message: string;
  tone: AttendanceTone;
  time: string | null;
  stayMinutes: number | null;
  memo: string | null;
  /** The display's details as the tap answered them; absent, they are read (a refused tap's red display). */
  welcome?: CustomerWelcome | undefined;
  /** When the display opened (a second tap replaces it). */
  openedAt: number;
}

interface FrontDeskApi {
  /** Taps waiting in the offline queue. */
  queued: number;
  offline: boolean;
  submitCustomer: (input: { nfc_uid?: string; customer_id?: number }) => Promise<void>;
  /** Tapped card → check-in/out. */
  onCustomerCard: (card: CardRead) => void;
  modalType: 'detailed' | 'simple';
  setModalType: (type: 'detailed' | 'simple') => void;
}

interface WelcomeDisplayApi {
  display: WelcomeDisplay | null;
  closeDisplay: () => void;
}

// Two contexts: a welcome display opening or closing re-renders its host only, not the desk page under it (its
// tables are the costliest part of a render that the display waits for).
const FrontDeskContext = createContext<FrontDeskApi | null>(null);
const WelcomeDisplayContext = createContext<WelcomeDisplayApi | null>(null);

export function useFrontDesk(): FrontDeskApi {
  const api = useContext(FrontDeskContext);
  if (!api) throw new Error('useFrontDesk outside FrontDeskProvider');
  return api;
}

export function useWelcomeDisplay(): WelcomeDisplayApi {
  const shown = useContext(WelcomeDisplayContext);
  if (!shown) throw new Error('useWelcomeDisplay outside FrontDeskProvider');
  return shown;
}

function readModalType(): 'detailed' | 'simple' {
  try {
    return localStorage.getItem(ATTENDANCE_MODAL_TYPE_KEY) === 'simple' ? 'simple' : 'detailed';
  } catch {
    return 'detailed';
  }
}

/** A recorded tap as the welcome display shows it. */
export function displayOf(data: CustomerAttendanceData, now: number): WelcomeDisplay {
  const { attendance } = data;
  return {
    customerId: data.customer.id,
    customerName: data.customer.name,
    customerKana: data.customer.name_kana,
    message: data.message,
    tone: attendance.is_overtime ? 'overtime' : data.action === 'check_in' ? 'checkIn' : 'checkOut',
    time: data.action === 'check_in' ? attendance.check_in_time : attendance.check_out_time,
    stayMinutes: data.action === 'check_out' ? attendance.stay_duration : null,
    memo: data.customer.memo,
    welcome: data.welcome,
    openedAt: now,
  };
}

/** A queued tap as the spec's body: a card, a customer, or both (which must then agree). */
function attendanceInput(tap: QueuedTap): CustomerAttendanceInput | null {
  const rest = { device_id: tap.device_id, idempotency_key: tap.key, tapped_at: tap.tapped_at };
  if (tap.uid)
    return { nfc_uid: tap.uid, ...(tap.customer_id ? { customer_id: tap.customer_id } : {}), ...rest };
  return tap.customer_id ? { customer_id: tap.customer_id, ...rest } : null;
}

/**
 * How the queue sends a tap: the api-client's mutation (which keeps the answer's welcome data as the welcome
 * query's and has the customer's counts, the status and the dashboard read again, without waiting for them).
 */
function sendWith(client: QueryClient) {
  return async (tap: QueuedTap): Promise<SendOutcome<CustomerAttendanceData>> => {
    const input = attendanceInput(tap);
    if (!input) return { ok: false, retry: false, error: new Error('a tap names neither card nor customer') };
    try {
      const result = await new MutationObserver(client, recordCustomerAttendanceMutationOptions()).mutate(
        input,
      );
      return { ok: true, result };
    } catch (error) {
      const retry = !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429;
      return retry ? { ok: false, retry: true, error } : { ok: false, retry: false, error };
    }
  };
}

export function FrontDeskProvider({
  children,
  queue: given,
}: {
  children: ReactNode;
  queue?: TapQueue<CustomerAttendanceData>;
}) {
  const nfc = useNfc();
  const toast = useToast();
  const client = useQueryClient();
  const [display, setDisplayState] = useState<WelcomeDisplay | null>(null);
  // A welcome display is the desk's latest word: the toasts of earlier taps (another member's cooldown, a
  // card error) are stale under it and go.
  const setDisplay = useCallback(
    (next: WelcomeDisplay | null) => {
      if (next) toast.closeGroup(DESK_TOASTS);
      setDisplayState(next);
    },
    [toast],
  );
  const [queued, setQueued] = useState(0);
  const [offline, setOffline] = useState(false);
  const [modalType, setModalTypeState] = useState(readModalType);
  const queue = useMemo(
    () =>
      given ??
      createTapQueue<CustomerAttendanceData>({
        store: typeof indexedDB === 'undefined' ? createMemoryTapStore() : createIndexedDbTapStore(),
        send: sendWith(client),
      }),
    [given, client],
  );

  const showRefusal = useCallback(
    (error: unknown, customerId: number | null) => {
      if (isApiError(error) && error.status === 409 && error.code === 'CUSTOMER_INACTIVE') {
        setDisplay({
          customerId,
          customerName: customerId ? '' : 'お客様',
          message: error.serverMessage ?? '入退室を記録できません',
          tone: 'inactive',
          time: null,
          stayMinutes: null,
          memo: null,
          openedAt: Date.now(),
        });
        return;
      }
      toast.error(
        customerCardErrorMessage(
          isApiError(error) ? error.status : undefined,
          isApiError(error) ? error.serverMessage : undefined,
        ),
        undefined,
        { timeout: 4_000, group: DESK_TOASTS },
      );
    },
    [toast, setDisplay],
  );

  useEffect(() => {
    const stop = queue.subscribe((event) => {
      if (event.type === 'changed') setQueued(event.pending);
      // A replayed tap's mutation has already had the customer's counts and the status read again.
      if (event.type === 'replayed') setOffline(false);
      if (event.type === 'rejected') showRefusal(event.error, event.tap.customer_id ?? null);
    });
    void queue.pending().then((list) => setQueued(list.length));
    const replay = () =>
      void queue.replay().then((left) => {
        setQueued(left);
        if (left === 0) setOffline(false);
      });
    const timer = setInterval(replay, REPLAY_INTERVAL_MS);
    globalThis.addEventListener?.('online', replay);
    replay();
    return () => {
      stop();
      clearInterval(timer);
      globalThis.removeEventListener?.('online', replay);
    };
  }, [queue, showRefusal]);

  const submit = useCallback(
    async (input: { nfc_uid?: string; customer_id?: number }, knownCustomerId: number | null) => {
      const result = await queue.submit({
        ...(input.nfc_uid ? { uid: input.nfc_uid } : {}),
        ...(input.customer_id ? { customer_id: input.customer_id } : {}),
        device_id: nfc.deviceId,
      });
      if (result.status === 'sent') {
        setOffline(false);
        setDisplay(displayOf(result.result, Date.now()));
      } else if (result.status === 'queued') {
        setOffline(true);
        toast.warning(
          'サーバーに接続できません',
          'タッチはこの端末に保存しました。接続が戻ると送信します。',
          {
            group: DESK_TOASTS,
          },
        );
      } else {
        showRefusal(result.error, knownCustomerId ?? input.customer_id ?? null);
      }
    },
    [queue, nfc.deviceId, toast, showRefusal, setDisplay],
  );

  // The callbacks keep their identity from tap to tap, so what the desk page passes them to is not drawn again.
  const submitCustomer = useCallback(
    (input: { nfc_uid?: string; customer_id?: number }) => submit(input, input.customer_id ?? null),
    [submit],
  );
  const onCustomerCard = useCallback(
    (card: CardRead) => void submit({ nfc_uid: card.uid }, card.entity_id > 0 ? card.entity_id : null),
    [submit],
  );
  const setModalType = useCallback((type: 'detailed' | 'simple') => {
    setModalTypeState(type);
    try {
      localStorage.setItem(ATTENDANCE_MODAL_TYPE_KEY, type);
    } catch {
      // The choice lasts as long as the page.
    }
  }, []);
  const api = useMemo<FrontDeskApi>(
    () => ({ queued, offline, submitCustomer, onCustomerCard, modalType, setModalType }),
    [queued, offline, submitCustomer, onCustomerCard, modalType, setModalType],
  );
  const shown = useMemo<WelcomeDisplayApi>(
    () => ({ display, closeDisplay: () => setDisplayState(null) }),
    [display],
  );
  return (
    <FrontDeskContext.Provider value={api}>
      <WelcomeDisplayContext.Provider value={shown}>{children}</WelcomeDisplayContext.Provider>
    </FrontDeskContext.Provider>
  );
}

/**
 * The welcome display's details: the tap's answer when it carried them (no request), else the one combined
 * answer read for the customer (a refused tap's red display names them).
 */
export function useWelcomeDetails(display: Pick<WelcomeDisplay, 'customerId' | 'welcome'> | null): {
  details: AttendanceModalDetails | null;
  failed: boolean;
  name: string | null;
  kana: string | null;
  photoUrl: string | null;
} {
  const customerId = display?.customerId ?? null;
  const query = useQuery({
    ...getCustomerWelcomeQueryOptions(customerId ?? 0),
    enabled: customerId !== null && !display?.welcome,
  });
  const data = customerId ? (display?.welcome ?? query.data) : undefined;
  if (!customerId || !data)
    return {
      details: null,
      failed: customerId !== null && query.isError,
      name: null,
      kana: null,
      photoUrl: null,
    };
  return {
    details: {
      memberNumber: data.member_number,
      planName: data.contract.plan_name,
      programName: data.contract.program_name,
      gradeName: data.grade?.name ?? null,
      monthlyFee: data.contract.monthly_fee,
      monthlyCount: data.monthly_count,
      overtimeCount: data.overtime.overtime_count,
      contractSlots: data.overtime.contract_time_slots.map((s) => `${s.day_label} ${s.time_range}`),
      recent: data.recent_history.attendances.map((a) => ({
        id: a.id,
        date: a.date_formatted,
        checkIn: a.check_in_time,
        checkOut: a.check_out_time,
      })),
    },
    failed: false,
    name: data.customer.name,
    kana: data.customer.name_kana,
    photoUrl: data.customer.photo_url,
  };
}
