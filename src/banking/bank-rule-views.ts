import type { Executor } from '../db/database.js';
import { salesTaxCodesByIds } from '../sales-taxes/sales-tax-repository.js';
import { parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { accountCodesByIds, type BankRuleRow, rulesInPriorityOrder } from './bank-rule-repository.js';
import { type BankRuleProposal, type RuleCondition, type RuleLine, type RuleTerms, ruleFits } from './bank-rules.js';

/** A bank rule as the service answers it: amounts in minor units; `presentBankRule` writes it for the API. */
export type BankRuleView = BankRuleProposal & Timestamps;

/** The company's bank rules that fit the statement line, in the order they are tried (see `ruleFits`). */
export async function fittingRules(db: Executor, companyId: bigint, line: RuleLine): Promise<BankRuleProposal[]> {
  return (await rulesFittingLines(db, companyId, [line]))[0] ?? [];
}

/** The rules that fit each of the lines, in the lines' order: the rules read once for them all. */
export async function rulesFittingLines(
  db: Executor,
  companyId: bigint,
  lines: readonly RuleLine[],
): Promise<BankRuleProposal[][]> {
  const directions = [...new Set(lines.flatMap((line) => directionsOf(line.amount)))];
  const rows = directions.length === 0 ? [] : await rulesInPriorityOrder(db, companyId, directions);
  const fitting = lines.map((line) => rows.filter((row) => ruleFits(termsOf(row), line)));
  const views = await toViews(db, companyId, [...new Set(fitting.flat())]);
  const viewOf = new Map(views.map((view) => [view.id, view]));
  return fitting.map((fits) => fits.map((row) => viewOf.get(row.id) as BankRuleView));
}

/** The directions of the rules that look at money moving by `amount`. */
const directionsOf = (amount: bigint) =>
  amount > 0n ? (['in', 'any'] as const) : amount < 0n ? (['out', 'any'] as const) : (['any'] as const);

export async function toViews(db: Executor, companyId: bigint, rows: BankRuleRow[]): Promise<BankRuleView[]> {
  const accountCodes = await accountCodesByIds(
    db,
    companyId,
    rows.map((row) => row.account_id),
  );
  const taxIds = rows.flatMap((row) => (row.sales_tax_id === null ? [] : [row.sales_tax_id]));
  const taxCodes = await salesTaxCodesByIds(db, companyId, taxIds);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...termsOf(row),
    priority: row.priority,
    action: {
      type: row.action_type,
      accountId: row.account_id,
      accountCode: accountCodes.get(row.account_id) as string,
      salesTaxId: row.sales_tax_id,
      salesTaxCode: row.sales_tax_id === null ? null : (taxCodes.get(row.sales_tax_id) ?? null),
      reason: row.reason,
    },
    ...timestampsOf(row),
  }));
}

function termsOf(row: BankRuleRow): RuleTerms {
  const stored = JSON.parse(row.conditions) as { field: RuleCondition['field']; operator: string; value: string }[];
  const conditions = stored.map(
    (condition) =>
      (condition.field === 'amount'
        ? { ...condition, value: parseMoney(condition.value) }
        : condition) as RuleCondition,
  );
  return { bankAccountId: row.bank_account_id, direction: row.direction, conditions, match: row.match };
}
