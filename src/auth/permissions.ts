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
 * What a call of a company's user needs: one scope, or `authenticated` for what any live key of the
 * company may do whatever its scopes (a user's own keys).
 */
export type Permission = Scope | 'authenticated';

/**
 * What a route declares it needs: a permission of a company's user, or `operator` for what the
 * installation's admin token alone may do (/admin/v1), which no API key can.
 */
export type RoutePermission = Permission | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a route needs, declared beside it; see `RoutePermission`. */
    permission?: RoutePermission;
  }
}

/** Who makes a call, as far as rights go: a request's principal is one. */
interface Caller {
  role: Role;
  scopes: readonly Scope[];
}

/** The scopes each role grants; a key's own scopes narrow them further. */
const SCOPES_OF_ROLE: Record<Role, readonly Scope[]> = {
  owner: SCOPES,
  admin: SCOPES,
  bookkeeper: ['read', 'write:documents', 'write:payments', 'write:banking', 'write:journals'],
  viewer: ['read'],
};

/** What a call may do: the scopes of the caller's role that the key presented also has, decided at each call. */
export function rightsOf(caller: Caller): ReadonlySet<Scope> {
  const granted = SCOPES_OF_ROLE[caller.role];
  return new Set(caller.scopes.filter((scope) => granted.includes(scope)));
}

/** Whether a caller's rights allow what a route or a use case needs. */
export const allows = (rights: ReadonlySet<Scope>, permission: Permission): boolean =>
  permission === 'authenticated' || rights.has(permission);

/** The roles whose scopes include the permission, from most to least. */
export const rolesAllowing = (permission: Permission): Role[] =>
  ROLES.filter((role) => permission === 'authenticated' || SCOPES_OF_ROLE[role].includes(permission));

/** The least role whose scopes include the permission: the one a refusal names. */
export const leastRoleFor = (permission: Permission): Role => rolesAllowing(permission).at(-1) ?? 'owner';

/**
 * A call the caller may not make (403), naming the role it needs and, when the key presented lacks
 * it, the scope the key needs. Nothing is written.
 */
export function forbidden(required: { role: Role; scope?: Scope | undefined }): DomainError {
  const { role, scope } = required;
  const needs = scope === undefined ? `the role ${role}` : `the role ${role} and an API key with the scope ${scope}`;
  return new DomainError('forbidden', `This call needs ${needs}`, undefined, {
    requiredRole: role,
    ...(scope === undefined ? {} : { requiredScope: scope }),
  });
}

/** The refusal (403) of a call whose caller's rights do not include the permission; none when they do. */
export function refusal(caller: Caller, permission: Permission): DomainError | undefined {
  if (allows(rightsOf(caller), permission)) return undefined;
  const keyLacksIt = permission !== 'authenticated' && !caller.scopes.includes(permission);
  return forbidden({ role: leastRoleFor(permission), scope: keyLacksIt ? permission : undefined });
}

/** The refusal (403) of every call of a user of a company that the installation's operator has disabled. */
export const companyDisabled = (companyId: bigint): DomainError =>
  new DomainError(
    'forbidden',
    `Company ${companyId} is disabled: the operator of this installation has suspended its access`,
  );

/** Refuses (403) a call whose caller's rights do not include the permission. */
export function assertAllowed(caller: Caller, permission: Permission): void {
  const refused = refusal(caller, permission);
  if (refused) throw refused;
}
