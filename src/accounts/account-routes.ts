import { crudRoutes } from '../shared/crud-routes.js';
import { Account, AccountInput } from './account-schemas.js';
import { accountService } from './account-service.js';

export const accountRoutes = crudRoutes({
  path: '/accounts',
  recordType: 'account',
  tag: 'Chart of accounts',
  noun: 'account',
  input: AccountInput,
  output: Account,
  service: accountService,
  present: (account) => account,
});
