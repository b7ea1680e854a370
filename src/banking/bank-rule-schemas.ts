import { type Static, Type } from '@sinclair/typebox';
import { Code, Id, IdInput, Name, OptionalText, StringEnum, Timestamps } from '../shared/schemas.js';

export const RULE_DIRECTIONS = ['in', 'out', 'any'] as const;
export const RULE_MATCHES = ['all', 'any'] as const;
export const TEXT_FIELDS = ['description', 'reference', 'counterpartyName'] as const;
export const CONDITION_FIELDS = [...TEXT_FIELDS, 'amount'] as const;
export const TEXT_OPERATORS = ['contains', 'equals', 'startsWith'] as const;
export const AMOUNT_OPERATORS = ['equals', 'greaterThan', 'lessThan'] as const;
export const CONDITION_OPERATORS = ['contains', 'equals', 'startsWith', 'greaterThan', 'lessThan'] as const;
export const RULE_ACTION_TYPES = ['manualJournalEntry'] as const;

/** Lower first; a rule made without one comes after those given a smaller number, and leaves room either side. */
export const DEFAULT_PRIORITY = 100;

const ConditionInput = Type.Object({
  field: StringEnum(CONDITION_FIELDS, { description: 'The part of the statement line compared.' }),
  operator: StringEnum(CONDITION_OPERATORS, {
    description:
      'contains, equals or startsWith on description, reference and counterpartyName (ignoring case and repeated spaces); equals, greaterThan or lessThan on amount.',
  }),
  value: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    'x-message': 'must not be blank',
    description:
      'Text, or for amount a money amount such as "25.00", compared with the line\'s amount without its sign (direction says in or out).',
  }),
});
export type ConditionInput = Static<typeof ConditionInput>;

const ActionInput = Type.Object({
  type: StringEnum(RULE_ACTION_TYPES, {
    description: 'What matching a line with the rule books: a manual journal entry between the bank and the account.',
  }),
  accountCode: { ...Code, description: "The account of the entry's other side; not a bank account's ledger account." },
  salesTaxCode: Type.Optional({ ...Code, description: 'The sales tax that the amount includes, if any.' }),
  reason: OptionalText(500, { description: 'The reason the entry is given.' }),
});

export const BankRuleInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    name: Name(),
    bankAccountId: Type.Optional(
      Type.Unsafe<number | string | null>({
        ...IdInput,
        type: ['integer', 'string', 'null'],
        description: "The bank account whose lines the rule looks at; every account's when left out.",
      }),
    ),
    direction: StringEnum(RULE_DIRECTIONS, { description: 'in: money in only; out: money out only; any: both.' }),
    conditions: Type.Array(ConditionInput, { minItems: 1, maxItems: 20 }),
    match: Type.Optional(
      StringEnum(RULE_MATCHES, {
        description: 'all: every condition must hold; any: one is enough. all when left out.',
      }),
    ),
    action: ActionInput,
    priority: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000,
        description: `Rules are tried lower first. ${DEFAULT_PRIORITY} when left out.`,
      }),
    ),
  },
  {
    title: 'BankRuleInput',
    examples: [
      {
        name: 'Monthly account fee',
        bankAccountId: 42,
        direction: 'out',
        conditions: [
          { field: 'description', operator: 'contains', value: 'ACCOUNT FEE' },
          { field: 'amount', operator: 'lessThan', value: '50.00' },
        ],
        action: { type: 'manualJournalEntry', accountCode: '6800', reason: 'Bank charges' },
      },
    ],
  },
);
export type BankRuleInput = Static<typeof BankRuleInput>;

export const BankRule = Type.Object(
  {
    id: Id,
    name: Type.String(),
    bankAccountId: Type.Optional(Id),
    direction: StringEnum(RULE_DIRECTIONS),
    conditions: Type.Array(
      Type.Object({
        field: StringEnum(CONDITION_FIELDS),
        operator: StringEnum(CONDITION_OPERATORS),
        value: Type.String({ description: 'An amount is written as the API writes money.' }),
      }),
    ),
    match: StringEnum(RULE_MATCHES),
    action: Type.Object({
      type: StringEnum(RULE_ACTION_TYPES),
      accountCode: Type.String(),
      salesTaxCode: Type.Optional(Type.String()),
      reason: Type.Optional(Type.String()),
    }),
    priority: Type.Integer(),
    ...Timestamps,
  },
  { title: 'BankRule' },
);
export type BankRule = Static<typeof BankRule>;
