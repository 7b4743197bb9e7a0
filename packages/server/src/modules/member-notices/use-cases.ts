import { dayOf, formatTokyo, isoTokyo, midnightOf } from '@kayoi/domain/calendar';
import { memberNoticeFormSchema } from '@kayoi/domain/forms';
import {
  formatMessage,
  memberNoticeMessages as messages,
  notificationMessages,
} from '@kayoi/domain/messages';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../events/bus.ts';
import { ApiError } from '../../http/envelope.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { RequestBody } from '../../http/types.ts';
import { type LessonRow, lessonsOn } from '../classes/lesson-repository.ts';
import type { FamilyAuth } from '../family/use-cases.ts';
import { enqueueFamilyNotification } from '../notifications/enqueue.ts';
import {
  type Audience,
  createMemberNoticeRepository,
  type MemberNoticeRepository,
  type NoticeRow,
} from './repository.ts';

// お知らせ (issue 32): the store publishes notices to families — all stores', its own, a class's, a grade's or one
// family's accounts — and each account's first read is kept. Staff see 既読 n / 対象 m of their store's families;
// a withdrawn notice (取り下げ) disappears for families and stays for staff with who withdrew it and when.

export interface MemberNoticeDeps {
  db: Database;
  repo: MemberNoticeRepository;
  now: () => Date;
  /** Tells the staff's screens of a notice published or withdrawn (absent where nobody listens: the demo seed). */
  events?: EventBus;
}

/** Tells the notice's store — or every store, for a notice to all — after the commit. */
async function announce(deps: MemberNoticeDeps, row: NoticeRow, action: 'published' | 'withdrawn') {
  if (!deps.events) return;
  const stores = row.audience_kind === 'all' ? await deps.repo.storeIds() : [row.store_id];
  for (const store of stores) {
    deps.events.publish({
      type: 'member_notice.changed',
      store_id: store,
      payload: { notice_id: row.id, action },
    });
  }
}

/** The staff caller: who, in what role, working in which store. */
export interface NoticeStaff {
  staffId: number;
  role: 'admin' | 'manager' | 'staff';
  storeId: number;
}

/** How many notices a family's list holds (newest first). */
const FAMILY_LIST_LIMIT = 100;

const notFound = () => new ApiError(404, 'NOT_FOUND', messages.notFound);
const allStoresAdminOnly = () => new ApiError(403, 'FORBIDDEN', messages.allStoresAdminOnly);
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const toNotice = (row: NoticeRow) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  store: { id: row.store_id, name: row.store_name },
  audience: {
    kind: row.audience_kind,
    label: row.audience_label,
    class_id: row.audience_class_id,
    grade_id: row.audience_grade_id,
    customer_id: row.audience_customer_id,
  },
  published_at: isoTokyo(row.published_at),
  published_by: ref(row.published_by, row.published_by_name),
  withdrawn_at: row.withdrawn_at ? isoTokyo(row.withdrawn_at) : null,
  withdrawn_by: ref(row.withdrawn_by, row.withdrawn_by_name),
  recipient_count: row.recipient_count,
  read_count: row.read_count,
});

export async function listMemberNotices(
  deps: MemberNoticeDeps,
  staff: NoticeStaff,
  page: number,
  perPage: number,
) {
  const { rows, total } = await deps.repo.list(staff.storeId, page, perPage);
  return { notices: rows.map(toNotice), total };
}

export async function memberNoticeDetail(deps: MemberNoticeDeps, staff: NoticeStaff, id: number) {
  const row = await deps.repo.find(staff.storeId, id);
  if (!row) throw notFound();
  const recipients = await deps.repo.recipients(staff.storeId, id);
  return {
    ...toNotice(row),
    recipients: recipients.map((r) => ({
      account_id: r.account_id,
      members: r.members,
      read_at: r.read_at ? isoTokyo(r.read_at) : null,
    })),
  };
}

/** The audience the form names, checked against the caller's store and labelled for staff. */
async function audienceOf(
  deps: MemberNoticeDeps,
  staff: NoticeStaff,
  input: RequestBody<'createMemberNotice'>['audience'],
): Promise<Audience> {
  const none = { classId: null, gradeId: null, customerId: null };
  switch (input.kind) {
    case 'all':
      if (staff.role !== 'admin') throw allStoresAdminOnly();
      return { kind: 'all', ...none, label: messages.audienceAll };
    case 'store': {
      const store = await deps.repo.storeNameOf(staff.storeId);
      return { kind: 'store', ...none, label: formatMessage(messages.audienceStore, { store }) };
    }
    case 'class': {
      if (!input.class_id) throw validationFailed({ class_id: [messages.classRequired] });
      const name = await deps.repo.nameOf('classes', staff.storeId, input.class_id);
      if (name === null) throw validationFailed({ class_id: [messages.classNotFound] });
      return {
        kind: 'class',
        ...none,
        classId: input.class_id,
        label: formatMessage(messages.audienceClass, { class: name }),
      };
    }
    case 'grade': {
      if (!input.grade_id) throw validationFailed({ grade_id: [messages.gradeRequired] });
      const name = await deps.repo.nameOf('grades', staff.storeId, input.grade_id);
      if (name === null) throw validationFailed({ grade_id: [messages.gradeNotFound] });
      return { kind: 'grade', ...none, gradeId: input.grade_id, label: name };
    }
    case 'family': {
      if (!input.customer_id) throw validationFailed({ customer_id: [messages.customerRequired] });
      const name = await deps.repo.customerNameOf(staff.storeId, input.customer_id);
      if (name === null) throw validationFailed({ customer_id: [messages.customerNotFound] });
      return {
        kind: 'family',
        ...none,
        customerId: input.customer_id,
        label: formatMessage(messages.audienceFamily, { name }),
      };
    }
  }
}

/** What a lesson's day changed that families are told of: 休講, 代行, or nothing (a moved lane or time alone). */
const changeOf = (lesson: LessonRow) =>
  lesson.status === 'cancelled' ? 'cancelled' : lesson.substitute_instructor ? 'substitute' : null;

/** The lesson a notice names has a 休講 or a 代行 that day, in the staff's store (422 on `lesson` otherwise). */
async function requireLessonChange(
  deps: MemberNoticeDeps,
  staff: NoticeStaff,
  lesson: { class_id: number; date: string },
) {
  const [found] = await lessonsOn(deps.db, staff.storeId, lesson.date, { classId: lesson.class_id });
  if (!found || changeOf(found) === null) throw validationFailed({ lesson: [messages.noLessonChange] });
}

/** Publishes now to the accounts the audience reaches (422 when it reaches none: nobody would read it). */
export async function publishMemberNotice(
  deps: MemberNoticeDeps,
  staff: NoticeStaff,
  input: RequestBody<'createMemberNotice'>,
) {
  // The staff form's own schema (one wording on both sides): the text, and the id the audience's kind needs.
  const form = parseForm(memberNoticeFormSchema, {
    title: input.title,
    body: input.body,
    audience_kind: input.audience.kind,
    class_id: input.audience.class_id ?? null,
    grade_id: input.audience.grade_id ?? null,
    customer_id: input.audience.customer_id ?? null,
  });
  const text = { title: form.title, body: form.body.trim() };
  const audience = await audienceOf(deps, staff, input.audience);
  const now = deps.now();
  // A notice made from a lesson's 休講 or 代行 (its draft's `lesson`): the families are told of it as such.
  if (input.lesson) await requireLessonChange(deps, staff, input.lesson);
  const kind = input.lesson ? 'lesson_changed' : 'notice_published';
  const id = await deps.db.transaction(async (tx) => {
    const repo = createMemberNoticeRepository(tx);
    const published = await repo.publish(
      { storeId: staff.storeId, ...text, audience, staffId: staff.staffId },
      dayOf(now),
      now,
    );
    // Every account it reached is notified (a 休講 or 代行 notice made from a lesson included), once per notice.
    if (published !== null) {
      await enqueueFamilyNotification(
        tx,
        {
          kind,
          eventKey: `member-notice:${published}`,
          recipients: { accounts: await repo.recipientAccounts(published) },
          ...(kind === 'lesson_changed'
            ? {
                title: formatMessage(notificationMessages.lessonChangedTitle, { title: text.title }),
                body: formatMessage(notificationMessages.lessonChangedBody, {}),
              }
            : {
                title: formatMessage(notificationMessages.noticePublishedTitle, { title: text.title }),
                body: formatMessage(notificationMessages.noticePublishedBody, { title: text.title }),
              }),
          path: '/my/notices',
        },
        now,
      );
    }
    return published;
  });
  if (id === null) throw validationFailed({ audience_kind: [messages.noRecipients] });
  const detail = await memberNoticeDetail(deps, staff, id);
  await announce(deps, (await deps.repo.find(staff.storeId, id)) as NoticeRow, 'published');
  return detail;
}

/** 取り下げ: once (409 after), by an admin or a manager of the notice's store; an all-store one by an admin. */
export async function withdrawMemberNotice(deps: MemberNoticeDeps, staff: NoticeStaff, id: number) {
  await deps.db.transaction(async (tx) => {
    const repo = createMemberNoticeRepository(tx);
    const row = await repo.find(staff.storeId, id, true);
    if (!row) throw notFound();
    if (row.audience_kind === 'all' && staff.role !== 'admin') throw allStoresAdminOnly();
    if (row.withdrawn_at) throw new ApiError(409, 'CONFLICT', messages.alreadyWithdrawn);
    await repo.withdraw(id, staff.staffId, deps.now());
  });
  const row = (await deps.repo.find(staff.storeId, id)) as NoticeRow;
  await announce(deps, row, 'withdrawn');
  return toNotice(row);
}

/** The notice a lesson's 休講 or 代行 calls for, addressed to the class, for staff to edit before publishing. */
export async function lessonNoticeDraft(
  deps: MemberNoticeDeps,
  staff: NoticeStaff,
  classId: number,
  day: string,
) {
  const [lesson] = await lessonsOn(deps.db, staff.storeId, day, { classId });
  if (!lesson) {
    if ((await deps.repo.nameOf('classes', staff.storeId, classId)) === null) {
      throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    }
    throw validationFailed({ date: [messages.noLessonChange] });
  }
  const values = {
    day: formatTokyo(midnightOf(day), 'M月d日(EEE)'),
    time: `${lesson.start_time}〜${lesson.end_time}`,
    class: lesson.name,
    coach: lesson.substitute_instructor?.name ?? '',
    reason: lesson.exception_reason
      ? formatMessage(messages.reasonLine, { reason: lesson.exception_reason })
      : '',
  };
  const audience = { kind: 'class' as const, class_id: classId };
  const change = changeOf(lesson);
  if (change === 'cancelled') {
    return {
      title: formatMessage(messages.cancelledTitle, values),
      body: formatMessage(messages.cancelledBody, values),
      audience,
      lesson: { class_id: classId, date: day },
    };
  }
  if (change === 'substitute') {
    return {
      title: formatMessage(messages.substituteTitle, values),
      body: formatMessage(messages.substituteBody, values),
      audience,
      lesson: { class_id: classId, date: day },
    };
  }
  throw validationFailed({ date: [messages.noLessonChange] });
}

// The family's side ------------------------------------------------------------------------------------------

export async function familyNotices(deps: MemberNoticeDeps, auth: FamilyAuth) {
  const rows = await deps.repo.ofAccount(auth.accountId, FAMILY_LIST_LIMIT);
  return {
    notices: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      store: { id: row.store_id, name: row.store_name },
      published_at: isoTokyo(row.published_at),
      read_at: row.read_at ? isoTokyo(row.read_at) : null,
    })),
    unread_count: await deps.repo.unreadCount(auth.accountId),
  };
}

/** Opening a notice: its first read is kept; one not sent to the account (or withdrawn) is 404 whatever the id. */
export async function markFamilyNoticeRead(deps: MemberNoticeDeps, auth: FamilyAuth, id: number) {
  const readAt = await deps.repo.markRead(auth.accountId, id, deps.now());
  if (!readAt) throw notFound();
  return { id, read_at: isoTokyo(readAt), unread_count: await deps.repo.unreadCount(auth.accountId) };
}
