import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, type BankMovement, createBank, createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, ok, problem } from './problem.js';

/* The statement of a pound bank account over January and February 2026, worked by hand. */

interface Statement {
  bankAccount: { id: number; name: string; currency: string; ledgerAccountCode: string };
  from?: string;
  to?: string;
  openingBalance: string;
  transactions: BankMovement[];
  closingBalance: string;
}

let t: TestApp;
let api: Api;
let bank: BankAccount;
let savings: BankAccount;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  bank = await createBank(api);
  savings = await createBank(api);
  const client = await createClient(api);
  const supplier = await createSupplier(api);
  const made = async (name: string, path: string, body: object) => {
    ids[name] = ok<{ id: number }>(await api.post(path, body)).id;
  };
  const journal = (date: string, debit: string, credit: string, amount: string) => ({
    reason: 'Entry',
    date,
    manualJournalEntryLines: [
      { accountCode: debit, debitAmountValue: amount },
      { accountCode: credit, creditAmountValue: amount },
    ],
  });
  const invoice = (issueDate: string, rate: string) => ({
    clientId: client.id,
    currency: 'GBP',
    issueDate,
    dueDate: issueDate,
    draft: false,
    invoiceLines: [{ quantity: 1, rate, vatRate: 0.2 }],
  });
  await made('capital', '/manualJournalEntries', journal('2026-01-05', bank.ledgerAccountCode, '3000', '1000.00'));
  await made('invoice', '/invoices', invoice('2026-01-10', '100.00')); // 120.00
  await made('received', '/clientPayments', {
    clientId: client.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '120.00',
    dateReceived: '2026-01-20',
    invoiceIds: [ids.invoice],
  });
  await made('small', '/invoices', invoice('2026-01-10', '10.00')); // 12.00
  await made('mistaken', '/clientPayments', {
    clientId: client.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '10.00',
    dateReceived: '2026-01-22',
    invoiceIds: [ids.small],
  });
  ok(await api.delete(`/clientPayments/${ids.mistaken}`)); // reversed on 22 January
  await made('bill', '/bills', {
    supplierId: supplier.id,
    currency: 'GBP',
    issueDate: '2026-01-15',
    dueDate: '2026-01-15',
    billLines: [{ quantity: 1, unitPrice: '50.00', vatRate: 0.2, categoryCode: '6300' }],
  }); // 60.00
  await made('paid', '/supplierPayments', {
    supplierId: supplier.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '60.00',
    datePaid: '2026-01-25',
    billIds: [ids.bill],
  });
  await made('transfer', '/bankTransfers', {
    fromBankAccountId: bank.id,
    toBankAccountId: savings.id,
    amount: '200.00',
    dateTransferred: '2026-02-01',
  });
  await made('charges', '/manualJournalEntries', journal('2026-02-10', '6800', bank.ledgerAccountCode, '5.00'));
});
afterAll(() => t.close());

const statementOf = async (account: BankAccount, query = '') =>
  ok<Statement>(await api.get(`/bankAccounts/${account.id}/transactions${query}`));

/** A movement as [date, source type, source id, amount, balance, reversal or not]. */
const rows = (statement: Statement) =>
  statement.transactions.map((movement) => [
    movement.date,
    movement.source.type,
    movement.source.id,
    movement.amount,
    movement.balance,
    movement.reversesTransactionId !== undefined,
  ]);

describe('GET /bankAccounts/{id}/transactions', () => {
  it('lists a month’s movements with a running balance, a deleted payment and its reversal included', async () => {
    const january = await statementOf(bank, '?from=2026-01-01&to=2026-01-31');
    expect(january).toMatchObject({
      bankAccount: { id: bank.id, name: bank.name, currency: 'GBP', ledgerAccountCode: bank.ledgerAccountCode },
      from: '2026-01-01',
      to: '2026-01-31',
      openingBalance: '0.00',
      closingBalance: '1,060.00',
    });
    expect(rows(january)).toEqual([
      ['2026-01-05', 'MANUAL_JOURNAL_ENTRY', ids.capital, '1,000.00', '1,000.00', false],
      ['2026-01-20', 'CLIENT_PAYMENT', ids.received, '120.00', '1,120.00', false],
      ['2026-01-22', 'CLIENT_PAYMENT', ids.mistaken, '10.00', '1,130.00', false],
      ['2026-01-22', 'CLIENT_PAYMENT', ids.mistaken, '-10.00', '1,120.00', true],
      ['2026-01-25', 'SUPPLIER_PAYMENT', ids.paid, '-60.00', '1,060.00', false],
    ]);
    const [, , payment, reversal] = january.transactions;
    expect(reversal?.reversesTransactionId).toBe(payment?.transactionId);
  });

  it('opens the next month from where the last one closed', async () => {
    const february = await statementOf(bank, '?from=2026-02-01');
    expect(february.openingBalance).toBe('1,060.00');
    expect(rows(february)).toEqual([
      ['2026-02-01', 'BANK_TRANSFER', ids.transfer, '-200.00', '860.00', false],
      ['2026-02-10', 'MANUAL_JOURNAL_ENTRY', ids.charges, '-5.00', '855.00', false],
    ]);
    expect(february.closingBalance).toBe('855.00');
    expect(rows(await statementOf(savings))).toEqual([
      ['2026-02-01', 'BANK_TRANSFER', ids.transfer, '200.00', '200.00', false],
    ]);
  });

  it('pages with a link to the next page, which opens from the balance before its first movement', async () => {
    const first = await api.get(`/bankAccounts/${bank.id}/transactions?limit=2`);
    expect(rows(ok<Statement>(first)).map(([, , , , balance]) => balance)).toEqual(['1,000.00', '1,120.00']);
    expect(first.headers.link).toBe(`</api/v1/bankAccounts/${bank.id}/transactions?limit=2&offset=2>; rel="next"`);
    const second = ok<Statement>(await api.get(`/bankAccounts/${bank.id}/transactions?limit=2&offset=2`));
    expect(second.openingBalance).toBe('1,120.00');
    expect(rows(second).map(([, , , amount]) => amount)).toEqual(['10.00', '-10.00']);
    expect(second.closingBalance).toBe('1,120.00');
  });

  it('gives the bank account its balance, every movement counted', async () => {
    expect(ok<BankAccount & { balance: string }>(await api.get(`/bankAccounts/${bank.id}`)).balance).toBe('855.00');
    const listed = ok<(BankAccount & { balance: string })[]>(await api.get('/bankAccounts'));
    expect(listed.map((account) => [account.id, account.balance])).toEqual([
      [bank.id, '855.00'],
      [savings.id, '200.00'],
    ]);
  });

  it('answers 404 for a bank account that is not the company’s, and 400 for a period that ends before it starts', async () => {
    problem(await api.get(`/bankAccounts/${MISSING_ID}/transactions`), 404);
    const other = await newCompany(t);
    problem(await other.get(`/bankAccounts/${bank.id}/transactions`), 404);
    invalid(await api.get(`/bankAccounts/${bank.id}/transactions?from=2026-02-01&to=2026-01-31`), ['to']);
  });
});
