import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LedgerQuery } from '../ledger/ledger-schemas.js';
import { bankStatementCsv } from '../reports/report-csv.js';
import { accepts, CSV, jsonOrCsv, sendCsv } from '../reports/report-formats.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { addNextPageLink } from '../shared/pagination.js';
import { IdParams } from '../shared/schemas.js';
import { BankStatement } from './bank-account-schemas.js';
import { bankStatement } from './bank-statement.js';

/** A bank account's statement: what moved its money, with a running balance. */
export const bankStatementRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);

  app.get(
    '/bankAccounts/:id/transactions',
    {
      schema: {
        tags: ['Bank accounts'],
        summary: "The bank account's movements of money in date order, with a running balance",
        params: IdParams,
        querystring: LedgerQuery,
        response: { 200: jsonOrCsv(BankStatement) },
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const { from, to, limit, offset } = query;
      const statement = await bankStatement(
        db,
        principal.companyId,
        BigInt(params.id),
        { from, to },
        { limit, offset },
      );
      if (statement.postingsRead === limit) {
        addNextPageLink(request, reply, { offset: (offset ?? 0) + statement.postingsRead });
      }
      if (accepts(request, CSV)) return sendCsv(reply, bankStatementCsv(statement));
      return {
        bankAccount: statement.bankAccount,
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
        openingBalance: money(statement.openingBalance),
        transactions: statement.transactions.map((movement) => ({
          ...movement,
          amount: money(movement.amount),
          balance: money(movement.balance),
        })),
        closingBalance: money(statement.closingBalance),
      };
    },
  );
};
