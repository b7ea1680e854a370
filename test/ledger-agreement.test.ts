import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  createBank,
  createClient,
  createSupplier,
  getBill,
  newCompany,
  trialBalance,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem, violation } from './problem.js';

/** Records that would make the books disagree with the ledger are refused. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bill = (supplierId: number, issueDate: string, categoryCode = '6300') => ({
  supplierId,
  currency: 'GBP',
  issueDate,
  dueDate: '2026-06-30',
  billLines: [{ quantity: 1, unitPrice: '50.00', vatRate: 0, categoryCode }],
});

const entry = (lines: { accountCode: string; debitAmountValue?: string; creditAmountValue?: string }[]) => ({
  reason: 'Adjustment',
  date: '2026-05-01',
  manualJournalEntryLines: lines,
});

describe('a payment dated before what it pays', () => {
  it('is refused for an invoice issued after it, naming the invoice, and nothing is written', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = ok<{ id: number }>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-05-10',
        dueDate: '2026-06-09',
        invoiceLines: [{ quantity: 1, rate: '90.00', vatRate: 0 }],
      }),
    );
    const payment = (dateReceived: string) => ({
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '90.00',
      dateReceived,
      invoiceIds: [invoice.id],
    });
    const body = violation(await api.post('/clientPayments', payment('2026-05-09')), ['invoiceIds[0]']);
    expect(body.errors?.[0]?.message).toMatch('issued on 2026-05-10, after the payment');
    expect(ok<unknown[]>(await api.get('/clientPayments'))).toEqual([]);
    // On the day of the invoice it is paid.
    ok(await api.post('/clientPayments', payment('2026-05-10')));
  });

  it('is refused for a bill issued after it, and a payment that names no bill pays only those issued by its date', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const may = ok<{ id: number }>(await api.post('/bills', bill(supplier.id, '2026-05-01')));
    const june = ok<{ id: number }>(await api.post('/bills', bill(supplier.id, '2026-06-01')));
    const payment = (fields: Record<string, unknown>) => ({
      supplierId: supplier.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '50.00',
      datePaid: '2026-05-20',
      ...fields,
    });
    violation(await api.post('/supplierPayments', payment({ billIds: [june.id] })), ['billIds[0]']);
    // The June bill is due first among the supplier's bills, but not issued by 20 May: May's is paid.
    const paid = ok<{ billIds: number[] }>(await api.post('/supplierPayments', payment({})));
    expect(paid.billIds).toEqual([may.id]);
    expect((await getBill(api, june.id)).outstandingAmount).toBe('50.00');
  });

  it('keeps a paid invoice or bill issued on or before its first payment', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const paid = ok<{ id: number } & Record<string, unknown>>(
      await api.post('/bills', bill(supplier.id, '2026-05-01')),
    );
    ok(
      await api.post('/supplierPayments', {
        supplierId: supplier.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '20.00',
        datePaid: '2026-05-15',
        billIds: [paid.id],
      }),
    );
    const moved = violation(await api.put(`/bills/${paid.id}`, { ...paid, issueDate: '2026-05-16' }), ['issueDate']);
    expect(moved.errors?.[0]?.message).toMatch('on or before 2026-05-15');
    ok(await api.put(`/bills/${paid.id}`, { ...paid, issueDate: '2026-05-15' }));
  });
});

describe('a bank account that has posted', () => {
  it('keeps its currency and type once anything, even a journal, has posted to its ledger account', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const { id, ledgerAccountCode: _code, ...body } = bank;
    // Nothing posted yet: both may change.
    const card = ok<BankAccount>(
      await api.put(`/bankAccounts/${id}`, { ...body, currency: 'EUR', type: 'CREDIT_CARD' }),
    );
    expect(card).toMatchObject({ currency: 'EUR', type: 'CREDIT_CARD' });
    const back = ok<BankAccount>(
      await api.put(`/bankAccounts/${id}`, { ...body, currency: 'GBP', type: 'BANK_ACCOUNT' }),
    );
    ok(
      await api.post(
        '/manualJournalEntries',
        entry([
          { accountCode: back.ledgerAccountCode, debitAmountValue: '100.00' },
          { accountCode: '3000', creditAmountValue: '100.00' },
        ]),
      ),
    );
    violation(await api.put(`/bankAccounts/${id}`, { ...body, currency: 'EUR' }), ['currency']);
    violation(await api.put(`/bankAccounts/${id}`, { ...body, type: 'CREDIT_CARD' }), ['type']);
    violation(await api.put(`/bankAccounts/${id}`, { ...body, currency: 'USD', type: 'CREDIT_CARD' }), [
      'currency',
      'type',
    ]);
    expect(ok<BankAccount>(await api.get(`/bankAccounts/${id}`))).toEqual({ ...back, balance: '100.00' });
  });
});

describe('manual journal entries', () => {
  it('do not post to the trade debtors or creditors control accounts; bank ledger accounts stay open to them', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    for (const control of ['1200', '2100']) {
      violation(
        await api.post(
          '/manualJournalEntries',
          entry([
            { accountCode: '3000', debitAmountValue: '10.00' },
            { accountCode: control, creditAmountValue: '10.00' },
          ]),
        ),
        ['manualJournalEntryLines[1].accountCode'],
      );
    }
    const posted = ok<{ id: number }>(
      await api.post(
        '/manualJournalEntries',
        entry([
          { accountCode: bank.ledgerAccountCode, debitAmountValue: '10.00' },
          { accountCode: '3000', creditAmountValue: '10.00' },
        ]),
      ),
    );
    // Nor through the line calls.
    violation(
      await api.post(`/manualJournalEntries/${posted.id}/manualJournalEntryLines`, {
        accountCode: '1200',
        debitAmountValue: '1.00',
        creditAmountValue: '1.00',
      }),
      ['accountCode'],
    );
    expect((await trialBalance(api)).lines.map((line) => line.code)).toEqual([bank.ledgerAccountCode, '3000']);
  });

  it('refuse a line without an amount, and an entry whose lines move no money', async () => {
    const api = await newCompany(t);
    violation(
      await api.post(
        '/manualJournalEntries',
        entry([
          { accountCode: '6300', debitAmountValue: '10.00' },
          { accountCode: '3000', creditAmountValue: '10.00' },
          { accountCode: '4000', debitAmountValue: '0.00', creditAmountValue: '0.00' },
        ]),
      ),
      ['manualJournalEntryLines[2].debitAmountValue'],
    );
    violation(
      await api.post(
        '/manualJournalEntries',
        entry([
          { accountCode: '6300', debitAmountValue: '5.00', creditAmountValue: '5.00' },
          { accountCode: '3000', debitAmountValue: '2.00', creditAmountValue: '2.00' },
        ]),
      ),
      ['manualJournalEntryLines'],
    );
    expect(ok<unknown[]>(await api.get('/manualJournalEntries'))).toEqual([]);
  });
});

describe('bill lines', () => {
  it('do not take an income, equity, control or bank account as their category', async () => {
    const api: Api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    for (const code of ['4000', '4100', '3000', '2100', '1200', '2200', bank.ledgerAccountCode]) {
      violation(await api.post('/bills', bill(supplier.id, '2026-05-01', code)), ['billLines[0].categoryCode']);
    }
    // Expenses, assets and liabilities are what bills buy or owe.
    for (const code of ['6300', '1010', '2250']) ok(await api.post('/bills', bill(supplier.id, '2026-05-01', code)));
  });
});

describe('bank account names', () => {
  it('are unique in a company: a repeat is a 409 on create and on rename; another company may use one', async () => {
    const api = await newCompany(t);
    const first = await createBank(api, 'GBP', 'Main account');
    const second = await createBank(api, 'GBP', 'Savings');
    problem(
      await api.post('/bankAccounts', { name: 'Main account' }),
      409,
      'A bank account named Main account already exists',
    );
    const { id, ledgerAccountCode: _code, ...body } = second;
    problem(await api.put(`/bankAccounts/${id}`, { ...body, name: 'Main account' }), 409);
    expect(ok<BankAccount[]>(await api.get('/bankAccounts'))).toEqual([first, second]);
    const other = await newCompany(t);
    expect((await createBank(other, 'GBP', 'Main account')).name).toBe('Main account');
  });

  it('made together each get a ledger account code of their own', async () => {
    const api = await newCompany(t);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, index) => api.post('/bankAccounts', { name: `Together ${index}` })),
    );
    const codes = made.map((response) => ok<BankAccount>(response).ledgerAccountCode);
    expect(new Set(codes).size).toBe(8);
  });
});
