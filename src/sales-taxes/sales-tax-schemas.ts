import { type Static, Type } from '@sinclair/typebox';
import { Code, Id, IdInput, Name, Timestamps } from '../shared/schemas.js';

/** A tax rate as a decimal fraction: 0.2 is 20 %. */
export const TaxRate = Type.Number({
  minimum: 0,
  maximum: 1,
  'x-max-decimals': 6,
  description: 'A decimal fraction from 0 to 1 with at most 6 decimals: 0.2 is 20 %.',
  examples: [0.2],
});

export const SalesTaxInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    code: Code,
    name: Name(),
    rate: TaxRate,
  },
  { title: 'SalesTaxInput', examples: [{ code: 'HOSPITALITY', name: 'Hospitality rate', rate: 0.125 }] },
);
export type SalesTaxInput = Static<typeof SalesTaxInput>;

export const SalesTax = Type.Object(
  {
    id: Id,
    code: Type.String({ examples: ['STANDARD'] }),
    name: Type.String(),
    rate: Type.Number({ examples: [0.2] }),
    ...Timestamps,
  },
  { title: 'SalesTax' },
);
export type SalesTax = Static<typeof SalesTax>;
