import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCompanySettings } from '../companies/company-reads.js';
import type { Executor } from '../db/database.js';
import { TrialBalanceQuery } from '../ledger/ledger-schemas.js';
import type { AgedBalances, Side } from '../reports/aged-balances.js';
import type { CsvTable } from '../reports/report-csv.js';
import { agedCsv, balanceSheetCsv, profitAndLossCsv, trialBalanceCsv, vatReturnCsv } from '../reports/report-csv.js';
import { sendCsv } from '../reports/report-formats.js';
import {
  readAgedBalances,
  readBalanceSheet,
  readProfitAndLoss,
  readTrialBalance,
  readVatReturn,
} from '../reports/report-reads.js';
import { AgedQuery, BalanceSheetQuery, ProfitAndLossQuery, VatReturnQuery } from '../reports/report-schemas.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { assertValid } from '../shared/validation.js';
import {
  agedTables,
  balanceSheetTables,
  profitAndLossTables,
  type ReportView,
  trialBalanceTables,
  vatReturnTables,
} from './report-tables.js';
import { type Writers, writersFor } from './web-format.js';
import { type FormField, formInput, refusedForm } from './web-forms.js';

/**
 * A report's page: the API's query schema checks its form, the API's read gives its figures and the
 * API's CSV writer its download.
 */
interface ReportPage<Query extends TSchema, Report> {
  name: string;
  path: string;
  query: Query;
  fields: FormField[];
  read: (db: Executor, companyId: bigint, query: Static<Query>) => Promise<Report>;
  view: (report: Report, write: Writers) => ReportView;
  csv: (report: Report) => CsvTable;
}

export const PERIOD: FormField[] = [
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];
const DAY: FormField[] = [{ name: 'date', label: 'Date', type: 'date' }];

/** The reports, in the order the index lists them. */
export function reportPages(app: FastifyInstance, { db }: ModuleOptions): void {
  const pages = [
    addReportPage(app, db, {
      name: 'Profit and loss',
      path: 'profit-and-loss',
      query: ProfitAndLossQuery,
      fields: PERIOD,
      read: readProfitAndLoss,
      view: profitAndLossTables,
      csv: profitAndLossCsv,
    }),
    addReportPage(app, db, {
      name: 'Balance sheet',
      path: 'balance-sheet',
      query: BalanceSheetQuery,
      fields: DAY,
      read: readBalanceSheet,
      view: balanceSheetTables,
      csv: balanceSheetCsv,
    }),
    addReportPage(app, db, agedPage('Aged receivables', 'receivables', 'client')),
    addReportPage(app, db, agedPage('Aged payables', 'payables', 'supplier')),
    addReportPage(app, db, {
      name: 'VAT return',
      path: 'vat-return',
      query: VatReturnQuery,
      fields: PERIOD,
      read: readVatReturn,
      view: vatReturnTables,
      csv: vatReturnCsv,
    }),
    addReportPage(app, db, {
      name: 'Trial balance',
      path: 'trial-balance',
      query: TrialBalanceQuery,
      fields: DAY,
      read: readTrialBalance,
      view: trialBalanceTables,
      csv: trialBalanceCsv,
    }),
  ];
  app.get('/reports', { schema: { hide: true }, config: { permission: 'read' } }, (_request, reply) =>
    reply.view('reports', { title: 'Reports', current: 'Reports', reports: pages }),
  );
}

/** What clients owed, or what was owed to suppliers, by days past due. */
function agedPage(name: string, side: Side, party: 'client' | 'supplier'): ReportPage<typeof AgedQuery, AgedBalances> {
  return {
    name,
    path: `aged-${side}`,
    query: AgedQuery,
    fields: DAY,
    read: (db, companyId, query) => readAgedBalances(db, companyId, side, query),
    view: (report, write) => agedTables(report, write, party),
    csv: (report) => agedCsv(report, party),
  };
}

/** Registers a report's page and its CSV, both at `/reports/<path>` with the form's fields as the query. */
function addReportPage<Query extends TSchema, Report>(
  app: FastifyInstance,
  db: Executor,
  page: ReportPage<Query, Report>,
): { name: string; path: string } {
  const names = page.fields.map(({ name }) => name);
  const options = {
    schema: {
      hide: true,
      querystring: Type.Object(Object.fromEntries(names.map((name) => [name, Type.Optional(Type.String())]))),
    },
    config: { permission: 'read' as const },
  };
  const queried = async (request: FastifyRequest) => {
    const values = formInput(request.query, names);
    assertValid(page.query, values);
    return { values, report: await page.read(db, request.principal.companyId, values) };
  };

  app.get(`/reports/${page.path}`, options, async (request, reply) => {
    const shown = { title: page.name, current: 'Reports', path: page.path, fields: page.fields };
    try {
      const { values, report } = await queried(request);
      const write = writersFor(await getCompanySettings(db, request.principal.companyId));
      const view = page.view(report, write);
      // The days the report was read for, so that its CSV is of the same days whenever it is downloaded.
      const asked = { ...view.asked, ...values };
      const csv = `${reply.locals?.base}/reports/${page.path}.csv?${new URLSearchParams(asked)}`;
      return reply.view('report', { ...shown, values: asked, report: view, csv });
    } catch (error) {
      return refusedForm(reply, error, 'report', { ...shown, values: formInput(request.query, names) });
    }
  });

  app.get(`/reports/${page.path}.csv`, options, async (request, reply) => {
    const { report } = await queried(request);
    reply.header('content-disposition', `attachment; filename="${page.path}.csv"`);
    return sendCsv(reply, page.csv(report));
  });
  return { name: page.name, path: page.path };
}
