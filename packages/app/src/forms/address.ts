import { usePostalCodeLookup } from '@kayoi/api-client';
import { customerMessages } from '@kayoi/api-client/messages';
import { useEffect, useRef, useState } from 'react';

/** The 47 prefectures (北海道 … 沖縄県), the domain's one list. */
export { PREFECTURES } from '@kayoi/domain/forms';

/** Full-width digits and hyphens (０３－…) as a Japanese IME types them, made ASCII. */
export const toHalfWidth = (value: string) => value.normalize('NFKC').trim();

const POSTAL_CODE = /^\d{3}-?\d{4}$/;
const digitsOf = (code: string) => toHalfWidth(code).replace('-', '');

export interface PostalArea {
  prefecture: string;
  city: string;
  /** 町域, '' when the code covers several areas or the whole city. */
  town: string;
}

export type PostalLookupState = 'idle' | 'searching' | 'found' | 'notFound' | 'failed';

/**
 * Looks a complete postal code up (Japan Post's list on the server) and hands the area to `onFound` once per
 * new code. The code the form opened with counts as applied: opening an edit form never overwrites an address, and
 * asks nothing until the code is changed (it used to look the record's code up on every open and say
 * 住所を入力しました for an address it had not entered).
 */
export function usePostalAutofill(postalCode: string, onFound: (area: PostalArea) => void, initialCode = '') {
  const code = toHalfWidth(postalCode);
  const initialDigits = POSTAL_CODE.test(toHalfWidth(initialCode)) ? digitsOf(initialCode) : null;
  const digits = POSTAL_CODE.test(code) ? digitsOf(code) : null;
  // Once the code differs from the one the form opened with, it is the user's: typed back, it is looked up again.
  const [edited, setEdited] = useState(false);
  if (!edited && digits !== initialDigits) setEdited(true);
  const lookup = usePostalCodeLookup(edited ? code : '');
  const applied = useRef(initialDigits);
  const found = useRef(onFound);
  found.current = onFound;

  const areas = lookup.data;
  useEffect(() => {
    if (!areas || digits === null) return;
    if (applied.current === digits) return;
    applied.current = digits;
    const [first] = areas;
    if (!first) return;
    // One code can span towns (or, rarely, cities): fill only what all of them share.
    const sameCity = areas.every((a) => a.prefecture === first.prefecture && a.city === first.city);
    if (!sameCity) return;
    found.current({
      prefecture: first.prefecture,
      city: first.city,
      town: areas.length === 1 ? first.town : '',
    });
  }, [areas, digits]);

  const state: PostalLookupState = !(edited && POSTAL_CODE.test(code))
    ? 'idle'
    : lookup.isFetching
      ? 'searching'
      : lookup.isError
        ? (lookup.error as { status?: number }).status === 404
          ? 'notFound'
          : 'failed'
        : lookup.data
          ? 'found'
          : 'idle';
  const [first] = areas ?? [];
  const message =
    state === 'searching'
      ? '住所を検索しています…'
      : state === 'found' && first
        ? `住所を入力しました（${first.prefecture}${first.city}${areas?.length === 1 ? first.town : ''}）`
        : state === 'notFound'
          ? customerMessages.postalCodeNotFound
          : state === 'failed'
            ? '住所を検索できませんでした。手入力してください'
            : undefined;
  return { state, message };
}
