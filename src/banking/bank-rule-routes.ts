import { crudRoutes } from '../shared/crud-routes.js';
import { BankRule, BankRuleInput } from './bank-rule-schemas.js';
import { bankRuleService, presentBankRule } from './bank-rule-service.js';

export const bankRuleRoutes = crudRoutes({
  path: '/bankRules',
  recordType: 'bankRule',
  tag: 'Bank statements',
  noun: 'bank rule',
  input: BankRuleInput,
  output: BankRule,
  service: bankRuleService,
  present: presentBankRule,
});
