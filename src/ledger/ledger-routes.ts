import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { trialBalanceCsv } from '../reports/report-csv.js';
import { accepts, CSV, jsonOrCsv, sendCsv } from '../reports/report-formats.js';
import { readTrialBalance } from '../reports/report-reads.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { addNextPageLink } from '../shared/pagination.js';
import { IdParams } from '../shared/schemas.js';
import { AccountLedger, LedgerQuery, TrialBalance, TrialBalanceQuery } from './ledger-schemas.js';
import { accountLedger, type CurrencyBalance } from './ledger-service.js';

/** Read access to the general ledger: an account's postings and the trial balance. */
export const ledgerRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);
  const balances = (list: CurrencyBalance[]) =>
    list.map(({ currency, balance }) => ({ currency, balance: money(balance) }));

  app.get(
    '/accounts/:id/ledger',
    {
      schema: {
        tags: ['Ledger'],
        summary: "An account's postings, with a running balance per currency",
        params: IdParams,
        querystring: LedgerQuery,
        response: { 200: AccountLedger },
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const { from, to, limit, offset } = query;
      const page = { limit, offset };
      const ledger = await accountLedger(db, principal.companyId, BigInt(params.id), { from, to }, page);
      // A full page may have more after it; counting the postings of the range would cost what paging saves.
      if (ledger.postings.length === limit) {
        addNextPageLink(request, reply, { offset: (offset ?? 0) + ledger.postings.length });
      }
      return {
        account: ledger.account,
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
        openingBalances: balances(ledger.openingBalances),
        postings: ledger.postings.map((line) => ({
          ...line,
          debit: money(line.debit),
          credit: money(line.credit),
          balance: money(line.balance),
        })),
        closingBalances: balances(ledger.closingBalances),
      };
    },
  );

  app.get(
    '/reports/trialBalance',
    {
      schema: {
        tags: ['Reports'],
        summary: 'Every account with a balance at a date, debits and credits per currency',
        querystring: TrialBalanceQuery,
        response: { 200: jsonOrCsv(TrialBalance) },
      },
    },
    async (request, reply) => {
      const report = await readTrialBalance(db, request.principal.companyId, request.query);
      if (accepts(request, CSV)) return sendCsv(reply, trialBalanceCsv(report));
      return {
        ...report,
        lines: report.lines.map((line) => ({ ...line, debit: money(line.debit), credit: money(line.credit) })),
        totals: report.totals.map((total) => ({ ...total, debit: money(total.debit), credit: money(total.credit) })),
      };
    },
  );
};
