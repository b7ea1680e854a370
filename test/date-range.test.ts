import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newCompany, type TrialBalance, trialBalance } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, violation } from './problem.js';

/*
 * The service keeps the days of the years 0001 to 9999, as YYYY-MM-DD writes them and both stores
 * hold them. A date a request gives outside them is the schema's 400, naming the field; a date the
 * service works out from a valid one (a revaluation's reversal the day after, the first day of a
 * financial year) that falls outside them is a 422 naming the field it was worked out from, and
 * nothing is written.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface BalanceSheet {
  assets: { accounts: { code: string; amount: string }[]; total: string };
}

const balanceSheetToday = async (api: Api) => ok<BalanceSheet>(await api.get('/reports/balanceSheet'));

/** A company owed EUR 100.00, valued at 0.85 on 2026-01-10, with a rate of 0.90 from 2026-01-31. */
async function booksOwedInEuros(): Promise<Api> {
  const api = await newCompany(t);
  ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2026-01-10', rate: 0.85 }));
  ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2026-01-31', rate: 0.9 }));
  ok(
    await api.post('/invoices', {
      clientId: (await createClient(api)).id,
      currency: 'EUR',
      issueDate: '2026-01-10',
      dueDate: '2026-01-10',
      draft: false,
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    }),
  );
  return api;
}

describe('a currency revaluation on the last day the service keeps', () => {
  it('is refused, naming date, since its reversal would fall on 10000-01-01; nothing is written', async () => {
    const api = await booksOwedInEuros();
    const before = await balanceSheetToday(api);
    // EUR 100.00 × 0.85 = 85.00 of trade debtors; revalued at 0.90 it would be 90.00.
    expect(before.assets.accounts).toEqual([
      { code: '1200', name: 'Trade debtors', accountId: expect.any(Number), amount: '85.00' },
    ]);
    const trialBalanceBefore = await trialBalance(api, '9999-12-31');

    const refused = violation(await api.post('/currencyRevaluations', { date: '9999-12-31' }), ['date']);
    expect(refused.detail).toMatch(/reversal, the day after, would fall outside the years 0001 to 9999/);

    expect(ok<unknown[]>(await api.get('/currencyRevaluations'))).toEqual([]);
    expect(await balanceSheetToday(api)).toEqual(before);
    expect(await trialBalance(api, '9999-12-31')).toEqual<TrialBalance>(trialBalanceBefore);
  });

  it('is taken the day before, reversed on 9999-12-31', async () => {
    const api = await booksOwedInEuros();
    const revaluation = ok<{ reversalDate: string }>(await api.post('/currencyRevaluations', { date: '9999-12-30' }));
    expect(revaluation.reversalDate).toBe('9999-12-31');
    // Revalued to 90.00 on 9999-12-30, back to 85.00 from 9999-12-31 on.
    const debtors = async (date: string) =>
      ok<TrialBalance>(await api.get(`/reports/trialBalance?date=${date}&currency=base`)).lines.find(
        (line) => line.code === '1200',
      )?.debit;
    expect(await debtors('9999-12-30')).toBe('90.00');
    expect(await debtors('9999-12-31')).toBe('85.00');
    expect((await balanceSheetToday(api)).assets.total).toBe('85.00');
  });
});

describe('a report whose financial year would start before 0001-01-01', () => {
  let api: Api;
  beforeAll(async () => {
    api = await newCompany(t);
    ok(await api.put('/company', { name: 'April year', lockDate: null, yearStart: '04-06' }));
  });

  // With years starting on 6 April, 0001-04-05 falls in the year from 0000-04-06, which no store keeps.
  it.each([
    ['profit and loss', '/reports/profitAndLoss?to=0001-04-05', 'to'],
    ['VAT return', '/reports/vatReturn?to=0001-04-05', 'to'],
    ['balance sheet', '/reports/balanceSheet?date=0001-04-05', 'date'],
  ])('refuses the %s, naming the day it was asked for', async (_, url, field) => {
    violation(await api.get(url), [field]);
  });

  it.each([
    ['profit and loss', '/reports/profitAndLoss?to=0001-04-06', 'from'],
    ['VAT return', '/reports/vatReturn?to=0001-04-06', 'from'],
    ['balance sheet', '/reports/balanceSheet?date=0001-04-06', 'yearStart'],
  ])('answers the %s from 0001-04-06, the first year it keeps', async (_, url, field) => {
    expect(ok<Record<string, unknown>>(await api.get(url))[field]).toBe('0001-04-06');
  });

  it('answers the profit and loss of a period given whole', async () => {
    expect(ok(await api.get('/reports/profitAndLoss?from=0001-01-01&to=0001-04-05'))).toMatchObject({
      from: '0001-01-01',
      to: '0001-04-05',
    });
  });
});

interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema; example?: object }> };
}

interface Schema {
  $ref?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

describe('a date outside the years 0001 to 9999 in a request', () => {
  let api: Api;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  beforeAll(async () => {
    api = await newCompany(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });

  const resolved = (schema: Schema): Schema =>
    schema.$ref ? (doc.components.schemas[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;

  /** Each date field of a body, as its path in the problem (`lines[0].date`) and a body holding `value` there. */
  function dateFields(schema: Schema, value: string): { path: string; body: unknown }[] {
    const { properties = {} } = resolved(schema);
    return Object.entries(properties).flatMap(([name, property]) => {
      const field = resolved(property);
      if (field.format === 'date') return [{ path: name, body: { [name]: value } }];
      if (field.items) {
        return dateFields(field.items, value).map((inner) => ({
          path: `${name}[0].${inner.path}`,
          body: { [name]: [inner.body] },
        }));
      }
      return field.properties
        ? dateFields(field, value).map((inner) => ({ path: `${name}.${inner.path}`, body: { [name]: inner.body } }))
        : [];
    });
  }

  it.each(['0000-12-31', '10000-01-01'])('is a 400 naming the field, in every body and query (%s)', async (value) => {
    let checked = 0;
    for (const [template, byMethod] of Object.entries(doc.paths)) {
      const path = template.replace('/api/v1', '').replaceAll(/\{[A-Za-z]+\}/g, '1');
      for (const [method, operation] of Object.entries(byMethod)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query' || resolved(parameter.schema).format !== 'date') continue;
          // A call that takes a body is sent its example, so that only the query is wrong.
          const example = operation.requestBody?.content['application/json']?.example;
          const url = `${path}?${parameter.name}=${value}`;
          const response = method === 'post' ? await api.post(url, example ?? {}) : await api.get(url);
          expect(response.statusCode, `${method} ${template}?${parameter.name}`).toBe(400);
          expect(response.json().errors).toContainEqual({ path: parameter.name, message: expect.any(String) });
          checked += 1;
        }
        const body = operation.requestBody?.content['application/json']?.schema;
        for (const field of body ? dateFields(body, value) : []) {
          const call = method === 'post' ? api.post : api.put;
          const response = await call(path, field.body);
          expect(response.statusCode, `${method} ${template} ${field.path}`).toBe(400);
          expect(response.json().errors).toContainEqual({ path: field.path, message: expect.any(String) });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
