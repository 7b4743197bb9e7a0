import { DEMO_TOKENS } from '@kayoi/api-client/msw';

// The master stories' records: the mock server starts each story empty, so a story enters what it shows through
// the API the screens use (as a school would), before the screen opens.

/** Sends one record as a manager of 渋谷校 and answers the saved record. */
export async function enter<T = { id: number }>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_TOKENS.manager}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const lane = (number: number) => ({
  number,
  length_m: 25,
  min_depth_cm: 110,
  max_depth_cm: 130,
  capacity: 8,
  is_shared: number === 6,
});

/** 25mプール with 6 lanes (the 6th shared) and a baby pool without lanes. */
export async function enterFacilities() {
  await enter('/api/facilities', {
    name: '25mプール',
    kind: 'pool',
    capacity: 60,
    notes: '6コース・水温31℃',
    sort_order: 1,
    lanes: [1, 2, 3, 4, 5, 6].map(lane),
  });
  await enter('/api/facilities', { name: 'ベビープール', kind: 'pool', capacity: 15, sort_order: 2 });
  await enter('/api/facilities', { name: '多目的スタジオ', kind: 'studio', sort_order: 3 });
}
