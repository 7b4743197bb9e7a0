import { apiClient, isApiError, unwrap } from '@kayoi/api-client';
import { cardLoginErrorMessage, cardMessages, cardPinMessages } from '@kayoi/api-client/messages';
import { CardLoginError, loginWithCardRetries } from '@kayoi/nfc';

// A staff card's login, shared by the login page and the staff switch in the shell: the login page does not
// import the shell's front desk (the welcome display and the switch dialog would come with it).

/**
 * A staff card login over the network with the seed's retry rule, from this desk (the client adds its reader
 * credential) and with the card PIN once the server asked for it. Fails with the nfc package's
 * `CardLoginError` (its `failure` says what to do next); `cardLoginFailureText` words it.
 */
export function cardLogin(uid: string, pin?: string) {
  return loginWithCardRetries((signal) =>
    unwrap(
      apiClient().POST('/api/v3/auth/nfc-login', {
        body: { nfc_uid: uid, device_name: 'nfc-reader', ...(pin === undefined ? {} : { pin }) },
        signal,
      }),
    ),
  );
}

/** What to tell the person at the desk about a failed card login (seed §8; the error codes of issue 10). */
export function cardLoginFailureText(error: unknown): string {
  if (error instanceof CardLoginError) {
    if (error.failure === 'timeout') return cardMessages.timeout;
    const cause = error.cause;
    return cardLoginErrorMessage(
      error.status,
      isApiError(cause) ? cause.serverMessage : undefined,
      error.code,
    );
  }
  return error instanceof Error && error.message ? error.message : cardMessages.loginFailed;
}

/** The card's account asks for its PIN (first ask or a wrong one): the PIN step, not a failure to show. */
export const asksForPin = (error: unknown): error is CardLoginError =>
  error instanceof CardLoginError && (error.failure === 'pinRequired' || error.failure === 'invalidPin');

type CardPinSchema = typeof import('@kayoi/api-client/forms').cardLoginPinFormSchema;
let cardPinSchema: CardPinSchema | null = null;

/**
 * Loads the PIN step's check (the form schemas, zod) when the server first asks for a PIN: the login page's
 * first download stays without them, and the PIN is still judged at once when sent.
 */
export async function loadCardPinCheck(): Promise<void> {
  cardPinSchema ??= (await import('@kayoi/api-client/forms')).cardLoginPinFormSchema;
}

/** A PIN as typed, judged before it is sent: the message to show on the field, or null when it may go. */
export function cardPinProblem(pin: string): string | null {
  if (!cardPinSchema) throw new Error('cardPinProblem before loadCardPinCheck');
  const result = cardPinSchema.safeParse({ pin });
  return result.success ? null : (result.error.issues[0]?.message ?? cardPinMessages.required);
}
