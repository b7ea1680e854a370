import type { SUGGESTION_TYPES } from '../banking/banking-schemas.js';
import type { StatementLineView } from '../banking/statement-lines.js';
import type { Suggestion } from '../banking/suggestions.js';
import type { Writers } from './web-format.js';

/** What each record or document a line may stand for is called on the page. */
const RECORD_NAMES: Record<(typeof SUGGESTION_TYPES)[number], string> = {
  clientPayment: 'Client payment',
  supplierPayment: 'Supplier payment',
  clientRefund: 'Client refund',
  supplierRefund: 'Supplier refund',
  bankTransfer: 'Bank transfer',
  manualJournalEntry: 'Journal entry',
  invoice: 'Invoice',
  bill: 'Bill',
  bankRule: 'Bank rule',
};

const STATUS_NAMES: Record<StatementLineView['status'], string> = {
  unmatched: 'Unmatched',
  matched: 'Matched',
  excluded: 'Excluded',
};

/**
 * A statement line as the account's page shows it; `changeable` while no reconciliation closes it,
 * which the API's unmatch and include refuse.
 */
export function lineRow(line: StatementLineView, write: Writers, money: (amount: bigint) => string) {
  return {
    id: line.id,
    date: write.date(line.date),
    description: describedLine(line),
    amount: money(line.amount),
    moneyIn: line.amount > 0n,
    status: line.status,
    statusName: STATUS_NAMES[line.status],
    changeable: line.reconciliation_id === null,
    matches: line.matches.map((match) => `${RECORD_NAMES[match.type]} ${match.id} (${money(match.amount)})`),
  };
}

/** A line's description, and its reference where the description does not quote it. */
function describedLine(line: StatementLineView): string {
  const { description, reference } = line;
  return reference && !description.includes(reference) ? `${description} · ${reference}` : description;
}

export function suggestionRow(suggestion: Suggestion, write: Writers, money: (amount: bigint) => string) {
  return {
    type: suggestion.type,
    id: suggestion.id,
    name: `${RECORD_NAMES[suggestion.type]} ${suggestion.id}`,
    partyName: suggestion.partyName ?? '',
    date: suggestion.date ? write.date(suggestion.date) : '',
    amount: suggestion.amount === undefined ? '' : money(suggestion.amount),
    reason: suggestion.reason,
  };
}
