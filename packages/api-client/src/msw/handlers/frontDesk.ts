import { canned, type KeyOf } from '../canned.ts';
import { handleAs, http, jsonBody, pathId, success } from '../http.ts';
import { inCallersStore, listAnswer, ofCallersStore, schemaKeys } from '../resource.ts';

// The front desk (issue 5): check-in and out, the welcome display, who is inside, the tablet, the card
// registry. Every answer is the server's, recorded: which tap is a check-in, a check-out or a duplicate, who
// may be recorded, how a visit counts for a lesson. The staff list is the recorded staff records.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The customer a tap names, by id or by card (`customer:5`); an unknown card by its UID. */
const tapKey: KeyOf = async (request, lookup) => {
  const body = await jsonBody(request);
  if (typeof body.customer_id === 'number') return `customer:${body.customer_id}`;
  const uid = text(body.nfc_uid);
  const holder = lookup.cardHolder(uid);
  return holder ? `${holder.holder_type}:${holder.holder_id}` : `card:${uid.toUpperCase()}`;
};

const STAFF_ITEM = schemaKeys('StaffListItem');

export const frontDeskHandlers = [
  canned('recordCustomerAttendance', { key: tapKey }),
  canned('getCustomerWelcome'),
  canned('getAttendanceStatus'),
  canned('getCustomerOvertimeCount'),
  canned('getCustomerMonthlyCount'),
  canned('getCustomerContract'),
  canned('getCustomerRecentHistory'),

  canned('listTabletLessons'),
  canned('markLessonAttendance', {
    key: async (request) => {
      const body = await jsonBody(request);
      return `${text(body.date)} ${text(body.status)}`;
    },
  }),
  canned('clearLessonAttendance'),
  canned('recordLessonCardTap', {
    key: async (request, lookup) =>
      `${await tapKey(request, lookup)} ${text((await jsonBody(request)).date)}`,
  }),

  canned('listNfcCards'),
  // The holder the card is written for (a written card's UID is the reader's to choose).
  canned('issueNfcCard', {
    key: async (request) => {
      const body = await jsonBody(request);
      return `${text(body.holder_type)}:${String(body.holder_id)}`;
    },
  }),
  canned('disableNfcCard'),

  http.get('/api/staffs', (info) =>
    handleAs(info, 'listStaffs', (caller) => {
      const list = listAnswer(ofCallersStore(caller.store, caller, 'staffs'), new URLSearchParams(), {
        item: STAFF_ITEM,
        paginated: false,
      });
      return info.response(200).json(success(list.data as never));
    }),
  ),

  http.get('/api/staffs/{id}', (info) =>
    handleAs(info, 'getStaff', (caller) =>
      info.response(200).json(success(inCallersStore(caller, 'staffs', pathId(info.params.id)))),
    ),
  ),
];
