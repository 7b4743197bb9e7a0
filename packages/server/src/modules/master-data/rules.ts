import { DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import {
  formatMessage,
  masterMessages,
  masterValidationMessages,
  serverMessages,
} from '@kayoi/domain/messages';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { requireAuth, requireStore } from '../../http/request.ts';

// What the master modules share: who acts and in which store, the answers they refuse with, and pages.

/** The caller of a master operation; store-owned records are read and written in `storeId` only. */
export interface MasterActor {
  staffId: number;
  role: 'admin' | 'manager' | 'staff';
  storeId: number;
}

export function masterActorOf(request: FastifyRequest): MasterActor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

export const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);

/** A record in use: the message says what uses it and offers deactivation. */
export const inUse = (template: string, params: Record<string, string | number> = {}) =>
  new ApiError(409, 'CONFLICT', formatMessage(template, params));

/** 「この店舗名は既に使われています」 on `name`. */
export const nameTaken = (label: string) =>
  validationFailed({ name: [formatMessage(masterValidationMessages.nameTaken, { field: label })] });

const code = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Runs a write; the database's own checks answer as the API does: a unique name taken meanwhile (23505) is
 * the form's 422, and a row still pointed at (23503, a use the server did not foresee) is 409.
 */
export async function guardedWrite<T>(work: () => Promise<T>, nameLabel?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (code(error) === '23505' && nameLabel) throw nameTaken(nameLabel);
    if (code(error) === '23503') throw inUse(masterMessages.inUse);
    throw error;
  }
}

export interface Page {
  page: number;
  perPage: number;
}

export const pageOf = (query: { page?: number; per_page?: number }, perPage = DEFAULT_PAGE_SIZE): Page => ({
  page: query.page ?? 1,
  perPage: query.per_page ?? perPage,
});

/** A search word, or null when blank (matched kana- and width-blind with kayoi_search_key). */
export const searchOf = (search: string | undefined) => (search?.trim() ? search.trim() : null);
