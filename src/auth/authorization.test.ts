import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declareModulePermissions, requirePermissions } from './authorization.js';

describe('the permissions of routes', () => {
  it('keep the app from starting while a route declares none', async () => {
    const app = Fastify();
    requirePermissions(app);
    app.get('/declared', { config: { permission: 'read' } }, async () => 'ok');
    app.post('/undeclared', async () => 'ok');
    await expect(app.ready()).rejects.toThrow(/these do not: POST \/undeclared$/);
  });

  it("keep the app from starting while a route declares the other audience's permission", async () => {
    const installation = Fastify();
    requirePermissions(installation, 'installation');
    installation.get('/companies', { config: { permission: 'operator' } }, async () => 'ok');
    installation.get('/invoices', { config: { permission: 'read' } }, async () => 'ok');
    await expect(installation.ready()).rejects.toThrow(/these do not: GET \/invoices, HEAD \/invoices$/);
    const company = Fastify();
    requirePermissions(company);
    company.get('/companies', { config: { permission: 'operator' } }, async () => 'ok');
    await expect(company.ready()).rejects.toThrow(/these do not: GET \/companies, HEAD \/companies$/);
  });

  it("give a module's routes its permissions by method, unless a route declares its own", async () => {
    const app = Fastify();
    requirePermissions(app);
    const seen: Record<string, unknown> = {};
    await app.register(async (module) => {
      declareModulePermissions(module, 'write:banking');
      module.addHook('onRoute', (route) => {
        seen[`${route.method} ${route.url}`] = route.config?.permission;
      });
      module.get('/lines', async () => 'ok');
      module.post('/lines', async () => 'ok');
      module.post('/lines/search', { config: { permission: 'read' } }, async () => 'ok');
    });
    await app.ready();
    expect(seen).toEqual({
      'GET /lines': 'read',
      'HEAD /lines': 'read',
      'POST /lines': 'write:banking',
      'POST /lines/search': 'read',
    });
  });
});
