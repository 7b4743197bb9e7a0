import { DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import { bankBranchFormSchema, bankFormSchema } from '@kayoi/domain/forms';
import { bankSearchKey } from '@kayoi/domain/kana';
import { bankMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { ApiError, paginated, success } from '../../http/envelope.ts';
import { parseForm } from '../../http/formErrors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth } from '../../http/request.ts';
import { ensureBankMaster } from './master.ts';
import {
  editBank,
  editBranch,
  findBank,
  findBranch,
  type MasterQuery,
  searchBanks,
  searchBranches,
} from './repository.ts';

/** The words people add that the master's names leave out (みずほ銀行 → みずほ, 新宿支店 → 新宿). */
const SUFFIX = /(銀行|ギンコウ|支店|シテン|出張所)$/u;

function masterQuery(query: {
  search?: string;
  include_inactive?: '0' | '1';
  page?: number;
  per_page?: number;
}): MasterQuery {
  return {
    words: query.search,
    key: bankSearchKey(query.search ?? '').replace(SUFFIX, ''),
    includeInactive: query.include_inactive === '1',
    page: query.page ?? 1,
    perPage: query.per_page ?? DEFAULT_PAGE_SIZE,
  };
}

const bankNotFound = () => new ApiError(404, 'NOT_FOUND', bankMessages.bankNotFound);
const branchNotFound = () => new ApiError(404, 'NOT_FOUND', bankMessages.branchNotFound);

/** The bank master (銀行マスタ): search by code, kanji or kana; admins correct merged and renamed entries. */
export function bankHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config } = app.kayoi;
  const ready = () => ensureBankMaster(db, config.now);
  return {
    async listBanks(request) {
      await ready();
      const query = masterQuery(queryOf(request, 'listBanks'));
      const { rows, total } = await searchBanks(db, query);
      return paginated(rows, { page: query.page, perPage: query.perPage, total });
    },
    async getBank(request) {
      await ready();
      const bank = await findBank(db, paramsOf(request, 'getBank').bankCode);
      if (!bank) throw bankNotFound();
      return success(bank);
    },
    async updateBank(request) {
      await ready();
      const { bankCode } = paramsOf(request, 'updateBank');
      const values = parseForm(bankFormSchema, bodyOf(request, 'updateBank'));
      const saved = await editBank(db, bankCode, {
        ...values,
        by: requireAuth(request).staffId,
        at: config.now(),
      });
      if (!saved) throw bankNotFound();
      return success(await findBank(db, bankCode), bankMessages.bankUpdated);
    },
    async listBankBranches(request) {
      await ready();
      const { bankCode } = paramsOf(request, 'listBankBranches');
      if (!(await findBank(db, bankCode))) throw bankNotFound();
      const query = masterQuery(queryOf(request, 'listBankBranches'));
      const { rows, total } = await searchBranches(db, bankCode, query);
      return paginated(rows, { page: query.page, perPage: query.perPage, total });
    },
    async getBankBranch(request) {
      await ready();
      const { bankCode, branchCode } = paramsOf(request, 'getBankBranch');
      const branch = await findBranch(db, bankCode, branchCode);
      if (!branch) throw branchNotFound();
      return success(branch);
    },
    async updateBankBranch(request) {
      await ready();
      const { bankCode, branchCode } = paramsOf(request, 'updateBankBranch');
      const values = parseForm(bankBranchFormSchema, bodyOf(request, 'updateBankBranch'));
      const saved = await editBranch(db, bankCode, branchCode, {
        ...values,
        note: values.note ?? null,
        by: requireAuth(request).staffId,
        at: config.now(),
      });
      if (!saved) throw branchNotFound();
      return success(await findBranch(db, bankCode, branchCode), bankMessages.branchUpdated);
    },
  };
}
