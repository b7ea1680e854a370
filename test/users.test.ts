import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/companies/company-service.js';
import { authenticate, createUser } from '../src/users/user-service.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { testStore } from './store.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`users on ${testStore}`, () => {
  it('authenticates a user with the role stored for them', async () => {
    const company = await createCompany(t.db, { name: 'Roles Ltd', currency: 'GBP' });
    const viewer = await createUser(t.db, { companyId: company.id, username: 'roles-viewer', role: 'viewer' });
    expect(await authenticate(t.db, viewer.username, viewer.apiKey)).toMatchObject({
      userId: viewer.id,
      companyId: company.id,
      role: 'viewer',
    });
  });
});
