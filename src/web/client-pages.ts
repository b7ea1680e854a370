import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { documentListFilters } from '../documents/document-filters.js';
import { invoiceService } from '../invoices/invoice-service.js';
import { partyBalance } from '../parties/party-balance.js';
import { Client, PartyInput } from '../parties/party-schemas.js';
import { partyService } from '../parties/party-service.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { invoiceRow, writersFor } from './web-format.js';
import { type FormField, formInput, refusedForm } from './web-forms.js';

const CLIENT_FIELDS: FormField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'addressLine1', label: 'Address line 1' },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'phoneNumber', label: 'Phone number' },
  { name: 'vatNumber', label: 'VAT number' },
  { name: 'countryCode', label: 'Country code' },
];

/** The invoices a client's page lists, latest due first; the Invoices page finds the rest. */
const CLIENT_PAGE_INVOICES = 50;

const clients = partyService('clients', 'Client');
const audited = auditedRecord('client', Client);
const clientInvoices = documentListFilters('clientId', 'client', 'the invoiceNumber');
const idOf = (request: FastifyRequest) => BigInt((request.params as { id: string }).id);

/** The clients: their list, a page each with its balance and invoices, and the form that adds one. */
export function clientPages(app: FastifyInstance, { db, config }: ModuleOptions): void {
  const invoices = invoiceService(config.taxForm);
  const reading = { schema: { hide: true }, config: { permission: 'read' as const } };
  const writing = { schema: { hide: true }, config: { permission: 'write:documents' as const } };

  app.get('/clients', reading, async (request, reply) => {
    const { items } = await clients.list(db, request.principal.companyId, {});
    return reply.view('clients', { title: 'Clients', current: 'Clients', clients: items });
  });

  const showForm = { title: 'New client', current: 'Clients', fields: CLIENT_FIELDS };
  app.get('/clients/new', writing, (_request, reply) => reply.view('client-form', { ...showForm, values: {} }));

  app.post('/clients', writing, async (request, reply) => {
    const values = formInput(
      request.body,
      CLIENT_FIELDS.map(({ name }) => name),
    );
    try {
      assertValid(PartyInput, values);
      const created = await auditTrail(request, reply, audited).create(db, (trx) =>
        clients.create(trx, request.principal.companyId, values),
      );
      return reply.redirect(`${reply.locals?.base}/clients/${created.id}`, 303);
    } catch (error) {
      return refusedForm(reply, error, 'client-form', { ...showForm, values });
    }
  });

  app.get('/clients/:id', { ...reading, schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    const client = await clients.get(db, companyId, id);
    const [company, balances, listed] = await Promise.all([
      getCompanySettings(db, companyId),
      partyBalance(db, 'clients', companyId, id),
      invoices.list(db, companyId, { limit: CLIENT_PAGE_INVOICES }, clientInvoices.of({ clientId: String(id) })),
    ]);
    const write = writersFor(company);
    return reply.view('client', {
      title: client.name,
      current: 'Clients',
      client,
      balances: (balances.length > 0 ? balances : [{ currency: company.currency, outstanding: 0n }]).map(
        ({ currency, outstanding }) => ({ currency, outstanding: write.money(outstanding, currency) }),
      ),
      invoices: listed.items.map((invoice) => invoiceRow(invoice, write)),
    });
  });
}
