import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesTax } from './books.js';
import { anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectInvalid, expectOk, expectProblem, invalid, unique, uniqueCode, violation } from './problem.js';

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
  it('gives a new company the codes a UK company needs, each with its rate and VAT treatment', async () => {
    const fresh = apiClient(t.app, await createTenant(t.db));
    const taxes = expectOk<SalesTax[]>(await fresh.get('/salesTaxes'));
    expect(taxes.map(({ code, rate, treatment }) => ({ code, rate, treatment }))).toEqual([
      { code: 'STANDARD', rate: 0.2, treatment: 'standard' },
      { code: 'REDUCED', rate: 0.05, treatment: 'standard' },
      { code: 'ZERO', rate: 0, treatment: 'zeroRated' },
      { code: 'EXEMPT', rate: 0, treatment: 'exempt' },
      { code: 'OUTSIDE', rate: 0, treatment: 'outsideScope' },
      { code: 'RC20', rate: 0.2, treatment: 'reverseCharge' },
      { code: 'DRC20', rate: 0.2, treatment: 'domesticReverseCharge' },
      { code: 'DRC5', rate: 0.05, treatment: 'domesticReverseCharge' },
    ]);
    for (const tax of taxes) {
      expect(tax).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        name: expect.any(String),
        rate: tax.rate,
        treatment: tax.treatment,
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
    expect(created).toEqual({
      id: expect.any(Number),
      code,
      name,
      rate: 0.25,
      treatment: 'standard',
      ...anyTimestamps,
    });
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${created.id}`))).toEqual(created);
    expect(expectOk<SalesTax[]>(await api.get('/salesTaxes'))).toContainEqual(created);
  });

  it('replaces the code, name and rate', async () => {
    const tax = await createTax();
    const changes = { code: uniqueCode('U'), name: unique('Updated'), rate: 0.125 };
    const updated = expectOk<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { id: tax.id, ...changes }));
    expect(updated).toEqual({ id: tax.id, ...changes, treatment: 'standard', ...anyTimestamps });
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

const taxBody = (fields: Partial<SalesTax>) => ({ code: uniqueCode('T'), name: unique('Tax'), rate: 0.2, ...fields });

describe('the treatment of a sales tax', () => {
  it('is standard when left out, is kept when an update leaves it out, and is answered', async () => {
    const made = expectOk<SalesTax>(await api.post('/salesTaxes', taxBody({ rate: 0.1 })));
    expect(made.treatment).toBe('standard');
    const outside = expectOk<SalesTax>(
      await api.put(`/salesTaxes/${made.id}`, { ...made, rate: 0, treatment: 'outsideScope' }),
    );
    expect(outside).toMatchObject({ rate: 0, treatment: 'outsideScope' });
    const { treatment: _left, ...withoutTreatment } = outside;
    const renamed = expectOk<SalesTax>(
      await api.put(`/salesTaxes/${made.id}`, { ...withoutTreatment, name: 'Renamed' }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', treatment: 'outsideScope' });
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${made.id}`))).toEqual(renamed);
  });

  it.each([
    ['zeroRated', 0.2],
    ['exempt', 0.05],
    ['outsideScope', 0.000001],
    ['domesticReverseCharge', 0],
  ])('refuses %s at the rate %s, naming rate', async (treatment, rate) => {
    violation(await api.post('/salesTaxes', taxBody({ treatment, rate })), ['rate']);
  });

  it('takes reverse charge at 0 %, and the other treatments at the rates they allow', async () => {
    for (const [treatment, rate] of [
      ['reverseCharge', 0],
      ['reverseCharge', 0.2],
      ['domesticReverseCharge', 0.05],
      ['zeroRated', 0],
      ['exempt', 0],
      ['outsideScope', 0],
      ['standard', 0],
    ] as const) {
      expect(expectOk<SalesTax>(await api.post('/salesTaxes', taxBody({ treatment, rate }))).treatment).toBe(treatment);
    }
  });

  it('refuses an update that leaves a treatment at a rate it does not allow, naming rate', async () => {
    const exempt = expectOk<SalesTax>(await api.post('/salesTaxes', taxBody({ treatment: 'exempt', rate: 0 })));
    const { treatment: _left, ...withoutTreatment } = exempt;
    violation(await api.put(`/salesTaxes/${exempt.id}`, { ...withoutTreatment, rate: 0.2 }), ['rate']);
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${exempt.id}`))).toEqual(exempt);
  });

  it('refuses a treatment it does not know with 400', async () => {
    invalid(await api.post('/salesTaxes', taxBody({ treatment: 'reduced' })), ['treatment']);
  });

  it('cannot change once a document uses the sales tax, a draft included, naming treatment', async () => {
    const tax = expectOk<SalesTax>(await api.post('/salesTaxes', taxBody({ rate: 0.2 })));
    const client = expectOk<{ id: number }>(await api.post('/clients', { name: unique('Client') }));
    const draft = expectOk<{ id: number }>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-05-10',
        dueDate: '2026-05-10',
        draft: true,
        invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: tax.code }],
      }),
    );
    const refused = violation(await api.put(`/salesTaxes/${tax.id}`, { ...tax, treatment: 'reverseCharge' }), [
      'treatment',
    ]);
    expect(refused.detail).toContain(String(draft.id));
    expect(expectOk<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(tax);
    // Its name may still change, and its treatment once no document uses it.
    expectOk(await api.put(`/salesTaxes/${tax.id}`, { ...tax, name: 'Still standard' }));
    expectOk(await api.delete(`/invoices/${draft.id}`));
    const changed = expectOk<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { ...tax, treatment: 'reverseCharge' }));
    expect(changed.treatment).toBe('reverseCharge');
  });
});
