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

const yenWithSign = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const wholeNumber = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** 8800 → '￥8,800', with the yen sign as ja-JP prints it (full-width). */
export const formatYen = (amount: number) => yenWithSign.format(amount);

/** 8800 → '8,800円', as written in Japanese text and on invoices. */
export const formatYenInText = (amount: number) => `${wholeNumber.format(amount)}円`;
