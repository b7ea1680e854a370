import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { type CrudService, ownedCrudService } from '../shared/crud-service.js';
import { conflict } from '../shared/errors.js';
import { hasFilters } from '../shared/list-filters.js';
import { timestampsOf } from '../shared/timestamps.js';
import type { PartyFilters } from './party-filters.js';
import { documentsOfParty, pageFilteredParties } from './party-repository.js';
import type { Client, PartyInput } from './party-schemas.js';

export type PartyTable = 'clients' | 'suppliers';

/** The documents that keep a party: the column naming it, and each table with the name it is listed by. */
const PARTY_DOCUMENTS = {
  clients: [
    'client_id',
    [
      ['invoices', 'invoices'],
      ['credit_notes', 'credit notes'],
    ],
  ],
  suppliers: [
    'supplier_id',
    [
      ['bills', 'bills'],
      ['supplier_credits', 'supplier credits'],
    ],
  ],
} as const;

/** The party in the API's words, email included; the supplier routes leave the email out. */
export function toParty(row: OwnedRow<PartyTable>): Client {
  const optional = {
    email: row.email,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    phoneNumber: row.phone_number,
    vatNumber: row.vat_number,
    countryCode: row.country_code,
  };
  const present = Object.entries(optional).filter(([, value]) => value !== null);
  return { id: row.id, name: row.name, ...Object.fromEntries(present), ...timestampsOf(row) };
}

/**
 * The use cases of clients or of suppliers. A supplier's email is stored but never shown, so a client
 * cannot send it back: a supplier body without `email` keeps the stored one (null clears it).
 */
export const partyService = (
  table: PartyTable,
  noun: string,
): CrudService<PartyInput, Client, PartyInput, PartyFilters> => {
  const crud = ownedCrudService({
    table,
    noun,
    columns: (_db, _companyId, input: PartyInput) => ({
      name: input.name,
      ...(table === 'suppliers' && input.email === undefined ? {} : { email: input.email ?? null }),
      address_line1: input.addressLine1 ?? null,
      address_line2: input.addressLine2 ?? null,
      phone_number: input.phoneNumber ?? null,
      vat_number: input.vatNumber ?? null,
      country_code: input.countryCode?.toUpperCase() ?? null,
    }),
    toViews: (_db, _companyId, rows) => rows.map(toParty),
    duplicateMessage: (input) => `A ${noun.toLowerCase()} named ${input.name} already exists`,
    checkRemove: async (db, current) => {
      const [partyColumn, kinds] = PARTY_DOCUMENTS[table];
      for (const [documentTable, kind] of kinds) {
        const documents = await documentsOfParty(db, documentTable, partyColumn, current.company_id, current.id, 10);
        if (documents.length > 0) {
          throw conflict(`${noun} ${current.id} (${current.name}) still has ${kind}: ${documents.join(', ')}`);
        }
      }
    },
  });
  /** A page of the parties the filters let through, and how many they let through in all. */
  const list = async (db: Executor, companyId: bigint, page: Page, filters?: PartyFilters) => {
    if (!hasFilters(filters)) return crud.list(db, companyId, page);
    const { rows, total } = await pageFilteredParties(db, table, companyId, page, filters);
    return { items: rows.map(toParty), total };
  };
  return { ...crud, list };
};
