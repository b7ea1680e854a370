import { type Static, Type } from '@sinclair/typebox';
import { CurrencyCode, Id } from '../shared/schemas.js';

export const Company = Type.Object({
  id: Id,
  name: Type.String(),
  currency: Type.String({ description: 'The base currency of the books.', examples: ['GBP'] }),
});
export type Company = Static<typeof Company>;

export const CompanyCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  currency: CurrencyCode,
});
export type CompanyCreate = Static<typeof CompanyCreate>;
