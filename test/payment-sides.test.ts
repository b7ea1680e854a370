import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, createClient, createSupplier, newCompany, outstandingOf } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem, violation } from './problem.js';

/*
 * What the payments of both sides do alike, one table of the two sides: a client's payment into the
 * bank against an invoice, a supplier's out of it against a bill. What one side does of its own
 * (write-offs, drafts, employees, payments without named bills) is in client-payments.test.ts and
 * supplier-payments.test.ts.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Payment {
  id: number;
}

interface PaymentSide {
  path: string;
  /** A document of 100.00 of a new party, in GBP, issued 2026-03-01 and due 2026-03-31: its path. */
  document(api: Api): Promise<{ party: { id: number }; path: string; id: number }>;
  /** The body of a payment of 40.00 on 2026-04-10 from or into the bank, against the document. */
  body(party: { id: number }, bank: BankAccount, documentId: number): Record<string, unknown>;
  /** What a payment of 40.00 leaves in the bank: received from a client, paid out to a supplier. */
  bankBalance: string;
  /** A currency the bank account is refused once payments went through it. */
  otherCurrency: string;
}

const DOCUMENT = { currency: 'GBP', issueDate: '2026-03-01', dueDate: '2026-03-31' };

const CLIENT_PAYMENTS: PaymentSide = {
  path: '/clientPayments',
  async document(api) {
    const party = await createClient(api);
    const invoice = ok<{ id: number }>(
      await api.post('/invoices', {
        ...DOCUMENT,
        clientId: party.id,
        draft: false,
        invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0, description: 'Work' }],
      }),
    );
    return { party, path: `/invoices/${invoice.id}`, id: invoice.id };
  },
  body: (party, bank, documentId) => ({
    clientId: party.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '40.00',
    dateReceived: '2026-04-10',
    invoiceIds: [documentId],
  }),
  bankBalance: '40.00',
  otherCurrency: 'USD',
};

const SUPPLIER_PAYMENTS: PaymentSide = {
  path: '/supplierPayments',
  async document(api) {
    const party = await createSupplier(api);
    const bill = ok<{ id: number }>(
      await api.post('/bills', {
        ...DOCUMENT,
        supplierId: party.id,
        billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }],
      }),
    );
    return { party, path: `/bills/${bill.id}`, id: bill.id };
  },
  body: (party, bank, documentId) => ({
    supplierId: party.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '40.00',
    datePaid: '2026-04-10',
    billIds: [documentId],
  }),
  bankBalance: '-40.00',
  otherCurrency: 'EUR',
};

describe.each([CLIENT_PAYMENTS, SUPPLIER_PAYMENTS])('other calls of $path', (side) => {
  /** A new company's bank account and a payment of 40.00 through it against a document of 100.00. */
  async function paid() {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const document = await side.document(api);
    const body = side.body(document.party, bank, document.id);
    const payment = ok<Payment>(await api.post(side.path, body));
    return { api, bank, document, body, payment };
  }

  it('has no update: PUT answers 405 with an Allow header, and changes nothing', async () => {
    const { api, document, body, payment } = await paid();
    const response = await api.put(`${side.path}/${payment.id}`, { ...body, amount: '1.00' });
    problem(response, 405);
    expect(
      String(response.headers.allow)
        .split(',')
        .map((method) => method.trim())
        .sort(),
    ).toEqual(['DELETE', 'GET', 'HEAD']);
    expect(ok<Payment>(await api.get(`${side.path}/${payment.id}`))).toEqual(payment);
    expect(ok<Payment[]>(await api.get(side.path))).toEqual([payment]);
    // 100.00 less the 40.00 paid.
    expect(await outstandingOf(api, document.path)).toBe('60.00');
  });

  it('keeps a bank account that payments went through: DELETE 409, currency change 422', async () => {
    const { api, bank, payment } = await paid();
    expect(problem(await api.delete(`/bankAccounts/${bank.id}`), 409).detail).toMatch(String(payment.id));
    violation(await api.put(`/bankAccounts/${bank.id}`, { name: bank.name, currency: side.otherCurrency }), [
      'currency',
    ]);
    expect(ok<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual({ ...bank, balance: side.bankBalance });
  });
});
