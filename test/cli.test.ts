import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { failed, runCli, spawnCli, succeeded } from './cli.js';
import {
  anyTimestamps,
  basicAuthorization,
  readyApp,
  recordingQueries,
  testConfig,
  untilKeyRemembered,
  untilRefused,
} from './helpers.js';
import { createTestDatabase, type TestDatabase } from './store.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs the CLI on the test file's database. */
const cli = (...args: string[]) => runCli(database.url, args);

interface Company {
  id: number;
  name: string;
  currency: string;
}

interface UserWithKey {
  id: number;
  username: string;
  companyId: number;
  apiKey: string;
}

let company: Company;
beforeAll(async () => {
  company = succeeded(await cli('company', 'create', '--name', 'Fixture Ltd')) as Company;
});

describe('company create', () => {
  it('prints the new company, in GBP by default', () => {
    expect(company).toEqual({
      id: expect.any(Number),
      name: 'Fixture Ltd',
      currency: 'GBP',
      lockDate: null,
      yearStart: '01-01',
      locale: 'en-GB',
      ...anyTimestamps,
    });
    expect(Number.isInteger(company.id) && company.id > 0).toBe(true);
  });

  it('takes a currency and writes it in upper case', async () => {
    const created = succeeded(await cli('company', 'create', '--name', 'Euro GmbH', '--currency', 'eur'));
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Euro GmbH',
      currency: 'EUR',
      lockDate: null,
      yearStart: '01-01',
      locale: 'en-GB',
      ...anyTimestamps,
    });
    expect((created as Company).id).not.toBe(company.id);
  });

  it('fails without --name', async () => {
    expect(failed(await cli('company', 'create', '--currency', 'EUR'))).toContain('--name');
  });

  it('fails on an invalid currency', async () => {
    expect(failed(await cli('company', 'create', '--name', 'Bad Currency', '--currency', 'EURO'))).toContain(
      'currency',
    );
    const { companies } = succeeded(await cli('company', 'list')) as { companies: Company[] };
    expect(companies.map((listed) => listed.name)).not.toContain('Bad Currency');
  });
});

describe('company list', () => {
  it('prints every company', async () => {
    const other = succeeded(await cli('company', 'create', '--name', 'Listed & Co', '--currency', 'usd')) as Company;
    const listed = succeeded(await cli('company', 'list')) as { companies: Company[] };
    expect(Object.keys(listed)).toEqual(['companies']);
    expect(listed.companies).toEqual(expect.arrayContaining([company, other]));
    for (const entry of listed.companies)
      expect(Object.keys(entry).sort()).toEqual([
        'createdAt',
        'currency',
        'id',
        'locale',
        'lockDate',
        'name',
        'updatedAt',
        'yearStart',
      ]);
  });
});

describe('user create, rotate-key and delete', () => {
  it('creates a user, an owner unless told otherwise, and prints its key once', async () => {
    const user = succeeded(
      await cli('user', 'create', '--company', String(company.id), '--username', 'ann'),
    ) as UserWithKey;
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'ann',
      companyId: company.id,
      role: 'owner',
      name: null,
      email: null,
      disabled: false,
      createdAt: expect.any(String),
      apiKey: expect.any(String),
    });
    expect(user.apiKey).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('creates a user of the role asked; an unknown role is refused', async () => {
    const args = ['user', 'create', '--company', String(company.id), '--username'];
    expect(succeeded(await cli(...args, 'viewer-ed', '--role', 'viewer'))).toMatchObject({ role: 'viewer' });
    expect(failed(await cli(...args, 'someone', '--role', 'superuser'))).toBe(
      '--role must be one of owner, admin, bookkeeper, viewer',
    );
  });

  it("refuses to delete a company's last owner, until another user is one", async () => {
    const own = succeeded(await cli('company', 'create', '--name', 'Sole Ltd')) as Company;
    const create = (username: string, role: string) =>
      cli('user', 'create', '--company', String(own.id), '--username', username, '--role', role);
    succeeded(await create('sole-owner', 'owner'));
    succeeded(await create('sole-admin', 'admin'));
    expect(failed(await cli('user', 'delete', '--username', 'sole-owner'))).toMatch(/at least one owner/);
    succeeded(await create('next-owner', 'owner'));
    expect(succeeded(await cli('user', 'delete', '--username', 'sole-owner'))).toMatchObject({
      username: 'sole-owner',
    });
  });

  it('rotates a key: same user, new key', async () => {
    const user = succeeded(
      await cli('user', 'create', '--company', String(company.id), '--username', 'bob'),
    ) as UserWithKey;
    const rotated = succeeded(await cli('user', 'rotate-key', '--username', 'bob')) as UserWithKey;
    expect(rotated).toEqual({ id: user.id, username: 'bob', companyId: company.id, apiKey: expect.any(String) });
    expect(rotated.apiKey).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(rotated.apiKey).not.toBe(user.apiKey);
  });

  it('deletes a user once; a second delete fails', async () => {
    const user = succeeded(
      await cli('user', 'create', '--company', String(company.id), '--username', 'cid'),
    ) as UserWithKey;
    const deleted = succeeded(await cli('user', 'delete', '--username', 'cid'));
    expect(deleted).toEqual({ id: user.id, username: 'cid', companyId: company.id });
    expect(failed(await cli('user', 'delete', '--username', 'cid'))).toContain('cid');
    expect(failed(await cli('user', 'rotate-key', '--username', 'cid'))).toContain('cid');
  });

  it('fails for an unknown company', async () => {
    expect(failed(await cli('user', 'create', '--company', '999999', '--username', 'dan'))).toContain('999999');
  });

  it('fails for a company id that is not a positive integer', async () => {
    expect(failed(await cli('user', 'create', '--company', 'acme', '--username', 'dan'))).toContain('--company');
  });

  it('fails for a user name already taken', async () => {
    succeeded(await cli('user', 'create', '--company', String(company.id), '--username', 'eve'));
    expect(failed(await cli('user', 'create', '--company', String(company.id), '--username', 'eve'))).toContain('eve');
  });

  it('fails without --username', async () => {
    expect(failed(await cli('user', 'create', '--company', String(company.id)))).toContain('--username');
  });
});

describe('the compiled CLI', () => {
  it('runs as a process of its own, and exits 2 with one line on a bad configuration', async () => {
    const listed = succeeded(await spawnCli(database.url, ['company', 'list'])) as { companies: Company[] };
    expect(listed.companies).toContainEqual(company);
    const refused = await spawnCli(database.url, ['company', 'list'], { settings: { DATABASE_POOL_SIZE: 'ten' } });
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderrLines: ['Invalid configuration: DATABASE_POOL_SIZE must be an integer from 1 to 1000 (got "ten")'],
    });
  });
});

describe('usage errors', () => {
  it('fails on an unknown command', async () => {
    expect(failed(await cli('company', 'destroy'))).toContain('company destroy');
  });

  it('fails with no command', async () => {
    expect(failed(await cli())).toMatch(/unknown command/);
  });

  it('fails on an unknown option', async () => {
    expect(failed(await cli('company', 'list', '--colour', 'red'))).toContain('--colour');
  });
});

describe('the keys printed by the CLI', () => {
  it('authenticate against the server on the same database, until rotated or deleted, even once it remembers them', async () => {
    const user = succeeded(
      await cli('user', 'create', '--company', String(company.id), '--username', 'fay'),
    ) as UserWithKey;
    const config = testConfig({ databaseUrl: database.url });
    const recording = recordingQueries();
    const db = await openDatabase(config, recording.observe);
    const app = await readyApp(config, db);
    try {
      const getCompany = (apiKey: string) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/company',
          headers: { authorization: basicAuthorization('fay', apiKey) },
        });
      const response = await untilKeyRemembered(() => getCompany(user.apiKey), recording.queries);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(company);

      // Another process changes the keys, as an operator's CLI does beside a running server.
      const rotated = succeeded(
        await spawnCli(database.url, ['user', 'rotate-key', '--username', 'fay']),
      ) as UserWithKey;
      expect((await untilRefused(() => getCompany(user.apiKey))).statusCode).toBe(401);
      expect((await untilKeyRemembered(() => getCompany(rotated.apiKey), recording.queries)).statusCode).toBe(200);

      succeeded(await spawnCli(database.url, ['user', 'delete', '--username', 'fay']));
      expect((await untilRefused(() => getCompany(rotated.apiKey))).statusCode).toBe(401);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
