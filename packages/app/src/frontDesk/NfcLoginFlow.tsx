import { apiClientOptions, authKeys, localStorageTokenStore } from '@kayoi/api-client';
import { authMessages, cardMessages, formatMessage, roleLabels } from '@kayoi/api-client/messages';
import { CARD_TYPE, type CardRead } from '@kayoi/nfc';
import { NfcLoginModal, type NfcLoginStaff, type NfcLoginStep, useToast } from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatUnlockTime } from '../session/loginLockout.ts';
import { cardLogin } from './FrontDeskHost.tsx';
import { useCardTaps, useNfc } from './NfcContext.tsx';

// Seed §4: detecting → authenticating → success, about 500 / 1500 / 1500 ms, then the dashboard after 300 ms.
const STEP_MS = { detecting: 500, success: 1_500, navigate: 300 } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Staff-card login on the login page: the card's steps in a modal, the client-side lockout, the seed's messages. */
export function NfcLoginFlow() {
  const nfc = useNfc();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<NfcLoginStep | null>(null);
  const [staff, setStaff] = useState<NfcLoginStaff | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);

  const login = async (card: CardRead) => {
    const attempt = ++run.current;
    const current = () => run.current === attempt;
    setStaff(null);
    setError(null);
    const locked = nfc.attempts.lockedUntil('nfcLogin', card.uid);
    if (locked) {
      setStep('error');
      setError(`${cardMessages.rateLimited}（${formatUnlockTime(new Date(locked))}まで）`);
      return;
    }
    setStep('detecting');
    await wait(STEP_MS.detecting);
    if (!current()) return;
    setStep('authenticating');
    try {
      const session = await cardLogin(card.uid);
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
      nfc.attempts.recordFailure('nfcLogin', card.uid);
      setError(failure instanceof Error && failure.message ? failure.message : cardMessages.loginFailed);
      setStep('error');
    }
  };

  useCardTaps((card) => {
    if (step === 'detecting' || step === 'authenticating' || step === 'success') return;
    if (card.type === CARD_TYPE.customer)
      toast.error(cardMessages.staffCardRequired, undefined, { timeout: 4_000 });
    else if (card.type === CARD_TYPE.unregistered)
      toast.error(cardMessages.notRegisteredYet, undefined, { timeout: 4_000 });
    else void login(card);
  });

  return (
    <NfcLoginModal
      step={step}
      staff={staff}
      error={error}
      onClose={() => setStep(null)}
      onRetry={() => globalThis.location.reload()}
      onCancel={() => {
        run.current += 1;
        setStep(null);
      }}
    />
  );
}
