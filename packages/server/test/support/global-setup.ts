import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates } from './databases.ts';

/**
 * Once per run of the server project: the migrated databases every test file starts from (databases.ts),
 * instead of each file starting PGlite from nothing and migrating it.
 */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
