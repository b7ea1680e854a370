import { type Static, Type } from '@sinclair/typebox';
import {
  Id,
  IdInput,
  MoneyOutput,
  Name,
  OptionalCountryCode,
  OptionalEmail,
  OptionalText,
  Timestamps,
} from '../shared/schemas.js';

/** Clients and suppliers share their fields: a trading party of the company. */
export const PartyInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    name: Name(),
    email: OptionalEmail,
    addressLine1: OptionalText(200),
    addressLine2: OptionalText(200, { description: 'May be an empty string, and stays one.' }),
    phoneNumber: OptionalText(50),
    vatNumber: OptionalText(50),
    countryCode: OptionalCountryCode,
  },
  {
    title: 'PartyInput',
    examples: [
      {
        name: 'Globex Corporation',
        email: 'accounts@globex.example',
        addressLine1: '1 High Street',
        addressLine2: 'London EC1A 1AA',
        phoneNumber: '+44 20 7946 0000',
        vatNumber: 'GB123456789',
        countryCode: 'GB',
      },
    ],
  },
);
export type PartyInput = Static<typeof PartyInput>;

const partyFields = {
  id: Id,
  name: Type.String(),
  email: Type.Optional(Type.String()),
  addressLine1: Type.Optional(Type.String()),
  addressLine2: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  vatNumber: Type.Optional(Type.String()),
  countryCode: Type.Optional(Type.String({ examples: ['GB'] })),
  ...Timestamps,
};

export const Client = Type.Object(partyFields, { title: 'Client' });
export type Client = Static<typeof Client>;

/** As the spec has it, a supplier's email is stored but not shown. */
const { email: _email, ...supplierFields } = partyFields;
export const Supplier = Type.Object(supplierFields, { title: 'Supplier' });
export type Supplier = Static<typeof Supplier>;

const balanceParts = {
  currency: Type.String(),
  credited: { ...MoneyOutput, description: 'Posted credit notes, in full.' },
  paid: MoneyOutput,
  refunded: MoneyOutput,
  onAccount: {
    ...MoneyOutput,
    description: 'What payments kept beyond what they paid and is not yet allocated or refunded; part of paid.',
  },
};

export const ClientBalance = Type.Array(
  Type.Object(
    {
      ...balanceParts,
      invoiced: { ...MoneyOutput, description: 'Posted invoices, in full.' },
      writtenOff: { ...MoneyOutput, description: 'What write-offs of its invoices took as bad debts.' },
      outstanding: {
        ...MoneyOutput,
        description:
          'invoiced − credited − paid + refunded − writtenOff: what the client owes, its share of trade debtors.',
      },
    },
    { title: 'ClientBalance' },
  ),
  { description: 'Per currency, in its own amounts.' },
);

export const SupplierBalance = Type.Array(
  Type.Object(
    {
      ...balanceParts,
      billed: { ...MoneyOutput, description: 'Bills, in full.' },
      outstanding: {
        ...MoneyOutput,
        description: 'billed − credited − paid + refunded: what the supplier is owed, its share of trade creditors.',
      },
    },
    { title: 'SupplierBalance' },
  ),
  { description: 'Per currency, in its own amounts.' },
);
