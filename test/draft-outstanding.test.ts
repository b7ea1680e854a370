import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, createBank, createClient, createSupplier, type Invoice, newCompany } from './books.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * A draft owes nothing until it is issued: it answers outstandingAmount 0.00 and keeps its totals,
 * so that what the documents have outstanding adds up to the control account. Bills and supplier
 * credits are never drafts: they owe their total from the day they are made. Figures worked by hand.
 */

interface Amounts {
  id: number;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  outstandingAmount: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DATES = { currency: 'GBP', issueDate: '2026-04-01', dueDate: '2026-04-30' };
// 1 × 1,000.00 at 20 %: net 1,000.00, VAT 200.00, total 1,200.00.
const SOLD = [{ quantity: 1, rate: '1000.00', vatRate: 0.2 }];

describe('a draft owes nothing until it is issued', () => {
  it.each([
    ['/invoices', 'invoiceLines'],
    ['/creditNotes', 'creditNoteLines'],
  ])('a draft of %s answers 0.00 outstanding with its totals, and its total once issued', async (path, lines) => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const draft = ok<Amounts>(await api.post(path, { ...DATES, clientId: client.id, draft: true, [lines]: SOLD }));
    const totals = { netAmount: '1,000.00', taxAmount: '200.00', totalAmount: '1,200.00' };
    expect(draft).toMatchObject({ ...totals, outstandingAmount: '0.00' });
    expect(ok<Amounts>(await api.get(`${path}/${draft.id}`))).toMatchObject({ ...totals, outstandingAmount: '0.00' });

    const issued = ok<Amounts>(await api.put(`${path}/${draft.id}`, { ...draft, draft: false }));
    expect(issued).toMatchObject({ ...totals, outstandingAmount: '1,200.00' });
  });

  it.each([
    ['/bills', 'billLines'],
    ['/supplierCredits', 'supplierCreditLines'],
  ])('%s, which are never drafts, answer their total outstanding from the start', async (path, lines) => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const line = { quantity: 1, unitPrice: '1000.00', vatRate: 0.2, categoryCode: '6300' };
    // A `draft` field is not one of theirs: it is ignored, and the document is posted.
    const made = ok<Amounts>(await api.post(path, { ...DATES, supplierId: supplier.id, draft: true, [lines]: [line] }));
    expect(made).toMatchObject({ totalAmount: '1,200.00', outstandingAmount: '1,200.00' });
  });

  it('the outstanding amounts of /invoices add up to trade debtors, a draft among them', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = (fields: object) => api.post('/invoices', { ...DATES, clientId: client.id, ...fields });
    ok(await invoice({ invoiceLines: SOLD })); // 1,200.00 owed
    ok(await invoice({ draft: true, invoiceLines: [{ quantity: 1, rate: '500.00', vatRate: 0.2 }] })); // 600.00, a draft
    // 200.00 + 40.00 = 240.00, of which 40.00 paid: 200.00 owed.
    const part = ok<Invoice>(await invoice({ invoiceLines: [{ quantity: 1, rate: '200.00', vatRate: 0.2 }] }));
    const bank = await createBank(api);
    ok(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '40.00',
        dateReceived: '2026-04-10',
        invoiceIds: [part.id],
      }),
    );

    const listed = ok<Invoice[]>(await api.get('/invoices'));
    const outstanding = listed.map((each) => each.outstandingAmount);
    expect(outstanding).toEqual(['1,200.00', '0.00', '200.00']);
    // Trade debtors: 1,200.00 + 240.00 − 40.00 = 1,400.00, the sum of what is outstanding.
    expect((await balances(api)).lines).toContainEqual(['1200', 'GBP', '1,400.00', '0.00']);
  });
});
