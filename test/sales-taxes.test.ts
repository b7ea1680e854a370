import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectInvalid, expectOk, expectProblem, unique, uniqueCode } from './problem.js';

interface SalesTax {
  id: number;
  code: string;
  name: string;
  rate: number;
}

interface LineItem {
  id: number;
  name: string;
  defaultSalesTaxCode?: string;
}

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db));
});
afterAll(() => t.close());

async function createTax(fields: Partial<SalesTax> = {}): Promise<SalesTax> {
  return expectOk<SalesTax>(
    await api.post('/salesTaxes', { code: uniqueCode('T'), name: unique('Tax'), rate: 0.1, ...fields }),
  );
}

describe('the default sales taxes', () => {
  it('gives a new company STANDARD 0.2, REDUCED 0.05, ZERO 0 and EXEMPT 0', async () => {
    const fresh = apiClient(t.app, await createTenant(t.db));
    const taxes = expectOk<SalesTax[]>(await fresh.get('/salesTaxes'));
    expect(taxes.map(({ code, rate }) => ({ code, rate }))).toEqual([
      { code: 'STANDARD', rate: 0.2 },
      { code: 'REDUCED', rate: 0.05 },
      { code: 'ZERO', rate: 0 },
      { code: 'EXEMPT', rate: 0 },
    ]);
    for (const tax of taxes) {
      expect(tax).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        name: expect.any(String),
        rate: tax.rate,
        ...anyTimestamps,
      });
      expect(tax.name.trim()).not.toBe('');
    }
  });
});

describe('sales tax CRUD', () => {
  it('creates a sales tax and gets it back', async () => {
    const code = uniqueCode('C');
    const name = unique('Luxury rate');
    const created = expectOk<SalesTax>(await api.post('/salesTaxes', { code, name, rate: 0.25 }));
    expect(created).toEqual({ id: expect.any(Number), code, name, rate: 0.25, ...anyTimestamps });
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${created.id}`))).toEqual(created);
    expect(expectOk<SalesTax[]>(await api.get('/salesTaxes'))).toContainEqual(created);
  });

  it('replaces the code, name and rate', async () => {
    const tax = await createTax();
    const changes = { code: uniqueCode('U'), name: unique('Updated'), rate: 0.125 };
    const updated = expectOk<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { id: tax.id, ...changes }));
    expect(updated).toEqual({ id: tax.id, ...changes, ...anyTimestamps });
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(updated);
  });

  it('deletes an unused sales tax and answers with the record as it was', async () => {
    const tax = await createTax({ rate: 0.07 });
    expect(expectOk<SalesTax>(await api.delete(`/salesTaxes/${tax.id}`))).toEqual(tax);
    expectProblem(await api.get(`/salesTaxes/${tax.id}`), 404, `Sales tax ${tax.id} was not found`);
  });

  it('answers an unknown id with 404 on GET, PUT and DELETE', async () => {
    const missing = (await createTax()).id + 1_000_000;
    const detail = `Sales tax ${missing} was not found`;
    expectProblem(await api.get(`/salesTaxes/${missing}`), 404, detail);
    expectProblem(await api.put(`/salesTaxes/${missing}`, { code: uniqueCode('M'), name: 'x', rate: 0 }), 404, detail);
    expectProblem(await api.delete(`/salesTaxes/${missing}`), 404, detail);
  });

  it('requires code, name and rate', async () => {
    expectInvalid(await api.post('/salesTaxes', {}), ['code', 'name', 'rate']);
  });
});

describe('sales tax rates', () => {
  it.each([0, 1, 0.2, 0.05, 0.000001, 0.123456])('accepts the rate %s', async (rate) => {
    expect((await createTax({ rate })).rate).toBe(rate);
  });

  it('keeps 0.175 exactly as 0.175', async () => {
    const created = await api.post('/salesTaxes', { code: uniqueCode('S'), name: unique('Old standard'), rate: 0.175 });
    expect(created.body).toContain('"rate":0.175,');
    const tax = expectOk<SalesTax>(created);
    expect(tax.rate).toBe(0.175);
    const read = await api.get(`/salesTaxes/${tax.id}`);
    expect(read.json<SalesTax>().rate).toBe(0.175);
    expect(read.body).toContain('"rate":0.175,');
  });

  it('refuses a rate above 1 with 400 naming rate', async () => {
    const problem = expectInvalid(await api.post('/salesTaxes', { code: uniqueCode('B'), name: 'x', rate: 1.5 }), [
      'rate',
    ]);
    expect(problem.errors).toEqual([{ path: 'rate', message: 'must be <= 1' }]);
  });

  it('refuses a negative rate with 400 naming rate', async () => {
    const problem = expectInvalid(await api.post('/salesTaxes', { code: uniqueCode('N'), name: 'x', rate: -0.1 }), [
      'rate',
    ]);
    expect(problem.errors).toEqual([{ path: 'rate', message: 'must be >= 0' }]);
  });

  it('refuses a rate with more than 6 decimals with 400 "at most 6 decimals"', async () => {
    const response = await api.post('/salesTaxes', { code: uniqueCode('D'), name: 'x', rate: 0.1234567 });
    const problem = expectInvalid(response, ['rate']);
    expect(problem.errors).toEqual([{ path: 'rate', message: 'must have at most 6 decimals' }]);
  });

  it('refuses a rate written as a string with 400', async () => {
    expectInvalid(await api.post('/salesTaxes', { code: uniqueCode('S'), name: 'x', rate: '0.2' }), ['rate']);
  });

  it('refuses an invalid rate on update too and keeps the old one', async () => {
    const tax = await createTax({ rate: 0.1 });
    expectInvalid(await api.put(`/salesTaxes/${tax.id}`, { ...tax, rate: 2 }), ['rate']);
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(tax);
  });
});

describe('sales tax codes', () => {
  it('refuses a duplicate code on create with 409', async () => {
    const tax = await createTax();
    const response = await api.post('/salesTaxes', { code: tax.code, name: unique('Copy'), rate: 0.3 });
    expectProblem(response, 409, `The sales tax code ${tax.code} is already used`);
  });

  it('refuses a default code on create with 409', async () => {
    expectProblem(await api.post('/salesTaxes', { code: 'STANDARD', name: 'x', rate: 0.2 }), 409, /STANDARD/);
  });

  it('refuses to rename a code into another tax code with 409', async () => {
    const first = await createTax();
    const second = await createTax();
    const response = await api.put(`/salesTaxes/${second.id}`, { ...second, code: first.code });
    expectProblem(response, 409, `The sales tax code ${first.code} is already used`);
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${second.id}`))).toEqual(second);
  });

  it('refuses a code that is not 1 to 20 letters, digits, dots, dashes or underscores', async () => {
    expectInvalid(await api.post('/salesTaxes', { code: 'TWO WORDS', name: 'x', rate: 0.2 }), ['code']);
  });
});

describe('sales taxes in use', () => {
  it('refuses to delete the default tax of a line item with 409 and keeps it', async () => {
    const tax = await createTax({ rate: 0.09 });
    const itemName = unique('Widget');
    const item = expectOk<LineItem>(await api.post('/lineItems', { name: itemName, defaultSalesTaxCode: tax.code }));
    const problem = expectProblem(await api.delete(`/salesTaxes/${tax.id}`), 409, tax.code);
    expect(problem.detail).toContain(String(item.id));
    expect(problem.detail).toContain(itemName);
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(tax);
  });

  it('may be deleted once no line item uses it', async () => {
    const tax = await createTax();
    const name = unique('Gadget');
    const item = expectOk<LineItem>(await api.post('/lineItems', { name, defaultSalesTaxCode: tax.code }));
    expectOk(await api.put(`/lineItems/${item.id}`, { id: item.id, name }));
    expect(expectOk<SalesTax>(await api.delete(`/salesTaxes/${tax.id}`))).toEqual(tax);
  });

  it('a line item shows the new code after the tax code changes', async () => {
    const tax = await createTax();
    const item = expectOk<LineItem>(
      await api.post('/lineItems', { name: unique('Follower'), defaultSalesTaxCode: tax.code }),
    );
    const code = uniqueCode('NEW');
    expectOk(await api.put(`/salesTaxes/${tax.id}`, { ...tax, code }));
    expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`)).defaultSalesTaxCode).toBe(code);
  });
});
