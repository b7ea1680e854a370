import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../src/db/statement-names.js';
import { createBank, createClient, createSupplier, type Invoice } from './books.js';
import { type Api, apiClient, createTenant, recordedApp } from './helpers.js';
import { ok } from './problem.js';

/**
 * The calls sent most often run only statements that are built once and, on PostgreSQL, prepared
 * once per connection by name: none is parsed and planned anew on every call. (What a process
 * reads once per company, such as its system accounts, is read before.)
 */
describe('statements kept prepared', () => {
  let close: () => Promise<void>;
  let queries: string[];
  let api: Api;
  let clientId: number;
  let bankAccountId: number;

  beforeAll(async () => {
    const { recording, app, ...recorded } = await recordedApp();
    close = recorded.close;
    queries = recording.queries;
    api = apiClient(app, await createTenant(recording.db));
    clientId = (await createClient(api)).id;
    bankAccountId = (await createBank(api)).id;
    await newInvoice();
  });

  afterAll(() => close());

  const newInvoice = async () =>
    ok<Invoice>(
      await api.post('/invoices', {
        clientId,
        currency: 'GBP',
        issueDate: '2026-03-10',
        dueDate: '2026-04-10',
        invoiceLines: [
          { quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' },
          { quantity: 2, rate: '100.00', salesTaxCode: 'STANDARD' },
        ],
      }),
    );

  const newJournalEntry = async () =>
    ok(
      await api.post('/manualJournalEntries', {
        reason: 'Accrual',
        date: '2026-03-31',
        manualJournalEntryLines: [
          { accountCode: '6300', debitAmountValue: '10.00' },
          { accountCode: '1100', creditAmountValue: '10.00' },
        ],
      }),
    );

  /** The statements the calls send that have no prepared name. */
  async function unpreparedIn(calls: () => Promise<unknown>): Promise<string[]> {
    queries.length = 0;
    await calls();
    expect(queries.length).toBeGreaterThan(0);
    return queries.filter((sql) => statementName(sql) === undefined);
  }

  it('for a new invoice and a client payment', async () => {
    const sent = await unpreparedIn(async () => {
      const invoice = await newInvoice();
      ok(
        await api.post('/clientPayments', {
          clientId,
          bankAccountId,
          currency: 'GBP',
          amount: '50.00',
          dateReceived: '2026-03-20',
          invoiceIds: [invoice.id],
        }),
      );
    });
    expect(sent).toEqual([]);
  });

  it('for a new bill and a new manual journal entry', async () => {
    const supplierId = (await createSupplier(api)).id;
    const sent = await unpreparedIn(async () => {
      ok(
        await api.post('/bills', {
          supplierId,
          currency: 'GBP',
          issueDate: '2026-03-10',
          dueDate: '2026-04-10',
          billLines: [
            { quantity: 1, unitPrice: '50.00', salesTaxCode: 'STANDARD', categoryCode: '6300' },
            { quantity: 1, unitPrice: '20.00', salesTaxCode: 'ZERO', categoryCode: '6100' },
          ],
        }),
      );
      await newJournalEntry();
    });
    expect(sent).toEqual([]);
  });

  it('for a page of invoices, the first, the next by its Link, and one by offset', async () => {
    for (let count = 0; count < 3; count += 1) await newInvoice();
    const sent = await unpreparedIn(async () => {
      const first = await api.get('/invoices?limit=2');
      expect(ok<Invoice[]>(first)).toHaveLength(2);
      const next = /^<\/api\/v1([^>]+)>/.exec(String(first.headers.link))?.[1];
      expect(ok<Invoice[]>(await api.get(String(next)))).toHaveLength(2);
      expect(ok<Invoice[]>(await api.get('/invoices?limit=2&offset=1'))).toHaveLength(2);
    });
    expect(sent).toEqual([]);
  });

  it('for a page of clients, the first and the next by its Link', async () => {
    for (let count = 0; count < 2; count += 1) await createClient(api);
    const sent = await unpreparedIn(async () => {
      const first = await api.get('/clients?limit=2');
      expect(ok<unknown[]>(first)).toHaveLength(2);
      const next = /^<\/api\/v1([^>]+)>/.exec(String(first.headers.link))?.[1];
      expect(ok<unknown[]>(await api.get(String(next))).length).toBeGreaterThan(0);
    });
    expect(sent).toEqual([]);
  });

  it.each(['/clientPayments', '/manualJournalEntries', '/bankAccounts'])(
    'for one of %s, and for a page of them, the first and the next by its Link',
    async (path) => {
      await recordsOf(path);
      const sent = await unpreparedIn(async () => {
        const first = await api.get(`${path}?limit=2`);
        const records = ok<{ id: number }[]>(first);
        expect(records).toHaveLength(2);
        const next = /^<\/api\/v1([^>]+)>/.exec(String(first.headers.link))?.[1];
        expect(ok<unknown[]>(await api.get(String(next))).length).toBeGreaterThan(0);
        expect(ok<{ id: number }>(await api.get(`${path}/${records[0]?.id}`)).id).toBe(records[0]?.id);
      });
      expect(sent).toEqual([]);
    },
  );

  /** At least three records at `path`. */
  async function recordsOf(path: string): Promise<void> {
    for (let count = 0; count < 3; count += 1) {
      if (path === '/bankAccounts') await createBank(api);
      if (path === '/manualJournalEntries') await newJournalEntry();
      if (path === '/clientPayments') {
        const invoice = await newInvoice();
        ok(
          await api.post(path, {
            clientId,
            bankAccountId,
            currency: 'GBP',
            amount: '10.00',
            dateReceived: '2026-03-20',
            invoiceIds: [invoice.id],
          }),
        );
      }
    }
  }
});
