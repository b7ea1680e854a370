import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHART } from '../src/ledger/chart.js';
import { anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectErrorPaths, expectInvalid, expectOk, expectProblem, unique, uniqueCode } from './problem.js';

interface Account {
  id: number;
  code: string;
  name: string;
  type: string;
  description?: string;
  systemRole?: string;
}

interface BankAccount {
  id: number;
  name: string;
  type: string;
  ledgerAccountCode: string;
}

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db));
});
afterAll(() => t.close());

async function createAccount(fields: Partial<Account> = {}): Promise<Account> {
  return expectOk<Account>(
    await api.post('/accounts', { code: uniqueCode('A'), name: unique('Account'), type: 'EXPENSE', ...fields }),
  );
}

async function listAccounts(client = api): Promise<Account[]> {
  return expectOk<Account[]>(await client.get('/accounts'));
}

async function systemAccount(role: string): Promise<Account> {
  const account = (await listAccounts()).find((candidate) => candidate.systemRole === role);
  if (!account) throw new Error(`no ${role} account`);
  return account;
}

/** A bank account and the ledger account that it made. */
async function bankWithLedger(type = 'BANK_ACCOUNT'): Promise<{ bank: BankAccount; ledger: Account }> {
  const bank = expectOk<BankAccount>(await api.post('/bankAccounts', { name: unique('Bank'), type }));
  const ledger = (await listAccounts()).find((account) => account.code === bank.ledgerAccountCode);
  if (!ledger) throw new Error(`no account ${bank.ledgerAccountCode}`);
  return { bank, ledger };
}

describe('the default chart of accounts', () => {
  it('gives a new company every account of the default chart, in chart order', async () => {
    const fresh = apiClient(t.app, await createTenant(t.db));
    const accounts = await listAccounts(fresh);
    expect(accounts.map(({ id: _id, ...account }) => account)).toEqual(
      DEFAULT_CHART.map((entry) => ({
        code: entry.code,
        name: entry.name,
        type: entry.type,
        ...(entry.systemRole ? { systemRole: entry.systemRole } : {}),
        ...anyTimestamps,
      })),
    );
    for (const account of accounts) expect(account.id).toEqual(expect.any(Number));
  });

  it('marks the ten system accounts with their roles', async () => {
    const fresh = apiClient(t.app, await createTenant(t.db));
    const roles = Object.fromEntries(
      (await listAccounts(fresh)).flatMap((account) =>
        account.systemRole ? [[account.systemRole, account.code]] : [],
      ),
    );
    expect(roles).toEqual({
      TRADE_DEBTORS: '1200',
      TRADE_CREDITORS: '2100',
      SALES_TAX_CONTROL: '2200',
      EMPLOYEE_EXPENSES_PAYABLE: '2210',
      RETAINED_EARNINGS: '3100',
      SALES_INCOME: '4000',
      CURRENCY_CONVERSION: '7800',
      REALISED_CURRENCY_GAINS: '7810',
      UNREALISED_CURRENCY_GAINS: '7820',
      BAD_DEBTS: '7300',
    });
  });
});

describe('GET /accounts', () => {
  it('lists the accounts by id, not by code', async () => {
    const firstMade = await createAccount({ code: uniqueCode('Z') });
    const lowerCode = await createAccount({ code: `0${uniqueCode('')}`.slice(0, 20) });
    const accounts = await listAccounts();
    const ids = accounts.map((account) => account.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(firstMade.id)).toBeLessThan(ids.indexOf(lowerCode.id));
    expect(accounts).toContainEqual(firstMade);
  });

  it('gets one account by id', async () => {
    const created = await createAccount({ description: 'For the tests' });
    expect(expectOk<Account>(await api.get(`/accounts/${created.id}`))).toEqual(created);
  });

  it('answers an unknown id with 404', async () => {
    const created = await createAccount();
    const missing = created.id + 1_000_000;
    expectProblem(await api.get(`/accounts/${missing}`), 404, `Account ${missing} was not found`);
  });
});

describe('POST /accounts', () => {
  it('creates an account and answers with its id', async () => {
    const code = uniqueCode('N');
    const name = unique('Marketing');
    const response = await api.post('/accounts', { code, name, type: 'EXPENSE', description: 'Ads and fairs' });
    const account = expectOk<Account>(response);
    expect(account).toEqual({
      id: expect.any(Number),
      code,
      name,
      type: 'EXPENSE',
      description: 'Ads and fairs',
      ...anyTimestamps,
    });
    expect(account.id).toBeGreaterThan(0);
    expect(expectOk<Account>(await api.get(`/accounts/${account.id}`))).toEqual(account);
  });

  it('leaves description and systemRole out when there are none', async () => {
    const account = await createAccount({ type: 'INCOME' });
    expect(account).not.toHaveProperty('description');
    expect(account).not.toHaveProperty('systemRole');
  });

  it.each(['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'])('accepts the type %s', async (type) => {
    expect((await createAccount({ type })).type).toBe(type);
  });

  it('refuses a code that another account has with 409', async () => {
    const existing = await createAccount();
    const response = await api.post('/accounts', { code: existing.code, name: unique('Copy'), type: 'ASSET' });
    expectProblem(response, 409, `The account code ${existing.code} is already used`);
  });

  it('refuses the code of a default account with 409', async () => {
    expectProblem(await api.post('/accounts', { code: '4000', name: unique('Sales'), type: 'INCOME' }), 409, /4000/);
  });

  it('refuses an unknown type with 400 naming type', async () => {
    const problem = expectInvalid(await api.post('/accounts', { code: uniqueCode('T'), name: 'x', type: 'COST' }), [
      'type',
    ]);
    expect(problem.errors).toEqual([
      { path: 'type', message: 'must be one of ASSET, LIABILITY, EQUITY, INCOME, EXPENSE' },
    ]);
  });

  it.each([
    ['a leading dash', '-100'],
    ['a space', '41 00'],
    ['an empty code', ''],
    ['more than 20 characters', 'A'.repeat(21)],
    ['a slash', '4000/1'],
  ])('refuses a code with %s with 400 naming code', async (_label, code) => {
    expectInvalid(await api.post('/accounts', { code, name: unique('Bad code'), type: 'ASSET' }), ['code']);
  });

  it('explains a bad code in words rather than with a pattern', async () => {
    const problem = expectInvalid(await api.post('/accounts', { code: '-1', name: unique('Words'), type: 'ASSET' }), [
      'code',
    ]);
    expect(problem.errors).toEqual([
      { path: 'code', message: 'must be 1 to 20 letters, digits, dots, dashes or underscores' },
    ]);
  });

  it('accepts codes of letters, digits, dots, dashes and underscores up to 20 characters', async () => {
    const code = `X.${uniqueCode('')}`.padEnd(18, '0').concat('-_').slice(0, 20);
    expect((await createAccount({ code })).code).toBe(code);
  });

  it('requires code, name and type', async () => {
    expectInvalid(await api.post('/accounts', {}), ['code', 'name', 'type']);
  });
});

describe('PUT /accounts/:id', () => {
  it('changes the name, code and description', async () => {
    const account = await createAccount({ description: 'before' });
    const changes = { code: uniqueCode('R'), name: unique('Renamed'), type: 'EXPENSE', description: 'after' };
    const updated = expectOk<Account>(await api.put(`/accounts/${account.id}`, changes));
    expect(updated).toEqual({ id: account.id, ...changes, ...anyTimestamps });
    expect(expectOk<Account>(await api.get(`/accounts/${account.id}`))).toEqual(updated);
  });

  it('clears the description when the body leaves it out', async () => {
    const account = await createAccount({ description: 'to be cleared' });
    const { description: _description, id: _id, ...rest } = account;
    const updated = expectOk<Account>(await api.put(`/accounts/${account.id}`, rest));
    expect(updated).toEqual({
      id: account.id,
      code: account.code,
      name: account.name,
      type: account.type,
      ...anyTimestamps,
    });
  });

  it('changes the type of an ordinary account', async () => {
    const account = await createAccount({ type: 'EXPENSE' });
    const updated = expectOk<Account>(await api.put(`/accounts/${account.id}`, { ...account, type: 'ASSET' }));
    expect(updated.type).toBe('ASSET');
  });

  it('refuses a code that another account has with 409', async () => {
    const first = await createAccount();
    const second = await createAccount();
    const response = await api.put(`/accounts/${second.id}`, { ...second, code: first.code });
    expectProblem(response, 409, `The account code ${first.code} is already used`);
    expect(expectOk<Account>(await api.get(`/accounts/${second.id}`))).toEqual(second);
  });

  it('lets an account keep its own code', async () => {
    const account = await createAccount();
    const updated = expectOk<Account>(await api.put(`/accounts/${account.id}`, { ...account, name: unique('Same') }));
    expect(updated.code).toBe(account.code);
  });

  it('renames a system account and keeps its role', async () => {
    const accruals = await systemAccount('RETAINED_EARNINGS');
    const name = unique('Profit and loss reserve');
    const updated = expectOk<Account>(await api.put(`/accounts/${accruals.id}`, { ...accruals, name }));
    expect(updated).toEqual({ ...accruals, name, ...anyTimestamps });
  });

  it('refuses to change the type of a system account with 422 naming type', async () => {
    const debtors = await systemAccount('TRADE_DEBTORS');
    const response = await api.put(`/accounts/${debtors.id}`, { ...debtors, type: 'EXPENSE' });
    const problem = expectProblem(response, 422, /TRADE_DEBTORS/);
    expect(problem.errors).toEqual([{ path: 'type', message: 'must stay ASSET' }]);
    expect(expectOk<Account>(await api.get(`/accounts/${debtors.id}`))).toEqual(debtors);
  });

  it("refuses to change the type of a bank account's ledger account with 422 naming type", async () => {
    const { bank, ledger } = await bankWithLedger();
    expect(ledger.type).toBe('ASSET');
    const response = await api.put(`/accounts/${ledger.id}`, { ...ledger, type: 'LIABILITY' });
    const problem = expectProblem(response, 422, `bank account ${bank.id}`);
    expect(problem.errors).toEqual([{ path: 'type', message: 'must stay ASSET' }]);
    expect(expectOk<Account>(await api.get(`/accounts/${ledger.id}`))).toEqual(ledger);
  });

  it("refuses to rename a bank account's ledger account with 422: the bank account's name is its name", async () => {
    const { bank, ledger } = await bankWithLedger();
    const response = await api.put(`/accounts/${ledger.id}`, { ...ledger, name: 'Something else' });
    const problem = expectProblem(response, 422, `Rename bank account ${bank.id}`);
    expect(problem.errors).toEqual([{ path: 'name', message: `must stay ${bank.name}` }]);
    expect(expectOk<Account>(await api.get(`/accounts/${ledger.id}`))).toEqual(ledger);
  });

  it("refuses to change the type of a credit card's ledger account with 422", async () => {
    const { ledger } = await bankWithLedger('CREDIT_CARD');
    expect(ledger.type).toBe('LIABILITY');
    const problem = expectProblem(await api.put(`/accounts/${ledger.id}`, { ...ledger, type: 'ASSET' }), 422);
    expectErrorPaths(problem, ['type']);
  });

  it('gives back an identical record after GET → PUT of the same body → GET, system accounts included', async () => {
    const plain = await createAccount({ description: 'Round trip' });
    for (const account of [plain, await systemAccount('SALES_INCOME')]) {
      const before = expectOk<Account>(await api.get(`/accounts/${account.id}`));
      expect(expectOk<Account>(await api.put(`/accounts/${account.id}`, before))).toEqual({
        ...before,
        ...anyTimestamps,
      });
      expect(expectOk<Account>(await api.get(`/accounts/${account.id}`))).toEqual({ ...before, ...anyTimestamps });
    }
  });

  it('keeps an empty description as an empty string', async () => {
    const account = await createAccount({ description: '' });
    expect(expectOk<Account>(await api.get(`/accounts/${account.id}`)).description).toBe('');
  });

  it('answers an unknown id with 404', async () => {
    const account = await createAccount();
    const missing = account.id + 1_000_000;
    const response = await api.put(`/accounts/${missing}`, { code: uniqueCode('M'), name: 'x', type: 'ASSET' });
    expectProblem(response, 404, `Account ${missing} was not found`);
  });
});

describe('DELETE /accounts/:id', () => {
  it('deletes an ordinary account and answers with the record as it was', async () => {
    const account = await createAccount({ description: 'Short lived' });
    expect(expectOk<Account>(await api.delete(`/accounts/${account.id}`))).toEqual(account);
    expectProblem(await api.get(`/accounts/${account.id}`), 404, `Account ${account.id} was not found`);
    expect((await listAccounts()).map((candidate) => candidate.id)).not.toContain(account.id);
  });

  it('frees the code of a deleted account', async () => {
    const account = await createAccount();
    expectOk(await api.delete(`/accounts/${account.id}`));
    expect((await createAccount({ code: account.code })).code).toBe(account.code);
  });

  it('refuses to delete a system account with 409', async () => {
    const creditors = await systemAccount('TRADE_CREDITORS');
    expectProblem(await api.delete(`/accounts/${creditors.id}`), 409, /TRADE_CREDITORS system account/);
    expect(expectOk<Account>(await api.get(`/accounts/${creditors.id}`))).toEqual(creditors);
  });

  it("refuses to delete a bank account's ledger account with 409 and keeps it", async () => {
    const { bank, ledger } = await bankWithLedger();
    expectProblem(await api.delete(`/accounts/${ledger.id}`), 409, `ledger account of bank account ${bank.id}`);
    expect(expectOk<Account>(await api.get(`/accounts/${ledger.id}`))).toEqual(ledger);
    expect(expectOk<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual(bank);
  });

  it('answers an unknown id with 404', async () => {
    const account = await createAccount();
    const missing = account.id + 1_000_000;
    expectProblem(await api.delete(`/accounts/${missing}`), 404, `Account ${missing} was not found`);
  });
});
