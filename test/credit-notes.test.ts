import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, createSupplier, newCompany, postingsOf, type Supplier } from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { MISSING_ID, messageAt, ok, problem, violation } from './problem.js';

/*
 * Credit notes to clients (/creditNotes) and from suppliers (/supplierCredits): the calls and fields
 * of invoices and bills, their own numbers, and postings that take back what an invoice or a bill posted.
 */

interface CreditNoteLine {
  id: number;
  quantity: number;
  rate: string;
  netAmount: string;
  taxAmount: string;
  vatRate?: number;
  salesTaxCode?: string;
  description?: string;
  item?: string;
}

interface CreditNote {
  id: number;
  creditNoteNumber: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  draft: boolean;
  clientId: number;
  clientName: string;
  invoiceId?: number;
  reference?: string;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  outstandingAmount: string;
  exchangeRate?: number;
  baseTotalAmount?: string;
  creditNoteLines: CreditNoteLine[];
}

interface SupplierCredit {
  id: number;
  supplierId: number;
  billId?: number;
  reference?: string;
  totalAmount: string;
  outstandingAmount: string;
  supplierCreditLines: { id: number; unitPrice: string; categoryCode: string; netAmount: string; taxAmount: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const creditNoteBody = (client: Client, fields: Record<string, unknown> = {}) => ({
  clientId: client.id,
  currency: 'GBP',
  issueDate: '2026-03-10',
  dueDate: '2026-03-10',
  creditNoteLines: [
    { quantity: 1, rate: '20.00', salesTaxCode: 'STANDARD', description: 'Refund of a day', item: 'day' },
  ],
  ...fields,
});

const invoiceBody = (client: Client, fields: Record<string, unknown> = {}) => ({
  clientId: client.id,
  currency: 'GBP',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
  ...fields,
});

const supplierCreditBody = (supplier: Supplier, fields: Record<string, unknown> = {}) => ({
  supplierId: supplier.id,
  currency: 'GBP',
  issueDate: '2026-03-10',
  dueDate: '2026-03-10',
  supplierCreditLines: [{ quantity: 1, unitPrice: '10.00', salesTaxCode: 'STANDARD', categoryCode: '6300' }],
  ...fields,
});

async function clientWithInvoice(api: Api) {
  const client = await createClient(api);
  const invoice = ok<{ id: number }>(await api.post('/invoices', invoiceBody(client)));
  return { client, invoice };
}

describe('credit notes to clients', () => {
  it('are numbered CN-000001… apart from invoices, and read back as written', async () => {
    const api = await newCompany(t);
    const { client, invoice } = await clientWithInvoice(api);
    const created = ok<CreditNote>(
      await api.post('/creditNotes', creditNoteBody(client, { invoiceId: invoice.id, reference: 'Day not worked' })),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      creditNoteNumber: 'CN-000001',
      currency: 'GBP',
      issueDate: '2026-03-10',
      dueDate: '2026-03-10',
      draft: false,
      clientName: client.name,
      clientId: client.id,
      invoiceId: invoice.id,
      reference: 'Day not worked',
      netAmount: '20.00',
      taxAmount: '4.00',
      totalAmount: '24.00',
      outstandingAmount: '24.00',
      // None of its credit used; a credit never falls overdue.
      status: 'open',
      creditNoteLines: [
        {
          id: expect.any(Number),
          quantity: 1,
          rate: '20.00',
          salesTaxCode: 'STANDARD',
          description: 'Refund of a day',
          item: 'day',
          netAmount: '20.00',
          taxAmount: '4.00',
        },
      ],
      ...anyTimestamps,
    });
    expect(ok(await api.get(`/creditNotes/${created.id}`))).toEqual(created);
    const second = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    expect(second.creditNoteNumber).toBe('CN-000002');
    const nextInvoice = ok<{ invoiceNumber: string }>(await api.post('/invoices', invoiceBody(client)));
    expect(nextInvoice.invoiceNumber).toBe('INV-000002');
    const listed = await api.get('/creditNotes');
    expect(listed.headers['x-total-count']).toBe('2');
    expect(ok<CreditNote[]>(listed).map((note) => note.creditNoteNumber)).toEqual(['CN-000001', 'CN-000002']);
  });

  it('post the reverse of an invoice: sales and tax debited, trade debtors credited', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const note = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    expect(await postingsOf(api, '1200')).toEqual([['CREDIT_NOTE', note.id, 'GBP', '0.00', '24.00']]);
    expect(await postingsOf(api, '4000')).toEqual([['CREDIT_NOTE', note.id, 'GBP', '20.00', '0.00']]);
    expect(await postingsOf(api, '2200')).toEqual([['CREDIT_NOTE', note.id, 'GBP', '4.00', '0.00']]);
  });

  it('post nothing as a draft, and a draft alone may take another number', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const draft = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client, { draft: true })));
    expect(await postingsOf(api, '1200')).toEqual([]);
    // An update's lines are added to those there; none keeps them as they are.
    const update = (fields: Record<string, unknown>) => creditNoteBody(client, { creditNoteLines: [], ...fields });
    const renamed = ok<CreditNote>(
      await api.put(`/creditNotes/${draft.id}`, update({ creditNoteNumber: 'CN-CUSTOM' })),
    );
    expect(renamed).toMatchObject({ creditNoteNumber: 'CN-CUSTOM', draft: true });
    const posted = ok<CreditNote>(await api.put(`/creditNotes/${draft.id}`, update({ draft: false })));
    expect(posted.creditNoteNumber).toBe('CN-CUSTOM');
    expect(await postingsOf(api, '1200')).toEqual([['CREDIT_NOTE', draft.id, 'GBP', '0.00', '24.00']]);
    const refused = violation(await api.put(`/creditNotes/${draft.id}`, update({ creditNoteNumber: 'CN-OTHER' })), [
      'creditNoteNumber',
    ]);
    expect(refused.detail).toBe('A posted credit note keeps its number CN-CUSTOM');
    const other = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client, { draft: true })));
    problem(
      await api.put(`/creditNotes/${other.id}`, update({ creditNoteNumber: 'CN-CUSTOM' })),
      409,
      'The credit note number CN-CUSTOM is already used',
    );
    // A number taken by hand is passed over by the sequence.
    ok(await api.put(`/creditNotes/${other.id}`, update({ creditNoteNumber: 'CN-000003' })));
    const next = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    expect(next.creditNoteNumber).toBe('CN-000004');
  });

  it('name only an invoice of the same client in the same currency', async () => {
    const api = await newCompany(t);
    const { client, invoice } = await clientWithInvoice(api);
    const { invoice: othersInvoice } = await clientWithInvoice(api);
    const dollars = ok<{ id: number }>(await api.post('/invoices', invoiceBody(client, { currency: 'USD' })));
    const cases = [
      [othersInvoice.id, `invoice ${othersInvoice.id} is not one of this client's`],
      [dollars.id, `invoice ${dollars.id} is in USD, not in the credit note's GBP`],
      [MISSING_ID, `no invoice has the id ${MISSING_ID}`],
    ] as const;
    for (const [invoiceId, message] of cases) {
      const refused = violation(await api.post('/creditNotes', creditNoteBody(client, { invoiceId })), ['invoiceId']);
      expect(messageAt(refused, 'invoiceId')).toBe(message);
    }
    ok(await api.post('/creditNotes', creditNoteBody(client, { invoiceId: invoice.id })));
  });

  it('recompute their total and postings with each line call', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const note = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    const lines = `/creditNotes/${note.id}/creditNoteLines`;
    const added = ok<CreditNoteLine>(await api.post(lines, { quantity: 2, rate: '5.00', vatRate: 0 }));
    expect(added).toMatchObject({ netAmount: '10.00', taxAmount: '0.00' });
    expect(ok<CreditNote>(await api.get(`/creditNotes/${note.id}`)).totalAmount).toBe('34.00');
    ok(await api.put(`${lines}/${added.id}`, { quantity: 1, rate: '5.00', vatRate: 0 }));
    expect(await postingsOf(api, '1200')).toEqual([['CREDIT_NOTE', note.id, 'GBP', '0.00', '29.00']]);
    ok(await api.delete(`${lines}/${added.id}`));
    expect(ok<CreditNote>(await api.get(`/creditNotes/${note.id}`)).totalAmount).toBe('24.00');
    problem(
      await api.delete(`${lines}/${note.creditNoteLines[0]?.id}`),
      422,
      'The credit note must keep at least one line: delete the credit note instead',
    );
  });

  it('refuse a negative total, and leave with their postings when deleted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    problem(
      await api.post(
        '/creditNotes',
        creditNoteBody(client, { creditNoteLines: [{ quantity: -1, rate: '5.00', vatRate: 0 }] }),
      ),
      422,
      'The total of a document cannot be negative',
    );
    const note = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    ok(await api.delete(`/creditNotes/${note.id}`));
    problem(await api.get(`/creditNotes/${note.id}`), 404, `Credit note ${note.id} was not found`);
    expect(await postingsOf(api, '1200')).toEqual([]);
  });

  it('keep their client: a client with credit notes cannot be deleted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const note = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    problem(
      await api.delete(`/clients/${client.id}`),
      409,
      `Client ${client.id} (${client.name}) still has credit notes: ${note.id}`,
    );
  });

  it('are held to the lock date, and answered as missing to another company', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const note = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client)));
    ok(await api.put('/company', { lockDate: '2026-03-31' }));
    violation(await api.post('/creditNotes', creditNoteBody(client)), ['issueDate']);
    violation(await api.delete(`/creditNotes/${note.id}`), ['issueDate']);
    const stranger = await newCompany(t);
    problem(await stranger.get(`/creditNotes/${note.id}`), 404, `Credit note ${note.id} was not found`);
    problem(await stranger.delete(`/creditNotes/${note.id}`), 404, `Credit note ${note.id} was not found`);
  });

  it('in another currency are valued at their rate', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const note = ok<CreditNote>(
      await api.post('/creditNotes', creditNoteBody(client, { currency: 'USD', exchangeRate: 0.8 })),
    );
    // 24.00 USD at 0.8 is 19.20 GBP: 20.00 × 0.8 = 16.00 of sales and 4.00 × 0.8 = 3.20 of tax.
    expect(note).toMatchObject({ exchangeRate: 0.8, baseTotalAmount: '19.20' });
    const journal = ok<{
      transactions: { postings: { accountCode: string; debit: string; credit: string; baseAmount: string }[] }[];
    }>(await api.get('/reports/journal')).transactions;
    expect(
      journal.flatMap((entry) => entry.postings.map((p) => [p.accountCode, p.debit, p.credit, p.baseAmount])),
    ).toEqual(
      expect.arrayContaining([
        ['1200', '0.00', '24.00', '-19.20'],
        ['4000', '20.00', '0.00', '16.00'],
        ['2200', '4.00', '0.00', '3.20'],
      ]),
    );
  });
});

describe('credit notes from suppliers', () => {
  it('post the reverse of a bill, line by line to its categories, and name only a bill of the supplier', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = ok<{ id: number }>(
      await api.post('/bills', {
        ...supplierCreditBody(supplier),
        supplierCreditLines: undefined,
        billLines: [{ quantity: 1, unitPrice: '50.00', salesTaxCode: 'STANDARD', categoryCode: '6300' }],
      }),
    );
    const credit = ok<SupplierCredit>(
      await api.post('/supplierCredits', supplierCreditBody(supplier, { billId: bill.id, reference: 'SC-77' })),
    );
    expect(credit).toMatchObject({
      supplierId: supplier.id,
      billId: bill.id,
      reference: 'SC-77',
      totalAmount: '12.00',
      outstandingAmount: '12.00',
      supplierCreditLines: [{ unitPrice: '10.00', categoryCode: '6300', netAmount: '10.00', taxAmount: '2.00' }],
    });
    expect(await postingsOf(api, '2100')).toEqual([
      ['BILL', bill.id, 'GBP', '0.00', '60.00'],
      ['SUPPLIER_CREDIT', credit.id, 'GBP', '12.00', '0.00'],
    ]);
    expect(await postingsOf(api, '6300')).toEqual([
      ['BILL', bill.id, 'GBP', '50.00', '0.00'],
      ['SUPPLIER_CREDIT', credit.id, 'GBP', '0.00', '10.00'],
    ]);
    expect(await postingsOf(api, '2200')).toEqual([
      ['BILL', bill.id, 'GBP', '10.00', '0.00'],
      ['SUPPLIER_CREDIT', credit.id, 'GBP', '0.00', '2.00'],
    ]);
    const other = await createSupplier(api);
    const refused = violation(await api.post('/supplierCredits', supplierCreditBody(other, { billId: bill.id })), [
      'billId',
    ]);
    expect(messageAt(refused, 'billId')).toBe(`bill ${bill.id} is not one of this supplier's`);
    problem(
      await api.delete(`/suppliers/${supplier.id}`),
      409,
      `Supplier ${supplier.id} (${supplier.name}) still has bills: ${bill.id}`,
    );
  });

  it('need a category on every new line, which may not be a system account', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const missing = await api.post(
      '/supplierCredits',
      supplierCreditBody(supplier, { supplierCreditLines: [{ quantity: 1, unitPrice: '1.00', vatRate: 0 }] }),
    );
    expect(problem(missing, 400).errors).toEqual([
      { path: 'supplierCreditLines[0].categoryCode', message: 'is required' },
    ]);
    const system = violation(
      await api.post(
        '/supplierCredits',
        supplierCreditBody(supplier, {
          supplierCreditLines: [{ quantity: 1, unitPrice: '1.00', vatRate: 0, categoryCode: '1200' }],
        }),
      ),
      ['supplierCreditLines[0].categoryCode'],
    );
    expect(messageAt(system, 'supplierCreditLines[0].categoryCode')).toBe(
      'is the TRADE_DEBTORS system account, which supplier credits do not post to',
    );
  });
});

describe('credit notes in the reports', () => {
  interface AgedRow {
    clientName?: string;
    supplierName?: string;
    currency: string;
    notDue: string;
    days1To30: string;
    total: string;
  }

  it('take from what a client owes in the aged debtors, and from the output VAT of their period', async () => {
    const api = await newCompany(t);
    const { client, invoice } = await clientWithInvoice(api);
    ok(await api.post('/creditNotes', creditNoteBody(client, { invoiceId: invoice.id })));
    const aged = ok<{ clients: AgedRow[]; totals: { total: string } }>(
      await api.get('/reports/agedReceivables?date=2026-03-31'),
    );
    // The invoice of 120.00 is due on 31 March, not yet past due; the credit note of 24.00 fell due
    // on 10 March, 21 days before: the client owes 120.00 - 24.00 = 96.00.
    expect(aged.clients).toEqual([
      expect.objectContaining({ clientName: client.name, notDue: '120.00', days1To30: '-24.00', total: '96.00' }),
    ]);
    expect(aged.totals.total).toBe('96.00');
    const vat = ok<{ boxes: Record<string, string>; documents: { type: string; net: string; tax: string }[] }>(
      await api.get('/reports/vatReturn?from=2026-03-01&to=2026-03-31'),
    );
    // Output VAT 20.00 - 4.00 = 16.00 on sales of 100.00 - 20.00 = 80.00.
    expect(vat.boxes).toMatchObject({ vatDueSales: '16.00', netVatDue: '16.00', totalValueSalesExVAT: '80.00' });
    expect(vat.documents.map((document) => [document.type, document.net, document.tax])).toEqual([
      ['INVOICE', '100.00', '20.00'],
      ['CREDIT_NOTE', '-20.00', '-4.00'],
    ]);
  });

  it('take from what is owed to a supplier, and from the VAT reclaimed', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    ok(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        billLines: [{ quantity: 1, unitPrice: '50.00', salesTaxCode: 'STANDARD', categoryCode: '6300' }],
      }),
    );
    ok(await api.post('/supplierCredits', supplierCreditBody(supplier, { dueDate: '2026-04-10' })));
    const aged = ok<{ suppliers: AgedRow[] }>(await api.get('/reports/agedPayables?date=2026-03-31'));
    // 60.00 owed on the bill, less 12.00 of credit, neither past due.
    expect(aged.suppliers).toEqual([expect.objectContaining({ notDue: '48.00', total: '48.00' })]);
    const vat = ok<{ boxes: Record<string, string>; netVatDueDirection: string }>(
      await api.get('/reports/vatReturn?from=2026-03-01&to=2026-03-31'),
    );
    // Input VAT 10.00 - 2.00 = 8.00 on purchases of 50.00 - 10.00 = 40.00, to be repaid.
    expect(vat.boxes).toMatchObject({
      vatReclaimedCurrPeriod: '8.00',
      netVatDue: '8.00',
      totalValuePurchasesExVAT: '40.00',
    });
    expect(vat.netVatDueDirection).toBe('repayment');
  });
});

describe('the documents credit notes correct', () => {
  it('stay while a credit note names them, and keep their issue date by what settled them', async () => {
    const api = await newCompany(t);
    const { client, invoice } = await clientWithInvoice(api);
    const note = ok<CreditNote>(await api.post('/creditNotes', creditNoteBody(client, { invoiceId: invoice.id })));
    problem(
      await api.delete(`/invoices/${invoice.id}`),
      409,
      `Invoice ${invoice.id} is corrected by credit notes ${note.id}`,
    );
    ok(
      await api.post(`/creditNotes/${note.id}/allocations`, {
        invoiceId: invoice.id,
        amount: '5.00',
        date: '2026-03-12',
      }),
    );
    // The allocation is dated 12 March: neither document may now be issued after it.
    const late = violation(
      await api.put(
        `/creditNotes/${note.id}`,
        creditNoteBody(client, {
          creditNoteLines: [],
          issueDate: '2026-03-13',
          dueDate: '2026-03-13',
          invoiceId: invoice.id,
        }),
      ),
      ['issueDate'],
    );
    expect(messageAt(late, 'issueDate')).toBe(
      'must be on or before 2026-03-12, the date of its first allocation or refund',
    );
    violation(
      await api.put(`/invoices/${invoice.id}`, {
        ...invoiceBody(client),
        invoiceLines: [],
        issueDate: '2026-03-13',
        dueDate: '2026-03-31',
      }),
      ['issueDate'],
    );
  });
});
