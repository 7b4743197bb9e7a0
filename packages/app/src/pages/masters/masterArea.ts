import type { MasterForm } from '@kayoi/api-client/messages';
import { href } from '../../routes/table.ts';
import { may, type Permission } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';

/** One master of the school setup as its screens name it: the noun, the route, who writes it, its form's labels. */
export interface MasterArea {
  /** 施設, プログラム …: titles (施設一覧, 施設詳細), empty states and dialogs read it. */
  noun: string;
  /** The list's route (`master/facilities`); new, {id} and {id}/edit hang under it. */
  base: string;
  permission: Permission;
  /** Whose field labels name the fields of a change in the history. */
  form: MasterForm;
}

export const masterAreas = {
  stores: { noun: '店舗', base: 'master/stores', permission: 'writeStores', form: 'store' },
  facilities: { noun: '施設', base: 'master/facilities', permission: 'writeSchoolMasters', form: 'facility' },
  schools: { noun: 'スクール', base: 'master/schools', permission: 'writeSchoolMasters', form: 'school' },
  programCategories: {
    noun: 'プログラムカテゴリ',
    base: 'master/program-categories',
    permission: 'writeSchoolMasters',
    form: 'programCategory',
  },
  programs: {
    noun: 'プログラム',
    base: 'master/programs',
    permission: 'writeSchoolMasters',
    form: 'program',
  },
  grades: { noun: '級', base: 'master/grades', permission: 'writeSchoolMasters', form: 'grade' },
} as const satisfies Record<string, MasterArea>;

/** Whether the signed-in role writes this master (the server decides; the screens only hide what it refuses). */
export const useMayWrite = (area: MasterArea) => may(useSessionUser().role, area.permission);

export const listHref = (area: MasterArea) => href(area.base);
export const detailHref = (area: MasterArea, id: number) => href(`${area.base}/:id`, { id });
export const editHref = (area: MasterArea, id: number) => href(`${area.base}/:id/edit`, { id });
