import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, createClient, createSupplier, invoiceOf, newCompany } from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { expectProblem, ok, problem } from './problem.js';
import { statementFixture } from './statement-files.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface StatementLine {
  id: number;
  date: string;
  amount: string;
  description: string;
  counterpartyName?: string;
  status: string;
  matches: { type: string; id: number; amount: string }[];
  reconciliationId?: number;
}

const CAMT = statementFixture('march-2026-current-account.camt053.xml');

const importCamt = (api: Api, bank: BankAccount, headers: Record<string, string> = {}) =>
  api.post(`/bankAccounts/${bank.id}/statementImports?format=camt053`, CAMT, {
    'content-type': 'application/xml',
    ...headers,
  });

const linesOf = async (api: Api, bank: BankAccount, query = '') =>
  ok<StatementLine[]>(await api.get(`/bankAccounts/${bank.id}/statementLines${query}`));

const idOf = async (response: Promise<Parameters<typeof ok>[0]>) => ok<{ id: number }>(await response).id;

/**
 * The books of Brightwater Design Ltd for March 2026, as its records were entered: every line of
 * the bank's statement has its record, and one cheque (150.00 to Ridgeway Print on 29 March) has
 * not reached the bank by the end of the month.
 */
async function marchBooks(api: Api) {
  const bank = await createBank(api, undefined, 'Current account');
  const savings = await createBank(api, undefined, 'Savings');
  const entry = (date: string, debit: string, credit: string, amount: string) =>
    idOf(
      api.post('/manualJournalEntries', {
        reason: `${debit} from ${credit}`,
        date,
        manualJournalEntryLines: [
          { accountCode: debit, debitAmountValue: amount },
          { accountCode: credit, creditAmountValue: amount },
        ],
      }),
    );
  const opening = await entry('2026-02-28', bank.ledgerAccountCode, '3000', '8450.00');
  const receipt = async (name: string, amount: string, date: string) => {
    const client = await createClient(api, name);
    const invoice = await invoiceOf(api, client, {
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      invoiceLines: [{ quantity: 1, rate: amount, vatRate: 0 }],
    });
    return idOf(
      api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount,
        dateReceived: date,
        invoiceIds: [invoice.id],
      }),
    );
  };
  const payment = async (name: string, amount: string, date: string, category: string) => {
    const supplier = await createSupplier(api, name);
    const bill = await idOf(
      api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        billLines: [{ quantity: 1, unitPrice: amount, vatRate: 0, categoryCode: category }],
      }),
    );
    return idOf(
      api.post('/supplierPayments', {
        supplierId: supplier.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount,
        datePaid: date,
        billIds: [bill],
      }),
    );
  };
  return {
    bank,
    opening,
    northwind: await receipt('Northwind Trading Ltd', '2400.00', '2026-03-03'),
    acme: await payment('Acme Office Supplies', '1234.56', '2026-03-05', '6300'),
    firstCoffee: await entry('2026-03-09', '7900', bank.ledgerAccountCode, '3.00'),
    secondCoffee: await entry('2026-03-09', '7900', bank.ledgerAccountCode, '3.00'),
    cloudhost: await payment('Cloudhost Ltd', '96.00', '2026-03-12', '7100'),
    savingsTransfer: await idOf(
      api.post('/bankTransfers', {
        fromBankAccountId: bank.id,
        toBankAccountId: savings.id,
        amount: '2000.00',
        dateTransferred: '2026-03-16',
      }),
    ),
    fenwick: await receipt('Fenwick & Sons', '3150.75', '2026-03-18'),
    amazonRefund: await entry('2026-03-20', bank.ledgerAccountCode, '6300', '45.99'),
    hargreaves: await payment('Hargreaves Accountants', '780.00', '2026-03-24', '6700'),
    ridgewayCheque: await payment('Ridgeway Print', '150.00', '2026-03-29', '6600'),
    fee: await entry('2026-03-31', '6800', bank.ledgerAccountCode, '8.50'),
  };
}

type MarchBooks = Awaited<ReturnType<typeof marchBooks>>;

/** What the bank says of a line: who paid or was paid, and its description. */
const said = (line: StatementLine) => `${line.counterpartyName ?? ''} ${line.description}`;

/** Which record of the books each line of the statement stands for, by the line's description. */
function recordOfLine(books: MarchBooks, line: StatementLine): { type: string; id: number } {
  const byDescription: [RegExp, string, number][] = [
    [/NORTHWIND/, 'clientPayment', books.northwind],
    [/ACME/, 'supplierPayment', books.acme],
    [/CLOUDHOST/, 'supplierPayment', books.cloudhost],
    [/SAVINGS/, 'bankTransfer', books.savingsTransfer],
    [/FENWICK/, 'clientPayment', books.fenwick],
    [/AMAZON/, 'manualJournalEntry', books.amazonRefund],
    [/HARGREAVES/, 'supplierPayment', books.hargreaves],
    [/ACCOUNT FEE/, 'manualJournalEntry', books.fee],
  ];
  const found = byDescription.find(([pattern]) => pattern.test(said(line)));
  if (found) return { type: found[1], id: found[2] };
  throw new Error(`no record for ${line.description}`);
}

async function matchAll(api: Api, books: MarchBooks) {
  const lines = await linesOf(api, books.bank);
  const coffees = [books.firstCoffee, books.secondCoffee];
  for (const line of lines) {
    const record = /PRET/.test(said(line))
      ? { type: 'manualJournalEntry', id: coffees.shift() as number }
      : recordOfLine(books, line);
    ok(await api.post(`/bankAccounts/${books.bank.id}/statementLines/${line.id}/match`, { matches: [record] }));
  }
}

describe('a month of a company’s bank account, imported and reconciled', () => {
  it('imports the CAMT.053 statement: ten lines, its balances, and nothing again when sent twice', async () => {
    const api = await newCompany(t);
    const { bank } = await marchBooks(api);
    const imported = ok(await importCamt(api, bank));
    expect(imported).toEqual({
      id: expect.any(Number),
      bankAccountId: bank.id,
      format: 'camt053',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      linesImported: 10,
      duplicatesSkipped: 0,
      from: '2026-03-03',
      to: '2026-03-31',
      openingBalance: { date: '2026-03-01', amount: '8,450.00' },
      closingBalance: { date: '2026-03-31', amount: '9,921.68' },
      ...anyTimestamps,
    });
    const again = ok<{ linesImported: number; duplicatesSkipped: number }>(await importCamt(api, bank));
    expect(again).toMatchObject({ linesImported: 0, duplicatesSkipped: 10 });
    const lines = await linesOf(api, bank);
    expect(lines.map((line) => [line.date, line.amount, line.status])).toEqual([
      ['2026-03-03', '2,400.00', 'unmatched'],
      ['2026-03-05', '-1,234.56', 'unmatched'],
      ['2026-03-09', '-3.00', 'unmatched'],
      ['2026-03-09', '-3.00', 'unmatched'],
      ['2026-03-12', '-96.00', 'unmatched'],
      ['2026-03-16', '-2,000.00', 'unmatched'],
      ['2026-03-18', '3,150.75', 'unmatched'],
      ['2026-03-20', '45.99', 'unmatched'],
      ['2026-03-24', '-780.00', 'unmatched'],
      ['2026-03-31', '-8.50', 'unmatched'],
    ]);
    expect(ok<unknown[]>(await api.get(`/bankAccounts/${bank.id}/statementImports`))).toHaveLength(2);
  });

  it('reconciles to 9,921.68 once every line is matched, with the cheque not presented listed', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const { bank } = books;
    ok(await importCamt(api, bank));
    const refused = problem(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-03-31',
        closingBalance: '9921.68',
      }),
      422,
    );
    expect(refused.errors).toEqual([
      { path: 'statementDate', message: expect.stringContaining('neither matched nor excluded') },
    ]);

    await matchAll(api, books);
    expect(await linesOf(api, bank, '?status=unmatched')).toEqual([]);

    // Ledger at 31 March: 8,450.00 + 2,400.00 − 1,234.56 − 3.00 − 3.00 − 96.00 − 2,000.00 + 3,150.75
    // + 45.99 − 780.00 − 150.00 − 8.50 = 9,771.68. The statement lacks the cheque of −150.00:
    // 9,771.68 − (−150.00) = 9,921.68, the balance the bank states.
    const state = ok(await api.get(`/bankAccounts/${bank.id}/reconciliation?date=2026-03-31`));
    expect(state).toEqual({
      bankAccountId: bank.id,
      date: '2026-03-31',
      ledgerBalance: '9,771.68',
      unpresentedItems: [{ type: 'supplierPayment', id: books.ridgewayCheque, date: '2026-03-29', amount: '-150.00' }],
      statementBalance: '9,921.68',
      unmatchedLines: [],
      excludedTotal: '0.00',
    });

    const off = problem(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-03-31',
        closingBalance: '9921.67',
      }),
      422,
    );
    expect(off.errors).toEqual([{ path: 'closingBalance', message: expect.stringContaining('a difference of -0.01') }]);

    const reconciliation = ok<{ id: number }>(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-03-31',
        closingBalance: '9,921.68',
      }),
    );
    expect(reconciliation).toEqual({
      id: expect.any(Number),
      bankAccountId: bank.id,
      statementDate: '2026-03-31',
      closingBalance: '9,921.68',
      ...anyTimestamps,
    });
    const lines = await linesOf(api, bank);
    expect(new Set(lines.map((line) => line.reconciliationId))).toEqual(new Set([reconciliation.id]));
    expect(ok(await api.get(`/bankAccounts/${bank.id}/reconciliation?date=2026-03-31`))).toMatchObject({
      lastReconciledDate: '2026-03-31',
    });
  });

  it('keeps a reconciled record as it is until the reconciliation is undone, and a matched one until its line is unmatched', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const { bank } = books;
    ok(await importCamt(api, bank));
    await matchAll(api, books);
    const reconciliation = ok<{ id: number }>(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-03-31',
        closingBalance: '9921.68',
      }),
    );
    const named = `bank reconciliation ${reconciliation.id}`;
    expectProblem(await api.delete(`/clientPayments/${books.northwind}`), 409, named);
    const fee = ok<Record<string, unknown>>(await api.get(`/manualJournalEntries/${books.fee}`));
    expectProblem(await api.put(`/manualJournalEntries/${books.fee}`, { ...fee, date: '2026-03-30' }), 409, named);
    const line = (await linesOf(api, bank)).find((candidate) => said(candidate).includes('NORTHWIND')) as StatementLine;
    expectProblem(await api.delete(`/bankAccounts/${bank.id}/statementLines/${line.id}/match`), 409, named);
    // The cheque is not matched: it may still change.
    ok(await api.get(`/supplierPayments/${books.ridgewayCheque}`));

    ok(await api.delete(`/bankAccounts/${bank.id}/reconciliations/${reconciliation.id}`));
    expectProblem(await api.delete(`/clientPayments/${books.northwind}`), 409, `statement line ${line.id}`);
    const unmatched = ok<StatementLine>(await api.delete(`/bankAccounts/${bank.id}/statementLines/${line.id}/match`));
    expect(unmatched).toMatchObject({ status: 'unmatched', matches: [] });
    ok(await api.delete(`/clientPayments/${books.northwind}`));
  });

  it('refuses records that do not add up to the line, naming the difference', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    ok(await importCamt(api, books.bank));
    const line = (await linesOf(api, books.bank)).find((candidate) =>
      said(candidate).includes('FENWICK'),
    ) as StatementLine;
    const refused = problem(
      await api.post(`/bankAccounts/${books.bank.id}/statementLines/${line.id}/match`, {
        matches: [{ type: 'clientPayment', id: books.northwind }],
      }),
      422,
    );
    // The line is 3,150.75; Northwind's payment moved the bank by 2,400.00: 750.75 short.
    expect(refused.errors).toEqual([
      { path: 'matches', message: expect.stringContaining('by 2400.00; the line is 3150.75, a difference of 750.75') },
    ]);
    expect(ok<StatementLine>(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${line.id}`)).status).toBe(
      'unmatched',
    );
  });

  it('keeps the currency of a bank account with imported statements, and the account itself', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const imported = ok<{ id: number }>(await importCamt(api, bank));
    const changed = problem(await api.put(`/bankAccounts/${bank.id}`, { name: bank.name, currency: 'EUR' }), 422);
    expect(changed.errors).toEqual([{ path: 'currency', message: 'must stay GBP' }]);
    expectProblem(await api.delete(`/bankAccounts/${bank.id}`), 409, `statement imports ${imported.id}`);
  });

  it('answers another company’s statement lines and imports as missing', async () => {
    const api = await newCompany(t);
    const other = await newCompany(t);
    const books = await marchBooks(api);
    const imported = ok<{ id: number }>(await importCamt(api, books.bank));
    const [line] = await linesOf(api, books.bank);
    const path = `/bankAccounts/${books.bank.id}`;
    problem(await other.get(`${path}/statementLines/${line?.id}`), 404);
    problem(await other.get(`${path}/statementLines`), 404);
    problem(await other.get(`${path}/statementImports/${imported.id}`), 404);
    problem(await other.delete(`${path}/statementImports/${imported.id}`), 404);
    problem(
      await other.post(`${path}/statementImports?format=camt053`, CAMT, { 'content-type': 'application/xml' }),
      404,
    );
  });
});
