import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, type Invoice, newCompany, type TrialBalance } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';

/*
 * An installation that writes money grouped by thousands answers a request with `Prefer: money=plain`
 * in plain decimals, and says so; without the preference, or with another, its answers are unchanged.
 */

const PLAIN = { prefer: 'money=plain' };

let t: TestApp;
let api: Api;
let client: Client;
let invoice: Invoice;

beforeAll(async () => {
  t = await buildTestApp({ moneyFormat: 'grouped' });
  api = await newCompany(t);
  client = await createClient(api);
  ok(await api.post('/webhookEndpoints', { url: 'https://hooks.example.com/in' }));
  const created = await api.post(
    '/invoices',
    {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-04-01',
      dueDate: '2026-04-30',
      invoiceLines: [{ quantity: 1, rate: '1640.00', vatRate: 0.2 }],
    },
    PLAIN,
  );
  invoice = ok<Invoice>(created);
});
afterAll(() => t.close());

const amountsOf = (document: Invoice) => [
  document.netAmount,
  document.taxAmount,
  document.totalAmount,
  document.outstandingAmount,
  document.invoiceLines[0]?.rate,
];

const applied = (response: LightMyRequestResponse) => response.headers['preference-applied'];

describe('Prefer: money=plain', () => {
  it('answers a created invoice in plain decimals, and says the preference was applied', () => {
    expect(amountsOf(invoice)).toEqual(['1640.00', '328.00', '1968.00', '1968.00', '1640.00']);
  });

  it('answers a read of the invoice plain with the preference and grouped without', async () => {
    const plain = await api.get(`/invoices/${invoice.id}`, PLAIN);
    expect(amountsOf(ok(plain))).toEqual(['1640.00', '328.00', '1968.00', '1968.00', '1640.00']);
    expect(applied(plain)).toBe('money=plain');
    expect(plain.headers.vary).toMatch(/\bPrefer\b/);

    const grouped = await api.get(`/invoices/${invoice.id}`);
    expect(amountsOf(ok(grouped))).toEqual(['1,640.00', '328.00', '1,968.00', '1,968.00', '1,640.00']);
    expect(applied(grouped)).toBeUndefined();
    expect(grouped.headers.vary).toMatch(/\bPrefer\b/);
    expect(plain.headers.etag).not.toBe(grouped.headers.etag);
  });

  it('ignores the other preferences of the header, and a value of money it does not know', async () => {
    const among = await api.get(`/invoices/${invoice.id}`, { prefer: 'respond-async, wait=10, money=plain' });
    expect(ok<Invoice>(among).totalAmount).toBe('1968.00');
    expect(applied(among)).toBe('money=plain');

    const unknown = await api.get(`/invoices/${invoice.id}`, { prefer: 'money=fancy' });
    expect(ok<Invoice>(unknown).totalAmount).toBe('1,968.00');
    expect(applied(unknown)).toBeUndefined();
  });

  it('answers a list plain, a page of it and the whole list written as it is read', async () => {
    const page = await api.get('/invoices?limit=10', PLAIN);
    expect(ok<Invoice[]>(page).map((listed) => listed.totalAmount)).toEqual(['1968.00']);
    expect(applied(page)).toBe('money=plain');
    for (let item = 0; item < 101; item += 1) {
      ok(await api.post('/lineItems', { name: `Item ${item}`, defaultRate: '1234.50' }));
    }
    const streamed = ok<{ defaultRate: string }[]>(await api.get('/lineItems', PLAIN));
    expect(new Set(streamed.map((item) => item.defaultRate))).toEqual(new Set(['1234.50']));
    const grouped = ok<{ defaultRate: string }[]>(await api.get('/lineItems'));
    expect(new Set(grouped.map((item) => item.defaultRate))).toEqual(new Set(['1,234.50']));
  });

  it('answers a report plain, and its CSV in plain decimals whether or not it is asked', async () => {
    const report = ok<TrialBalance>(await api.get('/reports/trialBalance?date=2026-04-30', PLAIN));
    expect(report.totals).toEqual([{ currency: 'GBP', debit: '1968.00', credit: '1968.00' }]);
    const grouped = ok<TrialBalance>(await api.get('/reports/trialBalance?date=2026-04-30'));
    expect(grouped.totals).toEqual([{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }]);

    for (const headers of [{ accept: 'text/csv', ...PLAIN }, { accept: 'text/csv' }]) {
      const csv = await api.get('/reports/trialBalance?date=2026-04-30', headers);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(',1968.00,');
      expect(csv.body).not.toContain('1,968.00');
    }
  });

  it('writes the amounts of a problem plain', async () => {
    const unbalanced = {
      reason: 'Unbalanced',
      date: '2026-04-01',
      manualJournalEntryLines: [
        { accountCode: '7900', debitAmountValue: '1500.00' },
        { accountCode: '4000', creditAmountValue: '1000.00' },
      ],
    };
    const plain = problem(await api.post('/manualJournalEntries', unbalanced, PLAIN), 422);
    expect([plain.debits, plain.credits, plain.difference]).toEqual(['1500.00', '1000.00', '500.00']);
    const grouped = problem(await api.post('/manualJournalEntries', unbalanced), 422);
    expect([grouped.debits, grouped.credits, grouped.difference]).toEqual(['1,500.00', '1,000.00', '500.00']);
  });

  it('takes the ETag of a plain answer as the record as it stands, for a write made on its condition', async () => {
    const read = await api.get(`/invoices/${invoice.id}`, PLAIN);
    const patched = await api.post(
      `/invoices/${invoice.id}/invoiceLines`,
      { quantity: 1, rate: '10.00' },
      {
        ...PLAIN,
        'if-match': String(read.headers.etag),
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
  });

  it('leaves the events of webhooks in the installation’s format', async () => {
    const events = ok<{ type: string; data: { object: { totalAmount?: string } } }[]>(
      await api.get('/events?limit=1000', PLAIN),
    );
    const created = events.find((event) => event.type === 'invoice.created');
    expect(created?.data.object.totalAmount).toBe('1,968.00');
  });
});

describe('Prefer: money=plain on a repeated create', () => {
  it('answers a create repeated under its Idempotency-Key with its money written as the repeat prefers', async () => {
    const books = await newCompany(t);
    const body = { name: 'Initech', email: 'accounts@initech.example' };
    const first = await books.post('/clients', body, { 'idempotency-key': 'initech-1' });
    const repeated = await books.post('/clients', body, { 'idempotency-key': 'initech-1', ...PLAIN });
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(ok(repeated)).toEqual(ok(first));

    const line = { clientId: ok<Client>(first).id, currency: 'GBP', issueDate: '2026-04-02', dueDate: '2026-05-02' };
    const invoiceBody = { ...line, invoiceLines: [{ quantity: 1, rate: '2500.00', vatRate: 0 }] };
    const plainFirst = await books.post('/invoices', invoiceBody, { 'idempotency-key': 'april-2', ...PLAIN });
    expect(ok<Invoice>(plainFirst).totalAmount).toBe('2500.00');
    const groupedRepeat = await books.post('/invoices', invoiceBody, { 'idempotency-key': 'april-2' });
    expect(groupedRepeat.headers['idempotent-replayed']).toBe('true');
    expect(ok<Invoice>(groupedRepeat).totalAmount).toBe('2,500.00');
    expect(applied(groupedRepeat)).toBeUndefined();
    const plainRepeat = await books.post('/invoices', invoiceBody, { 'idempotency-key': 'april-2', ...PLAIN });
    expect(ok<Invoice>(plainRepeat).totalAmount).toBe('2500.00');
    expect(applied(plainRepeat)).toBe('money=plain');
  });
});
