import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBank,
  createClient,
  getInvoice,
  type Invoice,
  ledgerOf,
  newCompany,
  postingsOf,
  trialBalance,
} from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok, problem, violation } from './problem.js';

/** Posted history is corrected by reversal, never changed in place. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** An account's ledger as [date, source type, debit, credit, balance, reverses an earlier line]. */
async function ledgerLines(api: Api, code: string) {
  const { postings } = await ledgerOf(api, code);
  const transactions = postings.map((posting) => posting.transactionId);
  return postings.map((posting) => [
    posting.date,
    posting.source.type,
    posting.debit,
    posting.credit,
    posting.balance,
    posting.reversesTransactionId === undefined
      ? ''
      : `reverses line ${transactions.indexOf(posting.reversesTransactionId) + 1}`,
  ]);
}

/** An invoice of one line, due at the end of June, as POST takes it. */
const invoiceBody = (clientId: number, issueDate: string, fields: Record<string, unknown> = {}, line = {}) => ({
  clientId,
  currency: 'GBP',
  issueDate,
  dueDate: '2026-06-30',
  invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0, description: 'Work', ...line }],
  ...fields,
});

/** A client payment in pounds of one invoice, as POST takes it. */
const paymentBody = (
  clientId: number,
  bankAccountId: number,
  amount: string,
  dateReceived: string,
  invoiceId: number,
) => ({
  clientId,
  bankAccountId,
  currency: 'GBP',
  amount,
  dateReceived,
  invoiceIds: [invoiceId],
});

/** A manual journal entry of two lines, moving `amount` from the credited account to the debited one. */
const entryBody = (reason: string, date: string, debitCode: string, creditCode: string, amount: string) => ({
  reason,
  date,
  manualJournalEntryLines: [
    { accountCode: debitCode, debitAmountValue: amount, creditAmountValue: '0.00' },
    { accountCode: creditCode, debitAmountValue: '0.00', creditAmountValue: amount },
  ],
});

describe('reversals', () => {
  it('keeps what an edited invoice posted, its reversal on the same date and what it posts now; a delete reverses', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const created = ok<Invoice>(
      await api.post('/invoices', invoiceBody(client.id, '2026-03-10', {}, { rate: '100.00', vatRate: 0.2 })),
    );
    const { id } = created;
    const edited = ok<Invoice>(
      await api.put(`/invoices/${id}`, {
        ...created,
        issueDate: '2026-03-12',
        invoiceLines: [{ ...created.invoiceLines[0], rate: '150.00' }],
      }),
    );
    expect(edited.totalAmount).toBe('180.00');
    // A change that posts nothing new (the PO number) adds nothing to the ledger.
    ok(await api.put(`/invoices/${id}`, { ...edited, poNumber: 'PO-7' }));

    // £100 + 20% VAT = £120.00 on 10 March; reversed on 10 March; £150 + £30 VAT = £180.00 on 12 March.
    expect(await ledgerLines(api, '1200')).toEqual([
      ['2026-03-10', 'INVOICE', '120.00', '0.00', '120.00', ''],
      ['2026-03-10', 'INVOICE', '0.00', '120.00', '0.00', 'reverses line 1'],
      ['2026-03-12', 'INVOICE', '180.00', '0.00', '180.00', ''],
    ]);
    expect(await ledgerLines(api, '4000')).toEqual([
      ['2026-03-10', 'INVOICE', '0.00', '100.00', '-100.00', ''],
      ['2026-03-10', 'INVOICE', '100.00', '0.00', '0.00', 'reverses line 1'],
      ['2026-03-12', 'INVOICE', '0.00', '150.00', '-150.00', ''],
    ]);
    expect(await getInvoice(api, id)).toEqual({ ...edited, poNumber: 'PO-7', ...anyTimestamps });

    ok(await api.delete(`/invoices/${id}`));
    problem(await api.get(`/invoices/${id}`), 404);
    expect(await ledgerLines(api, '1200')).toEqual([
      ['2026-03-10', 'INVOICE', '120.00', '0.00', '120.00', ''],
      ['2026-03-10', 'INVOICE', '0.00', '120.00', '0.00', 'reverses line 1'],
      ['2026-03-12', 'INVOICE', '180.00', '0.00', '180.00', ''],
      ['2026-03-12', 'INVOICE', '0.00', '180.00', '0.00', 'reverses line 3'],
    ]);
    expect((await trialBalance(api)).lines).toEqual([]);
  });

  it('reverses an invoice that goes back to draft, and posts it again when it is posted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = ok<Invoice>(
      await api.post('/invoices', invoiceBody(client.id, '2026-05-01', {}, { quantity: 2, rate: '25.00' })),
    );
    ok(await api.put(`/invoices/${invoice.id}`, { ...invoice, draft: true }));
    ok(await api.put(`/invoices/${invoice.id}`, { ...invoice, draft: false }));
    expect(await ledgerLines(api, '1200')).toEqual([
      ['2026-05-01', 'INVOICE', '50.00', '0.00', '50.00', ''],
      ['2026-05-01', 'INVOICE', '0.00', '50.00', '0.00', 'reverses line 1'],
      ['2026-05-01', 'INVOICE', '50.00', '0.00', '50.00', ''],
    ]);
  });

  it('reverses a deleted payment and a manual journal entry whose line changed', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = ok<Invoice>(
      await api.post('/invoices', invoiceBody(client.id, '2026-06-01', {}, { rate: '80.00' })),
    );
    const payment = ok<{ id: number }>(
      await api.post('/clientPayments', paymentBody(client.id, bank.id, '80.00', '2026-06-15', invoice.id)),
    );
    ok(await api.delete(`/clientPayments/${payment.id}`));
    expect((await getInvoice(api, invoice.id)).outstandingAmount).toBe('80.00');
    expect(await ledgerLines(api, bank.ledgerAccountCode)).toEqual([
      ['2026-06-15', 'CLIENT_PAYMENT', '80.00', '0.00', '80.00', ''],
      ['2026-06-15', 'CLIENT_PAYMENT', '0.00', '80.00', '0.00', 'reverses line 1'],
    ]);

    const entry = ok<{ id: number; manualJournalEntryLines: { id: number }[] }>(
      await api.post(
        '/manualJournalEntries',
        entryBody('Capital introduced', '2026-06-20', bank.ledgerAccountCode, '3000', '500.00'),
      ),
    );
    // The whole entry moved to £400.00: both lines change in one PUT, the entry balanced throughout.
    const [debitLine, creditLine] = entry.manualJournalEntryLines as [{ id: number }, { id: number }];
    ok(
      await api.put(`/manualJournalEntries/${entry.id}`, {
        reason: 'Capital introduced',
        date: '2026-06-20',
        manualJournalEntryLines: [
          {
            id: debitLine.id,
            accountCode: bank.ledgerAccountCode,
            debitAmountValue: '400.00',
            creditAmountValue: '0.00',
          },
          { id: creditLine.id, accountCode: '3000', debitAmountValue: '0.00', creditAmountValue: '400.00' },
        ],
      }),
    );
    expect(await ledgerLines(api, '3000')).toEqual([
      ['2026-06-20', 'MANUAL_JOURNAL_ENTRY', '0.00', '500.00', '-500.00', ''],
      ['2026-06-20', 'MANUAL_JOURNAL_ENTRY', '500.00', '0.00', '0.00', 'reverses line 1'],
      ['2026-06-20', 'MANUAL_JOURNAL_ENTRY', '0.00', '400.00', '-400.00', ''],
    ]);
  });
});

describe('the lock date', () => {
  const lockAt = async (api: Api, lockDate: string | null) =>
    ok<{ lockDate: string | null }>(await api.put('/company', { lockDate }));
  /** A 422 naming the field and the lock date. */
  const locked = (response: Parameters<typeof violation>[0], field: string) => {
    const body = violation(response, [field]);
    expect(body.detail).toMatch('2026-03-31');
    expect(body.errors?.[0]?.message).toMatch('on or before the lock date 2026-03-31');
  };

  it('is shown and set on /company, a date or null, and a bad one is a 400 naming it', async () => {
    const api = await newCompany(t);
    const company = ok<{ id: number; lockDate: string | null }>(await api.get('/company'));
    expect(company.lockDate).toBeNull();
    expect(await lockAt(api, '2026-03-31')).toEqual({ ...company, lockDate: '2026-03-31', ...anyTimestamps });
    expect(ok<{ lockDate: string }>(await api.get('/company')).lockDate).toBe('2026-03-31');
    invalid(await api.put('/company', { lockDate: '2026-02-30' }), ['lockDate']);
    invalid(await api.put('/company', {}), ['lockDate']);
    expect(await lockAt(api, null)).toEqual({ ...company, ...anyTimestamps });
  });

  it('refuses to create, change or delete anything dated on or before it, and no refused write moves the books', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const other = await createBank(api);
    // Booked while March was open: an invoice, a draft, a payment, a journal entry and a transfer.
    const march = ok<Invoice>(await api.post('/invoices', invoiceBody(client.id, '2026-03-15')));
    const draft = ok<Invoice>(await api.post('/invoices', invoiceBody(client.id, '2026-03-10', { draft: true })));
    const april = ok<Invoice>(await api.post('/invoices', invoiceBody(client.id, '2026-04-10')));
    const payment = ok<{ id: number }>(
      await api.post('/clientPayments', paymentBody(client.id, bank.id, '40.00', '2026-03-20', march.id)),
    );
    const entry = ok<{ id: number }>(
      await api.post(
        '/manualJournalEntries',
        entryBody('Capital', '2026-03-01', bank.ledgerAccountCode, '3000', '1000.00'),
      ),
    );
    const transfer = ok<{ id: number }>(
      await api.post('/bankTransfers', {
        fromBankAccountId: bank.id,
        toBankAccountId: other.id,
        amount: '10.00',
        dateTransferred: '2026-03-25',
      }),
    );
    const before = await trialBalance(api, '2026-03-31');
    const ledgerBefore = await postingsOf(api, '1200');
    await lockAt(api, '2026-03-31');

    // Creating on the lock date, or before it.
    locked(await api.post('/invoices', invoiceBody(client.id, '2026-03-31')), 'issueDate');
    locked(await api.post('/invoices', invoiceBody(client.id, '2026-01-01', { draft: true })), 'issueDate');
    locked(
      await api.post('/clientPayments', paymentBody(client.id, bank.id, '10.00', '2026-03-31', march.id)),
      'dateReceived',
    );
    locked(await api.post('/manualJournalEntries', entryBody('Late', '2026-02-01', '6300', '3000', '5.00')), 'date');
    locked(
      await api.post('/bankTransfers', {
        fromBankAccountId: bank.id,
        toBankAccountId: other.id,
        amount: '1.00',
        dateTransferred: '2026-03-31',
      }),
      'dateTransferred',
    );
    // Changing a locked record, even a detail that posts nothing, or a draft; moving one into the locked period.
    locked(await api.put(`/invoices/${march.id}`, { ...march, poNumber: 'PO-1' }), 'issueDate');
    locked(await api.put(`/invoices/${draft.id}`, { ...draft, issueDate: '2026-04-02' }), 'issueDate');
    locked(await api.put(`/invoices/${april.id}`, { ...april, issueDate: '2026-03-30' }), 'issueDate');
    locked(
      await api.post(`/invoices/${march.id}/invoiceLines`, { quantity: 1, rate: '1.00', vatRate: 0 }),
      'issueDate',
    );
    locked(await api.put(`/manualJournalEntries/${entry.id}`, { reason: 'Renamed', date: '2026-03-01' }), 'date');
    locked(await api.put(`/bankTransfers/${transfer.id}`, { ...transfer, reference: 'X' }), 'dateTransferred');
    // Deleting a locked record.
    locked(await api.delete(`/invoices/${draft.id}`), 'issueDate');
    locked(await api.delete(`/clientPayments/${payment.id}`), 'dateReceived');
    locked(await api.delete(`/manualJournalEntries/${entry.id}`), 'date');
    locked(await api.delete(`/bankTransfers/${transfer.id}`), 'dateTransferred');

    expect(await trialBalance(api, '2026-03-31')).toEqual(before);
    expect(await postingsOf(api, '1200')).toEqual(ledgerBefore);
    expect(await getInvoice(api, march.id)).toEqual({ ...march, outstandingAmount: '60.00' });

    // After the lock date all stays open; and a period reopened takes changes again.
    ok(await api.put(`/invoices/${april.id}`, { ...april, issueDate: '2026-04-01' }));
    await lockAt(api, '2026-02-28');
    ok(await api.put(`/invoices/${march.id}`, { ...march, poNumber: 'PO-1' }));
  });
});
