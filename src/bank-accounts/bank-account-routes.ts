import { crudRoutes } from '../shared/crud-routes.js';
import { formatMoney } from '../shared/money.js';
import { BankAccount, BankAccountInput } from './bank-account-schemas.js';
import { bankAccountService } from './bank-account-service.js';

export const bankAccountRoutes = crudRoutes({
  path: '/bankAccounts',
  recordType: 'bankAccount',
  tag: 'Bank accounts',
  noun: 'bank account',
  input: BankAccountInput,
  output: BankAccount,
  service: bankAccountService,
  present: (bankAccount, format) => ({ ...bankAccount, balance: formatMoney(bankAccount.balance, format) }),
});
