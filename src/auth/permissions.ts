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
