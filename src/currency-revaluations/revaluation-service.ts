import { baseCurrency } from '../companies/company-repository.js';
import { type Database, type Executor, readConsistently } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import { rateOn } from '../exchange-rates/exchange-rate-repository.js';
import { type Posting, placeOf } from '../ledger/journal.js';
import { moneyAccounts } from '../ledger/later-values.js';
import { postJournal, removeJournal, unvaluedTransactions } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { atRate, foreignBalancesBefore } from '../ledger/valuation.js';
import { groupBy } from '../shared/collections.js';
import type { CrudService } from '../shared/crud-service.js';
import { addDays, keptDate } from '../shared/dates.js';
import { DomainError, ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import {
  deleteRevaluation,
  deleteRevaluationLines,
  insertRevaluation,
  insertRevaluationLines,
  lockRevaluation,
  pageRevaluations,
  requireRevaluation,
  revaluationLineRows,
  touchRevaluation,
} from './revaluation-repository.js';
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

type WorkedLine = Omit<RevaluationLine, 'accountCode'>;

const difference = (line: WorkedLine) => line.revaluedValue - line.bookValue;

/** The day a revaluation is reversed: the day after its date, which must be one the books keep. */
const reversalDateOf = (date: string) => keptDate(addDays(date, 1), 'date', 'reversal, the day after,');

/**
 * Each revalued balance moves to its value at the rate, and unrealised gains and losses take the
 * opposite, in the currency of the balance: a value without an amount, so no currency's own balance moves.
 */
function revaluationPostings(lines: readonly WorkedLine[], unrealised: bigint): Posting[] {
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

/**
 * The foreign balances of debtors, creditors, employees and bank accounts at the end of `date`, as
 * the revaluation `id` finds them (without itself, and any revaluation of the day made after it),
 * each valued at the company's rate of that day: those whose value moves.
 */
async function revaluedLines(write: Write, companyId: bigint, date: string, id: bigint): Promise<WorkedLine[]> {
  const db = write.trx;
  const unvalued = await unvaluedTransactions(db, companyId, { to: date });
  if (unvalued.length > 0) {
    throw ruleViolation(
      `${unvalued.length} transactions up to ${date} have no base value yet (see unvalued in GET /reports/trialBalance?currency=base): add the rates they need before revaluing`,
      [{ path: 'date', message: 'has transactions on or before it without a base value' }],
    );
  }
  const base = await baseCurrency(db, companyId);
  const { monetary } = await moneyAccounts(db, companyId);
  const place = placeOf(date, { type: 'CURRENCY_REVALUATION', id });
  const balances = await foreignBalancesBefore(write, companyId, monetary, base, place);
  const rates = new Map<string, bigint | undefined>();
  for (const { currency } of balances) rates.set(currency, await rateOn(db, companyId, currency, date));
  const missing = [...rates].filter(([, rate]) => rate === undefined).map(([currency]) => currency);
  if (missing.length > 0) {
    throw ruleViolation(`The company has no rate on or before ${date} of ${missing.join(', ')}`, [
      { path: 'date', message: `has no rate of ${missing.join(', ')}, in which balances are held` },
    ]);
  }
  const lines = balances.map((balance) => {
    const rate = rates.get(balance.currency) as bigint;
    return { ...balance, rate, revaluedValue: atRate(balance.balance, rate) };
  });
  return lines.filter((line) => line.revaluedValue !== line.bookValue);
}

async function linesOf(db: Executor, companyId: bigint, revaluationIds: bigint[]) {
  if (revaluationIds.length === 0) return new Map<bigint, (RevaluationLine & { revaluationId: bigint })[]>();
  const rows = await revaluationLineRows(db, companyId, revaluationIds);
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

/** Posts the revaluation on its date, and its reversal the day after. */
async function postRevaluation(
  write: Write,
  companyId: bigint,
  { id, date }: { id: bigint; date: string },
  lines: readonly WorkedLine[],
  options: { replacing: boolean; reposting?: boolean },
) {
  const trx = write.trx;
  const postings = revaluationPostings(lines, (await systemAccounts(trx, companyId)).UNREALISED_CURRENCY_GAINS);
  const reversed = postings.map((posting) => ({ ...posting, baseAmount: -(posting.baseAmount ?? 0n) }));
  await postJournal(write, companyId, { date, source: { type: 'CURRENCY_REVALUATION', id }, postings }, options);
  const reversal = { date: reversalDateOf(date), source: { type: 'CURRENCY_REVALUATION_REVERSAL' as const, id } };
  await postJournal(write, companyId, { ...reversal, postings: reversed }, options);
}

/**
 * Revalues the foreign balances of debtors, creditors, employees and bank accounts at the rates of
 * the date, and reverses that the day after: the balance sheet of the date shows what they are
 * worth then, and payments after it clear what the documents were booked at.
 */
const create = (db: Database | Write, companyId: bigint, input: CurrencyRevaluationInput) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    const { date } = input;
    // Refused before anything is written when its reversal would fall after 9999-12-31.
    reversalDateOf(date);
    const id = await write.newId();
    const lines = await revaluedLines(write, companyId, date, id);
    const row = await insertRevaluation(write, { company_id: companyId, id, date });
    await insertRevaluationLines(write, companyId, id, lines);
    await postRevaluation(write, companyId, row, lines, { replacing: false });
    return viewOf(trx, companyId, row);
  });

const sameLines = (a: readonly WorkedLine[], b: readonly WorkedLine[]) => {
  const key = (line: WorkedLine) =>
    `${line.accountId} ${line.currency} ${line.balance} ${line.rate} ${line.bookValue} ${line.revaluedValue}`;
  return a.map(key).join('|') === b.map(key).join('|');
};

/**
 * Works a revaluation again from the balances and rates as they stand now, after a write dated on or
 * before it, or a change of the rate it used (see later-values.ts). A write that leaves it impossible
 * (a transaction without a base value up to its date, a balance without a rate) is refused, naming it.
 */
export async function reviseRevaluation(write: Write, companyId: bigint, id: bigint): Promise<void> {
  const trx = write.trx;
  const row = await lockRevaluation(trx, companyId, id, NOUN);
  const lines = await revaluedLines(write, companyId, row.date, id).catch((error: unknown) => {
    throw cannotRevise(error, row);
  });
  if (sameLines((await linesOf(trx, companyId, [id])).get(id) ?? [], lines)) return;
  await deleteRevaluationLines(trx, companyId, id);
  await insertRevaluationLines(write, companyId, id, lines);
  await postRevaluation(write, companyId, row, lines, { replacing: true, reposting: true });
  await touchRevaluation(trx, companyId, id);
}

function cannotRevise(error: unknown, { id, date }: { id: bigint; date: string }) {
  if (!(error instanceof DomainError && error.kind === 'rule-violation')) return error;
  return ruleViolation(
    `Currency revaluation ${id} of ${date} would have to be worked again, and cannot be: ${error.message}. Delete it first to go ahead`,
    [
      {
        path: 'date',
        message: `is on or before currency revaluation ${id} of ${date}, which could not be worked again`,
      },
    ],
  );
}

/** Deletes a revaluation: both it and its reversal are reversed, so that together they move nothing. */
const remove = (db: Database | Write, companyId: bigint, id: bigint) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    const view = await viewOf(trx, companyId, await lockRevaluation(trx, companyId, id, NOUN));
    await removeJournal(write, companyId, { type: 'CURRENCY_REVALUATION', id });
    await removeJournal(write, companyId, { type: 'CURRENCY_REVALUATION_REVERSAL', id });
    await deleteRevaluationLines(trx, companyId, id);
    await deleteRevaluation(write, companyId, id);
    return view;
  });

const get = (db: Executor, companyId: bigint, id: bigint) =>
  readConsistently(db, async (trx) => viewOf(trx, companyId, await requireRevaluation(trx, companyId, id, NOUN)));

const list = (db: Executor, companyId: bigint, page: Page) =>
  readConsistently(db, async (trx) => {
    const { rows, total } = await pageRevaluations(trx, companyId, page);
    return { items: await toViews(trx, companyId, rows), total };
  });

export const currencyRevaluationService: CrudService<CurrencyRevaluationInput, RevaluationView> = {
  list,
  get,
  create,
  remove,
};
