import { bankRulesNaming } from '../banking/bank-rule-repository.js';
import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { type AccountType, isCostOfSales, type SystemRole } from '../ledger/chart.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import {
  accountHasPostings,
  documentsUsingAccount,
  findBankAccountOfLedgerAccount,
  journalEntriesUsingAccount,
  lockAccountAgainstPostings,
} from './account-repository.js';
import type { Account, AccountInput } from './account-schemas.js';

export function toAccount(row: OwnedRow<'accounts'>): Account {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as AccountType,
    ...(row.description === null ? {} : { description: row.description }),
    ...(row.system_role === null ? {} : { systemRole: row.system_role as SystemRole }),
    ...timestampsOf(row),
  };
}

export const accountService = ownedCrudService({
  table: 'accounts',
  noun: 'Account',
  columns: (_db, _companyId, input: AccountInput) => ({
    code: input.code,
    name: input.name,
    type: input.type,
    description: input.description ?? null,
  }),
  toViews: (_db, _companyId, rows) => rows.map(toAccount),
  duplicateMessage: (input) => `The account code ${input.code} is already used`,
  checkUpdate: async (db, current, input) => {
    if (input.type !== current.type) await assertTypeMayChange(db, current);
    if (input.code !== current.code) await assertCodeMayChange(db, current, input.code);
    if (input.name !== current.name) await assertNameMayChange(db, current);
  },
  checkRemove: async (db, current) => {
    if (current.system_role !== null) {
      throw conflict(`Account ${current.code} is the ${current.system_role} system account and cannot be deleted`);
    }
    const bankAccount = await findBankAccountOfLedgerAccount(db, current.company_id, current.id);
    if (bankAccount) {
      throw conflict(
        `Account ${current.code} is the ledger account of bank account ${bankAccount.id} (${bankAccount.name})`,
      );
    }
    const rules = await bankRulesNaming(db, current.company_id, 'account_id', current.id);
    if (rules.length > 0) throw conflict(`Account ${current.code} is named by bank rules ${rules.join(', ')}`);
    const entries = await journalEntriesUsingAccount(db, current.company_id, current.id, 10);
    if (entries.length > 0) {
      throw conflict(`Account ${current.code} is used by manual journal entries ${entries.join(', ')}`);
    }
    for (const [lines, name] of [
      ['bill_lines', 'bills'],
      ['supplier_credit_lines', 'supplier credits'],
    ] as const) {
      const documents = await documentsUsingAccount(db, lines, current.company_id, current.id, 10);
      if (documents.length > 0) {
        throw conflict(`Account ${current.code} is the category of lines of ${name} ${documents.join(', ')}`);
      }
    }
    if (await accountHasPostings(db, current.company_id, current.id)) {
      throw conflict(`Account ${current.code} has postings in the ledger`);
    }
  },
});

/**
 * What an account is cannot change once something relies on it: documents post to a system account
 * by its role, a bank account to its ledger account, and every report reads posted history by the
 * type of its accounts, so a new type would rewrite the figures of closed periods.
 */
async function assertTypeMayChange(db: Executor, account: OwnedRow<'accounts'>): Promise<void> {
  const reliedOnBy = await whatReliesOnType(db, account);
  if (reliedOnBy === undefined) return;
  throw ruleViolation(`The type of account ${account.code} (${account.name}) cannot change: ${reliedOnBy}`, [
    { path: 'type', message: `must stay ${account.type}` },
  ]);
}

async function whatReliesOnType(db: Executor, account: OwnedRow<'accounts'>): Promise<string | undefined> {
  if (account.system_role !== null) return `it is the ${account.system_role} system account`;
  const bankAccount = await findBankAccountOfLedgerAccount(db, account.company_id, account.id);
  if (bankAccount) return `it is the ledger account of bank account ${bankAccount.id}`;
  if (await accountHasPostingsLocked(db, account)) return 'it has postings in the ledger';
  return undefined;
}

/**
 * An account may be renumbered, as its postings refer to it by id, except a system account (the
 * books' own accounts keep their codes) and an expense with postings moving into or out of the cost
 * of sales (coded 5xxx), which would move the gross profit of closed periods.
 */
async function assertCodeMayChange(db: Executor, account: OwnedRow<'accounts'>, code: string): Promise<void> {
  const errors = [{ path: 'code', message: `must stay ${account.code}` }];
  if (account.system_role !== null) {
    throw ruleViolation(`The code of the ${account.system_role} system account cannot change`, errors);
  }
  const movesCostOfSales = account.type === 'EXPENSE' && isCostOfSales(code) !== isCostOfSales(account.code);
  if (movesCostOfSales && (await accountHasPostingsLocked(db, account))) {
    throw ruleViolation(
      `Account ${account.code} (${account.name}) has postings: a code ${isCostOfSales(code) ? 'in' : 'out of'} the cost of sales (5xxx) would move the gross profit of their periods`,
      errors,
    );
  }
}

/** Whether the account has postings, with a new posting to it waiting until the update has committed. */
async function accountHasPostingsLocked(db: Executor, account: OwnedRow<'accounts'>): Promise<boolean> {
  await lockAccountAgainstPostings(db, account.company_id, account.id);
  return accountHasPostings(db, account.company_id, account.id);
}

/** A bank account and its ledger account share one name, which changes with the bank account. */
async function assertNameMayChange(db: Executor, account: OwnedRow<'accounts'>): Promise<void> {
  const bankAccount = await findBankAccountOfLedgerAccount(db, account.company_id, account.id);
  if (bankAccount) {
    throw ruleViolation(`Rename bank account ${bankAccount.id} instead: its ledger account takes its name`, [
      { path: 'name', message: `must stay ${account.name}` },
    ]);
  }
}
