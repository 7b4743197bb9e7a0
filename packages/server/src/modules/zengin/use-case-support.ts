import type { Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { type CycleForTransfer, cycleForTransfer } from '../billing/bank-transfers.ts';
import { createZenginRepository } from './repository.ts';
import type { ZenginActor } from './use-cases.ts';

// What 口座振替's use cases share (use-cases.ts and the *-use-cases.ts beside it): the repository, the errors and
// the store's cycle a file is for.

export const repo = (db: Queryable) => createZenginRepository(db);
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'お探しのデータが見つかりません');
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const refuse = (errors: FieldErrors) => validationFailed(errors);

export async function cycleOf(db: Queryable, actor: ZenginActor, cycleId: number): Promise<CycleForTransfer> {
  const cycle = await cycleForTransfer(db, actor.storeId, cycleId);
  if (!cycle) throw notFound();
  return cycle;
}
