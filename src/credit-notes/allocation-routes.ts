import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { RecordType } from '../audit/audit-schemas.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { IdParams, PathId } from '../shared/schemas.js';
import {
  type AllocationView,
  clientOnAccountAllocations,
  creditNoteAllocations,
  supplierCreditAllocations,
  supplierOnAccountAllocations,
} from './credit-allocation-service.js';
import {
  BillAllocationInput,
  ClientPaymentAllocation,
  CreditNoteAllocation,
  InvoiceAllocationInput,
  SupplierCreditAllocation,
  SupplierPaymentAllocation,
} from './credit-note-schemas.js';

interface AllocationResource {
  path: string;
  tag: string;
  /** What the allocated money is, as the summaries name it. */
  noun: string;
  recordType: RecordType;
  input: TObject;
  output: TObject;
  /** The body field naming the document, and the answer's names of the credit and the document. */
  fields: { credit: string; document: string };
  calls: typeof creditNoteAllocations;
}

const AllocationParams = Type.Object({ id: PathId, allocationId: PathId });
// Generic schemas defeat the type provider's inference; the schemas still validate and document.
const routeSchema = (schema: FastifySchema): FastifySchema => schema;

const DESCRIPTION =
  "An allocation sets part of a credit (a credit note, or a payment's money on account) against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.";

/** The allocation calls of a kind of credit: list, allocate, delete an allocation. */
function allocationRoutes(resource: AllocationResource): FastifyPluginAsync<ModuleOptions> {
  const { path, tag, noun, input, output, fields, calls } = resource;
  const audited = auditedRecord(resource.recordType, output);
  return async (app, options) => {
    const { db, config } = options;
    const show = (view: AllocationView): { id: bigint } & Record<string, unknown> => ({
      id: view.id,
      [fields.credit]: view.heldById,
      [fields.document]: view.documentId,
      amount: formatMoney(view.amount, config.moneyFormat),
      date: view.date,
    });
    const creditIdOf = (request: FastifyRequest) => BigInt((request.params as { id: number }).id);

    app.get(
      path,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `List the allocations of ${noun}`,
          params: IdParams,
          response: { 200: Type.Array(output) },
        }),
      },
      async (request) => (await calls.list(db, request.principal.companyId, creditIdOf(request))).map(show),
    );
    app.post(
      path,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Allocate ${noun}`,
          description: DESCRIPTION,
          params: IdParams,
          headers: IdempotencyHeaders,
          body: input,
          response: { 200: output },
        }),
      },
      async (request, reply) =>
        idempotentCreate(request, reply, db, (executor) =>
          auditTrail(request, reply, audited).create(executor, async (write) => {
            const body = request.body as Record<string, string | number | undefined> & { amount: string | number };
            const view = await calls.create(write, request.principal.companyId, creditIdOf(request), {
              documentId: body[fields.document] as string | number,
              amount: body.amount,
              date: body.date as string | undefined,
            });
            return show(view);
          }),
        ),
    );
    app.delete(
      `${path}/:allocationId`,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Delete an allocation of ${noun}`,
          description: 'What the allocation set against each other is outstanding again.',
          params: AllocationParams,
          response: { 200: output },
        }),
      },
      async (request, reply) => {
        const { allocationId } = request.params as { allocationId: number };
        return auditTrail(request, reply, audited).remove(db, async (write) => {
          const view = await calls.remove(
            write,
            request.principal.companyId,
            creditIdOf(request),
            BigInt(allocationId),
          );
          return show(view);
        });
      },
    );
  };
}

export const creditNoteAllocationRoutes = allocationRoutes({
  path: '/creditNotes/:id/allocations',
  tag: 'Credit notes',
  noun: 'a credit note',
  recordType: 'creditNoteAllocation',
  input: InvoiceAllocationInput,
  output: CreditNoteAllocation,
  fields: { credit: 'creditNoteId', document: 'invoiceId' },
  calls: creditNoteAllocations,
});

export const supplierCreditAllocationRoutes = allocationRoutes({
  path: '/supplierCredits/:id/allocations',
  tag: 'Supplier credits',
  noun: 'a supplier credit',
  recordType: 'supplierCreditAllocation',
  input: BillAllocationInput,
  output: SupplierCreditAllocation,
  fields: { credit: 'supplierCreditId', document: 'billId' },
  calls: supplierCreditAllocations,
});

export const clientPaymentAllocationRoutes = allocationRoutes({
  path: '/clientPayments/:id/allocations',
  tag: 'Client payments',
  noun: "a client payment's money on account",
  recordType: 'clientPaymentAllocation',
  input: InvoiceAllocationInput,
  output: ClientPaymentAllocation,
  fields: { credit: 'paymentId', document: 'invoiceId' },
  calls: clientOnAccountAllocations,
});

export const supplierPaymentAllocationRoutes = allocationRoutes({
  path: '/supplierPayments/:id/allocations',
  tag: 'Supplier payments',
  noun: "a supplier payment's money on account",
  recordType: 'supplierPaymentAllocation',
  input: BillAllocationInput,
  output: SupplierPaymentAllocation,
  fields: { credit: 'paymentId', document: 'billId' },
  calls: supplierOnAccountAllocations,
});
