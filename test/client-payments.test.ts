import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  balances,
  type Client,
  createBank,
  createClient,
  getInvoice,
  type Invoice,
  type InvoiceLine,
  newCompany,
  postingsOf,
} from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, messageAt, ok, problem, violation } from './problem.js';

interface ClientPayment {
  id: number;
  currency: string;
  amount: string;
  dateReceived: string;
  clientId: number;
  bankAccountId: number;
  amountReceivedInBank: string;
  invoiceIds: number[];
  exchangeRate?: number;
}

const PAYMENTS = '/clientPayments';
const INVOICES = '/invoices';
const ISSUE = '2026-03-01';
const RECEIVED = '2026-04-10';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface InvoiceOptions {
  /** The invoice total, as one untaxed line. */
  total?: string;
  currency?: string;
  dueDate?: string;
  draft?: boolean;
}

async function createInvoice(api: Api, client: Client, options: InvoiceOptions = {}): Promise<Invoice> {
  return ok<Invoice>(
    await api.post(INVOICES, {
      clientId: client.id,
      currency: options.currency ?? 'GBP',
      issueDate: ISSUE,
      dueDate: options.dueDate ?? '2026-03-31',
      draft: options.draft ?? false,
      invoiceLines: [{ quantity: 1, rate: options.total ?? '100.00', vatRate: 0, description: 'Work' }],
    }),
  );
}

function paymentBody(client: Client, bank: BankAccount, invoices: Invoice[], fields: Record<string, unknown> = {}) {
  return {
    clientId: client.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '40.00',
    dateReceived: RECEIVED,
    invoiceIds: invoices.map((invoice) => invoice.id),
    ...fields,
  };
}

async function pay(
  api: Api,
  client: Client,
  bank: BankAccount,
  invoices: Invoice[],
  fields: Record<string, unknown> = {},
): Promise<ClientPayment> {
  return ok<ClientPayment>(await api.post(PAYMENTS, paymentBody(client, bank, invoices, fields)));
}

const outstanding = async (api: Api, invoices: Invoice[]) =>
  Promise.all(invoices.map(async (invoice) => (await getInvoice(api, invoice.id)).outstandingAmount));
const listPayments = async (api: Api) => ok<ClientPayment[]>(await api.get(PAYMENTS));
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /clientPayments', () => {
  it('records a partial payment: the answer, the invoice outstanding amount and the ledger', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    const payment = await pay(api, client, bank, [invoice]);
    expect(payment).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '40.00',
      dateReceived: RECEIVED,
      clientId: client.id,
      bankAccountId: bank.id,
      amountReceivedInBank: '40.00',
      invoiceIds: [invoice.id],
      ...anyTimestamps,
    });
    expect(payment).not.toHaveProperty('exchangeRate');
    expect(ok<ClientPayment>(await api.get(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
    expect(await listPayments(api)).toEqual([payment]);
    expect(await getInvoice(api, invoice.id)).toEqual({ ...invoice, outstandingAmount: '60.00' });
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '60.00', '0.00'],
        ['1300', 'GBP', '40.00', '0.00'],
        ['4000', 'GBP', '0.00', '100.00'],
      ],
      totals: [{ currency: 'GBP', debit: '100.00', credit: '100.00' }],
    });
    expect(await postingsOf(api, '1200')).toEqual([
      ['INVOICE', invoice.id, 'GBP', '100.00', '0.00'],
      ['CLIENT_PAYMENT', payment.id, 'GBP', '0.00', '40.00'],
    ]);
    expect(await postingsOf(api, bank.ledgerAccountCode)).toEqual([
      ['CLIENT_PAYMENT', payment.id, 'GBP', '40.00', '0.00'],
    ]);
  });

  it('pays an invoice exactly, leaving 0.00 outstanding, and a further payment continues where the last one stopped', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client, { total: '1,968.00' });
    await pay(api, client, bank, [invoice], { amount: '968.00' });
    expect(await outstanding(api, [invoice])).toEqual(['1,000.00']);
    const rest = await pay(api, client, bank, [invoice], { amount: '1,000.00' });
    expect(rest).toMatchObject({ amount: '1,000.00', amountReceivedInBank: '1,000.00', invoiceIds: [invoice.id] });
    expect(await outstanding(api, [invoice])).toEqual(['0.00']);
    expect((await balances(api)).lines).toEqual([
      ['1300', 'GBP', '1,968.00', '0.00'],
      ['4000', 'GBP', '0.00', '1,968.00'],
    ]);
    expect(await listPayments(api)).toHaveLength(2);
  });

  it('refuses an over-payment with 422 stating the outstanding amount, and records nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const first = await createInvoice(api, client, { total: '100.00' });
    const second = await createInvoice(api, client, { total: '50.00' });
    const before = await balances(api);
    const body = problem(
      await api.post(PAYMENTS, paymentBody(client, bank, [first, second], { amount: '150.01' })),
      422,
    );
    expect(body).toMatchObject({ amount: '150.01', outstandingAmount: '150.00' });
    expect(body.errors).toEqual([{ path: 'amount', message: expect.stringMatching(/outstandingAmount/) }]);
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [first, second])).toEqual(['100.00', '50.00']);
    expect(await balances(api)).toEqual(before);

    // After a partial payment the refusal states what is left.
    await pay(api, client, bank, [first], { amount: '30.00' });
    const after = problem(await api.post(PAYMENTS, paymentBody(client, bank, [first], { amount: '70.01' })), 422);
    expect(after).toMatchObject({ amount: '70.01', outstandingAmount: '70.00' });
    expect(await listPayments(api)).toHaveLength(1);
    expect(await outstanding(api, [first, second])).toEqual(['70.00', '50.00']);
    // An invoice paid in full has nothing left to pay.
    await pay(api, client, bank, [first], { amount: '70.00' });
    const paid = problem(await api.post(PAYMENTS, paymentBody(client, bank, [first], { amount: '0.01' })), 422);
    expect(paid).toMatchObject({ amount: '0.01', outstandingAmount: '0.00' });
    expect(await listPayments(api)).toHaveLength(2);
  });

  it('allocates by due date, then by id, each invoice up to its outstanding amount, whatever the order listed', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const lateLow = await createInvoice(api, client, { total: '100.00', dueDate: '2026-05-31' });
    const early = await createInvoice(api, client, { total: '80.00', dueDate: '2026-04-30' });
    const lateHigh = await createInvoice(api, client, { total: '60.00', dueDate: '2026-05-31' });
    const latest = await createInvoice(api, client, { total: '10.00', dueDate: '2026-06-30' });
    const invoices = [lateHigh, latest, lateLow, early];
    const payment = await pay(api, client, bank, invoices, { amount: '200.00' });
    // The invoices paid: latest is listed but the amount does not reach it.
    expect(sorted(payment.invoiceIds)).toEqual(sorted([early.id, lateLow.id, lateHigh.id]));
    // early 80 in full, then lateLow (the lower id of the two due on 05-31) 100 in full, then lateHigh 20 of 60.
    expect(await outstanding(api, [lateLow, early, lateHigh, latest])).toEqual(['0.00', '0.00', '40.00', '10.00']);
    const next = await pay(api, client, bank, invoices, { amount: '45.00' });
    expect(sorted(next.invoiceIds)).toEqual(sorted([lateHigh.id, latest.id]));
    expect(await outstanding(api, [lateLow, early, lateHigh, latest])).toEqual(['0.00', '0.00', '0.00', '5.00']);
    expect((await balances(api)).lines).toContainEqual(['1200', 'GBP', '5.00', '0.00']);
    // An invoice listed but not reached by a payment stays free: it can still be deleted.
    const untouched = await createInvoice(api, client, { total: '10.00', dueDate: '2026-12-31' });
    const reaching = await pay(api, client, bank, [untouched, latest], { amount: '5.00' });
    expect(reaching.invoiceIds).toEqual([latest.id]);
    expect((await api.delete(`/invoices/${untouched.id}`)).statusCode).toBe(200);
  });

  it('upper-cases the currency and takes ids and money as strings', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    const payment = await pay(api, client, bank, [invoice], {
      currency: 'gbp',
      amount: 12.5,
      clientId: String(client.id),
      bankAccountId: String(bank.id),
      invoiceIds: [String(invoice.id)],
    });
    expect(payment).toMatchObject({ currency: 'GBP', amount: '12.50', amountReceivedInBank: '12.50' });
    expect(payment.invoiceIds).toEqual([invoice.id]);
  });
});

describe('POST /clientPayments: the exchange rate, by the bank account currency', () => {
  it('needs a rate into a bank account of another currency: 422 naming exchangeRate without one, nothing recorded', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const usd = await createBank(api, 'USD');
    const invoice = await createInvoice(api, client);
    violation(await api.post(PAYMENTS, paymentBody(client, usd, [invoice])), ['exchangeRate']);
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [invoice])).toEqual(['100.00']);
  });

  it('converts with the rate into the bank currency, and balances each currency through 7800', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const usd = await createBank(api, 'USD');
    const invoice = await createInvoice(api, client);
    const payment = await pay(api, client, usd, [invoice], { amount: '100.00', exchangeRate: 1.23456 });
    expect(payment).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '100.00',
      exchangeRate: 1.23456,
      dateReceived: RECEIVED,
      clientId: client.id,
      bankAccountId: usd.id,
      amountReceivedInBank: '123.46',
      invoiceIds: [invoice.id],
      ...anyTimestamps,
    });
    expect(await outstanding(api, [invoice])).toEqual(['0.00']);
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'USD', '123.46', '0.00'],
        ['4000', 'GBP', '0.00', '100.00'],
        ['7800', 'GBP', '100.00', '0.00'],
        ['7800', 'USD', '0.00', '123.46'],
      ],
      totals: [
        { currency: 'GBP', debit: '100.00', credit: '100.00' },
        { currency: 'USD', debit: '123.46', credit: '123.46' },
      ],
    });
    expect(await postingsOf(api, '1200')).toEqual([
      ['INVOICE', invoice.id, 'GBP', '100.00', '0.00'],
      ['CLIENT_PAYMENT', payment.id, 'GBP', '0.00', '100.00'],
    ]);
    expect(await postingsOf(api, usd.ledgerAccountCode)).toEqual([
      ['CLIENT_PAYMENT', payment.id, 'USD', '123.46', '0.00'],
    ]);
  });

  it('rounds the amount received half-up to the cent', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const usd = await createBank(api, 'USD');
    const invoice = await createInvoice(api, client);
    const half = await pay(api, client, usd, [invoice], { amount: '0.01', exchangeRate: 1.5 });
    expect(half.amountReceivedInBank).toBe('0.02');
    const below = await pay(api, client, usd, [invoice], { amount: '0.03', exchangeRate: 0.49999999 });
    expect(below.amountReceivedInBank).toBe('0.01');
    expect(await outstanding(api, [invoice])).toEqual(['99.96']);
  });

  it('refuses a rate that would take the amount received beyond what the books hold with 422, recording nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const usd = await createBank(api, 'USD');
    const invoice = await createInvoice(api, client, { total: '999,999,999,999.99' });
    const body = violation(
      await api.post(PAYMENTS, paymentBody(client, usd, [invoice], { amount: '999,999,999,999.99', exchangeRate: 2 })),
      ['exchangeRate'],
    );
    expect(body.detail).toEqual(expect.any(String));
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [invoice])).toEqual(['999,999,999,999.99']);
    const half = await pay(api, client, usd, [invoice], { amount: '499,999,999,999.99', exchangeRate: 2 });
    expect(half.amountReceivedInBank).toBe('999,999,999,999.98');
  });

  it('takes a payment in a foreign currency into a bank of that currency without a rate, and exactly 1 too', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const usd = await createBank(api, 'USD');
    const gbp = await createBank(api);
    const invoice = await createInvoice(api, client, { currency: 'USD' });
    const payment = await pay(api, client, usd, [invoice], { currency: 'USD', amount: '30.00' });
    expect(payment).toMatchObject({ currency: 'USD', amount: '30.00', amountReceivedInBank: '30.00' });
    expect(payment).not.toHaveProperty('exchangeRate');
    const one = await pay(api, client, usd, [invoice], { currency: 'USD', amount: '20.00', exchangeRate: 1 });
    expect(one).not.toHaveProperty('exchangeRate');
    violation(await api.post(PAYMENTS, paymentBody(client, usd, [invoice], { currency: 'USD', exchangeRate: 1.1 })), [
      'exchangeRate',
    ]);
    // The company's base currency is GBP, but the rule goes by the bank account: into GBP a rate is needed.
    violation(await api.post(PAYMENTS, paymentBody(client, gbp, [invoice], { currency: 'USD' })), ['exchangeRate']);
    const converted = await pay(api, client, gbp, [invoice], { currency: 'USD', amount: '10.00', exchangeRate: 0.8 });
    expect(converted).toMatchObject({ currency: 'USD', amountReceivedInBank: '8.00', exchangeRate: 0.8 });
    expect(await outstanding(api, [invoice])).toEqual(['40.00']);
    expect(await listPayments(api)).toHaveLength(3);
    expect((await balances(api)).totals).toEqual([
      { currency: 'GBP', debit: '8.00', credit: '8.00' },
      { currency: 'USD', debit: '100.00', credit: '100.00' },
    ]);
  });

  it('refuses any rate other than 1 within one currency, with 422 naming exchangeRate', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    violation(await api.post(PAYMENTS, paymentBody(client, bank, [invoice], { exchangeRate: 1.1 })), ['exchangeRate']);
    invalid(await api.post(PAYMENTS, paymentBody(client, bank, [invoice], { exchangeRate: 0 })), ['exchangeRate']);
    expect(await listPayments(api)).toEqual([]);
    const one = await pay(api, client, bank, [invoice], { exchangeRate: 1 });
    expect(one).not.toHaveProperty('exchangeRate');
    expect(one.amountReceivedInBank).toBe('40.00');
  });
});

describe('POST /clientPayments: what it refers to', () => {
  it('needs an existing client: 422 naming clientId, and 400 when it is missing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    const body = violation(await api.post(PAYMENTS, paymentBody(client, bank, [invoice], { clientId: MISSING_ID })), [
      'clientId',
    ]);
    expect(body.detail).toMatch(String(MISSING_ID));
    const { clientId: _clientId, ...withoutClient } = paymentBody(client, bank, [invoice]);
    invalid(await api.post(PAYMENTS, withoutClient), ['clientId']);
    expect(await listPayments(api)).toEqual([]);
  });

  it('needs a non-empty list of invoices (400)', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    invalid(await api.post(PAYMENTS, paymentBody(client, bank, [])), ['invoiceIds']);
    const { invoiceIds: _ids, ...withoutInvoices } = paymentBody(client, bank, []);
    invalid(await api.post(PAYMENTS, withoutInvoices), ['invoiceIds']);
    invalid(await api.post(PAYMENTS, { ...withoutInvoices, invoiceIds: ['abc'] }), ['invoiceIds[0]']);
    expect(await listPayments(api)).toEqual([]);
  });

  it('refuses an invoice listed twice with 422 naming the repeat', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    const other = await createInvoice(api, client);
    const body = violation(await api.post(PAYMENTS, paymentBody(client, bank, [invoice, other, invoice])), [
      'invoiceIds[2]',
    ]);
    expect(messageAt(body, 'invoiceIds[2]')).toMatch(/twice/);
    violation(
      await api.post(PAYMENTS, { ...paymentBody(client, bank, []), invoiceIds: [invoice.id, String(invoice.id)] }),
      ['invoiceIds[1]'],
    );
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [invoice, other])).toEqual(['100.00', '100.00']);
  });

  it("names each invoice that cannot be paid and why: unknown, another client's, a draft, another currency", async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const otherClient = await createClient(api);
    const bank = await createBank(api);
    const good = await createInvoice(api, client);
    const foreign = await createInvoice(api, otherClient);
    const draft = await createInvoice(api, client, { draft: true });
    const dollars = await createInvoice(api, client, { currency: 'USD' });
    const missing = { id: MISSING_ID } as Invoice;

    const cases: [Invoice, RegExp][] = [
      [missing, /no invoice/],
      [foreign, /client/],
      [draft, /draft/],
      [dollars, /USD/],
    ];
    for (const [invoice, reason] of cases) {
      const body = violation(await api.post(PAYMENTS, paymentBody(client, bank, [good, invoice])), ['invoiceIds[1]']);
      expect(messageAt(body, 'invoiceIds[1]')).toMatch(String(invoice.id));
      expect(messageAt(body, 'invoiceIds[1]')).toMatch(reason);
    }
    const all = violation(
      await api.post(PAYMENTS, paymentBody(client, bank, [missing, foreign, good, draft, dollars])),
      ['invoiceIds[0]', 'invoiceIds[1]', 'invoiceIds[3]', 'invoiceIds[4]'],
    );
    expect(messageAt(all, 'invoiceIds[4]')).toMatch(/GBP/);
    // A record that is no invoice is unknown too.
    violation(await api.post(PAYMENTS, paymentBody(client, bank, [{ id: client.id } as Invoice])), ['invoiceIds[0]']);
    expect(await listPayments(api)).toEqual([]);
    // A draft owes nothing until it is issued.
    expect(await outstanding(api, [good, foreign, draft, dollars])).toEqual(['100.00', '100.00', '0.00', '100.00']);
    // Once the draft is posted, it can be paid.
    ok<Invoice>(await api.put(`${INVOICES}/${draft.id}`, { ...draft, draft: false }));
    expect((await pay(api, client, bank, [draft])).invoiceIds).toEqual([draft.id]);
  });

  it('needs an existing bank account: 422 naming bankAccountId, and 400 when it is missing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    violation(await api.post(PAYMENTS, paymentBody(client, { id: MISSING_ID } as BankAccount, [invoice])), [
      'bankAccountId',
    ]);
    violation(await api.post(PAYMENTS, paymentBody(client, { id: client.id } as BankAccount, [invoice])), [
      'bankAccountId',
    ]);
    const { bankAccountId: _bank, ...withoutBank } = paymentBody(client, bank, [invoice]);
    invalid(await api.post(PAYMENTS, withoutBank), ['bankAccountId']);
    expect(await listPayments(api)).toEqual([]);
  });

  it('refuses an amount that is not more than zero, and a missing date or currency, with 400 naming each', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    for (const amount of [0, '0.00', -1, '1.001', null]) {
      invalid(await api.post(PAYMENTS, paymentBody(client, bank, [invoice], { amount })), ['amount']);
    }
    invalid(await api.post(PAYMENTS, paymentBody(client, bank, [invoice], { dateReceived: '2026-13-01' })), [
      'dateReceived',
    ]);
    invalid(await api.post(PAYMENTS, paymentBody(client, bank, [invoice], { currency: 'POUNDS' })), ['currency']);
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [invoice])).toEqual(['100.00']);
  });
});

describe('other calls of /clientPayments', () => {
  it('lists payments by id and answers 404 for an unknown one', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client);
    const first = await pay(api, client, bank, [invoice], { amount: '10.00' });
    const second = await pay(api, client, bank, [invoice], { amount: '20.00' });
    expect(await listPayments(api)).toEqual([first, second]);
    problem(await api.get(`${PAYMENTS}/${MISSING_ID}`), 404, `Client payment ${MISSING_ID} was not found`);
    problem(await api.get(`${PAYMENTS}/${invoice.id}`), 404);
    problem(await api.delete(`${PAYMENTS}/${MISSING_ID}`), 404);
    invalid(await api.get(`${PAYMENTS}/abc`), ['id']);
  });

  it('DELETE answers the payment as it was, restores every invoice outstanding amount and removes its postings', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const gbp = await createBank(api);
    const usd = await createBank(api, 'USD');
    const first = await createInvoice(api, client, { total: '100.00', dueDate: '2026-04-30' });
    const second = await createInvoice(api, client, { total: '50.00', dueDate: '2026-05-31' });
    const kept = await pay(api, client, gbp, [first], { amount: '10.00' });
    const before = await balances(api);
    const payment = await pay(api, client, usd, [first, second], { amount: '120.00', exchangeRate: 1.25 });
    expect(await outstanding(api, [first, second])).toEqual(['0.00', '20.00']);

    expect(ok<ClientPayment>(await api.delete(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
    expect(await outstanding(api, [first, second])).toEqual(['90.00', '50.00']);
    expect(await balances(api)).toEqual(before);
    expect(await postingsOf(api, usd.ledgerAccountCode)).toEqual([]);
    expect(await postingsOf(api, '7800')).toEqual([]);
    problem(await api.get(`${PAYMENTS}/${payment.id}`), 404);
    problem(await api.delete(`${PAYMENTS}/${payment.id}`), 404);
    expect(await listPayments(api)).toEqual([kept]);

    // With no payment left, the invoices may go; the bank account keeps its history.
    ok<ClientPayment>(await api.delete(`${PAYMENTS}/${kept.id}`));
    expect(await outstanding(api, [first])).toEqual(['100.00']);
    ok<Invoice>(await api.delete(`${INVOICES}/${second.id}`));
    expect(problem(await api.delete(`/bankAccounts/${gbp.id}`), 409).detail).toMatch('postings in the ledger');
  });
});

describe('invoices with payments allocated', () => {
  async function paidInvoice() {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await createInvoice(api, client, { total: '100.00' });
    const payment = await pay(api, client, bank, [invoice], { amount: '60.00' });
    const paid = await getInvoice(api, invoice.id);
    expect(paid.outstandingAmount).toBe('40.00');
    return { api, client, bank, invoice: paid, payment, before: await balances(api) };
  }

  const lineOf = (invoice: Invoice) => invoice.invoiceLines[0] as InvoiceLine;

  it('refuses a PUT that would bring the total under what is paid with 422, and changes nothing', async () => {
    const { api, invoice, before } = await paidInvoice();
    const body = problem(
      await api.put(`${INVOICES}/${invoice.id}`, {
        ...invoice,
        invoiceLines: [{ id: lineOf(invoice).id, quantity: 1, rate: '59.99', vatRate: 0 }],
      }),
      422,
    );
    expect(body).toMatchObject({ totalAmount: '59.99', allocatedAmount: '60.00' });
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await balances(api)).toEqual(before);
  });

  it('refuses a change of currency or client, or making it a draft, with 422 naming the field, and changes nothing', async () => {
    const { api, invoice, before } = await paidInvoice();
    const other = await createClient(api);
    const path = `${INVOICES}/${invoice.id}`;
    expect(
      messageAt(violation(await api.put(path, { ...invoice, currency: 'USD' }), ['currency']), 'currency'),
    ).toMatch(/GBP/);
    violation(await api.put(path, { ...invoice, clientId: other.id, clientName: other.name }), ['clientId']);
    violation(await api.put(path, { ...invoice, draft: true }), ['draft']);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await balances(api)).toEqual(before);
  });

  it('refuses line calls that would bring the total under what is paid with 422, and changes nothing', async () => {
    const { api, client, bank } = await paidInvoice();
    // An invoice of two lines, 70.00 + 30.00, 80.00 paid.
    const invoice = ok<Invoice>(
      await api.post(INVOICES, {
        clientId: client.id,
        currency: 'GBP',
        issueDate: ISSUE,
        dueDate: '2026-03-31',
        invoiceLines: [
          { quantity: 1, rate: '70.00', vatRate: 0 },
          { quantity: 1, rate: '30.00', vatRate: 0 },
        ],
      }),
    );
    await pay(api, client, bank, [invoice], { amount: '80.00' });
    const paid = await getInvoice(api, invoice.id);
    const before = await balances(api);
    const [big, small] = paid.invoiceLines as [InvoiceLine, InvoiceLine];
    const lines = `${INVOICES}/${invoice.id}/invoiceLines`;

    const replaced = problem(await api.put(`${lines}/${big.id}`, { quantity: 1, rate: '49.99', vatRate: 0 }), 422);
    expect(replaced).toMatchObject({ totalAmount: '79.99', allocatedAmount: '80.00' });
    const added = problem(await api.post(lines, { quantity: -1, rate: '20.01', vatRate: 0 }), 422);
    expect(added).toMatchObject({ totalAmount: '79.99', allocatedAmount: '80.00' });
    const removed = problem(await api.delete(`${lines}/${small.id}`), 422);
    expect(removed).toMatchObject({ totalAmount: '70.00', allocatedAmount: '80.00' });
    expect(await getInvoice(api, invoice.id)).toEqual(paid);
    expect(await balances(api)).toEqual(before);

    // Down to exactly what is paid is allowed.
    const exact = ok<InvoiceLine>(await api.put(`${lines}/${big.id}`, { quantity: 1, rate: '50.00', vatRate: 0 }));
    expect(exact).toMatchObject({ id: big.id, rate: '50.00', netAmount: '50.00' });
    expect(await getInvoice(api, invoice.id)).toMatchObject({ totalAmount: '80.00', outstandingAmount: '0.00' });
  });

  it('refuses DELETE with 409, and changes nothing', async () => {
    const { api, invoice, payment, before } = await paidInvoice();
    const body = problem(await api.delete(`${INVOICES}/${invoice.id}`), 409);
    expect(body.detail).toMatch(String(invoice.id));
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await balances(api)).toEqual(before);
    expect(ok<ClientPayment>(await api.get(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
  });

  it('still takes other changes: dates, PO number, and lines that keep the total above what is paid', async () => {
    const { api, invoice } = await paidInvoice();
    const path = `${INVOICES}/${invoice.id}`;
    const updated = ok<Invoice>(
      await api.put(path, {
        ...invoice,
        issueDate: '2026-03-05',
        dueDate: '2026-04-30',
        poNumber: 'PO-9',
        invoiceLines: [
          { id: lineOf(invoice).id, quantity: 1, rate: '80.00', vatRate: 0 },
          { quantity: 1, rate: '5.00', vatRate: 0.2 },
        ],
      }),
    );
    expect(updated).toMatchObject({
      issueDate: '2026-03-05',
      dueDate: '2026-04-30',
      poNumber: 'PO-9',
      netAmount: '85.00',
      taxAmount: '1.00',
      totalAmount: '86.00',
      outstandingAmount: '26.00',
    });
    expect(await getInvoice(api, invoice.id)).toEqual(updated);
    const line = ok<InvoiceLine>(await api.post(`${path}/invoiceLines`, { quantity: 2, rate: '7.00', vatRate: 0 }));
    expect(line).toMatchObject({ quantity: 2, rate: '7.00', netAmount: '14.00' });
    expect(await getInvoice(api, invoice.id)).toMatchObject({ totalAmount: '100.00', outstandingAmount: '40.00' });
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '40.00', '0.00'],
        ['1300', 'GBP', '60.00', '0.00'],
        ['2200', 'GBP', '0.00', '1.00'],
        ['4000', 'GBP', '0.00', '99.00'],
      ],
      totals: [{ currency: 'GBP', debit: '100.00', credit: '100.00' }],
    });
  });
});

describe('tenant isolation', () => {
  it("answers another company's payment with 404, and refuses its client, invoices and bank accounts with 422", async () => {
    const mine = await newCompany(t);
    const theirs = await newCompany(t);
    const theirClient = await createClient(theirs);
    const theirBank = await createBank(theirs);
    const theirInvoice = await createInvoice(theirs, theirClient);
    const theirPayment = await pay(theirs, theirClient, theirBank, [theirInvoice]);
    const myClient = await createClient(mine);
    const myBank = await createBank(mine);
    const myInvoice = await createInvoice(mine, myClient);

    const notFound = `Client payment ${theirPayment.id} was not found`;
    problem(await mine.get(`${PAYMENTS}/${theirPayment.id}`), 404, notFound);
    problem(await mine.delete(`${PAYMENTS}/${theirPayment.id}`), 404, notFound);
    expect(await listPayments(mine)).toEqual([]);

    violation(await mine.post(PAYMENTS, paymentBody(theirClient, myBank, [myInvoice])), ['clientId']);
    violation(await mine.post(PAYMENTS, paymentBody(myClient, theirBank, [myInvoice])), ['bankAccountId']);
    const invoices = violation(await mine.post(PAYMENTS, paymentBody(myClient, myBank, [theirInvoice])), [
      'invoiceIds[0]',
    ]);
    expect(messageAt(invoices, 'invoiceIds[0]')).toMatch(/no invoice/);
    expect(await listPayments(mine)).toEqual([]);

    expect(await listPayments(theirs)).toEqual([theirPayment]);
    expect(await outstanding(theirs, [theirInvoice])).toEqual(['60.00']);
  });
});
