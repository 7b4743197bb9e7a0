import { dayOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { createBillingRepository } from './repository.ts';
import type { BillingDeps } from './use-cases.ts';

// What billing's use cases share (use-cases.ts and the *-use-cases.ts beside it): the errors, today, the
// repository, and a customer's 前受金 applied to its open invoices (a cycle's confirmation and an advance taken).

export const notFound = () => new ApiError(404, 'NOT_FOUND', 'お探しのデータが見つかりません');
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const today = (deps: BillingDeps) => dayOf(deps.config.now());
export const repo = (db: Queryable) => createBillingRepository(db);

/**
 * A customer's 前受金 pays its open invoices, oldest advance first into the oldest month: those of the cycle being
 * confirmed (`cycleId`), or of every confirmed cycle not yet sent to the bank. What an invoice does not use stays
 * credit for the next one; each use is an allocation of the advance, so its invoice is paid or partly paid and the
 * 口座振替 file debits only the rest.
 */
export async function applyCredit(tx: Queryable, storeId: number, customerId: number, cycleId?: number) {
  const r = repo(tx);
  const advances = await r.lockOpenAdvances(customerId);
  if (advances.length === 0) return;
  const invoices = await r.lockOpenInvoicesOf(storeId, customerId, cycleId);
  let next = 0;
  for (const invoice of invoices) {
    let due = invoice.outstanding;
    while (due > 0 && next < advances.length) {
      const advance = advances[next] as (typeof advances)[number];
      const used = Math.min(due, advance.unapplied);
      await r.allocate(advance.id, invoice.id, used);
      await r.addPaid(invoice.id, used);
      advance.unapplied -= used;
      due -= used;
      if (advance.unapplied === 0) next += 1;
    }
  }
}
