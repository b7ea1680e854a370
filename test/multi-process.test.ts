import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import type { Client, Invoice, TrialBalance } from './books.js';
import { createTenant, type Tenant, testConfig } from './helpers.js';
import { type Answer, call, type RunningServer, startServer } from './processes.js';
import { statementFixture } from './statement-files.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/**
 * Two server processes on one database, written to at once: what a load balancer in front of several
 * processes does. Correctness must come from the database's locks and constraints, not from one process.
 */

let database: TestDatabase;
let db: Database;
let tenant: Tenant;
let servers: RunningServer[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(testConfig({ databaseUrl: database.url }));
  tenant = await createTenant(db);
  servers = await Promise.all([startServer(database.url), startServer(database.url)]);
}, 60_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await db?.destroy();
  await database?.drop();
});

/** A call through server `index % 2`, so that consecutive calls alternate between the two processes. */
function through(index: number, method: string, path: string, body?: unknown): Promise<Answer> {
  const server = servers[index % servers.length] as RunningServer;
  return call(server.port, method, `/api/v1${path}`, { headers: { authorization: tenant.authorization }, body });
}

function json<T>(answer: Answer, status = 200): T {
  expect(answer.status, answer.body).toBe(status);
  return JSON.parse(answer.body) as T;
}

/** Sends `count` calls at once, alternating servers, and gives their answers in order. */
const atOnce = (count: number, send: (index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

const invoiceBody = (clientId: number, rate: string) => ({
  clientId,
  currency: 'GBP',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  invoiceLines: [{ quantity: 1, rate, salesTaxCode: 'EXEMPT' }],
});

describe(`two server processes on one ${testStore} database`, () => {
  let client: Client;
  let bankAccountId: number;

  beforeAll(async () => {
    client = json<Client>(await through(0, 'POST', '/clients', { name: 'Racing Client Ltd' }));
    bankAccountId = json<{ id: number }>(await through(1, 'POST', '/bankAccounts', { name: 'Current' })).id;
  });

  it('numbers 40 invoices created through both at once INV-000001 to INV-000040: none repeated, none skipped', async () => {
    const answers = await atOnce(40, (index) => through(index, 'POST', '/invoices', invoiceBody(client.id, '10.00')));
    expect(statuses(answers)).toEqual(Array(40).fill(200));
    const invoices = answers.map((answer) => json<Invoice>(answer));
    const numbers = invoices.map((invoice) => invoice.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`));
    expect(new Set(invoices.map((invoice) => invoice.id)).size).toBe(40);
  });

  it('lets racing payments pay an invoice exactly what it has outstanding and refuses the rest', async () => {
    const invoice = json<Invoice>(await through(0, 'POST', '/invoices', invoiceBody(client.id, '100.00')));
    // 14 payments of 7.00 fit in 100.00; whatever the order, the 15th finds 2.00 outstanding.
    const answers = await atOnce(30, (index) =>
      through(index, 'POST', '/clientPayments', {
        clientId: client.id,
        bankAccountId,
        currency: 'GBP',
        amount: '7.00',
        dateReceived: '2026-03-10',
        invoiceIds: [invoice.id],
      }),
    );
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(14);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(json<{ outstandingAmount: string }>(refused, 422).outstandingAmount).toBe('2.00');
    }
    for (const server of [0, 1]) {
      expect(json<Invoice>(await through(server, 'GET', `/invoices/${invoice.id}`)).outstandingAmount).toBe('2.00');
    }
  });

  it('never deadlocks payments that name the same invoices in opposite orders, nor overpays them', async () => {
    const first = json<Invoice>(await through(0, 'POST', '/invoices', invoiceBody(client.id, '50.00')));
    const second = json<Invoice>(await through(1, 'POST', '/invoices', invoiceBody(client.id, '50.00')));
    const answers = await atOnce(20, (index) =>
      through(index, 'POST', '/clientPayments', {
        clientId: client.id,
        bankAccountId,
        currency: 'GBP',
        amount: '9.00',
        dateReceived: '2026-03-10',
        invoiceIds: index % 2 === 0 ? [first.id, second.id] : [second.id, first.id],
      }),
    );
    // 100.00 outstanding in all: eleven payments of 9.00 fit, leaving 1.00.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(11);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(
      Array(9).fill(422),
    );
    const outstanding = await Promise.all(
      [first, second].map(async (invoice) => json<Invoice>(await through(0, 'GET', `/invoices/${invoice.id}`))),
    );
    expect(outstanding.map((invoice) => invoice.outstandingAmount).sort()).toEqual(['0.00', '1.00']);
  });

  it('converts a quote once when each process is asked to convert it at the same moment: one invoice, the other 409', async () => {
    const buyer = json<Client>(await through(0, 'POST', '/clients', { name: 'Quoted Client Ltd' }));
    for (let round = 0; round < 5; round += 1) {
      const quote = json<{ id: number }>(
        await through(round, 'POST', '/quotes', {
          clientId: buyer.id,
          currency: 'GBP',
          issueDate: '2026-03-01',
          expiryDate: '2099-03-31',
          draft: false,
          quoteLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'EXEMPT' }],
        }),
      );
      const answers = await atOnce(2, (index) => through(index, 'POST', `/quotes/${quote.id}/convert`, {}));
      expect(statuses(answers).sort()).toEqual([200, 409]);
      const invoice = json<Invoice>(answers.find((answer) => answer.status === 200) as Answer);
      const refused = json<{ detail: string }>(answers.find((answer) => answer.status === 409) as Answer, 409);
      expect(refused.detail).toContain(`invoice ${invoice.id}`);
      expect(json<{ invoiceId: number }>(await through(round + 1, 'GET', `/quotes/${quote.id}`)).invoiceId).toBe(
        invoice.id,
      );
    }
    const invoices = json<Invoice[]>(await through(0, 'GET', `/invoices?clientId=${buyer.id}`));
    expect(invoices).toHaveLength(5);
  });

  it('creates one of ten clients given the same name at once and refuses the nine others with 409', async () => {
    const answers = await atOnce(10, (index) => through(index, 'POST', '/clients', { name: 'Same Name plc' }));
    expect(statuses(answers).sort()).toEqual([200, ...Array(9).fill(409)]);
    const named = json<Client[]>(await through(1, 'GET', '/clients')).filter((c) => c.name === 'Same Name plc');
    expect(named).toHaveLength(1);
  });

  it('keeps a manual journal entry balanced, and its postings equal to its lines, under concurrent edits', async () => {
    const entry = json<{ id: number; manualJournalEntryLines: { id: number }[] }>(
      await through(0, 'POST', '/manualJournalEntries', {
        reason: 'Opening capital',
        date: '2026-03-01',
        manualJournalEntryLines: [
          { accountCode: '1100', debitAmountValue: '100.00' },
          { accountCode: '3000', creditAmountValue: '100.00' },
        ],
      }),
    );
    const [debitLine] = entry.manualJournalEntryLines;
    // Each edit balances on its own, against the entry as it read it; two applied to the same
    // starting point would not balance together.
    const answers = await atOnce(12, (index) =>
      through(index, 'PUT', `/manualJournalEntries/${entry.id}`, {
        reason: 'Opening capital',
        date: '2026-03-01',
        manualJournalEntryLines: [
          { id: debitLine?.id, accountCode: '1100', debitAmountValue: `${100 + index + 1}.00` },
          { accountCode: '2400', creditAmountValue: `${index + 1}.00` },
        ],
      }),
    );
    expect(statuses(answers).every((status) => status === 200 || status === 422)).toBe(true);
    expect(statuses(answers)).toContain(200);
    const lines = json<{
      manualJournalEntryLines: { accountCode: string; debitAmountValue: string; creditAmountValue: string }[];
    }>(await through(1, 'GET', `/manualJournalEntries/${entry.id}`)).manualJournalEntryLines;
    const cents = (amount: string) => BigInt(amount.replace(/[,.]/g, ''));
    const debits = lines.reduce((sum, line) => sum + cents(line.debitAmountValue), 0n);
    const credits = lines.reduce((sum, line) => sum + cents(line.creditAmountValue), 0n);
    expect(debits).toBe(credits);
    const { rows } = await sql<{ account_code: string; total: bigint }>`
      select accounts.code as account_code, cast(sum(postings.amount) as bigint) as total
      from postings
      join journal_transactions on journal_transactions.company_id = postings.company_id
        and journal_transactions.id = postings.transaction_id
      join accounts on accounts.company_id = postings.company_id and accounts.id = postings.account_id
      where postings.company_id = ${tenant.companyId} and journal_transactions.source_type = 'MANUAL_JOURNAL_ENTRY'
        and journal_transactions.source_id = ${BigInt(entry.id)}
      group by accounts.code order by accounts.code`.execute(db);
    const fromLines = new Map<string, bigint>();
    for (const line of lines) {
      const net = cents(line.debitAmountValue) - cents(line.creditAmountValue);
      fromLines.set(line.accountCode, (fromLines.get(line.accountCode) ?? 0n) + net);
    }
    expect(new Map(rows.map((row) => [row.account_code, row.total]))).toEqual(
      new Map([...fromLines].filter(([, net]) => net !== 0n)),
    );
  });

  it('imports one bank statement sent to both at once ten times as one set of lines', async () => {
    const statement = statementFixture('march-2026-current-account.camt053.xml');
    const path = `/api/v1/bankAccounts/${bankAccountId}/statementImports?format=camt053`;
    const answers = await atOnce(10, (index) =>
      call((servers[index % 2] as RunningServer).port, 'POST', path, {
        headers: { authorization: tenant.authorization, 'content-type': 'application/xml' },
        body: statement,
      }),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(200));
    // The statement has ten booked lines: one import writes them, the nine others find them all held.
    const counts = answers.map((answer) => json<{ linesImported: number; duplicatesSkipped: number }>(answer));
    expect(counts.map((count) => count.linesImported).sort((a, b) => b - a)).toEqual([10, ...Array(9).fill(0)]);
    expect(counts.filter((count) => count.duplicatesSkipped === 10)).toHaveLength(9);
    const lines = json<unknown[]>(await through(0, 'GET', `/bankAccounts/${bankAccountId}/statementLines`));
    expect(lines).toHaveLength(10);
  });

  it('leaves every journal transaction balanced in each currency, and both servers reading one trial balance', async () => {
    const { rows: unbalanced } = await sql<{ transaction_id: bigint }>`
      select transaction_id from postings where company_id = ${tenant.companyId}
      group by transaction_id, currency having sum(amount) <> 0`.execute(db);
    expect(unbalanced).toEqual([]);
    const [first, second] = await Promise.all(
      [0, 1].map(async (index) =>
        json<TrialBalance>(await through(index, 'GET', '/reports/trialBalance?date=2099-12-31')),
      ),
    );
    expect(second).toEqual(first);
    for (const total of first?.totals ?? []) expect(total.debit).toBe(total.credit);
    expect(first?.lines.length).toBeGreaterThan(3);
  });
});
