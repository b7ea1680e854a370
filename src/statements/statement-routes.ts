import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { assertPeriodInOrder } from '../reports/report-figures.js';
import { accepts, CSV, jsonOrText, sendCsv } from '../reports/report-formats.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { clientStatement } from './client-statement.js';
import { statementCsv } from './statement-csv.js';
import { statementPdf } from './statement-pdf.js';
import { ClientStatement, StatementQuery } from './statement-schemas.js';

/** A client's statement of a period: what it owed, each move, what it owes and how old that is. */
export const statementRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);

  const PDF = 'application/pdf';
  const pdfAnswer = {
    description:
      "The statement as an A4 PDF: the company, the client's name and address, the period, each currency's lines with their running balance, its closing balance and ages.",
    content: { [PDF]: { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
  };
  const periodOf = (query: { from?: string; to?: string }) => {
    const to = query.to ?? today();
    const from = query.from ?? `${to.slice(0, 8)}01`;
    assertPeriodInOrder(from, to);
    return { from, to };
  };

  app.get(
    '/clients/:id/statement',
    {
      schema: {
        tags: ['Clients'],
        summary: "The client's statement of a period, per currency",
        params: IdParams,
        querystring: StatementQuery,
        response: {
          200: jsonOrText(ClientStatement, {
            [CSV]:
              'The same lines as CSV (RFC 4180): a header row, then per currency an opening row, a row per line and a closing row.',
            [PDF]: pdfAnswer.description,
          }),
        },
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const period = periodOf(query);
      if (accepts(request, PDF)) {
        return reply.type(PDF).send(await statementPdf(db, principal.companyId, BigInt(params.id), period));
      }
      const statement = await clientStatement(db, principal.companyId, BigInt(params.id), period);
      if (accepts(request, CSV)) return sendCsv(reply, statementCsv(statement));
      const { sections, clientAddress: _, ...heading } = statement;
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

  app.get(
    '/clients/:id/statement.pdf',
    {
      schema: {
        tags: ['Clients'],
        summary: "The client's statement of a period as a PDF, for links",
        params: IdParams,
        querystring: StatementQuery,
        response: { 200: pdfAnswer },
      },
    },
    async ({ principal, params, query }, reply) =>
      reply.type(PDF).send(await statementPdf(db, principal.companyId, BigInt(params.id), periodOf(query))),
  );
};
