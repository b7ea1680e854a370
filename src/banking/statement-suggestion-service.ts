import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import { baseCurrency } from '../companies/company-repository.js';
import { type Executor, readConsistently } from '../db/database.js';
import { ratesOn } from '../exchange-rates/exchange-rate-repository.js';
import { addDays } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE } from '../shared/exchange-rate.js';
import { unmatchedMovementsBetween } from './bank-movement-repository.js';
import { fittingRules } from './bank-rule-views.js';
import { recordTypeOf } from './statement-lines.js';
import { findLine, type LineRow } from './statement-repository.js';
import {
  billsOutstanding,
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
    if (line.status !== 'unmatched') return [];
    const ledger = { companyId, bankAccountId, ledgerAccountId: bank.ledger_account_id, currency: bank.currency };
    const from = addDays(line.date, -FEW_DAYS) ?? line.date;
    const to = addDays(line.date, FEW_DAYS) ?? line.date;
    const movements = await unmatchedMovementsBetween(trx, ledger, from, to, line.amount);
    const names = await partyNamesOfRecords(trx, companyId, movements);
    const records: Candidate[] = movements.map((movement) => ({
      type: recordTypeOf(movement.sourceType),
      id: movement.sourceId,
      amount: movement.amount,
      date: movement.date,
      partyName: names.get(`${movement.sourceType} ${movement.sourceId}`),
    }));
    const rules = (await fittingRules(trx, companyId, line)).map(
      (rule): Suggestion => ({
        type: 'bankRule',
        id: rule.id,
        score: RULE_SCORE,
        reason: `bank rule ${rule.name} books it to account ${rule.action.accountCode}`,
        amount: line.amount,
      }),
    );
    return [
      ...ranked(lineToMatch(line), [...records, ...(await documentsFor(trx, companyId, bank.currency, line))]),
      ...rules,
    ];
  });
}

/**
 * Open invoices for money in, bills for money out: by the number the line quotes, in any currency;
 * by its amount in the bank's currency; and, in each currency the company has a rate for on the
 * line's day, by their outstanding near the line's amount at the company's rates, read by index.
 */
async function documentsFor(db: Executor, companyId: bigint, currency: string, line: LineRow): Promise<Candidate[]> {
  const rates = await ratesOfDay(db, companyId, line.date);
  const bankRate = rates.get(currency);
  const ratesOf = (other: string): CompanyRates | undefined => {
    const document = rates.get(other);
    return document === undefined || bankRate === undefined ? undefined : { document, bank: bankRate };
  };
  const candidate =
    (type: 'invoice' | 'bill', sign: bigint) =>
    (document: OpenDocument): Candidate => {
      const base = { type, id: document.id, date: document.dueDate, partyName: document.partyName };
      const numbered = { ...base, number: document.number };
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
  const outstanding = line.amount > 0n ? invoicesOutstanding : billsOutstanding;
  const amount = line.amount < 0n ? -line.amount : line.amount;
  const found = await outstanding(db, companyId, currency, { low: amount, high: amount });
  for (const other of rates.keys()) {
    const atRates = ratesOf(other);
    if (other === currency || atRates === undefined) continue;
    found.push(...(await outstanding(db, companyId, other, outstandingNear(line.amount, atRates))));
  }
  if (line.amount < 0n) return found.map(candidate('bill', -1n));
  const quoted = await openInvoicesNumbered(db, companyId, quotedNumbers(lineToMatch(line)));
  return [...quoted, ...found].map(candidate('invoice', 1n));
}

/** The company's rate of each currency on the day, the base currency's 1, in units of 10^-8 of the base currency. */
async function ratesOfDay(db: Executor, companyId: bigint, date: string): Promise<Map<string, bigint>> {
  const rates = await ratesOn(db, companyId, date);
  rates.set(await baseCurrency(db, companyId), 10n ** BigInt(EXCHANGE_RATE_SCALE));
  return rates;
}
