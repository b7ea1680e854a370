import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createBank, createClient, createSupplier, newCompany, type Supplier } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * Every invoice, bill, credit note and supplier credit answers a status derived from what it is and
 * what settled it, at today's date in UTC: draft, open, partiallyPaid, paid, overdue (something
 * outstanding and past due), writtenOff. Credits never fall overdue. Figures worked by hand.
 */

interface WithStatus {
  id: number;
  status: string;
  outstandingAmount: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = dayFromToday(0);
const YESTERDAY = dayFromToday(-1);
const TOMORROW = dayFromToday(1);
const ISSUED = dayFromToday(-40);

/** An invoice of 120.00 (100.00 + 20 % VAT), issued 40 days ago and due tomorrow unless `fields` say otherwise. */
const invoiceOf = async (api: Api, client: Client, fields: object = {}) =>
  ok<WithStatus>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: ISSUED,
      dueDate: TOMORROW,
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
      ...fields,
    }),
  );

/** A bill of 120.00 (100.00 + 20 % VAT), issued 40 days ago and due tomorrow unless `fields` say otherwise. */
const billOf = async (api: Api, supplier: Supplier, fields: object = {}) =>
  ok<WithStatus>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: ISSUED,
      dueDate: TOMORROW,
      billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0.2, categoryCode: '6300' }],
      ...fields,
    }),
  );

const statusOf = async (api: Api, path: string) => ok<WithStatus>(await api.get(path)).status;

async function payInvoice(api: Api, client: Client, invoice: { id: number }, amount: string) {
  const bank = await createBank(api);
  ok(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount,
      dateReceived: TODAY,
      invoiceIds: [invoice.id],
    }),
  );
}

async function payBill(api: Api, supplier: Supplier, bill: { id: number }, amount: string) {
  const bank = await createBank(api);
  ok(
    await api.post('/supplierPayments', {
      supplierId: supplier.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount,
      datePaid: TODAY,
      billIds: [bill.id],
    }),
  );
}

describe('the status of an invoice', () => {
  it('is draft, open, partiallyPaid and paid as it is issued and paid, in every answer', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    // A draft owes nothing, even past its due date.
    const invoice = await invoiceOf(api, client, { draft: true, dueDate: YESTERDAY });
    expect(invoice).toMatchObject({ status: 'draft', outstandingAmount: '0.00' });
    const issued = ok<WithStatus>(
      await api.put(`/invoices/${invoice.id}`, {
        clientId: client.id,
        currency: 'GBP',
        issueDate: ISSUED,
        dueDate: TOMORROW,
        draft: false,
      }),
    );
    // Issued, due tomorrow: 120.00 outstanding, nothing paid.
    expect(issued).toMatchObject({ status: 'open', outstandingAmount: '120.00' });
    await payInvoice(api, client, invoice, '50.00');
    // 120.00 − 50.00 = 70.00 outstanding, not yet due.
    expect(ok<WithStatus>(await api.get(`/invoices/${invoice.id}`))).toMatchObject({
      status: 'partiallyPaid',
      outstandingAmount: '70.00',
    });
    await payInvoice(api, client, invoice, '70.00');
    // 70.00 − 70.00 = 0.00 outstanding.
    expect(ok<WithStatus>(await api.get(`/invoices/${invoice.id}`))).toMatchObject({
      status: 'paid',
      outstandingAmount: '0.00',
    });
    // A page and the whole list answer the same.
    expect(ok<WithStatus[]>(await api.get('/invoices?limit=50')).map((listed) => listed.status)).toEqual(['paid']);
    expect(ok<WithStatus[]>(await api.get('/invoices')).map((listed) => listed.status)).toEqual(['paid']);
  });

  it('is overdue with something outstanding after its due date, not on it', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const dueYesterday = await invoiceOf(api, client, { dueDate: YESTERDAY });
    expect(dueYesterday.status).toBe('overdue');
    const dueToday = await invoiceOf(api, client, { dueDate: TODAY });
    expect(dueToday.status).toBe('open');
    await payInvoice(api, client, dueYesterday, '50.00');
    // 70.00 still outstanding, a day past due: overdue, not partiallyPaid.
    expect(await statusOf(api, `/invoices/${dueYesterday.id}`)).toBe('overdue');
    await payInvoice(api, client, dueYesterday, '70.00');
    expect(await statusOf(api, `/invoices/${dueYesterday.id}`)).toBe('paid');
  });

  it('is writtenOff once a write-off took the rest, and partiallyPaid again when it is undone', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    await payInvoice(api, client, invoice, '50.00');
    // The write-off takes the 70.00 left: nothing outstanding, settled by a write-off.
    ok(await api.post(`/invoices/${invoice.id}/writeOff`, { date: TODAY }));
    expect(ok<WithStatus>(await api.get(`/invoices/${invoice.id}`))).toMatchObject({
      status: 'writtenOff',
      outstandingAmount: '0.00',
    });
    expect(ok<WithStatus[]>(await api.get('/invoices?limit=50')).map((listed) => listed.status)).toEqual([
      'writtenOff',
    ]);
    ok(await api.delete(`/invoices/${invoice.id}/writeOff`));
    expect(await statusOf(api, `/invoices/${invoice.id}`)).toBe('partiallyPaid');
  });

  it('is paid when its total is zero, due or not', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const free = await invoiceOf(api, client, {
      dueDate: YESTERDAY,
      invoiceLines: [{ quantity: 1, rate: '0.00', vatRate: 0.2 }],
    });
    expect(free).toMatchObject({ status: 'paid', outstandingAmount: '0.00' });
  });

  it('is answered in a whole list written as it is read, beyond its first batch', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    // 101 invoices: the list is read in batches of 100, the last one alone in the second.
    for (let made = 0; made < 100; made += 1) await invoiceOf(api, client);
    const last = await invoiceOf(api, client, { dueDate: YESTERDAY });
    const listed = ok<WithStatus[]>(await api.get('/invoices'));
    expect(listed).toHaveLength(101);
    expect(listed.at(-1)).toMatchObject({ id: last.id, status: 'overdue' });
    expect(new Set(listed.slice(0, 100).map((invoice) => invoice.status))).toEqual(new Set(['open']));
  });
});

describe('the status of a bill', () => {
  it('is open, partiallyPaid, overdue and paid as it is paid and falls due', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await billOf(api, supplier);
    expect(bill).toMatchObject({ status: 'open', outstandingAmount: '120.00' });
    await payBill(api, supplier, bill, '50.00');
    // 120.00 − 50.00 = 70.00 outstanding, due tomorrow.
    expect(ok<WithStatus>(await api.get(`/bills/${bill.id}`))).toMatchObject({
      status: 'partiallyPaid',
      outstandingAmount: '70.00',
    });
    const late = await billOf(api, supplier, { dueDate: YESTERDAY });
    expect(late.status).toBe('overdue');
    await payBill(api, supplier, late, '120.00');
    // 120.00 − 120.00 = 0.00 outstanding.
    expect(await statusOf(api, `/bills/${late.id}`)).toBe('paid');
    expect(ok<WithStatus[]>(await api.get('/bills?limit=50')).map((listed) => listed.status)).toEqual([
      'partiallyPaid',
      'paid',
    ]);
  });
});

describe('the status of a credit', () => {
  it('of a credit note is draft, open, partiallyPaid and paid as it is issued, allocated and refunded, never overdue', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    // A credit note of 24.00 (20.00 + 20 % VAT), its due date long past.
    const note = ok<WithStatus>(
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: ISSUED,
        dueDate: ISSUED,
        draft: true,
        creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0.2 }],
      }),
    );
    expect(note.status).toBe('draft');
    const issued = ok<WithStatus>(
      await api.put(`/creditNotes/${note.id}`, {
        clientId: client.id,
        currency: 'GBP',
        issueDate: ISSUED,
        dueDate: ISSUED,
        draft: false,
      }),
    );
    expect(issued).toMatchObject({ status: 'open', outstandingAmount: '24.00' });
    const invoice = await invoiceOf(api, client);
    ok(await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '10.00' }));
    // 24.00 − 10.00 = 14.00 of credit left.
    expect(ok<WithStatus>(await api.get(`/creditNotes/${note.id}`))).toMatchObject({
      status: 'partiallyPaid',
      outstandingAmount: '14.00',
    });
    const bank = await createBank(api);
    ok(
      await api.post('/clientRefunds', {
        clientId: client.id,
        creditNoteId: note.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '14.00',
        datePaid: TODAY,
      }),
    );
    // 14.00 − 14.00 = 0.00 of credit left: all of it used.
    expect(await statusOf(api, `/creditNotes/${note.id}`)).toBe('paid');
    expect(ok<WithStatus[]>(await api.get('/creditNotes?limit=50')).map((listed) => listed.status)).toEqual(['paid']);
  });

  it('of a supplier credit is open, partiallyPaid and paid as it is allocated and refunded, never overdue', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    // A supplier credit of 12.00 (10.00 + 20 % VAT), due yesterday.
    const credit = ok<WithStatus>(
      await api.post('/supplierCredits', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: ISSUED,
        dueDate: YESTERDAY,
        supplierCreditLines: [{ quantity: 1, unitPrice: '10.00', vatRate: 0.2, categoryCode: '6300' }],
      }),
    );
    expect(credit).toMatchObject({ status: 'open', outstandingAmount: '12.00' });
    const bill = await billOf(api, supplier);
    ok(await api.post(`/supplierCredits/${credit.id}/allocations`, { billId: bill.id, amount: '5.00' }));
    // 12.00 − 5.00 = 7.00 of credit left.
    expect(ok<WithStatus>(await api.get(`/supplierCredits/${credit.id}`))).toMatchObject({
      status: 'partiallyPaid',
      outstandingAmount: '7.00',
    });
    const bank = await createBank(api);
    ok(
      await api.post('/supplierRefunds', {
        supplierId: supplier.id,
        supplierCreditId: credit.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '7.00',
        dateReceived: TODAY,
      }),
    );
    // 7.00 − 7.00 = 0.00 of credit left.
    expect(await statusOf(api, `/supplierCredits/${credit.id}`)).toBe('paid');
    expect(ok<WithStatus[]>(await api.get('/supplierCredits')).map((listed) => listed.status)).toEqual(['paid']);
  });
});
