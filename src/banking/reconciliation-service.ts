import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { lockBankAccount } from '../bank-accounts/bank-account-repository.js';
import { type Database, type Executor, readConsistently } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { accountBalancesBefore } from '../ledger/balance-repository.js';
import { conflict, notFound, ruleViolation } from '../shared/errors.js';
import { formatMoney, type Money, parseMoney } from '../shared/money.js';
import {
  type BankMovement,
  broughtForwardPresentedLater,
  presentedEarly,
  unpresentedMovements,
} from './bank-movement-repository.js';
import type { ReconciliationInput } from './banking-schemas.js';
import { type StatementLineView, withMatches } from './statement-lines.js';
import {
  closeLines,
  deleteReconciliation,
  excludedTotalThrough,
  firstLineDate,
  insertReconciliation,
  lastReconciliation,
  reconciliationsOf,
  unmatchedLinesThrough,
} from './statement-repository.js';

export interface ReconciliationState {
  bankAccountId: bigint;
  date: string;
  ledgerBalance: Money;
  /** Signed as they move the books: what the statement lacks of the books, and what it has of them early. */
  unpresentedItems: BankMovement[];
  statementBalance: Money;
  unmatchedLines: StatementLineView[];
  /** The lines set aside up to the date: money the bank moved that the books need not hold. */
  excludedTotal: Money;
  lastReconciledDate: string | undefined;
}

const sum = (amounts: readonly { amount: Money }[]) => amounts.reduce((total, item) => total + item.amount, 0n);

/**
 * How the books explain the bank's statement at the end of `date`: the ledger balance, less what the
 * books hold that the statement does not yet (a cheque not presented), plus what the statement holds
 * that the books date later, plus the statement's lines the books do not hold yet (unmatched) and
 * those they need not hold (excluded: a bank's error and its correction stay on its statement). The
 * books dated before the account's first statement line are the balance brought forward, taken as
 * on the statement unless a later line stands for them.
 */
export async function reconciliationState(db: Executor, companyId: bigint, bankAccountId: bigint, date: string) {
  return readConsistently(db, async (trx) => {
    const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId);
    return stateOf(trx, companyId, bank, date);
  });
}

async function stateOf(
  db: Executor,
  companyId: bigint,
  bank: BankAccountRow,
  date: string,
): Promise<ReconciliationState> {
  const ledger = {
    companyId,
    bankAccountId: bank.id,
    ledgerAccountId: bank.ledger_account_id,
    currency: bank.currency,
  };
  const balances = await accountBalancesBefore(db, companyId, bank.ledger_account_id, date, { through: true });
  const ledgerBalance = balances.find((balance) => balance.currency === bank.currency)?.balance ?? 0n;
  const first = await firstLineDate(db, companyId, bank.id);
  const notYetPresented =
    first === undefined
      ? []
      : [
          ...(await broughtForwardPresentedLater(db, ledger, first, date)),
          ...(first <= date ? await unpresentedMovements(db, ledger, first, date) : []),
        ];
  const early = await presentedEarly(db, ledger, date);
  const unmatched = await withMatches(db, companyId, await unmatchedLinesThrough(db, companyId, bank.id, date));
  const excludedTotal = await excludedTotalThrough(db, companyId, bank.id, date);
  const last = await lastReconciliation(db, companyId, bank.id);
  return {
    bankAccountId: bank.id,
    date,
    ledgerBalance,
    unpresentedItems: [...notYetPresented, ...early.map((item) => ({ ...item, amount: -item.amount }))],
    statementBalance: ledgerBalance - sum(notYetPresented) + sum(early) + sum(unmatched) + excludedTotal,
    unmatchedLines: unmatched,
    excludedTotal,
    lastReconciledDate: last?.statement_date,
  };
}

/**
 * Closes the bank account's statement up to a date: accepted only when every line up to it is
 * matched or excluded and the closing balance is what the books explain. Its lines, and the records
 * they stand for, then do not change until it is undone.
 */
export function reconcile(db: Database | Write, companyId: bigint, bankAccountId: bigint, input: ReconciliationInput) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId);
    await lockBankAccount(trx, companyId, bankAccountId);
    const closingBalance = parseMoney(input.closingBalance) as Money;
    const { statementDate } = input;
    const last = await lastReconciliation(trx, companyId, bankAccountId);
    if (last && statementDate <= last.statement_date) {
      throw ruleViolation('The bank account is reconciled up to a later date', [
        {
          path: 'statementDate',
          message: `must be after ${last.statement_date}, the date of reconciliation ${last.id}`,
        },
      ]);
    }
    const state = await stateOf(trx, companyId, bank, statementDate);
    refuseUnreconciled(state, closingBalance);
    const id = await write.newId();
    const row = await insertReconciliation(write, {
      company_id: companyId,
      id,
      bank_account_id: bankAccountId,
      statement_date: statementDate,
      closing_balance: closingBalance,
    });
    await closeLines(trx, companyId, bankAccountId, id, statementDate);
    return row;
  });
}

function refuseUnreconciled(state: ReconciliationState, closingBalance: Money): void {
  const money = (amount: Money) => formatMoney(amount, 'plain');
  if (state.unmatchedLines.length > 0) {
    throw ruleViolation('Some statement lines are neither matched nor excluded', [
      {
        path: 'statementDate',
        message: `lines ${state.unmatchedLines.map((line) => line.id).join(', ')}, dated up to ${state.date}, are neither matched nor excluded (${money(sum(state.unmatchedLines))} in all)`,
      },
    ]);
  }
  if (closingBalance === state.statementBalance) return;
  const items = state.unpresentedItems.map((item) => `${item.sourceType} ${item.sourceId} (${money(item.amount)})`);
  throw ruleViolation('The closing balance is not what the books explain', [
    {
      path: 'closingBalance',
      message: `the books explain ${money(state.statementBalance)} at ${state.date}: a ledger balance of ${money(state.ledgerBalance)}${items.length > 0 ? ` less the unpresented items ${items.join(', ')}` : ''}; a difference of ${money(closingBalance - state.statementBalance)}`,
    },
  ]);
}

export async function listReconciliations(db: Executor, companyId: bigint, bankAccountId: bigint) {
  await requireBankAccountOfPath(db, companyId, bankAccountId);
  return reconciliationsOf(db, companyId, bankAccountId);
}

/** One of the bank account's reconciliations. */
export async function getReconciliation(db: Executor, companyId: bigint, bankAccountId: bigint, id: bigint) {
  const row = (await listReconciliations(db, companyId, bankAccountId)).find(
    (reconciliation) => reconciliation.id === id,
  );
  if (!row) throw notFound('Bank reconciliation', id);
  return row;
}

/** Undoes the bank account's latest reconciliation: its lines and their records may change again. */
export function undoReconciliation(db: Database | Write, companyId: bigint, bankAccountId: bigint, id: bigint) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    await requireBankAccountOfPath(trx, companyId, bankAccountId);
    await lockBankAccount(trx, companyId, bankAccountId);
    const last = await lastReconciliation(trx, companyId, bankAccountId);
    const row = await getReconciliation(trx, companyId, bankAccountId, id);
    if (last && last.id !== id) {
      throw conflict(
        `Only the latest reconciliation of bank account ${bankAccountId} can be undone: ${last.id}, of ${last.statement_date}`,
      );
    }
    await deleteReconciliation(write, companyId, id);
    return row;
  });
}
