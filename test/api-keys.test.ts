import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/api-keys/api-key-service.js';
import { authenticate } from '../src/users/user-service.js';
import { basicAuthorization, buildTestApp, createTenant, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getCompany = (authorization: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization } });

describe('several keys per user', () => {
  it('accepts a second key of the user beside the first, and answers its own scopes', async () => {
    const tenant = await createTenant(t.db);
    const first = await authenticate(t.db, tenant.username, tenant.apiKey);
    expect(first).toMatchObject({ apiKeyName: 'default', scopes: expect.arrayContaining(['read', 'admin']) });
    const second = await createApiKey(t.db, {
      companyId: tenant.companyId,
      userId: first?.userId as bigint,
      name: 'invoicing',
      scopes: ['read', 'write:documents'],
    });
    expect((await getCompany(basicAuthorization(tenant.username, second.apiKey))).statusCode).toBe(200);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
    expect(await authenticate(t.db, tenant.username, second.apiKey)).toMatchObject({
      userId: first?.userId,
      apiKeyId: second.id,
      apiKeyName: 'invoicing',
      scopes: ['read', 'write:documents'],
    });
  });
});
