import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Weekly classes (レッスン枠) and who is enrolled in them: tables classes and class_enrollments. The classes
// module owns them; for now it only ends a member's enrolments (the tablet and the dashboard read them in SQL).

export function createClassRepository(db: Queryable) {
  return {
    /** Ends every enrolment of the customer still running, on `day` (退会). */
    async endEnrolmentsOf(customerId: number, day: Day): Promise<void> {
      await db.query(
        'update class_enrollments set ended_on = $2::date where customer_id = $1 and ended_on is null',
        [customerId, day],
      );
    },
  };
}
