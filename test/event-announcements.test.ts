import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepEvents } from '../src/webhooks/event-sweep.js';
import { createBank, createClient, invoiceOf, newCompany, TOMORROW } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';
import { camtStatement, type StatementLine } from './statement-builders.js';

interface Event {
  id: number;
  type: string;
  createdAt: string;
  sequence: number;
  data: { object: Record<string, unknown> };
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The company's events, oldest first. */
const eventsOf = async (api: Api, query = '') => ok<Event[]>(await api.get(`/events?limit=1000${query}`)).reverse();

/** The events that came after the `seen` first ones, as [type, object id] pairs. */
const since = (events: Event[], seen: number) =>
  events.slice(seen).map((event) => [event.type, event.data.object.id] as const);

/** The GET of a record as its bytes, and an event of it holds them as its object, byte for byte. */
async function expectObjectIsAnswer(api: Api, event: Event, path: string) {
  const answer = (await api.get(path)).body;
  expect((await api.get(`/events/${event.id}`)).body).toContain(`"object":${answer}`);
}

const payment = (client: { id: number }, bank: { id: number }, invoiceId: number, amount: string) => ({
  clientId: client.id,
  bankAccountId: bank.id,
  currency: 'GBP',
  amount,
  dateReceived: '2026-04-10',
  invoiceIds: [invoiceId],
});

describe('the events of the writes of the API', () => {
  it('announce a created invoice with its answer as a GET of it answers, byte for byte', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    const events = await eventsOf(api);
    expect(since(events, 0)).toEqual([
      ['client.created', client.id],
      ['invoice.created', invoice.id],
    ]);
    expect(events.map((event) => event.sequence)).toEqual([1, 2]);
    await expectObjectIsAnswer(api, events[1] as Event, `/invoices/${invoice.id}`);
  });

  it('announce a payment that pays an invoice off, then the invoice changed, then paid, one after the other', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    // 100.00 and 20% VAT: 120.00 to pay.
    const invoice = await invoiceOf(api, client);
    const seen = (await eventsOf(api)).length;
    const paid = ok<{ id: number }>(await api.post('/clientPayments', payment(client, bank, invoice.id, '120.00')));
    const events = await eventsOf(api);
    expect(since(events, seen)).toEqual([
      ['clientPayment.created', paid.id],
      ['invoice.updated', invoice.id],
      ['invoice.paid', invoice.id],
    ]);
    expect(events.slice(seen).map((event) => event.sequence)).toEqual([seen + 1, seen + 2, seen + 3]);
    const invoiceUpdated = events[seen + 1] as Event;
    expect(invoiceUpdated.data.object).toMatchObject({ outstandingAmount: '0.00', status: 'paid' });
    await expectObjectIsAnswer(api, invoiceUpdated, `/invoices/${invoice.id}`);
  });

  it('announce a partial payment without paid, and its deletion with the invoice owing again', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await invoiceOf(api, client);
    const seen = (await eventsOf(api)).length;
    // 120.00 less 50.00 paid leaves 70.00.
    const paid = ok<{ id: number }>(await api.post('/clientPayments', payment(client, bank, invoice.id, '50.00')));
    ok(await api.delete(`/clientPayments/${paid.id}`));
    const events = await eventsOf(api);
    expect(since(events, seen)).toEqual([
      ['clientPayment.created', paid.id],
      ['invoice.updated', invoice.id],
      ['clientPayment.deleted', paid.id],
      ['invoice.updated', invoice.id],
    ]);
    expect(events[seen + 1]?.data.object).toMatchObject({ outstandingAmount: '70.00' });
    expect(events[seen + 2]?.data.object).toMatchObject({ id: paid.id, amount: '50.00' });
    expect(events[seen + 3]?.data.object).toMatchObject({ outstandingAmount: '120.00' });
  });

  it('announce nothing for a refused write', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await invoiceOf(api, client);
    const seen = (await eventsOf(api)).length;
    // 121.00 is more than the 120.00 outstanding: refused, nothing written.
    expect((await api.post('/clientPayments', payment(client, bank, invoice.id, '121.00'))).statusCode).toBe(422);
    expect((await api.post('/clients', {})).statusCode).toBe(400);
    const after = await createClient(api);
    const events = await eventsOf(api);
    expect(since(events, seen)).toEqual([['client.created', after.id]]);
    expect(events.at(-1)?.sequence).toBe(seen + 1);
  });

  it('announce a deleted record as it was', async () => {
    const api = await newCompany(t);
    const client = await createClient(api, 'Leaving Ltd');
    ok(await api.delete(`/clients/${client.id}`));
    const events = await eventsOf(api);
    expect(since(events, 0)).toEqual([
      ['client.created', client.id],
      ['client.deleted', client.id],
    ]);
    expect(events[1]?.data.object).toMatchObject({ id: client.id, name: 'Leaving Ltd' });
  });

  it('announce a line call as a change of its document', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    ok(await api.post(`/invoices/${invoice.id}/invoiceLines`, { quantity: 1, rate: '10.00', vatRate: 0 }));
    const events = await eventsOf(api);
    expect(since(events, 2)).toEqual([['invoice.updated', invoice.id]]);
    await expectObjectIsAnswer(api, events[2] as Event, `/invoices/${invoice.id}`);
  });

  it('announce a moved lock date as a change of the company and a moved lock date', async () => {
    const api = await newCompany(t);
    ok(await api.patch('/company', { name: 'Renamed Ltd' }));
    ok(await api.patch('/company', { lockDate: '2025-12-31' }));
    const events = await eventsOf(api);
    expect(events.map((event) => event.type)).toEqual([
      'company.updated',
      'company.updated',
      'company.lockDateChanged',
    ]);
    expect(events[2]?.data.object).toMatchObject({ name: 'Renamed Ltd', lockDate: '2025-12-31' });
    await expectObjectIsAnswer(api, events[2] as Event, '/company');
  });
});

describe('the booking of a statement line', () => {
  it('announces and enters in the audit trail the payment it creates, then the line matched and the invoice paid', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    // 100.00 and 20% VAT: 120.00 to pay, which the line brings in whole.
    const invoice = await invoiceOf(api, client);
    const statement = Buffer.from(camtStatement([{ date: '2026-04-10', amount: '120.00', description: 'INV' }]));
    const lines = `/bankAccounts/${bank.id}/statementLines`;
    ok(
      await api.post(`/bankAccounts/${bank.id}/statementImports?format=camt053`, statement, {
        'content-type': 'application/xml',
      }),
    );
    const [line] = ok<StatementLine[]>(await api.get(lines));
    const seen = (await eventsOf(api)).length;
    const booked = ok<StatementLine>(
      await api.post(`${lines}/${line?.id}/match`, { create: { type: 'clientPayment', invoiceIds: [invoice.id] } }),
    );
    const paymentId = booked.matches[0]?.id;
    const events = await eventsOf(api);
    expect(since(events, seen)).toEqual([
      ['clientPayment.created', paymentId],
      ['bankStatementLine.updated', line?.id],
      ['invoice.updated', invoice.id],
      ['invoice.paid', invoice.id],
    ]);
    await expectObjectIsAnswer(api, events[seen] as Event, `/clientPayments/${paymentId}`);
    const trail = ok<{ recordType: string; recordId: number; method: string; path: string }[]>(
      await api.get(`/auditLog?recordType=clientPayment&recordId=${paymentId}`),
    );
    expect(trail).toMatchObject([
      { recordType: 'clientPayment', recordId: paymentId, method: 'POST', path: `/api/v1${lines}/${line?.id}/match` },
    ]);
  });
});

describe('the sweep of overdue documents', () => {
  it('announces once each issued invoice fallen due unpaid, and no other', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    // Due 2026-04-30, before today: overdue. The others: due tomorrow, a draft, paid off (120.00).
    const overdue = await invoiceOf(api, client);
    await invoiceOf(api, client, { dueDate: TOMORROW });
    await invoiceOf(api, client, { draft: true });
    const paidOff = await invoiceOf(api, client);
    ok(await api.post('/clientPayments', payment(client, bank, paidOff.id, '120.00')));
    const seen = (await eventsOf(api)).length;
    await sweepEvents(t.db, 'grouped');
    await sweepEvents(t.db, 'grouped');
    const events = await eventsOf(api);
    expect(since(events, seen)).toEqual([['invoice.overdue', overdue.id]]);
    await expectObjectIsAnswer(api, events[seen] as Event, `/invoices/${overdue.id}`);
  });
});
