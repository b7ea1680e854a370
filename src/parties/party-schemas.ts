import { type Static, Type } from '@sinclair/typebox';
import { Id, IdInput, Name, OptionalCountryCode, OptionalEmail, OptionalText, Timestamps } from '../shared/schemas.js';

/** Clients and suppliers share their fields: a trading party of the company. */
export const PartyInput = Type.Object({
  id: Type.Optional(IdInput),
  name: Name(),
  email: OptionalEmail,
  addressLine1: OptionalText(200),
  addressLine2: OptionalText(200, { description: 'May be an empty string, and stays one.' }),
  phoneNumber: OptionalText(50),
  vatNumber: OptionalText(50),
  countryCode: OptionalCountryCode,
});
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

export const Client = Type.Object(partyFields);
export type Client = Static<typeof Client>;

/** As the spec has it, a supplier's email is stored but not shown. */
const { email: _email, ...supplierFields } = partyFields;
export const Supplier = Type.Object(supplierFields);
export type Supplier = Static<typeof Supplier>;
