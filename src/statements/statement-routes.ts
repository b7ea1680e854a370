import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertPeriodInOrder } from '../reports/report-figures.js';
import { accepts, CSV, jsonOrCsv, sendCsv } from '../reports/report-formats.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { clientStatement } from './client-statement.js';
import { statementCsv } from './statement-csv.js';
import { ClientStatement, StatementQuery } from './statement-schemas.js';

/** A client's statement of a period: what it owed, each move, what it owes and how old that is. */
export const statementRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);

  app.get(
    '/clients/:id/statement',
    {
      schema: {
        tags: ['Clients'],
        summary: "The client's statement of a period, per currency",
        params: IdParams,
        querystring: StatementQuery,
        response: { 200: jsonOrCsv(ClientStatement) },
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const to = query.to ?? today();
      const from = query.from ?? `${to.slice(0, 8)}01`;
      assertPeriodInOrder(from, to);
      const statement = await clientStatement(db, principal.companyId, BigInt(params.id), { from, to });
      if (accepts(request, CSV)) return sendCsv(reply, statementCsv(statement));
      const { sections, ...heading } = statement;
      return {
        ...heading,
        currencies: sections.map((section) => ({
          currency: section.currency,
          openingBalance: money(section.openingBalance),
          lines: section.lines.map((line) => ({ ...line, amount: money(line.amount), balance: money(line.balance) })),
          closingBalance: money(section.closingBalance),
          aged: Object.fromEntries(Object.entries(section.aged).map(([age, amount]) => [age, money(amount)])) as Record<
            keyof typeof section.aged,
            string
          >,
        })),
      };
    },
  );
};
