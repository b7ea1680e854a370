import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency } from '../companies/company-repository.js';
import { type Executor, readConsistently } from '../db/database.js';
import { ratesOn } from '../exchange-rates/exchange-rate-repository.js';
import { addDays } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE } from '../shared/exchange-rate.js';
import { type BankMovement, unmatchedMovementsBetween } from './bank-movement-repository.js';
import { rulesFittingLines } from './bank-rule-views.js';
import { recordTypeOf } from './statement-lines.js';
import { findLine, type LineRow } from './statement-repository.js';
import {
  billsOutstanding,
  documentsOfAmounts,
  invoicesOutstanding,
  type OpenDocument,
  openInvoicesNumbered,
  partyNamesOfRecords,
} from './suggestion-repository.js';
import {
  atCompanyRates,
  type Candidate,
  type CompanyRates,
  FEW_DAYS,
  type LineToMatch,
  movedAsLine,
  outstandingNear,
  quotedNumbers,
  RULE_SCORE,
  ranked,
  type Suggestion,
} from './suggestions.js';

const lineToMatch = (line: LineRow): LineToMatch => ({
  date: line.date,
  amount: line.amount,
  description: line.description,
  reference: line.reference,
  counterpartyName: line.counterparty_name,
});

/**
 * What an unmatched line could stand for, best first: records that moved the bank account and stand
 * for no line yet, and open documents that a new payment would settle, in the bank's currency or
 * in another at the company's rates of the line's day. A line already matched or excluded has
 * none. Last, the bank rules that fit it, in their order.
 */
export async function suggestionsFor(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  lineId: bigint,
): Promise<Suggestion[]> {
  return readConsistently(db, async (trx) => {
    const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId);
    const line = await findLine(trx, companyId, bankAccountId, lineId);
    if (!line) throw notFound('Bank statement line', lineId);
    return (await suggestionsOfLines(trx, companyId, bank, [line]))[0] ?? [];
  });
}

/**
 * What each of the bank account's lines could stand for, as suggestionsFor answers for one, in the
 * lines' order: read together, so that a page of lines costs a few reads, not a few for each line.
 */
export function suggestionsForLines(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  lines: readonly LineRow[],
): Promise<Suggestion[][]> {
  return readConsistently(db, async (trx) => {
    const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId);
    return suggestionsOfLines(trx, companyId, bank, lines);
  });
}

async function suggestionsOfLines(
  db: Executor,
  companyId: bigint,
  bank: BankAccountRow,
  lines: readonly LineRow[],
): Promise<Suggestion[][]> {
  const unmatched = lines.filter((line) => line.status === 'unmatched' && line.bank_account_id === bank.id);
  if (unmatched.length === 0) return lines.map(() => []);
  const records = await recordsNear(db, companyId, bank, unmatched);
  const rules = await rulesFittingLines(db, companyId, unmatched);
  const documents = await documentReader(db, companyId, bank.currency, unmatched);
  const quoted = await openInvoicesNumbered(db, companyId, [
    ...new Set(unmatched.flatMap((line) => (line.amount > 0n ? quotedNumbers(lineToMatch(line)) : []))),
  ]);
  const suggested = new Map<bigint, Suggestion[]>();
  for (const [index, line] of unmatched.entries()) {
    const fitting = (rules[index] ?? []).map(
      (rule): Suggestion => ({
        type: 'bankRule',
        id: rule.id,
        score: RULE_SCORE,
        reason: `bank rule ${rule.name} books it to account ${rule.action.accountCode}`,
        amount: line.amount,
      }),
    );
    const candidates = [...records.filter((record) => movedAsLine(line, record)), ...(await documents(line, quoted))];
    suggested.set(line.id, [...ranked(lineToMatch(line), candidates), ...fitting]);
  }
  return lines.map((line) => suggested.get(line.id) ?? []);
}

/**
 * The records that moved the bank account within a few days of any of the lines, of one of their
 * amounts, and stand for no line yet, with their parties' names: one read for all the lines.
 */
async function recordsNear(
  db: Executor,
  companyId: bigint,
  bank: BankAccountRow,
  lines: readonly LineRow[],
): Promise<(Candidate & BankMovement)[]> {
  const ledger = {
    companyId,
    bankAccountId: bank.id,
    ledgerAccountId: bank.ledger_account_id,
    currency: bank.currency,
  };
  const dates = lines.map((line) => line.date).sort();
  const first = dates[0] as string;
  const last = dates.at(-1) as string;
  const from = addDays(first, -FEW_DAYS) ?? first;
  const to = addDays(last, FEW_DAYS) ?? last;
  const amounts = [...new Set(lines.map((line) => line.amount))];
  const movements = await unmatchedMovementsBetween(db, ledger, from, to, amounts);
  const names = await partyNamesOfRecords(db, companyId, movements);
  return movements.map((movement) => ({
    ...movement,
    type: recordTypeOf(movement.sourceType),
    id: movement.sourceId,
    partyName: names.get(`${movement.sourceType} ${movement.sourceId}`),
  }));
}

/**
 * Open invoices for money in, bills for money out: by the number the line quotes, in any currency
 * (among `quoted`, the open invoices of every number the lines quote); by its amount in the bank's
 * currency; and, in each currency the company has a rate for on the line's day, by their
 * outstanding near the line's amount at the company's rates, read by index. The documents of the
 * lines' amounts are read at once, and the rates of a day once.
 */
async function documentReader(db: Executor, companyId: bigint, currency: string, lines: readonly LineRow[]) {
  const amountsOf = (kind: 'invoice' | 'bill') => [
    ...new Set(lines.filter((line) => kindOf(line) === kind).map((line) => abs(line.amount))),
  ];
  const ofAmount = {
    invoice: await documentsOfAmounts(db, companyId, 'invoice', currency, amountsOf('invoice')),
    bill: await documentsOfAmounts(db, companyId, 'bill', currency, amountsOf('bill')),
  };
  const ratesOf = await ratesReader(db, companyId, lines);
  const convertedOf = remembered((key: string) => {
    const [kind, documentCurrency, low, high] = key.split(' ') as [string, string, string, string];
    const outstanding = kind === 'invoice' ? invoicesOutstanding : billsOutstanding;
    return outstanding(db, companyId, documentCurrency, { low: BigInt(low), high: BigInt(high) });
  });
  return async (line: LineRow, quoted: readonly OpenDocument[]): Promise<Candidate[]> => {
    const rates = await ratesOf(line.date);
    const bankRate = rates.get(currency);
    const companyRates = (other: string): CompanyRates | undefined => {
      const document = rates.get(other);
      return document === undefined || bankRate === undefined ? undefined : { document, bank: bankRate };
    };
    const kind = kindOf(line);
    const found = [...(ofAmount[kind].get(abs(line.amount)) ?? [])];
    for (const other of rates.keys()) {
      const atRates = companyRates(other);
      if (other === currency || atRates === undefined) continue;
      const { low, high } = outstandingNear(line.amount, atRates);
      found.push(...(await convertedOf(`${kind} ${other} ${low} ${high}`)));
    }
    const candidate = candidateOf(kind, currency, companyRates);
    if (kind === 'bill') return found.map(candidate);
    const numbers = quotedNumbers(lineToMatch(line));
    return [...quoted.filter((document) => numbers.includes(document.number as string)), ...found].map(candidate);
  };
}

const kindOf = (line: LineRow) => (line.amount > 0n ? 'invoice' : 'bill');
const abs = (amount: bigint) => (amount < 0n ? -amount : amount);

/**
 * The company's rates of the lines' days (see ratesOfDay), each day read once. A company without a
 * rate on the last of the days has none on an earlier one (a day's rate is the latest on or before
 * it): then only its base currency is read.
 */
async function ratesReader(db: Executor, companyId: bigint, lines: readonly LineRow[]) {
  const lastDay = lines
    .map((line) => line.date)
    .sort()
    .at(-1) as string;
  const ofLastDay = await ratesOfDay(db, companyId, lastDay);
  if (ofLastDay.size === 1) return async () => ofLastDay;
  return remembered((date: string) => ratesOfDay(db, companyId, date));
}

/** An open document as a candidate: its outstanding signed as the line, in the bank's currency at the company's rates. */
const candidateOf =
  (kind: 'invoice' | 'bill', currency: string, ratesOf: (other: string) => CompanyRates | undefined) =>
  (document: OpenDocument): Candidate => {
    const sign = kind === 'invoice' ? 1n : -1n;
    const numbered = {
      type: kind,
      id: document.id,
      date: document.dueDate,
      partyName: document.partyName,
      number: document.number,
    };
    if (document.currency === currency) return { ...numbered, amount: sign * document.outstanding };
    const atRates = ratesOf(document.currency);
    return {
      ...numbered,
      amount: atRates === undefined ? null : sign * atCompanyRates(document.outstanding, atRates),
      inOtherCurrency: {
        currency: document.currency,
        outstanding: document.outstanding,
        atRates: atRates === undefined ? null : { bankCurrency: currency, rates: atRates },
      },
    };
  };

/** A read remembered by its key: asked again for the same key, it answers what it read the first time. */
function remembered<Answer>(read: (key: string) => Promise<Answer>): (key: string) => Promise<Answer> {
  const answers = new Map<string, Promise<Answer>>();
  return (key) => {
    const answer = answers.get(key) ?? read(key);
    answers.set(key, answer);
    return answer;
  };
}

/** The company's rate of each currency on the day, the base currency's 1, in units of 10^-8 of the base currency. */
async function ratesOfDay(db: Executor, companyId: bigint, date: string): Promise<Map<string, bigint>> {
  const rates = await ratesOn(db, companyId, date);
  rates.set(await baseCurrency(db, companyId), 10n ** BigInt(EXCHANGE_RATE_SCALE));
  return rates;
}
