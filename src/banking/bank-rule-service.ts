import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { Executor } from '../db/database.js';
import { findSalesTaxByCode } from '../sales-taxes/sales-tax-repository.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { ruleViolation } from '../shared/errors.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { accountOfCode } from './bank-rule-repository.js';
import { type BankRule, type BankRuleInput, DEFAULT_PRIORITY } from './bank-rule-schemas.js';
import { type BankRuleView, toViews } from './bank-rule-views.js';
import { type RuleCondition, readConditions } from './bank-rules.js';

export const bankRuleService = ownedCrudService({
  table: 'bank_rules',
  noun: 'Bank rule',
  columns: async (db, companyId, input: BankRuleInput) => ({
    name: input.name,
    bank_account_id: await bankAccountId(db, companyId, input.bankAccountId),
    direction: input.direction,
    conditions: storedConditions(readConditions(input.conditions)),
    match: input.match ?? 'all',
    action_type: input.action.type,
    account_id: await actionAccountId(db, companyId, input.action.accountCode),
    sales_tax_id: await actionSalesTaxId(db, companyId, input.action.salesTaxCode),
    reason: input.action.reason ?? null,
    priority: input.priority ?? DEFAULT_PRIORITY,
  }),
  toViews,
  duplicateMessage: (input) => `A bank rule named ${input.name} already exists`,
});

export function presentBankRule(rule: BankRuleView, format: MoneyFormat): BankRule {
  const { action } = rule;
  return {
    id: rule.id,
    name: rule.name,
    ...(rule.bankAccountId === null ? {} : { bankAccountId: rule.bankAccountId }),
    direction: rule.direction,
    conditions: rule.conditions.map((condition) =>
      condition.field === 'amount' ? { ...condition, value: formatMoney(condition.value, format) } : condition,
    ),
    match: rule.match,
    action: {
      type: action.type,
      accountCode: action.accountCode,
      ...(action.salesTaxCode === null ? {} : { salesTaxCode: action.salesTaxCode }),
      ...(action.reason === null ? {} : { reason: action.reason }),
    },
    priority: rule.priority,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

/** Conditions are kept as the API writes them, amounts as plain money ("1250.00"). */
const storedConditions = (conditions: RuleCondition[]) =>
  JSON.stringify(
    conditions.map((condition) =>
      condition.field === 'amount' ? { ...condition, value: formatMoney(condition.value, 'plain') } : condition,
    ),
  );

async function bankAccountId(db: Executor, companyId: bigint, id: number | string | null | undefined) {
  if (id === null || id === undefined) return null;
  const { bankAccountId } = await requireBankAccounts(db, companyId, { bankAccountId: BigInt(id) });
  return bankAccountId.id;
}

/** The other side of the entry a rule books: an account of the company, not a bank's (that is a transfer). */
async function actionAccountId(db: Executor, companyId: bigint, code: string) {
  const account = await accountOfCode(db, companyId, code);
  if (!account) throw accountRefusal(`no account has the code ${code}`);
  if (account.bankAccountId !== null) {
    throw accountRefusal(
      `is the ledger account of bank account ${account.bankAccountId}: money between two bank accounts is a bank transfer`,
    );
  }
  return account.id;
}

const accountRefusal = (message: string) =>
  ruleViolation('The rule cannot book to that account', [{ path: 'action.accountCode', message }]);

async function actionSalesTaxId(db: Executor, companyId: bigint, code: string | undefined) {
  if (code === undefined) return null;
  const tax = await findSalesTaxByCode(db, companyId, code);
  if (!tax) {
    throw ruleViolation(`No sales tax has the code ${code}`, [
      { path: 'action.salesTaxCode', message: 'must name a sales tax of the company' },
    ]);
  }
  return tax.id;
}
