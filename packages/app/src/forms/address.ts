import { usePostalCodeLookup } from '@kayoi/api-client';
import { customerMessages } from '@kayoi/api-client/messages';
import { useEffect, useRef } from 'react';

/** The 47 prefectures in the order Japanese forms list them (JIS X 0401). */
export const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

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
 * new code. The code the form opened with counts as applied: opening an edit form never overwrites an address.
 */
export function usePostalAutofill(postalCode: string, onFound: (area: PostalArea) => void, initialCode = '') {
  const code = toHalfWidth(postalCode);
  const lookup = usePostalCodeLookup(code);
  const applied = useRef(POSTAL_CODE.test(toHalfWidth(initialCode)) ? digitsOf(initialCode) : null);
  const found = useRef(onFound);
  found.current = onFound;

  const areas = lookup.data;
  useEffect(() => {
    if (!areas || !POSTAL_CODE.test(code)) return;
    const digits = digitsOf(code);
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
  }, [areas, code]);

  const state: PostalLookupState = !POSTAL_CODE.test(code)
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
