import type { FastifyInstance, RouteOptions } from 'fastify';
import { companyDisabled, type RoutePermission, refusal, type Scope } from './permissions.js';

/**
 * Whom the routes of an app answer to: the users of a company, by their API keys (/api/v1), or the
 * operator of the installation, by its admin token (/admin/v1). Each declares permissions of its own:
 * a route of the one can never be opened by the credentials of the other.
 */
export type Audience = 'company' | 'installation';

const declaresFor = (audience: Audience, permission: RoutePermission | undefined) =>
  permission !== undefined && (permission === 'operator') === (audience === 'installation');

/**
 * Checks the permission of every route of `app` (see `Permission`) at each call, once the caller is
 * authenticated and before the body is read, an idempotency key kept or the handler run: a refusal
 * (403) changes nothing, and every call of a user of a disabled company is one. The app does not
 * start while a route declares none, or one of the other audience.
 */
export function requirePermissions(app: FastifyInstance, audience: Audience = 'company'): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !declaresFor(audience, route.config?.permission));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Every route declares the permission its ${audience}'s callers need; these do not: ${names}`);
    }
  });
  // The operator's token is the only credential of the installation's routes, checked as they are reached.
  if (audience === 'installation') return;
  app.addHook('onRequest', (request, _reply, done) => {
    const { principal } = request;
    if (principal.companyDisabled) return done(companyDisabled(principal.companyId));
    const declared = request.routeOptions.config.permission;
    // Were a route to slip through without one of a company's (onReady stops the app), it would be an admin's alone.
    done(refusal(principal, declared === undefined || declared === 'operator' ? 'admin' : declared));
  });
}

/**
 * Gives the routes that `app`'s module registers, and that declare no permission of their own, the
 * module's: `reads` for GET and HEAD, `writes` (when the module writes) for the other methods.
 */
export function declareModulePermissions(app: FastifyInstance, writes?: Scope, reads: Scope = 'read'): void {
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission ?? (isRead(route.method) ? reads : writes);
    if (permission !== undefined) route.config = { ...route.config, permission };
  });
}

const isRead = (method: RouteOptions['method']): boolean =>
  (Array.isArray(method) ? method : [method]).every((one) => one === 'GET' || one === 'HEAD');
