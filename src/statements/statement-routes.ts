import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertMailConfigured } from '../email/document-email.js';
import { DocumentEmail, SendDocumentInput } from '../email/email-schemas.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { accepts, CSV, jsonOrText, PDF, pdfAnswer, sendCsv } from '../reports/report-formats.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { clientStatement, statementPeriod } from './client-statement.js';
import { statementCsv } from './statement-csv.js';
import { sendStatement } from './statement-email.js';
import { statementPdf } from './statement-pdf.js';
import { ClientStatement, StatementQuery } from './statement-schemas.js';

/** A client's statement of a period: what it owed, each move, what it owes and how old that is. */
export const statementRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);

  const statementPdfAnswer = pdfAnswer(
    "The statement as an A4 PDF: the company, the client's name and address, the period, each currency's lines with their running balance, its closing balance and ages.",
  );

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
            [PDF]: statementPdfAnswer.description,
          }),
        },
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const period = statementPeriod(query);
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
        response: { 200: statementPdfAnswer },
      },
    },
    async ({ principal, params, query }, reply) =>
      reply.type(PDF).send(await statementPdf(db, principal.companyId, BigInt(params.id), statementPeriod(query))),
  );

  app.post(
    '/clients/:id/statement/send',
    {
      schema: {
        tags: ['Clients'],
        summary: "Send the client's statement of a period by email, its PDF attached",
        description:
          'The period is given in the query, as for GET …/statement; the body says whom to send it to. Writes the email to the outbox, which the server delivers through SMTP_URL from MAIL_FROM; the books do not change. Answers the email, pending.',
        params: IdParams,
        querystring: StatementQuery,
        headers: IdempotencyHeaders,
        body: SendDocumentInput,
        response: { 200: DocumentEmail },
        problems: { 503: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)' },
      },
    },
    async (request, reply) => {
      assertMailConfigured(config.mail);
      const { principal, params, query, body } = request;
      const sender = { companyId: principal.companyId, username: principal.username };
      const period = statementPeriod(query);
      return idempotentCreate(request, reply, db, (executor) =>
        sendStatement(executor, config.mail, sender, BigInt(params.id), period, body),
      );
    },
  );
};
