import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  createBank,
  createClient,
  createSupplier,
  type JournalEntry,
  newCompany,
  type TrialBalance,
  trialBalance,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import {
  beancount,
  beancountBalances,
  hledger,
  hledgerBalances,
  requireHledger,
  run,
  trialBalanceLines,
} from './plain-text-ledgers.js';
import { invalid, ok } from './problem.js';

/*
 * The general journal of books with a record of every kind that posts, in two currencies, with an
 * edited invoice and a deleted payment (their reversals), read as JSON pages, and written out for
 * hledger and beancount, which check it themselves where they are installed.
 */

type Entry = JournalEntry;

interface JournalPage {
  from?: string;
  to?: string;
  transactions: Entry[];
}

let t: TestApp;
let api: Api;
let pounds: BankAccount;
let dollars: BankAccount;
let folder: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  folder = await mkdtemp(join(tmpdir(), 'journal-'));
  api = await newCompany(t);
  pounds = await createBank(api);
  dollars = await createBank(api, 'USD');
  const client = await createClient(api);
  const supplier = await createSupplier(api);
  const made = async (name: string, path: string, body: object) => {
    ids[name] = ok<{ id: number }>(await api.post(path, body)).id;
  };
  await made('capital', '/manualJournalEntries', {
    reason: 'Shares issued',
    date: '2026-01-02',
    manualJournalEntryLines: [
      { accountCode: pounds.ledgerAccountCode, debitAmountValue: '5000.00' },
      { accountCode: '3000', creditAmountValue: '5000.00' },
    ],
  });
  const invoice = {
    clientId: client.id,
    currency: 'GBP',
    issueDate: '2026-01-10',
    dueDate: '2026-02-09',
    draft: false,
    invoiceLines: [{ quantity: 2, rate: '150.00', vatRate: 0.2 }], // 300.00 + VAT 60.00
  };
  await made('invoice', '/invoices', invoice);
  // Edited: reversed and posted anew. A line without an id is added beside the first: 700.00 + VAT 140.00.
  ok(
    await api.put(`/invoices/${ids.invoice}`, {
      ...invoice,
      invoiceLines: [{ quantity: 2, rate: '200.00', vatRate: 0.2 }],
    }),
  );
  await made('dollarInvoice', '/invoices', {
    ...invoice,
    currency: 'USD',
    exchangeRate: 0.8,
    issueDate: '2026-01-12',
    invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
  });
  const receipt = {
    clientId: client.id,
    bankAccountId: pounds.id,
    currency: 'GBP',
    amount: '100.00',
    dateReceived: '2026-01-20',
    invoiceIds: [ids.invoice],
  };
  await made('receipt', '/clientPayments', receipt);
  await made('mistake', '/clientPayments', { ...receipt, amount: '1.00' });
  ok(await api.delete(`/clientPayments/${ids.mistake}`));
  ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-01-25', rate: 0.78 }));
  await made('dollarReceipt', '/clientPayments', {
    ...receipt,
    bankAccountId: dollars.id,
    currency: 'USD',
    amount: '100.00',
    dateReceived: '2026-01-25',
    invoiceIds: [ids.dollarInvoice],
  });
  await made('bill', '/bills', {
    supplierId: supplier.id,
    currency: 'GBP',
    issueDate: '2026-01-15',
    dueDate: '2026-01-15',
    billLines: [{ quantity: 1, unitPrice: '250.00', vatRate: 0.2, categoryCode: '5100' }], // 300.00
  });
  await made('billPaid', '/supplierPayments', {
    supplierId: supplier.id,
    bankAccountId: pounds.id,
    currency: 'GBP',
    amount: '300.00',
    datePaid: '2026-01-28',
    billIds: [ids.bill],
  });
  await made('transfer', '/bankTransfers', {
    fromBankAccountId: pounds.id,
    toBankAccountId: dollars.id,
    amount: '1000.00',
    dateTransferred: '2026-02-01',
    exchangeRate: 1.25,
  });
  // Credits: a dollar credit note at another rate than the invoice it is set against (an exchange
  // difference), refunded in part from the dollar account; a supplier's credit refunded in pounds.
  await made('dollarInvoiceLater', '/invoices', {
    ...invoice,
    currency: 'USD',
    exchangeRate: 0.8,
    issueDate: '2026-02-10',
    dueDate: '2026-03-12',
    invoiceLines: [{ quantity: 1, rate: '50.00', vatRate: 0 }],
  });
  await made('creditNote', '/creditNotes', {
    clientId: client.id,
    currency: 'USD',
    exchangeRate: 0.75,
    issueDate: '2026-02-11',
    dueDate: '2026-02-11',
    creditNoteLines: [{ quantity: 1, rate: '30.00', vatRate: 0 }],
  });
  await made('allocation', `/creditNotes/${ids.creditNote}/allocations`, {
    invoiceId: ids.dollarInvoiceLater,
    amount: '20.00',
  });
  await made('clientRefund', '/clientRefunds', {
    clientId: client.id,
    creditNoteId: ids.creditNote,
    bankAccountId: dollars.id,
    currency: 'USD',
    amount: '10.00',
    datePaid: '2026-02-12',
  });
  await made('supplierCredit', '/supplierCredits', {
    supplierId: supplier.id,
    currency: 'GBP',
    issueDate: '2026-02-11',
    dueDate: '2026-02-11',
    supplierCreditLines: [{ quantity: 1, unitPrice: '25.00', vatRate: 0.2, categoryCode: '5100' }],
  });
  await made('supplierRefund', '/supplierRefunds', {
    supplierId: supplier.id,
    supplierCreditId: ids.supplierCredit,
    bankAccountId: pounds.id,
    currency: 'GBP',
    amount: '30.00',
    dateReceived: '2026-02-12',
  });
  // Money on account: USD 60.00 received at 0.78 (46.80) before any invoice, 20.00 of it set against
  // the later dollar invoice at 0.80: 16.00 of the invoice cleared by 15.60 of the money, a loss of 0.40.
  await made('dollarsOnAccount', '/clientPayments', {
    ...receipt,
    bankAccountId: dollars.id,
    currency: 'USD',
    amount: '60.00',
    dateReceived: '2026-02-13',
    invoiceIds: [],
    onAccount: true,
  });
  await made('onAccountAllocation', `/clientPayments/${ids.dollarsOnAccount}/allocations`, {
    invoiceId: ids.dollarInvoiceLater,
    amount: '20.00',
    date: '2026-02-14',
  });
  // A bad debt: the 740.00 left of the edited invoice, more than six months past its due date, written
  // off with its VAT, 740.00 × 140.00 / 840.00 = 123.33, reclaimed and 616.67 to bad debts.
  await made('writeOff', `/invoices/${ids.invoice}/writeOff`, { date: '2026-09-01' });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const page = async (query: string) => ok<JournalPage>(await api.get(`/reports/journal${query}`));

/** The trial balance in pounds, which every transaction here has a value in. */
async function baseTrialBalanceLines() {
  const base = ok<TrialBalance & { unvalued: unknown[] }>(
    await api.get('/reports/trialBalance?currency=base&date=2099-12-31'),
  );
  expect(base.unvalued).toEqual([]);
  return trialBalanceLines(base);
}

/** A transaction as [date, source type, source id, reversal, postings as [code, currency, debit, credit, base]]. */
const shape = (entry: Entry) => [
  entry.date,
  entry.source.type,
  entry.source.id,
  entry.reversesTransactionId !== undefined,
  entry.postings.map((posting) => [
    posting.accountCode,
    posting.currency,
    posting.debit,
    posting.credit,
    posting.baseAmount,
  ]),
];

describe('GET /reports/journal', () => {
  it('gives every transaction of a period in date order, with its postings and their base values', async () => {
    const january = await page('?from=2026-01-10&to=2026-01-12');
    expect(january).toMatchObject({ from: '2026-01-10', to: '2026-01-12' });
    expect(january.transactions.map(shape)).toEqual([
      [
        '2026-01-10',
        'INVOICE',
        ids.invoice,
        false,
        [
          ['1200', 'GBP', '360.00', '0.00', '360.00'],
          ['4000', 'GBP', '0.00', '300.00', '-300.00'],
          ['2200', 'GBP', '0.00', '60.00', '-60.00'],
        ],
      ],
      [
        '2026-01-10',
        'INVOICE',
        ids.invoice,
        true,
        [
          ['1200', 'GBP', '0.00', '360.00', '-360.00'],
          ['4000', 'GBP', '300.00', '0.00', '300.00'],
          ['2200', 'GBP', '60.00', '0.00', '60.00'],
        ],
      ],
      [
        '2026-01-10',
        'INVOICE',
        ids.invoice,
        false,
        [
          ['1200', 'GBP', '840.00', '0.00', '840.00'],
          ['4000', 'GBP', '0.00', '700.00', '-700.00'],
          ['2200', 'GBP', '0.00', '140.00', '-140.00'],
        ],
      ],
      [
        '2026-01-12',
        'INVOICE',
        ids.dollarInvoice,
        false,
        [
          ['1200', 'USD', '100.00', '0.00', '80.00'], // USD 100.00 at 0.80
          ['4000', 'USD', '0.00', '100.00', '-80.00'],
        ],
      ],
    ]);
    const [original, reversal] = january.transactions;
    expect(reversal?.reversesTransactionId).toBe(original?.id);
    expect(original?.postings[0]).toMatchObject({ accountId: expect.any(Number), accountName: 'Trade debtors' });
  });

  it('pages after the last transaction of a page, with a link to the next', async () => {
    const whole = await page('?limit=1000');
    // Capital, invoice ×3, dollar invoice, bill, receipt, mistake ×2, dollar receipt, bill paid, transfer;
    // the later dollar invoice, credit note, allocation, refund, supplier's credit and its refund;
    // money on account and its allocation; a write-off.
    expect(whole.transactions).toHaveLength(21);
    const first = await api.get('/reports/journal?limit=5');
    const firstPage = ok<JournalPage>(first);
    const last = firstPage.transactions.at(-1) as Entry;
    expect(first.headers.link).toBe(`</api/v1/reports/journal?limit=5&after=${last.id}>; rel="next"`);
    const second = await page(`?limit=5&after=${last.id}`);
    const third = await page(`?limit=5&after=${second.transactions.at(-1)?.id}`);
    const fourth = await page(`?limit=5&after=${third.transactions.at(-1)?.id}`);
    const fifth = await page(`?limit=5&after=${fourth.transactions.at(-1)?.id}`);
    const pages = [firstPage, second, third, fourth, fifth].flatMap((read) => read.transactions);
    expect(pages).toEqual(whole.transactions);
    expect(fifth.transactions).toHaveLength(1);
  });

  it('posts an allocation of money on account at the values it cleared, and the difference', async () => {
    const february = await page('?from=2026-02-14&to=2026-02-14');
    expect(february.transactions.map(shape)).toEqual([
      [
        '2026-02-14',
        'CLIENT_ON_ACCOUNT_ALLOCATION',
        ids.onAccountAllocation,
        false,
        [
          ['1200', 'USD', '0.00', '20.00', '-16.00'],
          ['1200', 'USD', '20.00', '0.00', '15.60'],
          ['7810', 'USD', '0.00', '0.00', '0.40'],
        ],
      ],
    ]);
  });

  it('posts a write-off: the debt off trade debtors, its VAT back from the VAT control account, the rest to bad debts', async () => {
    const september = await page('?from=2026-09-01&to=2026-09-01');
    expect(september.transactions.map(shape)).toEqual([
      [
        '2026-09-01',
        'INVOICE_WRITE_OFF',
        ids.writeOff,
        false,
        [
          ['1200', 'GBP', '0.00', '740.00', '-740.00'],
          ['2200', 'GBP', '123.33', '0.00', '123.33'],
          ['7300', 'GBP', '616.67', '0.00', '616.67'],
        ],
      ],
    ]);
  });

  it('refuses a period that ends before it starts, and a cursor that names no transaction', async () => {
    invalid(await api.get('/reports/journal?from=2026-02-01&to=2026-01-31'), ['from']);
    invalid(await api.get(`/reports/journal?after=${ids.invoice}`), ['after']);
    invalid(await api.get('/reports/journal?format=xml'), ['format']);
  });
});

describe('the journal as text', () => {
  it('is a journal hledger reads, asked for by Accept or by format', async () => {
    const asked = await api.get('/reports/journal', { accept: 'text/vnd.ledger' });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('text/vnd.ledger; charset=utf-8');
    expect((await api.get('/reports/journal?format=ledger')).body).toBe(asked.body);
    const transfer = asked.body.split('\n\n').find((block) => block.includes(`Bank transfer ${ids.transfer}`));
    expect(transfer?.split('\n')).toEqual([
      expect.stringMatching(/^2026-02-01 \* \(\d+\) Bank transfer \d+ {2}; transaction:\d+$/),
      `    Assets:${pounds.ledgerAccountCode} ${pounds.name}  -1000.00 GBP`,
      `    Assets:${dollars.ledgerAccountCode} ${dollars.name}  1250.00 USD @@ 1000.00 GBP`,
      '    Expenses:7800 Currency conversion gains and losses  1000.00 GBP',
      '    Expenses:7800 Currency conversion gains and losses  -1250.00 USD @@ 1000.00 GBP',
    ]);
  });

  it.runIf(hledger || requireHledger)(
    'passes hledger’s checks, and hledger finds every balance of the trial balance, in each currency and with -B in pounds',
    async () => {
      const file = join(folder, 'books.journal');
      await writeFile(file, (await api.get('/reports/journal?format=ledger')).body);
      await run('hledger', ['-f', file, 'check']);
      const byHledger = await hledgerBalances(file, 'units', '2099-12-31');
      const byService = trialBalanceLines(await trialBalance(api));
      expect(byHledger).toEqual(byService);
      expect(byService.length).toBeGreaterThan(8);
      expect(await hledgerBalances(file, 'cost', '2099-12-31')).toEqual(await baseTrialBalanceLines());
    },
  );

  it.runIf(beancount)(
    'is a ledger beancount reads without an error, whatever the company is named, and whose cost is the base trial balance',
    async () => {
      ok(await api.put('/company', { lockDate: null, name: 'Odd "Books"\tand \\ Co' }));
      const response = await api.get('/reports/journal?format=beancount');
      expect(response.body).toMatch(/^option "title" "The general journal of Odd \\"Books\\" and \\\\ Co"\n/);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const file = join(folder, 'books.beancount');
      await writeFile(file, response.body);
      await run('bean-check', [file]);
      expect(await beancountBalances(file, 'cost', '2099-12-31')).toEqual(await baseTrialBalanceLines());
    },
  );
});
