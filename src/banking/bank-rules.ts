import type { OwnedRow } from '../db/owned-rows.js';
import { type FieldError, ruleViolation } from '../shared/errors.js';
import { type Money, parseMoney } from '../shared/money.js';
import {
  AMOUNT_OPERATORS,
  type ConditionInput,
  type RULE_ACTION_TYPES,
  type RULE_DIRECTIONS,
  type RULE_MATCHES,
  type TEXT_FIELDS,
  TEXT_OPERATORS,
} from './bank-rule-schemas.js';

type TextField = (typeof TEXT_FIELDS)[number];
type TextOperator = (typeof TEXT_OPERATORS)[number];
type AmountOperator = (typeof AMOUNT_OPERATORS)[number];

/** A condition on the line's text, or on its amount without its sign. */
export type RuleCondition =
  | { field: TextField; operator: TextOperator; value: string }
  | { field: 'amount'; operator: AmountOperator; value: Money };

/** What a rule tests a statement line against. */
export interface RuleTerms {
  /** The bank account whose lines the rule looks at; null for every account's. */
  bankAccountId: bigint | null;
  direction: (typeof RULE_DIRECTIONS)[number];
  conditions: readonly RuleCondition[];
  match: (typeof RULE_MATCHES)[number];
}

/** What booking a line from a rule makes: a manual journal entry between the bank and this account. */
export interface BankRuleAction {
  type: (typeof RULE_ACTION_TYPES)[number];
  accountId: bigint;
  accountCode: string;
  /** The sales tax that the line's amount includes, if any. */
  salesTaxId: bigint | null;
  salesTaxCode: string | null;
  reason: string | null;
}

/** A company's bank rule, as it proposes what to book for the lines it fits. */
export interface BankRuleProposal extends RuleTerms {
  id: bigint;
  name: string;
  priority: number;
  action: BankRuleAction;
}

/** The parts of a statement line that rules look at. */
export type RuleLine = Pick<
  OwnedRow<'bank_statement_lines'>,
  'bank_account_id' | 'amount' | 'description' | 'reference' | 'counterparty_name'
>;

/** Whether the rule fits the line: its bank account, its direction, and all (or any) of its conditions. */
export function ruleFits(rule: RuleTerms, line: RuleLine): boolean {
  if (rule.bankAccountId !== null && rule.bankAccountId !== line.bank_account_id) return false;
  if (rule.direction === 'in' && line.amount <= 0n) return false;
  if (rule.direction === 'out' && line.amount >= 0n) return false;
  const holds = (condition: RuleCondition) => conditionHolds(condition, line);
  return rule.match === 'all' ? rule.conditions.every(holds) : rule.conditions.some(holds);
}

function conditionHolds(condition: RuleCondition, line: RuleLine): boolean {
  if (condition.field === 'amount') {
    const size = line.amount < 0n ? -line.amount : line.amount;
    if (condition.operator === 'equals') return size === condition.value;
    return condition.operator === 'greaterThan' ? size > condition.value : size < condition.value;
  }
  const text = textOf(line, condition.field);
  if (text === null) return false;
  const [written, sought] = [comparable(text), comparable(condition.value)];
  if (condition.operator === 'equals') return written === sought;
  return condition.operator === 'contains' ? written.includes(sought) : written.startsWith(sought);
}

const textOf = (line: RuleLine, field: TextField): string | null =>
  field === 'description' ? line.description : field === 'reference' ? line.reference : line.counterparty_name;

/**
 * Text as rules compare it: case folded and runs of white space read as one space. Lower then upper
 * case, because lower case alone depends on the neighbours (a final sigma) and upper case alone
 * keeps apart what lower case joins (a dotted capital I).
 */
const comparable = (text: string) => text.toLowerCase().toUpperCase().replace(/\s+/g, ' ').trim();

/**
 * The conditions of a request, each operator checked against its field, amounts read as money:
 * a 422 names every condition that does not make sense.
 */
export function readConditions(inputs: readonly ConditionInput[]): RuleCondition[] {
  const read = inputs.map((input, index) => readCondition(input, `conditions[${index}]`));
  const errors = read.filter((each): each is FieldError => 'path' in each);
  if (errors.length > 0) throw ruleViolation('A condition of the rule does not make sense', errors);
  return read as RuleCondition[];
}

function readCondition(input: ConditionInput, path: string): RuleCondition | FieldError {
  const { field, operator } = input;
  if (field !== 'amount') {
    if (isOneOf(TEXT_OPERATORS, operator)) return { field, operator, value: input.value };
    return { path: `${path}.operator`, message: `must be one of ${TEXT_OPERATORS.join(', ')} on ${field}` };
  }
  if (!isOneOf(AMOUNT_OPERATORS, operator)) {
    return { path: `${path}.operator`, message: `must be one of ${AMOUNT_OPERATORS.join(', ')} on amount` };
  }
  const value = parseMoney(input.value);
  if (value === undefined || value < 0n) {
    return {
      path: `${path}.value`,
      message: 'must be a money amount of zero or more, such as "25.00": direction says in or out',
    };
  }
  return { field, operator, value };
}

const isOneOf = <const Values extends readonly string[]>(values: Values, value: string): value is Values[number] =>
  values.includes(value);
