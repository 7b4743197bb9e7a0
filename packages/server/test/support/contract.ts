import { type Exchange, contractViolation as violationOf } from '@kayoi/api-client/contract';

/** One answer of the real server, as the tests record it (with the operation its route serves). */
export type RecordedResponse = Exchange;

/**
 * Why one answer of the server breaks the spec, or null when it keeps to it (the one check, in
 * @kayoi/api-client/contract): paths outside the spec answer the error envelope, and an error status an
 * operation does not list falls to its `default` response.
 */
export const contractViolation = (response: RecordedResponse): string | null =>
  violationOf(response, { outsideSpec: 'error-envelope', defaultCovers: 'errors' });
