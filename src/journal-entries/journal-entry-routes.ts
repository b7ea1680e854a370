import { crudRoutes } from '../shared/crud-routes.js';
import { exchangeRateField } from '../shared/exchange-rate.js';
import { lineRoutes } from '../shared/line-routes.js';
import { storedTimestamp } from '../shared/list-filters.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import type { EntryLine } from './journal-entry-posting.js';
import {
  JournalEntry,
  JournalEntryInput,
  JournalEntryQuery,
  JournalEntryUpdate,
  JournalLine,
  JournalLineInput,
} from './journal-entry-schemas.js';
import {
  addJournalLine,
  type EntryView,
  journalEntryService,
  removeJournalLine,
  updateJournalLine,
} from './journal-entry-service.js';

const TAG = 'Manual journal entries';
const PATH = '/manualJournalEntries';

function presentLine(line: EntryLine, format: MoneyFormat): JournalLine {
  return {
    id: line.id,
    accountCode: line.accountCode,
    debitAmountValue: formatMoney(line.debit, format),
    creditAmountValue: formatMoney(line.credit, format),
    ...(line.salesTaxCode === null
      ? {}
      : { salesTaxCode: line.salesTaxCode, taxAmountValue: formatMoney(line.tax, format) }),
  };
}

function presentEntry(entry: EntryView, format: MoneyFormat): JournalEntry {
  return {
    id: entry.id,
    reason: entry.reason,
    date: entry.date,
    currency: entry.currency,
    ...exchangeRateField(entry.exchangeRate),
    manualJournalEntryLines: entry.lines.map((line) => presentLine(line, format)),
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

export const journalEntryRoutes = crudRoutes({
  path: PATH,
  recordType: 'manualJournalEntry',
  tag: TAG,
  noun: 'manual journal entry',
  plural: 'manual journal entries',
  input: JournalEntryInput,
  updateInput: JournalEntryUpdate,
  output: JournalEntry,
  service: journalEntryService,
  present: presentEntry,
  listFilters: {
    query: JournalEntryQuery,
    of: (query: JournalEntryQuery) => ({
      accountCode: query.accountCode,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      updatedSince: storedTimestamp(query.updatedSince),
    }),
  },
  lines: { member: 'manualJournalEntryLines', path: `${PATH}/{id}/manualJournalEntryLines` },
});

/** The spec's three line-level calls; each leaves the entry balanced or changes nothing. */
export const journalLineRoutes = lineRoutes({
  path: `${PATH}/:id/manualJournalEntryLines`,
  tag: TAG,
  noun: 'line of a manual journal entry',
  description:
    'Refused with 422, and nothing changed, when the entry would no longer balance: a line added on its own moves as much to the debit as to the credit, and a replaced line keeps its net amount. To change amounts, update the lines together with PUT on the entry.',
  input: JournalLineInput,
  output: JournalLine,
  service: () => ({ addLine: addJournalLine, updateLine: updateJournalLine, removeLine: removeJournalLine }),
  present: presentLine,
  document: {
    recordType: 'manualJournalEntry',
    output: JournalEntry,
    get: journalEntryService.get,
    present: presentEntry,
  },
});
