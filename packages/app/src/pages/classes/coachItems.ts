import type { components } from '@kayoi/api-client';

type Staff = Pick<components['schemas']['StaffListItem'], 'id' | 'name' | 'is_instructor'>;

/** The switch that widens a coach picker to every staff member. */
export const SHOW_ALL_STAFF = '指導員以外も表示';

/**
 * The staff a coach picker offers (担当・補助・代行): the store's 指導員 only, or everyone when `showAll`; someone
 * already chosen stays offered, marked when not a 指導員, so an older class's coach is not silently lost.
 */
export function coachItems(
  staffs: readonly Staff[] | undefined,
  { showAll, chosen = [] }: { showAll: boolean; chosen?: readonly (string | null | undefined)[] },
): { id: string; label: string }[] {
  return (staffs ?? [])
    .filter((staff) => showAll || staff.is_instructor || chosen.includes(String(staff.id)))
    .map((staff) => ({
      id: String(staff.id),
      label: staff.is_instructor ? staff.name : `${staff.name}（指導員以外）`,
    }));
}
