import { type Static, Type } from '@sinclair/typebox';
import { ScopeSchema } from '../auth/permissions.js';
import { Id, Name } from '../shared/schemas.js';

const NullableTimestamp = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', description });

export const ApiKeyInput = Type.Object(
  {
    name: Name(100),
    scopes: Type.Array(ScopeSchema, {
      minItems: 1,
      uniqueItems: true,
      description:
        "What the key may do, at most: at each call its user's role narrows it further. Within the caller's own rights.",
      examples: [['read', 'write:documents']],
    }),
    expiresAt: Type.Optional(
      Type.Unsafe<string | null>({
        type: ['string', 'null'],
        format: 'date-time',
        description: 'When the key stops working (UTC); in the future. Absent or null: it never expires.',
        examples: ['2027-06-30T00:00:00.000Z'],
      }),
    ),
  },
  {
    title: 'ApiKeyInput',
    additionalProperties: false,
    examples: [{ name: 'Invoicing integration', scopes: ['read', 'write:documents'] }],
  },
);
export type ApiKeyInput = Static<typeof ApiKeyInput>;

export const ApiKey = Type.Object(
  {
    id: Id,
    userId: Id,
    name: Type.String(),
    prefix: Type.Union([Type.String(), Type.Null()], {
      description:
        'The first characters of the key, to recognise it by; null for the key each user had before keys were named.',
      examples: ['q3Zt9bXk'],
    }),
    scopes: Type.Array(ScopeSchema),
    expiresAt: NullableTimestamp('When the key stops working (UTC); null when it never does.'),
    createdAt: Type.String({ format: 'date-time', description: 'When the key was made (UTC).' }),
    lastUsedAt: NullableTimestamp(
      'When the key was last used (UTC), to within a minute: it is written at most once a minute. Null until then.',
    ),
  },
  { title: 'ApiKey' },
);
export type ApiKey = Static<typeof ApiKey>;

export const ApiKeyWithSecret = Type.Composite(
  [ApiKey, Type.Object({ apiKey: Type.String({ description: 'Shown once; only its hash is stored.' }) })],
  { title: 'ApiKeyWithSecret' },
);
export type ApiKeyWithSecret = Static<typeof ApiKeyWithSecret>;

/** A key as its user's service makes it: for whom, and what it may do. */
export interface NewApiKey {
  userId: bigint;
  name: string;
  scopes: readonly Static<typeof ScopeSchema>[];
  expiresAt?: string | null | undefined;
}
