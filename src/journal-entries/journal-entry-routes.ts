import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../app.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import type { EntryLine } from './journal-entry-posting.js';
import {
  JournalEntry,
  JournalEntryInput,
  JournalEntryUpdate,
  JournalLine,
  JournalLineInput,
  JournalLineParams,
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
const LINES_PATH = `${PATH}/:id/manualJournalEntryLines`;

function presentLine(line: EntryLine, format: MoneyFormat): JournalLine {
  return {
    id: line.id,
    accountCode: line.accountCode,
    debitAmountValue: formatMoney(line.debit, format),
    creditAmountValue: formatMoney(line.credit, format),
  };
}

function presentEntry(entry: EntryView, format: MoneyFormat): JournalEntry {
  return {
    id: entry.id,
    reason: entry.reason,
    date: entry.date,
    manualJournalEntryLines: entry.lines.map((line) => presentLine(line, format)),
  };
}

export const journalEntryRoutes = crudRoutes({
  path: PATH,
  tag: TAG,
  noun: 'manual journal entry',
  input: JournalEntryInput,
  updateInput: JournalEntryUpdate,
  output: JournalEntry,
  service: journalEntryService,
  present: presentEntry,
});

const BALANCE_RULE = 'Refused with 422, and nothing changed, when the entry would no longer balance.';

/** The spec's three line-level calls; each leaves the entry balanced or changes nothing. */
export const journalLineRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const show = (line: EntryLine) => presentLine(line, config.moneyFormat);
  app.post(
    LINES_PATH,
    {
      schema: {
        tags: [TAG],
        summary: 'Add a line to a manual journal entry',
        description: BALANCE_RULE,
        params: IdParams,
        body: JournalLineInput,
        response: { 200: JournalLine },
      },
    },
    async (request) => show(await addJournalLine(db, request.principal.companyId, request.params.id, request.body)),
  );
  app.put(
    `${LINES_PATH}/:lineId`,
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a line of a manual journal entry',
        description: BALANCE_RULE,
        params: JournalLineParams,
        body: JournalLineInput,
        response: { 200: JournalLine },
      },
    },
    async ({ principal, params, body }) =>
      show(await updateJournalLine(db, principal.companyId, params.id, params.lineId, body)),
  );
  app.delete(
    `${LINES_PATH}/:lineId`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a line of a manual journal entry',
        description: BALANCE_RULE,
        params: JournalLineParams,
        response: { 200: JournalLine },
      },
    },
    async ({ principal, params }) => show(await removeJournalLine(db, principal.companyId, params.id, params.lineId)),
  );
};
