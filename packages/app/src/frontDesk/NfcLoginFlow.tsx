import { apiClientOptions, authKeys, localStorageTokenStore } from '@kayoi/api-client';
import {
  authMessages,
  cardMessages,
  cardPinMessages,
  formatMessage,
  roleLabels,
} from '@kayoi/api-client/messages';
import { CARD_TYPE, CardLoginError, type CardLoginFailure, type CardRead } from '@kayoi/nfc';
import { type NfcLoginStaff, type NfcLoginStep, useToast } from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatUnlockTime } from '../session/loginLockout.ts';
import {
  asksForPin,
  cardLogin,
  cardLoginFailureText,
  cardPinProblem,
  loadCardPinCheck,
} from './cardLogin.ts';
import { useCardTaps, useNfc } from './NfcContext.tsx';

// The card's dialog, and with it react-aria's modal machinery, loads with the first card tapped, not with /login.
const NfcLoginModal = lazy(async () => ({ default: (await import('./NfcLoginModal.ts')).NfcLoginModal }));

// Seed §4: detecting → authenticating → success, about 500 / 1500 / 1500 ms, then the dashboard after 300 ms.
const STEP_MS = { detecting: 500, success: 1_500, navigate: 300 } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Card-login answers the server does not count as failed attempts, so neither does this device's lockout:
 * the PIN being asked for (a step of the login) and a desk that is not an enrolled reader (no card checked).
 */
const NOT_AN_ATTEMPT: ReadonlySet<CardLoginFailure> = new Set(['pinRequired', 'deviceNotEnrolled']);

/**
 * Staff-card login on the login page: the card's steps in a modal, the client-side lockout, the seed's messages;
 * a card whose account has a PIN stops at the PIN step until the PIN is sent (issue 10).
 */
export function NfcLoginFlow() {
  const nfc = useNfc();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<NfcLoginStep | null>(null);
  const [staff, setStaff] = useState<NfcLoginStaff | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The card waiting for its PIN, and the message of a wrong or malformed one. */
  const [pinCard, setPinCard] = useState<CardRead | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  const run = useRef(0);

  const login = async (card: CardRead, pin?: string) => {
    const attempt = ++run.current;
    const current = () => run.current === attempt;
    setStaff(null);
    setError(null);
    const locked = nfc.attempts.lockedUntil('nfcLogin', card.uid);
    if (locked) {
      setPinCard(null);
      setStep('error');
      setError(`${cardMessages.rateLimited}（${formatUnlockTime(new Date(locked))}まで）`);
      return;
    }
    // The card was read already when its PIN is sent: straight to authenticating.
    if (pin === undefined) {
      setPinCard(null);
      setStep('detecting');
      await wait(STEP_MS.detecting);
      if (!current()) return;
    }
    setStep('authenticating');
    try {
      const session = await cardLogin(card.uid, pin);
      if (!current()) return;
      nfc.attempts.recordSuccess('nfcLogin', card.uid);
      (apiClientOptions().tokenStore ?? localStorageTokenStore).set(session.token);
      client.removeQueries();
      client.setQueryData(authKeys.currentUser(), { user: session.user });
      client.setQueryData(authKeys.authenticatedUser(), { user: session.user });
      setStaff({
        name: session.staff.name,
        email: session.staff.email,
        roleLabel: roleLabels[session.staff.role],
        storeName: session.staff.store,
        photoUrl: session.staff.photo_url,
      });
      setStep('success');
      await wait(STEP_MS.success);
      toast.success(
        authMessages.loginSuccessTitle,
        formatMessage(authMessages.loginSuccessWelcome, { name: session.staff.name }),
        {
          timeout: 3_000,
        },
      );
      await wait(STEP_MS.navigate);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      if (!current()) return;
      if (!(failure instanceof CardLoginError && NOT_AN_ATTEMPT.has(failure.failure)))
        nfc.attempts.recordFailure('nfcLogin', card.uid);
      if (asksForPin(failure)) {
        await loadCardPinCheck();
        if (!current()) return;
        setPinCard(card);
        setPinError(failure.failure === 'invalidPin' ? cardLoginFailureText(failure) : null);
        setStep('pin');
        return;
      }
      setPinCard(null);
      setError(cardLoginFailureText(failure));
      setStep('error');
    }
  };

  const submitPin = (pin: string) => {
    if (!pinCard) return;
    const problem = cardPinProblem(pin);
    setPinError(problem);
    if (!problem) void login(pinCard, pin);
  };

  useCardTaps((card) => {
    // During the PIN step another tap of the same card is the reader repeating itself; another card starts over.
    if (step === 'detecting' || step === 'authenticating' || step === 'success') return;
    if (step === 'pin' && pinCard?.uid === card.uid) return;
    if (card.type === CARD_TYPE.customer)
      toast.error(cardMessages.staffCardRequired, undefined, { timeout: 4_000 });
    else if (card.type === CARD_TYPE.unregistered)
      toast.error(cardMessages.notRegisteredYet, undefined, { timeout: 4_000 });
    else void login(card);
  });

  if (step === null) return null;
  return (
    <Suspense fallback={null}>
      <NfcLoginModal
        step={step}
        staff={staff}
        error={error}
        pinPrompt={cardPinMessages.prompt}
        pinError={pinError}
        onSubmitPin={submitPin}
        onClose={() => setStep(null)}
        onRetry={() => globalThis.location.reload()}
        onCancel={() => {
          run.current += 1;
          setPinCard(null);
          setStep(null);
        }}
      />
    </Suspense>
  );
}
