import { type Static, Type } from '@sinclair/typebox';
import { CurrencyCode, Id, IsoDate, Timestamps } from '../shared/schemas.js';

const LockDate = Type.Union([IsoDate, Type.Null()], {
  description:
    'Nothing dated on or before it can be created, changed or deleted (a 422 names it); null when every period is open. A date on or after a transaction without a base value is refused (422).',
});

const YearStart = Type.String({
  pattern:
    '^(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))$',
  'x-message': 'must be a day of the year written MM-DD, 29 February excepted',
  description:
    'The day, MM-DD, on which each financial year starts (`01-01` for the calendar year, `04-06` for the UK tax year). Reports take their default period and the balance sheet its current-year earnings from it. 29 February is refused: not every year has it. A day that would end a year of the books on another day on or before the lock date is refused (422).',
  examples: ['01-01'],
});

export const Company = Type.Object(
  {
    id: Id,
    name: Type.String(),
    currency: Type.String({ description: 'The base currency of the books.', examples: ['GBP'] }),
    lockDate: LockDate,
    yearStart: YearStart,
    ...Timestamps,
  },
  { title: 'Company' },
);
export type Company = Static<typeof Company>;

export const CompanyUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    lockDate: LockDate,
    yearStart: Type.Optional({ ...YearStart, description: `${YearStart.description} Left out: unchanged.` }),
  },
  { title: 'CompanyUpdate', examples: [{ name: 'Acme Ltd', lockDate: '2025-12-31' }] },
);
export type CompanyUpdate = Static<typeof CompanyUpdate>;

export const CompanyCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    currency: CurrencyCode,
  },
  { title: 'CompanyCreate' },
);
export type CompanyCreate = Static<typeof CompanyCreate>;
