import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import { type Executor, readConsistently } from '../db/database.js';
import { addDays } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import { unmatchedMovementsBetween } from './bank-movement-repository.js';
import { recordTypeOf } from './statement-lines.js';
import { findLine, type LineRow } from './statement-repository.js';
import {
  billsOutstanding,
  invoicesOutstanding,
  openInvoicesNumbered,
  partyNamesOfRecords,
} from './suggestion-repository.js';
import { type Candidate, FEW_DAYS, type LineToMatch, quotedNumbers, ranked, type Suggestion } from './suggestions.js';

const lineToMatch = (line: LineRow): LineToMatch => ({
  date: line.date,
  amount: line.amount,
  description: line.description,
  reference: line.reference,
  counterpartyName: line.counterparty_name,
});

/**
 * What an unmatched line could stand for, best first: records that moved the bank account and stand
 * for no line yet, and open documents in the bank's currency that a new payment would settle. A
 * line already matched or excluded has none.
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
    return ranked(lineToMatch(line), [...records, ...(await documentsFor(trx, companyId, bank.currency, line))]);
  });
}

/** Open invoices for money in, bills for money out: by the number the line quotes, or by its amount. */
async function documentsFor(db: Executor, companyId: bigint, currency: string, line: LineRow): Promise<Candidate[]> {
  const candidate =
    (type: 'invoice' | 'bill', sign: bigint) =>
    (document: Awaited<ReturnType<typeof invoicesOutstanding>>[number]) => ({
      type,
      id: document.id,
      amount: sign * document.outstanding,
      date: document.dueDate,
      partyName: document.partyName,
      number: document.number,
    });
  if (line.amount > 0n) {
    const quoted = await openInvoicesNumbered(db, companyId, currency, quotedNumbers(lineToMatch(line)));
    const sameAmount = await invoicesOutstanding(db, companyId, currency, line.amount);
    return [...quoted, ...sameAmount].map(candidate('invoice', 1n));
  }
  return (await billsOutstanding(db, companyId, currency, -line.amount)).map(candidate('bill', -1n));
}
