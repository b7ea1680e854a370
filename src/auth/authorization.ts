import type { FastifyInstance, RouteOptions } from 'fastify';
import { refusal, type Scope } from './permissions.js';

/**
 * Checks the permission of every route of `app` (see `Permission`) at each call, once the caller is
 * authenticated and before the body is read, an idempotency key kept or the handler run: a refusal
 * (403) changes nothing. The app does not start while a route declares none.
 */
export function requirePermissions(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => route.config?.permission === undefined);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Every route declares the permission it needs; these do not: ${names}`);
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    // Were a route to slip through without one, it would be an admin's alone.
    const permission = request.routeOptions.config.permission ?? 'admin';
    done(refusal(request.principal, permission));
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
