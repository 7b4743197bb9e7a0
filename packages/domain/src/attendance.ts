import { dayOf, MINUTE_MS } from './calendar.ts';

// What one tap at the desk changes in the current status (issue 30), written once: the server sends it in the
// `attendance.changed` event, and the desk that tapped applies the same change from its own answer before the
// event arrives. The shapes are the contract's (AttendanceChangedEvent's payload, CustomerAttendanceData).

/** The parts of a tap's answer the change is made of. */
export interface TapOutcome {
  customer: { id: number; name: string; name_kana: string };
  attendance: {
    id: number;
    check_in_at: string;
    check_in_time: string;
    check_out_at: string | null;
    check_out_time: string | null;
    is_overtime: boolean;
  };
  action: 'check_in' | 'check_out';
  welcome: { member_number: string };
}

/**
 * The change: the new entry or exit, on a check-in the new row inside (its stay counted to `now`), and the tap's
 * Tokyo day (a screen showing another day reads its status again instead).
 */
export function attendanceChangeOfTap({ customer, attendance, action, welcome }: TapOutcome, now: number) {
  const checkOut = action === 'check_out';
  const at = checkOut && attendance.check_out_at ? attendance.check_out_at : attendance.check_in_at;
  const time = checkOut && attendance.check_out_time ? attendance.check_out_time : attendance.check_in_time;
  return {
    customer_id: customer.id,
    attendance_id: attendance.id,
    action,
    day: dayOf(Date.parse(at)),
    entry: { attendance_id: attendance.id, customer_id: customer.id, name: customer.name, action, at, time },
    ...(checkOut
      ? {}
      : {
          visitor: {
            attendance_id: attendance.id,
            customer_id: customer.id,
            name: customer.name,
            name_kana: customer.name_kana,
            member_number: welcome.member_number,
            check_in_at: attendance.check_in_at,
            check_in_time: attendance.check_in_time,
            stay_minutes: Math.max(0, Math.floor((now - Date.parse(attendance.check_in_at)) / MINUTE_MS)),
            is_overtime: attendance.is_overtime,
          },
        }),
  };
}
