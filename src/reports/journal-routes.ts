import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getCompanySettings } from '../companies/company-reads.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { addNextPageLink } from '../shared/pagination.js';
import { type JournalEntry, type JournalRange, journalPage, journalPreamble, wholeJournal } from './general-journal.js';
import { beancountEntry, beancountPreamble, ledgerEntry, ledgerPreamble } from './journal-formats.js';
import { JOURNAL_COLUMNS, journalCsvRows } from './report-csv.js';
import { accepts, CSV, jsonOrText, sendCsv, sendText } from './report-formats.js';
import { Journal, JournalQuery } from './report-schemas.js';

const LEDGER_TYPE = 'text/vnd.ledger';
const BEANCOUNT_TYPE = 'text/plain';

/** The general journal: every transaction with its postings, as JSON pages or as a text journal for hledger or beancount. */
export const journalRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);
  const presented = (entry: JournalEntry) => ({
    ...entry,
    postings: entry.postings.map(({ account, currency, amount, baseAmount }) => ({
      accountId: account.id,
      accountCode: account.code,
      accountName: account.name,
      currency,
      debit: money(amount > 0n ? amount : 0n),
      credit: money(amount < 0n ? -amount : 0n),
      baseAmount: baseAmount === null ? null : money(baseAmount),
    })),
  });

  app.get(
    '/reports/journal',
    {
      schema: {
        tags: ['Reports'],
        summary: 'The general journal: every transaction with its postings, as JSON, hledger or beancount',
        querystring: JournalQuery,
        response: {
          200: jsonOrText(Journal, {
            [CSV]: 'With format=csv or Accept: text/csv: a row per posting, a header row first.',
            [LEDGER_TYPE]: 'With format=ledger or Accept: text/vnd.ledger: the plain-text journal for hledger.',
            [BEANCOUNT_TYPE]: 'With format=beancount: the journal for beancount.',
          }),
        },
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      const range: JournalRange = { from: query.from, to: query.to };
      const format =
        query.format ?? (accepts(request, LEDGER_TYPE) ? 'ledger' : accepts(request, CSV) ? 'csv' : 'json');
      if (format === 'json') {
        const limit = query.limit ?? 100;
        const after = query.after === undefined ? undefined : BigInt(query.after);
        const entries = await journalPage(db, principal.companyId, range, { after, limit });
        const last = entries.at(-1);
        if (entries.length === limit && last) addNextPageLink(request, reply, { after: last.id });
        return {
          ...(range.from === undefined ? {} : { from: range.from }),
          ...(range.to === undefined ? {} : { to: range.to }),
          transactions: entries.map(presented),
        };
      }
      if (format === 'csv') {
        async function* rows() {
          for await (const page of wholeJournal(db, principal.companyId, range)) yield* page.flatMap(journalCsvRows);
        }
        return sendCsv(reply, { columns: JOURNAL_COLUMNS, rows: rows() });
      }
      const company = await getCompanySettings(db, principal.companyId);
      const { accounts, firstDay } = await journalPreamble(db, principal.companyId, range);
      const [preamble, entry] =
        format === 'ledger'
          ? [ledgerPreamble(company.name, accounts), ledgerEntry]
          : [beancountPreamble(company.name, company.currency, accounts, firstDay), beancountEntry];
      async function* text() {
        yield preamble;
        for await (const page of wholeJournal(db, principal.companyId, range)) {
          yield page.map((journalEntry) => entry(journalEntry, company.currency)).join('');
        }
      }
      return sendText(reply, format === 'ledger' ? LEDGER_TYPE : BEANCOUNT_TYPE, text());
    },
  );
};
