import type { Day } from './calendar.ts';

// When a member's contract (契約) is in force, written once: the server's customers module (detail, list,
// export, 退会, the front desk) and the api-client's mock ask here; the server's SQL filter (inForceSql in
// modules/customers/contracts.ts) is the same rule where it must run in the database.

/**
 * **In force on a Tokyo day `day`**: started and not ended, both ends inclusive — `starts_on ≤ day` and
 * (`ends_on` is null or `day ≤ ends_on`). A member may hold several at once; "the contract" is that set.
 */
export const isInForce = (contract: { starts_on: Day; ends_on: Day | null }, day: Day): boolean =>
  contract.starts_on <= day && (contract.ends_on === null || day <= contract.ends_on);

/** The monthly total of a set of contracts in force (月会費合計, what billing charges for the month), in yen. */
export const monthlyTotal = (contracts: readonly { monthly_fee: number }[]): number =>
  contracts.reduce((sum, contract) => sum + contract.monthly_fee, 0);
