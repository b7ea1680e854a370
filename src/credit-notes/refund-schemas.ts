import { Type } from '@sinclair/typebox';
import type { SettlementSide } from '../settlements/sides.js';
import { BankExchangeRateInput } from '../shared/exchange-rate.js';
import {
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  PositiveMoneyInput,
  property,
  Timestamps,
  titleOf,
} from '../shared/schemas.js';

const refundFields = {
  currency: { ...CurrencyCode, description: 'The currency of the credit refunded.' },
  amount: {
    ...PositiveMoneyInput,
    description:
      "At most what the credit note has outstanding, or what the payment's money on account has unallocated.",
  },
  exchangeRate: Type.Optional(BankExchangeRateInput),
  bankAccountId: IdInput,
  paymentId: Type.Optional({
    ...IdInput,
    description: "A payment of the party's whose money on account is refunded; or give the credit note.",
  }),
};

const refundOutput = {
  id: Id,
  currency: Type.String(),
  amount: MoneyOutput,
  exchangeRate: Type.Optional(Type.Number({ description: 'Left out within one currency.' })),
  bankAccountId: Id,
  paymentId: Type.Optional({ ...Id, description: 'The payment whose money on account was refunded.' }),
};

/** The body and the answer of a side's refunds, named as the side names its party, credits and dates. */
export function refundSchemas<Side extends SettlementSide>(side: Side) {
  const { party, credits, refunds } = side;
  const input = Type.Object(
    {
      ...refundFields,
      ...property(party.field, IdInput),
      ...property(
        credits.field,
        Type.Optional({
          ...IdInput,
          description: `A ${credits.drafts ? 'posted ' : ''}${credits.brief} of the ${party.noun}, in the refund's currency; or give paymentId.`,
        }),
      ),
      ...property(refunds.dateField, IsoDate),
    },
    {
      title: `${titleOf(refunds.name)}Input`,
      examples: [
        {
          [credits.field]: 42,
          [party.field]: 42,
          bankAccountId: 42,
          currency: 'GBP',
          amount: '50.00',
          [refunds.dateField]: '2026-11-22',
        },
      ],
    },
  );
  const output = Type.Object(
    {
      ...refundOutput,
      ...property(party.field, Id),
      ...property(
        credits.field,
        Type.Optional({ ...Id, description: `The ${credits.brief} refunded; left out for money on account.` }),
      ),
      ...property(refunds.dateField, DateOutput),
      ...property(refunds.bankAmountField, {
        ...MoneyOutput,
        description: "The amount in the bank account's currency.",
      }),
      ...Timestamps,
    },
    { title: titleOf(refunds.name) },
  );
  return { input, output };
}
