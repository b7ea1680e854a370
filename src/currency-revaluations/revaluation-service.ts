import { baseCurrency } from '../companies/company-service.js';
import { chunks } from '../db/chunks.js';
import { type Executor, inTransaction, readConsistently } from '../db/database.js';
import { newId, newIds } from '../db/ids.js';
import { deleteOwned, insertOwned, lockOwned, type OwnedRow, type Page, pageOwned, requireOwned } from '../db/owned.js';
import { rateOn } from '../exchange-rates/exchange-rate-repository.js';
import { foreignBalancesAt } from '../ledger/balance-repository.js';
import type { Posting } from '../ledger/journal.js';
import { postJournal, removeJournal, unvaluedTransactions } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { atRate } from '../ledger/valuation.js';
import { groupBy } from '../shared/collections.js';
import type { CrudService } from '../shared/crud-service.js';
import { addDays, keptDate } from '../shared/dates.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import type { CurrencyRevaluationInput } from './revaluation-schemas.js';

const NOUN = 'Currency revaluation';

export interface RevaluationLine {
  accountId: bigint;
  accountCode: string;
  currency: string;
  balance: Money;
  rate: bigint;
  bookValue: Money;
  revaluedValue: Money;
}

export interface RevaluationView extends Timestamps {
  id: bigint;
  date: string;
  reversalDate: string;
  lines: RevaluationLine[];
}

const difference = (line: RevaluationLine) => line.revaluedValue - line.bookValue;

/** The day a revaluation is reversed: the day after its date, which must be one the books keep. */
const reversalDateOf = (date: string) => keptDate(addDays(date, 1), 'date', 'reversal, the day after,');

/**
 * Each revalued balance moves to its value at the rate, and unrealised gains and losses take the
 * opposite, in the currency of the balance: a value without an amount, so no currency's own balance moves.
 */
function revaluationPostings(lines: readonly RevaluationLine[], unrealised: bigint): Posting[] {
  const byCurrency = groupBy(lines, (line) => line.currency);
  return [...byCurrency].flatMap(([currency, ofCurrency]) => [
    ...ofCurrency.map((line) => ({ accountId: line.accountId, currency, amount: 0n, baseAmount: difference(line) })),
    {
      accountId: unrealised,
      currency,
      amount: 0n,
      baseAmount: -ofCurrency.reduce((sum, line) => sum + difference(line), 0n),
    },
  ]);
}

/** The accounts whose foreign balances are money owed or held: debtors, creditors, employees, bank accounts. */
async function monetaryAccounts(db: Executor, companyId: bigint): Promise<bigint[]> {
  const accounts = await systemAccounts(db, companyId);
  const banks = await db
    .selectFrom('bank_accounts')
    .select('ledger_account_id')
    .where('company_id', '=', companyId)
    .execute();
  return [
    accounts.TRADE_DEBTORS,
    accounts.TRADE_CREDITORS,
    accounts.EMPLOYEE_EXPENSES_PAYABLE,
    ...banks.map((bank) => bank.ledger_account_id),
  ];
}

/** The foreign balances at the end of `date`, each with its value at the company's rate of that day. */
async function revaluedBalances(
  db: Executor,
  companyId: bigint,
  date: string,
): Promise<Omit<RevaluationLine, 'accountCode'>[]> {
  const unvalued = await unvaluedTransactions(db, companyId, { to: date });
  if (unvalued.length > 0) {
    throw ruleViolation(
      `${unvalued.length} transactions up to ${date} have no base value yet (see unvalued in GET /reports/trialBalance?currency=base): add the rates they need before revaluing`,
      [{ path: 'date', message: 'has transactions on or before it without a base value' }],
    );
  }
  const base = await baseCurrency(db, companyId);
  const balances = await foreignBalancesAt(db, companyId, await monetaryAccounts(db, companyId), base, date);
  const rates = new Map<string, bigint | undefined>();
  for (const { currency } of balances) rates.set(currency, await rateOn(db, companyId, currency, date));
  const missing = [...rates].filter(([, rate]) => rate === undefined).map(([currency]) => currency);
  if (missing.length > 0) {
    throw ruleViolation(`The company has no rate on or before ${date} of ${missing.join(', ')}`, [
      { path: 'date', message: `has no rate of ${missing.join(', ')}, in which balances are held` },
    ]);
  }
  return balances.map((row) => {
    const rate = rates.get(row.currency) as bigint;
    return {
      accountId: row.account_id,
      currency: row.currency,
      balance: row.balance,
      rate,
      bookValue: row.book_value,
      revaluedValue: atRate(row.balance, rate),
    };
  });
}

async function linesOf(db: Executor, companyId: bigint, revaluationIds: bigint[]) {
  if (revaluationIds.length === 0) return new Map<bigint, (RevaluationLine & { revaluationId: bigint })[]>();
  const rows = await db
    .selectFrom('currency_revaluation_lines as line')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'line.company_id').onRef('accounts.id', '=', 'line.account_id'),
    )
    .select([
      'line.revaluation_id',
      'line.account_id',
      'accounts.code',
      'line.currency',
      'line.balance',
      'line.rate',
      'line.book_value',
      'line.revalued_value',
    ])
    .where('line.company_id', '=', companyId)
    .where('line.revaluation_id', 'in', revaluationIds)
    .orderBy('line.revaluation_id')
    .orderBy('line.id')
    .execute();
  const lines = rows.map((row) => ({
    revaluationId: row.revaluation_id,
    accountId: row.account_id,
    accountCode: row.code,
    currency: row.currency,
    balance: row.balance,
    rate: row.rate,
    bookValue: row.book_value,
    revaluedValue: row.revalued_value,
  }));
  return groupBy(lines, (line) => line.revaluationId);
}

async function toViews(db: Executor, companyId: bigint, rows: OwnedRow<'currency_revaluations'>[]) {
  const lines = await linesOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map(
    (row): RevaluationView => ({
      id: row.id,
      date: row.date,
      reversalDate: reversalDateOf(row.date),
      lines: (lines.get(row.id) ?? []).map(({ revaluationId: _id, ...line }) => line),
      ...timestampsOf(row),
    }),
  );
}

const viewOf = async (db: Executor, companyId: bigint, row: OwnedRow<'currency_revaluations'>) =>
  (await toViews(db, companyId, [row]))[0] as RevaluationView;

/**
 * Revalues the foreign balances of debtors, creditors, employees and bank accounts at the rates of
 * the date, and reverses that the day after: the balance sheet of the date shows what they are
 * worth then, and payments after it clear what the documents were booked at.
 */
const create = (db: Executor, companyId: bigint, input: CurrencyRevaluationInput) =>
  inTransaction(db, async (trx) => {
    const { date } = input;
    const reversalDate = reversalDateOf(date);
    const revalued = (await revaluedBalances(trx, companyId, date)).filter(
      (line) => line.revaluedValue !== line.bookValue,
    );
    const id = await newId(trx);
    const row = await insertOwned(trx, 'currency_revaluations', { company_id: companyId, id, date });
    const ids = await newIds(trx, revalued.length);
    const rows = revalued.map((line, index) => ({
      company_id: companyId,
      id: ids[index] as bigint,
      revaluation_id: id,
      account_id: line.accountId,
      currency: line.currency,
      balance: line.balance,
      rate: line.rate,
      book_value: line.bookValue,
      revalued_value: line.revaluedValue,
    }));
    for (const chunk of chunks(rows)) await trx.insertInto('currency_revaluation_lines').values(chunk).execute();
    const view = await viewOf(trx, companyId, row);
    const postings = revaluationPostings(view.lines, (await systemAccounts(trx, companyId)).UNREALISED_CURRENCY_GAINS);
    const reversed = postings.map((posting) => ({ ...posting, baseAmount: -(posting.baseAmount ?? 0n) }));
    const options = { replacing: false };
    await postJournal(trx, companyId, { date, source: { type: 'CURRENCY_REVALUATION', id }, postings }, options);
    const reversal = { date: reversalDate, source: { type: 'CURRENCY_REVALUATION_REVERSAL' as const, id } };
    await postJournal(trx, companyId, { ...reversal, postings: reversed }, options);
    return view;
  });

/** Deletes a revaluation: both it and its reversal are reversed, so that together they move nothing. */
const remove = (db: Executor, companyId: bigint, id: bigint) =>
  inTransaction(db, async (trx) => {
    const view = await viewOf(trx, companyId, await lockOwned(trx, 'currency_revaluations', companyId, id, NOUN));
    await removeJournal(trx, companyId, { type: 'CURRENCY_REVALUATION', id });
    await removeJournal(trx, companyId, { type: 'CURRENCY_REVALUATION_REVERSAL', id });
    await trx
      .deleteFrom('currency_revaluation_lines')
      .where('company_id', '=', companyId)
      .where('revaluation_id', '=', id)
      .execute();
    await deleteOwned(trx, 'currency_revaluations', companyId, id);
    return view;
  });

const get = (db: Executor, companyId: bigint, id: bigint) =>
  readConsistently(db, async (trx) =>
    viewOf(trx, companyId, await requireOwned(trx, 'currency_revaluations', companyId, id, NOUN)),
  );

const list = (db: Executor, companyId: bigint, page: Page) =>
  readConsistently(db, async (trx) => {
    const { rows, total } = await pageOwned(trx, 'currency_revaluations', companyId, page);
    return { items: await toViews(trx, companyId, rows), total };
  });

export const currencyRevaluationService: CrudService<CurrencyRevaluationInput, RevaluationView> = {
  list,
  get,
  create,
  remove,
};
