import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import type { ModuleOptions } from '../app.js';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { RecordType } from '../audit/audit-schemas.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { formatMoney } from '../shared/money.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { type AllocationView, creditNoteAllocations, supplierCreditAllocations } from './credit-allocation-service.js';
import {
  CreditNoteAllocation,
  CreditNoteAllocationInput,
  SupplierCreditAllocation,
  SupplierCreditAllocationInput,
} from './credit-note-schemas.js';

interface AllocationResource {
  path: string;
  tag: string;
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
  'An allocation sets part of a credit note against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.';

/** The allocation calls of a kind of credit note: list, allocate, delete an allocation. */
function allocationRoutes(resource: AllocationResource): FastifyPluginAsync<ModuleOptions> {
  const { path, tag, input, output, fields, calls } = resource;
  const audited = auditedRecord(resource.recordType, output);
  return async (app, options) => {
    const { db, config } = options;
    const show = (view: AllocationView): { id: bigint } & Record<string, unknown> => ({
      id: view.id,
      [fields.credit]: view.creditId,
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
          summary: 'List the allocations of a credit note',
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
          summary: 'Allocate a credit note',
          description: DESCRIPTION,
          params: IdParams,
          headers: IdempotencyHeaders,
          body: input,
          response: { 200: output },
        }),
      },
      async (request, reply) =>
        idempotentCreate(request, reply, db, (executor) =>
          auditTrail(request, reply, audited).create(executor, async (trx) => {
            const body = request.body as Record<string, string | number | undefined> & { amount: string | number };
            const view = await calls.create(trx, request.principal.companyId, creditIdOf(request), {
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
          summary: 'Delete an allocation of a credit note',
          description: 'What the allocation set against each other is outstanding again.',
          params: AllocationParams,
          response: { 200: output },
        }),
      },
      async (request, reply) => {
        const { allocationId } = request.params as { allocationId: number };
        return auditTrail(request, reply, audited).remove(db, async (trx) => {
          const view = await calls.remove(trx, request.principal.companyId, creditIdOf(request), BigInt(allocationId));
          return show(view);
        });
      },
    );
  };
}

export const creditNoteAllocationRoutes = allocationRoutes({
  path: '/creditNotes/:id/allocations',
  tag: 'Credit notes',
  recordType: 'creditNoteAllocation',
  input: CreditNoteAllocationInput,
  output: CreditNoteAllocation,
  fields: { credit: 'creditNoteId', document: 'invoiceId' },
  calls: creditNoteAllocations,
});

export const supplierCreditAllocationRoutes = allocationRoutes({
  path: '/supplierCredits/:id/allocations',
  tag: 'Supplier credits',
  recordType: 'supplierCreditAllocation',
  input: SupplierCreditAllocationInput,
  output: SupplierCreditAllocation,
  fields: { credit: 'supplierCreditId', document: 'billId' },
  calls: supplierCreditAllocations,
});
