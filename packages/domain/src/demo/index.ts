// Demo data generators, pure and seeded: the same people on every machine and in every time zone. `people`
// makes names, phones, addresses and grades for both demos (the server's `pnpm start` data and the Storybook
// school); `school` and `applications` are the Storybook school the mock server's fixtures are recorded from.

export * from './applications.ts';
export * from './people.ts';
export * from './random.ts';
export * from './school.ts';
export * from './storybook.ts';
