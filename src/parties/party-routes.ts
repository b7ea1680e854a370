import { crudRoutes } from '../shared/crud-routes.js';
import { partyListFilters } from './party-filters.js';
import { Client, PartyInput, Supplier } from './party-schemas.js';
import { partyService } from './party-service.js';

export const clientRoutes = crudRoutes({
  path: '/clients',
  recordType: 'client',
  tag: 'Clients',
  noun: 'client',
  input: PartyInput,
  output: Client,
  service: partyService('clients', 'Client'),
  present: (client) => client,
  listFilters: partyListFilters('clients'),
});

export const supplierRoutes = crudRoutes({
  path: '/suppliers',
  recordType: 'supplier',
  tag: 'Suppliers',
  noun: 'supplier',
  input: PartyInput,
  output: Supplier,
  service: partyService('suppliers', 'Supplier'),
  present: ({ email: _email, ...supplier }) => supplier,
  listFilters: partyListFilters('suppliers'),
});
