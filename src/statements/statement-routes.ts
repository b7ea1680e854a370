import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TObject } from '@sinclair/typebox';
import { assertMailConfigured } from '../email/document-email.js';
import { DocumentEmail, SendDocumentInput } from '../email/email-schemas.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { accepts, CSV, jsonOrText, PDF, pdfAnswer, sendCsv } from '../reports/report-formats.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money, type MoneyFormat } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { type PartyStatement, partyStatement, statementPeriod } from './party-statement.js';
import { statementCsv } from './statement-csv.js';
import { sendStatement } from './statement-email.js';
import { statementPdf } from './statement-pdf.js';
import { ClientStatement, StatementQuery, SupplierStatement } from './statement-schemas.js';

/** Each side's statement and the schema of its answer. */
const STATEMENTS: [SettlementSide, TObject][] = [
  [CLIENT_SIDE, ClientStatement],
  [SUPPLIER_SIDE, SupplierStatement],
];

/** A statement as the API answers it, its party named as the side names it and its money formatted. */
function presentStatement(side: SettlementSide, statement: PartyStatement, format: MoneyFormat) {
  const money = (amount: Money) => formatMoney(amount, format);
  const { partyId, partyName, from, to, sections } = statement;
  return {
    [`${side.party.noun}Id`]: partyId,
    [`${side.party.noun}Name`]: partyName,
    from,
    to,
    currencies: sections.map((section) => ({
      currency: section.currency,
      openingBalance: money(section.openingBalance),
      lines: section.lines.map((line) => ({ ...line, amount: money(line.amount), balance: money(line.balance) })),
      closingBalance: money(section.closingBalance),
      aged: Object.fromEntries(Object.entries(section.aged).map(([age, amount]) => [age, money(amount)])),
    })),
  };
}

/**
 * A client's or a supplier's statement of a period: what was owed, each move, what is owed and how
 * old that is; a client's is also sent by email.
 */
export const statementRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  for (const [side, schema] of STATEMENTS) {
    const { table, noun, Noun } = side.party;
    const tags = [`${Noun}s`];
    const pdfAnswered = pdfAnswer(
      `The statement as an A4 PDF: the company, the ${noun}'s name and address, the period, each currency's lines with their running balance, its closing balance and ages.`,
    );
    const pdfOf = (companyId: bigint, id: number, query: { from?: string; to?: string }) =>
      statementPdf(db, side, companyId, BigInt(id), statementPeriod(query));

    app.get(
      `/${table}/:id/statement`,
      {
        schema: {
          tags,
          summary: `The ${noun}'s statement of a period, per currency`,
          params: IdParams,
          querystring: StatementQuery,
          response: {
            200: jsonOrText(schema, {
              [CSV]:
                'The same lines as CSV (RFC 4180): a header row, then per currency an opening row, a row per line and a closing row.',
              [PDF]: pdfAnswered.description,
            }),
          },
        },
      },
      async (request, reply) => {
        const { principal, params, query } = request;
        if (accepts(request, PDF)) return reply.type(PDF).send(await pdfOf(principal.companyId, params.id, query));
        const statement = await partyStatement(
          db,
          side,
          principal.companyId,
          BigInt(params.id),
          statementPeriod(query),
        );
        if (accepts(request, CSV)) return sendCsv(reply, statementCsv(statement));
        return presentStatement(side, statement, config.moneyFormat);
      },
    );

    app.get(
      `/${table}/:id/statement.pdf`,
      {
        schema: {
          tags,
          summary: `The ${noun}'s statement of a period as a PDF, for links`,
          params: IdParams,
          querystring: StatementQuery,
          response: { 200: pdfAnswered },
        },
      },
      async ({ principal, params, query }, reply) =>
        reply.type(PDF).send(await pdfOf(principal.companyId, params.id, query)),
    );
  }

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
