import { crudRoutes } from '../shared/crud-routes.js';
import { SalesTax, SalesTaxInput } from './sales-tax-schemas.js';
import { salesTaxService } from './sales-tax-service.js';

export const salesTaxRoutes = crudRoutes({
  path: '/salesTaxes',
  recordType: 'salesTax',
  tag: 'Sales taxes',
  noun: 'sales tax',
  plural: 'sales taxes',
  input: SalesTaxInput,
  output: SalesTax,
  service: salesTaxService,
  present: (salesTax) => salesTax,
});
