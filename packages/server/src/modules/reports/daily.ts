import type { components } from '@kayoi/api-client/schema';
import { isoTokyo, isValidIsoDate, todayInTokyo } from '@kayoi/domain/calendar';
import { reportMessages, serverMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, requireAuth } from '../../http/request.ts';
import { resolveScope } from './shared.ts';

// The daily report (日報) and its close of the day (締め).

type DailySignOff = components['schemas']['DailySignOff'];

interface SignOffRow {
  day: string;
  store_id: number;
  note: string | null;
  signed_at: Date | string;
  signed_by: number | null;
  staff_name: string | null;
}

const SIGN_OFF_SELECT = `select to_char(s.day, 'YYYY-MM-DD') as day, s.store_id, s.note, s.signed_at, s.signed_by,
  st.name as staff_name
  from report_daily_signoffs s left join staffs st on st.id = s.signed_by`;

const toSignOff = (row: SignOffRow): DailySignOff => ({
  date: row.day,
  store_id: row.store_id,
  signed_by: { id: row.signed_by ?? 0, name: row.staff_name ?? '' },
  signed_at: isoTokyo(new Date(row.signed_at)),
  note: row.note,
});

/** The sign-off of a store's day, or null while the day is open. */
export async function signOffOf(db: Queryable, storeId: number, day: string): Promise<DailySignOff | null> {
  const { rows } = await db.query<SignOffRow>(
    `${SIGN_OFF_SELECT} where s.store_id = $1 and s.day = $2::date`,
    [storeId, day],
  );
  return rows[0] ? toSignOff(rows[0]) : null;
}

/** POST /api/reports/daily/sign-off: signs a store's day once (a second sign-off 409). */
export function dailySignOffHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config } = app.kayoi;
  return {
    async signOffDailyReport(request, reply) {
      const auth = requireAuth(request);
      const input = bodyOf(request, 'signOffDailyReport');
      const invalid = (message: string) =>
        new ApiError(422, 'VALIDATION_ERROR', message, { fieldErrors: { date: [message] } });
      if (!isValidIsoDate(input.date)) throw invalid(reportMessages.invalidDate);
      if (input.date > todayInTokyo(config.now())) throw invalid(reportMessages.futureDay);
      const scope = await resolveScope(
        db,
        auth,
        input.store_id === undefined ? undefined : String(input.store_id),
      );
      if (scope.storeId === null) {
        throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.storeRequired, {
          fieldErrors: { store_id: [serverMessages.storeRequired] },
        });
      }
      const note = input.note?.trim() ? input.note.trim() : null;
      const { rows } = await db.query<{ day: string }>(
        `insert into report_daily_signoffs (store_id, day, note, signed_by, signed_at)
         values ($1, $2::date, $3, $4, $5) on conflict (store_id, day) do nothing returning day`,
        [scope.storeId, input.date, note, auth.staffId, config.now()],
      );
      if (rows.length === 0) throw new ApiError(409, 'CONFLICT', reportMessages.alreadySignedOff);
      const signed = await signOffOf(db, scope.storeId, input.date);
      return reply.code(201).send(success(signed, reportMessages.signedOff));
    },
  };
}
