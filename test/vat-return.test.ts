import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSupplier, newCompany, type VatReturn } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok } from './problem.js';

/*
 * The VAT return of the quarter 1 April to 30 June 2026 of books made by hand. Line VAT is rounded
 * half up to the penny; a foreign document counts at its rate as its postings do (its total and its
 * VAT each at the rate, the net what is left). Every figure expected is worked out here.
 */

type Line = [quantity: number, price: string, vatRate: number];

let t: TestApp;
let api: Api;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  const client = await createClient(api);
  const supplier = await createSupplier(api);
  const invoice = async (name: string, issueDate: string, lines: Line[], extra = {}) => {
    const made = ok<{ id: number }>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate,
        dueDate: issueDate,
        draft: false,
        invoiceLines: lines.map(([quantity, rate, vatRate]) => ({ quantity, rate, vatRate })),
        ...extra,
      }),
    );
    ids[name] = made.id;
  };
  const bill = async (name: string, issueDate: string, [quantity, unitPrice, vatRate]: Line) => {
    const made = ok<{ id: number }>(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate,
        dueDate: issueDate,
        billLines: [{ quantity, unitPrice, vatRate, categoryCode: '6300' }],
      }),
    );
    ids[name] = made.id;
  };
  await invoice('I1', '2026-04-10', [
    [1, '100.00', 0.2], // VAT 20.00
    [2, '50.00', 0.05], // net 100.00, VAT 5.00
  ]);
  await invoice('I2', '2026-05-20', [[1, '333.33', 0.2]]); // VAT 66.666 → 66.67
  await invoice('I3', '2026-06-30', [[1, '80.00', 0]]);
  await invoice('draft', '2026-05-01', [[1, '1000.00', 0.2]], { draft: true });
  await invoice('before', '2026-03-31', [[1, '500.00', 0.2]]); // VAT 100.00, the quarter before
  await invoice('after', '2026-07-01', [[1, '500.00', 0.2]]);
  // USD 250.00 + VAT 50.00 = 300.00 at 0.80: total 240.00, VAT 40.00, net 200.00.
  await invoice('I7', '2026-06-15', [[1, '250.00', 0.2]], { currency: 'USD', exchangeRate: 0.8 });
  // USD 3 × (33.33 + VAT 6.67) = 99.99 + 20.01 = 120.00 at 0.80: total 96.00, VAT 20.01 × 0.8 = 16.008 → 16.01,
  // net 96.00 - 16.01 = 79.99.
  await invoice(
    'I8',
    '2026-06-16',
    [
      [1, '33.33', 0.2],
      [1, '33.33', 0.2],
      [1, '33.33', 0.2],
    ],
    { currency: 'USD', exchangeRate: 0.8 },
  );
  await invoice('euro', '2026-05-05', [[1, '70.00', 0.2]], { currency: 'EUR' }); // no rate: no value in pounds
  await bill('B1', '2026-04-05', [1, '400.00', 0.2]); // VAT 80.00
  await bill('B2', '2026-06-10', [1, '99.99', 0.2]); // VAT 19.998 → 20.00
  await bill('B3', '2026-05-05', [1, '60.00', 0]);
});
afterAll(() => t.close());

const vatReturn = async (query: string) => ok<VatReturn>(await api.get(`/reports/vatReturn?${query}`));

describe('GET /reports/vatReturn', () => {
  it('fills the nine boxes in pounds from the documents issued in the quarter', async () => {
    const report = await vatReturn('from=2026-04-01&to=2026-06-30');
    expect(report).toMatchObject({ from: '2026-04-01', to: '2026-06-30', currency: 'GBP' });
    expect(report.boxes).toEqual({
      vatDueSales: '147.68', // 25.00 + 66.67 + 0.00 + 40.00 + 16.01
      vatDueAcquisitions: '0.00',
      totalVatDue: '147.68',
      vatReclaimedCurrPeriod: '100.00', // 80.00 + 20.00 + 0.00
      netVatDue: '47.68', // 147.68 - 100.00
      totalValueSalesExVAT: '893.00', // 200.00 + 333.33 + 80.00 + 200.00 + 79.99 = 893.32
      totalValuePurchasesExVAT: '559.00', // 400.00 + 99.99 + 60.00 = 559.99
      totalValueGoodsSuppliedExVAT: '0.00',
      totalAcquisitionsExVAT: '0.00',
    });
  });

  it('shares each rate’s net and VAT, the rounding of a foreign document taken by its largest line', async () => {
    const report = await vatReturn('from=2026-04-01&to=2026-06-30');
    expect(report.rates).toEqual([
      {
        salesTaxCode: null,
        treatment: 'standard',
        rate: 0.2,
        salesNet: '713.32', // 100.00 + 333.33 + 200.00 + 79.99
        salesTax: '142.68', // 20.00 + 66.67 + 40.00 + 16.01
        purchasesNet: '499.99', // 400.00 + 99.99
        purchasesTax: '100.00',
        reverseChargeTax: '0.00',
      },
      {
        salesTaxCode: null,
        treatment: 'standard',
        rate: 0.05,
        salesNet: '100.00',
        salesTax: '5.00',
        purchasesNet: '0.00',
        purchasesTax: '0.00',
        reverseChargeTax: '0.00',
      },
      {
        salesTaxCode: null,
        treatment: 'standard',
        rate: 0,
        salesNet: '80.00',
        salesTax: '0.00',
        purchasesNet: '60.00',
        purchasesTax: '0.00',
        reverseChargeTax: '0.00',
      },
    ]);
  });

  it('lists the documents behind the boxes, and what has no value in pounds', async () => {
    const report = await vatReturn('from=2026-04-01&to=2026-06-30');
    const listed = report.documents.map((document) => [
      document.type,
      document.id,
      document.date,
      document.currency,
      document.net,
      document.tax,
      document.boxes,
    ]);
    expect(listed).toEqual([
      ['INVOICE', ids.I1, '2026-04-10', 'GBP', '200.00', '25.00', [1, 6]],
      ['INVOICE', ids.I2, '2026-05-20', 'GBP', '333.33', '66.67', [1, 6]],
      ['INVOICE', ids.I7, '2026-06-15', 'USD', '200.00', '40.00', [1, 6]],
      ['INVOICE', ids.I8, '2026-06-16', 'USD', '79.99', '16.01', [1, 6]],
      ['INVOICE', ids.I3, '2026-06-30', 'GBP', '80.00', '0.00', [1, 6]],
      ['BILL', ids.B1, '2026-04-05', 'GBP', '400.00', '80.00', [4, 7]],
      ['BILL', ids.B3, '2026-05-05', 'GBP', '60.00', '0.00', [4, 7]],
      ['BILL', ids.B2, '2026-06-10', 'GBP', '99.99', '20.00', [4, 7]],
    ]);
    expect(report.documents[0]?.number).toMatch(/^INV-\d+$/);
    expect(report.documents.at(-1)?.number).toBeNull();
    expect(report.unvalued).toEqual([
      { transactionId: expect.any(Number), date: '2026-05-05', source: { type: 'INVOICE', id: ids.euro } },
    ]);
  });

  it('equals the movement of the VAT control account in the quarter', async () => {
    const vatControl = async (date: string) => {
      const trial = ok<{ lines: { code: string; credit: string }[] }>(
        await api.get(`/reports/trialBalance?date=${date}&currency=base`),
      );
      return trial.lines.find((line) => line.code === '2200')?.credit;
    };
    expect(await vatControl('2026-03-31')).toBe('100.00');
    expect(await vatControl('2026-06-30')).toBe('147.68'); // 100.00 + 47.68
  });

  it('gives one currency’s documents in their own amounts when asked', async () => {
    const report = await vatReturn('from=2026-04-01&to=2026-06-30&currency=USD');
    expect(report).not.toHaveProperty('unvalued');
    expect(report.boxes).toMatchObject({
      vatDueSales: '70.01', // 50.00 + 20.01
      vatReclaimedCurrPeriod: '0.00',
      netVatDue: '70.01',
      totalValueSalesExVAT: '349.00', // 250.00 + 99.99 = 349.99
      totalValuePurchasesExVAT: '0.00',
    });
    expect(report.rates).toEqual([
      {
        salesTaxCode: null,
        treatment: 'standard',
        rate: 0.2,
        salesNet: '349.99',
        salesTax: '70.01',
        purchasesNet: '0.00',
        purchasesTax: '0.00',
        reverseChargeTax: '0.00',
      },
    ]);
  });

  it('gives a foreign document’s lines in its own amounts when asked for its currency, at its rate in pounds', async () => {
    const books = await newCompany(t);
    const client = await createClient(books);
    ok(
      await books.post('/invoices', {
        clientId: client.id,
        currency: 'USD',
        exchangeRate: 0.8,
        issueDate: '2026-05-01',
        dueDate: '2026-05-01',
        draft: false,
        invoiceLines: [
          { quantity: 1, rate: '100.00', vatRate: 0.2 }, // VAT 20.00
          { quantity: 1, rate: '50.00', vatRate: 0 },
        ],
      }),
    );
    const rates = async (query: string) =>
      ok<VatReturn>(await books.get(`/reports/vatReturn?from=2026-04-01&to=2026-06-30${query}`)).rates.map((rate) => [
        rate.rate,
        rate.salesNet,
        rate.salesTax,
      ]);
    expect(await rates('&currency=USD')).toEqual([
      [0.2, '100.00', '20.00'],
      [0, '50.00', '0.00'],
    ]);
    // USD 170.00 at 0.80 = 136.00, VAT 20.00 × 0.80 = 16.00: lines 80.00 + 16.00 and 40.00.
    expect(await rates('')).toEqual([
      [0.2, '80.00', '16.00'],
      [0, '40.00', '0.00'],
    ]);
  });

  it('counts a day at each end of the period, and nothing outside it', async () => {
    const lastDay = await vatReturn('from=2026-06-30&to=2026-06-30');
    expect(lastDay.documents.map((document) => document.id)).toEqual([ids.I3]);
    const before = await vatReturn('from=2026-01-01&to=2026-03-31');
    expect(before.boxes).toMatchObject({ vatDueSales: '100.00', totalValueSalesExVAT: '500.00' });
  });

  it('refuses a period that ends before it starts, or a bad day, naming it', async () => {
    invalid(await api.get('/reports/vatReturn?from=2026-07-01&to=2026-06-30'), ['from']);
    invalid(await api.get('/reports/vatReturn?to=2026-06-31'), ['to']);
  });
});
