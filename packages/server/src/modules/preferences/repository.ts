import type { Queryable } from '../../db/database.ts';

// Each staff member's own settings: table user_preferences, owned by the preferences module.

export type Theme = 'light' | 'dark' | 'auto';

export function createPreferenceRepository(db: Queryable) {
  return {
    /** The staff member's colour scheme, or undefined before they chose one. */
    async theme(staffId: number): Promise<Theme | undefined> {
      const { rows } = await db.query<{ theme: Theme }>(
        'select theme from user_preferences where staff_id = $1',
        [staffId],
      );
      return rows[0]?.theme;
    },

    async saveTheme(staffId: number, theme: Theme, at: Date): Promise<Theme> {
      const { rows } = await db.query<{ theme: Theme }>(
        `insert into user_preferences (staff_id, theme, updated_at) values ($1, $2, $3)
         on conflict (staff_id) do update set theme = excluded.theme, updated_at = excluded.updated_at
         returning theme`,
        [staffId, theme, at],
      );
      return (rows[0] as { theme: Theme }).theme;
    },

    /** Whether the staff member closed the first-run guide (はじめに); false before they chose. */
    async setupGuideHidden(staffId: number): Promise<boolean> {
      const { rows } = await db.query<{ setup_guide_hidden: boolean }>(
        'select setup_guide_hidden from user_preferences where staff_id = $1',
        [staffId],
      );
      return rows[0]?.setup_guide_hidden ?? false;
    },

    async saveSetupGuideHidden(staffId: number, hidden: boolean, at: Date): Promise<boolean> {
      const { rows } = await db.query<{ setup_guide_hidden: boolean }>(
        `insert into user_preferences (staff_id, setup_guide_hidden, updated_at) values ($1, $2, $3)
         on conflict (staff_id) do update set setup_guide_hidden = excluded.setup_guide_hidden,
           updated_at = excluded.updated_at
         returning setup_guide_hidden`,
        [staffId, hidden, at],
      );
      return (rows[0] as { setup_guide_hidden: boolean }).setup_guide_hidden;
    },
  };
}
