// The member import's speed (issue 13): a 10,000-line CSV of members, previewed (dry run), imported and
// imported again (every line matched, nothing written twice), over real HTTP (bench/support.ts). The import
// within ×60,000 health's CPU per call (30 s at a quiet health CPU of 0.5 ms). Run alone with `node bench/member-import.ts`
// (with BENCH_DATABASE_URL: on PostgreSQL), or as part of `pnpm bench`.
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import {
  type BenchServer,
  finish,
  judge,
  judgeOnce,
  scaled,
  serialHealth,
  timed,
  withServer,
} from './support.ts';

const IMPORT_ROWS = scaled(10_000);
const IMPORT_BUDGET = { ratio: 60_000 };

const FAMILY = ['山田', '田中', '佐藤', '鈴木', '高橋', '伊藤', '渡辺', '中村', '小林', '加藤'];
const FAMILY_KANA = [
  'ヤマダ',
  'タナカ',
  'サトウ',
  'スズキ',
  'タカハシ',
  'イトウ',
  'ワタナベ',
  'ナカムラ',
  'コバヤシ',
  'カトウ',
];
const GIVEN = ['花子', '一郎', '美咲', '健太', 'さくら', '悠', '陽菜', '蓮', '結衣', '大翔'];
const GIVEN_KANA = [
  'ハナコ',
  'イチロウ',
  'ミサキ',
  'ケンタ',
  'サクラ',
  'ユウ',
  'ヒナ',
  'レン',
  'ユイ',
  'ヒロト',
];

/** Half the dates Western (2012/1/1), half 和暦 (H27.4.4, S46.2.2) as old systems wrote them. */
function birthDate(i: number, year: number): string {
  const day = `${(i % 12) + 1}.${(i % 28) + 1}`;
  if (i % 2 === 0 || year === 1989) return `${year}/${day.replace('.', '/')}`;
  return year >= 1990 ? `H${year - 1988}.${day}` : `S${year - 1925}.${day}`;
}

/** A member list as another system exports it: 和暦 and slashed dates, kana in hiragana for some lines. */
function memberCsv(rows: number): string {
  const lines = ['会員番号,氏名,フリガナ,生年月日,性別,携帯,メール,郵便番号,住所,保護者,入会日,ステータス'];
  for (let i = 0; i < rows; i++) {
    const f = i % 10;
    const g = Math.floor(i / 10) % 10;
    const adult = i % 3 !== 0;
    const year = adult ? 1970 + (i % 30) : 2012 + (i % 8);
    lines.push(
      [
        String(500000 + i),
        `${FAMILY[f]} ${GIVEN[g]}`,
        i % 4 === 0
          ? `${FAMILY_KANA[f]} ${GIVEN_KANA[g]}`.replace(/[ァ-ヶ]/g, (c) =>
              String.fromCharCode(c.charCodeAt(0) - 0x60),
            )
          : `${FAMILY_KANA[f]} ${GIVEN_KANA[g]}`,
        birthDate(i, year),
        i % 2 === 0 ? '女' : '男',
        `090-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
        `member${i}@example.jp`,
        '150-0043',
        `東京都渋谷区道玄坂${(i % 5) + 1}-${(i % 20) + 1}`,
        adult ? '' : `${FAMILY[f]} 太郎`,
        `令和${(i % 6) + 2}年4月1日`,
        i % 50 === 0 ? '休会' : '在籍',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function form(csv: string, dryRun: boolean) {
  const boundary = '----kayoi-bench';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="dry_run"\r\n\r\n${dryRun ? '1' : '0'}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="members.csv"\r\ncontent-type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function benchMemberImport(): Promise<boolean> {
  return withServer('import', `The member import, ${IMPORT_ROWS.toLocaleString('en')} lines`, memberImport);
}

async function memberImport(server: BenchServer) {
  const { db, client } = server;
  const { rows } = await db.query<{ id: number }>(
    `insert into stores (name) values ('ベンチ校') returning id`,
  );
  await db.query(
    `insert into staffs (store_id, name, email, password_hash, role) values ($1, 'ベンチ 管理者', 'bench@kayoi.local', $2, 'manager')`,
    [rows[0]?.id, await hashPassword('bench-password')],
  );
  const token = await client.login('bench@kayoi.local', 'bench-password');
  const csv = memberCsv(IMPORT_ROWS);
  console.info(`  ${(csv.length / 2 ** 20).toFixed(1)} MiB of CSV`);
  const health = await serialHealth(server);
  type Summary = { created: number; updated: number; unchanged: number; refused: number };
  const run = async (label: string, dryRun: boolean, budgeted: boolean) => {
    const { payload, headers } = form(csv, dryRun);
    const done = await timed(server, () =>
      client.data<{ summary: Summary }>(
        client.request('POST', '/api/customers/import', { token, body: payload, headers }),
      ),
    );
    const s = done.result.summary;
    judgeOnce(
      'import',
      label,
      done,
      health,
      budgeted ? IMPORT_BUDGET : null,
      `created ${s.created}, updated ${s.updated}, unchanged ${s.unchanged}, refused ${s.refused}`,
    );
    return s;
  };
  await run('preview (dry run)', true, false);
  const first = await run('import', false, true);
  await run('import again (all matched)', false, false);
  judge(
    'import',
    'the bench file imports whole',
    first.refused === 0 && first.created === IMPORT_ROWS,
    JSON.stringify(first),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchMemberImport();
  finish();
}
