import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { type AuditedRecord, auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { RecordType } from '../audit/audit-schemas.js';
import type { Database } from '../db/database.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { allocationSchemas } from './allocation-schemas.js';
import {
  type AllocationView,
  clientOnAccountAllocations,
  creditNoteAllocations,
  supplierCreditAllocations,
  supplierOnAccountAllocations,
} from './credit-allocation-service.js';

type AllocationCalls = typeof creditNoteAllocations;

interface AllocationResource {
  path: string;
  tag: string;
  /** What the allocated money is, as the summaries name it. */
  noun: string;
  recordType: RecordType;
  /** The kind of record that holds the money, which the allocation's writes lock first. */
  holderType: RecordType;
  input: TObject;
  output: TObject;
  /** The body field naming the document, and the answer's names of the credit and the document. */
  fields: { credit: string; document: string };
  calls: AllocationCalls;
}

const AllocationParams = Type.Object({ id: PathId, allocationId: PathId });
// Generic schemas defeat the type provider's inference; the schemas still validate and document.
const routeSchema = (schema: FastifySchema): FastifySchema => schema;

const DESCRIPTION =
  "An allocation sets part of a credit (a credit note, or a payment's money on account) against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.";

/** An allocation as the API answers it, its credit and its document under the names of `fields`. */
export const presentAllocation = (
  view: AllocationView,
  fields: { credit: string; document: string },
  format: MoneyFormat,
): { id: bigint } & Record<string, unknown> => ({
  id: view.id,
  [fields.credit]: view.heldById,
  [fields.document]: view.documentId,
  amount: formatMoney(view.amount, format),
  date: view.date,
});

/** How an allocation of a kind of credit is deleted in the audit trail, and answered. */
export interface AllocationRemoval {
  calls: AllocationCalls;
  audited: AuditedRecord;
  /** The kind of record that holds the money, which an If-Match reads and locks first. */
  holderType: RecordType;
  show: (view: AllocationView) => { id: bigint };
}

/** Deletes an allocation of a credit in the audit trail: what it set against each other is outstanding again. */
export function removeAllocationAudited(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  removal: AllocationRemoval,
  ids: { creditId: bigint; allocationId: bigint },
) {
  const { calls, show } = removal;
  const { companyId } = request.principal;
  const { creditId, allocationId } = ids;
  return auditTrail(request, reply, removal.audited).remove(
    db,
    async (write) => show(await calls.remove(write, companyId, creditId, allocationId)),
    {
      id: creditId,
      lockedAs: removal.holderType,
      read: async (write) => show(await calls.get(write.trx, companyId, creditId, allocationId)),
    },
  );
}

/** The allocation calls of a kind of credit: list, allocate, read and delete an allocation. */
function allocationRoutes(resource: AllocationResource): FastifyPluginAsync<ModuleOptions> {
  const { path, tag, noun, holderType, input, output, fields, calls } = resource;
  const audited = auditedRecord(resource.recordType, output);
  return async (app, options) => {
    const { db, config } = options;
    const show = (view: AllocationView) => presentAllocation(view, fields, config.moneyFormat);
    const removal = { calls, audited, holderType, show };
    const creditIdOf = (request: FastifyRequest) => BigInt((request.params as { id: number }).id);
    const allocationIdOf = (request: FastifyRequest) =>
      BigInt((request.params as { allocationId: number }).allocationId);

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
    app.get(
      `${path}/:allocationId`,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Get an allocation of ${noun}`,
          params: AllocationParams,
          response: { 200: output },
        }),
      },
      async (request) =>
        show(await calls.get(db, request.principal.companyId, creditIdOf(request), allocationIdOf(request))),
    );
    app.delete(
      `${path}/:allocationId`,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Delete an allocation of ${noun}`,
          description: 'What the allocation set against each other is outstanding again.',
          params: AllocationParams,
          headers: IfMatchHeaders,
          response: { 200: output },
        }),
      },
      async (request, reply) =>
        removeAllocationAudited(request, reply, db, removal, {
          creditId: creditIdOf(request),
          allocationId: allocationIdOf(request),
        }),
    );
  };
}

/**
 * The allocation calls of a side's credits and of its payments' money on account, named as the side
 * names its credits, payments and documents.
 */
function sideAllocationRoutes(side: SettlementSide, calls: { credits: AllocationCalls; onAccount: AllocationCalls }) {
  const { credits, payments, documents } = side;
  const schemas = allocationSchemas(side);
  return {
    credits: allocationRoutes({
      path: `/${credits.name}s/:id/allocations`,
      tag: `${credits.noun}s`,
      noun: `a ${credits.noun.toLowerCase()}`,
      recordType: `${credits.name}Allocation`,
      holderType: credits.name,
      input: schemas.input,
      output: schemas.credits,
      fields: { credit: credits.field, document: documents.field },
      calls: calls.credits,
    }),
    onAccount: allocationRoutes({
      path: `/${payments.name}s/:id/allocations`,
      tag: `${payments.noun}s`,
      noun: `a ${payments.noun.toLowerCase()}'s money on account`,
      recordType: `${payments.name}Allocation`,
      holderType: payments.name,
      input: schemas.input,
      output: schemas.onAccount,
      fields: { credit: 'paymentId', document: documents.field },
      calls: calls.onAccount,
    }),
  };
}

const CLIENT_ALLOCATIONS = sideAllocationRoutes(CLIENT_SIDE, {
  credits: creditNoteAllocations,
  onAccount: clientOnAccountAllocations,
});
const SUPPLIER_ALLOCATIONS = sideAllocationRoutes(SUPPLIER_SIDE, {
  credits: supplierCreditAllocations,
  onAccount: supplierOnAccountAllocations,
});

export const creditNoteAllocationRoutes = CLIENT_ALLOCATIONS.credits;
export const supplierCreditAllocationRoutes = SUPPLIER_ALLOCATIONS.credits;
export const clientPaymentAllocationRoutes = CLIENT_ALLOCATIONS.onAccount;
export const supplierPaymentAllocationRoutes = SUPPLIER_ALLOCATIONS.onAccount;
