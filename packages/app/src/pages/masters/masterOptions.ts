import { useGrades, useProgramCategories, useSchools } from '@kayoi/api-client';
import type { SelectItem } from '@kayoi/ui';

// The choices a master form or filter offers from the other masters of the store (a program's school, category
// and grade range): one page of 100, the most the lists give, which a school's masters stay well within.

const ALL_AT_ONCE = 100;

/**
 * A select's choices and whether they are still coming (the select then says 「読み込み中…」 and waits). The lists keep
 * the last answer while the next loads (their pages do): another school's grades are not choices, so those count
 * as still coming.
 */
export interface Choices {
  items: SelectItem[];
  isLoading: boolean;
}

export const choicesOf = (
  query: {
    data?: { data: { id: number; name: string }[] } | undefined;
    isPending: boolean;
    isPlaceholderData: boolean;
  },
  enabled = true,
): Choices =>
  enabled
    ? {
        items: (query.data?.data ?? []).map((row) => ({ id: String(row.id), label: row.name })),
        isLoading: query.isPending || query.isPlaceholderData,
      }
    : { items: [], isLoading: false };

export const useSchoolItems = () => choicesOf(useSchools({ per_page: ALL_AT_ONCE }));

/** The categories of one school (none until a school is chosen). */
export function useCategoryItems(schoolId: number | undefined) {
  const categories = useProgramCategories({
    per_page: ALL_AT_ONCE,
    ...(schoolId ? { school_id: schoolId } : {}),
  });
  return choicesOf(categories, Boolean(schoolId));
}

/** The grades of one school in the school's order (none until a school is chosen). */
export function useGradeItems(schoolId: number | undefined) {
  const grades = useGrades({ per_page: ALL_AT_ONCE, ...(schoolId ? { school_id: schoolId } : {}) });
  return choicesOf(grades, Boolean(schoolId));
}
