// The 適格請求書発行事業者登録番号 (invoice registration number) printed on receipts and invoices: 'T' and 13
// digits. A corporation's 13 digits are its 法人番号, whose first digit is a check digit over the other twelve
// (法人番号の指定等に関する省令 第2条); sole proprietors get numbers from the same series that never collide with a
// 法人番号, checked the same way.

/** 'T' and 13 digits, as printed. */
export const REGISTRATION_NUMBER = /^T\d{13}$/;

/**
 * What people type, made canonical: full-width letters and digits become ASCII (NFKC), a lower-case 't'
 * upper-case, and the spaces and hyphens people group the digits with (T 1234-5678-9012-3) go away.
 */
export function normalizeRegistrationNumber(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\s\-\u2010-\u2015\u2212\uff0d\u30fc]/g, '')
    .replace(/^t/, 'T');
}

/**
 * The check digit of a 12-digit 基礎番号: 9 − (Σ Pn × Qn mod 9), Pn the n-th digit counted from the last, Qn 1
 * for odd n and 2 for even n.
 */
export function corporateNumberCheckDigit(base: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** True for 'T' + 13 digits whose first digit is the check digit of the other twelve. */
export function isValidRegistrationNumber(value: string): boolean {
  if (!REGISTRATION_NUMBER.test(value)) return false;
  return Number(value[1]) === corporateNumberCheckDigit(value.slice(2));
}
