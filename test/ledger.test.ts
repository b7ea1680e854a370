import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  accountByCode,
  type Ledger,
  ledgerOf,
  newCompany,
  standingPostings,
  type TrialBalance,
  trialBalance,
} from './books.js';
import { type Api, at, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, ok, problem } from './problem.js';

interface Entry {
  id: number;
  reason: string;
  date: string;
  manualJournalEntryLines: { id: number; accountCode: string; debitAmountValue: string; creditAmountValue: string }[];
}

interface LineInput {
  id?: number;
  accountCode: string;
  debitAmountValue?: number | string;
  creditAmountValue?: number | string;
}

const ENTRIES = '/manualJournalEntries';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createEntry(api: Api, date: string, lines: LineInput[], reason = 'Entry'): Promise<Entry> {
  return ok<Entry>(await api.post(ENTRIES, { reason, date, manualJournalEntryLines: lines }));
}

/** `amount` debited to `debitCode` and credited to `creditCode` on `date`. */
function transfer(api: Api, date: string, amount: number | string, debitCode: string, creditCode: string) {
  return createEntry(api, date, [
    { accountCode: debitCode, debitAmountValue: amount },
    { accountCode: creditCode, creditAmountValue: amount },
  ]);
}

/** The trial balance lines reduced to [code, currency, debit, credit]. */
const columns = (report: TrialBalance) =>
  report.lines.map((line) => [line.code, line.currency, line.debit, line.credit]);

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const posting = (entry: Entry, date: string, debit: string, credit: string, balance: string, currency = 'GBP') => ({
  id: expect.any(Number),
  date,
  transactionId: expect.any(Number),
  source: { type: 'MANUAL_JOURNAL_ENTRY', id: entry.id },
  currency,
  debit,
  credit,
  balance,
});

describe('GET /accounts/{id}/ledger', () => {
  let api: Api;
  let january: Entry;
  let february: Entry;
  let march: Entry;

  beforeAll(async () => {
    api = await newCompany(t);
    // Created out of date order: the ledger follows the dates, not the order of creation.
    march = await createEntry(api, '2026-03-20', [
      { accountCode: '1000', debitAmountValue: '50.25' },
      { accountCode: '4100', creditAmountValue: '50.25' },
    ]);
    january = await transfer(api, '2026-01-10', '1,000.00', '1000', '3000');
    february = await transfer(api, '2026-02-15', 200, '6300', '1000');
  });

  it('lists the postings in date order with a running balance and the entry that made each', async () => {
    const account = await accountByCode(api, '1000');
    const result = await ledgerOf(api, '1000');
    expect(result).toEqual({
      account: { id: account.id, code: '1000', name: 'Office equipment', type: 'ASSET' },
      openingBalances: [],
      postings: [
        posting(january, '2026-01-10', '1,000.00', '0.00', '1,000.00'),
        posting(february, '2026-02-15', '0.00', '200.00', '800.00'),
        posting(march, '2026-03-20', '50.25', '0.00', '850.25'),
      ],
      closingBalances: [{ currency: 'GBP', balance: '850.25' }],
    });
    const transactionIds = result.postings.map((line) => line.transactionId);
    expect(new Set(transactionIds).size).toBe(3);
    expect(new Set(result.postings.map((line) => line.id)).size).toBe(3);
  });

  it('writes a balance in credit as a negative amount', async () => {
    expect(await ledgerOf(api, '3000')).toMatchObject({
      openingBalances: [],
      postings: [posting(january, '2026-01-10', '0.00', '1,000.00', '-1,000.00')],
      closingBalances: [{ currency: 'GBP', balance: '-1,000.00' }],
    });
    expect((await ledgerOf(api, '4100')).closingBalances).toEqual([{ currency: 'GBP', balance: '-50.25' }]);
  });

  it('gives both postings of one entry the same transaction id', async () => {
    const debit = at((await ledgerOf(api, '6300')).postings, 0);
    const credit = (await ledgerOf(api, '1000')).postings.find((line) => line.source.id === february.id);
    expect(debit).toEqual(posting(february, '2026-02-15', '200.00', '0.00', '200.00'));
    expect(credit?.transactionId).toBe(debit.transactionId);
    expect(credit?.id).not.toBe(debit.id);
  });

  it('opens `from` with the balance of the earlier postings', async () => {
    expect(await ledgerOf(api, '1000', '?from=2026-02-01')).toMatchObject({
      from: '2026-02-01',
      openingBalances: [{ currency: 'GBP', balance: '1,000.00' }],
      postings: [
        posting(february, '2026-02-15', '0.00', '200.00', '800.00'),
        posting(march, '2026-03-20', '50.25', '0.00', '850.25'),
      ],
      closingBalances: [{ currency: 'GBP', balance: '850.25' }],
    });
    const inCredit = await ledgerOf(api, '3000', '?from=2026-06-01');
    expect(inCredit).toMatchObject({
      openingBalances: [{ currency: 'GBP', balance: '-1,000.00' }],
      postings: [],
      closingBalances: [{ currency: 'GBP', balance: '-1,000.00' }],
    });
  });

  it('opens with nothing in a currency whose earlier postings add up to zero, across years', async () => {
    const books = await newCompany(t);
    await transfer(books, '2024-05-01', 100, '1000', '3000');
    await transfer(books, '2025-08-01', 100, '3000', '1000');
    expect(await ledgerOf(books, '1000', '?from=2026-01-01')).toMatchObject({ openingBalances: [], postings: [] });
  });

  it('opens with nothing when no posting comes before `from`', async () => {
    const result = await ledgerOf(api, '1000', '?from=2026-01-10');
    expect(result.openingBalances).toEqual([]);
    expect(result.postings.map((line) => line.source.id)).toEqual([january.id, february.id, march.id]);
  });

  it('leaves out the postings after `to`, and closes with the balance at `to`', async () => {
    const result = await ledgerOf(api, '1000', '?to=2026-02-28');
    expect(result).toEqual({
      account: expect.objectContaining({ code: '1000' }),
      to: '2026-02-28',
      openingBalances: [],
      postings: [
        posting(january, '2026-01-10', '1,000.00', '0.00', '1,000.00'),
        posting(february, '2026-02-15', '0.00', '200.00', '800.00'),
      ],
      closingBalances: [{ currency: 'GBP', balance: '800.00' }],
    });
    expect((await ledgerOf(api, '1000', '?to=2026-01-09')).closingBalances).toEqual([]);
  });

  it('takes `from` and `to` together, both days included', async () => {
    expect(await ledgerOf(api, '1000', '?from=2026-02-15&to=2026-02-15')).toEqual({
      account: expect.objectContaining({ code: '1000' }),
      from: '2026-02-15',
      to: '2026-02-15',
      openingBalances: [{ currency: 'GBP', balance: '1,000.00' }],
      postings: [posting(february, '2026-02-15', '0.00', '200.00', '800.00')],
      closingBalances: [{ currency: 'GBP', balance: '800.00' }],
    });
  });

  it('answers an account without postings with empty lists', async () => {
    const account = await accountByCode(api, '7900');
    expect(await ledgerOf(api, '7900', '?from=2026-01-01&to=2026-12-31')).toEqual({
      account: { id: account.id, code: '7900', name: 'General expenses', type: 'EXPENSE' },
      from: '2026-01-01',
      to: '2026-12-31',
      openingBalances: [],
      postings: [],
      closingBalances: [],
    });
  });

  it('answers 400 when `from` comes after `to`', async () => {
    const account = await accountByCode(api, '1000');
    const body = invalid(await api.get(`/accounts/${account.id}/ledger?from=2026-03-01&to=2026-02-01`), ['to']);
    expect(body.errors).toEqual([{ path: 'to', message: 'must not be before from' }]);
  });

  it('answers 400 for a date that is not a real YYYY-MM-DD day', async () => {
    const account = await accountByCode(api, '1000');
    const bad = invalid(await api.get(`/accounts/${account.id}/ledger?from=2026-02-30`), ['from']);
    expect(bad.errors).toEqual([{ path: 'from', message: 'must be a real date written YYYY-MM-DD' }]);
    invalid(await api.get(`/accounts/${account.id}/ledger?to=01/02/2026`), ['to']);
    invalid(await api.get(`/accounts/${account.id}/ledger?from=yesterday&to=2026-13-01`), ['from', 'to']);
  });

  it('answers 404 for an unknown account, and for an account of another company, alike', async () => {
    const missing = problem(await api.get(`/accounts/${MISSING_ID}/ledger`), 404);
    expect(missing.detail).toBe(`Account ${MISSING_ID} was not found`);
    const other = await newCompany(t);
    await transfer(other, '2026-01-10', 10, '1000', '3000');
    const othersAccount = await accountByCode(other, '1000');
    const foreign = problem(await api.get(`/accounts/${othersAccount.id}/ledger`), 404);
    expect(foreign.detail).toBe(`Account ${othersAccount.id} was not found`);
    expect(foreign.errors).toBeUndefined();
    // The other company's entry is not in this company's ledger either.
    expect((await ledgerOf(api, '1000')).postings).toHaveLength(3);
  });

  it('follows an entry edit: the old postings reversed on their date, the new ones on theirs', async () => {
    const own = await newCompany(t);
    const entry = await transfer(own, '2026-05-01', 100, '1000', '3000');
    const [debitLine, creditLine] = entry.manualJournalEntryLines;
    const before = at((await ledgerOf(own, '1000')).postings, 0);
    ok<Entry>(
      await own.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Corrected',
        date: '2026-05-03',
        manualJournalEntryLines: [
          { id: debitLine?.id, accountCode: '1000', debitAmountValue: 300 },
          { id: creditLine?.id, accountCode: '3000', creditAmountValue: 300 },
        ],
      }),
    );
    const after = await ledgerOf(own, '1000');
    expect(after.postings).toEqual([
      posting(entry, '2026-05-01', '100.00', '0.00', '100.00'),
      { ...posting(entry, '2026-05-01', '0.00', '100.00', '0.00'), reversesTransactionId: before.transactionId },
      posting(entry, '2026-05-03', '300.00', '0.00', '300.00'),
    ]);
    expect(at(after.postings, 2).transactionId).not.toBe(before.transactionId);
    expect(after.closingBalances).toEqual([{ currency: 'GBP', balance: '300.00' }]);
  });
});

describe('GET /accounts/{id}/ledger, a page at a time', () => {
  let api: Api;
  let entries: Entry[];

  // Office equipment (1000) on four days, three postings on 2026-04-02:
  //   2025-12-31  +100.00                 balance  100.00
  //   2026-04-01   +10.00                 balance  110.00
  //   2026-04-02   +20.00, -5.00, +1.50   balance  130.00, 125.00, 126.50
  //   2026-05-01  -121.50                 balance    5.00
  beforeAll(async () => {
    api = await newCompany(t);
    entries = [
      await transfer(api, '2025-12-31', '100.00', '1000', '3000'),
      await transfer(api, '2026-04-01', '10.00', '1000', '3000'),
      await transfer(api, '2026-04-02', '20.00', '1000', '3000'),
      await transfer(api, '2026-04-02', '5.00', '6300', '1000'),
      await transfer(api, '2026-04-02', '1.50', '1000', '3000'),
      await transfer(api, '2026-05-01', '121.50', '6300', '1000'),
    ];
  });

  const page = async (query: string) => {
    const account = await accountByCode(api, '1000');
    const response = await api.get(`/accounts/${account.id}/ledger${query}`);
    return { ledger: ok<Ledger>(response), link: response.headers.link };
  };
  const balanceOf = (balances: { currency: string; balance: string }[]) => balances.map((b) => b.balance);

  it('opens a later page with the balance before its first posting, within a day as across days', async () => {
    const { ledger, link } = await page('?from=2026-04-01&limit=2&offset=2');
    expect(ledger.postings.map((line) => [line.source.id, line.debit, line.credit, line.balance])).toEqual([
      [entries[3]?.id, '0.00', '5.00', '125.00'],
      [entries[4]?.id, '1.50', '0.00', '126.50'],
    ]);
    expect(balanceOf(ledger.openingBalances)).toEqual(['130.00']);
    expect(balanceOf(ledger.closingBalances)).toEqual(['126.50']);
    expect(link).toMatch(/offset=4/);
  });

  it('opens the first page with the balance before `from`, as the whole ledger does', async () => {
    const { ledger, link } = await page('?from=2026-04-01&limit=2');
    expect(balanceOf(ledger.openingBalances)).toEqual(['100.00']);
    expect(ledger.postings.map((line) => line.balance)).toEqual(['110.00', '130.00']);
    expect(link).toMatch(/offset=2/);
    const whole = await page('?from=2026-04-01');
    expect(whole.ledger.postings.map((line) => line.balance)).toEqual(['110.00', '130.00', '125.00', '126.50', '5.00']);
    expect(whole.link).toBeUndefined();
  });

  it('gives the last page no link, and a page past the end the balance at the end of the range', async () => {
    const last = await page('?limit=3&offset=4');
    expect(last.ledger.postings.map((line) => line.balance)).toEqual(['126.50', '5.00']);
    expect(balanceOf(last.ledger.openingBalances)).toEqual(['125.00']);
    expect(last.link).toBeUndefined();
    const past = await page('?to=2026-04-30&limit=2&offset=10');
    expect(past.ledger.postings).toEqual([]);
    expect(balanceOf(past.ledger.openingBalances)).toEqual(['126.50']);
    expect(balanceOf(past.ledger.closingBalances)).toEqual(['126.50']);
    expect(past.link).toBeUndefined();
  });
});

describe('GET /reports/trialBalance', () => {
  let api: Api;

  beforeAll(async () => {
    api = await newCompany(t);
    await transfer(api, '2026-01-10', '1,000.00', '1000', '3000');
    await transfer(api, '2026-02-15', 200, '6300', '1000');
    await createEntry(api, '2026-03-20', [
      { accountCode: '1000', debitAmountValue: '50.25' },
      { accountCode: '6400', debitAmountValue: '10', creditAmountValue: '10' },
      { accountCode: '4100', creditAmountValue: '50.25' },
    ]);
  });

  it('lists every account with a balance, in the debit or the credit column, with totals that agree', async () => {
    const accounts = ok<Account[]>(await api.get('/accounts'));
    const idOf = (code: string) => accounts.find((account) => account.code === code)?.id;
    expect(await trialBalance(api, '2026-12-31')).toEqual({
      date: '2026-12-31',
      lines: [
        {
          accountId: idOf('1000'),
          code: '1000',
          name: 'Office equipment',
          type: 'ASSET',
          currency: 'GBP',
          debit: '850.25',
          credit: '0.00',
        },
        {
          accountId: idOf('3000'),
          code: '3000',
          name: 'Share capital',
          type: 'EQUITY',
          currency: 'GBP',
          debit: '0.00',
          credit: '1,000.00',
        },
        {
          accountId: idOf('4100'),
          code: '4100',
          name: 'Other income',
          type: 'INCOME',
          currency: 'GBP',
          debit: '0.00',
          credit: '50.25',
        },
        {
          accountId: idOf('6300'),
          code: '6300',
          name: 'Office costs',
          type: 'EXPENSE',
          currency: 'GBP',
          debit: '200.00',
          credit: '0.00',
        },
      ],
      totals: [{ currency: 'GBP', debit: '1,050.25', credit: '1,050.25' }],
    });
  });

  it('leaves out the entries dated after `date`, and includes those on it', async () => {
    const january = await trialBalance(api, '2026-01-10');
    expect(january.date).toBe('2026-01-10');
    expect(columns(january)).toEqual([
      ['1000', 'GBP', '1,000.00', '0.00'],
      ['3000', 'GBP', '0.00', '1,000.00'],
    ]);
    expect(january.totals).toEqual([{ currency: 'GBP', debit: '1,000.00', credit: '1,000.00' }]);
    const february = await trialBalance(api, '2026-02-28');
    expect(columns(february)).toEqual([
      ['1000', 'GBP', '800.00', '0.00'],
      ['3000', 'GBP', '0.00', '1,000.00'],
      ['6300', 'GBP', '200.00', '0.00'],
    ]);
    expect(february.totals).toEqual([{ currency: 'GBP', debit: '1,000.00', credit: '1,000.00' }]);
    expect(await trialBalance(api, '2026-01-09')).toEqual({ date: '2026-01-09', lines: [], totals: [] });
  });

  it('is the balance at the end of today when no date is given', async () => {
    const own = await newCompany(t);
    await transfer(own, daysFromToday(-1), 5, '1000', '3000');
    await transfer(own, today(), 7, '1000', '3000');
    await transfer(own, daysFromToday(1), 1000, '1000', '3000');
    const report = await trialBalance(own, null);
    expect(report.date).toBe(today());
    expect(columns(report)).toEqual([
      ['1000', 'GBP', '12.00', '0.00'],
      ['3000', 'GBP', '0.00', '12.00'],
    ]);
    expect(report.totals).toEqual([{ currency: 'GBP', debit: '12.00', credit: '12.00' }]);
  });

  it('leaves out an account whose postings add up to zero', async () => {
    const own = await newCompany(t);
    await transfer(own, '2026-01-01', 100, '1000', '3000');
    await transfer(own, '2026-01-02', 100, '3000', '1000');
    await transfer(own, '2026-01-03', 40, '6300', '2250');
    expect(columns(await trialBalance(own, '2026-01-02'))).toEqual([]);
    expect(await trialBalance(own, '2026-01-03')).toMatchObject({
      lines: [
        expect.objectContaining({ code: '2250', credit: '40.00' }),
        expect.objectContaining({ code: '6300', debit: '40.00' }),
      ],
      totals: [{ currency: 'GBP', debit: '40.00', credit: '40.00' }],
    });
  });

  it('counts an edited entry once, with its new lines and date', async () => {
    const own = await newCompany(t);
    const entry = await transfer(own, '2026-04-01', 100, '1000', '3000');
    const [debitLine, creditLine] = entry.manualJournalEntryLines;
    ok<Entry>(
      await own.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Corrected',
        date: '2026-04-05',
        manualJournalEntryLines: [
          { id: debitLine?.id, accountCode: '1010', debitAmountValue: 250 },
          { id: creditLine?.id, accountCode: '3000', creditAmountValue: 250 },
        ],
      }),
    );
    expect(columns(await trialBalance(own, '2026-04-04'))).toEqual([]);
    const report = await trialBalance(own, '2026-04-05');
    expect(columns(report)).toEqual([
      ['1010', 'GBP', '250.00', '0.00'],
      ['3000', 'GBP', '0.00', '250.00'],
    ]);
    expect(report.totals).toEqual([{ currency: 'GBP', debit: '250.00', credit: '250.00' }]);

    // The line calls replace the postings as well.
    ok(
      await own.put(`${ENTRIES}/${entry.id}/manualJournalEntryLines/${debitLine?.id}`, {
        accountCode: '1020',
        debitAmountValue: 250,
      }),
    );
    ok(
      await own.post(`${ENTRIES}/${entry.id}/manualJournalEntryLines`, {
        accountCode: '6300',
        debitAmountValue: 5,
        creditAmountValue: 5,
      }),
    );
    const afterLineCalls = await trialBalance(own, '2026-12-31');
    expect(columns(afterLineCalls)).toEqual([
      ['1020', 'GBP', '250.00', '0.00'],
      ['3000', 'GBP', '0.00', '250.00'],
    ]);
    expect(afterLineCalls.totals).toEqual([{ currency: 'GBP', debit: '250.00', credit: '250.00' }]);
  });

  it('drops a deleted entry', async () => {
    const own = await newCompany(t);
    await transfer(own, '2026-04-01', 100, '1000', '3000');
    const doomed = await transfer(own, '2026-04-02', 60, '6300', '1000');
    expect(columns(await trialBalance(own, '2026-12-31'))).toEqual([
      ['1000', 'GBP', '40.00', '0.00'],
      ['3000', 'GBP', '0.00', '100.00'],
      ['6300', 'GBP', '60.00', '0.00'],
    ]);
    ok<Entry>(await own.delete(`${ENTRIES}/${doomed.id}`));
    const report = await trialBalance(own, '2026-12-31');
    expect(columns(report)).toEqual([
      ['1000', 'GBP', '100.00', '0.00'],
      ['3000', 'GBP', '0.00', '100.00'],
    ]);
    expect(report.totals).toEqual([{ currency: 'GBP', debit: '100.00', credit: '100.00' }]);
    expect(standingPostings((await ledgerOf(own, '6300')).postings)).toEqual([]);
  });

  it('answers 400 for a date that is not a real YYYY-MM-DD day', async () => {
    const body = invalid(await api.get('/reports/trialBalance?date=2026-02-30'), ['date']);
    expect(body.errors).toEqual([{ path: 'date', message: 'must be a real date written YYYY-MM-DD' }]);
    invalid(await api.get('/reports/trialBalance?date=today'), ['date']);
    invalid(await api.get('/reports/trialBalance?date=2026-1-5'), ['date']);
  });

  it("shows only the company's own postings", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    await transfer(a, '2026-01-01', 11, '1000', '3000');
    await transfer(b, '2026-01-01', 22, '6300', '2250');
    expect(columns(await trialBalance(a, '2026-12-31'))).toEqual([
      ['1000', 'GBP', '11.00', '0.00'],
      ['3000', 'GBP', '0.00', '11.00'],
    ]);
    const reportB = await trialBalance(b, '2026-12-31');
    expect(columns(reportB)).toEqual([
      ['2250', 'GBP', '0.00', '22.00'],
      ['6300', 'GBP', '22.00', '0.00'],
    ]);
    expect(reportB.lines.map((line) => line.accountId)).toEqual([
      (await accountByCode(b, '2250')).id,
      (await accountByCode(b, '6300')).id,
    ]);
  });

  it('keeps amounts exact when balances grow past 2^53 minor units', async () => {
    // 91 × 999,999,999,999.99 = 90,999,999,999,999.09: 9,099,999,999,999,909 minor units, beyond
    // what a double holds exactly. Each line is within the money limit; the sums must stay exact.
    const own = await newCompany(t);
    const max = '999,999,999,999.99';
    const lines = Array.from({ length: 91 }, () => [
      { accountCode: '1000', debitAmountValue: max },
      { accountCode: '3000', creditAmountValue: max },
    ]).flat();
    await createEntry(own, '2026-01-01', lines);
    const expected = '90,999,999,999,999.09';
    expect((await ledgerOf(own, '1000')).closingBalances).toEqual([{ currency: 'GBP', balance: expected }]);
    expect
      .soft((await ledgerOf(own, '1000', '?from=2026-06-01')).openingBalances)
      .toEqual([{ currency: 'GBP', balance: expected }]);
    const report = await trialBalance(own, '2026-12-31');
    expect.soft(columns(report)).toEqual([
      ['1000', 'GBP', expected, '0.00'],
      ['3000', 'GBP', '0.00', expected],
    ]);
    expect.soft(report.totals).toEqual([{ currency: 'GBP', debit: expected, credit: expected }]);
  });
});

describe('the base currency', () => {
  it('posts manual journal entries in the currency of the company', async () => {
    const api = await newCompany(t, 'EUR');
    const entry = await transfer(api, '2026-02-01', '2,500.00', '1000', '3000');
    expect(await ledgerOf(api, '1000')).toMatchObject({
      postings: [posting(entry, '2026-02-01', '2,500.00', '0.00', '2,500.00', 'EUR')],
      closingBalances: [{ currency: 'EUR', balance: '2,500.00' }],
    });
    expect((await ledgerOf(api, '1000', '?from=2026-03-01')).openingBalances).toEqual([
      { currency: 'EUR', balance: '2,500.00' },
    ]);
    const report = await trialBalance(api, '2026-12-31');
    expect(columns(report)).toEqual([
      ['1000', 'EUR', '2,500.00', '0.00'],
      ['3000', 'EUR', '0.00', '2,500.00'],
    ]);
    expect(report.totals).toEqual([{ currency: 'EUR', debit: '2,500.00', credit: '2,500.00' }]);
  });
});
