import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';

let t: TestApp;
let tenant: Tenant;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => t.close());

/** An invoice in pounds of one line without VAT, due at the end of January 2026. */
async function invoiceOf(clientId: number, line: { quantity: number; rate: string }, issueDate = '2026-01-01') {
  const api = apiClient(t.app, tenant);
  const invoice = {
    clientId,
    currency: 'GBP',
    issueDate,
    dueDate: '2026-01-31',
    invoiceLines: [{ ...line, vatRate: 0 }],
  };
  return (await api.post('/invoices', invoice)).json<{ id: number }>();
}

async function get(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: tenant.authorization } });
  return (await response.json()) as Record<string, unknown>;
}

async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: tenant.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('payments racing over a real socket', () => {
  it('never allocate more to an invoice than it has outstanding', async () => {
    const api = apiClient(t.app, tenant);
    const client = (await api.post('/clients', { name: 'Racing client' })).json<{ id: number }>();
    const bank = (await api.post('/bankAccounts', { name: 'Racing bank' })).json<{ id: number }>();
    const invoice = await invoiceOf(client.id, { quantity: 1, rate: '1,000.00' });

    const attempts = 40;
    const answers = await Promise.all(
      Array.from({ length: attempts }, () =>
        post('/clientPayments', {
          clientId: client.id,
          bankAccountId: bank.id,
          currency: 'GBP',
          amount: '30.00',
          dateReceived: '2026-02-01',
          invoiceIds: [invoice.id],
        }),
      ),
    );

    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(accepted).toHaveLength(33);
    expect(refused).toHaveLength(attempts - 33);
    for (const answer of refused) expect(answer.body).toMatchObject({ outstandingAmount: '10.00', amount: '30.00' });

    const after = (await api.get(`/invoices/${invoice.id}`)).json<{ outstandingAmount: string }>();
    expect(after.outstandingAmount).toBe('10.00');
    const payments = (await api.get('/clientPayments')).json<unknown[]>();
    expect(payments).toHaveLength(33);
    const report = (await api.get('/reports/trialBalance?date=2026-12-31')).json<{
      lines: { code: string; debit: string; credit: string }[];
      totals: { debit: string; credit: string }[];
    }>();
    expect(report.totals).toEqual([{ currency: 'GBP', debit: '1,000.00', credit: '1,000.00' }]);
    expect(report.lines.find((line) => line.code === '1200')).toMatchObject({ debit: '10.00', credit: '0.00' });
  });

  it('never allocate more to a bill than it has outstanding', async () => {
    const api = apiClient(t.app, tenant);
    const supplier = (await api.post('/suppliers', { name: 'Racing supplier' })).json<{ id: number }>();
    const bank = (await api.post('/bankAccounts', { name: 'Paying bank' })).json<{ id: number }>();
    const bill = (
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-01-01',
        dueDate: '2026-01-31',
        billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }],
      })
    ).json<{ id: number }>();

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/supplierPayments', {
          supplierId: supplier.id,
          bankAccountId: bank.id,
          currency: 'GBP',
          amount: '25.00',
          datePaid: '2026-02-01',
          billIds: [bill.id],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(8);
    const after = (await api.get(`/bills/${bill.id}`)).json<{ outstandingAmount: string }>();
    expect(after.outstandingAmount).toBe('0.00');
  });
});

describe('allocations, refunds and payments racing over a real socket', () => {
  it('never take more from a credit note or an invoice than it has outstanding', async () => {
    const api = apiClient(t.app, tenant);
    const client = (await api.post('/clients', { name: 'Crediting client' })).json<{ id: number }>();
    const bank = (await api.post('/bankAccounts', { name: 'Refunding bank' })).json<{ id: number }>();
    const invoice = await invoiceOf(client.id, { quantity: 1, rate: '100.00' });
    const note = (
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-01-02',
        dueDate: '2026-01-02',
        creditNoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
      })
    ).json<{ id: number }>();

    // 30 allocations and 30 refunds of 5.00 race for the credit note's 100.00, and 30 payments of
    // 5.00 for the invoice's 100.00 beside the allocations.
    const allocate = () => post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '5.00' });
    const refund = () =>
      post('/clientRefunds', {
        clientId: client.id,
        creditNoteId: note.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '5.00',
        datePaid: '2026-01-05',
      });
    const pay = () =>
      post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '5.00',
        dateReceived: '2026-01-05',
        invoiceIds: [invoice.id],
      });
    const answers = await Promise.all(Array.from({ length: 30 }, () => [allocate(), refund(), pay()]).flat());
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    const [allocated, refunded, paid] = [0, 1, 2].map(
      (kind) => answers.filter((answer, index) => index % 3 === kind && answer.status === 200).length,
    ) as [number, number, number];
    // Each of the two documents holds 100.00: twenty shares of 5.00 at the most.
    expect(allocated + refunded).toBe(20);
    expect(allocated + paid).toBeLessThanOrEqual(20);
    const outstanding = async (path: string) =>
      (await api.get(path)).json<{ outstandingAmount: string }>().outstandingAmount;
    expect(await outstanding(`/creditNotes/${note.id}`)).toBe('0.00');
    expect(await outstanding(`/invoices/${invoice.id}`)).toBe(`${100 - 5 * (allocated + paid)}.00`);
    const balance = (await api.get(`/clients/${client.id}/balance`)).json<{ outstanding: string }[]>();
    expect(balance).toEqual([expect.objectContaining({ outstanding: `${100 - 5 * (allocated + paid)}.00` })]);
  });

  it("never take more from a payment's money on account or an invoice than either holds", async () => {
    const api = apiClient(t.app, tenant);
    const client = (await api.post('/clients', { name: 'Prepaying client' })).json<{ id: number }>();
    const bank = (await api.post('/bankAccounts', { name: 'Prepaid bank' })).json<{ id: number }>();
    const body = { clientId: client.id, bankAccountId: bank.id, currency: 'GBP', dateReceived: '2026-01-05' };
    const prepayment = (
      await api.post('/clientPayments', { ...body, amount: '100.00', invoiceIds: [], onAccount: true })
    ).json<{ id: number }>();
    const invoice = await invoiceOf(client.id, { quantity: 1, rate: '100.00' }, '2026-01-06');

    // 30 allocations and 30 refunds of 5.00 race for the 100.00 on account, and 30 payments of 5.00
    // for the invoice's 100.00 beside the allocations.
    const allocate = () =>
      post(`/clientPayments/${prepayment.id}/allocations`, { invoiceId: invoice.id, amount: '5.00' });
    const refund = () =>
      post('/clientRefunds', {
        clientId: client.id,
        paymentId: prepayment.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '5.00',
        datePaid: '2026-01-07',
      });
    const pay = () =>
      post('/clientPayments', { ...body, amount: '5.00', dateReceived: '2026-01-07', invoiceIds: [invoice.id] });
    const answers = await Promise.all(Array.from({ length: 30 }, () => [allocate(), refund(), pay()]).flat());
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    const [allocated, refunded, paid] = [0, 1, 2].map(
      (kind) => answers.filter((answer, index) => index % 3 === kind && answer.status === 200).length,
    ) as [number, number, number];
    expect(allocated + refunded).toBe(20);
    expect(allocated + paid).toBeLessThanOrEqual(20);
    const held = (await api.get(`/clientPayments/${prepayment.id}`)).json<{ unallocatedAmount: string }>();
    expect(held.unallocatedAmount).toBe('0.00');
    const owed = (await api.get(`/invoices/${invoice.id}`)).json<{ outstandingAmount: string }>();
    expect(owed.outstandingAmount).toBe(`${100 - 5 * (allocated + paid)}.00`);
    const balance = (await api.get(`/clients/${client.id}/balance`)).json<{ onAccount: string }[]>();
    expect(balance).toEqual([expect.objectContaining({ onAccount: '0.00' })]);
  });
});

describe('reads racing with payments over a real socket', () => {
  it('answer each request with its own invoice, as it stood before or after its payment', async () => {
    const api = apiClient(t.app, tenant);
    const client = (await api.post('/clients', { name: 'Read client' })).json<{ id: number }>();
    const bank = (await api.post('/bankAccounts', { name: 'Read bank' })).json<{ id: number }>();
    // Invoice k totals k × 10.00 and is paid 1.00 while it is being read.
    const invoices: { id: number; total: string; paid: string }[] = [];
    for (let k = 1; k <= 6; k++) {
      const invoice = await invoiceOf(client.id, { quantity: k, rate: '10.00' });
      invoices.push({ id: invoice.id, total: `${k * 10}.00`, paid: `${k * 10 - 1}.00` });
    }
    const pay = (invoiceId: number) =>
      post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '1.00',
        dateReceived: '2026-02-01',
        invoiceIds: [invoiceId],
      });

    const reads = invoices.flatMap(({ id }) => [get(`/invoices/${id}`), get(`/invoices/${id}`)]);
    const payments = await Promise.all(invoices.map(({ id }) => pay(id)));
    const answers = await Promise.all(reads);

    expect(payments.map((payment) => payment.status)).toEqual(invoices.map(() => 200));
    answers.forEach((answer, index) => {
      const { id, total, paid } = invoices[Math.floor(index / 2)] as (typeof invoices)[number];
      expect(answer).toMatchObject({ id, totalAmount: total });
      expect([total, paid]).toContain(answer.outstandingAmount);
    });
    for (const { id, paid } of invoices)
      expect(await get(`/invoices/${id}`)).toMatchObject({ outstandingAmount: paid });
  });
});
