import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  type Client,
  createBank,
  createClient,
  getInvoice,
  type Invoice,
  ledgerOf,
  newCompany,
  postingsOf,
  type TrialBalance,
  trialBalance,
  type VatReturn,
} from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, messageAt, ok, problem, violation } from './problem.js';

/*
 * Bad debts written off (POST /invoices/{id}/writeOff): what an invoice has outstanding leaves
 * trade debtors on the write-off's date. More than six months past its due date (HMRC's bad-debt
 * relief), its VAT part, outstanding × VAT / total, goes back to the VAT control account and into
 * box 4 of the return of that date, and the rest to bad debts (7300); earlier, all of it to bad
 * debts. Every figure is worked by hand beside it.
 */

interface WriteOff {
  id: number;
  invoiceId: number;
  date: string;
  amount: string;
  vatReclaimed: string;
  note?: string;
}

interface WrittenOffInvoice extends Invoice {
  writtenOffAmount?: string;
  writeOff?: { id: number; date: string; vatReclaimed: string };
}

interface Aged {
  clients: { over90: string; total: string }[];
  totals: { total: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// 1 × 1,000.00 at 20 %: net 1,000.00, VAT 200.00, total 1,200.00.
const SOLD = [{ quantity: 1, rate: '1000.00', vatRate: 0.2 }];

/** An invoice of 1,200.00 to the client, in pounds, issued on 1 January 2025 and due on 31 January, unless `fields` say otherwise. */
const invoiceOf = async (api: Api, client: Client, fields: object = {}) =>
  ok<WrittenOffInvoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2025-01-01',
      dueDate: '2025-01-31',
      invoiceLines: SOLD,
      ...fields,
    }),
  );

interface Books {
  api: Api;
  client: Client;
  bankCode: string;
  invoice: WrittenOffInvoice;
  paymentId: number;
}

/**
 * An invoice of 1,200.00 issued on 1 January 2025 and due on 31 January, of which 300.00 was paid on
 * 1 March; in a foreign currency at `rate`, paid into a pound account at 0.87.
 */
async function booked(currency = 'GBP', rate?: number): Promise<Books> {
  const api = await newCompany(t);
  const client = await createClient(api);
  const bank = await createBank(api);
  const invoice = await invoiceOf(api, client, { currency, ...(rate === undefined ? {} : { exchangeRate: rate }) });
  const payment = ok<{ id: number }>(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency,
      ...(currency === 'GBP' ? {} : { exchangeRate: 0.87 }),
      amount: '300.00',
      dateReceived: '2025-03-01',
      invoiceIds: [invoice.id],
    }),
  );
  return { api, client, bankCode: bank.ledgerAccountCode, invoice, paymentId: payment.id };
}

const writeOff = (api: Api, invoice: { id: number }, date: string, fields: object = {}) =>
  api.post(`/invoices/${invoice.id}/writeOff`, { date, ...fields });

const vatReturn = async (api: Api, query: string) => ok<VatReturn>(await api.get(`/reports/vatReturn?${query}`));
const QUARTER_3 = 'from=2025-07-01&to=2025-09-30';
const QUARTER_1 = 'from=2025-01-01&to=2025-03-31';

const baseLines = (report: TrialBalance) => report.lines.map((line) => [line.code, line.debit, line.credit]);

describe('writing off an invoice more than six months past its due date', () => {
  it('sends its net to bad debts and its VAT back from the VAT control account, claimed in box 4 of the return of its date', async () => {
    const { api, client, bankCode, invoice } = await booked();
    const made = ok<WriteOff>(await writeOff(api, invoice, '2025-08-01', { note: 'Client in liquidation' }));
    // Due 31 January: six months after is 31 July, so 1 August is more than six months past due.
    // Outstanding 1,200.00 − 300.00 = 900.00; its VAT 900.00 × 200.00 / 1,200.00 = 150.00; net 900.00 − 150.00 = 750.00.
    expect(made).toEqual({
      id: expect.any(Number),
      invoiceId: invoice.id,
      date: '2025-08-01',
      amount: '900.00',
      vatReclaimed: '150.00',
      note: 'Client in liquidation',
      ...anyTimestamps,
    });
    expect(ok<WriteOff>(await api.get(`/invoices/${invoice.id}/writeOff`))).toEqual(made);
    expect(await getInvoice(api, invoice.id)).toMatchObject({
      totalAmount: '1,200.00',
      outstandingAmount: '0.00',
      writtenOffAmount: '900.00',
      writeOff: { id: made.id, date: '2025-08-01', vatReclaimed: '150.00' },
    });

    expect(await postingsOf(api, '7300')).toEqual([['INVOICE_WRITE_OFF', made.id, 'GBP', '750.00', '0.00']]);
    expect(await postingsOf(api, '2200')).toEqual([
      ['INVOICE', invoice.id, 'GBP', '0.00', '200.00'],
      ['INVOICE_WRITE_OFF', made.id, 'GBP', '150.00', '0.00'],
    ]);
    expect((await postingsOf(api, '1200')).at(-1)).toEqual(['INVOICE_WRITE_OFF', made.id, 'GBP', '0.00', '900.00']);
    // The day before, debtors still hold 900.00 and the VAT control account 200.00.
    expect((await balances(api, '2025-07-31')).lines).toEqual([
      ['1200', 'GBP', '900.00', '0.00'],
      [bankCode, 'GBP', '300.00', '0.00'],
      ['2200', 'GBP', '0.00', '200.00'],
      ['4000', 'GBP', '0.00', '1,000.00'],
    ]);
    // From its date: debtors 0.00, VAT 200.00 − 150.00 = 50.00, bad debts 750.00; 300.00 + 750.00 = 50.00 + 1,000.00.
    expect(await balances(api, '2025-08-01')).toEqual({
      lines: [
        [bankCode, 'GBP', '300.00', '0.00'],
        ['2200', 'GBP', '0.00', '50.00'],
        ['4000', 'GBP', '0.00', '1,000.00'],
        ['7300', 'GBP', '750.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '1,050.00', credit: '1,050.00' }],
    });

    const quarter = await vatReturn(api, QUARTER_3);
    expect(quarter.boxes).toMatchObject({
      vatDueSales: '0.00',
      vatReclaimedCurrPeriod: '150.00',
      // Box 3 (0.00) less box 4 (150.00): HMRC repays 150.00.
      netVatDue: '150.00',
      totalValueSalesExVAT: '0.00',
      totalValuePurchasesExVAT: '0.00',
    });
    expect(quarter.netVatDueDirection).toBe('repayment');
    expect(quarter.documents).toEqual([
      {
        type: 'INVOICE_WRITE_OFF',
        id: made.id,
        number: invoice.invoiceNumber,
        date: '2025-08-01',
        currency: 'GBP',
        net: '750.00',
        tax: '150.00',
        reverseChargeTax: '0.00',
        boxes: [4],
      },
    ]);
    // The return of the invoice's quarter stands as it was filed.
    expect((await vatReturn(api, QUARTER_1)).boxes).toMatchObject({
      vatDueSales: '200.00',
      vatReclaimedCurrPeriod: '0.00',
      totalValueSalesExVAT: '1,000.00',
      totalValuePurchasesExVAT: '0.00',
    });

    // Aged debtors see the debt until the write-off's date: 900.00, due 31 January, is over 90 days on 31 July.
    const before = ok<Aged>(await api.get('/reports/agedReceivables?date=2025-07-31'));
    expect(before.clients).toMatchObject([{ over90: '900.00', total: '900.00' }]);
    const after = ok<Aged>(await api.get('/reports/agedReceivables?date=2025-08-01'));
    expect(after.clients).toEqual([]);
    expect(after.totals.total).toBe('0.00');

    // Sales 1,000.00 less bad debts 750.00: a profit of 250.00, which the balance sheet keeps.
    const profit = ok<{ netProfit: string }>(await api.get('/reports/profitAndLoss?from=2025-01-01&to=2025-12-31'));
    expect(profit.netProfit).toBe('250.00');
    const sheet = ok<{ assets: { total: string }; liabilities: { total: string }; netAssets: string }>(
      await api.get('/reports/balanceSheet?date=2025-08-01'),
    );
    expect(sheet).toMatchObject({ assets: { total: '300.00' }, liabilities: { total: '50.00' }, netAssets: '250.00' });

    // The client owes nothing: 1,200.00 invoiced − 300.00 paid − 900.00 written off.
    expect(ok(await api.get(`/clients/${client.id}/balance`))).toEqual([
      {
        currency: 'GBP',
        invoiced: '1,200.00',
        credited: '0.00',
        paid: '300.00',
        refunded: '0.00',
        onAccount: '0.00',
        writtenOff: '900.00',
        outstanding: '0.00',
      },
    ]);
  });

  it('works six months from the due date by calendar months: due 31 August, relief from 1 March, not 28 February', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client, { issueDate: '2025-08-01', dueDate: '2025-08-31' });
    // 31 August and six months is 28 February 2026 (no 31st): on that day it is not more than six months past due.
    const early = ok<WriteOff>(await writeOff(api, invoice, '2026-02-28'));
    expect(early).toMatchObject({ amount: '1,200.00', vatReclaimed: '0.00' });
    ok(await api.delete(`/invoices/${invoice.id}/writeOff`));
    // The day after, it is: 1,200.00 × 200.00 / 1,200.00 = 200.00 of VAT.
    const relieved = ok<WriteOff>(await writeOff(api, invoice, '2026-03-01'));
    expect(relieved).toMatchObject({ amount: '1,200.00', vatReclaimed: '200.00' });
    expect(await postingsOf(api, '7300')).toEqual([['INVOICE_WRITE_OFF', relieved.id, 'GBP', '1,000.00', '0.00']]);
  });
});

describe('writing off an invoice six months past its due date or less', () => {
  it('sends the whole of it to bad debts and reclaims no VAT', async () => {
    const { api, invoice } = await booked();
    // 31 July is six months after 31 January, not more.
    const made = ok<WriteOff>(await writeOff(api, invoice, '2025-07-31'));
    expect(made).toMatchObject({ amount: '900.00', vatReclaimed: '0.00' });
    expect(made.note).toBeUndefined();
    expect(await postingsOf(api, '7300')).toEqual([['INVOICE_WRITE_OFF', made.id, 'GBP', '900.00', '0.00']]);
    expect(await postingsOf(api, '2200')).toEqual([['INVOICE', invoice.id, 'GBP', '0.00', '200.00']]);
    expect((await balances(api, '2025-07-31')).lines).toContainEqual(['7300', 'GBP', '900.00', '0.00']);
    const quarter = await vatReturn(api, QUARTER_3);
    expect(quarter.boxes).toMatchObject({ vatReclaimedCurrPeriod: '0.00', totalValuePurchasesExVAT: '0.00' });
    expect(quarter.documents).toEqual([]);
  });
});

describe('writing off an invoice in a foreign currency', () => {
  it('clears debtors at the invoice’s rate, as a payment does, and claims the sterling value of its VAT', async () => {
    const { api, bankCode, invoice } = await booked('EUR', 0.8567);
    const made = ok<WriteOff>(await writeOff(api, invoice, '2025-08-01'));
    // EUR 900.00 outstanding, of which EUR 150.00 VAT and EUR 750.00 net.
    expect(made).toMatchObject({ amount: '900.00', vatReclaimed: '150.00' });
    expect(await postingsOf(api, '7300')).toEqual([['INVOICE_WRITE_OFF', made.id, 'EUR', '750.00', '0.00']]);

    // In pounds: the invoice 1,200.00 × 0.8567 = 1,028.04, its VAT 200.00 × 0.8567 = 171.34, sales 856.70;
    // the payment cleared 300.00 × 0.8567 = 257.01 and brought 300.00 × 0.87 = 261.00, a gain of 3.99;
    // the write-off clears what is left, 1,028.04 − 257.01 = 771.03, of which VAT 150.00 × 0.8567 =
    // 128.505 → 128.51 and bad debts 771.03 − 128.51 = 642.52; VAT control 171.34 − 128.51 = 42.83.
    const base = await trialBalance(api, '2025-08-01');
    const inPounds = ok<TrialBalance>(await api.get('/reports/trialBalance?date=2025-08-01&currency=base'));
    expect(base.lines.filter((line) => line.code === '1200')).toEqual([]);
    expect(baseLines(inPounds)).toEqual([
      [bankCode, '261.00', '0.00'],
      ['2200', '0.00', '42.83'],
      ['4000', '0.00', '856.70'],
      ['7300', '642.52', '0.00'],
      ['7810', '0.00', '3.99'],
    ]);
    expect(inPounds.totals).toEqual([{ currency: 'GBP', debit: '903.52', credit: '903.52' }]);

    const quarter = await vatReturn(api, QUARTER_3);
    expect(quarter.boxes.vatReclaimedCurrPeriod).toBe('128.51');
    expect(quarter.documents).toMatchObject([{ type: 'INVOICE_WRITE_OFF', net: '642.52', tax: '128.51', boxes: [4] }]);
    const inEuros = await vatReturn(api, `${QUARTER_3}&currency=EUR`);
    expect(inEuros.boxes.vatReclaimedCurrPeriod).toBe('150.00');
    expect(inEuros.documents).toMatchObject([{ net: '750.00', tax: '150.00' }]);

    // Aged debtors in pounds hold its book value, 771.03, until the write-off's date.
    const before = ok<Aged>(await api.get('/reports/agedReceivables?date=2025-07-31'));
    expect(before.totals.total).toBe('771.03');
    const after = ok<Aged>(await api.get('/reports/agedReceivables?date=2025-08-01'));
    expect(after.totals.total).toBe('0.00');
  });
});

describe('writing off an invoice that has no value yet', () => {
  it('stands unvalued with its invoice, and is valued with it once a rate for its date comes', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client, { currency: 'CHF' });
    const made = ok<WriteOff>(await writeOff(api, invoice, '2025-08-01'));
    expect(made).toMatchObject({ amount: '1,200.00', vatReclaimed: '200.00' });
    const unvalued = ok<{ unvalued: { source: { type: string } }[] }>(
      await api.get('/reports/trialBalance?date=2025-08-01&currency=base'),
    ).unvalued.map((transaction) => transaction.source.type);
    expect(unvalued).toEqual(['INVOICE', 'INVOICE_WRITE_OFF']);
    expect((await vatReturn(api, QUARTER_3)).boxes.vatReclaimedCurrPeriod).toBe('0.00');

    ok(await api.post('/exchangeRates', { currency: 'CHF', date: '2025-01-01', rate: 0.9 }));
    // The invoice 1,200.00 × 0.90 = 1,080.00, its VAT 200.00 × 0.90 = 180.00, sales 900.00; the write-off
    // clears all of it, 1,080.00, of which VAT 180.00 and bad debts 900.00.
    const inPounds = ok<TrialBalance>(await api.get('/reports/trialBalance?date=2025-08-01&currency=base'));
    expect(baseLines(inPounds)).toEqual([
      ['4000', '0.00', '900.00'],
      ['7300', '900.00', '0.00'],
    ]);
    expect((await vatReturn(api, QUARTER_3)).boxes.vatReclaimedCurrPeriod).toBe('180.00');
  });
});

describe('what a write-off holds, until it is undone', () => {
  it('refuses payments and allocations to the invoice, which are taken once it is undone', async () => {
    const { api, client, invoice, paymentId } = await booked();
    const made = ok<WriteOff>(await writeOff(api, invoice, '2025-08-01'));
    const bank = await createBank(api);
    const pay = (amount: string, fields: object = {}) =>
      api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount,
        dateReceived: '2025-09-01',
        invoiceIds: [invoice.id],
        ...fields,
      });
    const refused = violation(await pay('900.00'), ['invoiceIds[0]']);
    expect(messageAt(refused, 'invoiceIds[0]')).toMatch(`invoice ${invoice.id} is written off`);

    const note = ok<{ id: number }>(
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2025-09-01',
        dueDate: '2025-09-01',
        creditNoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
      }),
    );
    const credited = { invoiceId: invoice.id, amount: '10.00' };
    const noteRefused = violation(await api.post(`/creditNotes/${note.id}/allocations`, credited), ['invoiceId']);
    expect(messageAt(noteRefused, 'invoiceId')).toMatch('written off');
    const kept = ok<{ id: number }>(await pay('50.00', { invoiceIds: [], onAccount: true }));
    violation(await api.post(`/clientPayments/${kept.id}/allocations`, credited), ['invoiceId']);
    // What settled it before the write-off stays while it stands.
    problem(await api.delete(`/clientPayments/${paymentId}`), 409, /written off/);

    // Undone: the write-off answers as it was, its postings are reversed on its date, and the invoice owes 900.00 again.
    expect(ok<WriteOff>(await api.delete(`/invoices/${invoice.id}/writeOff`))).toEqual(made);
    const undone = await getInvoice(api, invoice.id);
    expect(undone.outstandingAmount).toBe('900.00');
    expect(undone).not.toHaveProperty('writeOff');
    expect(undone).not.toHaveProperty('writtenOffAmount');
    problem(await api.get(`/invoices/${invoice.id}/writeOff`), 404);
    const reversal = (await ledgerOf(api, '7300')).postings.map((posting) => [
      posting.date,
      posting.source.type,
      posting.debit,
      posting.credit,
      posting.reversesTransactionId === undefined,
    ]);
    expect(reversal).toEqual([
      ['2025-08-01', 'INVOICE_WRITE_OFF', '750.00', '0.00', true],
      ['2025-08-01', 'INVOICE_WRITE_OFF', '0.00', '750.00', false],
    ]);
    expect((await balances(api, '2025-08-01')).lines).toContainEqual(['1200', 'GBP', '900.00', '0.00']);
    expect((await vatReturn(api, QUARTER_3)).boxes.vatReclaimedCurrPeriod).toBe('0.00');

    ok(await pay('900.00'));
    expect((await getInvoice(api, invoice.id)).outstandingAmount).toBe('0.00');
    const trail = ok<{ method: string }[]>(await api.get(`/auditLog?recordType=invoiceWriteOff&recordId=${made.id}`));
    expect(trail.map((entry) => entry.method)).toEqual(['DELETE', 'POST']);
  });

  it('keeps the invoice as it is: no edit (422), no line call (422), no delete (409), nor of its allocations (409)', async () => {
    const { api, client, invoice } = await booked();
    const note = ok<{ id: number }>(
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2025-03-02',
        dueDate: '2025-03-02',
        creditNoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
      }),
    );
    const allocation = ok<{ id: number }>(
      await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '100.00' }),
    );
    // 1,200.00 − 300.00 paid − 100.00 credited = 800.00 written off.
    expect(ok<WriteOff>(await writeOff(api, invoice, '2025-08-01')).amount).toBe('800.00');
    const edit = violation(await api.put(`/invoices/${invoice.id}`, { ...invoice, poNumber: 'PO-1' }), ['writeOff']);
    expect(edit.detail).toMatch('written off');
    violation(await api.post(`/invoices/${invoice.id}/invoiceLines`, { quantity: 1, rate: '1.00', vatRate: 0 }), [
      'writeOff',
    ]);
    problem(await api.delete(`/invoices/${invoice.id}`), 409, /written off/);
    problem(await api.delete(`/creditNotes/${note.id}/allocations/${allocation.id}`), 409, /written off/);
    expect(await getInvoice(api, invoice.id)).toMatchObject({ outstandingAmount: '0.00', writtenOffAmount: '800.00' });
  });
});

describe('what cannot be written off', () => {
  it('a draft, an invoice with nothing outstanding, a date before the invoice or its last payment, a second write-off', async () => {
    const { api, client, invoice } = await booked();
    const draft = await invoiceOf(api, client, { draft: true });
    violation(await writeOff(api, draft, '2025-08-01'), ['draft']);
    const bank = await createBank(api);
    const paid = await invoiceOf(api, client, { invoiceLines: [{ quantity: 1, rate: '10.00', vatRate: 0 }] });
    ok(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '10.00',
        dateReceived: '2025-01-05',
        invoiceIds: [paid.id],
      }),
    );
    violation(await writeOff(api, paid, '2025-08-01'), ['outstandingAmount']);
    expect(messageAt(violation(await writeOff(api, invoice, '2024-12-31'), ['date']), 'date')).toMatch('2025-01-01');
    // Its last payment was on 1 March: what it had outstanding before then was not what it has now.
    expect(messageAt(violation(await writeOff(api, invoice, '2025-02-28'), ['date']), 'date')).toMatch('2025-03-01');
    invalid(await api.post(`/invoices/${invoice.id}/writeOff`, {}), ['date']);

    ok(await writeOff(api, invoice, '2025-08-01'));
    problem(await writeOff(api, invoice, '2025-09-01'), 409, /already written off/);
    problem(await writeOff(api, { id: MISSING_ID }, '2025-08-01'), 404);
    problem(await api.get(`/invoices/${paid.id}/writeOff`), 404);
    problem(await api.delete(`/invoices/${paid.id}/writeOff`), 404);
  });

  it('a write-off dated on or before the lock date can neither be made nor undone', async () => {
    const { api, invoice } = await booked();
    ok(await api.put('/company', { lockDate: '2025-08-31' }));
    const refused = violation(await writeOff(api, invoice, '2025-08-01'), ['date']);
    expect(refused.lockDate).toBe('2025-08-31');
    ok(await api.put('/company', { lockDate: null }));
    const made = ok<WriteOff>(await writeOff(api, invoice, '2025-08-01'));
    ok(await api.put('/company', { lockDate: '2025-08-31' }));
    violation(await api.delete(`/invoices/${invoice.id}/writeOff`), ['date']);
    expect(ok<WriteOff>(await api.get(`/invoices/${invoice.id}/writeOff`))).toEqual(made);
  });
});
