import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency } from '../companies/company-repository.js';
import { type Executor, readConsistently } from '../db/database.js';
import { rateOfDay, ratesFromTo } from '../exchange-rates/exchange-rate-repository.js';
import { addDays } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE } from '../shared/exchange-rate.js';
import { type BankMovement, unmatchedMovementsBetween } from './bank-movement-repository.js';
import { rulesFittingLines } from './bank-rule-views.js';
import { recordTypeOf } from './statement-lines.js';
import { findLine, type LineRow } from './statement-repository.js';
import {
  documentsOfAmounts,
  documentsOutstanding,
  type OpenDocument,
  type OutstandingRange,
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
    const candidates = [...records.filter((record) => movedAsLine(line, record)), ...documents(line, quoted)];
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
 * lines' amounts are read at once, and those near them in each currency at once.
 */
async function documentReader(db: Executor, companyId: bigint, currency: string, lines: readonly LineRow[]) {
  const amountsOf = (kind: 'invoice' | 'bill') => [
    ...new Set(lines.filter((line) => kindOf(line) === kind).map((line) => abs(line.amount))),
  ];
  const ofAmount = {
    invoice: await documentsOfAmounts(db, companyId, 'invoice', currency, amountsOf('invoice')),
    bill: await documentsOfAmounts(db, companyId, 'bill', currency, amountsOf('bill')),
  };
  const ratesOfDay = await ratesReader(db, companyId, lines);
  const ratesOf = companyRatesReader(ratesOfDay, currency);
  const converted = await convertedReader(db, companyId, currency, lines, ratesOfDay);
  return (line: LineRow, quoted: readonly OpenDocument[]): Candidate[] => {
    const kind = kindOf(line);
    const found = [...(ofAmount[kind].get(abs(line.amount)) ?? []), ...converted(line)];
    const candidate = candidateOf(kind, currency, ratesOf(line.date));
    if (kind === 'bill') return found.map(candidate);
    const numbers = quotedNumbers(lineToMatch(line));
    return [...quoted.filter((document) => numbers.includes(document.number as string)), ...found].map(candidate);
  };
}

const kindOf = (line: LineRow) => (line.amount > 0n ? 'invoice' : 'bill');
const abs = (amount: bigint) => (amount < 0n ? -amount : amount);

/** The company's rates of each day's document currencies and of the bank's currency, as a line of that day converts them. */
type CompanyRatesOf = (date: string) => (other: string) => CompanyRates | undefined;

const companyRatesReader =
  (ratesOf: (date: string) => Map<string, bigint>, currency: string): CompanyRatesOf =>
  (date) => {
    const rates = ratesOf(date);
    const bank = rates.get(currency);
    return (other) => {
      const document = rates.get(other);
      return document === undefined || bank === undefined ? undefined : { document, bank };
    };
  };

/** A search of open documents of a kind in a currency by what they have outstanding. */
interface ConvertedSearch extends OutstandingRange {
  kind: 'invoice' | 'bill';
  currency: string;
}

const searchKey = (search: ConvertedSearch) => `${search.kind} ${search.currency} ${search.low} ${search.high}`;

/**
 * The open documents in each currency but the bank's that the company has a rate for on a line's
 * day, with outstanding near the line's amount at those rates: one read of each kind and currency
 * for all the lines, each line's range a seek of the index.
 */
async function convertedReader(
  db: Executor,
  companyId: bigint,
  currency: string,
  lines: readonly LineRow[],
  ratesOfDay: (date: string) => Map<string, bigint>,
): Promise<(line: LineRow) => OpenDocument[]> {
  const ratesOf = companyRatesReader(ratesOfDay, currency);
  const searchesOf = (line: LineRow): ConvertedSearch[] => {
    const companyRates = ratesOf(line.date);
    return [...ratesOfDay(line.date).keys()].flatMap((other) => {
      const atRates = companyRates(other);
      if (other === currency || atRates === undefined) return [];
      return [{ kind: kindOf(line), currency: other, ...outstandingNear(line.amount, atRates) }];
    });
  };
  const byCurrency = new Map<string, ConvertedSearch[]>();
  const searches = new Map(lines.flatMap(searchesOf).map((search) => [searchKey(search), search]));
  for (const search of searches.values()) {
    const of = `${search.kind} ${search.currency}`;
    byCurrency.set(of, [...(byCurrency.get(of) ?? []), search]);
  }
  const found = new Map<string, OpenDocument[]>();
  for (const group of byCurrency.values()) {
    const { kind, currency: other } = group[0] as ConvertedSearch;
    const documents = await documentsOutstanding(db, companyId, kind, other, group);
    for (const [index, search] of group.entries()) found.set(searchKey(search), documents[index] ?? []);
  }
  return (line) => searchesOf(line).flatMap((search) => found.get(searchKey(search)) ?? []);
}

/**
 * The company's rate of each currency on each of the lines' days, the base currency's 1, in units
 * of 10^-8 of the base currency: read at once for all the days.
 */
async function ratesReader(db: Executor, companyId: bigint, lines: readonly LineRow[]) {
  const days = lines.map((line) => line.date).sort();
  const base = await baseCurrency(db, companyId);
  const kept = await ratesFromTo(db, companyId, days[0] as string, days.at(-1) as string);
  return (date: string): Map<string, bigint> => {
    const rates = new Map<string, bigint>();
    for (const [other, series] of kept) {
      const rate = rateOfDay(series, date);
      if (rate !== undefined) rates.set(other, rate);
    }
    return rates.set(base, 10n ** BigInt(EXCHANGE_RATE_SCALE));
  };
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
