import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialBalance } from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { unique } from './problem.js';

/*
 * The balances kept for all time and by year, month and day are written with the postings, in the same transaction.
 * After random creates, edits (dates moved across days, months and years) and deletes of journal
 * entries, invoices and payments, every kept balance equals the sum of the postings of its period,
 * and the trial balance read from them equals the one summed from the postings, at any date.
 */

const DATES = [
  '2024-12-31',
  '2025-01-01',
  '2025-01-31',
  '2025-02-01',
  '2025-06-15',
  '2025-12-31',
  '2026-01-01',
  '2026-03-09',
];
const CODES = ['1200', '3000', '4100', '6300', '7900'];

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('entry' as const),
    date: fc.constantFrom(...DATES),
    debit: fc.constantFrom(...CODES),
    credit: fc.constantFrom(...CODES),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  fc.record({ kind: fc.constant('moveEntry' as const), pick: fc.nat(), date: fc.constantFrom(...DATES) }),
  fc.record({ kind: fc.constant('deleteEntry' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('invoice' as const),
    date: fc.constantFrom(...DATES),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
    currency: fc.constantFrom('GBP', 'EUR'),
  }),
  fc.record({ kind: fc.constant('moveInvoice' as const), pick: fc.nat(), date: fc.constantFrom(...DATES) }),
  fc.record({ kind: fc.constant('deleteInvoice' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payment' as const), pick: fc.nat(), date: fc.constantFrom(...DATES) }),
  fc.record({ kind: fc.constant('deletePayment' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const pick = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Books {
  api: Api;
  clientId: number;
  banks: Record<string, number>;
}

async function apply(books: Books, step: Operation): Promise<void> {
  const { api } = books;
  const listed = async (path: string) => (await api.get(path)).json<{ id: number }[]>();
  switch (step.kind) {
    case 'entry':
      await api.post('/manualJournalEntries', {
        reason: 'r',
        date: step.date,
        manualJournalEntryLines: [
          { accountCode: step.debit, debitAmountValue: money(step.cents) },
          { accountCode: step.credit, creditAmountValue: money(step.cents) },
        ],
      });
      return;
    case 'moveEntry': {
      const entry = pick(await listed('/manualJournalEntries'), step.pick);
      if (entry) await api.put(`/manualJournalEntries/${entry.id}`, { reason: 'moved', date: step.date });
      return;
    }
    case 'deleteEntry': {
      const entry = pick(await listed('/manualJournalEntries'), step.pick);
      if (entry) await api.delete(`/manualJournalEntries/${entry.id}`);
      return;
    }
    case 'invoice':
      await api.post('/invoices', {
        clientId: books.clientId,
        currency: step.currency,
        issueDate: step.date,
        dueDate: '2026-12-31',
        invoiceLines: [{ quantity: 1, rate: money(step.cents), salesTaxCode: 'STANDARD' }],
      });
      return;
    case 'moveInvoice': {
      const invoice = pick(await listed('/invoices'), step.pick) as { id: number; currency?: string } | undefined;
      if (!invoice) return;
      const current = (await api.get(`/invoices/${invoice.id}`)).json<Record<string, unknown>>();
      await api.put(`/invoices/${invoice.id}`, {
        clientId: books.clientId,
        currency: current.currency,
        issueDate: step.date,
        dueDate: '2026-12-31',
      });
      return;
    }
    case 'deleteInvoice': {
      const invoice = pick(await listed('/invoices'), step.pick);
      if (invoice) await api.delete(`/invoices/${invoice.id}`);
      return;
    }
    case 'payment': {
      const invoices = (await api.get('/invoices')).json<
        { id: number; currency: string; outstandingAmount: string }[]
      >();
      const invoice = pick(
        invoices.filter((i) => i.outstandingAmount !== '0.00'),
        step.pick,
      );
      if (!invoice) return;
      await api.post('/clientPayments', {
        clientId: books.clientId,
        bankAccountId: books.banks.GBP,
        currency: invoice.currency,
        amount: '0.01',
        ...(invoice.currency === 'GBP' ? {} : { exchangeRate: 0.85 }),
        dateReceived: step.date,
        invoiceIds: [invoice.id],
      });
      return;
    }
    case 'deletePayment': {
      const payment = pick(await listed('/clientPayments'), step.pick);
      if (payment) await api.delete(`/clientPayments/${payment.id}`);
      return;
    }
  }
}

/** The kept balances, and the same balances summed from the postings, as comparable rows. */
async function keptAndSummed(t: TestApp, tenant: Tenant) {
  const { rows: kept } = await sql<{ row: string }>`
    select account_id || ' ' || kind || ' ' || period || ' ' || currency || ' ' || amount as row
    from account_balances where company_id = ${tenant.companyId} order by row`.execute(t.db);
  const day = sql`cast(date as varchar(10))`;
  const { rows: summed } = await sql<{ row: string }>`
    select row from (
      select account_id || ' A  ' || currency || ' ' || sum(amount) as row, sum(amount) as total
        from postings where company_id = ${tenant.companyId} group by account_id, currency
      union all
      select account_id || ' Y ' || substr(${day}, 1, 4) || ' ' || currency || ' ' || sum(amount), sum(amount)
        from postings where company_id = ${tenant.companyId} group by account_id, substr(${day}, 1, 4), currency
      union all
      select account_id || ' M ' || substr(${day}, 1, 7) || ' ' || currency || ' ' || sum(amount), sum(amount)
        from postings where company_id = ${tenant.companyId} group by account_id, substr(${day}, 1, 7), currency
      union all
      select account_id || ' D ' || ${day} || ' ' || currency || ' ' || sum(amount), sum(amount)
        from postings where company_id = ${tenant.companyId} group by account_id, ${day}, currency
    ) as periods where total <> 0 order by row`.execute(t.db);
  return { kept: kept.map((r) => r.row), summed: summed.map((r) => r.row) };
}

/** The trial balance at a date summed straight from the postings: [code, currency, debit − credit in cents]. */
async function summedTrialBalance(t: TestApp, tenant: Tenant, date: string) {
  const { rows } = await sql<{ code: string; currency: string; balance: bigint }>`
    select accounts.code, postings.currency, cast(sum(postings.amount) as bigint) as balance
    from postings join accounts on accounts.company_id = postings.company_id and accounts.id = postings.account_id
    where postings.company_id = ${tenant.companyId} and postings.date <= ${date}
    group by accounts.code, postings.currency having sum(postings.amount) <> 0
    order by accounts.code, postings.currency`.execute(t.db);
  return rows.map((row) => [row.code, row.currency, row.balance]);
}

const cents = (amount: string) => BigInt(amount.replace(/[,.]/g, ''));

describe('the balances kept for all time and by year, month and day', () => {
  it('always equal the sum of the postings of their period, and give the trial balance of any date', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 30 }), async (operations) => {
        const tenant = await createTenant(t.db);
        const api = apiClient(t.app, tenant);
        const client = (await api.post('/clients', { name: unique('Client') })).json<{ id: number }>();
        const bank = (await api.post('/bankAccounts', { name: unique('Bank') })).json<{ id: number }>();
        const books: Books = { api, clientId: client.id, banks: { GBP: bank.id } };
        for (const step of operations) await apply(books, step);

        const { kept, summed } = await keptAndSummed(t, tenant);
        expect(kept).toEqual(summed);
        for (const date of ['2024-12-30', ...DATES, '2099-01-01']) {
          const report = (await api.get(`/reports/trialBalance?date=${date}`)).json<TrialBalance>();
          const fromBalances = report.lines.map((line) => [
            line.code,
            line.currency,
            cents(line.debit) - cents(line.credit),
          ]);
          expect(fromBalances, date).toEqual(await summedTrialBalance(t, tenant, date));
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
