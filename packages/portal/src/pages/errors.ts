import { isApiError } from '@kayoi/api-client';

/**
 * What a family reads when a call failed: the server's own words (a field's, else the answer's) (enumeration-safe for logins and resets —
 * the server words it, the page never guesses), or, without an answer, to check the connection.
 */
export function messageOf(error: unknown): string {
  // A link's token that no longer works is a field error of the 422: its message says why (expired, used …).
  const field = isApiError(error) ? Object.values(error.fieldErrors).flat()[0] : undefined;
  if (field) return field;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && error.status === 0) return 'ネットワーク接続を確認してください';
  return 'エラーが発生しました。時間をおいてもう一度お試しください';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());
