import { z } from 'zod';
import { addDays, isValidIsoDate } from '../calendar.ts';
import { isValidRegistrationNumber, normalizeRegistrationNumber, REGISTRATION_NUMBER } from '../invoice.ts';
import { holidayHoursLabels } from '../labels.ts';
import {
  formatMessage,
  masterFieldLabels,
  masterFormatMessages,
  masterValidationMessages,
} from '../messages.ts';
import { optionalEmailField, phoneField, postalCodeField } from './fields.ts';
import { kanaNameField } from './kana.ts';
import {
  choiceField,
  flagField,
  masterDate,
  masterText,
  optionalMasterText,
  say,
  TIME_OF_DAY,
  timeField,
} from './masterFields.ts';

const L = masterFieldLabels.store;
const v = masterValidationMessages;
const f = masterFormatMessages;

/** The 47 prefectures in the order of the national local government codes (北海道 01 … 沖縄県 47). */
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

export const holidayHoursOptions = Object.keys(holidayHoursLabels) as [
  keyof typeof holidayHoursLabels,
  ...(keyof typeof holidayHoursLabels)[],
];

/** A closure of at most this many days (年末年始 is a week; a renovation may take months). */
export const CLOSURE_MAX_DAYS = 366;
export const CLOSURES_MAX = 100;

const businessHoursSchema = z
  .object({
    day_of_week: z.preprocess(
      (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
      z
        .number({ error: say(L['business_hours.day_of_week']).required })
        .int({ error: say(L['business_hours.day_of_week']).invalidChoice })
        .min(0, { error: say(L['business_hours.day_of_week']).invalidChoice })
        .max(6, { error: say(L['business_hours.day_of_week']).invalidChoice }),
    ),
    opens_at: timeField(L['business_hours.opens_at'], f.opens_at),
    closes_at: timeField(L['business_hours.closes_at'], f.closes_at),
  })
  .superRefine(
    ({ opens_at, closes_at }, ctx) => {
      if (closes_at <= opens_at) {
        ctx.addIssue({ code: 'custom', path: ['closes_at'], message: v.closesNotAfterOpens });
      }
    },
    {
      when: ({ value }) => {
        const hours = value as { opens_at?: unknown; closes_at?: unknown } | undefined;
        return [hours?.opens_at, hours?.closes_at].every(
          (t) => typeof t === 'string' && TIME_OF_DAY.test(t.trim()),
        );
      },
    },
  );

const closureSchema = z
  .object({
    starts_on: masterDate(L['closures.starts_on']),
    ends_on: masterDate(L['closures.ends_on']),
    reason: masterText(L['closures.reason'], 100),
  })
  .superRefine(
    ({ starts_on, ends_on }, ctx) => {
      if (ends_on < starts_on) {
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: v.closureEndsBeforeStart });
      } else if (addDays(starts_on, CLOSURE_MAX_DAYS - 1) < ends_on) {
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: v.closureTooLong });
      }
    },
    {
      when: ({ value }) => {
        const dates = value as { starts_on?: unknown; ends_on?: unknown } | undefined;
        return [dates?.starts_on, dates?.ends_on].every(
          (d) => typeof d === 'string' && isValidIsoDate(d.trim()),
        );
      },
    },
  );

const registrationNumberField = z
  .string()
  .overwrite(normalizeRegistrationNumber)
  .refine((value) => value === '' || REGISTRATION_NUMBER.test(value), {
    error: f.invoice_registration_number,
  })
  .refine((value) => !REGISTRATION_NUMBER.test(value) || isValidRegistrationNumber(value), {
    error: v.registrationNumberCheckDigit,
  })
  .nullish()
  .transform((value) => (value ? value : undefined))
  .optional();

/**
 * The store form (店舗の登録・編集, admins only): name and kana, address, phone, the billing identity printed on
 * receipts (事業者名, 適格請求書発行事業者登録番号), opening hours per weekday (a weekday without hours is the
 * store's 定休日), what it does on national holidays, and extra closures such as 年末年始.
 */
export const storeFormSchema = z
  .object({
    name: masterText(L.name, 100),
    name_kana: kanaNameField(
      {
        required: say(L.name_kana).required,
        tooLong: say(L.name_kana).tooLong(100),
        notKatakana: formatMessage(v.kanaNotKatakana, { field: L.name_kana }),
      },
      100,
    ),
    // 1500041 → 150-0041 (normalizePostalCode): stores keep the form Japan Post prints, as customers do.
    postal_code: postalCodeField(),
    prefecture: choiceField(L.prefecture, PREFECTURES, undefined, f.prefecture),
    city: masterText(L.city, 50),
    street_address: masterText(L.street_address, 100),
    building: optionalMasterText(L.building, 100),
    phone: phoneField({
      required: say(L.phone).required,
      tooLong: say(L.phone).tooLong(20),
      invalid: f.phone,
    }),
    email: optionalEmailField(100),
    company_name: optionalMasterText(L.company_name, 100),
    invoice_registration_number: registrationNumberField,
    business_hours: z.array(businessHoursSchema).max(7, { error: v.businessHoursDuplicate }).default([]),
    national_holiday_hours: choiceField(L.national_holiday_hours, holidayHoursOptions, 'regular'),
    closures: z
      .array(closureSchema)
      .max(CLOSURES_MAX, { error: say(L.closures).tooLarge(CLOSURES_MAX) })
      .default([]),
    is_active: flagField(true),
  })
  .superRefine((store, ctx) => {
    const seen = new Set<number>();
    store.business_hours.forEach((hours, i) => {
      if (seen.has(hours.day_of_week)) {
        ctx.addIssue({
          code: 'custom',
          path: ['business_hours', i, 'day_of_week'],
          message: v.businessHoursDuplicate,
        });
      }
      seen.add(hours.day_of_week);
    });
    const sorted = store.closures
      .map((closure, index) => ({ ...closure, index }))
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.starts_on <= previous.ends_on) {
        ctx.addIssue({
          code: 'custom',
          path: ['closures', current.index, 'starts_on'],
          message: v.closuresOverlap,
        });
      }
    }
    if (store.invoice_registration_number && !store.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: v.companyNameRequired });
    }
  });

export type StoreFormInput = z.input<typeof storeFormSchema>;
export type StoreFormValues = z.output<typeof storeFormSchema>;
