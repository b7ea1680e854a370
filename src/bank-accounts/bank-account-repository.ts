import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { countOwned, deleteOwned, inPage, insertOwned, lockOwnedRows, updateOwned } from '../db/owned.js';
import type { NewOwnedRow, OwnedChanges } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { precompiled, precompiledForList, precompiledForPage } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import { readingBalances } from '../ledger/balance-repository.js';

const columns = [
  'bank_accounts.id',
  'bank_accounts.company_id',
  'bank_accounts.name',
  'bank_accounts.account_number',
  'bank_accounts.bank_name',
  'bank_accounts.iban',
  'bank_accounts.sort_code',
  'bank_accounts.currency',
  'bank_accounts.type',
  'bank_accounts.ledger_account_id',
  'bank_accounts.created_at',
  'bank_accounts.updated_at',
  'accounts.code as ledger_account_code',
] as const;

/**
 * The balance of the bank account's ledger account in its currency, every movement counted: its
 * all-time balance, one row (or none, at zero), whatever the size of the books.
 */
const balance = sql<bigint>`(select cast(coalesce(sum(b.amount), 0) as bigint) from account_balances b
  where b.company_id = bank_accounts.company_id and b.account_id = bank_accounts.ledger_account_id
    and b.kind = 'A' and b.currency = bank_accounts.currency)`.as('balance');

function selectBankAccounts(db: Executor, companyId: bigint) {
  return db
    .selectFrom('bank_accounts')
    .innerJoin('accounts', (join) =>
      join
        .onRef('accounts.company_id', '=', 'bank_accounts.company_id')
        .onRef('accounts.id', '=', 'bank_accounts.ledger_account_id'),
    )
    .select(columns)
    .where('bank_accounts.company_id', '=', companyId);
}

/** A bank account with its ledger account, as the writes that move its money read it. */
export type BankAccountRow = Omit<BankAccountWithBalance, 'balance'>;
export type BankAccountWithBalance = Awaited<ReturnType<typeof findBankAccount>> & object;

const selectOne = precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
  selectBankAccounts(db, companyId).select(balance).where('bank_accounts.id', '=', id),
);
const selectPage = precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
  inPage(selectBankAccounts(db, companyId).select(balance), page, 'bank_accounts.id'),
);

/** A bank account as its own calls answer it, with its balance. */
export async function findBankAccount(db: Executor | Write, companyId: bigint, id: bigint) {
  const [row] = await selectOne(await readingBalances(db), companyId, id);
  return row;
}

export async function listBankAccounts(db: Executor | Write, companyId: bigint, page: Page) {
  return selectPage(await readingBalances(db), companyId, page);
}

/** The account codes of the company from `first` to `last` (same length), to find a free one. */
export async function accountCodesBetween(db: Executor, companyId: bigint, first: string, last: string) {
  const rows = await db
    .selectFrom('accounts')
    .select('code')
    .where('company_id', '=', companyId)
    .where('code', '>=', first)
    .where('code', '<=', last)
    .execute();
  return new Set(rows.map((row) => row.code));
}

const selectByIdsOf = (db: Executor, companyId: bigint, ids: readonly bigint[]) =>
  selectBankAccounts(db, companyId).where('bank_accounts.id', 'in', ids).orderBy('bank_accounts.id');
const selectByIds = precompiledForList(selectByIdsOf);
const selectLockedByIds = precompiledForList((db: Executor, companyId: bigint, ids: readonly bigint[]) =>
  selectByIdsOf(db, companyId, ids).forShare(['bank_accounts']),
);

/**
 * The company's bank accounts with these ids, with their ledger accounts, in one query; with `lock`,
 * share-locked until the end of the write transaction.
 */
export async function bankAccountsByIds(db: Executor, companyId: bigint, ids: bigint[], { lock = false } = {}) {
  const rows = await (lock ? selectLockedByIds : selectByIds)(db, companyId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ledger accounts of the company's bank accounts; of those `among` them, when given. */
export async function bankLedgerAccountIds(
  db: Executor,
  companyId: bigint,
  among?: readonly bigint[],
): Promise<bigint[]> {
  if (among?.length === 0) return [];
  let query = db.selectFrom('bank_accounts').select('ledger_account_id').where('company_id', '=', companyId);
  if (among) query = query.where('ledger_account_id', 'in', among);
  return (await query.execute()).map((row) => row.ledger_account_id);
}

const FEW = 5;

/** The first few records of a table that name the bank account in `bank_account_id`. */
const firstOfBankAccount = async (
  db: Executor,
  table: 'client_payments' | 'supplier_payments' | 'bank_statement_imports',
  companyId: bigint,
  bankAccountId: bigint,
) =>
  (
    await db
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', companyId)
      .where('bank_account_id', '=', bankAccountId)
      .orderBy('id')
      .limit(FEW)
      .execute()
  ).map((row) => row.id);

/** The first few statements imported into the bank account. */
export const statementImportsOfBankAccount = (db: Executor, companyId: bigint, bankAccountId: bigint) =>
  firstOfBankAccount(db, 'bank_statement_imports', companyId, bankAccountId);

/** What moves money through a bank account, a few of each kind, to say why it must stay. */
export async function movementsOfBankAccount(db: Executor, companyId: bigint, bankAccountId: bigint) {
  const transfers = await db
    .selectFrom('bank_transfers')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([eb('from_bank_account_id', '=', bankAccountId), eb('to_bank_account_id', '=', bankAccountId)]),
    )
    .orderBy('id')
    .limit(FEW)
    .execute();
  return {
    transfers: transfers.map((row) => row.id),
    clientPayments: await firstOfBankAccount(db, 'client_payments', companyId, bankAccountId),
    supplierPayments: await firstOfBankAccount(db, 'supplier_payments', companyId, bankAccountId),
    statementImports: await statementImportsOfBankAccount(db, companyId, bankAccountId),
  };
}

export const countBankAccounts = (db: Executor, companyId: bigint) => countOwned(db, 'bank_accounts', companyId);

/** Locks the bank account against other writers until the end of the write transaction. */
export const lockBankAccount = (db: Executor, companyId: bigint, id: bigint) =>
  lockOwnedRows(db, 'bank_accounts', companyId, [id]);

/** Writes a bank account, or its ledger account (`accounts`), as a write of either does. */
export const insertBankAccountRow = <T extends 'bank_accounts' | 'accounts'>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
) => insertOwned(write, table, row);

export const updateBankAccountRow = <T extends 'bank_accounts' | 'accounts'>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  changes: OwnedChanges<T>,
) => updateOwned(db, table, companyId, id, changes);

export const deleteBankAccountRow = (
  write: Write,
  table: 'bank_accounts' | 'accounts',
  companyId: bigint,
  id: bigint,
) => deleteOwned(write, table, companyId, id);
