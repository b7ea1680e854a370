import { accountHasPostings } from '../accounts/account-repository.js';
import { bankRulesNaming } from '../banking/bank-rule-repository.js';
import { baseCurrency, lockCompanyForNewBankAccount } from '../companies/company-repository.js';
import { type Database, type Executor, readConsistently } from '../db/database.js';
import { conflictOnDuplicate } from '../db/errors.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import type { AccountType } from '../ledger/chart.js';
import type { CrudService } from '../shared/crud-service.js';
import { conflict, notFound, ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { timestampsOf } from '../shared/timestamps.js';
import {
  accountCodesBetween,
  type BankAccountWithBalance,
  countBankAccounts,
  deleteBankAccountRow,
  findBankAccount,
  insertBankAccountRow,
  listBankAccounts,
  lockBankAccount,
  movementsOfBankAccount,
  statementImportsOfBankAccount,
  updateBankAccountRow,
} from './bank-account-repository.js';
import type { BANK_ACCOUNT_TYPES, BankAccount, BankAccountInput } from './bank-account-schemas.js';

/** A bank account as the service answers it: the API's record, with its balance in minor units. */
export type BankAccountView = Omit<BankAccount, 'balance'> & { balance: Money };

type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * A bank balance is an asset; a credit card balance is owed. Their ledger accounts take the free codes
 * that begin with these two digits: 1300–1399, then 13000–13999, and so on, so that they stay together
 * in the chart (codes sort as text) whatever their number.
 */
const LEDGER_ACCOUNT: Record<BankAccountType, { type: AccountType; codePrefix: number }> = {
  BANK_ACCOUNT: { type: 'ASSET', codePrefix: 13 },
  CREDIT_CARD: { type: 'LIABILITY', codePrefix: 23 },
};

function toBankAccount(row: BankAccountWithBalance): BankAccountView {
  const optional = {
    accountNumber: row.account_number,
    bankName: row.bank_name,
    iban: row.iban,
    sortCode: row.sort_code,
  };
  const present = Object.entries(optional).filter(([, value]) => value !== null);
  return {
    id: row.id,
    name: row.name,
    ...Object.fromEntries(present),
    currency: row.currency,
    type: row.type as BankAccountType,
    ledgerAccountCode: row.ledger_account_code,
    balance: row.balance,
    ...timestampsOf(row),
  };
}

async function requireBankAccount(db: Executor, companyId: bigint, id: bigint): Promise<BankAccountWithBalance> {
  const row = await findBankAccount(db, companyId, id);
  if (!row) throw notFound('Bank account', id);
  return row;
}

const get = async (db: Executor, companyId: bigint, id: bigint) =>
  toBankAccount(await requireBankAccount(db, companyId, id));

async function list(db: Executor, companyId: bigint, page: Page) {
  return readConsistently(db, async (trx) => {
    const rows = await listBankAccounts(trx, companyId, page);
    return { items: rows.map(toBankAccount), total: await countBankAccounts(trx, companyId) };
  });
}

const duplicate = (input: BankAccountInput) => `A bank account named ${input.name} already exists`;

/** Creates the bank account and its ledger account together. */
async function create(db: Database | Write, companyId: bigint, input: BankAccountInput) {
  return conflictOnDuplicate(
    () =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        const type = input.type ?? 'BANK_ACCOUNT';
        const currency = input.currency ?? (await baseCurrency(trx, companyId));
        const code = await freeLedgerCode(trx, companyId, type);
        const [ledgerAccountId, id] = (await write.newIds(2)) as [bigint, bigint];
        await insertBankAccountRow(write, 'accounts', {
          company_id: companyId,
          id: ledgerAccountId,
          code,
          name: input.name,
          type: LEDGER_ACCOUNT[type].type,
          description: null,
          system_role: null,
        });
        await insertBankAccountRow(write, 'bank_accounts', {
          company_id: companyId,
          id,
          ...details(input),
          currency: currency.toUpperCase(),
          type,
          ledger_account_id: ledgerAccountId,
        });
        return get(trx, companyId, id);
      }),
    duplicate(input),
  );
}

async function update(db: Database | Write, companyId: bigint, id: bigint, input: BankAccountInput) {
  return conflictOnDuplicate(
    () =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        await lockBankAccount(trx, companyId, id);
        const current = await requireBankAccount(trx, companyId, id);
        const type = input.type ?? (current.type as BankAccountType);
        const currency = (input.currency ?? current.currency).toUpperCase();
        const changed = [
          { path: 'currency', was: current.currency, now: currency },
          { path: 'type', was: current.type, now: type },
        ].filter((field) => field.was !== field.now);
        if (changed.length > 0 && (await accountHasPostings(trx, companyId, current.ledger_account_id))) {
          throw ruleViolation(
            `The ${changed.map((field) => field.path).join(' and ')} of bank account ${id} cannot change: its ledger account ${current.ledger_account_code} has postings`,
            changed.map((field) => ({ path: field.path, message: `must stay ${field.was}` })),
          );
        }
        const imports = changed.length > 0 ? await statementImportsOfBankAccount(trx, companyId, id) : [];
        if (imports.length > 0) {
          throw ruleViolation(
            `The ${changed.map((field) => field.path).join(' and ')} of bank account ${id} cannot change: statements were imported into it (${imports.join(', ')})`,
            changed.map((field) => ({ path: field.path, message: `must stay ${field.was}` })),
          );
        }
        await updateBankAccountRow(trx, 'bank_accounts', companyId, id, {
          ...details(input),
          currency,
          type,
        });
        await updateBankAccountRow(trx, 'accounts', companyId, current.ledger_account_id, {
          name: input.name,
          type: LEDGER_ACCOUNT[type].type,
        });
        return get(trx, companyId, id);
      }),
    duplicate(input),
  );
}

async function remove(db: Database | Write, companyId: bigint, id: bigint) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    await lockBankAccount(trx, companyId, id);
    const current = await requireBankAccount(trx, companyId, id);
    const used = describeMovements(await movementsOfBankAccount(trx, companyId, id));
    if (used) throw conflict(`Bank account ${id} (${current.name}) is used by ${used}`);
    const rules = await bankRulesNaming(trx, companyId, 'bank_account_id', id);
    if (rules.length > 0)
      throw conflict(`Bank account ${id} (${current.name}) is named by bank rules ${rules.join(', ')}`);
    if (await accountHasPostings(trx, companyId, current.ledger_account_id)) {
      throw conflict(
        `Bank account ${id} (${current.name}) has postings in the ledger (account ${current.ledger_account_code}): its history stays`,
      );
    }
    await deleteBankAccountRow(write, 'bank_accounts', companyId, id);
    await deleteBankAccountRow(write, 'accounts', companyId, current.ledger_account_id);
    return toBankAccount(current);
  });
}

function describeMovements(movements: Awaited<ReturnType<typeof movementsOfBankAccount>>) {
  return [
    movements.transfers.length > 0 ? `bank transfers ${movements.transfers.join(', ')}` : '',
    movements.clientPayments.length > 0 ? `client payments ${movements.clientPayments.join(', ')}` : '',
    movements.supplierPayments.length > 0 ? `supplier payments ${movements.supplierPayments.join(', ')}` : '',
    movements.statementImports.length > 0 ? `statement imports ${movements.statementImports.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

function details(input: BankAccountInput) {
  return {
    name: input.name,
    account_number: input.accountNumber ?? null,
    bank_name: input.bankName ?? null,
    iban: input.iban ?? null,
    sort_code: input.sortCode ?? null,
  };
}

/**
 * The first free code for a new ledger account. Bank accounts of one company are made one at a time
 * (a lock on the company), so that two made together never pick the same code.
 */
async function freeLedgerCode(db: Executor, companyId: bigint, type: BankAccountType): Promise<string> {
  await lockCompanyForNewBankAccount(db, companyId);
  const { codePrefix } = LEDGER_ACCOUNT[type];
  for (let scale = 100; ; scale *= 10) {
    const [first, last] = [codePrefix * scale, (codePrefix + 1) * scale - 1];
    const taken = await accountCodesBetween(db, companyId, String(first), String(last));
    for (let code = first; code <= last; code += 1) {
      if (!taken.has(String(code))) return String(code);
    }
  }
}

export const bankAccountService: CrudService<BankAccountInput, BankAccountView> = { list, get, create, update, remove };
