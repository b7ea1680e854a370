import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectInvalid, expectOk, expectProblem, unique, uniqueCode } from './problem.js';

interface LineItem {
  id: number;
  name: string;
  defaultDescription?: string;
  defaultQuantity?: number;
  defaultRate?: string;
  defaultSalesTaxCode?: string;
  displayQuantity?: boolean;
  displayRate?: boolean;
}

const fullFields = () => ({
  name: unique('Consulting day'),
  defaultDescription: 'One day of consulting',
  defaultQuantity: 1.5,
  defaultRate: '1,968.00',
  defaultSalesTaxCode: 'STANDARD',
  displayQuantity: true,
  displayRate: false,
});

describe('/lineItems', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await buildTestApp();
    api = apiClient(t.app, await createTenant(t.db));
  });
  afterAll(() => t.close());

  async function create(fields: Record<string, unknown> = {}): Promise<LineItem> {
    return expectOk<LineItem>(await api.post('/lineItems', { name: unique('Item'), ...fields }));
  }

  describe('create and read', () => {
    it('needs only a name, and answers with just id, name and timestamps', async () => {
      const name = unique('Bare item');
      const response = await api.post('/lineItems', { name });
      expect(expectOk<LineItem>(response)).toEqual({ id: expect.any(Number), name, ...anyTimestamps });
      expect(response.body).not.toContain('null');
    });

    it('requires a name: missing → 400 naming name', async () => {
      const problem = expectInvalid(await api.post('/lineItems', { defaultRate: 10 }), ['name']);
      expect(problem.errors).toEqual([{ path: 'name', message: 'is required' }]);
    });

    it('refuses a blank name with 400 naming name', async () => {
      expectInvalid(await api.post('/lineItems', { name: '  ' }), ['name']);
    });

    it('stores every field and gives it back', async () => {
      const fields = fullFields();
      const created = expectOk<LineItem>(await api.post('/lineItems', fields));
      expect(created).toEqual({ id: expect.any(Number), ...fields, ...anyTimestamps });
      expect(expectOk<LineItem>(await api.get(`/lineItems/${created.id}`))).toEqual(created);
      expect(expectOk<LineItem[]>(await api.get('/lineItems'))).toContainEqual(created);
    });

    it('reads null as no value', async () => {
      const name = unique('Nulls');
      const nulls = {
        defaultDescription: null,
        defaultQuantity: null,
        defaultRate: null,
        defaultSalesTaxCode: null,
        displayQuantity: null,
        displayRate: null,
      };
      expect(expectOk<LineItem>(await api.post('/lineItems', { name, ...nulls }))).toEqual({
        id: expect.any(Number),
        name,
        ...anyTimestamps,
      });
    });

    it('refuses a duplicate name with 409', async () => {
      const item = await create();
      const response = await api.post('/lineItems', { name: item.name, defaultRate: 1 });
      expectProblem(response, 409, `A line item named ${item.name} already exists`);
    });

    it('answers an unknown id with 404', async () => {
      const missing = (await create()).id + 1_000_000;
      expectProblem(await api.get(`/lineItems/${missing}`), 404, `Line item ${missing} was not found`);
    });
  });

  describe('defaultSalesTaxCode', () => {
    it('takes the code of a sales tax of the company', async () => {
      const code = uniqueCode('LI');
      expectOk(await api.post('/salesTaxes', { code, name: unique('Item tax'), rate: 0.08 }));
      expect((await create({ defaultSalesTaxCode: code })).defaultSalesTaxCode).toBe(code);
    });

    it('refuses a code that names no sales tax with 422 naming defaultSalesTaxCode', async () => {
      const code = uniqueCode('NONE');
      const response = await api.post('/lineItems', { name: unique('Taxless'), defaultSalesTaxCode: code });
      const problem = expectProblem(response, 422, `No sales tax has the code ${code}`);
      expect(problem.errors).toEqual([
        { path: 'defaultSalesTaxCode', message: 'must name a sales tax of the company' },
      ]);
    });

    it('refuses such a code on update too, and changes nothing', async () => {
      const item = await create({ defaultSalesTaxCode: 'REDUCED' });
      const response = await api.put(`/lineItems/${item.id}`, { ...item, defaultSalesTaxCode: uniqueCode('NONE') });
      const problem = expectProblem(response, 422);
      expect(problem.errors).toEqual([
        { path: 'defaultSalesTaxCode', message: 'must name a sales tax of the company' },
      ]);
      expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`))).toEqual(item);
    });
  });

  describe('defaultRate is money', () => {
    it.each([
      [12.5, '12.50'],
      ['12.50', '12.50'],
      ['1,968.00', '1,968.00'],
      [1968, '1,968.00'],
      ['1968', '1,968.00'],
      [0.5, '0.50'],
      [0, '0.00'],
      [1234567.89, '1,234,567.89'],
      ['999,999,999,999.99', '999,999,999,999.99'],
    ])('accepts %j and answers %j', async (rate, written) => {
      const item = await create({ defaultRate: rate });
      expect(item.defaultRate).toBe(written);
      expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`)).defaultRate).toBe(written);
    });

    it.each([12.345, '12.345', '1,968.001', 0.001])(
      'refuses %j (more than two decimals) with 400 naming defaultRate',
      async (rate) => {
        const problem = expectInvalid(await api.post('/lineItems', { name: unique('Rate'), defaultRate: rate }), [
          'defaultRate',
        ]);
        expect(problem.errors?.[0]?.message).toMatch(/^must be a money amount/);
      },
    );

    it.each(['abc', '12,50', '1,96.00', '', true, '1 000.00', '1000000000000.00'])(
      'refuses %j with 400 naming defaultRate',
      async (rate) => {
        expectInvalid(await api.post('/lineItems', { name: unique('Rate'), defaultRate: rate }), ['defaultRate']);
      },
    );
  });

  describe('defaultQuantity', () => {
    it.each([1, 2.5, 0.000001, 1.123456, 1000])('accepts %s', async (quantity) => {
      expect((await create({ defaultQuantity: quantity })).defaultQuantity).toBe(quantity);
    });

    it('refuses 7 decimals with 400 naming defaultQuantity', async () => {
      const response = await api.post('/lineItems', { name: unique('Qty'), defaultQuantity: 1.1234567 });
      const problem = expectInvalid(response, ['defaultQuantity']);
      expect(problem.errors).toEqual([{ path: 'defaultQuantity', message: 'must have at most 6 decimals' }]);
    });

    it('refuses a quantity written as a string with 400', async () => {
      expectInvalid(await api.post('/lineItems', { name: unique('Qty'), defaultQuantity: '2' }), ['defaultQuantity']);
    });
  });

  describe('display flags', () => {
    it('keeps booleans as booleans', async () => {
      const response = await api.post('/lineItems', {
        name: unique('Flags'),
        displayQuantity: true,
        displayRate: false,
      });
      const item = expectOk<LineItem>(response);
      expect(item.displayQuantity).toBe(true);
      expect(item.displayRate).toBe(false);
      expect(response.body).toContain('"displayQuantity":true');
      expect(response.body).toContain('"displayRate":false');
      const read = expectOk<LineItem>(await api.get(`/lineItems/${item.id}`));
      expect(read.displayQuantity).toBe(true);
      expect(read.displayRate).toBe(false);
    });

    it('keeps the opposite values too', async () => {
      const item = await create({ displayQuantity: false, displayRate: true });
      expect(item).toMatchObject({ displayQuantity: false, displayRate: true });
    });

    it.each([
      ['displayQuantity', 'true'],
      ['displayRate', 'false'],
      ['displayQuantity', 1],
      ['displayRate', 0],
    ])('refuses %s = %j with 400 naming it', async (field, value) => {
      const problem = expectInvalid(await api.post('/lineItems', { name: unique('Flag'), [field]: value }), [field]);
      expect(problem.errors).toEqual([{ path: field, message: 'must be boolean,null' }]);
    });
  });

  describe('update and delete', () => {
    it('gives back an identical record after GET → PUT unchanged → GET', async () => {
      const item = expectOk<LineItem>(await api.post('/lineItems', { ...fullFields(), defaultRate: 1234567.5 }));
      const before = (await api.get(`/lineItems/${item.id}`)).json<LineItem>();
      expect(before.defaultRate).toBe('1,234,567.50');
      expect(expectOk<LineItem>(await api.put(`/lineItems/${item.id}`, before))).toEqual({
        ...before,
        ...anyTimestamps,
      });
      expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`))).toEqual({ ...before, ...anyTimestamps });
    });

    it('takes the body as the whole record: fields left out are cleared', async () => {
      const item = expectOk<LineItem>(await api.post('/lineItems', fullFields()));
      const updated = expectOk<LineItem>(await api.put(`/lineItems/${item.id}`, { id: item.id, name: item.name }));
      expect(updated).toEqual({ id: item.id, name: item.name, ...anyTimestamps });
      expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`))).toEqual(updated);
    });

    it('changes every field', async () => {
      const item = await create({ defaultRate: 1, defaultSalesTaxCode: 'ZERO', displayRate: true });
      const changes = {
        name: unique('Changed'),
        defaultDescription: 'changed',
        defaultQuantity: 3,
        defaultRate: '2,500.25',
        defaultSalesTaxCode: 'EXEMPT',
        displayQuantity: false,
        displayRate: false,
      };
      expect(expectOk<LineItem>(await api.put(`/lineItems/${item.id}`, { id: item.id, ...changes }))).toEqual({
        id: item.id,
        ...changes,
        ...anyTimestamps,
      });
    });

    it("updates the path's record when the body has no id", async () => {
      const item = await create({ defaultRate: 5 });
      const updated = expectOk<LineItem>(await api.put(`/lineItems/${item.id}`, { name: item.name, defaultRate: 6 }));
      expect(updated).toEqual({ id: item.id, name: item.name, defaultRate: '6.00', ...anyTimestamps });
    });

    it('refuses a body id that differs from the path id with 400 naming id', async () => {
      const item = await create();
      const other = await create();
      expectInvalid(await api.put(`/lineItems/${item.id}`, { ...other }), ['id']);
      expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`))).toEqual(item);
    });

    it('refuses to rename into the name of another line item with 409', async () => {
      const first = await create();
      const second = await create();
      const response = await api.put(`/lineItems/${second.id}`, { id: second.id, name: first.name });
      expectProblem(response, 409, `A line item named ${first.name} already exists`);
      expect(expectOk<LineItem>(await api.get(`/lineItems/${second.id}`))).toEqual(second);
    });

    it('deletes and answers with the record as it was', async () => {
      const item = expectOk<LineItem>(await api.post('/lineItems', fullFields()));
      expect(expectOk<LineItem>(await api.delete(`/lineItems/${item.id}`))).toEqual(item);
      expectProblem(await api.get(`/lineItems/${item.id}`), 404, `Line item ${item.id} was not found`);
    });
  });
});

describe('/lineItems with MONEY_FORMAT=plain', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await buildTestApp({ moneyFormat: 'plain' });
    api = apiClient(t.app, await createTenant(t.db));
  });
  afterAll(() => t.close());

  it.each([
    ['1,968.00', '1968.00'],
    [1968, '1968.00'],
    ['1234567.5', '1234567.50'],
    [12.5, '12.50'],
  ])('accepts %j and answers %j without thousands separators', async (rate, written) => {
    const item = expectOk<LineItem>(await api.post('/lineItems', { name: unique('Plain'), defaultRate: rate }));
    expect(item.defaultRate).toBe(written);
    expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`)).defaultRate).toBe(written);
    expect((await api.get('/lineItems')).body).toContain(`"defaultRate":"${written}"`);
  });

  it('gives back an identical record after GET → PUT unchanged → GET', async () => {
    const item = expectOk<LineItem>(await api.post('/lineItems', { ...fullFields(), defaultRate: '12,345.60' }));
    const before = (await api.get(`/lineItems/${item.id}`)).json<LineItem>();
    expect(before.defaultRate).toBe('12345.60');
    expect(expectOk<LineItem>(await api.put(`/lineItems/${item.id}`, before))).toEqual({ ...before, ...anyTimestamps });
    expect(expectOk<LineItem>(await api.get(`/lineItems/${item.id}`))).toEqual({ ...before, ...anyTimestamps });
  });
});
