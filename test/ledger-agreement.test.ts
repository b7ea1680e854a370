import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  createBank,
  createClient,
  createSupplier,
  getBill,
  newCompany,
  type TrialBalance,
  trialBalance,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import {
  type BalanceLine,
  beancount,
  beancountBalances,
  hledger,
  hledgerBalances,
  requireHledger,
  run,
  sortedLines,
  trialBalanceLines,
} from './plain-text-ledgers.js';
import { ok, problem, violation } from './problem.js';

/**
 * Records that would make the books disagree with the ledger are refused; and the general journal
 * written out agrees with the ledger when hledger and beancount read it.
 */

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

describe('the general journal of books in three currencies, read by hledger and beancount', () => {
  /*
   * GBP books with EUR and USD: rates EUR 0.85 and USD 0.80 from 03-01, EUR 0.88 and USD 0.78 from 03-31.
   * Realised gains and losses on payments and on bank transfers, a revaluation at 03-31 (reversed on
   * 04-01), and in April a CHF invoice the company has no rate for.
   */
  let api: Api;
  let pounds: BankAccount;
  let euros: BankAccount;
  let dollars: BankAccount;
  let folder: string;
  const files = { ledger: '', beancount: '' };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await newCompany(t);
    folder = await mkdtemp(join(tmpdir(), 'sterling-'));
    for (const [currency, date, rate] of [
      ['EUR', '2026-03-01', 0.85],
      ['USD', '2026-03-01', 0.8],
      ['EUR', '2026-03-31', 0.88],
      ['USD', '2026-03-31', 0.78],
    ] as const) {
      ok(await api.post('/exchangeRates', { currency, date, rate }));
    }
    pounds = await createBank(api);
    euros = await createBank(api, 'EUR');
    dollars = await createBank(api, 'USD');
    const client = await createClient(api);
    const supplier = await createSupplier(api);
    const create = async (path: string, body: object) => ok<{ id: number }>(await api.post(path, body)).id;
    const invoice = (currency: string, issueDate: string, rate: string) => ({
      clientId: client.id,
      currency,
      issueDate,
      dueDate: '2026-06-30',
      draft: false,
      invoiceLines: [{ quantity: 1, rate, vatRate: 0 }],
    });
    const transfer = (from: BankAccount, to: BankAccount, amount: string, date: string, exchangeRate: number) => ({
      fromBankAccountId: from.id,
      toBankAccountId: to.id,
      amount,
      dateTransferred: date,
      exchangeRate,
    });
    await create('/manualJournalEntries', {
      reason: 'Shares issued',
      date: '2026-03-01',
      manualJournalEntryLines: [
        { accountCode: pounds.ledgerAccountCode, debitAmountValue: '10000.00' },
        { accountCode: '3000', creditAmountValue: '10000.00' },
      ],
    });
    ids.invoiceA = await create('/invoices', invoice('EUR', '2026-03-02', '1000.00'));
    ids.invoiceB = await create('/invoices', invoice('EUR', '2026-03-02', '500.00'));
    ids.bill = await create('/bills', {
      supplierId: supplier.id,
      currency: 'USD',
      issueDate: '2026-03-03',
      dueDate: '2026-06-30',
      billLines: [{ quantity: 1, unitPrice: '200.00', vatRate: 0, categoryCode: '5100' }],
    });
    await create('/bankTransfers', transfer(pounds, euros, '1000.00', '2026-03-05', 1.16));
    await create('/bankTransfers', transfer(pounds, dollars, '500.00', '2026-03-06', 1.25));
    ids.paidA = await create('/clientPayments', {
      clientId: client.id,
      bankAccountId: pounds.id,
      currency: 'EUR',
      amount: '1000.00',
      dateReceived: '2026-03-10',
      invoiceIds: [ids.invoiceA],
      exchangeRate: 0.86,
    });
    await create('/supplierPayments', {
      supplierId: supplier.id,
      bankAccountId: pounds.id,
      currency: 'USD',
      amount: '200.00',
      datePaid: '2026-03-12',
      billIds: [ids.bill],
      exchangeRate: 0.82,
    });
    await create('/bankTransfers', transfer(euros, pounds, '580.00', '2026-03-20', 0.87));
    await create('/bankTransfers', transfer(dollars, pounds, '312.50', '2026-03-25', 0.78));
    await create('/bankTransfers', transfer(euros, dollars, '100.00', '2026-03-26', 1.1));
    await create('/currencyRevaluations', { date: '2026-03-31' });
    await create('/clientPayments', {
      clientId: client.id,
      bankAccountId: euros.id,
      currency: 'EUR',
      amount: '500.00',
      dateReceived: '2026-04-10',
      invoiceIds: [ids.invoiceB],
    });
    ids.francs = await create('/invoices', invoice('CHF', '2026-04-20', '300.00'));
    files.ledger = join(folder, 'books.journal');
    files.beancount = join(folder, 'books.beancount');
    await writeFile(files.ledger, (await api.get('/reports/journal?format=ledger')).body);
    await writeFile(files.beancount, (await api.get('/reports/journal?format=beancount')).body);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const perCurrency = async (date: string) => trialBalanceLines(await trialBalance(api, date));
  const inBase = async (date: string) =>
    ok<TrialBalance & { unvalued: { source: { type: string; id: number } }[] }>(
      await api.get(`/reports/trialBalance?currency=base&date=${date}`),
    );
  const notInPounds = (lines: BalanceLine[]) => lines.filter(([, currency]) => currency !== 'GBP');

  /** The base figures at the end of 03-10 and of 03-31, the day of the revaluation, worked by hand. */
  const workedByHand = (): Record<string, BalanceLine[]> => ({
    '2026-03-10': [
      // 10,000.00 − 1,000.00 (to EUR) − 500.00 (to USD) + 860.00 (EUR 1,000.00 × 0.86 received)
      [pounds.ledgerAccountCode, 'GBP', '9360.00'],
      [euros.ledgerAccountCode, 'GBP', '1000.00'], // EUR 1,160.00 bought for 1,000.00
      [dollars.ledgerAccountCode, 'GBP', '500.00'], // USD 625.00 bought for 500.00
      ['1200', 'GBP', '425.00'], // 850.00 + 425.00 (EUR 1,000.00 and 500.00 × 0.85) − 850.00 cleared
      ['2100', 'GBP', '-160.00'], // USD 200.00 × 0.80
      ['3000', 'GBP', '-10000.00'],
      ['4000', 'GBP', '-1275.00'], // 850.00 + 425.00
      ['5100', 'GBP', '160.00'],
      ['7810', 'GBP', '-10.00'], // 860.00 received − 850.00 cleared = 10.00 realised gain
    ],
    '2026-03-31': [
      // 9,360.00 − 164.00 (USD 200.00 × 0.82) + 504.60 (EUR 580.00 × 0.87) + 243.75 (USD 312.50 × 0.78)
      [pounds.ledgerAccountCode, 'GBP', '9944.35'],
      // EUR 480.00 (1,160.00 − 580.00 − 100.00) revalued at 0.88 = 422.40, from a book value of
      // 1,000.00 − 500.00 (580/1,160 of it) − 86.21 (100/580 of the 500.00 left) = 413.79: 8.61 gain
      [euros.ledgerAccountCode, 'GBP', '422.40'],
      // USD 422.50 (625.00 − 312.50 + 110.00) revalued at 0.78 = 329.55, from a book value of
      // 500.00 − 250.00 (312.50/625 of it) + 88.00 (USD 110.00 × 0.80) = 338.00: 8.45 loss
      [dollars.ledgerAccountCode, 'GBP', '329.55'],
      ['1200', 'GBP', '440.00'], // EUR 500.00 revalued at 0.88 = 440.00, from 425.00: 15.00 gain
      // 2100: 160.00 owed, 160.00 cleared: 0, absent
      ['3000', 'GBP', '-10000.00'],
      ['4000', 'GBP', '-1275.00'],
      ['5100', 'GBP', '160.00'],
      // gains 10.00 (invoice A), 4.60 (504.60 − 500.00), 1.79 (88.00 − 86.21);
      // losses 4.00 (164.00 paid − 160.00 cleared), 6.25 (243.75 − 250.00): 16.39 − 10.25 = 6.14 gain
      ['7810', 'GBP', '-6.14'],
      ['7820', 'GBP', '-15.16'], // 15.00 + 8.61 − 8.45 = 15.16 unrealised gain
    ],
  });

  /**
   * At the end the base trial balance, beside the amounts of the CHF invoice, which has no value in
   * pounds: a ledger at cost leaves them in francs, the base trial balance lists them as unvalued.
   */
  async function atTheEnd() {
    const base = await inBase('2026-12-31');
    expect(base.unvalued.map((transaction) => transaction.source)).toEqual([{ type: 'INVOICE', id: ids.francs }]);
    const francs = (await perCurrency('2026-12-31')).filter(([, currency]) => currency === 'CHF');
    expect(francs).toEqual([
      ['1200', 'CHF', '300.00'],
      ['4000', 'CHF', '-300.00'],
    ]);
    return sortedLines([...trialBalanceLines(base), ...francs]);
  }

  it('writes a foreign posting with its value in pounds, and the realised gain as a value without an amount', async () => {
    const payment = (body: string) => body.split('\n\n').find((block) => block.includes(`payment ${ids.paidA}`));
    const hledgerText = payment((await api.get('/reports/journal?format=ledger')).body);
    expect(hledgerText?.split('\n').slice(1)).toEqual([
      '    Assets:1200 Trade debtors  -1000.00 EUR @@ 850.00 GBP', // EUR 1,000.00 × 0.85, as invoiced
      `    Assets:${pounds.ledgerAccountCode} ${pounds.name}  860.00 GBP`, // EUR 1,000.00 × 0.86
      '    Expenses:7800 Currency conversion gains and losses  1000.00 EUR @@ 860.00 GBP',
      '    Expenses:7800 Currency conversion gains and losses  -860.00 GBP',
      '    Expenses:7810 Realised currency gains and losses  0.00 EUR @@ -10.00 GBP', // 860.00 − 850.00
    ]);
    const beancountText = payment((await api.get('/reports/journal?format=beancount')).body);
    expect(beancountText?.split('\n').slice(2)).toEqual([
      '  Assets:1200-Trade-debtors  -1000.00 EUR {{850.00 GBP}}',
      `  Assets:${pounds.ledgerAccountCode}-${pounds.name.replaceAll(' ', '-')}  860.00 GBP`,
      '  Expenses:7800-Currency-conversion-gains-and-losses  1000.00 EUR {{860.00 GBP}}',
      '  Expenses:7800-Currency-conversion-gains-and-losses  -860.00 GBP',
      '  Expenses:7810-Realised-currency-gains-and-losses  -10.00 GBP',
    ]);
  });

  it.runIf(hledger || requireHledger)(
    'passes hledger’s checks; hledger -B finds the base trial balance line for line, worked by hand on 03-10 and 03-31',
    async () => {
      await run('hledger', ['-f', files.ledger, 'check']);
      for (const [date, lines] of Object.entries(workedByHand())) {
        const atCost = await hledgerBalances(files.ledger, 'cost', date);
        expect(atCost).toEqual(sortedLines(lines));
        expect(atCost).toEqual(trialBalanceLines(await inBase(date)));
      }
      expect(await hledgerBalances(files.ledger, 'cost', '2026-12-31')).toEqual(await atTheEnd());
    },
  );

  it.runIf(hledger || requireHledger)(
    'hledger without -B finds the trial balance in each currency: exchange differences move none',
    async () => {
      for (const date of ['2026-03-10', '2026-03-31', '2026-04-01', '2026-12-31']) {
        expect(await hledgerBalances(files.ledger, 'units', date)).toEqual(await perCurrency(date));
      }
    },
  );

  it.runIf(beancount)(
    'passes bean-check; bean-query at cost finds the base trial balance, and in units each foreign currency’s own',
    async () => {
      await run('bean-check', [files.beancount]);
      const atRevaluation = await beancountBalances(files.beancount, 'cost', '2026-03-31');
      expect(atRevaluation).toEqual(sortedLines(workedByHand()['2026-03-31'] ?? []));
      expect(atRevaluation).toEqual(trialBalanceLines(await inBase('2026-03-31')));
      expect(await beancountBalances(files.beancount, 'cost', '2026-12-31')).toEqual(await atTheEnd());
      // In units an exchange difference is in pounds, the only currency beancount gives a value without an amount.
      for (const date of ['2026-03-31', '2026-12-31']) {
        expect(notInPounds(await beancountBalances(files.beancount, 'units', date))).toEqual(
          notInPounds(await perCurrency(date)),
        );
      }
    },
  );
});
