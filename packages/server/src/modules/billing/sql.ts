import type { components } from '@kayoi/api-client/schema';

// The SQL pieces every billing repository writes alike.

/** The rows answer as the spec's schemas say (the handlers send them as they are). */
export type Schemas = components['schemas'];

export const monthOut = (column: string) => `to_char(${column}, 'YYYY-MM')`;
export const monthIn = (month: string) => `${month}-01`;
/** An instant as the API writes it: ISO 8601 in Tokyo time (a null stays null). */
export const instant = (column: string) =>
  `to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"')`;
export const staffName = (column: string) => `(select s.name from staffs s where s.id = ${column})`;
export const customerName = (alias: string) => `${alias}.family_name || ' ' || ${alias}.given_name`;

export const OPEN_STATUSES = `('unpaid', 'partially_paid', 'failed')`;
