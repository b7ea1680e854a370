import { Type } from '@sinclair/typebox';
import type { SettlementSide } from '../settlements/sides.js';
import {
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  PositiveMoneyInput,
  property,
  titleOf,
} from '../shared/schemas.js';

const allocationDate = Type.Optional({
  ...IsoDate,
  description: 'When the credit is set against the document: the later of their issue dates when left out.',
});

/**
 * The body of an allocation of a side's credit to one of its documents, and the answers of the
 * allocations of each holder of the side's money: its credits, and its payments' money on account.
 */
export function allocationSchemas(side: SettlementSide) {
  const { party, documents, credits, payments } = side;
  const input = Type.Object(
    {
      ...property(documents.field, {
        ...IdInput,
        description: `An open ${documents.noun} of the ${party.noun}'s, in the credit's currency.`,
      }),
      amount: {
        ...PositiveMoneyInput,
        description: `At most what the credit (a ${credits.noun.toLowerCase()}, or money on account) and the ${documents.noun} have outstanding.`,
      },
      date: allocationDate,
    },
    {
      title: `${titleOf(documents.noun)}AllocationInput`,
      examples: [{ [documents.field]: 42, amount: '100.00', date: '2026-11-22' }],
    },
  );
  const output = (name: string, heldField: string) =>
    Type.Object(
      {
        id: Id,
        ...property(heldField, Id),
        ...property(documents.field, Id),
        amount: MoneyOutput,
        date: DateOutput,
      },
      { title: `${titleOf(name)}Allocation` },
    );
  return { input, credits: output(credits.name, credits.field), onAccount: output(payments.name, 'paymentId') };
}
