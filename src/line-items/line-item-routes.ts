import { crudRoutes } from '../shared/crud-routes.js';
import { LineItem, LineItemInput, LineItemQuery } from './line-item-schemas.js';
import { lineItemService, presentLineItem } from './line-item-service.js';

export const lineItemRoutes = crudRoutes({
  path: '/lineItems',
  recordType: 'lineItem',
  tag: 'Line items',
  noun: 'line item',
  input: LineItemInput,
  output: LineItem,
  service: lineItemService,
  present: presentLineItem,
  listFilters: { query: LineItemQuery, of: (query: LineItemQuery) => ({ q: query.q }) },
});
