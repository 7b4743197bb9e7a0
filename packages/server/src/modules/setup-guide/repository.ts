import type { Queryable } from '../../db/database.ts';

// The first-run guide reads what other modules own (stores, facilities, programs, grades, staffs, classes,
// customers, billing, zengin) and writes nothing: a read model, the README's stated exception.

/** What one store's data holds for each step of the guide. */
export interface SetupFacts {
  hasContact: boolean;
  businessHourDays: number;
  facilities: number;
  poolsWithoutLanes: number;
  pricedPrograms: number;
  grades: number;
  staff: number;
  classes: number;
  members: number;
  billingSettingsSaved: boolean;
  collectionProfiles: number;
}

export function createSetupGuideRepository(db: Queryable) {
  return {
    /** Every count in one statement, so the guide reads one consistent moment. */
    async facts(storeId: number): Promise<SetupFacts> {
      const { rows } = await db.query<{
        has_contact: boolean | null;
        business_hour_days: number;
        facilities: number;
        pools_without_lanes: number;
        priced_programs: number;
        grades: number;
        staff: number;
        classes: number;
        members: number;
        billing_settings_saved: boolean;
        collection_profiles: number;
      }>(
        `select
           (select nullif(trim(phone), '') is not null and nullif(trim(address), '') is not null
              from stores where id = $1) as has_contact,
           (select count(*)::int from store_business_hours where store_id = $1) as business_hour_days,
           (select count(*)::int from facilities where store_id = $1 and is_active) as facilities,
           (select count(*)::int from facilities f
             where f.store_id = $1 and f.is_active and f.kind = 'pool'
               and not exists (select 1 from facility_lanes l where l.facility_id = f.id and l.is_active))
             as pools_without_lanes,
           (select count(*)::int from programs p
             where p.store_id = $1 and p.is_active
               and (p.monthly_fee > 0
                    or exists (select 1 from program_fees f where f.program_id = p.id and f.monthly_fee > 0)))
             as priced_programs,
           (select count(*)::int from grades where store_id = $1 and is_active) as grades,
           (select count(*)::int from staffs where store_id = $1 and is_active and role <> 'admin') as staff,
           (select count(*)::int from classes where store_id = $1 and is_active) as classes,
           (select count(*)::int from customers where store_id = $1) as members,
           exists (select 1 from billing_settings where store_id = $1) as billing_settings_saved,
           (select count(*)::int from collection_profiles where store_id = $1) as collection_profiles`,
        [storeId],
      );
      const row = rows[0];
      if (!row) throw new Error('the guide query returned no row');
      return {
        hasContact: row.has_contact === true,
        businessHourDays: row.business_hour_days,
        facilities: row.facilities,
        poolsWithoutLanes: row.pools_without_lanes,
        pricedPrograms: row.priced_programs,
        grades: row.grades,
        staff: row.staff,
        classes: row.classes,
        members: row.members,
        billingSettingsSaved: row.billing_settings_saved,
        collectionProfiles: row.collection_profiles,
      };
    },
  };
}
