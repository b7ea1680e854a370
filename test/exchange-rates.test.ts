import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateOn } from '../src/exchange-rates/exchange-rate-repository.js';
import { failed, runCli, succeeded } from './cli.js';
import {
  type Api,
  anyTimestamps,
  apiClient,
  buildTestApp,
  createTenant,
  type Tenant,
  type TestApp,
} from './helpers.js';
import { comparable, invalid, ok, problem, uniqueDate, violation } from './problem.js';
import { createTestDatabase, type TestDatabase } from './store.js';

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

const HISTORY = fileURLToPath(new URL('fixtures/eurofxref-hist.csv', import.meta.url));
const DAILY = fileURLToPath(new URL('fixtures/eurofxref.csv', import.meta.url));

let database: TestDatabase;
let t: TestApp;
let api: Api;

beforeAll(async () => {
  // The CLI runs as a process of its own on the same database as the app.
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url });
  api = apiClient(t.app, await createTenant(t.db, 'GBP'));
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const create = async (fields: Partial<ExchangeRate> = {}) =>
  ok<ExchangeRate>(await api.post('/exchangeRates', { currency: 'USD', date: uniqueDate(), rate: 0.79, ...fields }));

const total = async (of: Api) => Number((await of.get('/exchangeRates?limit=1')).headers['x-total-count']);

describe('/exchangeRates', () => {
  it('creates, reads, lists, replaces and deletes a rate', async () => {
    const before = await total(api);
    const created = await create({ currency: 'usd', date: '2024-01-02', rate: 0.7908452 });
    expect(created).toEqual({
      id: expect.any(Number),
      currency: 'USD',
      date: '2024-01-02',
      rate: 0.7908452,
      ...anyTimestamps,
    });
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${created.id}`))).toEqual(created);
    expect(ok<ExchangeRate[]>(await api.get('/exchangeRates'))).toContainEqual(created);
    expect(await total(api)).toBe(before + 1);

    const replaced = ok<ExchangeRate>(
      await api.put(`/exchangeRates/${created.id}`, { ...created, currency: 'JPY', rate: 0.00556558 }),
    );
    expect(replaced).toEqual({ ...created, currency: 'JPY', rate: 0.00556558, updatedAt: expect.any(String) });
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${created.id}`))).toEqual(replaced);

    expect(ok<ExchangeRate>(await api.delete(`/exchangeRates/${created.id}`))).toEqual(replaced);
    problem(await api.get(`/exchangeRates/${created.id}`), 404, `Exchange rate ${created.id} was not found`);
    expect(await total(api)).toBe(before);
  });

  it('keeps every rate exactly to 8 decimals, however small or large, and takes it back as it answered it', async () => {
    for (const rate of [0.00000005, 0.00005094, 1, 19_629.13571418, 1_000_000]) {
      const created = await create({ rate });
      expect(created.rate).toBe(rate);
      expect(ok<ExchangeRate>(await api.put(`/exchangeRates/${created.id}`, created))).toEqual({
        ...created,
        updatedAt: expect.any(String),
      });
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

describe('rates import (the CLI)', () => {
  const importRates = (tenant: Tenant, file: string) =>
    runCli(database.url, ['rates', 'import', '--company', String(tenant.companyId), '--file', file]);
  const ratesOf = async (of: Api) => ok<ExchangeRate[]>(await of.get('/exchangeRates'));
  const find = (rates: ExchangeRate[], currency: string, date: string) =>
    rates.find((rate) => rate.currency === currency && rate.date === date);

  let tenant: Tenant;
  let books: Api;
  let imported: ExchangeRate[];
  let scratch: string;

  beforeAll(async () => {
    tenant = await createTenant(t.db, 'GBP');
    books = apiClient(t.app, tenant);
    scratch = join(tmpdir(), `rates-${process.pid}-${Date.now()}`);
    const summary = succeeded(await importRates(tenant, HISTORY));
    // 4 days of 2024 with 30 currencies (GBP among them), 3 days of 2019 with 32, all in GBP:
    // every other currency and the euro, 4 × 30 + 3 × 32.
    expect(summary).toEqual({ company: Number(tenant.companyId), rates: 216, dates: 7, lockedDates: 0 });
    imported = await ratesOf(books);
  });
  afterAll(() => rm(scratch, { force: true }));

  it('stores the rates in the base currency, worked out exactly and rounded half-up to 8 decimals', async () => {
    expect(imported).toHaveLength(216);
    expect(await total(books)).toBe(216);
    const rate = (currency: string, date: string) => find(imported, currency, date)?.rate;
    // 2024-01-02: GBP 0.86645, USD 1.0956, JPY 155.68 per euro.
    expect(rate('EUR', '2024-01-02')).toBe(0.86645); // GBP per euro itself
    expect(rate('USD', '2024-01-02')).toBe(0.7908452); // 0.86645 ÷ 1.0956 = 0.79084519|8977… → 0.79084520
    expect(rate('JPY', '2024-01-02')).toBe(0.00556558); // 0.86645 ÷ 155.68 = 0.00556558|3247… → 0.00556558
    // 2019-04-10: GBP 0.86083, USD 1.1279, HRK 7.4253, RUB 72.86 per euro.
    expect(rate('USD', '2019-04-10')).toBe(0.76321482); // 0.86083 ÷ 1.1279 = 0.76321482|4009… → 0.76321482
    expect(rate('HRK', '2019-04-10')).toBe(0.11593202); // 0.86083 ÷ 7.4253 = 0.11593201|6214… → 0.11593202
    expect(rate('RUB', '2019-04-10')).toBe(0.01181485); // 0.86083 ÷ 72.86 = 0.01181485|0398… → 0.01181485
    expect(find(imported, 'GBP', '2024-01-02')).toBeUndefined();
  });

  it('leaves out a currency on the dates where the file has N/A, so that its rate is the last one before', async () => {
    const datesOf = (currency: string) =>
      imported.filter((rate) => rate.currency === currency).map((rate) => rate.date);
    expect(datesOf('HRK')).toEqual(['2019-04-10', '2019-04-09', '2019-04-08']);
    expect(datesOf('RUB')).toEqual(['2019-04-10', '2019-04-09', '2019-04-08']);
    expect(await rateOn(t.db, tenant.companyId, 'HRK', '2024-01-02')).toBe(11_593_202n);
  });

  it('replaces the stored rates with those of a corrected file, keeping their ids', async () => {
    const corrected = (await readFile(HISTORY, 'utf8')).replace('2024-01-02,1.0956,', '2024-01-02,1.0960,');
    await writeFile(scratch, corrected);
    expect(succeeded(await importRates(tenant, scratch))).toEqual({
      company: Number(tenant.companyId),
      rates: 216,
      dates: 7,
      lockedDates: 0,
    });
    const again = await ratesOf(books);
    const usd = find(again, 'USD', '2024-01-02');
    // 0.86645 ÷ 1.0960 = 0.79055656|9343… → 0.79055657
    expect(usd).toEqual({ ...find(imported, 'USD', '2024-01-02'), rate: 0.79055657, updatedAt: expect.any(String) });
    expect(again.filter((rate) => rate !== usd)).toEqual(imported.filter((rate) => rate.id !== usd?.id));
    expect(await total(books)).toBe(216);
  });

  it('values the records that waited for a rate of the file', async () => {
    const waiting = await createTenant(t.db, 'GBP');
    const of = apiClient(t.app, waiting);
    const client = ok<{ id: number }>(await of.post('/clients', { name: 'Waiting' }));
    const body = { clientId: client.id, currency: 'USD', issueDate: '2024-01-03', dueDate: '2024-01-31' };
    const invoice = ok<{ id: number }>(
      await of.post('/invoices', { ...body, invoiceLines: [{ quantity: 1, rate: '200.00', vatRate: 0 }] }),
    );
    expect(ok(await of.get(`/invoices/${invoice.id}`))).not.toHaveProperty('exchangeRate');
    succeeded(await importRates(waiting, HISTORY));
    // 2024-01-03: GBP 0.8647, USD 1.0919 per euro: 0.8647 ÷ 1.0919 = 0.79192233|72… → 0.79192234
    expect(ok(await of.get(`/invoices/${invoice.id}`))).toMatchObject({
      exchangeRate: 0.79192234,
      baseTotalAmount: '158.38', // 200.00 × 0.79192234 = 158.384468
    });
    expect(ok(await of.get('/reports/trialBalance?currency=base&date=2024-12-31'))).toMatchObject({ unvalued: [] });
  });

  it('writes nothing from a file that is not such a CSV, and says why on one line', async () => {
    const before = await ratesOf(books);
    const spoilt = (await readFile(HISTORY, 'utf8'))
      .replace('2024-01-02,1.0956,', '2024-01-02,1.0999,')
      .replace('2019-04-08,1.1246,', '2019-04-08,1.12.46,');
    await writeFile(scratch, spoilt);
    expect(failed(await importRates(tenant, scratch))).toBe(
      'The file is not the ECB\'s euro reference rates in CSV: USD on 2019-04-08 is not a rate: "1.12.46"',
    );
    await writeFile(scratch, JSON.stringify({ USD: 1.0956 }));
    expect(failed(await importRates(tenant, scratch))).toMatch(
      /^The file is not the ECB's euro reference rates in CSV/,
    );
    expect(await ratesOf(books)).toEqual(before);
  });

  it('refuses a file whose column of the base currency is N/A on every day, and writes nothing', async () => {
    const before = await ratesOf(books);
    await writeFile(scratch, 'Date,USD,GBP,\n2024-01-05,1.0921,N/A,\n2024-01-04,1.0953,N/A,\n');
    expect(failed(await importRates(tenant, scratch))).toBe(
      "The file has no rates of GBP, the company's base currency: its column has no rate on any day",
    );
    expect(await ratesOf(books)).toEqual(before);
  });

  it('leaves the days on or before the lock date as they were, and says how many it left', async () => {
    const locked = await createTenant(t.db, 'GBP');
    const of = apiClient(t.app, locked);
    const kept = ok<ExchangeRate>(await of.post('/exchangeRates', { currency: 'USD', date: '2024-01-03', rate: 0.5 }));
    ok(await of.put('/company', { lockDate: '2024-01-03' }));
    // Locked: the three days of 2019, 2 and 3 January 2024. Open: 4 and 5 January 2024, 30 rates each.
    expect(succeeded(await importRates(locked, HISTORY))).toEqual({
      company: Number(locked.companyId),
      rates: 60, // 2 × 30
      dates: 2,
      lockedDates: 5,
    });
    const rates = await ratesOf(of);
    expect(rates).toHaveLength(61); // 60 and the USD rate of 3 January 2024
    expect([...new Set(rates.map((rate) => rate.date))].sort()).toEqual(['2024-01-03', '2024-01-04', '2024-01-05']);
    expect(find(rates, 'USD', '2024-01-03')).toEqual(kept);
    // 4 January 2024: GBP 0.86278, USD 1.0953 per euro: 0.86278 ÷ 1.0953 = 0.78771112|9370… → 0.78771113
    expect(find(rates, 'USD', '2024-01-04')?.rate).toBe(0.78771113);
  });

  it('says so on one line when the file cannot be read', async () => {
    expect(failed(await importRates(tenant, `${scratch}-missing`))).toMatch(/no such file/);
  });

  it('reads the daily file too, and converts to a base currency of EUR as 1 ÷ the rate per euro', async () => {
    const euro = await createTenant(t.db, 'EUR');
    expect(succeeded(await importRates(euro, DAILY))).toEqual({
      company: Number(euro.companyId),
      rates: 32,
      dates: 1,
      lockedDates: 0,
    });
    const rates = await ratesOf(apiClient(t.app, euro));
    expect(rates).toHaveLength(32);
    expect(find(rates, 'USD', '2021-06-03')?.rate).toBe(0.82054648); // 1 ÷ 1.2187 = 0.82054648|3958… → 0.82054648
    expect(find(rates, 'GBP', '2021-06-03')?.rate).toBe(1.16339945); // 1 ÷ 0.85955 = 1.16339945|3202… → 1.16339945
    expect(find(rates, 'IDR', '2021-06-03')?.rate).toBe(0.0000574); // 1 ÷ 17420.91 = 0.00005740|2282… → 0.00005740
  });

  it('refuses a company whose base currency the file has no rates of, or that does not exist', async () => {
    const naira = await createTenant(t.db, 'NGN');
    expect(failed(await importRates(naira, HISTORY))).toBe("The file has no rates of NGN, the company's base currency");
    expect(await total(apiClient(t.app, naira))).toBe(0);
    const missing = { ...naira, companyId: 999_999_999n };
    expect(failed(await importRates(missing, HISTORY))).toBe('Company 999999999 was not found');
  });
});
