import { type Static, Type } from '@sinclair/typebox';
import type { Role } from '../auth/permissions.js';
import { Id } from '../shared/schemas.js';

export const Username = Type.String({
  pattern: '^[A-Za-z0-9._@+-]{1,100}$',
  description: 'Letters, digits and . _ @ + -, at most 100 characters (no colon: HTTP Basic splits on it).',
});

export interface UserCreate {
  companyId: bigint;
  username: string;
  role: Role;
}

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
