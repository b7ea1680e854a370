import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBank, createClient, createSupplier, type Invoice, newCompany, type TrialBalance } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';

/*
 * Random sequences of invoices and bills in pounds and dollars (some without a rate), taxed at 20 % or
 * 0 % or by a sales tax of any VAT treatment (reverse charges and outside the scope among them), payments of them
 * in part or in full, write-offs of invoices (with bad-debt relief once more than six months past due)
 * and their undoing, transfers between a pound and a dollar bank, manual journals between any two
 * accounts, deletes, and dollar rates with revaluations, over two years in a company whose financial year starts on a random day.
 * Then, at random dates, in pounds (every currency valued) and in each currency's own figures:
 * (1) the balance sheet balances: assets = liabilities + equity, and net assets = equity;
 * (2) each section's total is what the trial balance holds for that type of account;
 * (3) the current-year earnings are the net profit of the financial year to the date;
 * (4) the net profit of any period is the change of the profit kept in equity (retained and
 *     current-year earnings) from the day before it to its last day;
 * (5) the aged receivables and payables total the trade debtors and creditors;
 * (6) box 3 less box 4 of the period's VAT return is what the VAT control account moved in it, and
 *     box 5 is its size, a payment when it is not negative, else a repayment;
 * (7) a bank statement closes on the balance of the bank's ledger account in its currency.
 */

interface Section {
  accounts: { code: string; amount: string }[];
  total: string;
}

interface ProfitAndLoss {
  from: string;
  netProfit: string;
}

interface BalanceSheet {
  yearStart: string;
  assets: Section;
  liabilities: Section;
  equity: Section & { retainedEarnings: string; currentYearEarnings: string };
  netAssets: string;
}

type Currency = 'GBP' | 'USD';

/** The tax of a document's line: a bare rate, or a default sales tax of each treatment. */
type Tax = { vatRate: number } | { salesTaxCode: string };
const TAXES: Tax[] = [
  { vatRate: 0.2 },
  { vatRate: 0 },
  ...['ZERO', 'EXEMPT', 'OUTSIDE', 'RC20', 'DRC20', 'DRC5'].map((salesTaxCode) => ({ salesTaxCode })),
];

type Step =
  | { kind: 'invoice' | 'bill'; currency: Currency; day: number; cents: number; tax: Tax; rated: boolean }
  | { kind: 'payment'; pick: number; day: number; part: boolean }
  | { kind: 'transfer'; day: number; cents: number; toDollars: boolean }
  | { kind: 'journal'; day: number; cents: number; debit: string; credit: string }
  | { kind: 'delete'; pick: number }
  | { kind: 'writeOff'; pick: number; day: number }
  | { kind: 'undoWriteOff'; pick: number }
  | { kind: 'revalue'; day: number; rate: number };

const FIRST_DAY = Date.UTC(2025, 0, 1);
const dateOf = (day: number) => new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
const dayArb = fc.integer({ min: 0, max: 729 });
const centsArb = fc.integer({ min: 1, max: 500_000 });
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Accounts of every type of the default chart, bank accounts apart. */
const JOURNAL_CODES = ['1000', '1090', '1250', '2250', '2400', '3000', '3100', '4100', '4200', '5000', '6100', '7900'];
const codeArb = fc.constantFrom(...JOURNAL_CODES);
const CATEGORIES = ['5000', '5100', '6300', '7100'];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('invoice' as const, 'bill' as const),
    currency: fc.constantFrom<Currency>('GBP', 'USD'),
    day: dayArb,
    cents: centsArb,
    tax: fc.constantFrom(...TAXES),
    rated: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('payment' as const), pick: fc.nat(), day: dayArb, part: fc.boolean() }),
  fc.record({ kind: fc.constant('transfer' as const), day: dayArb, cents: centsArb, toDollars: fc.boolean() }),
  fc.record({ kind: fc.constant('journal' as const), day: dayArb, cents: centsArb, debit: codeArb, credit: codeArb }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('writeOff' as const), pick: fc.nat(), day: dayArb }),
  fc.record({ kind: fc.constant('undoWriteOff' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('revalue' as const), day: dayArb, rate: fc.constantFrom(0.75, 0.8, 0.85) }),
);

interface Books {
  api: Api;
  clientId: number;
  supplierId: number;
  banks: Record<Currency, number>;
  /** What was created, to pay or delete. */
  made: { path: string; id: number }[];
  /** The invoices written off, to undo. */
  writtenOff: number[];
  /** The days revalued: the one day each moves the control accounts, checked as a period of its own. */
  revaluedOn: string[];
}

/** The record a call made, or undefined when the books refused it by one of their rules (422), never a fault. */
function made(response: { statusCode: number; body: string }): { id: number } | undefined {
  expect([200, 422], response.body).toContain(response.statusCode);
  return response.statusCode === 200 ? JSON.parse(response.body) : undefined;
}

async function apply(books: Books, step: Step): Promise<void> {
  switch (step.kind) {
    case 'invoice':
    case 'bill':
      return addDocument(books, step);
    case 'payment':
      return pay(books, step);
    case 'transfer':
      return transfer(books, step);
    case 'journal':
      return journal(books, step);
    case 'delete':
      return remove(books, step);
    case 'writeOff':
      return writeOff(books, step);
    case 'undoWriteOff':
      return undoWriteOff(books, step);
    case 'revalue':
      return revalue(books, step);
  }
}

/**
 * A USD rate of the day (which values what waited for one), and a revaluation of the day, refused
 * (422) while something up to it has no value, or when that day is revalued already (409).
 */
async function revalue(books: Books, step: Extract<Step, { kind: 'revalue' }>) {
  const date = dateOf(step.day);
  const rate = await books.api.post('/exchangeRates', { currency: 'USD', date, rate: step.rate });
  expect([200, 409], rate.body).toContain(rate.statusCode);
  const revaluation = await books.api.post('/currencyRevaluations', { date });
  expect([200, 409, 422], revaluation.body).toContain(revaluation.statusCode);
  if (revaluation.statusCode === 200) books.revaluedOn.push(date);
}

async function addDocument(books: Books, step: Extract<Step, { kind: 'invoice' | 'bill' }>) {
  const date = dateOf(step.day);
  const line = { quantity: 1, ...step.tax };
  const rate = step.currency === 'USD' && step.rated ? { exchangeRate: 0.79 } : {};
  const category = CATEGORIES[step.cents % CATEGORIES.length];
  const body =
    step.kind === 'invoice'
      ? { clientId: books.clientId, invoiceLines: [{ ...line, rate: money(step.cents) }], draft: false }
      : {
          supplierId: books.supplierId,
          billLines: [{ ...line, unitPrice: money(step.cents), categoryCode: category }],
        };
  const path = step.kind === 'invoice' ? '/invoices' : '/bills';
  const record = made(
    await books.api.post(path, { ...body, ...rate, currency: step.currency, issueDate: date, dueDate: date }),
  );
  if (record) books.made.push({ path, id: record.id });
}

async function pay(books: Books, step: Extract<Step, { kind: 'payment' }>) {
  const documents = books.made.filter((record) => record.path === '/invoices' || record.path === '/bills');
  const chosen = documents[step.pick % Math.max(documents.length, 1)];
  if (!chosen) return;
  const current = JSON.parse((await books.api.get(`${chosen.path}/${chosen.id}`)).body) as Invoice;
  if (current.outstandingAmount === '0.00') return;
  const currency = current.currency as Currency;
  const date = current.issueDate > dateOf(step.day) ? current.issueDate : dateOf(step.day);
  const toClient = chosen.path === '/invoices';
  const path = toClient ? '/clientPayments' : '/supplierPayments';
  const record = made(
    await books.api.post(path, {
      ...(toClient
        ? { clientId: books.clientId, invoiceIds: [chosen.id], dateReceived: date }
        : { supplierId: books.supplierId, billIds: [chosen.id], datePaid: date }),
      bankAccountId: books.banks[currency],
      currency,
      amount: step.part ? '0.01' : current.outstandingAmount.replaceAll(',', ''),
    }),
  );
  if (record) books.made.push({ path, id: record.id });
}

async function transfer(books: Books, step: Extract<Step, { kind: 'transfer' }>) {
  const [from, to] = step.toDollars ? (['GBP', 'USD'] as const) : (['USD', 'GBP'] as const);
  const record = made(
    await books.api.post('/bankTransfers', {
      fromBankAccountId: books.banks[from],
      toBankAccountId: books.banks[to],
      amount: money(step.cents),
      dateTransferred: dateOf(step.day),
      exchangeRate: step.toDollars ? 1.27 : 0.79,
    }),
  );
  if (record) books.made.push({ path: '/bankTransfers', id: record.id });
}

async function journal(books: Books, step: Extract<Step, { kind: 'journal' }>) {
  if (step.debit === step.credit) return;
  const record = made(
    await books.api.post('/manualJournalEntries', {
      reason: 'Random entry',
      date: dateOf(step.day),
      manualJournalEntryLines: [
        { accountCode: step.debit, debitAmountValue: money(step.cents) },
        { accountCode: step.credit, creditAmountValue: money(step.cents) },
      ],
    }),
  );
  if (record) books.made.push({ path: '/manualJournalEntries', id: record.id });
}

async function remove(books: Books, step: Extract<Step, { kind: 'delete' }>) {
  const chosen = books.made[step.pick % Math.max(books.made.length, 1)];
  if (!chosen) return;
  const response = await books.api.delete(`${chosen.path}/${chosen.id}`);
  // A document with payments allocated to it, or written off, is refused (409) until they are undone.
  expect([200, 204, 409], response.body).toContain(response.statusCode);
  if (response.statusCode !== 409) books.made.splice(books.made.indexOf(chosen), 1);
}

/**
 * A write-off of an invoice on a day (or on its issue date, if later): refused when it has nothing
 * outstanding (422), when the day comes before its last payment (422), or when it is written off
 * already (409).
 */
async function writeOff(books: Books, step: Extract<Step, { kind: 'writeOff' }>) {
  const invoices = books.made.filter((record) => record.path === '/invoices');
  const chosen = invoices[step.pick % Math.max(invoices.length, 1)];
  if (!chosen) return;
  const invoice = JSON.parse((await books.api.get(`/invoices/${chosen.id}`)).body) as Invoice;
  const date = invoice.issueDate > dateOf(step.day) ? invoice.issueDate : dateOf(step.day);
  const response = await books.api.post(`/invoices/${chosen.id}/writeOff`, { date });
  expect([200, 409, 422], response.body).toContain(response.statusCode);
  if (response.statusCode === 200) books.writtenOff.push(chosen.id);
}

async function undoWriteOff(books: Books, step: Extract<Step, { kind: 'undoWriteOff' }>) {
  const chosen = books.writtenOff[step.pick % Math.max(books.writtenOff.length, 1)];
  if (chosen === undefined) return;
  const response = await books.api.delete(`/invoices/${chosen}/writeOff`);
  expect(response.statusCode, response.body).toBe(200);
  books.writtenOff.splice(books.writtenOff.indexOf(chosen), 1);
}

const cents = (amount: string) => BigInt(amount.replaceAll(',', '').replace('.', ''));
const dayBefore = (date: string) => new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);

async function get<T>(api: Api, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return JSON.parse(response.body) as T;
}

/** What the profit and loss and the balance sheet say at `date` from `from`, checked against each other and the trial balance. */
async function checkStatements(
  api: Api,
  banks: Record<Currency, { id: number; code: string }>,
  from: string,
  date: string,
  currency: string,
): Promise<void> {
  const query = currency === 'base' ? '' : `&currency=${currency}`;
  const sheet = await get<BalanceSheet>(api, `/reports/balanceSheet?date=${date}${query}`);
  const context = `${currency} at ${date}: ${JSON.stringify(sheet)}`;
  // (1)
  expect(cents(sheet.assets.total), context).toBe(cents(sheet.liabilities.total) + cents(sheet.equity.total));
  expect(sheet.netAssets, context).toBe(sheet.equity.total);
  // (2)
  const trial = await get<TrialBalance>(
    api,
    `/reports/trialBalance?date=${date}${currency === 'base' ? '&currency=base' : ''}`,
  );
  const debitLessCredit = (type: string, code?: string) =>
    trial.lines
      .filter((line) => line.type === type && (currency === 'base' || line.currency === currency))
      .filter((line) => code === undefined || line.code === code)
      .reduce((sum, line) => sum + cents(line.debit) - cents(line.credit), 0n);
  expect(cents(sheet.assets.total), context).toBe(debitLessCredit('ASSET'));
  expect(cents(sheet.liabilities.total), context).toBe(-debitLessCredit('LIABILITY'));
  const kept = cents(sheet.equity.retainedEarnings) + cents(sheet.equity.currentYearEarnings);
  expect(cents(sheet.equity.total) - kept, context).toBe(-debitLessCredit('EQUITY'));
  expect(kept, context).toBe(-debitLessCredit('INCOME') - debitLessCredit('EXPENSE'));
  // (3)
  const yearToDate = await get<ProfitAndLoss>(api, `/reports/profitAndLoss?to=${date}${query}`);
  expect(yearToDate.from, context).toBe(sheet.yearStart);
  expect(yearToDate.netProfit, context).toBe(sheet.equity.currentYearEarnings);
  // (4)
  const period = await get<ProfitAndLoss>(api, `/reports/profitAndLoss?from=${from}&to=${date}${query}`);
  const before = await get<BalanceSheet>(api, `/reports/balanceSheet?date=${dayBefore(from)}${query}`);
  const keptBefore = cents(before.equity.retainedEarnings) + cents(before.equity.currentYearEarnings);
  expect(cents(period.netProfit), context).toBe(kept - keptBefore);
  // (5)
  type Aged = { totals: { total: string }; revaluation?: string };
  const withRevaluation = (report: Aged) => cents(report.totals.total) + cents(report.revaluation ?? '0.00');
  const receivables = await get<Aged>(api, `/reports/agedReceivables?date=${date}${query}`);
  expect(withRevaluation(receivables), context).toBe(debitLessCredit('ASSET', '1200'));
  const payables = await get<Aged>(api, `/reports/agedPayables?date=${date}${query}`);
  expect(withRevaluation(payables), context).toBe(-debitLessCredit('LIABILITY', '2100'));
  // (6)
  type VatReturn = {
    boxes: { totalVatDue: string; vatReclaimedCurrPeriod: string; netVatDue: string };
    netVatDueDirection: string;
  };
  const vat = await get<VatReturn>(api, `/reports/vatReturn?from=${from}&to=${date}${query}`);
  const trialBefore = await get<TrialBalance>(
    api,
    `/reports/trialBalance?date=${dayBefore(from)}${currency === 'base' ? '&currency=base' : ''}`,
  );
  const vatControlBefore = trialBefore.lines
    .filter((line) => line.code === '2200' && (currency === 'base' || line.currency === currency))
    .reduce((sum, line) => sum + cents(line.credit) - cents(line.debit), 0n);
  const due = cents(vat.boxes.totalVatDue) - cents(vat.boxes.vatReclaimedCurrPeriod);
  expect(due, context).toBe(-debitLessCredit('LIABILITY', '2200') - vatControlBefore);
  expect(cents(vat.boxes.netVatDue), context).toBe(due < 0n ? -due : due);
  expect(vat.netVatDueDirection, context).toBe(due < 0n ? 'repayment' : 'payment');
  // (7)
  if (currency !== 'base') {
    const bank = banks[currency as Currency];
    const statement = await get<{ closingBalance: string }>(api, `/bankAccounts/${bank.id}/transactions?to=${date}`);
    expect(cents(statement.closingBalance), context).toBe(debitLessCredit('ASSET', bank.code));
  }
}

const REVALUED_OPEN_DOCUMENTS: Step[] = [
  { kind: 'invoice', currency: 'USD', day: 10, cents: 123_45, tax: { vatRate: 0.2 }, rated: true },
  { kind: 'bill', currency: 'USD', day: 12, cents: 67_89, tax: { vatRate: 0 }, rated: true },
  { kind: 'revalue', day: 20, rate: 0.85 },
];

/** Services bought from abroad in dollars under the reverse charge, business rates outside the scope, and a sale in construction. */
const TREATED_DOCUMENTS: Step[] = [
  { kind: 'bill', currency: 'USD', day: 30, cents: 1234_56, tax: { salesTaxCode: 'RC20' }, rated: true },
  { kind: 'bill', currency: 'GBP', day: 31, cents: 1000_00, tax: { salesTaxCode: 'OUTSIDE' }, rated: false },
  { kind: 'bill', currency: 'GBP', day: 32, cents: 500_00, tax: { salesTaxCode: 'DRC20' }, rated: false },
  { kind: 'invoice', currency: 'GBP', day: 33, cents: 800_00, tax: { salesTaxCode: 'DRC5' }, rated: false },
  { kind: 'payment', pick: 0, day: 40, part: false },
  { kind: 'revalue', day: 45, rate: 0.8 },
];

/** A pound invoice written off with bad-debt relief in the period checked, a dollar one without, after a payment of a cent. */
const WRITTEN_OFF_DEBTS: Step[] = [
  { kind: 'invoice', currency: 'GBP', day: 10, cents: 100_00, tax: { vatRate: 0.2 }, rated: false },
  { kind: 'invoice', currency: 'USD', day: 12, cents: 250_00, tax: { vatRate: 0.2 }, rated: true },
  { kind: 'payment', pick: 1, day: 40, part: true },
  { kind: 'writeOff', pick: 0, day: 300 },
  { kind: 'writeOff', pick: 1, day: 100 },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the financial statements over random books', () => {
  it('balance, agree with the trial balance, and give each period the profit that equity kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 20 }),
        fc.constantFrom('01-01', '04-06', '07-01', '12-31'),
        fc.array(fc.tuple(dayArb, dayArb), { minLength: 1, maxLength: 3 }),
        async (steps, yearStart, periods) => {
          const api = await newCompany(t);
          expect((await api.put('/company', { lockDate: null, yearStart })).statusCode).toBe(200);
          const [pounds, dollars] = [await createBank(api), await createBank(api, 'USD')];
          const ledgers = {
            GBP: { id: pounds.id, code: pounds.ledgerAccountCode },
            USD: { id: dollars.id, code: dollars.ledgerAccountCode },
          };
          const banks = { GBP: pounds.id, USD: dollars.id };
          const books: Books = {
            api,
            clientId: (await createClient(api)).id,
            supplierId: (await createSupplier(api)).id,
            banks,
            made: [],
            writtenOff: [],
            revaluedOn: [],
          };
          for (const step of steps) await apply(books, step);
          const days = periods.map(([one, other]) => [dateOf(Math.min(one, other)), dateOf(Math.max(one, other))]);
          for (const day of books.revaluedOn.slice(0, 2)) days.push([day, day]);
          for (const [from = '', to = ''] of days) {
            for (const currency of ['base', 'GBP', 'USD']) await checkStatements(api, ledgers, from, to, currency);
          }
        },
      ),
      {
        numRuns: 25,
        // A dollar invoice and bill revalued with their balances open: the control accounts move that day;
        // documents under reverse charges and outside the scope, a dollar one paid and revalued; and
        // written-off debts, one with bad-debt relief in the period checked.
        examples: [
          [REVALUED_OPEN_DOCUMENTS, '01-01', [[5, 40]]],
          [TREATED_DOCUMENTS, '04-06', [[25, 60]]],
          [WRITTEN_OFF_DEBTS, '01-01', [[200, 400]]],
        ],
      },
    );
  }, 240_000);
});
