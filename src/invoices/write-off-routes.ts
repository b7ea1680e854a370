import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { InvoiceWriteOff, InvoiceWriteOffInput } from './write-off-schemas.js';
import { getWriteOff, undoWriteOff, type WriteOffView, writeOffInvoice } from './write-off-service.js';

const TAG = 'Invoices';
const PATH = '/invoices/:id/writeOff';

const DESCRIPTION =
  "Writes off what the invoice has outstanding on `date`, as a bad debt: it leaves trade debtors, and the invoice owes nothing more. When the debt is more than six months past the invoice's due date (in calendar months) on that date, its VAT part (amount × taxAmount / totalAmount) goes back to the VAT control account, reclaimed in box 4 of the VAT return of that date, and the rest to bad debts; otherwise all of it goes to bad debts. A foreign invoice is cleared at its rate, as a payment clears it. While written off, the invoice cannot be paid, allocated to, edited or deleted.";

/** An invoice's write-off: make it, read it, undo it. */
export const invoiceWriteOffRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const audited = auditedRecord('invoiceWriteOff', InvoiceWriteOff);
  const show = (view: WriteOffView): InvoiceWriteOff & { id: bigint } => ({
    id: view.id,
    invoiceId: view.invoiceId,
    date: view.date,
    amount: formatMoney(view.amount, config.moneyFormat),
    vatReclaimed: formatMoney(view.vatReclaimed, config.moneyFormat),
    note: view.note ?? undefined,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
  });

  app.get(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: "Get an invoice's write-off",
        params: IdParams,
        response: { 200: InvoiceWriteOff },
      },
    },
    async ({ principal, params }) => show(await getWriteOff(db, principal.companyId, BigInt(params.id))),
  );
  app.post(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: 'Write an invoice off as a bad debt',
        description: DESCRIPTION,
        params: IdParams,
        headers: IdempotencyHeaders,
        body: InvoiceWriteOffInput,
        response: { 200: InvoiceWriteOff },
      },
    },
    async (request, reply) =>
      idempotentCreate(request, reply, db, (executor) =>
        auditTrail(request, reply, audited).create(executor, async (write) =>
          show(await writeOffInvoice(write, request.principal.companyId, BigInt(request.params.id), request.body)),
        ),
      ),
  );
  app.delete(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: "Undo an invoice's write-off",
        description:
          'Reverses what the write-off posted, on its date (which must be after the lock date): the invoice has outstanding again what it wrote off.',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: InvoiceWriteOff },
      },
    },
    async (request, reply) => {
      const { companyId } = request.principal;
      const invoiceId = BigInt(request.params.id);
      return auditTrail(request, reply, audited).remove(
        db,
        async (write) => show(await undoWriteOff(write, companyId, invoiceId)),
        {
          id: invoiceId,
          lockedAs: 'invoice',
          read: async (write) => show(await getWriteOff(write.trx, companyId, invoiceId)),
        },
      );
    },
  );
};
