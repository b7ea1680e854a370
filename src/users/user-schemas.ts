import { type Static, Type } from '@sinclair/typebox';
import { type Role, RoleSchema } from '../auth/permissions.js';
import { Id, OptionalBoolean, OptionalEmail, OptionalText, Timestamps } from '../shared/schemas.js';

export const Username = Type.String({
  pattern: '^[A-Za-z0-9._@+-]{1,100}$',
  description: 'Letters, digits and . _ @ + -, at most 100 characters (no colon: HTTP Basic splits on it).',
});

export interface UserCreate {
  companyId: bigint;
  username: string;
  role: Role;
  name?: string | null | undefined;
  email?: string | null | undefined;
  disabled?: boolean | null | undefined;
}

const ROLE_DESCRIPTION =
  'What the user may do in the company: owner (everything, and the only role that manages owners), admin (everything but owners), bookkeeper (every write to the books), viewer (every read). A company always keeps at least one owner who is not disabled.';

/** What a user's PUT sets: everything but the user name, which their keys authenticate with. */
export const UserUpdate = Type.Object(
  {
    role: { ...RoleSchema, description: ROLE_DESCRIPTION },
    name: OptionalText(200, { description: 'Who the user is, for people to read.', examples: ['Ann Smith'] }),
    email: OptionalEmail,
    disabled: {
      ...OptionalBoolean,
      description:
        'A disabled user keeps their record and keys, but every key is refused (401) from the moment the change commits, in every server process, until the user is enabled again. False when left out.',
    },
  },
  {
    title: 'UserUpdate',
    additionalProperties: false,
    description: 'A user of the company, without their user name, which does not change.',
    examples: [{ role: 'bookkeeper', name: 'Ann Smith', email: 'ann@example.com', disabled: false }],
  },
);
export type UserUpdate = Static<typeof UserUpdate>;

export const UserInput = Type.Object(
  {
    username: { ...Username, description: `${Username.description} Unique in the installation.` },
    ...UserUpdate.properties,
  },
  {
    title: 'UserInput',
    additionalProperties: false,
    examples: [{ username: 'ann', role: 'bookkeeper', name: 'Ann Smith', email: 'ann@example.com' }],
  },
);
export type UserInput = Static<typeof UserInput>;

export const User = Type.Object(
  {
    id: Id,
    username: Type.String(),
    role: RoleSchema,
    name: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    disabled: Type.Boolean(),
    createdAt: Timestamps.createdAt,
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

/** The answer of a user's creation: the only answer that shows their first key. */
export const UserWithFirstKey = Type.Object(
  { ...User.properties, apiKey: Type.String({ description: 'Shown in this answer only; only its hash is stored.' }) },
  { title: 'UserWithFirstKey' },
);

export const UserWithKey = Type.Object(
  {
    id: Id,
    username: Type.String(),
    companyId: Id,
    apiKey: Type.String({ description: 'Shown once; only its hash is stored.' }),
  },
  { title: 'UserWithKey' },
);
export type UserWithKey = Static<typeof UserWithKey>;
