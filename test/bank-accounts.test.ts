import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from './books.js';
import { type Api, anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectInvalid, expectOk, expectProblem, unique } from './problem.js';

interface BankAccount {
  id: number;
  name: string;
  accountNumber?: string;
  bankName?: string;
  iban?: string;
  sortCode?: string;
  currency: string;
  type: string;
  ledgerAccountCode: string;
}

interface Account {
  id: number;
  code: string;
  name: string;
  type: string;
  description?: string;
  systemRole?: string;
}

let t: TestApp;
/** A company whose base currency is EUR. */
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db, 'EUR'));
});
afterAll(() => t.close());

async function create(fields: Partial<BankAccount> = {}, client = api): Promise<BankAccount> {
  return expectOk<BankAccount>(await client.post('/bankAccounts', { name: unique('Bank'), ...fields }));
}

async function ledgerAccount(bank: BankAccount, client = api): Promise<Account | undefined> {
  return expectOk<Account[]>(await client.get('/accounts')).find((account) => account.code === bank.ledgerAccountCode);
}

const details = () => ({
  name: unique('Business current account'),
  accountNumber: '12345678',
  bankName: 'Example Bank',
  iban: 'GB33BUKB20201555555555',
  sortCode: '20-20-15',
});

describe('create and read', () => {
  it('creates a bank account with name, account number, bank name, IBAN, sort code and type', async () => {
    const fields = { ...details(), type: 'BANK_ACCOUNT' };
    const bank = expectOk<BankAccount>(await api.post('/bankAccounts', fields));
    expect(bank).toEqual({
      id: expect.any(Number),
      ...fields,
      currency: 'EUR',
      ledgerAccountCode: expect.stringMatching(/^13\d\d$/),
      balance: '0.00',
      ...anyTimestamps,
    });
    expect(expectOk<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual(bank);
  });

  it("defaults the currency to the company's base currency", async () => {
    expect((await create()).currency).toBe('EUR');
    expect((await create({}, await newCompany(t, 'JPY'))).currency).toBe('JPY');
  });

  it("takes a given currency and reads 'usd' as 'USD'", async () => {
    const bank = await create({ currency: 'usd' });
    expect(bank.currency).toBe('USD');
    expect(expectOk<BankAccount>(await api.get(`/bankAccounts/${bank.id}`)).currency).toBe('USD');
  });

  it.each(['US', 'EURO', '12A', ''])('refuses the currency %j with 400 naming currency', async (currency) => {
    expectInvalid(await api.post('/bankAccounts', { name: unique('Bad currency'), currency }), ['currency']);
  });

  it('defaults the type to BANK_ACCOUNT', async () => {
    expect((await create()).type).toBe('BANK_ACCOUNT');
  });

  it('takes the type CREDIT_CARD', async () => {
    expect((await create({ type: 'CREDIT_CARD' })).type).toBe('CREDIT_CARD');
  });

  it('refuses an unknown type with 400 naming type', async () => {
    const problem = expectInvalid(await api.post('/bankAccounts', { name: unique('Savings'), type: 'SAVINGS' }), [
      'type',
    ]);
    expect(problem.errors).toEqual([{ path: 'type', message: 'must be one of BANK_ACCOUNT, CREDIT_CARD' }]);
  });

  it('requires a name', async () => {
    const problem = expectInvalid(await api.post('/bankAccounts', { bankName: 'No name' }), ['name']);
    expect(problem.errors).toEqual([{ path: 'name', message: 'is required' }]);
  });

  it('leaves iban and the other optional details out of the answer when they are not set', async () => {
    const name = unique('Minimal');
    const response = await api.post('/bankAccounts', { name });
    const bank = expectOk<BankAccount>(response);
    expect(bank).toEqual({
      id: expect.any(Number),
      name,
      currency: 'EUR',
      type: 'BANK_ACCOUNT',
      ledgerAccountCode: expect.any(String),
      balance: '0.00',
      ...anyTimestamps,
    });
    expect(bank).not.toHaveProperty('iban');
    expect(response.body).not.toContain('null');
  });

  it('lists bank accounts by id, with their currency', async () => {
    const first = await create({ currency: 'CHF' });
    const second = await create();
    const banks = expectOk<BankAccount[]>(await api.get('/bankAccounts'));
    const ids = banks.map((bank) => bank.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(banks).toContainEqual(first);
    expect(banks).toContainEqual(second);
    for (const bank of banks) expect(bank.currency).toMatch(/^[A-Z]{3}$/);
  });

  it('answers an unknown id with 404', async () => {
    const missing = (await create()).id + 1_000_000;
    expectProblem(await api.get(`/bankAccounts/${missing}`), 404, `Bank account ${missing} was not found`);
  });
});

describe('the ledger account of a bank account', () => {
  it('is an ASSET account named after a bank account, coded from 1300', async () => {
    const company = await newCompany(t);
    const first = await create({ name: 'Current account' }, company);
    const second = await create({ name: 'Deposit account' }, company);
    expect(first.ledgerAccountCode).toBe('1300');
    expect(second.ledgerAccountCode).toBe('1301');
    expect(await ledgerAccount(first, company)).toEqual({
      id: expect.any(Number),
      code: '1300',
      name: 'Current account',
      type: 'ASSET',
      ...anyTimestamps,
    });
    expect(await ledgerAccount(second, company)).toMatchObject({
      code: '1301',
      name: 'Deposit account',
      type: 'ASSET',
    });
  });

  it('is a LIABILITY account for a credit card, coded from 2300', async () => {
    const company = await newCompany(t);
    const card = await create({ name: 'Company card', type: 'CREDIT_CARD' }, company);
    const secondCard = await create({ name: 'Fuel card', type: 'CREDIT_CARD' }, company);
    expect(card.ledgerAccountCode).toBe('2300');
    expect(secondCard.ledgerAccountCode).toBe('2301');
    expect(await ledgerAccount(card, company)).toEqual({
      id: expect.any(Number),
      code: '2300',
      name: 'Company card',
      type: 'LIABILITY',
      ...anyTimestamps,
    });
  });

  it('skips codes that other accounts already have', async () => {
    const company = await newCompany(t);
    expectOk(await company.post('/accounts', { code: '1300', name: 'Petty cash', type: 'ASSET' }));
    expect((await create({}, company)).ledgerAccountCode).toBe('1301');
  });

  it('continues beyond 1399 once every code from 1300 is taken, with codes that begin 13, skipping those in use', async () => {
    const company = await newCompany(t);
    for (let code = 1300; code <= 1399; code += 1) {
      expectOk(await company.post('/accounts', { code: String(code), name: `Taken ${code}`, type: 'ASSET' }));
    }
    expectOk(await company.post('/accounts', { code: '13000', name: 'Made by hand', type: 'ASSET' }));
    const codes = [];
    for (const name of ['Hundred and first', 'Hundred and second']) {
      codes.push(expectOk<BankAccount>(await company.post('/bankAccounts', { name })).ledgerAccountCode);
    }
    expect(codes).toEqual(['13001', '13002']);
    expect((await create({ type: 'CREDIT_CARD' }, company)).ledgerAccountCode).toBe('2300');
  });

  it('is renamed when the bank account is renamed', async () => {
    const bank = await create(details());
    const ledger = await ledgerAccount(bank);
    const name = unique('Renamed bank');
    const { id: _id, ledgerAccountCode: _code, ...body } = bank;
    const updated = expectOk<BankAccount>(await api.put(`/bankAccounts/${bank.id}`, { ...body, name }));
    expect(updated).toEqual({ ...bank, name, ...anyTimestamps });
    expect(await ledgerAccount(bank)).toEqual({ ...ledger, name, ...anyTimestamps });
  });

  it('is deleted with the bank account', async () => {
    const bank = await create(details());
    const ledger = await ledgerAccount(bank);
    if (!ledger) throw new Error('no ledger account');
    expect(expectOk<BankAccount>(await api.delete(`/bankAccounts/${bank.id}`))).toEqual(bank);
    expectProblem(await api.get(`/bankAccounts/${bank.id}`), 404, `Bank account ${bank.id} was not found`);
    expectProblem(await api.get(`/accounts/${ledger.id}`), 404, `Account ${ledger.id} was not found`);
    expect(await ledgerAccount(bank)).toBeUndefined();
  });

  it('frees its code for the next bank account when deleted', async () => {
    const company = await newCompany(t);
    const bank = await create({}, company);
    expectOk(await company.delete(`/bankAccounts/${bank.id}`));
    expect((await create({}, company)).ledgerAccountCode).toBe(bank.ledgerAccountCode);
  });

  it('becomes a LIABILITY account when the bank account becomes a credit card', async () => {
    const bank = await create();
    const { id: _id, ledgerAccountCode: _code, ...body } = bank;
    const updated = expectOk<BankAccount>(await api.put(`/bankAccounts/${bank.id}`, { ...body, type: 'CREDIT_CARD' }));
    expect(updated.type).toBe('CREDIT_CARD');
    const ledger = await ledgerAccount(updated);
    expect(ledger?.type).toBe('LIABILITY');
  });
});

describe('update', () => {
  it('keeps the currency and type when the body leaves them out', async () => {
    const bank = await create({ currency: 'USD', type: 'CREDIT_CARD' });
    const name = unique('Kept');
    const updated = expectOk<BankAccount>(await api.put(`/bankAccounts/${bank.id}`, { name }));
    expect(updated).toEqual({
      id: bank.id,
      name,
      currency: 'USD',
      type: 'CREDIT_CARD',
      ledgerAccountCode: bank.ledgerAccountCode,
      balance: '0.00',
      ...anyTimestamps,
    });
  });

  it('changes the currency when the body gives one', async () => {
    const bank = await create();
    const updated = expectOk<BankAccount>(
      await api.put(`/bankAccounts/${bank.id}`, { name: bank.name, currency: 'sek' }),
    );
    expect(updated.currency).toBe('SEK');
  });

  it('clears the optional details that the body leaves out', async () => {
    const bank = await create(details());
    const updated = expectOk<BankAccount>(
      await api.put(`/bankAccounts/${bank.id}`, { name: bank.name, bankName: 'New' }),
    );
    expect(updated).toEqual({
      id: bank.id,
      name: bank.name,
      bankName: 'New',
      currency: 'EUR',
      type: 'BANK_ACCOUNT',
      ledgerAccountCode: bank.ledgerAccountCode,
      balance: '0.00',
      ...anyTimestamps,
    });
    expect(updated).not.toHaveProperty('iban');
  });

  it('gives back an identical record after GET → PUT of the same body → GET', async () => {
    const bank = await create({ ...details(), currency: 'NOK' });
    const before = (await api.get(`/bankAccounts/${bank.id}`)).json<BankAccount>();
    expect(expectOk<BankAccount>(await api.put(`/bankAccounts/${bank.id}`, before))).toEqual({
      ...before,
      ...anyTimestamps,
    });
    expect(expectOk<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual({ ...before, ...anyTimestamps });
  });

  it('refuses a body id that differs from the path id with 400 naming id', async () => {
    const bank = await create();
    const other = await create();
    expectInvalid(await api.put(`/bankAccounts/${bank.id}`, { id: other.id, name: unique('x') }), ['id']);
    expect(expectOk<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual(bank);
  });

  it('refuses an unknown type on update with 400 and changes nothing', async () => {
    const bank = await create();
    expectInvalid(await api.put(`/bankAccounts/${bank.id}`, { name: bank.name, type: 'LOAN' }), ['type']);
    expect(expectOk<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual(bank);
  });

  it('answers an unknown id with 404', async () => {
    const missing = (await create()).id + 1_000_000;
    const response = await api.put(`/bankAccounts/${missing}`, { name: unique('Ghost') });
    expectProblem(response, 404, `Bank account ${missing} was not found`);
    expectProblem(await api.delete(`/bankAccounts/${missing}`), 404, `Bank account ${missing} was not found`);
  });
});
