// `pnpm admin:create --email you@example.jp --name "山田 太郎" [--store "本店"]`
// Creates the first administrator of a production database (the password is read from
// KAYOI_ADMIN_PASSWORD or typed at the prompt). Creates the store too when the database has none.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { startTool } from './tool.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    store: { type: 'string', default: '本店' },
  },
});
if (!values.email || !values.name) {
  console.error('Usage: pnpm admin:create --email ADDRESS --name NAME [--store STORE_NAME]');
  process.exit(2);
}
const config = loadConfig();
// Refused before the password is asked for when the server (or another tool) has the embedded database open.
await startTool(config);
let password = process.env.KAYOI_ADMIN_PASSWORD;
if (!password) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  password = await prompt.question('Password (at least 8 characters): ');
  prompt.close();
}
if (password.length < 8) {
  console.error('The password must have at least 8 characters.');
  process.exit(2);
}

const db = await openDatabase(config.database);
try {
  await migrate(db);
  const email = values.email.toLowerCase();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { rows: existing } = await tx.query('select 1 from staffs where email = $1', [email]);
    if (existing.length > 0) throw new Error(`A staff member with ${email} already exists.`);
    const { rows: stores } = await tx.query<{ id: number }>('select id from stores order by id limit 1');
    const storeId =
      stores[0]?.id ??
      (await tx.query<{ id: number }>('insert into stores (name) values ($1) returning id', [values.store]))
        .rows[0]?.id;
    await tx.query(
      `insert into staffs (store_id, name, email, password_hash, role) values ($1, $2, $3, $4, 'admin')`,
      [storeId, values.name, email, passwordHash],
    );
  });
  console.info(`Administrator ${email} created.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
