import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scaledToNumber } from '../shared/decimal.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { RATE_SCALE } from '../tax/tax.js';
import type { AgedAmounts, AgedBalances } from './aged-balances.js';
import type { Section } from './financial-statements.js';
import { agedCsv, balanceSheetCsv, profitAndLossCsv, vatReturnCsv } from './report-csv.js';
import { accepts, CSV, jsonOrCsv, sendCsv } from './report-formats.js';
import { readAgedBalances, readBalanceSheet, readProfitAndLoss, readVatReturn } from './report-reads.js';
import {
  AgedPayables,
  AgedQuery,
  AgedReceivables,
  BalanceSheet,
  BalanceSheetQuery,
  ProfitAndLoss,
  ProfitAndLossQuery,
  VatReturn,
  VatReturnQuery,
} from './report-schemas.js';

const YEAR_OUT_OF_RANGE = 'The financial year of the day asked for would start before 0001-01-01';

/** The financial statements, read from the ledger's balances. */
export const reportRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);
  const optionalMoney = (amount: Money | undefined) => (amount === undefined ? undefined : money(amount));
  const section = (figures: Section) => ({
    accounts: figures.accounts.map((line) => ({
      ...line,
      amount: money(line.amount),
      compareAmount: optionalMoney(line.compareAmount),
    })),
    total: money(figures.total),
    compareTotal: optionalMoney(figures.compareTotal),
  });

  app.get(
    '/reports/profitAndLoss',
    {
      schema: {
        tags: ['Reports'],
        summary: 'Income, cost of sales and expenses of a period, with gross and net profit',
        querystring: ProfitAndLossQuery,
        problems: { 422: YEAR_OUT_OF_RANGE },
        response: { 200: jsonOrCsv(ProfitAndLoss) },
      },
    },
    async (request, reply) => {
      const report = await readProfitAndLoss(db, request.principal.companyId, request.query);
      if (accepts(request, CSV)) return sendCsv(reply, profitAndLossCsv(report));
      return {
        ...report,
        income: section(report.income),
        costOfSales: section(report.costOfSales),
        grossProfit: money(report.grossProfit),
        compareGrossProfit: optionalMoney(report.compareGrossProfit),
        expenses: section(report.expenses),
        netProfit: money(report.netProfit),
        compareNetProfit: optionalMoney(report.compareNetProfit),
      };
    },
  );

  app.get(
    '/reports/balanceSheet',
    {
      schema: {
        tags: ['Reports'],
        summary: 'Assets, liabilities and equity at a date, with retained and current-year earnings',
        querystring: BalanceSheetQuery,
        problems: { 422: YEAR_OUT_OF_RANGE },
        response: { 200: jsonOrCsv(BalanceSheet) },
      },
    },
    async (request, reply) => {
      const report = await readBalanceSheet(db, request.principal.companyId, request.query);
      if (accepts(request, CSV)) return sendCsv(reply, balanceSheetCsv(report));
      return {
        ...report,
        assets: section(report.assets),
        liabilities: section(report.liabilities),
        equity: {
          ...section(report.equity),
          retainedEarnings: money(report.equity.retainedEarnings),
          currentYearEarnings: money(report.equity.currentYearEarnings),
        },
        netAssets: money(report.netAssets),
      };
    },
  );

  app.get(
    '/reports/vatReturn',
    {
      schema: {
        tags: ['Reports'],
        summary: 'The nine boxes of a UK VAT return for a period, with the rates and documents behind them',
        querystring: VatReturnQuery,
        problems: { 422: YEAR_OUT_OF_RANGE },
        response: { 200: jsonOrCsv(VatReturn) },
      },
    },
    async (request, reply) => {
      const report = await readVatReturn(db, request.principal.companyId, request.query);
      if (accepts(request, CSV)) return sendCsv(reply, vatReturnCsv(report));
      return {
        ...report,
        boxes: Object.fromEntries(
          Object.entries(report.boxes).map(([name, amount]) => [name, money(amount)]),
        ) as Record<keyof typeof report.boxes, string>,
        rates: report.rates.map(
          ({ rateMicros, salesNet, salesTax, purchasesNet, purchasesTax, reverseChargeTax, ...rate }) => ({
            ...rate,
            rate: scaledToNumber(rateMicros, RATE_SCALE),
            salesNet: money(salesNet),
            salesTax: money(salesTax),
            purchasesNet: money(purchasesNet),
            purchasesTax: money(purchasesTax),
            reverseChargeTax: money(reverseChargeTax),
          }),
        ),
        documents: report.documents.map((document) => ({
          ...document,
          net: money(document.net),
          tax: money(document.tax),
          reverseChargeTax: money(document.reverseChargeTax),
        })),
      };
    },
  );

  const aged = (amounts: AgedAmounts) => ({
    notDue: money(amounts.notDue),
    days1To30: money(amounts.days1To30),
    days31To60: money(amounts.days31To60),
    days61To90: money(amounts.days61To90),
    over90: money(amounts.over90),
    total: money(amounts.total),
  });
  const presentAged = ({ parties, totals, revaluation, ...report }: AgedBalances) => {
    const rows = parties.map(({ partyId, name, currency, ...amounts }) => ({
      partyId,
      name,
      currency,
      ...aged(amounts),
    }));
    return {
      ...report,
      rows,
      totals: aged(totals),
      ...(revaluation === undefined ? {} : { revaluation: money(revaluation) }),
    };
  };

  app.get(
    '/reports/agedReceivables',
    {
      schema: {
        tags: ['Reports'],
        summary: 'What each client owed at a date, by days past due',
        querystring: AgedQuery,
        response: { 200: jsonOrCsv(AgedReceivables) },
      },
    },
    async (request, reply) => {
      const aging = await readAgedBalances(db, request.principal.companyId, 'receivables', request.query);
      if (accepts(request, CSV)) return sendCsv(reply, agedCsv(aging, 'client'));
      const { rows, ...report } = presentAged(aging);
      return {
        ...report,
        clients: rows.map(({ partyId, name, ...row }) => ({ clientId: partyId, clientName: name, ...row })),
      };
    },
  );

  app.get(
    '/reports/agedPayables',
    {
      schema: {
        tags: ['Reports'],
        summary: 'What the company owed each supplier at a date, by days past due',
        querystring: AgedQuery,
        response: { 200: jsonOrCsv(AgedPayables) },
      },
    },
    async (request, reply) => {
      const aging = await readAgedBalances(db, request.principal.companyId, 'payables', request.query);
      if (accepts(request, CSV)) return sendCsv(reply, agedCsv(aging, 'supplier'));
      const { rows, ...report } = presentAged(aging);
      return {
        ...report,
        suppliers: rows.map(({ partyId, name, ...row }) => ({ supplierId: partyId, supplierName: name, ...row })),
      };
    },
  );
};
