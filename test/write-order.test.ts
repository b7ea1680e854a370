import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildApp } from '../src/app.js';
import { findBankAccount } from '../src/bank-accounts/bank-account-repository.js';
import type { Database } from '../src/db/database.js';
import { countOwned } from '../src/db/owned.js';
import { inTransaction } from '../src/db/write.js';
import { journalEntryService } from '../src/journal-entries/journal-entry-service.js';
import { balancesAt } from '../src/ledger/balance-repository.js';
import { createBank, createClient, type Invoice } from './books.js';
import { type Api, apiClient, createTenant, recordedApp } from './helpers.js';
import { ok } from './problem.js';

/**
 * Every write of a company moves the same few rows: its document sequence, its record counts, the
 * balances of its debtors, sales and tax accounts. Each stays locked from its write to the commit,
 * and every other write of the company that moves it waits meanwhile, so these rows are written
 * last, each write's balances in one statement.
 */
describe('the order of a write', () => {
  let close: () => Promise<void>;
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let queries: string[];
  let api: Api;
  let clientId: number;
  let bankAccountId: number;

  beforeAll(async () => {
    const { recording, ...recorded } = await recordedApp();
    app = recorded.app;
    close = recorded.close;
    queries = recording.queries;
    db = recording.db;
    api = apiClient(app, await createTenant(recording.db));
    clientId = (await createClient(api)).id;
    bankAccountId = (await createBank(api)).id;
  });

  afterAll(() => close());

  const invoiceBody = (rate: string) => ({
    clientId,
    currency: 'GBP',
    issueDate: '2026-03-10',
    dueDate: '2026-04-10',
    invoiceLines: [
      { quantity: 1, rate, salesTaxCode: 'STANDARD' },
      { quantity: 2, rate, salesTaxCode: 'STANDARD' },
    ],
  });

  const paymentOf = (invoiceId: number) => ({
    clientId,
    bankAccountId,
    currency: 'GBP',
    amount: '50.00',
    dateReceived: '2026-03-20',
    invoiceIds: [invoiceId],
  });

  /** The statements one call sends, each as its verb and first table. */
  async function statementsOf(call: () => ReturnType<Api['post']>): Promise<string[]> {
    queries.length = 0;
    ok(await call());
    return queries.map(verbAndTable);
  }

  it('takes a new invoice number after the postings are written, then writes the invoice, its event and the balances', async () => {
    const sent = await statementsOf(() => api.post('/invoices', invoiceBody('100.00')));
    const numbered = sent.indexOf('update companies');
    expect(sent.slice(0, numbered)).toContain('insert postings');
    expect(sent.slice(numbered)).toEqual([
      'update companies',
      'insert invoices',
      'insert invoice_lines',
      'insert audit_entries',
      'insert event_sequences',
      'insert events',
      'insert webhook_deliveries',
      'insert record_counts',
      'insert account_balances',
    ]);
  });

  it('moves the balances once, last, for a change that reverses the postings and posts anew', async () => {
    const invoice = ok<Invoice>(await api.post('/invoices', invoiceBody('100.00')));
    const sent = await statementsOf(() => api.put(`/invoices/${invoice.id}`, invoiceBody('120.00')));
    expect(sent.filter((statement) => statement === 'insert postings')).toHaveLength(2);
    expect(sent.filter((statement) => statement === 'insert account_balances')).toHaveLength(1);
    expect(sent.at(-1)).toBe('insert account_balances');
  });

  it('moves the record count and then the balances last for a client payment', async () => {
    const invoice = ok<Invoice>(await api.post('/invoices', invoiceBody('100.00')));
    const sent = await statementsOf(() => api.post('/clientPayments', paymentOf(invoice.id)));
    for (const moved of ['insert record_counts', 'insert account_balances']) {
      expect(sent.filter((statement) => statement === moved)).toHaveLength(1);
    }
    expect(sent.slice(-2)).toEqual(['insert record_counts', 'insert account_balances']);
  });

  it('shows a read of the balances or the counts within a write the moves the write holds', async () => {
    const tenant = await createTenant(db);
    const bank = await createBank(apiClient(app, tenant));
    const read = await inTransaction(db, async (write) => {
      await journalEntryService.create(write, tenant.companyId, {
        reason: 'Takings',
        date: '2026-05-01',
        manualJournalEntryLines: [
          { accountCode: bank.ledgerAccountCode, debitAmountValue: '10.00' },
          { accountCode: '4100', creditAmountValue: '10.00' },
        ],
      });
      const balances = await balancesAt(write, tenant.companyId, '2026-05-01');
      const bankAccount = await findBankAccount(write, tenant.companyId, BigInt(bank.id));
      return {
        balances: balances.map((line) => [line.code, line.balance]),
        bank: bankAccount?.balance,
        entries: await countOwned(write, 'manual_journal_entries', tenant.companyId),
      };
    });
    expect(read).toEqual({
      balances: [
        [bank.ledgerAccountCode, 1000n], // 10.00 debit
        ['4100', -1000n], // 10.00 credit
      ],
      bank: 1000n,
      entries: 1,
    });
  });
});

function verbAndTable(sql: string): string {
  const [, verb, table] = /^(insert into|update|delete from|select)\b.*?"(\w+)"/.exec(sql) ?? [];
  if (verb === 'select') return `select ${/ from "(\w+)"/.exec(sql)?.[1]}`;
  return `${verb?.split(' ')[0]} ${table}`;
}
