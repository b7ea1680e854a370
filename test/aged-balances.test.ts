import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgedAmounts, type BankAccount, createBank, createSupplier, type Invoice, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok } from './problem.js';

/*
 * Aged receivables and payables of books made by hand, at the end of 30 June 2026 unless said. Days
 * past due are counted from the due date: 31 March is 91 days before 30 June (30 in April, 31 in
 * May, 30 in June). Every figure expected is worked out here, with the arithmetic beside it.
 */

interface AgedReport {
  date: string;
  currency: string;
  clients?: (AgedAmounts & { clientId: number; clientName: string; currency: string })[];
  suppliers?: (AgedAmounts & { supplierId: number; supplierName: string; currency: string })[];
  totals: AgedAmounts;
  revaluation?: string;
  unvalued?: { transactionId: number; date: string; source: { type: string; id: number } }[];
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A row as [name, currency, not due, 1–30, 31–60, 61–90, over 90, total]. */
const columns = (name: string, currency: string, row: AgedAmounts) => [
  name,
  currency,
  row.notDue,
  row.days1To30,
  row.days31To60,
  row.days61To90,
  row.over90,
  row.total,
];

const clientRows = (report: AgedReport) =>
  (report.clients ?? []).map((row) => columns(row.clientName, row.currency, row));
const supplierRows = (report: AgedReport) =>
  (report.suppliers ?? []).map((row) => columns(row.supplierName, row.currency, row));
const totals = (report: AgedReport) => columns('totals', report.currency, report.totals).slice(2);

const aged = async (api: Api, path: string, query: string) =>
  ok<AgedReport>(await api.get(`/reports/${path}?${query}`));

/** The debit (or credit, for `credit`) of an account in the trial balance at the date, in one currency or in base. */
async function controlBalance(api: Api, code: string, date: string, currency: string, side: 'debit' | 'credit') {
  const report = ok<{ lines: { code: string; currency: string; debit: string; credit: string }[] }>(
    await api.get(`/reports/trialBalance?date=${date}${currency === 'base' ? '&currency=base' : ''}`),
  );
  const line = report.lines.find(
    (candidate) => candidate.code === code && (currency === 'base' || candidate.currency === currency),
  );
  return line?.[side] ?? '0.00';
}

describe('aged receivables', () => {
  let api: Api;
  let euroInvoice: Invoice;

  async function invoice(clientId: number, issueDate: string, dueDate: string, rate: string, extra = {}) {
    return ok<Invoice>(
      await api.post('/invoices', {
        clientId,
        currency: 'GBP',
        issueDate,
        dueDate,
        draft: false,
        invoiceLines: [{ quantity: 1, rate, vatRate: 0.2 }],
        ...extra,
      }),
    );
  }

  async function receive(paid: Invoice, bank: BankAccount, amount: string, dateReceived: string) {
    ok(
      await api.post('/clientPayments', {
        clientId: paid.clientId,
        bankAccountId: bank.id,
        currency: paid.currency,
        amount,
        dateReceived,
        invoiceIds: [paid.id],
      }),
    );
  }

  beforeAll(async () => {
    api = await newCompany(t);
    const pounds = await createBank(api);
    const dollars = await createBank(api, 'USD');
    const alpha = ok<{ id: number }>(await api.post('/clients', { name: 'Alpha Ltd' }));
    const beta = ok<{ id: number }>(await api.post('/clients', { name: 'Beta plc' }));
    // Alpha Ltd
    const a1 = await invoice(alpha.id, '2026-03-01', '2026-03-31', '1000.00'); // 1,200.00
    await receive(a1, pounds, '200.00', '2026-04-15');
    await receive(a1, pounds, '300.00', '2026-07-05'); // after 30 June
    await invoice(alpha.id, '2026-05-01', '2026-05-31', '200.00'); // 240.00, 30 days past due
    await invoice(alpha.id, '2026-06-20', '2026-07-20', '500.00'); // 600.00, not yet due
    await invoice(alpha.id, '2026-06-01', '2026-06-01', '400.00', { draft: true }); // a draft: never counted
    // Beta plc
    await invoice(beta.id, '2026-04-01', '2026-04-30', '300.00'); // 360.00, 61 days past due
    await invoice(beta.id, '2026-05-01', '2026-05-01', '100.00'); // 120.00, 60 days past due
    const b3 = await invoice(beta.id, '2026-02-01', '2026-02-28', '400.00'); // 480.00, paid in full
    await receive(b3, pounds, '480.00', '2026-03-10');
    await invoice(beta.id, '2026-07-01', '2026-07-31', '200.00'); // 240.00, issued after 30 June
    // USD 100.00 at 0.80 = GBP 80.00, 15 days past due; USD 40.00 received clears 40.00 × 0.80 = 32.00.
    const b5 = await invoice(beta.id, '2026-06-01', '2026-06-15', '100.00', {
      currency: 'USD',
      exchangeRate: 0.8,
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    });
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-06-20', rate: 0.75 }));
    await receive(b5, dollars, '40.00', '2026-06-20');
    // EUR 50.00 without a rate: no value in pounds.
    euroInvoice = await invoice(beta.id, '2026-06-25', '2026-07-25', '50.00', {
      currency: 'EUR',
      invoiceLines: [{ quantity: 1, rate: '50.00', vatRate: 0 }],
    });
  });

  it('ages each client’s open invoices in pounds, at their book values, and totals the trade debtors', async () => {
    const report = await aged(api, 'agedReceivables', 'date=2026-06-30');
    expect(report).toMatchObject({ date: '2026-06-30', currency: 'GBP' });
    expect(clientRows(report)).toEqual([
      // 600.00 not due; 240.00 at 30 days; 1,200.00 - 200.00 = 1,000.00 at 91 days
      ['Alpha Ltd', 'GBP', '600.00', '240.00', '0.00', '0.00', '1,000.00', '1,840.00'],
      ['Beta plc', 'GBP', '0.00', '0.00', '120.00', '360.00', '0.00', '480.00'],
      ['Beta plc', 'USD', '0.00', '48.00', '0.00', '0.00', '0.00', '48.00'], // 80.00 - 32.00
    ]);
    expect(totals(report)).toEqual(['600.00', '288.00', '120.00', '360.00', '1,000.00', '2,368.00']);
    // Invoiced 1,200 + 240 + 600 + 360 + 120 + 480 + 80 = 3,080.00; paid 200 + 480 + 32 = 712.00.
    expect(await controlBalance(api, '1200', '2026-06-30', 'base', 'debit')).toBe('2,368.00');
    expect(report.revaluation).toBe('0.00');
    expect(report.unvalued).toEqual([
      { transactionId: expect.any(Number), date: '2026-06-25', source: { type: 'INVOICE', id: euroInvoice.id } },
    ]);
    expect(report.clients?.[0]).toMatchObject({ clientId: expect.any(Number), clientName: 'Alpha Ltd' });
  });

  it('gives one currency’s invoices in their own amounts when asked', async () => {
    const dollars = await aged(api, 'agedReceivables', 'date=2026-06-30&currency=usd');
    expect(dollars).not.toHaveProperty('unvalued');
    expect(dollars).not.toHaveProperty('revaluation');
    expect(clientRows(dollars)).toEqual([['Beta plc', 'USD', '0.00', '60.00', '0.00', '0.00', '0.00', '60.00']]);
    expect(await controlBalance(api, '1200', '2026-06-30', 'USD', 'debit')).toBe('60.00');
    const euros = await aged(api, 'agedReceivables', 'date=2026-06-30&currency=EUR');
    expect(clientRows(euros)).toEqual([['Beta plc', 'EUR', '50.00', '0.00', '0.00', '0.00', '0.00', '50.00']]);
    const pounds = await aged(api, 'agedReceivables', 'date=2026-06-30&currency=GBP');
    expect(totals(pounds)).toEqual(['600.00', '240.00', '120.00', '360.00', '1,000.00', '2,320.00']);
  });

  it('counts the payments up to the date, and the invoices issued by then', async () => {
    const report = await aged(api, 'agedReceivables', 'date=2026-07-10&currency=GBP');
    expect(clientRows(report)).toEqual([
      // 1,000.00 - 300.00 = 700.00 at 101 days; 240.00 at 40 days; 600.00 not due
      ['Alpha Ltd', 'GBP', '600.00', '0.00', '240.00', '0.00', '700.00', '1,540.00'],
      // 360.00 at 71 days, 120.00 at 70 days; 240.00 issued on 1 July, not due
      ['Beta plc', 'GBP', '240.00', '0.00', '0.00', '480.00', '0.00', '720.00'],
    ]);
    expect(await controlBalance(api, '1200', '2026-07-10', 'GBP', 'debit')).toBe('2,260.00');
    const early = await aged(api, 'agedReceivables', 'date=2026-03-05');
    expect(clientRows(early)).toEqual([
      ['Alpha Ltd', 'GBP', '1,200.00', '0.00', '0.00', '0.00', '0.00', '1,200.00'],
      ['Beta plc', 'GBP', '0.00', '480.00', '0.00', '0.00', '0.00', '480.00'], // due 28 February: 5 days
    ]);
    const before = await aged(api, 'agedReceivables', 'date=2026-01-31');
    expect(before.clients).toEqual([]);
    expect(totals(before)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
  });

  it('shows a revaluation of the date beside the book values, so that together they make trade debtors', async () => {
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-06-30', rate: 0.9 }));
    ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2026-06-25', rate: 0.85 })); // values the EUR 50.00 at 42.50
    ok(await api.post('/currencyRevaluations', { date: '2026-06-30' }));
    const report = await aged(api, 'agedReceivables', 'date=2026-06-30');
    expect(totals(report)).toEqual(['642.50', '288.00', '120.00', '360.00', '1,000.00', '2,410.50']);
    // USD 60.00 booked at 48.00 is worth 60.00 × 0.90 = 54.00 on 30 June: 6.00 more.
    expect(report.revaluation).toBe('6.00');
    expect(await controlBalance(api, '1200', '2026-06-30', 'base', 'debit')).toBe('2,416.50'); // 2,410.50 + 6.00
    const nextDay = await aged(api, 'agedReceivables', 'date=2026-07-01');
    expect(nextDay.revaluation).toBe('0.00'); // reversed on 1 July
  });
});

describe('aged payables', () => {
  it('ages each supplier’s open bills and totals the trade creditors', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const gamma = await createSupplier(api, 'Gamma Supplies');
    const delta = await createSupplier(api, 'Delta Services');
    const bill = async (supplierId: number, issueDate: string, dueDate: string, unitPrice: string) =>
      ok<{ id: number }>(
        await api.post('/bills', {
          supplierId,
          currency: 'GBP',
          issueDate,
          dueDate,
          billLines: [{ quantity: 1, unitPrice, vatRate: 0.2, categoryCode: '6300' }],
        }),
      );
    const pay = async (paid: { id: number }, supplierId: number, amount: string, datePaid: string) =>
      ok(
        await api.post('/supplierPayments', {
          supplierId,
          bankAccountId: bank.id,
          currency: 'GBP',
          amount,
          datePaid,
          billIds: [paid.id],
        }),
      );
    const g1 = await bill(gamma.id, '2026-01-10', '2026-02-09', '500.00'); // 600.00, paid in full
    await pay(g1, gamma.id, '600.00', '2026-02-20');
    await bill(gamma.id, '2026-06-01', '2026-07-01', '300.00'); // 360.00, not yet due
    const g3 = await bill(gamma.id, '2026-05-15', '2026-05-20', '100.00'); // 120.00, 41 days past due
    await pay(g3, gamma.id, '20.00', '2026-06-01');
    await bill(delta.id, '2026-03-01', '2026-03-01', '200.00'); // 240.00, 121 days past due

    const report = await aged(api, 'agedPayables', 'date=2026-06-30');
    expect(supplierRows(report)).toEqual([
      ['Delta Services', 'GBP', '0.00', '0.00', '0.00', '0.00', '240.00', '240.00'],
      ['Gamma Supplies', 'GBP', '360.00', '0.00', '100.00', '0.00', '0.00', '460.00'], // 120.00 - 20.00 = 100.00
    ]);
    expect(totals(report)).toEqual(['360.00', '0.00', '100.00', '0.00', '240.00', '700.00']);
    // Billed 600 + 360 + 120 + 240 = 1,320.00; paid 600 + 20 = 620.00.
    expect(await controlBalance(api, '2100', '2026-06-30', 'base', 'credit')).toBe('700.00');
    expect(report.suppliers?.[0]).toMatchObject({ supplierId: delta.id, supplierName: 'Delta Services' });
    expect(report).not.toHaveProperty('clients');
  });

  it.each([
    ['agedPayables?date=2026-13-01', 'date'],
    ['agedReceivables?date=30/06/2026', 'date'],
    ['agedReceivables?currency=pounds', 'currency'],
  ])('refuses %s, naming %s', async (url, field) => {
    const api = await newCompany(t);
    invalid(await api.get(`/reports/${url}`), [field]);
  });
});
