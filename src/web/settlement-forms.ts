import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import { presentAllocation, removeAllocationAudited } from '../credit-notes/allocation-routes.js';
import type { AllocationView } from '../credit-notes/credit-allocation-service.js';
import type { RefundView } from '../credit-notes/refund-service.js';
import { readConsistently } from '../db/database.js';
import { paymentListFilters } from '../settlements/settlement-filters.js';
import { removeAudited } from '../shared/crud-routes.js';
import { today } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import { BY_ID } from '../shared/list-sorts.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { assertValid } from '../shared/validation.js';
import type { Writers } from './web-format.js';
import { wholeNumber } from './web-forms.js';
import type { DocumentOnPage, PagedKind, WebSide } from './web-sides.js';

/**
 * What settles a kind of document on its page, and the form that records more of it: a document's
 * payments, or a credit's allocations to the documents of its party.
 */
export interface SettlementForm {
  /** The path of the form's POST, after the document's. */
  path: string;
  fields: string[];
  /** What the document's page shows of what settled it, and the form's values at first, given the company's lock date. */
  shown: (
    companyId: bigint,
    document: DocumentOnPage,
  ) => Promise<(write: Writers, lockDate: string | null) => Record<string, unknown>>;
  /** Records what the form sent, in one audited write, as the API's call does. */
  record: (
    request: FastifyRequest,
    reply: FastifyReply,
    document: DocumentOnPage,
    values: Record<string, string>,
  ) => Promise<void>;
  /**
   * What the page deletes of what settled the document, by the path of its list: one of them by its
   * id, in one audited write as the API's DELETE does.
   */
  removals: Record<string, Removal>;
}

type Removal = (request: FastifyRequest, reply: FastifyReply, document: DocumentOnPage, id: bigint) => Promise<unknown>;

type Options = Pick<ModuleOptions, 'db' | 'config'>;

export const settlementForms = (side: WebSide, kind: PagedKind, options: Options): SettlementForm =>
  kind.settledBy === 'payments' ? paymentForm(side, options) : allocationForm(side, options);

/** Whether a document may take more: issued, with something outstanding. */
const settleable = (document: DocumentOnPage) => !document.draft && document.outstandingAmount > 0n;

/** Whether the lock date leaves a settlement of this date open to deletion. */
const unlocked = (date: string, lockDate: string | null) => lockDate === null || date > lockDate;

/**
 * Whether the API would delete an allocation: not while a write-off settles its document, nor when
 * it is dated on or before the lock date.
 */
const removable = (allocation: AllocationView, document: DocumentOnPage, lockDate: string | null) =>
  document.status !== 'writtenOff' && unlocked(allocation.date, lockDate);

/** A document's payments, and the form that records one paying it. */
function paymentForm(side: WebSide, { db, config }: Options): SettlementForm {
  const { settlement } = side;
  const paymentsOf = paymentListFilters(settlement);
  const audited = auditedRecord(settlement.payments.name, side.payments.schemas.output);
  return {
    path: 'payments',
    fields: ['amount', settlement.payments.dateField, 'bankAccountId'],
    shown: async (companyId, document) => {
      const [payments, banks] = await Promise.all([
        side.payments.list(db, companyId, {}, paymentsOf.of({ [settlement.documents.field]: Number(document.id) })),
        bankAccountService.list(db, companyId, {}),
      ]);
      return (write) => ({
        payments: payments.items.map((payment) => ({
          date: write.date(payment.date),
          amount: write.money(payment.amount, payment.currency),
        })),
        settleable: settleable(document),
        banks: banks.items.filter((bank) => bank.currency === document.currency),
        values: { amount: formatMoney(document.outstandingAmount, 'plain'), [settlement.payments.dateField]: today() },
      });
    },
    record: async (request, reply, document, values) => {
      const input = {
        [settlement.party.field]: Number(document.partyId),
        currency: document.currency,
        ...values,
        bankAccountId: wholeNumber(values.bankAccountId),
        [settlement.documents.idsField]: [Number(document.id)],
      };
      assertValid(side.payments.schemas.input, input);
      await auditTrail(request, reply, audited).create(db, (write) =>
        side.payments.create(write, request.principal.companyId, input, config),
      );
    },
    removals: {},
  };
}

/**
 * A credit's allocations and refunds, and the form that sets some of it against an open document of
 * its party in its currency (refund-pages.ts has the refund's).
 */
function allocationForm(side: WebSide, { db, config }: Options): SettlementForm {
  const { settlement, allocations } = side;
  const field = settlement.documents.field;
  const documents = side.documents.calls(config);
  const names = { credit: settlement.credits.field, document: field };
  const present = (view: AllocationView) => presentAllocation(view, names, config.moneyFormat);
  const removal = { ...allocations, holderType: settlement.credits.name, show: present };
  const refundRemoval = {
    audited: side.refunds.audited,
    service: side.refunds.calls,
    show: (refund: RefundView) => side.refunds.present(refund, config.moneyFormat),
  };
  /** A credit's allocations, and the documents they were set against by id, read together on one snapshot. */
  const allocationsOf = (companyId: bigint, creditId: bigint) =>
    readConsistently(db, async (trx) => {
      const made = await allocations.calls.list(trx, companyId, creditId);
      const ids = [...new Set(made.map((allocation) => allocation.documentId))];
      const listed =
        ids.length === 0 ? [] : (await documents.list(trx, companyId, {}, { filters: { ids }, sort: BY_ID })).items;
      const allocatedTo = new Map(listed.map((document) => [document.id, document]));
      return made.map((allocation) => ({
        allocation,
        document: allocatedTo.get(allocation.documentId) as DocumentOnPage,
      }));
    });
  return {
    path: 'allocations',
    fields: [field, 'amount', 'date'],
    shown: async (companyId, credit) => {
      const listing = side.documents.filters.of({
        [settlement.party.field]: Number(credit.partyId),
        currency: credit.currency,
        status: 'open',
        sort: 'dueDate',
      });
      const refundsOf = side.refunds.filters.of({ [settlement.credits.field]: Number(credit.id) });
      const [allocated, open, refunds] = await Promise.all([
        allocationsOf(companyId, credit.id),
        documents.list(db, companyId, {}, listing),
        side.refunds.calls.list(db, companyId, {}, refundsOf),
      ]);
      return (write, lockDate) => ({
        allocations: allocated.map(({ allocation, document }) => {
          const name = document.number ?? `${side.documents.Noun} of ${write.date(document.issueDate)}`;
          return {
            id: allocation.id,
            documentId: document.id,
            document: name,
            date: write.date(allocation.date),
            amount: write.money(allocation.amount, credit.currency),
            removable: removable(allocation, document, lockDate),
            removal: `Remove allocation to ${name}`,
          };
        }),
        refunds: refunds.items.map((refund) => {
          const date = write.date(refund.date);
          const amount = write.money(refund.amount, refund.currency);
          return {
            id: refund.id,
            date,
            amount,
            removable: unlocked(refund.date, lockDate),
            removal: `Delete refund of ${amount} on ${date}`,
          };
        }),
        settleable: settleable(credit),
        openDocuments: open.items.map((document) => ({
          id: document.id,
          name: `${document.number ?? write.date(document.issueDate)}: ${write.money(document.outstandingAmount, document.currency)} outstanding`,
        })),
        values: { amount: formatMoney(credit.outstandingAmount, 'plain'), date: today() },
      });
    },
    record: async (request, reply, credit, values) => {
      const input = { ...values, [field]: wholeNumber(values[field]) };
      assertValid(allocations.schemas.input, input);
      await auditTrail(request, reply, allocations.audited).create(db, async (write) => {
        const allocation = await allocations.calls.create(write, request.principal.companyId, credit.id, {
          documentId: input[field] as number,
          amount: input.amount as string,
          date: input.date,
        });
        return present(allocation);
      });
    },
    removals: {
      allocations: (request, reply, credit, allocationId) =>
        removeAllocationAudited(request, reply, db, removal, { creditId: credit.id, allocationId }),
      refunds: async (request, reply, credit, refundId) => {
        const { companyId } = request.principal;
        const refund = await side.refunds.calls.get(db, companyId, refundId);
        // Another credit's refund answers as a missing one: the page deletes only what it lists.
        if (refund.creditId !== credit.id) throw notFound(settlement.refunds.noun, refundId);
        return removeAudited(request, reply, db, refundRemoval, refundId);
      },
    },
  };
}
