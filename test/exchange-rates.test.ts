import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateOn } from '../src/exchange-rates/exchange-rate-repository.js';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { comparable, invalid, ok, problem, uniqueDate, violation } from './problem.js';

interface ExchangeRate {
  id: number;
  currency: string;
  date: string;
  rate: number;
}

interface Entry {
  method: string;
  recordType: string;
  recordId: number;
  before: ExchangeRate | null;
  after: ExchangeRate | null;
}

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db, 'GBP'));
});
afterAll(() => t.close());

const create = async (fields: Partial<ExchangeRate> = {}) =>
  ok<ExchangeRate>(await api.post('/exchangeRates', { currency: 'USD', date: uniqueDate(), rate: 0.79, ...fields }));

const total = async (of: Api) => Number((await of.get('/exchangeRates?limit=1')).headers['x-total-count']);

describe('/exchangeRates', () => {
  it('creates, reads, lists, replaces and deletes a rate', async () => {
    const before = await total(api);
    const created = await create({ currency: 'usd', date: '2024-01-02', rate: 0.7908452 });
    expect(created).toEqual({ id: expect.any(Number), currency: 'USD', date: '2024-01-02', rate: 0.7908452 });
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${created.id}`))).toEqual(created);
    expect(ok<ExchangeRate[]>(await api.get('/exchangeRates'))).toContainEqual(created);
    expect(await total(api)).toBe(before + 1);

    const replaced = ok<ExchangeRate>(
      await api.put(`/exchangeRates/${created.id}`, { ...created, currency: 'JPY', rate: 0.00556558 }),
    );
    expect(replaced).toEqual({ ...created, currency: 'JPY', rate: 0.00556558 });
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${created.id}`))).toEqual(replaced);

    expect(ok<ExchangeRate>(await api.delete(`/exchangeRates/${created.id}`))).toEqual(replaced);
    problem(await api.get(`/exchangeRates/${created.id}`), 404, `Exchange rate ${created.id} was not found`);
    expect(await total(api)).toBe(before);
  });

  it('keeps every rate exactly to 8 decimals, however small or large, and takes it back as it answered it', async () => {
    for (const rate of [0.00000005, 0.00005094, 1, 19_629.13571418, 1_000_000]) {
      const created = await create({ rate });
      expect(created.rate).toBe(rate);
      expect(ok<ExchangeRate>(await api.put(`/exchangeRates/${created.id}`, created))).toEqual(created);
    }
  });

  it('refuses a second rate of a currency on the same date with 409, on create and on update', async () => {
    const rate = await create({ currency: 'CHF' });
    const detail = `An exchange rate of CHF on ${rate.date} already exists`;
    problem(await api.post('/exchangeRates', { currency: 'chf', date: rate.date, rate: 1.2 }), 409, detail);
    const other = await create({ currency: 'CHF' });
    problem(await api.put(`/exchangeRates/${other.id}`, { ...other, date: rate.date }), 409, detail);
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${other.id}`))).toEqual(other);
    // Another currency, or another date, is another rate.
    await create({ currency: 'SEK', date: rate.date });
  });

  it("refuses a rate of the company's base currency with 422 naming currency", async () => {
    const body = violation(await api.post('/exchangeRates', { currency: 'gbp', date: '2024-01-02', rate: 1 }), [
      'currency',
    ]);
    expect(body.detail).toBe("GBP is the company's base currency: it has no exchange rate");
    const rate = await create();
    violation(await api.put(`/exchangeRates/${rate.id}`, { ...rate, currency: 'GBP' }), ['currency']);
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${rate.id}`))).toEqual(rate);
  });

  it.each([
    [{ rate: 0 }, 'rate'],
    [{ rate: -1.5 }, 'rate'],
    [{ rate: 0.123456789 }, 'rate'], // 9 decimals: refused, never rounded
    [{ rate: 1_000_000.01 }, 'rate'],
    [{ rate: '0.79' }, 'rate'],
    [{ rate: undefined }, 'rate'],
    [{ currency: 'EURO' }, 'currency'],
    [{ currency: undefined }, 'currency'],
    [{ date: '2024-02-30' }, 'date'],
    [{ date: undefined }, 'date'],
  ])('refuses %j with 400 naming %s', async (fields, field) => {
    const before = await total(api);
    invalid(await api.post('/exchangeRates', { currency: 'USD', date: uniqueDate(), rate: 1, ...fields }), [field]);
    expect(await total(api)).toBe(before);
  });

  it('says why a rate with more than 8 decimals is refused', async () => {
    const body = invalid(await api.post('/exchangeRates', { currency: 'USD', date: uniqueDate(), rate: 0.123456789 }), [
      'rate',
    ]);
    expect(body.errors).toEqual([{ path: 'rate', message: 'must have at most 8 decimals' }]);
  });

  it("answers another company's rate exactly as a rate that does not exist", async () => {
    const other = apiClient(t.app, await createTenant(t.db, 'GBP'));
    const rate = await create();
    const missing = rate.id + 1_000_000;
    for (const [call, body] of [
      ['get', undefined],
      ['put', rate],
      ['delete', undefined],
    ] as const) {
      const send = (id: number) =>
        call === 'put' ? other.put(`/exchangeRates/${id}`, { ...body, id }) : other[call](`/exchangeRates/${id}`);
      const forOther = problem(await send(rate.id), 404, `Exchange rate ${rate.id} was not found`);
      const forMissing = problem(await send(missing), 404, `Exchange rate ${missing} was not found`);
      expect(comparable(forOther, rate.id)).toEqual(comparable(forMissing, missing));
    }
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${rate.id}`))).toEqual(rate);
    expect(ok<ExchangeRate[]>(await other.get('/exchangeRates'))).toEqual([]);
  });

  it('records every write in the audit trail', async () => {
    const created = await create();
    const replaced = ok<ExchangeRate>(await api.put(`/exchangeRates/${created.id}`, { ...created, rate: 0.8 }));
    ok(await api.delete(`/exchangeRates/${created.id}`));
    const trail = ok<Entry[]>(await api.get(`/auditLog?recordType=exchangeRate&recordId=${created.id}`));
    expect(
      trail.map(({ method, recordType, recordId, before, after }) => ({ method, recordType, recordId, before, after })),
    ).toEqual([
      { method: 'DELETE', recordType: 'exchangeRate', recordId: created.id, before: replaced, after: null },
      { method: 'PUT', recordType: 'exchangeRate', recordId: created.id, before: created, after: replaced },
      { method: 'POST', recordType: 'exchangeRate', recordId: created.id, before: null, after: created },
    ]);
  });
});

describe('rateOn', () => {
  it('answers the latest rate on or before the date, and nothing before the first', async () => {
    const tenant = await createTenant(t.db, 'GBP');
    const own = apiClient(t.app, tenant);
    for (const [date, rate] of [
      ['2024-01-05', 0.78939658],
      ['2024-01-02', 0.7908452],
      ['2024-01-03', 0.79192234],
    ] as const) {
      ok(await own.post('/exchangeRates', { currency: 'USD', date, rate }));
    }
    ok(await own.post('/exchangeRates', { currency: 'EUR', date: '2024-01-04', rate: 0.86278 }));
    const usdOn = (date: string) => rateOn(t.db, tenant.companyId, 'USD', date);
    expect(await usdOn('2024-01-01')).toBeUndefined();
    expect(await usdOn('2024-01-02')).toBe(79_084_520n);
    expect(await usdOn('2024-01-03')).toBe(79_192_234n);
    expect(await usdOn('2024-01-04')).toBe(79_192_234n);
    expect(await usdOn('2024-01-05')).toBe(78_939_658n);
    expect(await usdOn('2099-12-31')).toBe(78_939_658n);
    expect(await rateOn(t.db, tenant.companyId, 'EUR', '2024-01-03')).toBeUndefined();
    expect(await rateOn(t.db, tenant.companyId, 'EUR', '2024-01-04')).toBe(86_278_000n);
    expect(await rateOn(t.db, tenant.companyId, 'JPY', '2024-01-05')).toBeUndefined();
    // Another company's rates are not this one's.
    expect(await rateOn(t.db, (await createTenant(t.db, 'GBP')).companyId, 'USD', '2024-01-05')).toBeUndefined();
  });
});
