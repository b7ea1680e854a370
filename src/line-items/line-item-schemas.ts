import { type Static, Type } from '@sinclair/typebox';
import { ListQuery } from '../shared/pagination.js';
import {
  Code,
  Id,
  IdInput,
  MoneyOutput,
  Name,
  OptionalBoolean,
  OptionalMoneyInput,
  OptionalQuantity,
  OptionalText,
  Timestamps,
} from '../shared/schemas.js';

export const LineItemInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    name: Name(),
    defaultDescription: OptionalText(1000),
    defaultQuantity: OptionalQuantity,
    defaultRate: OptionalMoneyInput,
    defaultSalesTaxCode: Type.Optional(Type.Unsafe<string | null>({ ...Code, type: ['string', 'null'] })),
    displayQuantity: OptionalBoolean,
    displayRate: OptionalBoolean,
  },
  {
    title: 'LineItemInput',
    examples: [
      {
        name: 'Consulting',
        defaultDescription: 'Consulting, per hour',
        defaultQuantity: 1,
        defaultRate: '95.00',
        defaultSalesTaxCode: 'STANDARD',
        displayQuantity: true,
        displayRate: true,
      },
    ],
  },
);
export type LineItemInput = Static<typeof LineItemInput>;

export const LineItem = Type.Object(
  {
    id: Id,
    name: Type.String(),
    defaultDescription: Type.Optional(Type.String()),
    defaultQuantity: Type.Optional(Type.Number()),
    defaultRate: Type.Optional(MoneyOutput),
    defaultSalesTaxCode: Type.Optional(Type.String()),
    displayQuantity: Type.Optional(Type.Boolean()),
    displayRate: Type.Optional(Type.Boolean()),
    ...Timestamps,
  },
  { title: 'LineItem' },
);
export type LineItem = Static<typeof LineItem>;

export const LineItemQuery = Type.Object({
  ...ListQuery.properties,
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Only the line items whose name or default description contains this text, whatever the case of its letters A to Z. It reads every line item of the company (a short list), not an index.',
      examples: ['consult'],
    }),
  ),
});
export type LineItemQuery = Static<typeof LineItemQuery>;
