// Money is integer yen. Prices are tax-inclusive (税込), as schools quote their monthly fees.

/** Japan's standard consumption tax rate, in percent. */
export const CONSUMPTION_TAX_PERCENT = 10;

/**
 * The consumption tax inside a tax-inclusive amount: amount × 10 / 110, rounded toward zero (切り捨て). The
 * rounding is applied once per invoice line, never per item within a line nor on a total of lines, so a line of
 * 8,800 holds 800 and a line of 1 holds 0. A negative line (a refund) rounds toward zero too.
 */
export function taxIncludedIn(amount: number): number {
  // Integer numerator over an integer divisor: the quotient is exact where it is whole, so no 799.999….
  const tax = Math.trunc((amount * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
  return tax === 0 ? 0 : tax; // not −0 for a small refund
}

// Consumption tax (インボイス制度: one rounding per rate per invoice)

export type TaxRate = 0 | 8 | 10;

export interface TaxByRate {
  rate: TaxRate;
  /** The tax-inclusive amount of the invoice's lines at this rate. */
  amount: number;
  /** The tax inside it: amount × rate / (100 + rate), rounded toward zero once for the rate. */
  tax: number;
}

/** The tax inside a tax-inclusive amount at `rate` percent, rounded toward zero. */
export function taxInside(amount: number, rate: TaxRate): number {
  const tax = Math.trunc((amount * rate) / (100 + rate));
  return tax === 0 ? 0 : tax;
}

/**
 * The amounts and taxes of a document's lines per rate, highest rate first. An 適格請求書 rounds the tax once
 * per rate over the document, not per line (消費税法施行令 第70条の10).
 */
export function taxByRate(lines: readonly { amount: number; tax_rate: TaxRate }[]): TaxByRate[] {
  const amounts = new Map<TaxRate, number>();
  for (const line of lines) amounts.set(line.tax_rate, (amounts.get(line.tax_rate) ?? 0) + line.amount);
  return [...amounts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => ({ rate, amount, tax: taxInside(amount, rate) }));
}

export const totalTax = (rates: readonly TaxByRate[]) => rates.reduce((sum, r) => sum + r.tax, 0);

/**
 * A payment of `amount` against an invoice split over its rates in proportion (a receipt states tax per
 * rate): each rate its share rounded down, the yen left over to the largest rates first, so the parts add up.
 */
export function splitOverRates(amount: number, rates: readonly TaxByRate[]): TaxByRate[] {
  const positive = rates.filter((r) => r.amount > 0);
  const base = positive.reduce((sum, r) => sum + r.amount, 0);
  if (base === 0 || amount === 0) return [];
  const parts = positive.map((r) => ({ rate: r.rate, amount: Math.floor((amount * r.amount) / base) }));
  let rest = amount - parts.reduce((sum, p) => sum + p.amount, 0);
  for (const part of parts) {
    if (rest <= 0) break;
    part.amount += 1;
    rest -= 1;
  }
  return parts.map((p) => ({ ...p, tax: taxInside(p.amount, p.rate) }));
}

/** The parts of several payments added per rate, the tax rounded once per rate over the sum. */
export function mergeRates(parts: readonly TaxByRate[]): TaxByRate[] {
  return taxByRate(parts.map((p) => ({ amount: p.amount, tax_rate: p.rate })));
}

const yenWithSign = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const wholeNumber = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** 8800 → '￥8,800', with the yen sign as ja-JP prints it (full-width). */
export const formatYen = (amount: number) => yenWithSign.format(amount);

/** 8800 → '8,800円', as written in Japanese text and on invoices. */
export const formatYenInText = (amount: number) => `${wholeNumber.format(amount)}円`;
