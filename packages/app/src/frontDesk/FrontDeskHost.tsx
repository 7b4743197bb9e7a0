import {
  apiClient,
  apiClientOptions,
  getStaffQueryOptions,
  localStorageTokenStore,
  type Staff,
} from '@kayoi/api-client';
import { authMessages, cardMessages, cardPinMessages } from '@kayoi/api-client/messages';
import { CARD_TYPE, CardLoginError, type CardRead } from '@kayoi/nfc';
import { AttendanceModal, ScanFab, StaffSwitchModal, useToast } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  asksForPin,
  cardLogin,
  cardLoginFailureText,
  cardPinProblem,
  loadCardPinCheck,
} from './cardLogin.ts';
import { DESK_TOASTS, useCardTaps, useNfc } from './NfcContext.tsx';
import { useFrontDesk, useWelcomeDetails, useWelcomeDisplay } from './useFrontDesk.tsx';

const AUTO_CLOSE_SECONDS = { detailed: 20, simple: 10 } as const;

/**
 * Inside the shell: customer cards check in/out on any page (the welcome display), a staff card switches the
 * user after a confirm (seed §4), an unregistered card says so. Android gets the manual scan button.
 */
export function FrontDeskHost({ user }: { user: Staff }) {
  const nfc = useNfc();
  const desk = useFrontDesk();
  const toast = useToast();
  const [switchTo, setSwitchTo] = useState<CardRead | null>(null);
  const [switching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  /** The new staff member's card asked for its PIN: the prompt, and the message of a wrong one. */
  const [pinAsk, setPinAsk] = useState<{ prompt: string; error: string | null } | null>(null);
  const { display, closeDisplay } = useWelcomeDisplay();
  const welcome = useWelcomeDetails(display);
  const nextStaff = useQuery({
    ...getStaffQueryOptions(switchTo?.entity_id ?? 0),
    enabled: switchTo !== null && switchTo.entity_id > 0,
    retry: false,
  });

  useCardTaps((card) => {
    if (card.type === CARD_TYPE.customer) {
      desk.onCustomerCard(card);
    } else if (card.type === CARD_TYPE.staff) {
      if (card.entity_id === user.id) toast.info(authMessages.alreadyLoggedIn);
      else {
        setSwitchError(null);
        setPinAsk(null);
        setSwitchTo(card);
      }
    } else {
      toast.error(cardMessages.notRegisteredYet, undefined, { timeout: 4_000, group: DESK_TOASTS });
    }
  });

  const confirmSwitch = async (pin?: string) => {
    if (!switchTo) return;
    if (pinAsk) {
      const problem = cardPinProblem(pin ?? '');
      if (problem) {
        setPinAsk({ ...pinAsk, error: problem });
        return;
      }
    }
    setSwitching(true);
    try {
      // The new session starts with the card first, so the device never holds a revoked token meanwhile
      // (a background call answered 401 would leave for /login mid-switch); then the old session ends on
      // the server (its failure ignored) and the page reloads as the new user.
      const tokens = apiClientOptions().tokenStore ?? localStorageTokenStore;
      const previous = tokens.get();
      const session = await cardLogin(switchTo.uid, pinAsk ? pin : undefined);
      tokens.set(session.token);
      if (previous) {
        await apiClient()
          .POST('/api/v3/auth/logout', { headers: { Authorization: `Bearer ${previous}` } })
          .catch(() => null);
      }
      globalThis.location.reload();
    } catch (error) {
      if (asksForPin(error)) {
        await loadCardPinCheck();
        const text = cardLoginFailureText(error);
        setSwitchError(null);
        setPinAsk({
          prompt: cardPinMessages.prompt,
          error: error.failure === 'invalidPin' ? text : null,
        });
      } else {
        setSwitchError(
          error instanceof CardLoginError ? cardLoginFailureText(error) : authMessages.staffSwitchFailed,
        );
      }
      setSwitching(false);
    }
  };

  return (
    <>
      {display ? (
        <AttendanceModal
          key={display.openedAt}
          isOpen
          variant={desk.modalType}
          tone={display.tone}
          customerName={display.customerName || welcome.name || 'お客様'}
          customerKana={display.customerKana ?? welcome.kana ?? undefined}
          photoUrl={welcome.photoUrl}
          message={display.message}
          time={display.time}
          stayMinutes={display.stayMinutes}
          memo={display.memo}
          details={welcome.details}
          detailsError={welcome.failed}
          customerHref={display.customerId ? `/customers/${display.customerId}` : undefined}
          autoCloseSeconds={AUTO_CLOSE_SECONDS[desk.modalType]}
          onClose={closeDisplay}
        />
      ) : null}
      <StaffSwitchModal
        isOpen={switchTo !== null}
        currentName={user.name}
        nextName={nextStaff.data?.name ?? `スタッフカード（ID ${switchTo?.entity_id ?? ''}）`}
        isSwitching={switching}
        error={switchError}
        pinRequired={pinAsk !== null}
        pinPrompt={pinAsk?.prompt}
        pinError={pinAsk?.error}
        onConfirm={(pin) => void confirmSwitch(pin)}
        onCancel={() => {
          setSwitchTo(null);
          setPinAsk(null);
        }}
      />
      {nfc.platform.reader === 'webnfc' ? (
        <ScanFab isScanning={nfc.state === 'connected'} onPress={nfc.reconnect} />
      ) : null}
    </>
  );
}
