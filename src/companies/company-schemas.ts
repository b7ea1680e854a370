import { type Static, type TNull, type TOptional, type TSchema, type TUnion, Type } from '@sinclair/typebox';
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

const Text = (maxLength: number, description: string, examples: string[]) =>
  Type.String({ minLength: 1, maxLength, description, examples });

/** What the company's invoices and credit notes show of it; each left out of its answer until it is set. */
const DETAILS = {
  legalName: Text(200, 'The registered name.', ['Acme Widgets Ltd']),
  tradingName: Text(200, 'The name it trades under, shown above the legal name.', ['Acme']),
  addressLine1: Text(200, 'The first line of its address.', ['1 High Street']),
  addressLine2: Text(200, 'The second line of its address.', ['Suite 4']),
  city: Text(100, 'The town or city of its address.', ['London']),
  postcode: Text(20, 'The postcode of its address.', ['EC1A 1BB']),
  countryCode: Type.String({
    pattern: '^[A-Za-z]{2}$',
    'x-message': 'must be a two-letter country code',
    description:
      'The country of its address: an ISO 3166-1 alpha-2 code, lower case read as upper case; a code no country has is refused (422).',
    examples: ['GB'],
  }),
  companyNumber: Text(50, 'Its number at the registrar (Companies House).', ['01234567']),
  vatNumber: Text(50, 'Its VAT registration number.', ['GB123456789']),
  email: { ...Text(254, 'The address its clients write to.', ['accounts@acme.example']), format: 'email' },
  phone: Text(50, 'Its telephone number.', ['+44 20 7946 0000']),
  website: Type.String({
    maxLength: 200,
    pattern: '^https?://[^\\s]+$',
    'x-message': 'must be an http or https address',
    description: 'Its website.',
    examples: ['https://acme.example'],
  }),
  paymentInstructions: Text(2000, 'How to pay it, as its invoices say: bank, sort code and account, or IBAN and BIC.', [
    'Acme Widgets Ltd, sort code 12-34-56, account 12345678',
  ]),
  invoiceFooter: Text(2000, 'The last words of its invoices and credit notes.', ['Thank you for your business.']),
  paymentTermsDays: Type.Integer({
    minimum: 0,
    maximum: 365,
    description:
      'A new invoice that gives no dueDate is due this many days after its issue date; without it, a new invoice must give its dueDate.',
    examples: [30],
  }),
};

const Locale = Type.String({
  minLength: 2,
  maxLength: 35,
  description:
    'How its documents write dates and money: a BCP 47 language tag the service formats in (`en-GB`, `de-DE`); one it cannot format in is refused (422). `en-GB` until it is set.',
  examples: ['en-GB'],
});

const Logo = Type.Object(
  {
    mediaType: Type.String({ examples: ['image/png'] }),
    size: Type.Integer({ description: 'Its size in bytes.', examples: [5120] }),
  },
  { description: 'The logo its documents show (GET /company/logo); left out when it has none.' },
);

const optionalFields = <Fields extends Record<string, TSchema>>(fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Type.Optional(schema)])) as {
    [Name in keyof Fields]: TOptional<Fields[Name]>;
  };

/** Each detail may be set, or unset with null; a detail left out stays as it is. */
const detailUpdates = <Fields extends Record<string, TSchema>>(fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      Type.Optional(
        Type.Union([schema, Type.Null()], {
          description: `${schema.description} Null unsets it; left out: unchanged.`,
        }),
      ),
    ]),
  ) as { [Name in keyof Fields]: TOptional<TUnion<[Fields[Name], TNull]>> };

export const Company = Type.Object(
  {
    id: Id,
    name: Type.String(),
    currency: Type.String({ description: 'The base currency of the books.', examples: ['GBP'] }),
    lockDate: LockDate,
    yearStart: YearStart,
    ...optionalFields(DETAILS),
    locale: Locale,
    logo: Type.Optional(Logo),
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
    ...detailUpdates({ ...DETAILS, locale: Locale }),
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

const Disabled = Type.Boolean({
  description:
    "Whether the installation's operator has disabled the company: every call of its users' keys is refused (403) from the commit of the change, in every server process, until it is enabled again.",
  examples: [false],
});

/** A company as the installation's operator sees it (/admin/v1): its settings, and whether it is disabled. */
export const HostedCompany = Type.Object({ ...Company.properties, disabled: Disabled }, { title: 'HostedCompany' });
export type HostedCompany = Static<typeof HostedCompany>;

export const HostedCompanyChange = Type.Object(
  {
    name: Type.Optional(CompanyCreate.properties.name),
    disabled: Type.Optional(Disabled),
  },
  {
    title: 'HostedCompanyChange',
    additionalProperties: false,
    minProperties: 1,
    description: 'The fields sent change; the others stay as they are.',
    examples: [{ disabled: true }],
  },
);
export type HostedCompanyChange = Static<typeof HostedCompanyChange>;
