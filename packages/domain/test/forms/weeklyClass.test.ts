import { describe } from 'vitest';
import { weeklyClassFormSchema } from '../../src/forms/index.ts';
import { itAccepts, itRejects } from './helpers.ts';

// The weekly class form (issue 14): what one record can say is wrong; double-booking is the server's (409).

describe('weekly class form', () => {
  const valid = {
    school_id: '1',
    program_id: '4',
    name: '小学生 月曜16:00',
    day_of_week: '1',
    start_time: '16:00',
    end_time: '17:00',
    facility_id: '3',
    lane_ids: ['11'],
    instructor_id: '5',
    assistant_instructor_id: '',
    capacity: '12',
    min_grade_id: '',
    max_grade_id: '',
    starts_on: '',
    ends_on: '',
    notes: '',
    is_active: true,
  };
  itAccepts(weeklyClassFormSchema, valid, [
    {
      when: 'every field is filled as a form gives it',
      patch: {},
      output: {
        school_id: 1,
        program_id: 4,
        day_of_week: 1,
        facility_id: 3,
        lane_ids: [11],
        instructor_id: 5,
        assistant_instructor_id: null,
        capacity: 12,
        starts_on: null,
        ends_on: null,
        notes: null,
      },
    },
    {
      when: 'there is no facility and no lane',
      patch: { facility_id: '', lane_ids: [] },
      output: { facility_id: null },
    },
  ]);
  itRejects(weeklyClassFormSchema, valid, [
    {
      when: 'no school is chosen',
      patch: { school_id: '' },
      path: 'school_id',
      messages: ['スクールは必須です'],
    },
    { when: 'the name is empty', patch: { name: ' ' }, path: 'name', messages: ['クラス名は必須です'] },
    {
      when: 'it ends when it starts',
      patch: { end_time: '16:00' },
      path: 'end_time',
      messages: ['終了時刻は開始時刻より後の時刻を指定してください'],
    },
    {
      when: 'the term ends before it starts',
      patch: { starts_on: '2026-04-01', ends_on: '2026-03-31' },
      path: 'ends_on',
      messages: ['終了日は開始日以降の日付を指定してください'],
    },
    {
      when: 'lanes are chosen without a facility',
      patch: { facility_id: '' },
      path: 'lane_ids',
      messages: ['レーンを選ぶには施設を選択してください'],
    },
    {
      when: 'the assistant is the main coach',
      patch: { assistant_instructor_id: '5' },
      path: 'assistant_instructor_id',
      messages: ['メインとアシスタントに同じコーチは選べません'],
    },
  ]);
});
