import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditTrail } from '../audit/audit-hooks.js';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { writersFor } from './web-format.js';
import { formInput, refusedForm, wholeNumber } from './web-forms.js';
import type { PagedKind, WebSide } from './web-sides.js';

/**
 * The form that pays a credit back (to a client out of the bank, or from a supplier into it): what
 * its credit has outstanding at first, the date and a bank account in its currency, recorded as the
 * API's refund is.
 */
export function refundPages(
  side: WebSide,
  kind: PagedKind,
  app: FastifyInstance,
  { db, config }: Pick<ModuleOptions, 'db' | 'config'>,
) {
  const { settlement, refunds } = side;
  const dateField = settlement.refunds.dateField;
  const documents = kind.calls(config);
  const paying = { schema: { hide: true, params: IdParams }, config: { permission: 'write:payments' as const } };
  const creditOf = (request: FastifyRequest) =>
    documents.get(db, request.principal.companyId, BigInt((request.params as { id: string }).id));

  const refundForm = async (request: FastifyRequest) => {
    const { companyId } = request.principal;
    const [credit, company, banks] = await Promise.all([
      creditOf(request),
      getCompanySettings(db, companyId),
      bankAccountService.list(db, companyId, {}),
    ]);
    const name = credit.number ?? `from ${credit.partyName}`;
    return {
      title: `Refund ${kind.noun} ${name}`,
      current: side.documents.title,
      side,
      kind,
      credit,
      outstanding: writersFor(company).money(credit.outstandingAmount, credit.currency),
      banks: banks.items.filter((bank) => bank.currency === credit.currency),
      dateField,
    };
  };

  app.get(`${kind.path}/:id/refund`, paying, async (request, reply: FastifyReply) => {
    const form = await refundForm(request);
    const values = { amount: formatMoney(form.credit.outstandingAmount, 'plain'), [dateField]: today() };
    return reply.view('document-refund', { ...form, values });
  });

  app.post(`${kind.path}/:id/refunds`, paying, async (request, reply) => {
    const { companyId } = request.principal;
    const form = await refundForm(request);
    const { credit } = form;
    const values = formInput(request.body, ['amount', dateField, 'bankAccountId']);
    try {
      const input = {
        [settlement.party.field]: Number(credit.partyId),
        [settlement.credits.field]: Number(credit.id),
        currency: credit.currency,
        ...values,
        bankAccountId: wholeNumber(values.bankAccountId),
      };
      assertValid(refunds.schemas.input, input);
      await auditTrail(request, reply, refunds.audited).create(db, async (write) => {
        const refund = await refunds.calls.create(write, companyId, {
          partyId: credit.partyId.toString(),
          creditId: credit.id.toString(),
          currency: credit.currency,
          amount: input.amount as string,
          bankAccountId: input.bankAccountId as number,
          date: input[dateField] as string,
        });
        return refunds.present(refund, config.moneyFormat);
      });
      return reply.redirect(`${reply.locals?.base}${kind.path}/${credit.id}`, 303);
    } catch (error) {
      return refusedForm(reply, error, 'document-refund', { ...form, values });
    }
  });
}
