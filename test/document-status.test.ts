import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  createBank,
  createClient,
  createSupplier,
  dayFromToday,
  newCompany,
  type Supplier,
  TODAY,
  TOMORROW,
  YESTERDAY,
} from './books.js';
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

interface CreditSide {
  kind: string;
  path: string;
  partyField: 'clientId' | 'supplierId';
  newParty: (api: Api) => Promise<{ id: number }>;
  /** A line of 20.00 + 20 % VAT: a credit of 24.00. */
  lines: Record<string, unknown>;
  /** A debt of 120.00 of the party, due tomorrow, which an allocation names by `debtField`. */
  debt: (api: Api, party: { id: number }) => Promise<{ id: number }>;
  debtField: 'invoiceId' | 'billId';
  refunds: { path: string; creditField: string; dateField: string };
}

const CREDIT_NOTE: CreditSide = {
  kind: 'credit note',
  path: '/creditNotes',
  partyField: 'clientId',
  newParty: createClient,
  lines: { creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0.2 }] },
  debt: (api, client) => invoiceOf(api, client as Client),
  debtField: 'invoiceId',
  refunds: { path: '/clientRefunds', creditField: 'creditNoteId', dateField: 'datePaid' },
};

const SUPPLIER_CREDIT: CreditSide = {
  kind: 'supplier credit',
  path: '/supplierCredits',
  partyField: 'supplierId',
  newParty: createSupplier,
  lines: { supplierCreditLines: [{ quantity: 1, unitPrice: '20.00', vatRate: 0.2, categoryCode: '6300' }] },
  debt: (api, supplier) => billOf(api, supplier as Supplier),
  debtField: 'billId',
  refunds: { path: '/supplierRefunds', creditField: 'supplierCreditId', dateField: 'dateReceived' },
};

describe.each([CREDIT_NOTE, SUPPLIER_CREDIT])('the status of a $kind', (side) => {
  it('is open, partiallyPaid and paid as it is allocated and refunded, never overdue', async () => {
    const api = await newCompany(t);
    const party = await side.newParty(api);
    // A credit of 24.00 (20.00 + 20 % VAT), its due date long past.
    const fields = { [side.partyField]: party.id, currency: 'GBP', issueDate: ISSUED, dueDate: ISSUED };
    const credit = ok<WithStatus>(await api.post(side.path, { ...fields, ...side.lines }));
    expect(credit).toMatchObject({ status: 'open', outstandingAmount: '24.00' });
    const debt = await side.debt(api, party);
    const allocation = { [side.debtField]: debt.id, amount: '10.00' };
    ok(await api.post(`${side.path}/${credit.id}/allocations`, allocation));
    // 24.00 − 10.00 = 14.00 of credit left.
    expect(ok<WithStatus>(await api.get(`${side.path}/${credit.id}`))).toMatchObject({
      status: 'partiallyPaid',
      outstandingAmount: '14.00',
    });
    const bank = await createBank(api);
    const { path, creditField, dateField } = side.refunds;
    const refund = { [side.partyField]: party.id, [creditField]: credit.id, [dateField]: TODAY };
    ok(await api.post(path, { ...refund, bankAccountId: bank.id, currency: 'GBP', amount: '14.00' }));
    // 14.00 − 14.00 = 0.00 of credit left: all of it used.
    expect(await statusOf(api, `${side.path}/${credit.id}`)).toBe('paid');
    expect(ok<WithStatus[]>(await api.get(`${side.path}?limit=50`)).map((listed) => listed.status)).toEqual(['paid']);
  });
});

describe('the status of a draft credit note', () => {
  it('is draft until it is issued', async () => {
    const side = CREDIT_NOTE;
    const api = await newCompany(t);
    const party = await side.newParty(api);
    const fields = { [side.partyField]: party.id, currency: 'GBP', issueDate: ISSUED, dueDate: ISSUED };
    const credit = ok<WithStatus>(await api.post(side.path, { ...fields, ...side.lines, draft: true }));
    // A draft holds no credit.
    expect(credit).toMatchObject({ status: 'draft', outstandingAmount: '0.00' });
    const issued = ok<WithStatus>(await api.put(`${side.path}/${credit.id}`, { ...fields, draft: false }));
    expect(issued).toMatchObject({ status: 'open', outstandingAmount: '24.00' });
  });
});
