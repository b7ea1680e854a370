import { type Static, Type } from '@sinclair/typebox';
import { Code, Id, IdInput, Name, StringEnum, Timestamps } from '../shared/schemas.js';
import { TAX_TREATMENTS } from '../tax/tax-treatment.js';

/** A tax rate as a decimal fraction: 0.2 is 20 %. */
export const TaxRate = Type.Number({
  minimum: 0,
  maximum: 1,
  'x-max-decimals': 6,
  description: 'A decimal fraction from 0 to 1 with at most 6 decimals: 0.2 is 20 %.',
  examples: [0.2],
});

const Treatment = StringEnum(TAX_TREATMENTS, {
  description:
    'How VAT applies: `standard` charges the rate; `zeroRated`, `exempt` and `outsideScope` (in no box of the VAT return) are at rate 0; under `reverseCharge` (services from abroad) and `domesticReverseCharge` (construction, rate above 0) the buyer accounts for the VAT.',
  examples: ['standard'],
});

export const SalesTaxInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    code: Code,
    name: Name(),
    rate: TaxRate,
    treatment: Type.Optional({
      ...Treatment,
      description: `${Treatment.description} \`standard\` when left out on create; kept when an update leaves it out. It cannot change while documents use the sales tax.`,
    }),
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
    treatment: Treatment,
    ...Timestamps,
  },
  { title: 'SalesTax' },
);
export type SalesTax = Static<typeof SalesTax>;
