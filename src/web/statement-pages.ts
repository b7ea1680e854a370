import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCompanySettings } from '../companies/company-reads.js';
import { SendDocumentInput } from '../email/email-schemas.js';
import { PDF } from '../reports/report-formats.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { type PartyStatement, partyStatement, statementPeriod } from '../statements/party-statement.js';
import { sendStatement } from '../statements/statement-email.js';
import { lineReference, statementPdf } from '../statements/statement-pdf.js';
import { StatementQuery } from '../statements/statement-schemas.js';
import { PERIOD } from './report-pages.js';
import { type Writers, writersFor } from './web-format.js';
import { type FormField, formInput, formRefusal } from './web-forms.js';
import { SALES_PAGES, type WebSide } from './web-sides.js';

/** The fields of a form that sends by email, as the API's send takes them. */
export const SEND_FIELDS: FormField[] = [
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
 * A party's statement: the API's figures of a period on a page and its PDF, each through the calls
 * of the API's statement routes; a client's is also sent by email, as the API sends it.
 */
export const statementPages =
  (side: WebSide) =>
  (app: FastifyInstance, { db, config }: ModuleOptions): void => {
    const { party } = side;
    const path = `${party.path}/:id/statement`;
    const sends = side === SALES_PAGES;
    const reading = {
      schema: { hide: true, params: IdParams, querystring: PeriodSearch },
      config: { permission: 'read' as const },
    };

    const showStatement = async (request: FastifyRequest, reply: FastifyReply, send: Record<string, unknown> = {}) => {
      const { companyId } = request.principal;
      const shownParty = await party.service.get(db, companyId, idOf(request));
      const shown = {
        title: `Statement of ${shownParty.name}`,
        current: party.title,
        side,
        party: shownParty,
        address: `${reply.locals?.base}${party.path}/${shownParty.id}/statement`,
        periodFields: PERIOD,
        sends,
        sendFields: SEND_FIELDS,
        mailConfigured: config.mail !== null,
        sent: (request.query as { sent?: string }).sent !== undefined,
        values: formInput(request.query, ['from', 'to']),
        sendValues: { to: shownParty.email ?? '' },
        ...send,
      };
      try {
        const period = periodOf(request);
        const [company, statement] = await Promise.all([
          getCompanySettings(db, companyId),
          partyStatement(db, side.settlement, companyId, shownParty.id, period),
        ]);
        const query = new URLSearchParams(period);
        return reply.view('party-statement', {
          ...shown,
          query,
          statement: statementView(side, statement, writersFor(company)),
        });
      } catch (error) {
        const { status, ...refusal } = formRefusal(error);
        return reply.code(status).view('party-statement', { ...shown, ...refusal });
      }
    };

    app.get(path, reading, (request, reply) => showStatement(request, reply));

    app.get(`${path}.pdf`, reading, async (request, reply) => {
      const period = periodOf(request);
      const pdf = await statementPdf(db, side.settlement, request.principal.companyId, idOf(request), period);
      reply.header('content-disposition', `inline; filename="statement-${period.from}-${period.to}.pdf"`);
      return reply.type(PDF).send(pdf);
    });

    if (!sends) return;
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
          return reply.redirect(`${reply.locals?.base}${party.path}/${idOf(request)}/statement?${query}`, 303);
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
  };

/** A statement as its page shows it, each currency's money and the dates in the company's locale. */
function statementView(side: WebSide, statement: PartyStatement, write: Writers) {
  const pages: Record<string, string> = {
    [side.settlement.documents.noun]: side.documents.path,
    [side.settlement.credits.name]: side.credits.path,
  };
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
          link: line.kind in pages ? `${pages[line.kind]}/${line.id}` : null,
          description: line.description,
          amount: money(line.amount),
          balance: money(line.balance),
        })),
        closing: money(section.closingBalance),
      };
    }),
  };
}
