import { isoTokyo } from '@kayoi/domain/calendar';
import { bankBranchFormSchema, bankFormSchema } from '@kayoi/domain/forms';
import { bankSearchKey } from '@kayoi/domain/kana';
import { bankMessages } from '@kayoi/domain/messages';
import type { components } from '../../generated/schema.ts';
import { handleAs, http, jsonBody, notFound, paginate, parseOr422, searchParams, success } from '../http.ts';
import type { FixtureStore } from '../store.ts';

// The bank master (issue 13), the thinnest mock: a few banks and branches as the zengin-code package writes
// them, searched with the domain's bankSearchKey like the server, corrected in memory.

type Bank = components['schemas']['Bank'];
type Branch = components['schemas']['BankBranch'];

const SEED: [code: string, name: string, kana: string, branches: [string, string, string][]][] = [
  [
    '0001',
    'みずほ',
    'ミズホ',
    [
      ['001', '東京営業部', 'トウキヨウ'],
      ['004', '丸の内中央', 'マルノウチチユウオウ'],
      ['110', '渋谷', 'シブヤ'],
    ],
  ],
  [
    '0005',
    '三菱ＵＦＪ',
    'ミツビシユ－エフジエイ',
    [
      ['001', '本店', 'ホンテン'],
      ['135', '渋谷', 'シブヤ'],
    ],
  ],
  [
    '0009',
    '三井住友',
    'ミツイスミトモ',
    [
      ['001', '東京営業部', 'トウキヨウ'],
      ['234', '渋谷駅前', 'シブヤエキマエ'],
    ],
  ],
  ['0010', 'りそな', 'リソナ', [['101', '東京営業部', 'トウキヨウ']]],
  ['9900', 'ゆうちょ', 'ユウチヨ', [['019', '〇一九', 'ゼロイチキユウ']]],
];

interface Master {
  banks: Bank[];
  branches: Branch[];
}
const masters = new WeakMap<FixtureStore, Master>();

function master(store: FixtureStore): Master {
  let found = masters.get(store);
  if (!found) {
    const common = {
      is_active: true,
      in_source: true,
      edited: false,
      edited_at: null,
      edited_by: null,
      source: null,
    };
    found = {
      banks: SEED.map(([code, name, kana, branches]) => ({
        code,
        name,
        kana,
        ...common,
        branch_count: branches.length,
      })),
      branches: SEED.flatMap(([bank_code, , , branches]) =>
        branches.map(([code, name, kana]) => ({ bank_code, code, name, kana, note: null, ...common })),
      ),
    };
    masters.set(store, found);
  }
  return found;
}

const SUFFIX = /(銀行|ギンコウ|支店|シテン|出張所)$/u;
function matches(
  row: { code: string; name: string; kana: string; is_active: boolean },
  query: URLSearchParams,
) {
  if (query.get('include_inactive') !== '1' && !row.is_active) return false;
  const words = query.get('search') ?? '';
  const key = bankSearchKey(words).replace(SUFFIX, '');
  const digits = words.normalize('NFKC').trim();
  return (
    key === '' ||
    bankSearchKey(`${row.name}|${row.kana}`).includes(key) ||
    (/^\d+$/.test(digits) && row.code.startsWith(digits))
  );
}

const findBank = (store: FixtureStore, code: string | readonly string[] | undefined) => {
  const bank = master(store).banks.find((b) => b.code === code);
  if (!bank) throw notFound(bankMessages.bankNotFound);
  return bank;
};
const findBranch = (store: FixtureStore, bankCode: unknown, code: unknown) => {
  const branch = master(store).branches.find((b) => b.bank_code === bankCode && b.code === code);
  if (!branch) throw notFound(bankMessages.branchNotFound);
  return branch;
};

export const bankHandlers = [
  http.get('/api/banks', (info) =>
    handleAs(info, 'listBanks', (caller) => {
      const query = searchParams(info.request);
      const page = paginate(
        master(caller.store).banks.filter((b) => matches(b, query)),
        query,
      );
      return info.response(200).json({ ...success(page.data), meta: page.meta });
    }),
  ),
  http.get('/api/banks/{bankCode}', (info) =>
    handleAs(info, 'getBank', (caller) =>
      info.response(200).json(success(findBank(caller.store, info.params.bankCode))),
    ),
  ),
  http.put('/api/banks/{bankCode}', (info) =>
    handleAs(info, 'updateBank', async (caller) => {
      const bank = findBank(caller.store, info.params.bankCode);
      const values = parseOr422(bankFormSchema, await jsonBody(info.request));
      const source = bank.source ?? { name: bank.name, kana: bank.kana };
      Object.assign(bank, values, {
        edited: true,
        edited_at: isoTokyo(caller.store.nowMs()),
        edited_by: { id: caller.staff.id, name: caller.staff.name },
        source: source.name === values.name && source.kana === values.kana ? null : source,
      });
      return info.response(200).json(success(bank, bankMessages.bankUpdated));
    }),
  ),
  http.get('/api/banks/{bankCode}/branches', (info) =>
    handleAs(info, 'listBankBranches', (caller) => {
      const bank = findBank(caller.store, info.params.bankCode);
      const query = searchParams(info.request);
      const rows = master(caller.store).branches.filter(
        (b) => b.bank_code === bank.code && matches(b, query),
      );
      const page = paginate(rows, query);
      return info.response(200).json({ ...success(page.data), meta: page.meta });
    }),
  ),
  http.get('/api/banks/{bankCode}/branches/{branchCode}', (info) =>
    handleAs(info, 'getBankBranch', (caller) =>
      info
        .response(200)
        .json(success(findBranch(caller.store, info.params.bankCode, info.params.branchCode))),
    ),
  ),
  http.put('/api/banks/{bankCode}/branches/{branchCode}', (info) =>
    handleAs(info, 'updateBankBranch', async (caller) => {
      const branch = findBranch(caller.store, info.params.bankCode, info.params.branchCode);
      const values = parseOr422(bankBranchFormSchema, await jsonBody(info.request));
      const source = branch.source ?? { name: branch.name, kana: branch.kana };
      Object.assign(branch, values, {
        note: values.note ?? null,
        edited: true,
        edited_at: isoTokyo(caller.store.nowMs()),
        edited_by: { id: caller.staff.id, name: caller.staff.name },
        source: source.name === values.name && source.kana === values.kana ? null : source,
      });
      return info.response(200).json(success(branch, bankMessages.branchUpdated));
    }),
  ),
];
