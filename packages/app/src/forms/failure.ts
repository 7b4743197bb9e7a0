import { isApiError } from '@kayoi/api-client';
import { messageOrDefault } from '@kayoi/api-client/messages';

/** A failed call's toast text (seed §8): the server's message when it sent one, else the screen's default. */
export const failureText = (error: unknown, fallback: string) =>
  messageOrDefault(isApiError(error) ? error.serverMessage : undefined, fallback);
