import { useGrades, useProgramCategories, useSchools } from '@kayoi/api-client';
import type { SelectItem } from '@kayoi/ui';

// The choices a master form or filter offers from the other masters of the store (a program's school, category
// and grade range): one page of 100, the most the lists give, which a school's masters stay well within.

const ALL_AT_ONCE = 100;
const itemsOf = (rows: { id: number; name: string }[] | undefined): SelectItem[] =>
  (rows ?? []).map((row) => ({ id: String(row.id), label: row.name }));

export const useSchoolItems = () => itemsOf(useSchools({ per_page: ALL_AT_ONCE }).data?.data);

/** The categories of one school (none until a school is chosen). */
export function useCategoryItems(schoolId: number | undefined) {
  const categories = useProgramCategories({
    per_page: ALL_AT_ONCE,
    ...(schoolId ? { school_id: schoolId } : {}),
  });
  return schoolId ? itemsOf(categories.data?.data) : [];
}

/** The grades of one school in the school's order (none until a school is chosen). */
export function useGradeItems(schoolId: number | undefined) {
  const grades = useGrades({ per_page: ALL_AT_ONCE, ...(schoolId ? { school_id: schoolId } : {}) });
  return schoolId ? itemsOf(grades.data?.data) : [];
}
