import {
  dayOf,
  isoTokyo,
  isValidIsoDate,
  MINUTE_MS,
  midnightOf,
  minutesOf,
  weekdayOf,
} from '@kayoi/domain/calendar';
import { normalizeCardUid } from '@kayoi/domain/cards';
import { CARD_ENTITY_ID_MAX } from '@kayoi/domain/constants';
import type { FixtureClass, FixtureCustomer } from '@kayoi/domain/demo';
import { customerCardMessages, frontDeskMessages } from '@kayoi/domain/messages';
import { z } from 'zod';
import type { NfcCard, TabletLesson, TabletMember } from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  forbidden,
  handleAs,
  http,
  jsonBody,
  MockApiError,
  notFound,
  parseOr422,
  pathId,
  success,
  validationError,
} from '../http.ts';
import { frontDeskState, type LessonMark } from './frontDeskState.ts';

// The tablet, the card registry and the staff list over the fixture store (issue 5).

const EARLY_MINUTES = 30;
const dateSchema = z.string().refine(isValidIsoDate, { error: '日付の形式が正しくありません' });
const markKey = (classId: number, date: string, customerId: number) => `${classId}:${date}:${customerId}`;

function membersOf(store: FixtureStore, lesson: FixtureClass, date: string): TabletMember[] {
  const midnight = midnightOf(date);
  const opens = midnight + (minutesOf(lesson.start) - EARLY_MINUTES) * MINUTE_MS;
  const closes = midnight + minutesOf(lesson.end) * MINUTE_MS;
  const { marks } = frontDeskState(store);
  return store.customers
    .filter(
      (c) =>
        c.status === 'active' &&
        c.class_ids.includes(lesson.id) &&
        c.joined_at <= midnight &&
        (c.left_at === null || c.left_at >= midnight),
    )
    .sort((a, b) =>
      `${a.family_name_kana}${a.given_name_kana}`.localeCompare(`${b.family_name_kana}${b.given_name_kana}`),
    )
    .map((c) => memberRow(store, c, marks.get(markKey(lesson.id, date, c.id)), opens, closes));
}

function memberRow(
  store: FixtureStore,
  c: FixtureCustomer,
  mark: LessonMark | undefined,
  opens: number,
  closes: number,
): TabletMember {
  const visit = store.attendances.find(
    (a) =>
      a.customer_id === c.id &&
      a.check_in_at < closes &&
      (a.check_out_at ?? Number.POSITIVE_INFINITY) > opens,
  );
  return {
    customer_id: c.id,
    name: `${c.family_name} ${c.given_name}`,
    name_kana: `${c.family_name_kana} ${c.given_name_kana}`,
    presence: mark?.status ?? (visit ? 'present' : 'unmarked'),
    mark: mark?.status ?? null,
    source: mark ? mark.source : visit ? 'visit' : null,
    checked_in_at: visit ? isoTokyo(visit.check_in_at) : null,
  };
}

function lessonsOf(store: FixtureStore, storeId: number, date: string): TabletLesson[] {
  const weekday = weekdayOf(date);
  return store.classes
    .filter((k) => k.store_id === storeId && k.day === weekday)
    .sort((a, b) => a.start.localeCompare(b.start) || (a.lane ?? '').localeCompare(b.lane ?? ''))
    .map((k) => {
      const members = membersOf(store, k, date);
      const count = (p: string) => members.filter((m) => m.presence === p).length;
      return {
        class_id: k.id,
        name: k.name,
        program_name: store.programs.find((p) => p.id === k.program_id)?.name ?? null,
        lane: k.lane,
        start_time: k.start,
        end_time: k.end,
        instructor_name: k.instructor_id ? (store.staffById(k.instructor_id)?.name ?? null) : null,
        capacity: k.capacity,
        members,
        counts: {
          present: count('present'),
          absent: count('absent'),
          excused: count('excused'),
          unmarked: count('unmarked'),
        },
      };
    });
}

function lessonMember(caller: Caller, classId: number, customerId: number, date: string) {
  const lesson = caller.store.classes.find((k) => k.id === classId && k.store_id === caller.storeId);
  if (!lesson) throw notFound(frontDeskMessages.lessonNotFound);
  if (weekdayOf(date) !== lesson.day) {
    throw validationError(
      { date: [frontDeskMessages.lessonDateMismatch] },
      frontDeskMessages.lessonDateMismatch,
    );
  }
  const member = membersOf(caller.store, lesson, date).find((m) => m.customer_id === customerId);
  if (!member) throw notFound(frontDeskMessages.notEnrolled);
  return { lesson, member };
}

const holderOf = (store: FixtureStore, caller: Caller, type: 'staff' | 'customer', id: number) => {
  const holder = type === 'staff' ? store.staffById(id) : store.customerById(id);
  if (!holder || holder.store_id !== caller.storeId) throw notFound(frontDeskMessages.holderNotFound);
  return holder;
};

/** A card UID as the API shows it: whole to admins in the card registry, else its last 4 behind `*`. */
const maskCardUid = (uid: string) => `${'*'.repeat(Math.max(0, uid.length - 4))}${uid.slice(-4)}`;
const cardView = (caller: Caller, card: NfcCard): NfcCard =>
  caller.staff.role === 'admin' ? card : { ...card, uid: maskCardUid(card.uid) };

const mayManage = (caller: Caller, type: 'staff' | 'customer') => {
  if (type === 'staff' && caller.staff.role === 'staff') throw forbidden();
};

export const frontDeskHandlers = [
  http.get('/api/tablet-attendance/lessons', (info) =>
    handleAs(info, 'listTabletLessons', (caller) => {
      const param = info.query.get('date');
      const date =
        param === null
          ? dayOf(caller.store.nowMs())
          : parseOr422(z.object({ date: dateSchema }), { date: param }).date;
      return info
        .response(200)
        .json(success({ date, lessons: lessonsOf(caller.store, caller.storeId, date) }));
    }),
  ),

  http.put('/api/tablet-attendance/lessons/{classId}/members/{customerId}', (info) =>
    handleAs(info, 'markLessonAttendance', async (caller) => {
      const body = parseOr422(
        z.object({
          date: dateSchema,
          status: z.enum(['present', 'absent', 'excused'], { error: 'ステータスを選択してください' }),
        }),
        await jsonBody(info.request),
      );
      const classId = pathId(info.params.classId);
      const customerId = pathId(info.params.customerId);
      lessonMember(caller, classId, customerId, body.date);
      frontDeskState(caller.store).marks.set(markKey(classId, body.date, customerId), {
        status: body.status,
        source: 'tablet',
      });
      const { member } = lessonMember(caller, classId, customerId, body.date);
      return info.response(200).json(success(member, frontDeskMessages.lessonMarked));
    }),
  ),

  http.delete('/api/tablet-attendance/lessons/{classId}/members/{customerId}', (info) =>
    handleAs(info, 'clearLessonAttendance', (caller) => {
      const date = parseOr422(z.object({ date: dateSchema }), { date: info.query.get('date') ?? '' }).date;
      const classId = pathId(info.params.classId);
      const customerId = pathId(info.params.customerId);
      lessonMember(caller, classId, customerId, date);
      frontDeskState(caller.store).marks.delete(markKey(classId, date, customerId));
      const { member } = lessonMember(caller, classId, customerId, date);
      return info.response(200).json(success(member, frontDeskMessages.lessonMarkCleared));
    }),
  ),

  http.post('/api/tablet-attendance/card-taps', (info) =>
    handleAs(info, 'recordLessonCardTap', async (caller) => {
      const body = parseOr422(
        z.object({
          nfc_uid: z.string().regex(/^[0-9A-Fa-f]{8,16}$/, { error: 'NFCカードIDの形式が不正です' }),
          date: dateSchema.optional(),
        }),
        await jsonBody(info.request),
      );
      const { store } = caller;
      const uid = normalizeCardUid(body.nfc_uid);
      const customer = store.customers.find((c) => c.card?.uid === uid);
      if (!customer || customer.store_id !== caller.storeId)
        throw notFound(customerCardMessages.customerNotFound);
      if (!customer.card?.active)
        throw new MockApiError(403, 'CARD_DISABLED', customerCardMessages.cardInvalid);
      const now = store.nowMs();
      const date = body.date ?? dayOf(now);
      const midnight = midnightOf(date);
      const own = lessonsOf(store, caller.storeId, date).filter((l) =>
        l.members.some((m) => m.customer_id === customer.id),
      );
      const windows = own.map((l) => ({
        lesson: l,
        opens: midnight + (minutesOf(l.start_time) - EARLY_MINUTES) * MINUTE_MS,
        closes: midnight + minutesOf(l.end_time) * MINUTE_MS,
      }));
      const chosen =
        windows.find((w) => now >= w.opens && now <= w.closes) ??
        windows.filter((w) => w.opens > now).sort((a, b) => a.opens - b.opens)[0];
      if (!chosen) throw notFound(frontDeskMessages.noLessonToday);
      frontDeskState(store).marks.set(markKey(chosen.lesson.class_id, date, customer.id), {
        status: 'present',
        source: 'card',
      });
      const { member } = lessonMember(caller, chosen.lesson.class_id, customer.id, date);
      return info
        .response(200)
        .json(
          success(
            { class_id: chosen.lesson.class_id, lesson_name: chosen.lesson.name, member },
            frontDeskMessages.lessonMarked,
          ),
        );
    }),
  ),

  http.get('/api/nfc-cards', (info) =>
    handleAs(info, 'listNfcCards', (caller) => {
      const query = parseOr422(
        z.object({
          holder_type: z.enum(['staff', 'customer']),
          holder_id: z.coerce.number().int().positive(),
        }),
        { holder_type: info.query.get('holder_type'), holder_id: info.query.get('holder_id') },
      );
      holderOf(caller.store, caller, query.holder_type, query.holder_id);
      const cards = frontDeskState(caller.store)
        .cards.filter((c) => c.holder_type === query.holder_type && c.holder_id === query.holder_id)
        .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || b.id - a.id)
        .map((c) => cardView(caller, c));
      return info.response(200).json(success(cards));
    }),
  ),

  http.post('/api/nfc-cards', (info) =>
    handleAs(info, 'issueNfcCard', async (caller) => {
      const body = parseOr422(
        z.object({
          holder_type: z.enum(['staff', 'customer']),
          holder_id: z
            .number()
            .int()
            .positive()
            .max(CARD_ENTITY_ID_MAX, { error: frontDeskMessages.entityIdTooLarge }),
          uid: z.string().regex(/^[0-9A-Fa-f]{8,16}$/, { error: 'NFCカードIDの形式が不正です' }),
        }),
        await jsonBody(info.request),
      );
      mayManage(caller, body.holder_type);
      const holder = holderOf(caller.store, caller, body.holder_type, body.holder_id);
      const state = frontDeskState(caller.store);
      const uid = normalizeCardUid(body.uid);
      const same = state.cards.find((c) => c.uid === uid);
      if (same && (same.holder_type !== body.holder_type || same.holder_id !== body.holder_id)) {
        throw new MockApiError(409, 'CONFLICT', frontDeskMessages.cardTakenByOther);
      }
      const now = isoTokyo(caller.store.nowMs());
      for (const card of state.cards) {
        if (
          card.holder_type === body.holder_type &&
          card.holder_id === body.holder_id &&
          card.status === 'active' &&
          card.uid !== uid
        ) {
          card.status = 'disabled';
          card.disabled_at = now;
        }
      }
      const name = 'family_name' in holder ? `${holder.family_name} ${holder.given_name}` : holder.name;
      let card: NfcCard;
      if (same) {
        Object.assign(same, { status: 'active', disabled_at: null, issued_at: now });
        card = same;
      } else {
        card = {
          id: Math.max(0, ...state.cards.map((c) => c.id)) + 1,
          uid,
          card_type: body.holder_type === 'staff' ? 1 : 2,
          holder_type: body.holder_type,
          holder_id: body.holder_id,
          holder_name: name,
          entity_id: body.holder_id,
          status: 'active',
          issued_at: now,
          disabled_at: null,
        };
        state.cards.push(card);
      }
      holder.card = { uid, active: true };
      return info.response(201).json(success(cardView(caller, card), frontDeskMessages.cardIssued));
    }),
  ),

  http.post('/api/nfc-cards/{id}/disable', (info) =>
    handleAs(info, 'disableNfcCard', (caller) => {
      const card = frontDeskState(caller.store).cards.find((c) => c.id === pathId(info.params.id));
      if (!card) throw notFound();
      const holder = holderOf(caller.store, caller, card.holder_type, card.holder_id);
      mayManage(caller, card.holder_type);
      if (card.status === 'active') {
        card.status = 'disabled';
        card.disabled_at = isoTokyo(caller.store.nowMs());
        if (holder.card?.uid === card.uid) holder.card = { uid: card.uid, active: false };
      }
      return info.response(200).json(success(cardView(caller, card), frontDeskMessages.cardDisabledDone));
    }),
  ),

  http.get('/api/staffs', (info) =>
    handleAs(info, 'listStaffs', (caller) => {
      const list = caller.store.staff
        .filter((s) => s.store_id === caller.storeId)
        .sort((a, b) => a.name_kana.localeCompare(b.name_kana))
        .map((s) => staffItem(caller.store, s.id));
      return info.response(200).json(success(list));
    }),
  ),

  http.get('/api/staffs/{id}', (info) =>
    handleAs(info, 'getStaff', (caller) => {
      const staff = caller.store.staffById(pathId(info.params.id));
      if (!staff || staff.store_id !== caller.storeId) throw notFound(frontDeskMessages.staffNotFound);
      return info.response(200).json(
        success({
          ...staffItem(caller.store, staff.id),
          store: caller.store.storeName(staff.store_id),
          store_id: staff.store_id,
          gender: staff.gender,
        }),
      );
    }),
  ),
];

function staffItem(store: FixtureStore, id: number) {
  const staff = store.staffById(id);
  if (!staff) throw notFound();
  const card = frontDeskState(store).cards.find(
    (c) => c.holder_type === 'staff' && c.holder_id === id && c.status === 'active',
  );
  return {
    id: staff.id,
    name: staff.name,
    name_kana: staff.name_kana,
    email: staff.email,
    role: staff.role,
    is_active: staff.is_active,
    photo_url: staff.photo_url,
    card: card ? { id: card.id, uid: maskCardUid(card.uid), issued_at: card.issued_at } : null,
  };
}
