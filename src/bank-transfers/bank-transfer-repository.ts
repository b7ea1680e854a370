import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { conditionsGiven, pageFiltered } from '../db/filtered.js';
import { lockOwned } from '../db/owned.js';
import type { Page } from '../db/page.js';

/** What a list of transfers may be narrowed to; every bound is inclusive. */
export interface BankTransferFilters {
  /** Transfers from or to this bank account. */
  bankAccountId?: bigint | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** A UTC instant as `updated_at` is stored. */
  updatedSince?: string | undefined;
}

/** The transfer, locked against other writers until the end of the write, or a 404. */
export const lockBankTransfer = (db: Executor, companyId: bigint, id: bigint) =>
  lockOwned(db, 'bank_transfers', companyId, id, 'Bank transfer');

/**
 * A page of the transfers that the filters let through, and how many they let through, each filter
 * read by an index of the company's transfers (see the migration of list filters): a bank account
 * by the index of each side, the transfers of the two merged and sorted by id.
 */
export function pageBankTransfers(db: Executor, companyId: bigint, page: Page, filters: BankTransferFilters) {
  const { bankAccountId, dateFrom, dateTo, updatedSince } = filters;
  const conditions: [unknown, RawBuilder<SqlBool>][] = [
    [bankAccountId, eitherSide(companyId, bankAccountId)],
    [dateFrom, sql`date_transferred >= ${dateFrom}`],
    [dateTo, sql`date_transferred <= ${dateTo}`],
    [updatedSince, sql`updated_at >= ${updatedSince}`],
  ];
  return pageFiltered(db, 'bank_transfers', companyId, conditionsGiven(conditions), page, false);
}

/** The transfers from or to the bank account, the ids of each side read by the side's index. */
const eitherSide = (companyId: bigint, bankAccountId: bigint | undefined) =>
  sql<SqlBool>`id in (select id from bank_transfers where company_id = ${companyId} and from_bank_account_id = ${bankAccountId}
    union select id from bank_transfers where company_id = ${companyId} and to_bank_account_id = ${bankAccountId})`;
