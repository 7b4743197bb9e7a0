import { z } from 'zod';
import { memberNoticeMessages as m } from '../messages/memberNotices.ts';
import { charCount, optionalIdField, requiredText } from './fields.ts';

// お知らせ to families (issue 32): the staff's form. The audience's kind and the one class, grade or member it
// names; the server checks the same fields against the store (memberNoticeMessages, one wording for both).

export const memberNoticeAudienceKinds = ['all', 'store', 'class', 'grade', 'family'] as const;
export type MemberNoticeAudienceKindValue = (typeof memberNoticeAudienceKinds)[number];

/** The field each audience kind needs, with its "choose one" message. */
const NEEDS = {
  class: ['class_id', m.classRequired],
  grade: ['grade_id', m.gradeRequired],
  family: ['customer_id', m.customerRequired],
} as const;

export const memberNoticeFormSchema = z
  .object({
    title: requiredText({ required: m.titleRequired, tooLong: m.titleTooLong }, 100),
    body: z
      .string({ error: m.bodyRequired })
      .refine((body) => body.trim() !== '', { error: m.bodyRequired })
      .refine((body) => charCount(body) <= 5000, { error: m.bodyTooLong }),
    audience_kind: z.enum(memberNoticeAudienceKinds),
    class_id: optionalIdField(m.classRequired),
    grade_id: optionalIdField(m.gradeRequired),
    customer_id: optionalIdField(m.customerRequired),
  })
  .superRefine((values, ctx) => {
    const need = NEEDS[values.audience_kind as keyof typeof NEEDS];
    if (need && !values[need[0]]) ctx.addIssue({ code: 'custom', path: [need[0]], message: need[1] });
  });

export type MemberNoticeFormValues = z.output<typeof memberNoticeFormSchema>;

/** The form's values as createMemberNotice's body: only the id the kind needs. */
export const memberNoticeInputOf = (values: MemberNoticeFormValues) => ({
  title: values.title,
  body: values.body,
  audience: {
    kind: values.audience_kind,
    class_id: values.audience_kind === 'class' ? (values.class_id ?? null) : null,
    grade_id: values.audience_kind === 'grade' ? (values.grade_id ?? null) : null,
    customer_id: values.audience_kind === 'family' ? (values.customer_id ?? null) : null,
  },
});
