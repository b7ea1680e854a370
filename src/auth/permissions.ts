import { DomainError } from '../shared/errors.js';
import { StringEnum } from '../shared/schemas.js';

/** What a user may do in their company, from most to least. */
export const ROLES = ['owner', 'admin', 'bookkeeper', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = StringEnum(ROLES, { examples: ['bookkeeper'] });

/** What an API key may do, at most: its user's role narrows it further at each call. */
export const SCOPES = [
  'read',
  'write:documents',
  'write:payments',
  'write:banking',
  'write:journals',
  'admin',
] as const;
export type Scope = (typeof SCOPES)[number];
export const ScopeSchema = StringEnum(SCOPES, { examples: ['read'] });

/**
 * What a route needs: one scope, or `authenticated` for what any live key of the company may do
 * whatever its scopes (a user's own keys).
 */
export type Permission = Scope | 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a route needs, declared beside it; see `Permission`. */
    permission?: Permission;
  }
}

/** The scopes each role grants; a key's own scopes narrow them further. */
const SCOPES_OF_ROLE: Record<Role, readonly Scope[]> = {
  owner: SCOPES,
  admin: SCOPES,
  bookkeeper: ['read', 'write:documents', 'write:payments', 'write:banking', 'write:journals'],
  viewer: ['read'],
};

/** What a call may do: the scopes of the caller's role that the key presented also has, decided at each call. */
export function rightsOf(caller: { role: Role; scopes: readonly Scope[] }): ReadonlySet<Scope> {
  const granted = SCOPES_OF_ROLE[caller.role];
  return new Set(caller.scopes.filter((scope) => granted.includes(scope)));
}

/** Whether a caller's rights allow what a route or a use case needs. */
export const allows = (rights: ReadonlySet<Scope>, permission: Permission): boolean =>
  permission === 'authenticated' || rights.has(permission);

/** The least role whose scopes include the permission: the one a refusal names. */
export function leastRoleFor(permission: Permission): Role {
  if (permission === 'authenticated') return 'viewer';
  const least = [...ROLES].reverse().find((role) => SCOPES_OF_ROLE[role].includes(permission));
  return least ?? 'owner';
}

/**
 * A call the caller may not make (403), naming the least role that may and, when the caller's role
 * would do but the key presented lacks it, the scope the key needs. Nothing is written.
 */
export function forbidden(required: { role: Role; scope?: Scope | undefined }): DomainError {
  const { role, scope } = required;
  const needs = scope === undefined ? `the role ${role}` : `the role ${role} and an API key with the scope ${scope}`;
  return new DomainError('forbidden', `This call needs ${needs}`, undefined, {
    requiredRole: role,
    ...(scope === undefined ? {} : { requiredScope: scope }),
  });
}

/** Refuses (403) a call whose caller's rights do not include the permission. */
export function assertAllowed(caller: { role: Role; scopes: readonly Scope[] }, permission: Permission): void {
  if (allows(rightsOf(caller), permission)) return;
  const keyLacksIt = permission !== 'authenticated' && !caller.scopes.includes(permission);
  throw forbidden({ role: leastRoleFor(permission), scope: keyLacksIt ? permission : undefined });
}
