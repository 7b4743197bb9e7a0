import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BulletinCreateInput,
  bulletinPostFormSchema,
  toBulletinFormData,
  toBulletinUpdateFormData,
  toServerDateTime,
} from '../../src/forms/index.ts';
import { validationMessages } from '../../src/messages.ts';
import { issuesByPath, itAccepts, itRejects } from './helpers.ts';

const m = validationMessages.bulletin;

const entries = (formData: FormData) =>
  [...formData.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('bulletinPostFormSchema', () => {
  const valid = { title: 'プール清掃のお知らせ', body: '11月22日は休館です。' };

  itAccepts(bulletinPostFormSchema, valid, [
    {
      when: 'only a title and a body are given',
      patch: {},
      output: { ...valid, is_pinned: false, is_active: true },
    },
    { when: 'the title is exactly 255 characters', patch: { title: 'あ'.repeat(255) } },
    {
      when: 'the title has surrounding spaces',
      patch: { title: '  お知らせ ' },
      output: { title: 'お知らせ' },
    },
    {
      when: 'the body has leading indentation and trailing blank lines',
      patch: { body: '  一行目\n\n' },
      output: { body: '  一行目\n\n' },
    },
    {
      when: 'flags, category, priority, store and a publish window are given',
      patch: {
        is_pinned: true,
        is_active: false,
        category: 'event',
        priority: 'urgent',
        store_id: '2',
        publish_start: '2026-11-22T09:30',
        publish_end: '2026-11-30T18:00',
      },
      output: {
        is_pinned: true,
        is_active: false,
        category: 'event',
        priority: 'urgent',
        store_id: 2,
        publish_start: '2026-11-22T09:30',
        publish_end: '2026-11-30T18:00',
      },
    },
    {
      when: 'the selects and dates are left empty',
      patch: { category: '', priority: '', store_id: '', publish_start: '', publish_end: '' },
      output: { category: undefined, priority: undefined, store_id: null, publish_start: undefined },
    },
    { when: 'only an end date is given', patch: { publish_end: '2026-11-30T18:00' } },
    {
      when: 'the dates are already in server format',
      patch: { publish_start: '2026-11-22 09:30:00', publish_end: '2026-11-22 09:31:00' },
    },
  ]);
  itRejects(bulletinPostFormSchema, valid, [
    { when: 'the title is empty', patch: { title: '' }, path: 'title', messages: [m.titleRequired] },
    { when: 'the title is only spaces', patch: { title: '   ' }, path: 'title', messages: [m.titleRequired] },
    { when: 'the title is missing', patch: { title: undefined }, path: 'title', messages: [m.titleRequired] },
    {
      when: 'the title is 256 characters',
      patch: { title: 'あ'.repeat(256) },
      path: 'title',
      messages: [m.titleTooLong],
    },
    { when: 'the body is empty', patch: { body: '' }, path: 'body', messages: [m.bodyRequired] },
    {
      when: 'the body is only whitespace',
      patch: { body: ' \n\t' },
      path: 'body',
      messages: [m.bodyRequired],
    },
    { when: 'the body is missing', patch: { body: undefined }, path: 'body', messages: [m.bodyRequired] },
    {
      when: 'the category is unknown',
      patch: { category: 'notice' },
      path: 'category',
      messages: [m.categoryInvalid],
    },
    {
      when: 'the priority is unknown',
      patch: { priority: 'asap' },
      path: 'priority',
      messages: [m.priorityInvalid],
    },
    {
      when: 'the store id is not numeric',
      patch: { store_id: 'all' },
      path: 'store_id',
      messages: [m.storeNotNumeric],
    },
    {
      when: 'the start date is not a date-time',
      patch: { publish_start: '来週' },
      path: 'publish_start',
      messages: [m.publishStartInvalid],
    },
    {
      when: 'the end date is a date without a time',
      patch: { publish_end: '2026-11-30' },
      path: 'publish_end',
      messages: [m.publishEndInvalid],
    },
    {
      when: 'the end equals the start',
      patch: { publish_start: '2026-11-22T09:30', publish_end: '2026-11-22T09:30' },
      path: 'publish_end',
      messages: [m.publishEndNotAfterStart],
    },
    {
      when: 'the end is before the start',
      patch: { publish_start: '2026-11-22T09:30', publish_end: '2026-11-21T23:59' },
      path: 'publish_end',
      messages: [m.publishEndNotAfterStart],
    },
  ]);

  it('when the window is reversed while the title is missing, then both are reported', () => {
    expect(
      issuesByPath(bulletinPostFormSchema, {
        ...valid,
        title: '',
        publish_start: '2026-11-22T09:30',
        publish_end: '2026-11-22T09:00',
      }),
    ).toEqual({ title: [m.titleRequired], publish_end: [m.publishEndNotAfterStart] });
  });

  it('when parsed values are converted, then they fit the form-data input', () => {
    const values = bulletinPostFormSchema.parse({
      ...valid,
      publish_start: '2026-11-22T09:30',
      category: 'event',
    });
    expectTypeOf(values).toExtend<BulletinCreateInput>();
    expect(entries(toBulletinFormData(values))).toEqual([
      ['title', valid.title],
      ['body', valid.body],
      ['category', 'event'],
      ['is_pinned', '0'],
      ['is_active', '1'],
      ['publish_start', '2026-11-22 09:30:00'],
    ]);
  });
});

describe('toServerDateTime', () => {
  it.each([
    ['a datetime-local value', '2026-11-22T09:30', '2026-11-22 09:30:00'],
    ['a value with seconds (seconds become 00)', '2026-11-22T09:30:45', '2026-11-22 09:30:00'],
    ['a UTC instant (written in Tokyo time)', '2026-11-22T00:30:00.000Z', '2026-11-22 09:30:00'],
    ['a UTC instant just before Tokyo midnight', '2026-11-22T14:59:00Z', '2026-11-22 23:59:00'],
    ['a UTC instant at Tokyo midnight', '2026-11-22T15:00:00Z', '2026-11-23 00:00:00'],
    ['an instant with a +09:00 offset', '2026-11-22T09:30+09:00', '2026-11-22 09:30:00'],
    ['a value already in server format', '2026-11-22 09:30:00', '2026-11-22 09:30:00'],
    ['a date only', '2026-11-22', '2026-11-22'],
    ['an empty string', '', ''],
    ['text with a T that is not a date', 'Tomorrow', 'Tomorrow'],
    // No real instant: left as sent, for the format check to refuse (formatting it threw, a 500 on the server).
    ['an instant at hour 25', '2026-12-01T25:00Z', '2026-12-01T25:00Z'],
    ['an instant at minute 60', '2026-12-01T24:60:00+09:00', '2026-12-01T24:60:00+09:00'],
    ['an instant with offset +99:99', '2026-12-01T23:00+99:99', '2026-12-01T23:00+99:99'],
    ['an instant on 30 February', '2026-02-30T10:00+09:00', '2026-02-30T10:00+09:00'],
  ])('when the value is %s, then it is sent as expected', (_, input, expected) => {
    expect(toServerDateTime(input)).toBe(expected);
  });
});

describe('toBulletinFormData', () => {
  const post: BulletinCreateInput = {
    title: 'Tea Time 2026-11-22T09:30',
    body: '本文',
    category: 'general',
    priority: undefined,
    store_id: 2,
    is_pinned: true,
    is_active: false,
    publish_start: '2026-11-22T09:30',
    publish_end: undefined,
  };

  it('when a post is created, then booleans become 1/0, publish dates the server format, unset fields are left out', () => {
    expect(entries(toBulletinFormData(post))).toEqual([
      ['title', 'Tea Time 2026-11-22T09:30'],
      ['body', '本文'],
      ['category', 'general'],
      ['store_id', '2'],
      ['is_pinned', '1'],
      ['is_active', '0'],
      ['publish_start', '2026-11-22 09:30:00'],
    ]);
  });

  it('when files are attached, then each is appended as files[] with its name', () => {
    const files = [new File(['a'], 'timetable.pdf'), new File(['b'], 'map.png', { type: 'image/png' })];
    const formData = toBulletinFormData({ ...post, files });
    expect(formData.getAll('files[]').map((file) => (file as File).name)).toEqual([
      'timetable.pdf',
      'map.png',
    ]);
    expect(formData.has('files')).toBe(false);
  });

  it('when a post is created, then there is no _method and no remove_files[]', () => {
    const formData = toBulletinFormData(post);
    expect(formData.has('_method')).toBe(false);
    expect(formData.has('remove_files[]')).toBe(false);
  });

  it.each([
    ['null (all stores)', { store_id: null }, 'store_id'],
    ['an empty publish date', { publish_end: '' }, 'publish_end'],
  ])('when a field is %s, then it is left out', (_, patch, name) => {
    expect(toBulletinFormData({ ...post, ...patch }).has(name)).toBe(false);
  });
});

describe('toBulletinUpdateFormData', () => {
  it('when a post is updated, then _method is PUT, files[] and remove_files[] are appended', () => {
    const formData = toBulletinUpdateFormData({
      title: '更新',
      body: '本文',
      is_pinned: false,
      is_active: true,
      publish_end: '2026-12-31T23:59',
      files: [new File(['c'], 'new.jpg', { type: 'image/jpeg' })],
      remove_files: [3, '7'],
    });
    expect(entries(formData)).toEqual([
      ['_method', 'PUT'],
      ['title', '更新'],
      ['body', '本文'],
      ['is_pinned', '0'],
      ['is_active', '1'],
      ['publish_end', '2026-12-31 23:59:00'],
      ['files[]', 'file:new.jpg'],
      ['remove_files[]', '3'],
      ['remove_files[]', '7'],
    ]);
  });
});
