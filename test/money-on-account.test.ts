import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  type Client,
  createBank,
  createClient,
  createSupplier,
  getBill,
  getInvoice,
  invoiceOf,
  newCompany,
  postingsOf,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, messageAt, ok, problem, violation } from './problem.js';

/*
 * A payment may be more than what it pays when `onAccount` is given: the rest stays on the party's
 * account as a credit, to allocate to later documents or refund. Figures worked by hand.
 */

interface Payment {
  id: number;
  amount: string;
  invoiceIds: number[];
  onAccountAmount?: string;
  unallocatedAmount?: string;
}

interface Allocation {
  id: number;
  paymentId: number;
  invoiceId: number;
  amount: string;
  date: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const paymentBody = (client: Client, bank: BankAccount, fields: Record<string, unknown> = {}) => ({
  clientId: client.id,
  bankAccountId: bank.id,
  currency: 'GBP',
  amount: '130.00',
  dateReceived: '2026-04-20',
  invoiceIds: [],
  onAccount: true,
  ...fields,
});

const balanceOf = async (api: Api, path: string) => ok<Record<string, string>[]>(await api.get(`${path}/balance`));

type AgedRow = Record<string, string>;
const agedRows = async (api: Api, report: string, date: string) => {
  const aged = ok<{ clients?: AgedRow[]; suppliers?: AgedRow[] }>(await api.get(`/reports/${report}?date=${date}`));
  return (aged.clients ?? aged.suppliers ?? []).map((row) => [
    row.currency,
    row.notDue,
    row.days1To30,
    row.days31To60,
    row.total,
  ]);
};

interface JournalLine {
  accountCode: string;
  currency: string;
  debit: string;
  credit: string;
  baseAmount: string;
}

/** The postings of the transactions of one kind of record, as [account, currency, debit, credit, value]. */
async function journalOf(api: Api, type: string) {
  const journal = ok<{ transactions: { source: { type: string }; postings: JournalLine[] }[] }>(
    await api.get('/reports/journal'),
  );
  return journal.transactions
    .filter((entry) => entry.source.type === type)
    .map((entry) => entry.postings.map((p) => [p.accountCode, p.currency, p.debit, p.credit, p.baseAmount]));
}

async function baseBalance(api: Api, code: string) {
  const trial = ok<{ lines: { code: string; debit: string; credit: string }[] }>(
    await api.get('/reports/trialBalance?date=2026-12-31&currency=base'),
  );
  const line = trial.lines.find((candidate) => candidate.code === code);
  return line ? [line.debit, line.credit] : undefined;
}

describe('an overpayment left on account', () => {
  it('keeps 10.00 of a payment of 130.00 for an invoice of 120.00, then allocates it to the next invoice', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const first = await invoiceOf(api, client);
    const body = paymentBody(client, bank, { invoiceIds: [first.id] });
    const { onAccount: _, ...withoutOnAccount } = body;
    const refused = violation(await api.post('/clientPayments', withoutOnAccount), ['amount']);
    expect(refused).toMatchObject({ amount: '130.00', outstandingAmount: '120.00' });
    expect(messageAt(refused, 'amount')).toBe('must not be more than outstandingAmount, unless onAccount is true');

    const payment = ok<Payment>(await api.post('/clientPayments', body));
    expect(payment).toMatchObject({
      amount: '130.00',
      invoiceIds: [first.id],
      onAccountAmount: '10.00',
      unallocatedAmount: '10.00',
    });
    expect(ok(await api.get(`/clientPayments/${payment.id}`))).toEqual(payment);
    expect((await getInvoice(api, first.id)).outstandingAmount).toBe('0.00');
    // Debtors: 120.00 invoiced, 130.00 received: the client is 10.00 in credit.
    expect(await postingsOf(api, '1200')).toEqual([
      ['INVOICE', first.id, 'GBP', '120.00', '0.00'],
      ['CLIENT_PAYMENT', payment.id, 'GBP', '0.00', '130.00'],
    ]);
    expect(await balanceOf(api, `/clients/${client.id}`)).toEqual([
      {
        currency: 'GBP',
        invoiced: '120.00',
        credited: '0.00',
        paid: '130.00',
        refunded: '0.00',
        writtenOff: '0.00',
        onAccount: '10.00',
        outstanding: '-10.00',
      },
    ]);
    // Money on account ages from the day it was received: 20 April is 10 days before 30 April.
    expect(await agedRows(api, 'agedReceivables', '2026-04-30')).toEqual([['GBP', '0.00', '-10.00', '0.00', '-10.00']]);

    const second = await invoiceOf(api, client, {
      issueDate: '2026-05-01',
      dueDate: '2026-05-31',
      invoiceLines: [{ quantity: 1, rate: '50.00', vatRate: 0 }],
    });
    const allocations = `/clientPayments/${payment.id}/allocations`;
    const allocation = ok<Allocation>(await api.post(allocations, { invoiceId: second.id, amount: '10.00' }));
    // Left out, the date is the later of the payment's and the invoice's.
    expect(allocation).toEqual({
      id: expect.any(Number),
      paymentId: payment.id,
      invoiceId: second.id,
      amount: '10.00',
      date: '2026-05-01',
    });
    expect(ok(await api.get(allocations))).toEqual([allocation]);
    expect((await getInvoice(api, second.id)).outstandingAmount).toBe('40.00');
    expect(ok<Payment>(await api.get(`/clientPayments/${payment.id}`))).toMatchObject({
      onAccountAmount: '10.00',
      unallocatedAmount: '0.00',
    });
    // In pounds the allocation moves nothing in the ledger: debtors are 170.00 - 130.00 = 40.00.
    expect(await journalOf(api, 'CLIENT_ON_ACCOUNT_ALLOCATION')).toEqual([]);
    expect(await baseBalance(api, '1200')).toEqual(['40.00', '0.00']);
    expect(await balanceOf(api, `/clients/${client.id}`)).toEqual([
      {
        currency: 'GBP',
        invoiced: '170.00',
        credited: '0.00',
        paid: '130.00',
        refunded: '0.00',
        writtenOff: '0.00',
        onAccount: '0.00',
        outstanding: '40.00',
      },
    ]);
    expect(await agedRows(api, 'agedReceivables', '2026-05-31')).toEqual([['GBP', '40.00', '0.00', '0.00', '40.00']]);
    // Before the allocation's date the credit still stood apart from the new invoice.
    expect(await agedRows(api, 'agedReceivables', '2026-04-30')).toEqual([['GBP', '0.00', '-10.00', '0.00', '-10.00']]);

    problem(
      await api.delete(`/clientPayments/${payment.id}`),
      409,
      `Client payment ${payment.id} has allocations or refunds of its money on account: delete them first`,
    );
    ok(await api.delete(`${allocations}/${allocation.id}`));
    expect((await getInvoice(api, second.id)).outstandingAmount).toBe('50.00');
    expect(ok<Payment>(await api.get(`/clientPayments/${payment.id}`)).unallocatedAmount).toBe('10.00');
    ok(await api.delete(`/clientPayments/${payment.id}`));
    expect((await getInvoice(api, first.id)).outstandingAmount).toBe('120.00');
  });

  it('takes a payment before any invoice, which names none', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    invalid(await api.post('/clientPayments', paymentBody(client, bank, { onAccount: false })), ['invoiceIds']);
    invalid(await api.post('/clientPayments', paymentBody(client, bank, { onAccount: undefined })), ['invoiceIds']);
    const payment = ok<Payment>(await api.post('/clientPayments', paymentBody(client, bank, { amount: '50.00' })));
    expect(payment).toMatchObject({ invoiceIds: [], onAccountAmount: '50.00', unallocatedAmount: '50.00' });
    const list = ok<Payment[]>(await api.get('/clientPayments'));
    expect(list.find((listed) => listed.id === payment.id)).toEqual(payment);
    // A payment that paid in full keeps nothing, and says nothing of money on account.
    const invoice = await invoiceOf(api, client);
    const exact = ok<Payment>(
      await api.post('/clientPayments', paymentBody(client, bank, { amount: '120.00', invoiceIds: [invoice.id] })),
    );
    expect(exact).not.toHaveProperty('onAccountAmount');
    expect(exact).not.toHaveProperty('unallocatedAmount');
  });

  it('refuses an allocation beyond what is unallocated or outstanding, of another client or currency, or too early', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const payment = ok<Payment>(await api.post('/clientPayments', paymentBody(client, bank, { amount: '30.00' })));
    const invoice = await invoiceOf(api, client, { issueDate: '2026-04-25', dueDate: '2026-05-25' });
    const allocations = `/clientPayments/${payment.id}/allocations`;
    const tooMuch = violation(await api.post(allocations, { invoiceId: invoice.id, amount: '30.01' }), ['amount']);
    expect(tooMuch).toMatchObject({ amount: '30.01', unallocatedAmount: '30.00' });
    expect(messageAt(tooMuch, 'amount')).toBe('must not be more than the unallocatedAmount of the client payment');
    const small = await invoiceOf(api, client, { invoiceLines: [{ quantity: 1, rate: '5.00', vatRate: 0 }] });
    const beyond = violation(await api.post(allocations, { invoiceId: small.id, amount: '6.00' }), ['amount']);
    expect(messageAt(beyond, 'amount')).toBe('must not be more than the outstandingAmount of the invoice');
    const stranger = await invoiceOf(api, await createClient(api));
    const foreign = violation(await api.post(allocations, { invoiceId: stranger.id, amount: '1.00' }), ['invoiceId']);
    expect(messageAt(foreign, 'invoiceId')).toBe(`invoice ${stranger.id} is not one of this client's`);
    const dollars = await invoiceOf(api, client, { currency: 'USD', exchangeRate: 0.8 });
    const currency = violation(await api.post(allocations, { invoiceId: dollars.id, amount: '1.00' }), ['invoiceId']);
    expect(messageAt(currency, 'invoiceId')).toBe(`invoice ${dollars.id} is in USD, not in the client payment's GBP`);
    const early = violation(
      await api.post(allocations, { invoiceId: invoice.id, amount: '1.00', date: '2026-04-21' }),
      ['date'],
    );
    expect(messageAt(early, 'date')).toBe('must be on or after 2026-04-25, when both were issued');
    violation(await api.post(allocations, { invoiceId: MISSING_ID, amount: '1.00' }), ['invoiceId']);
    problem(
      await api.post(`/clientPayments/${MISSING_ID}/allocations`, { invoiceId: invoice.id, amount: '1.00' }),
      404,
      `Client payment ${MISSING_ID} was not found`,
    );
    // Another company's payment answers as a missing one.
    const other = await newCompany(t);
    problem(await other.get(allocations), 404, `Client payment ${payment.id} was not found`);
    problem(
      await other.post(allocations, { invoiceId: invoice.id, amount: '1.00' }),
      404,
      `Client payment ${payment.id} was not found`,
    );
    problem(await api.delete(`${allocations}/${MISSING_ID}`), 404, `Allocation ${MISSING_ID} was not found`);
  });
});

describe('a refund of money on account', () => {
  it('pays 20.00 of 50.00 back, and names the payment instead of a credit note', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const payment = ok<Payment>(await api.post('/clientPayments', paymentBody(client, bank, { amount: '50.00' })));
    const body = {
      clientId: client.id,
      bankAccountId: bank.id,
      paymentId: payment.id,
      currency: 'GBP',
      amount: '20.00',
      datePaid: '2026-04-25',
    };
    invalid(await api.post('/clientRefunds', { ...body, creditNoteId: MISSING_ID }), ['creditNoteId', 'paymentId']);
    const { paymentId: _, ...neither } = body;
    invalid(await api.post('/clientRefunds', neither), ['creditNoteId', 'paymentId']);
    const tooMuch = violation(await api.post('/clientRefunds', { ...body, amount: '50.01' }), ['amount']);
    expect(tooMuch).toMatchObject({ amount: '50.01', unallocatedAmount: '50.00' });
    const early = violation(await api.post('/clientRefunds', { ...body, datePaid: '2026-04-19' }), ['datePaid']);
    expect(messageAt(early, 'datePaid')).toBe('must be on or after 2026-04-20, when the client payment was made');
    const stranger = await createClient(api);
    violation(await api.post('/clientRefunds', { ...body, clientId: stranger.id }), ['paymentId']);

    const refund = ok<Record<string, unknown>>(await api.post('/clientRefunds', body));
    expect(refund).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '20.00',
      bankAccountId: bank.id,
      paymentId: payment.id,
      clientId: client.id,
      datePaid: '2026-04-25',
      amountPaidFromBank: '20.00',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(ok<Payment>(await api.get(`/clientPayments/${payment.id}`)).unallocatedAmount).toBe('30.00');
    expect(await postingsOf(api, '1200')).toEqual([
      ['CLIENT_PAYMENT', payment.id, 'GBP', '0.00', '50.00'],
      ['CLIENT_REFUND', refund.id, 'GBP', '20.00', '0.00'],
    ]);
    expect(await balanceOf(api, `/clients/${client.id}`)).toEqual([
      {
        currency: 'GBP',
        invoiced: '0.00',
        credited: '0.00',
        paid: '50.00',
        refunded: '20.00',
        writtenOff: '0.00',
        onAccount: '30.00',
        outstanding: '-30.00',
      },
    ]);
    problem(
      await api.delete(`/clientPayments/${payment.id}`),
      409,
      `Client payment ${payment.id} has allocations or refunds of its money on account: delete them first`,
    );
    ok(await api.delete(`/clientRefunds/${refund.id}`));
    ok(await api.delete(`/clientPayments/${payment.id}`));
    expect(await balanceOf(api, `/clients/${client.id}`)).toEqual([]);
  });
});

describe('money on account in dollars', () => {
  it('is valued at what was received for it, and its allocation and refund realise the difference', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const pounds = await createBank(api);
    // USD 100.00 at 0.80: GBP 80.00 owed.
    const first = await invoiceOf(api, client, {
      currency: 'USD',
      exchangeRate: 0.8,
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    });
    // USD 150.00 received as GBP 117.00 (0.78): USD 100.00 clears the invoice's 80.00 and was worth
    // 78.00, a loss of 2.00; USD 50.00 stays on account worth 117.00 × 50 / 150 = 39.00.
    const payment = ok<Payment>(
      await api.post(
        '/clientPayments',
        paymentBody(client, pounds, {
          currency: 'USD',
          amount: '150.00',
          exchangeRate: 0.78,
          invoiceIds: [first.id],
          dateReceived: '2026-04-10',
        }),
      ),
    );
    expect(payment).toMatchObject({ onAccountAmount: '50.00', unallocatedAmount: '50.00' });
    expect(await journalOf(api, 'CLIENT_PAYMENT')).toEqual([
      [
        ['1200', 'USD', '0.00', '150.00', '-119.00'],
        ['1300', 'GBP', '117.00', '0.00', '117.00'],
        ['7800', 'USD', '150.00', '0.00', '117.00'],
        ['7800', 'GBP', '0.00', '117.00', '-117.00'],
        ['7810', 'USD', '0.00', '0.00', '2.00'],
      ],
    ]);
    // Debtors in pounds: 80.00 - 119.00 = -39.00, the dollars on account at what they were worth.
    expect(await baseBalance(api, '1200')).toEqual(['0.00', '39.00']);

    // USD 40.00 at 0.85: GBP 34.00 owed. Allocating USD 40.00 of the money on account clears it
    // whole (34.00) with 40 / 50 of the money's 39.00 = 31.20: a realised loss of 2.80.
    const second = await invoiceOf(api, client, {
      currency: 'USD',
      exchangeRate: 0.85,
      issueDate: '2026-05-01',
      dueDate: '2026-05-31',
      invoiceLines: [{ quantity: 1, rate: '40.00', vatRate: 0 }],
    });
    ok(await api.post(`/clientPayments/${payment.id}/allocations`, { invoiceId: second.id, amount: '40.00' }));
    expect(await journalOf(api, 'CLIENT_ON_ACCOUNT_ALLOCATION')).toEqual([
      [
        ['1200', 'USD', '0.00', '40.00', '-34.00'],
        ['1200', 'USD', '40.00', '0.00', '31.20'],
        ['7810', 'USD', '0.00', '0.00', '2.80'],
      ],
    ]);
    // Debtors: -39.00 + 34.00 - 34.00 + 31.20 = -7.80, the USD 10.00 left on account.
    expect(await baseBalance(api, '1200')).toEqual(['0.00', '7.80']);

    // The last USD 10.00 paid back at 0.82 costs GBP 8.20 for money worth 7.80: a loss of 0.40.
    const refund = ok<{ id: number }>(
      await api.post('/clientRefunds', {
        clientId: client.id,
        bankAccountId: pounds.id,
        paymentId: payment.id,
        currency: 'USD',
        amount: '10.00',
        exchangeRate: 0.82,
        datePaid: '2026-05-10',
      }),
    );
    const [refunded] = await journalOf(api, 'CLIENT_REFUND');
    expect(refunded?.find((posting) => posting[0] === '1200')).toEqual(['1200', 'USD', '10.00', '0.00', '7.80']);
    expect(refunded?.find((posting) => posting[0] === '7810')).toEqual(['7810', 'USD', '0.00', '0.00', '0.40']);
    expect(await baseBalance(api, '1200')).toBeUndefined();
    // Losses 2.00 + 2.80 + 0.40 = 5.20: invoices worth 114.00 brought in 117.00 - 8.20 = 108.80.
    expect(await baseBalance(api, '7810')).toEqual(['5.20', '0.00']);
    expect(ok<Payment>(await api.get(`/clientPayments/${payment.id}`)).unallocatedAmount).toBe('0.00');
    expect(refund.id).toEqual(expect.any(Number));
  });
});

describe('money on account in dollars, at the half cent', () => {
  it('is worth its share of the money rounded half away from zero', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const pounds = await createBank(api);
    // USD 1.00 at 0.50: GBP 0.50 owed. USD 2.00 received as GBP 1.01 (0.505): the USD 1.00 left on
    // account is worth 1.01 × 1 / 2 = 0.505, which is 0.51; the invoice clears its 0.50, and the
    // payment's 1.01 is 0.50 + 0.51, without an exchange difference.
    const invoice = await invoiceOf(api, client, {
      currency: 'USD',
      exchangeRate: 0.5,
      invoiceLines: [{ quantity: 1, rate: '1.00', vatRate: 0 }],
    });
    ok(
      await api.post(
        '/clientPayments',
        paymentBody(client, pounds, {
          currency: 'USD',
          amount: '2.00',
          exchangeRate: 0.505,
          invoiceIds: [invoice.id],
        }),
      ),
    );
    expect(await baseBalance(api, '1200')).toEqual(['0.00', '0.51']);
    expect(await baseBalance(api, '7810')).toBeUndefined();
  });
});

describe('a prepayment to a supplier', () => {
  it('pays 60.00 before the bill comes, then is allocated to it', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const payments = '/supplierPayments';
    const body = {
      supplierId: supplier.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '60.00',
      datePaid: '2026-04-02',
      billIds: [],
    };
    invalid(await api.post(payments, body), ['billIds']);
    const prepayment = ok<{ id: number; billIds: number[]; onAccountAmount: string }>(
      await api.post(payments, { ...body, onAccount: true }),
    );
    expect(prepayment).toMatchObject({ billIds: [], onAccountAmount: '60.00', unallocatedAmount: '60.00' });
    // Creditors are debited: the supplier owes the company 60.00 of goods.
    expect(await postingsOf(api, '2100')).toEqual([['SUPPLIER_PAYMENT', prepayment.id, 'GBP', '60.00', '0.00']]);
    expect(await agedRows(api, 'agedPayables', '2026-04-10')).toEqual([['GBP', '0.00', '-60.00', '0.00', '-60.00']]);

    const bill = ok<{ id: number }>(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-04-15',
        dueDate: '2026-05-15',
        billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }],
      }),
    );
    const allocation = ok<{ id: number; paymentId: number; billId: number; amount: string; date: string }>(
      await api.post(`${payments}/${prepayment.id}/allocations`, { billId: bill.id, amount: '60.00' }),
    );
    expect(allocation).toEqual({
      id: expect.any(Number),
      paymentId: prepayment.id,
      billId: bill.id,
      amount: '60.00',
      date: '2026-04-15',
    });
    expect((await getBill(api, bill.id)).outstandingAmount).toBe('40.00');
    expect(await balanceOf(api, `/suppliers/${supplier.id}`)).toEqual([
      {
        currency: 'GBP',
        billed: '100.00',
        credited: '0.00',
        paid: '60.00',
        refunded: '0.00',
        onAccount: '0.00',
        outstanding: '40.00',
      },
    ]);
    expect(await agedRows(api, 'agedPayables', '2026-04-30')).toEqual([['GBP', '40.00', '0.00', '0.00', '40.00']]);

    // Paying without naming bills pays what is outstanding, and keeps the rest on account.
    const more = ok<{ id: number; billIds: number[]; onAccountAmount: string }>(
      await api.post(payments, {
        supplierId: supplier.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '45.00',
        datePaid: '2026-04-20',
        onAccount: true,
      }),
    );
    expect(more).toMatchObject({ billIds: [bill.id], onAccountAmount: '5.00' });
    expect((await getBill(api, bill.id)).outstandingAmount).toBe('0.00');
    // The supplier gives 5.00 back.
    const refund = ok<Record<string, unknown>>(
      await api.post('/supplierRefunds', {
        supplierId: supplier.id,
        bankAccountId: bank.id,
        paymentId: more.id,
        currency: 'GBP',
        amount: '5.00',
        dateReceived: '2026-04-25',
      }),
    );
    expect(refund).toMatchObject({ paymentId: more.id, amountReceivedInBank: '5.00' });
    expect(refund).not.toHaveProperty('supplierCreditId');
    expect(await balanceOf(api, `/suppliers/${supplier.id}`)).toEqual([
      {
        currency: 'GBP',
        billed: '100.00',
        credited: '0.00',
        paid: '105.00',
        refunded: '5.00',
        onAccount: '0.00',
        outstanding: '0.00',
      },
    ]);
  });
});

describe('the audit trail and the lock date', () => {
  it('keep allocations of money on account as they keep a credit note’s', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const payment = ok<Payment>(await api.post('/clientPayments', paymentBody(client, bank, { amount: '30.00' })));
    const invoice = await invoiceOf(api, client);
    const allocations = `/clientPayments/${payment.id}/allocations`;
    const allocation = ok<Allocation>(await api.post(allocations, { invoiceId: invoice.id, amount: '5.00' }));
    ok(await api.delete(`${allocations}/${allocation.id}`));
    const trail = ok<{ recordType: string; recordId: number; method: string; before: unknown; after: unknown }[]>(
      await api.get('/auditLog?limit=2'),
    );
    expect(trail.map((entry) => [entry.recordType, entry.recordId, entry.method, entry.before, entry.after])).toEqual([
      ['clientPaymentAllocation', allocation.id, 'DELETE', allocation, null],
      ['clientPaymentAllocation', allocation.id, 'POST', null, allocation],
    ]);

    const kept = ok<Allocation>(await api.post(allocations, { invoiceId: invoice.id, amount: '5.00' }));
    ok(await api.put('/company', { lockDate: '2026-04-30' }));
    violation(await api.post(allocations, { invoiceId: invoice.id, amount: '1.00' }), ['date']);
    violation(await api.delete(`${allocations}/${kept.id}`), ['date']);
    ok(await api.post(allocations, { invoiceId: invoice.id, amount: '1.00', date: '2026-05-01' }));
  });
});
