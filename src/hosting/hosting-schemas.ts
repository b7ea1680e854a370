import { type Static, Type } from '@sinclair/typebox';
import { CompanyCreate, HostedCompany } from '../companies/company-schemas.js';
import { UserInput, UserWithFirstKey } from '../users/user-schemas.js';

export const HostedCompanyCreate = Type.Object(
  {
    ...CompanyCreate.properties,
    owner: Type.Object(
      {
        username: UserInput.properties.username,
        name: UserInput.properties.name,
        email: UserInput.properties.email,
      },
      {
        additionalProperties: false,
        description: "The company's first user: an owner, with a first API key named default that has every scope.",
      },
    ),
  },
  {
    title: 'HostedCompanyCreate',
    additionalProperties: false,
    examples: [{ name: 'Acme Ltd', currency: 'GBP', owner: { username: 'ann@acme.example', name: 'Ann Smith' } }],
  },
);
export type HostedCompanyCreate = Static<typeof HostedCompanyCreate>;

export const HostedCompanyWithOwner = Type.Object(
  {
    ...HostedCompany.properties,
    owner: { ...UserWithFirstKey, description: 'The owner and their first API key, shown in this answer only.' },
  },
  { title: 'HostedCompanyWithOwner' },
);

/** The body of an import: read as it arrives, never held whole, so it has no schema to check it against first. */
export const CompanyBooks = Type.Unknown({
  description:
    'The document that GET /admin/v1/companies/{id}/books answers, as it was written: the company, its users with their API keys (hashes only), and every record, each keeping its id.',
});

export const ImportedCompany = Type.Object(
  {
    company: HostedCompany,
    records: Type.Integer({ description: "The rows written: the company's, its users' and every record's." }),
  },
  { title: 'ImportedCompany' },
);
