import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditTrail } from '../audit/audit-hooks.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { partyBalance } from '../parties/party-balance.js';
import { partyListFilters } from '../parties/party-filters.js';
import { PartyInput } from '../parties/party-schemas.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { documentRow, writersFor } from './web-format.js';
import { type FormField, formInput, refusedForm, wholeNumber } from './web-forms.js';
import type { WebSide } from './web-sides.js';

const PARTY_FIELDS: FormField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'addressLine1', label: 'Address line 1' },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'phoneNumber', label: 'Phone number' },
  { name: 'vatNumber', label: 'VAT number' },
  { name: 'countryCode', label: 'Country code' },
];

/** The documents a party's page lists, latest due first; the documents' list finds the rest. */
const PARTY_PAGE_DOCUMENTS = 50;

/** The parties a page of the list shows, in the order they were added; `Next` and `Previous` page through the rest. */
const LISTED_PARTIES = 100;

const PartySearch = Type.Object({ q: Type.Optional(Type.String()), offset: Type.Optional(Type.String()) });

const idOf = (request: FastifyRequest) => BigInt((request.params as { id: string }).id);

/** A side's parties: their list, a page each with its balance and documents, and the form that adds one. */
export const partyPages =
  (side: WebSide) =>
  (app: FastifyInstance, { db, config }: ModuleOptions): void => {
    const { party, documents: kind, settlement } = side;
    const documents = kind.calls(config);
    const reading = { schema: { hide: true }, config: { permission: 'read' as const } };
    const writing = { schema: { hide: true }, config: { permission: 'write:documents' as const } };
    const current = party.title;
    const filters = partyListFilters(settlement.party.table);

    app.get(party.path, { ...reading, schema: { hide: true, querystring: PartySearch } }, async (request, reply) => {
      const search = formInput(request.query, ['q', 'offset']);
      const query = { ...search, offset: wholeNumber(search.offset ?? '0') };
      assertValid(filters.query, query);
      const offset = query.offset as number;
      const page = { limit: LISTED_PARTIES, offset };
      const { items, total } = await party.service.list(db, request.principal.companyId, page, filters.of(query));
      const pageAt = (at: number) =>
        `${reply.locals?.base}${party.path}?${new URLSearchParams({ ...search, offset: String(at) })}`;
      return reply.view('parties', {
        title: party.title,
        current,
        side,
        q: search.q,
        parties: items,
        shown: { first: offset + 1, last: offset + items.length, total },
        previous: offset > 0 ? pageAt(Math.max(0, offset - LISTED_PARTIES)) : null,
        next: offset + items.length < total ? pageAt(offset + LISTED_PARTIES) : null,
      });
    });

    const showForm = { title: `New ${party.noun}`, current, side, fields: PARTY_FIELDS };
    app.get(`${party.path}/new`, writing, (_request, reply) => reply.view('party-form', { ...showForm, values: {} }));

    app.post(party.path, writing, async (request, reply) => {
      const values = formInput(
        request.body,
        PARTY_FIELDS.map(({ name }) => name),
      );
      try {
        assertValid(PartyInput, values);
        const created = await auditTrail(request, reply, party.audited).create(db, (trx) =>
          party.service.create(trx, request.principal.companyId, values),
        );
        return reply.redirect(`${reply.locals?.base}${party.path}/${created.id}`, 303);
      } catch (error) {
        return refusedForm(reply, error, 'party-form', { ...showForm, values });
      }
    });

    app.get(`${party.path}/:id`, { ...reading, schema: { hide: true, params: IdParams } }, async (request, reply) => {
      const { companyId } = request.principal;
      const id = idOf(request);
      const record = await party.service.get(db, companyId, id);
      const [company, balances, listed] = await Promise.all([
        getCompanySettings(db, companyId),
        partyBalance(db, settlement.party.table, companyId, id),
        documents.list(
          db,
          companyId,
          { limit: PARTY_PAGE_DOCUMENTS },
          kind.filters.of({ [settlement.party.field]: String(id) }),
        ),
      ]);
      const write = writersFor(company);
      return reply.view('party', {
        title: record.name,
        current,
        side,
        party: record,
        balances: (balances.length > 0 ? balances : [{ currency: company.currency, outstanding: 0n }]).map(
          ({ currency, outstanding }) => ({ currency, outstanding: write.money(outstanding, currency) }),
        ),
        documents: listed.items.map((document) => documentRow(document, write)),
      });
    });
  };
