import { dayOf, formatTokyo } from '@kayoi/domain/calendar';
import { classMessages, familyAccountMessages, formatMessage } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf } from '../../http/request.ts';
import { firstFreeDay } from '../classes/enrollment-repository.ts';
import {
  endClassEnrollment,
  enrollInClass,
  moveClassEnrollment,
  type SeatActor,
} from '../classes/enrollments.ts';
import { waitlistOfMember } from '../classes/member-repository.ts';
import { declineWaitlistOffer, runWaitlistTurn } from '../classes/members.ts';
import { findClassRows } from '../classes/repository.ts';
import { logFamilyActivity } from './activity.ts';
import type { FamilyAuth, FamilyDeps } from './use-cases.ts';

// キャンセル待ち from マイページ (issue 31): a family sees its linked members' places on waiting lists and the full
// classes they may wait for, joins a line, and accepts or declines a seat offered to a member before its hold
// ends. Every write goes through the desk's own use cases (enrollInClass, declineWaitlistOffer,
// endClassEnrollment), so the class lock, the order of the line, the hold and the enrolment's contract follow
// the one rule; the family's part is only that the member (or the entry's member) is one of the account's own —
// anything else is 404, whatever id is sent.

type Deps = FamilyDeps & { classes: FastifyInstance['kayoi'] };

const notFound = () => new ApiError(404, 'NOT_FOUND', classMessages.waitlistEntryNotFound);
const expiryText = (at: Date) => formatTokyo(at, 'yyyy年M月d日 H:mm');

interface ClassShape {
  id: number;
  name: string;
  program: { id: number; name: string } | null;
  day_of_week: number;
  start_time: string;
  end_time: string;
}
const classOf = (k: ClassShape) => ({
  id: k.id,
  name: k.name,
  program: k.program,
  day_of_week: k.day_of_week,
  start_time: k.start_time,
  end_time: k.end_time,
});

async function linkedMember(deps: Deps, auth: FamilyAuth, customerId: number) {
  const member = (await deps.repo.linkedMembers(auth.accountId)).find((m) => m.id === customerId);
  if (!member) throw notFound();
  return member;
}

/** A waiting-list entry of one of the account's members (any status), or 404. */
async function entryOf(deps: Deps, auth: FamilyAuth, id: number) {
  const { rows } = await deps.db.query<{
    id: number;
    class_id: number;
    customer_id: number;
    status: 'waiting' | 'offered' | 'enrolled' | 'withdrawn' | 'lapsed';
    offer_expires_at: Date | null;
  }>(
    `select w.id, w.class_id, w.customer_id, w.status, w.offer_expires_at
       from class_waitlist w
       join family_links l on l.customer_id = w.customer_id and l.account_id = $2
       join customers c on c.id = w.customer_id and c.store_id = l.store_id and c.status <> 'withdrawn'
      where w.id = $1`,
    [id, auth.accountId],
  );
  const entry = rows[0];
  if (!entry) throw notFound();
  return { entry, member: await linkedMember(deps, auth, entry.customer_id) };
}

/**
 * The classes the member may join the line of: active classes of their store within their grade range, with no
 * seat for a newcomer today (taken and held seats fill it, or someone already waits), neither their own class
 * nor one they wait for already.
 */
async function openingsOf(db: Queryable, member: { id: number; store_id: number }, now: Date) {
  const { rows } = await db.query<ClassShape & { waiting_count: number }>(
    `select k.id, k.name, k.day_of_week, to_char(k.start_time, 'HH24:MI') as start_time,
            to_char(k.end_time, 'HH24:MI') as end_time,
            case when p.id is null then null else json_build_object('id', p.id, 'name', p.name) end as program,
            (select count(*)::int from class_waitlist w where w.class_id = k.id
                and w.status in ('waiting', 'offered')) as waiting_count
       from classes k
       left join programs p on p.id = k.program_id
       join customers c on c.id = $2
       left join grades g on g.id = c.grade_id
       left join grades lo on lo.id = k.min_grade_id
       left join grades hi on hi.id = k.max_grade_id
      where k.store_id = $1 and k.is_active and (k.ends_on is null or k.ends_on >= $3::date)
        and (g.id is null or ((lo.id is null or g.sort_order >= lo.sort_order)
                              and (hi.id is null or g.sort_order <= hi.sort_order)))
        and not exists (select 1 from class_enrollments e where e.class_id = k.id and e.customer_id = $2
                          and (e.ended_on is null or e.ended_on >= $3::date))
        and not exists (select 1 from class_waitlist w where w.class_id = k.id and w.customer_id = $2
                          and w.status in ('waiting', 'offered'))
        and (exists (select 1 from class_waitlist w where w.class_id = k.id and w.status = 'waiting')
             or k.capacity <= (select count(*) from class_enrollments e where e.class_id = k.id
                                  and (e.ended_on is null or e.ended_on >= $3::date))
                             + (select count(*) from class_waitlist w where w.class_id = k.id
                                  and w.status = 'offered' and w.offer_expires_at > $4))
      order by k.day_of_week, k.start_time, k.id`,
    [member.store_id, member.id, dayOf(now), now],
  );
  return rows.map(({ waiting_count, ...k }) => ({ class: classOf(k), waiting_count }));
}

/** キャンセル待ち: each member's entries (an offer past its hold shows as expired) and the classes to wait for. */
export async function familyWaitlist(deps: Deps, auth: FamilyAuth) {
  const now = deps.config.now();
  const members = await deps.repo.linkedMembers(auth.accountId);
  return {
    members: await Promise.all(
      members.map(async (m) => {
        const entries = await waitlistOfMember(deps.db, m.id);
        const classes = new Map(
          (
            await findClassRows(
              deps.db,
              m.store_id,
              entries.map((e) => e.class_id),
              dayOf(now),
            )
          ).map((k) => [k.id, classOf(k)]),
        );
        return {
          member: { id: m.id, name: m.name },
          entries: entries.flatMap((e) => {
            const klass = classes.get(e.class_id);
            if (!klass) return [];
            const expired =
              e.status === 'offered' && e.offer_expires_at !== null && Date.parse(e.offer_expires_at) <= +now;
            return [
              {
                id: e.id,
                customer_id: m.id,
                class: klass,
                position: e.position,
                status: expired ? ('expired' as const) : e.status,
                joined_at: e.created_at,
                offer_expires_at: e.offer_expires_at,
              },
            ];
          }),
          classes: await openingsOf(deps.db, m, now),
        };
      }),
    ),
  };
}

const actorOf = (member: { store_id: number }): SeatActor => ({ storeId: member.store_id, staffId: null });

/** Joins the line through the desk's enrolment (waiting only: a free seat is the school's to give). */
async function joinWaitlist(deps: Deps, auth: FamilyAuth, customerId: number, classId: number) {
  const member = await linkedMember(deps, auth, customerId);
  const { result } = await enrollInClass(
    deps.classes,
    actorOf(member),
    classId,
    { customer_id: member.id, join_waitlist: true },
    'join',
  );
  const entry = (await familyWaitlist(deps, auth)).members
    .find((m) => m.member.id === member.id)
    ?.entries.find((e) => e.id === result.waitlist_entry?.id);
  if (!entry) throw notFound();
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: member.id,
    storeId: member.store_id,
    action: 'waitlist_joined',
    summary: formatMessage(familyAccountMessages.activityWaitlistJoined, {
      class: entry.class.name,
      position: entry.position,
    }),
  });
  return {
    entry,
    message: formatMessage(classMessages.familyWaitlistJoined, {
      name: member.name,
      position: entry.position,
    }),
  };
}

/**
 * An offer past its hold is refused naming its end; one the class's next write has not lapsed yet lapses now
 * (the waiting list's turn), so the seat goes on to the next in line at once.
 */
async function refuseLapsed(
  deps: Deps,
  member: { store_id: number },
  entry: { class_id: number; status: string; offer_expires_at: Date | null },
) {
  const passed = entry.offer_expires_at !== null && entry.offer_expires_at <= deps.config.now();
  if (entry.status === 'offered' && passed)
    await runWaitlistTurn(deps.classes, member.store_id, entry.class_id);
  if ((entry.status === 'lapsed' || (entry.status === 'offered' && passed)) && entry.offer_expires_at) {
    throw new ApiError(
      409,
      'CONFLICT',
      formatMessage(classMessages.offerExpired, { expires: expiryText(entry.offer_expires_at) }),
    );
  }
  if (entry.status !== 'waiting' && entry.status !== 'offered') throw notFound();
}

/**
 * 曜日変更 with the offered seat: the desk's move (the old place ends the day before; the new one from the day the
 * seat is free), from the member's own class only.
 */
async function moveIntoOffer(
  deps: Deps,
  member: { id: number; store_id: number },
  entry: { class_id: number },
  fromClassId: number,
) {
  const today = dayOf(deps.config.now());
  const own = await deps.repo.memberClasses([member.id], today);
  if (!own.some((k) => k.class_id === fromClassId) || fromClassId === entry.class_id) {
    throw validationFailed({ moves_from_class_id: [classMessages.moveFromNotOwn] });
  }
  const [to] = await findClassRows(deps.db, member.store_id, [entry.class_id], today);
  if (!to) throw notFound();
  const movesOn = await firstFreeDay(deps.db, entry.class_id, to.capacity, today);
  const { enrollment } = await moveClassEnrollment(
    deps.classes,
    actorOf(member),
    fromClassId,
    member.id,
    { to_class_id: entry.class_id, moves_on: movesOn },
    'accept',
  );
  return enrollment.enrolled_on;
}

/**
 * 受ける: the desk's enrolment of the offered seat (class locked; the place and its contract together), or with
 * `movesFrom` the desk's move into it.
 */
async function acceptOffer(deps: Deps, auth: FamilyAuth, id: number, movesFrom: number | null) {
  const { entry, member } = await entryOf(deps, auth, id);
  await refuseLapsed(deps, member, entry);
  const enrolledOn =
    movesFrom === null
      ? ((
          await enrollInClass(
            deps.classes,
            actorOf(member),
            entry.class_id,
            { customer_id: member.id, join_waitlist: false },
            'accept',
          )
        ).result.enrollment?.enrolled_on as string)
      : await moveIntoOffer(deps, member, entry, movesFrom);
  const rows = await findClassRows(deps.db, member.store_id, [entry.class_id, movesFrom ?? 0], enrolledOn);
  const klass = rows.find((k) => k.id === entry.class_id);
  if (!klass) throw notFound();
  const from = formatTokyo(Date.parse(`${enrolledOn}T00:00:00+09:00`), 'M月d日');
  const left = rows.find((k) => k.id === movesFrom);
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: member.id,
    storeId: member.store_id,
    action: 'waitlist_accepted',
    summary: formatMessage(familyAccountMessages.activityWaitlistAccepted, { class: klass.name, from }),
  });
  return {
    acceptance: { customer_id: member.id, class: classOf(klass), enrolled_on: enrolledOn },
    message: left
      ? formatMessage(classMessages.familyOfferAcceptedMove, {
          name: member.name,
          from_class: left.name,
          class: klass.name,
          from,
        })
      : formatMessage(classMessages.familyOfferAccepted, { name: member.name, class: klass.name, from }),
  };
}

async function declineOffer(deps: Deps, auth: FamilyAuth, id: number) {
  const { entry, member } = await entryOf(deps, auth, id);
  await refuseLapsed(deps, member, entry);
  const { message } = await declineWaitlistOffer(deps.classes, actorOf(member), entry.class_id, member.id);
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: member.id,
    storeId: member.store_id,
    action: 'waitlist_declined',
    summary: familyAccountMessages.activityWaitlistDeclined,
  });
  return message;
}

async function leaveWaitlist(deps: Deps, auth: FamilyAuth, id: number) {
  const { entry, member } = await entryOf(deps, auth, id);
  if (entry.status !== 'waiting' && entry.status !== 'offered') throw notFound();
  await endClassEnrollment(deps.classes, actorOf(member), entry.class_id, member.id, undefined, true);
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: member.id,
    storeId: member.store_id,
    action: 'waitlist_left',
    summary: familyAccountMessages.activityWaitlistLeft,
  });
  return formatMessage(classMessages.familyWaitlistLeft, { name: member.name });
}

/** The family's waiting-list operations, spread into the family module's handlers. */
export function familyWaitlistHandlers(
  deps: Deps,
  requireFamily: (request: FastifyRequest) => FamilyAuth,
): OperationHandlers {
  return {
    listFamilyWaitlist: async (request) => success(await familyWaitlist(deps, requireFamily(request))),
    async joinFamilyWaitlist(request) {
      const input = bodyOf(request, 'joinFamilyWaitlist');
      const { entry, message } = await joinWaitlist(
        deps,
        requireFamily(request),
        input.customer_id,
        input.class_id,
      );
      return success(entry, message);
    },
    async acceptFamilyWaitlistOffer(request) {
      const { id } = paramsOf(request, 'acceptFamilyWaitlistOffer');
      const movesFrom = bodyOf(request, 'acceptFamilyWaitlistOffer')?.moves_from_class_id ?? null;
      const { acceptance, message } = await acceptOffer(deps, requireFamily(request), id, movesFrom);
      return success(acceptance, message);
    },
    declineFamilyWaitlistOffer: async (request) =>
      success(
        null,
        await declineOffer(deps, requireFamily(request), paramsOf(request, 'declineFamilyWaitlistOffer').id),
      ),
    leaveFamilyWaitlist: async (request) =>
      success(
        null,
        await leaveWaitlist(deps, requireFamily(request), paramsOf(request, 'leaveFamilyWaitlist').id),
      ),
  };
}
