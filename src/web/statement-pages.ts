import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCompanySettings } from '../companies/company-reads.js';
import { SendDocumentInput } from '../email/email-schemas.js';
import { PDF } from '../reports/report-formats.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { type ClientStatement, clientStatement, statementPeriod } from '../statements/client-statement.js';
import { sendStatement } from '../statements/statement-email.js';
import { lineReference, statementPdf } from '../statements/statement-pdf.js';
import { StatementQuery } from '../statements/statement-schemas.js';
import { PERIOD } from './report-pages.js';
import { type Writers, writersFor } from './web-format.js';
import { type FormField, formInput, formRefusal } from './web-forms.js';
import { SALES_PAGES } from './web-sides.js';

const SEND_FIELDS: FormField[] = [
  { name: 'to', label: 'Send to', type: 'email', required: true },
  { name: 'cc', label: 'Copy to', type: 'email' },
  { name: 'subject', label: 'Subject' },
];

const PeriodSearch = Type.Object({
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  sent: Type.Optional(Type.String()),
});

const idOf = (request: FastifyRequest) => BigInt((request.params as { id: string }).id);

/** The period the query asks for, checked and completed as the API's statement does. */
function periodOf(request: FastifyRequest) {
  const asked = formInput(request.query, ['from', 'to']);
  assertValid(StatementQuery, asked);
  return statementPeriod(asked);
}

/**
 * A client's statement: the API's figures of a period on a page, its PDF, and sending it by email,
 * each through the calls of the API's statement routes.
 */
export function statementPages(app: FastifyInstance, { db, config }: ModuleOptions): void {
  const path = '/clients/:id/statement';
  const reading = {
    schema: { hide: true, params: IdParams, querystring: PeriodSearch },
    config: { permission: 'read' as const },
  };

  const showStatement = async (request: FastifyRequest, reply: FastifyReply, send: Record<string, unknown> = {}) => {
    const { companyId } = request.principal;
    const client = await SALES_PAGES.party.service.get(db, companyId, idOf(request));
    const shown = {
      title: `Statement of ${client.name}`,
      current: 'Clients',
      client,
      periodFields: PERIOD,
      sendFields: SEND_FIELDS,
      mailConfigured: config.mail !== null,
      sent: (request.query as { sent?: string }).sent !== undefined,
      values: formInput(request.query, ['from', 'to']),
      sendValues: { to: client.email ?? '' },
      ...send,
    };
    try {
      const period = periodOf(request);
      const [company, statement] = await Promise.all([
        getCompanySettings(db, companyId),
        clientStatement(db, companyId, client.id, period),
      ]);
      const query = new URLSearchParams(period);
      return reply.view('party-statement', {
        ...shown,
        query,
        statement: statementView(statement, writersFor(company)),
      });
    } catch (error) {
      const { status, ...refusal } = formRefusal(error);
      return reply.code(status).view('party-statement', { ...shown, ...refusal });
    }
  };

  app.get(path, reading, (request, reply) => showStatement(request, reply));

  app.get(`${path}.pdf`, reading, async (request, reply) => {
    const period = periodOf(request);
    const pdf = await statementPdf(db, request.principal.companyId, idOf(request), period);
    reply.header('content-disposition', `inline; filename="statement-${period.from}-${period.to}.pdf"`);
    return reply.type(PDF).send(pdf);
  });

  app.post(
    `${path}/send`,
    { ...reading, config: { permission: 'write:documents' as const } },
    async (request, reply) => {
      const { companyId, username } = request.principal;
      const values = formInput(
        request.body,
        SEND_FIELDS.map(({ name }) => name),
      );
      try {
        const period = periodOf(request);
        assertValid(SendDocumentInput, values);
        await sendStatement(db, config.mail, { companyId, username }, idOf(request), period, values);
        const query = new URLSearchParams({ ...period, sent: '1' });
        return reply.redirect(`${reply.locals?.base}/clients/${idOf(request)}/statement?${query}`, 303);
      } catch (error) {
        const { status, message, fieldErrors } = formRefusal(error);
        return showStatement(request, reply.code(status), {
          sendValues: values,
          sendMessage: message,
          sendErrors: fieldErrors,
        });
      }
    },
  );
}

/** A statement as its page shows it, each currency's money and the dates in the company's locale. */
function statementView(statement: ClientStatement, write: Writers) {
  return {
    from: write.date(statement.from),
    to: write.date(statement.to),
    sections: statement.sections.map((section) => {
      const money = (amount: bigint) => write.money(amount, section.currency);
      return {
        currency: section.currency,
        opening: money(section.openingBalance),
        lines: section.lines.map((line) => ({
          date: write.date(line.date),
          reference: lineReference(line),
          invoiceId: line.kind === 'invoice' ? line.id : null,
          description: line.description,
          amount: money(line.amount),
          balance: money(line.balance),
        })),
        closing: money(section.closingBalance),
      };
    }),
  };
}
