import { type Static, Type } from '@sinclair/typebox';
import { CurrencyCode, Id, IsoDate, Timestamps } from '../shared/schemas.js';

const LockDate = Type.Union([IsoDate, Type.Null()], {
  description:
    'Nothing dated on or before it can be created, changed or deleted (a 422 names it); null when every period is open.',
});

export const Company = Type.Object({
  id: Id,
  name: Type.String(),
  currency: Type.String({ description: 'The base currency of the books.', examples: ['GBP'] }),
  lockDate: LockDate,
  ...Timestamps,
});
export type Company = Static<typeof Company>;

export const CompanyUpdate = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  lockDate: LockDate,
});
export type CompanyUpdate = Static<typeof CompanyUpdate>;

export const CompanyCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  currency: CurrencyCode,
});
export type CompanyCreate = Static<typeof CompanyCreate>;
