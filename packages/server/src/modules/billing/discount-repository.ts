import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import type { Schemas } from './sql.ts';
import { customerName, instant } from './sql.ts';

// Discount groups (家族・兄弟割引) with their members and rules (discount_groups, discount_group_members,
// discount_rules).

export type DiscountGroupRow = Schemas['DiscountGroup'];

const GROUP_COLUMNS = `g.id, g.name, g.kind, g.valid_from::text as valid_from, g.valid_to::text as valid_to, g.note,
  coalesce((select json_agg(json_build_object('customer_id', m.customer_id,
      'customer_name', ${customerName('cu')}, 'member_number', cu.member_number, 'position', m.position)
      order by m.position)
    from discount_group_members m join customers cu on cu.id = m.customer_id where m.group_id = g.id), '[]'::json)
    as members,
  coalesce((select json_agg(json_build_object('id', r.id, 'member_rank', r.member_rank, 'program_id', r.program_id,
      'program_name', p.name, 'discount_type', r.discount_type, 'value', r.value) order by r.member_rank, r.id)
    from discount_rules r left join programs p on p.id = r.program_id
    where r.group_id = g.id and r.retired_at is null), '[]'::json) as rules,
  ${instant('g.created_at')} as created_at, ${instant('g.updated_at')} as updated_at`;

export interface DiscountGroupFields {
  name: string;
  kind: string;
  valid_from: Day;
  valid_to: Day | null;
  note: string | null;
  member_ids: number[];
  rules: { member_rank: number; program_id: number | null; discount_type: string; value: number }[];
}

export function createDiscountGroupRepository(db: Queryable) {
  return {
    // --------------------------------------------------------------------------- discount groups

    async listGroups(storeId: number, search?: string): Promise<DiscountGroupRow[]> {
      const params: unknown[] = [storeId];
      let filter = '';
      if (search) {
        params.push(`%${search}%`);
        filter = `and (g.name ilike $2 or exists (select 1 from discount_group_members m
          join customers cu on cu.id = m.customer_id where m.group_id = g.id
          and (cu.family_name || cu.given_name || cu.family_name_kana || cu.given_name_kana) ilike $2))`;
      }
      const { rows } = await db.query<DiscountGroupRow>(
        `select ${GROUP_COLUMNS} from discount_groups g where g.store_id = $1 ${filter} order by g.name, g.id`,
        params,
      );
      return rows;
    },

    async findGroup(storeId: number, id: number): Promise<DiscountGroupRow | undefined> {
      const { rows } = await db.query<DiscountGroupRow>(
        `select ${GROUP_COLUMNS} from discount_groups g where g.store_id = $1 and g.id = $2`,
        [storeId, id],
      );
      return rows[0];
    },

    async lockGroup(storeId: number, id: number): Promise<boolean> {
      const { rows } = await db.query(
        'select id from discount_groups where store_id = $1 and id = $2 for update',
        [storeId, id],
      );
      return rows.length > 0;
    },

    async insertGroup(storeId: number, f: DiscountGroupFields, staffId: number, at: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into discount_groups (store_id, name, kind, valid_from, valid_to, note, created_by, updated_by,
           created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8) returning id`,
        [storeId, f.name, f.kind, f.valid_from, f.valid_to, f.note, staffId, at],
      );
      return rows[0]?.id as number;
    },

    async updateGroup(id: number, f: DiscountGroupFields, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update discount_groups set name = $2, kind = $3, valid_from = $4, valid_to = $5, note = $6, updated_by = $7,
           updated_at = $8 where id = $1`,
        [id, f.name, f.kind, f.valid_from, f.valid_to, f.note, staffId, at],
      );
    },

    /** The members in their new order, and the rules: unchanged ones kept, the others retired and added anew. */
    async replaceGroupMembersAndRules(groupId: number, f: DiscountGroupFields): Promise<void> {
      await db.query('delete from discount_group_members where group_id = $1', [groupId]);
      await db.query(
        `insert into discount_group_members (group_id, customer_id, position)
         select $1, m.id, m.position from unnest($2::int[]) with ordinality as m(id, position)`,
        [groupId, f.member_ids],
      );
      const rules = JSON.stringify(f.rules.map((r) => ({ ...r, program_id: r.program_id ?? null })));
      await db.query(
        `update discount_rules r set retired_at = now()
          where r.group_id = $1 and r.retired_at is null and not exists (
            select 1 from jsonb_to_recordset($2::jsonb) as x(member_rank int, program_id int, discount_type text, value int)
             where x.member_rank = r.member_rank and x.program_id is not distinct from r.program_id
               and x.discount_type = r.discount_type and x.value = r.value)`,
        [groupId, rules],
      );
      await db.query(
        `insert into discount_rules (group_id, member_rank, program_id, discount_type, value)
         select distinct $1::int, x.member_rank, x.program_id, x.discount_type, x.value
           from jsonb_to_recordset($2::jsonb) as x(member_rank int, program_id int, discount_type text, value int)
          where not exists (select 1 from discount_rules r where r.group_id = $1 and r.retired_at is null
            and x.member_rank = r.member_rank and x.program_id is not distinct from r.program_id
            and x.discount_type = r.discount_type and x.value = r.value)`,
        [groupId, rules],
      );
    },

    async groupUsed(groupId: number): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from invoice_lines l join discount_rules r on r.id = l.source_id
          where l.source = 'discount' and r.group_id = $1 limit 1`,
        [groupId],
      );
      return rows.length > 0;
    },

    async deleteGroup(groupId: number): Promise<void> {
      await db.query('delete from discount_groups where id = $1', [groupId]);
    },

    async programsOfStore(storeId: number, ids: readonly number[]): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from programs where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return rows.map((r) => r.id);
    },
  };
}
