import { describe } from 'vitest';
import { memberNoticeFormSchema } from '../../src/forms/index.ts';
import { memberNoticeMessages as m } from '../../src/messages.ts';
import { itAccepts, itRejects } from './helpers.ts';

const valid = { title: '年末年始の休館のお知らせ', body: '12月29日から休館します。', audience_kind: 'store' };

describe('memberNoticeFormSchema', () => {
  itAccepts(memberNoticeFormSchema, valid, [
    { when: 'it goes to every store', patch: { audience_kind: 'all' } },
    { when: 'it goes to a class that is chosen', patch: { audience_kind: 'class', class_id: '12' } },
    { when: 'it goes to one family that is chosen', patch: { audience_kind: 'family', customer_id: 101 } },
    { when: 'the title is exactly 100 characters', patch: { title: 'あ'.repeat(100) } },
  ]);
  itRejects(memberNoticeFormSchema, valid, [
    { when: 'the title is blank', patch: { title: '  ' }, path: 'title', messages: [m.titleRequired] },
    {
      when: 'the title is 101 characters',
      patch: { title: 'あ'.repeat(101) },
      path: 'title',
      messages: [m.titleTooLong],
    },
    { when: 'the body is only whitespace', patch: { body: ' \n' }, path: 'body', messages: [m.bodyRequired] },
    {
      when: 'it goes to a class not chosen',
      patch: { audience_kind: 'class', class_id: '' },
      path: 'class_id',
      messages: [m.classRequired],
    },
    {
      when: 'it goes to a grade not chosen',
      patch: { audience_kind: 'grade' },
      path: 'grade_id',
      messages: [m.gradeRequired],
    },
    {
      when: 'it goes to a family not chosen',
      patch: { audience_kind: 'family', customer_id: null },
      path: 'customer_id',
      messages: [m.customerRequired],
    },
  ]);
});
