import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { Database, Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { presentInvoice } from '../invoices/invoice-routes.js';
import { Invoice } from '../invoices/invoice-schemas.js';
import { type InvoiceView, invoiceService } from '../invoices/invoice-service.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import { BY_ID } from '../shared/list-sorts.js';
import { answerList } from '../shared/list-stream.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { ListQuery } from '../shared/pagination.js';
import { IdParams } from '../shared/schemas.js';
import { RecurringInvoice, RecurringInvoiceInput } from './recurring-invoice-schemas.js';
import { endSchedule, pauseSchedule, recurringInvoiceService, resumeSchedule } from './recurring-invoice-service.js';

const TAG = 'Recurring invoices';
const PATH = '/recurringInvoices';

type StatusChange = (db: Database | Write, companyId: bigint, id: bigint) => Promise<RecurringInvoice>;

const STATUS_CHANGES: { action: string; change: StatusChange; summary: string; description: string }[] = [
  {
    action: 'pause',
    change: pauseSchedule,
    summary: 'Pause a recurring invoice',
    description: 'It issues nothing until resumed; pausing a paused one changes nothing; an ended one is a 409.',
  },
  {
    action: 'resume',
    change: resumeSchedule,
    summary: 'Resume a paused recurring invoice',
    description:
      'It issues again from its first occurrence on or after today (UTC). The occurrences that fell due while it was paused are NOT issued: make those invoices by hand if they are owed. Resuming an active one changes nothing; an ended one is a 409.',
  },
  {
    action: 'end',
    change: endSchedule,
    summary: 'End a recurring invoice',
    description: 'It issues nothing more, for good; the invoices it issued stay. Ending an ended one changes nothing.',
  },
];

/** Recurring invoices: their CRUD, their pause, resume and end, and the invoices they issued. */
export const recurringInvoiceRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, options) => {
  const { db, config } = options;
  const service = recurringInvoiceService(config.taxForm, config.mail);
  const invoices = invoiceService(config.taxForm);
  const audited = auditedRecord('recurringInvoice', RecurringInvoice);
  await app.register(
    crudRoutes({
      path: PATH,
      recordType: 'recurringInvoice',
      tag: TAG,
      noun: 'recurring invoice',
      input: RecurringInvoiceInput,
      output: RecurringInvoice,
      service,
      present: (schedule) => schedule,
    }),
    options,
  );
  const read = (companyId: bigint) => (executor: Executor, id: bigint) => service.get(executor, companyId, id);
  for (const { action, change, summary, description } of STATUS_CHANGES) {
    app.post(
      `${PATH}/:id/${action}`,
      {
        schema: {
          tags: [TAG],
          summary,
          description,
          params: IdParams,
          headers: Type.Composite([IdempotencyHeaders, IfMatchHeaders]),
          response: { 200: RecurringInvoice },
        },
      },
      async (request, reply) => {
        const { companyId } = request.principal;
        const id = BigInt(request.params.id);
        return idempotentCreate(request, reply, db, (executor) =>
          auditTrail(request, reply, audited).update(
            executor,
            id,
            (write) => read(companyId)(write.trx, id),
            (write) => change(write, companyId, id),
          ),
        );
      },
    );
  }
  app.get(
    `${PATH}/:id/invoices`,
    {
      schema: {
        tags: [TAG],
        summary: 'List the invoices a recurring invoice issued',
        description:
          'In the order it issued them; an invoice since deleted is not listed. Without limit, every one. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.',
        params: IdParams,
        querystring: ListQuery,
        response: { 200: Type.Array(Invoice) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.principal;
      const id = BigInt(request.params.id);
      await service.get(db, companyId, id);
      // Ids are drawn in the order of the writes, so a schedule's invoices stand in id order as it issued them.
      const listing = { filters: { recurringInvoiceId: id }, sort: BY_ID };
      const list = (page: Page) => invoices.list(db, companyId, page, listing);
      const show = (invoice: InvoiceView) => presentInvoice(invoice, config.moneyFormat);
      return answerList(request, reply, list, { output: Invoice, show });
    },
  );
};
