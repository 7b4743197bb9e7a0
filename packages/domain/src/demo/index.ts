// Demo data generators, pure and seeded: the same people on every machine and in every time zone.

export * from './people.ts';
export * from './random.ts';
