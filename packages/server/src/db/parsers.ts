/**
 * Both drivers answer in the same shapes: counts (int8) and numerics as JS numbers, calendar dates
 * (`date`) as the 'YYYY-MM-DD' string PostgreSQL sent (never a Date shifted by the host's time zone),
 * instants (`timestamptz`) as Date.
 */
export const toNumber = (value: string) => Number(value);
export const asIs = (value: string) => value;
