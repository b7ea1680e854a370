import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  accountByCode,
  balances,
  ledgerOf,
  newCompany,
  standingPostings,
  trialBalance,
} from './books.js';
import { type Api, anyTimestamps, at, buildTestApp, type TestApp } from './helpers.js';
import { comparable, invalid, MISSING_ID, ok, problem, withoutRequestId } from './problem.js';

interface Line {
  id: number;
  accountCode: string;
  debitAmountValue: string;
  creditAmountValue: string;
}

interface Entry {
  id: number;
  reason: string;
  date: string;
  manualJournalEntryLines: Line[];
}

interface LineInput {
  id?: number | string;
  accountCode: string;
  debitAmountValue?: number | string;
  creditAmountValue?: number | string;
}

const ENTRIES = '/manualJournalEntries';
const linesOf = (entryId: number) => `${ENTRIES}/${entryId}/manualJournalEntryLines`;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createEntry(
  api: Api,
  lines: LineInput[],
  fields: { reason?: string; date?: string } = {},
): Promise<Entry> {
  return ok<Entry>(
    await api.post(ENTRIES, {
      reason: fields.reason ?? 'Opening capital',
      date: fields.date ?? '2026-01-15',
      manualJournalEntryLines: lines,
    }),
  );
}

/** A two-line entry: `amount` debited to `debitCode`, credited to `creditCode`. */
function simpleEntry(api: Api, amount: number | string, debitCode = '1000', creditCode = '3000', date = '2026-01-15') {
  return createEntry(
    api,
    [
      { accountCode: debitCode, debitAmountValue: amount },
      { accountCode: creditCode, creditAmountValue: amount },
    ],
    { date },
  );
}

const getEntry = async (api: Api, id: number) => ok<Entry>(await api.get(`${ENTRIES}/${id}`));
const listEntries = async (api: Api) => ok<Entry[]>(await api.get(ENTRIES));

const line = (accountCode: string, debitAmountValue: string, creditAmountValue: string) => ({
  id: expect.any(Number),
  accountCode,
  debitAmountValue,
  creditAmountValue,
});

describe('POST /manualJournalEntries', () => {
  it('creates an entry and answers it with its ids, money written with two decimals and thousands separators', async () => {
    const api = await newCompany(t);
    const response = await api.post(ENTRIES, {
      reason: 'Opening capital',
      date: '2026-01-15',
      manualJournalEntryLines: [
        { accountCode: '1000', debitAmountValue: 1000 },
        { accountCode: '3000', creditAmountValue: '1,000.00' },
      ],
    });
    const entry = ok<Entry>(response);
    expect(entry).toEqual({
      id: expect.any(Number),
      reason: 'Opening capital',
      date: '2026-01-15',
      currency: 'GBP',
      manualJournalEntryLines: [line('1000', '1,000.00', '0.00'), line('3000', '0.00', '1,000.00')],
      ...anyTimestamps,
    });
    const ids = [entry.id, ...entry.manualJournalEntryLines.map((entryLine) => entryLine.id)];
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(await getEntry(api, entry.id)).toEqual(entry);
  });

  it('accepts money as a number, a plain string and a string with thousands separators', async () => {
    const api = await newCompany(t);
    const entry = await createEntry(api, [
      { accountCode: '1000', debitAmountValue: 1000 },
      { accountCode: '1010', debitAmountValue: '1000' },
      { accountCode: '6300', debitAmountValue: 250.5 },
      { accountCode: '3000', creditAmountValue: '1,000.00' },
      { accountCode: '4100', creditAmountValue: '1,250.5' },
    ]);
    expect(entry.manualJournalEntryLines).toEqual([
      line('1000', '1,000.00', '0.00'),
      line('1010', '1,000.00', '0.00'),
      line('6300', '250.50', '0.00'),
      line('3000', '0.00', '1,000.00'),
      line('4100', '0.00', '1,250.50'),
    ]);
    expect(await balances(api)).toEqual({
      lines: [
        ['1000', 'GBP', '1,000.00', '0.00'],
        ['1010', 'GBP', '1,000.00', '0.00'],
        ['3000', 'GBP', '0.00', '1,000.00'],
        ['4100', 'GBP', '0.00', '1,250.50'],
        ['6300', 'GBP', '250.50', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '2,250.50', credit: '2,250.50' }],
    });
  });

  it('writes large amounts with every thousands separator', async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, '1234567.89');
    expect(entry.manualJournalEntryLines).toEqual([
      line('1000', '1,234,567.89', '0.00'),
      line('3000', '0.00', '1,234,567.89'),
    ]);
  });

  it('takes a line that carries both a debit and a credit, and posts its net amount', async () => {
    const api = await newCompany(t);
    const entry = await createEntry(api, [
      { accountCode: '1000', debitAmountValue: '300', creditAmountValue: '100' },
      { accountCode: '3000', creditAmountValue: '200' },
    ]);
    expect(entry.manualJournalEntryLines).toEqual([line('1000', '300.00', '100.00'), line('3000', '0.00', '200.00')]);
    expect(await balances(api)).toEqual({
      lines: [
        ['1000', 'GBP', '200.00', '0.00'],
        ['3000', 'GBP', '0.00', '200.00'],
      ],
      totals: [{ currency: 'GBP', debit: '200.00', credit: '200.00' }],
    });
  });

  it('refuses an entry whose debits and credits differ with 422 stating both totals, and creates nothing', async () => {
    const api = await newCompany(t);
    const existing = await simpleEntry(api, 500);
    const listBefore = await listEntries(api);
    const balanceBefore = await trialBalance(api);

    const overDebited = problem(
      await api.post(ENTRIES, {
        reason: 'Typo',
        date: '2026-01-20',
        manualJournalEntryLines: [
          { accountCode: '1000', debitAmountValue: '1,000.00' },
          { accountCode: '3000', creditAmountValue: '999.99' },
        ],
      }),
      422,
      /balance/,
    );
    expect(overDebited).toMatchObject({ debits: '1,000.00', credits: '999.99', difference: '0.01' });
    expect(overDebited.errors).toBeUndefined();

    const overCredited = problem(
      await api.post(ENTRIES, {
        reason: 'Typo',
        date: '2026-01-20',
        manualJournalEntryLines: [
          { accountCode: '6300', debitAmountValue: 10 },
          { accountCode: '1000', creditAmountValue: 2500, debitAmountValue: 40 },
        ],
      }),
      422,
      /balance/,
    );
    expect(overCredited).toMatchObject({ debits: '50.00', credits: '2,500.00', difference: '-2,450.00' });

    expect(await listEntries(api)).toEqual(listBefore);
    expect(listBefore).toEqual([existing]);
    expect(await trialBalance(api)).toEqual(balanceBefore);
  });

  it('refuses an unknown accountCode with 422 naming the line, and creates nothing', async () => {
    const api = await newCompany(t);
    const body = problem(
      await api.post(ENTRIES, {
        reason: 'Wrong code',
        date: '2026-01-15',
        manualJournalEntryLines: [
          { accountCode: '1000', debitAmountValue: 10 },
          { accountCode: '9999', creditAmountValue: 10 },
        ],
      }),
      422,
      /accountCode/,
    );
    expect(body.errors).toEqual([
      { path: 'manualJournalEntryLines[1].accountCode', message: expect.stringMatching(/9999/) },
    ]);
    expect(await listEntries(api)).toEqual([]);
    expect(await trialBalance(api)).toEqual({ date: '2099-12-31', lines: [], totals: [] });
  });

  it('answers 400 naming each invalid field, and creates nothing', async () => {
    const api = await newCompany(t);
    const valid = {
      reason: 'Valid',
      date: '2026-01-15',
      manualJournalEntryLines: [
        { accountCode: '1000', debitAmountValue: 10 },
        { accountCode: '3000', creditAmountValue: 10 },
      ],
    };
    const lines = valid.manualJournalEntryLines;
    invalid(await api.post(ENTRIES, { ...valid, manualJournalEntryLines: [] }), ['manualJournalEntryLines']);
    invalid(await api.post(ENTRIES, { reason: 'No lines', date: '2026-01-15' }), ['manualJournalEntryLines']);
    const negative = invalid(
      await api.post(ENTRIES, {
        ...valid,
        manualJournalEntryLines: [
          { accountCode: '1000', debitAmountValue: -10 },
          { accountCode: '3000', creditAmountValue: -10 },
        ],
      }),
      ['manualJournalEntryLines[0].debitAmountValue', 'manualJournalEntryLines[1].creditAmountValue'],
    );
    expect(negative.errors?.[0]?.message).toMatch(/zero or more/);
    invalid(
      await api.post(ENTRIES, {
        ...valid,
        manualJournalEntryLines: [lines[0], { accountCode: '3000', creditAmountValue: '-10.00' }],
      }),
      ['manualJournalEntryLines[1].creditAmountValue'],
    );
    const decimals = invalid(
      await api.post(ENTRIES, {
        ...valid,
        manualJournalEntryLines: [
          { accountCode: '1000', debitAmountValue: '10.005' },
          { accountCode: '3000', creditAmountValue: 10.005 },
        ],
      }),
      ['manualJournalEntryLines[0].debitAmountValue', 'manualJournalEntryLines[1].creditAmountValue'],
    );
    expect(decimals.errors?.[0]?.message).toMatch(/two decimals/);
    invalid(
      await api.post(ENTRIES, {
        ...valid,
        manualJournalEntryLines: [{ accountCode: '1000', debitAmountValue: 'ten' }, lines[1]],
      }),
      ['manualJournalEntryLines[0].debitAmountValue'],
    );
    invalid(await api.post(ENTRIES, { ...valid, manualJournalEntryLines: [{ debitAmountValue: 10 }, lines[1]] }), [
      'manualJournalEntryLines[0].accountCode',
    ]);
    invalid(
      await api.post(ENTRIES, {
        ...valid,
        manualJournalEntryLines: [
          { accountCode: '1000', debitAmountValue: '1,000,000,000,000.00' },
          { accountCode: '3000', creditAmountValue: 1e12 },
        ],
      }),
      ['manualJournalEntryLines[0].debitAmountValue', 'manualJournalEntryLines[1].creditAmountValue'],
    );
    invalid(
      await api.post(ENTRIES, {
        ...valid,
        manualJournalEntryLines: Array.from({ length: 1001 }, () => ({ accountCode: '1000' })),
      }),
      ['manualJournalEntryLines'],
    );
    const badDate = invalid(await api.post(ENTRIES, { ...valid, date: '2026-02-30' }), ['date']);
    expect(badDate.errors).toEqual([{ path: 'date', message: 'must be a real date written YYYY-MM-DD' }]);
    invalid(await api.post(ENTRIES, { ...valid, date: '15/01/2026' }), ['date']);
    const { reason: _reason, ...withoutReason } = valid;
    expect(invalid(await api.post(ENTRIES, withoutReason), ['reason']).errors).toEqual([
      { path: 'reason', message: 'is required' },
    ]);
    invalid(await api.post(ENTRIES, { ...valid, reason: '' }), ['reason']);
    invalid(await api.post(ENTRIES, { ...valid, reason: 42 }), ['reason']);

    expect(await listEntries(api)).toEqual([]);
    expect(await trialBalance(api)).toEqual({ date: '2099-12-31', lines: [], totals: [] });
  });
});

describe('GET /manualJournalEntries', () => {
  it('answers one entry with its lines', async () => {
    const api = await newCompany(t);
    const entry = await createEntry(
      api,
      [
        { accountCode: '6300', debitAmountValue: '45.10' },
        { accountCode: '1000', creditAmountValue: '45.10' },
      ],
      { reason: 'Stationery', date: '2026-04-02' },
    );
    expect(await getEntry(api, entry.id)).toEqual({
      id: entry.id,
      reason: 'Stationery',
      date: '2026-04-02',
      currency: 'GBP',
      manualJournalEntryLines: [
        {
          id: at(entry.manualJournalEntryLines, 0).id,
          accountCode: '6300',
          debitAmountValue: '45.10',
          creditAmountValue: '0.00',
        },
        {
          id: at(entry.manualJournalEntryLines, 1).id,
          accountCode: '1000',
          debitAmountValue: '0.00',
          creditAmountValue: '45.10',
        },
      ],
      ...anyTimestamps,
    });
  });

  it('lists the entries by id, each with its own lines', async () => {
    const api = await newCompany(t);
    expect(await listEntries(api)).toEqual([]);
    const first = await simpleEntry(api, 100, '1000', '3000', '2026-03-01');
    const second = await createEntry(
      api,
      [
        { accountCode: '6300', debitAmountValue: 20 },
        { accountCode: '6400', debitAmountValue: 30 },
        { accountCode: '1000', creditAmountValue: 50 },
      ],
      { date: '2026-01-01', reason: 'Costs' },
    );
    const third = await simpleEntry(api, 5, '1010', '3000', '2026-02-01');
    const response = await api.get(ENTRIES);
    expect(ok<Entry[]>(response)).toEqual([first, second, third]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(second.manualJournalEntryLines).toHaveLength(3);
  });

  it('answers 404 for an id that names no entry', async () => {
    const api = await newCompany(t);
    const body = problem(await api.get(`${ENTRIES}/${MISSING_ID}`), 404);
    expect(body.detail).toBe(`Manual journal entry ${MISSING_ID} was not found`);
    const account = await accountByCode(api, '1000');
    problem(await api.get(`${ENTRIES}/${account.id}`), 404, /Manual journal entry/);
    invalid(await api.get(`${ENTRIES}/abc`), ['id']);
  });
});

describe('PUT /manualJournalEntries/{id}', () => {
  it('merges lines: a line with an id is replaced, one without is added, the others stay', async () => {
    const api = await newCompany(t);
    const entry = await createEntry(api, [
      { accountCode: '1000', debitAmountValue: 100 },
      { accountCode: '3000', creditAmountValue: 60 },
      { accountCode: '4100', creditAmountValue: 40 },
    ]);
    const [first, second, third] = entry.manualJournalEntryLines.map((entryLine) => entryLine.id);
    const updated = ok<Entry>(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Corrected',
        date: '2026-02-01',
        manualJournalEntryLines: [
          { id: first, accountCode: '1010', debitAmountValue: 130 },
          { id: String(second), accountCode: '3000', creditAmountValue: '90' },
          { accountCode: '6300', debitAmountValue: '20.00' },
          { accountCode: '4200', creditAmountValue: '20' },
        ],
      }),
    );
    expect(updated).toEqual({
      id: entry.id,
      reason: 'Corrected',
      date: '2026-02-01',
      currency: 'GBP',
      manualJournalEntryLines: [
        { id: first, accountCode: '1010', debitAmountValue: '130.00', creditAmountValue: '0.00' },
        { id: second, accountCode: '3000', debitAmountValue: '0.00', creditAmountValue: '90.00' },
        { id: third, accountCode: '4100', debitAmountValue: '0.00', creditAmountValue: '40.00' },
        line('6300', '20.00', '0.00'),
        line('4200', '0.00', '20.00'),
      ],
      ...anyTimestamps,
    });
    const newIds = updated.manualJournalEntryLines.slice(3).map((entryLine) => entryLine.id);
    expect(new Set([first, second, third, ...newIds]).size).toBe(5);
    expect(await getEntry(api, entry.id)).toEqual(updated);
    expect(await balances(api)).toEqual({
      lines: [
        ['1010', 'GBP', '130.00', '0.00'],
        ['3000', 'GBP', '0.00', '90.00'],
        ['4100', 'GBP', '0.00', '40.00'],
        ['4200', 'GBP', '0.00', '20.00'],
        ['6300', 'GBP', '20.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '150.00', credit: '150.00' }],
    });
  });

  it('changes only the reason and date when the body has no lines, and moves the postings to the new date', async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, 75, '1000', '3000', '2026-01-10');
    const updated = ok<Entry>(await api.put(`${ENTRIES}/${entry.id}`, { reason: 'Renamed', date: '2026-06-01' }));
    expect(updated).toEqual({ ...entry, reason: 'Renamed', date: '2026-06-01', ...anyTimestamps });
    expect(await getEntry(api, entry.id)).toEqual(updated);
    expect((await trialBalance(api, '2026-05-31')).lines).toEqual([]);
    expect((await balances(api, '2026-06-01')).lines).toEqual([
      ['1000', 'GBP', '75.00', '0.00'],
      ['3000', 'GBP', '0.00', '75.00'],
    ]);
    const empty = ok<Entry>(
      await api.put(`${ENTRIES}/${entry.id}`, { reason: 'Again', date: '2026-06-01', manualJournalEntryLines: [] }),
    );
    expect(empty).toEqual({ ...updated, reason: 'Again', ...anyTimestamps });
  });

  it('takes back an entry as GET answered it, and changes nothing', async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, '12,345.67');
    const before = await trialBalance(api);
    expect(ok<Entry>(await api.put(`${ENTRIES}/${entry.id}`, await getEntry(api, entry.id)))).toEqual({
      ...entry,
      ...anyTimestamps,
    });
    expect(ok<Entry>(await api.put(`${ENTRIES}/${entry.id}`, { ...entry, id: String(entry.id) }))).toEqual({
      ...entry,
      ...anyTimestamps,
    });
    expect(await getEntry(api, entry.id)).toEqual({ ...entry, ...anyTimestamps });
    expect(await trialBalance(api)).toEqual(before);
  });

  it('refuses an update that leaves the entry unbalanced with 422, and changes nothing', async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, 100);
    const [debitLine] = entry.manualJournalEntryLines;
    const before = await trialBalance(api);
    const changedAmount = problem(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Should not be saved',
        date: '2026-09-09',
        manualJournalEntryLines: [{ id: debitLine?.id, accountCode: '1000', debitAmountValue: 120 }],
      }),
      422,
      /balance/,
    );
    expect(changedAmount).toMatchObject({ debits: '120.00', credits: '100.00', difference: '20.00' });
    const addedLine = problem(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Should not be saved',
        date: '2026-09-09',
        manualJournalEntryLines: [{ accountCode: '6300', debitAmountValue: 1 }],
      }),
      422,
    );
    expect(addedLine).toMatchObject({ debits: '101.00', credits: '100.00', difference: '1.00' });
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await trialBalance(api)).toEqual(before);
    expect(await listEntries(api)).toEqual([entry]);
  });

  it("refuses a line id that is not one of the entry's lines with 422 naming it, and changes nothing", async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, 100);
    const other = await simpleEntry(api, 100, '1010', '3000');
    const otherLine = at(other.manualJournalEntryLines, 0);
    const body = problem(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Steal a line',
        date: '2026-01-15',
        manualJournalEntryLines: [
          { accountCode: '6300', debitAmountValue: 0 },
          { id: otherLine.id, accountCode: '1010', debitAmountValue: 100 },
        ],
      }),
      422,
    );
    expect(body.errors).toEqual([
      { path: 'manualJournalEntryLines[1].id', message: expect.stringMatching(String(otherLine.id)) },
    ]);
    const twice = at(entry.manualJournalEntryLines, 0).id;
    const duplicate = problem(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Twice',
        date: '2026-01-15',
        manualJournalEntryLines: [
          { id: twice, accountCode: '1000', debitAmountValue: 100 },
          { id: String(twice), accountCode: '1000', debitAmountValue: 100 },
        ],
      }),
      422,
    );
    expect(duplicate.errors).toEqual([{ path: 'manualJournalEntryLines[1].id', message: expect.any(String) }]);
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await getEntry(api, other.id)).toEqual(other);
  });

  it('refuses an unknown accountCode with 422 naming the line, and changes nothing', async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, 100);
    const body = problem(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Unknown code',
        date: '2026-01-15',
        manualJournalEntryLines: [
          { accountCode: '6300', debitAmountValue: 1 },
          { accountCode: 'NOPE', creditAmountValue: 1 },
        ],
      }),
      422,
    );
    expect(body.errors).toEqual([
      { path: 'manualJournalEntryLines[1].accountCode', message: expect.stringMatching(/NOPE/) },
    ]);
    expect(await getEntry(api, entry.id)).toEqual(entry);
  });

  it('answers 400 when the body id differs from the path id, or a field is invalid, and changes nothing', async () => {
    const api = await newCompany(t);
    const entry = await simpleEntry(api, 100);
    const other = await simpleEntry(api, 100);
    const mismatch = problem(
      await api.put(`${ENTRIES}/${entry.id}`, { id: other.id, reason: 'Other', date: '2026-01-15' }),
      400,
      /id in the body must equal the id in the path/,
    );
    expect(mismatch.errors).toEqual([{ path: 'id', message: `must equal the path id ${entry.id}` }]);
    problem(
      await api.put(`${ENTRIES}/${entry.id}`, { id: String(other.id), reason: 'Other', date: '2026-01-15' }),
      400,
    );
    invalid(await api.put(`${ENTRIES}/${entry.id}`, { reason: 'No date' }), ['date']);
    invalid(await api.put(`${ENTRIES}/${entry.id}`, { date: '2026-01-15' }), ['reason']);
    invalid(await api.put(`${ENTRIES}/${entry.id}`, { reason: 'Bad date', date: '2026-02-30' }), ['date']);
    invalid(
      await api.put(`${ENTRIES}/${entry.id}`, {
        reason: 'Bad line',
        date: '2026-01-15',
        manualJournalEntryLines: [{ id: 0, accountCode: '1000', debitAmountValue: '-1' }],
      }),
      ['manualJournalEntryLines[0].id', 'manualJournalEntryLines[0].debitAmountValue'],
    );
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await getEntry(api, other.id)).toEqual(other);
  });

  it('takes an entry of 1,000 lines, the most one request may carry', async () => {
    const api = await newCompany(t);
    const lines = Array.from({ length: 500 }, (_, index) => [
      { accountCode: '1000', debitAmountValue: index + 1 },
      { accountCode: '3000', creditAmountValue: index + 1 },
    ]).flat();
    const entry = await createEntry(api, lines);
    expect(entry.manualJournalEntryLines).toHaveLength(1000);
    expect(at(entry.manualJournalEntryLines, 999)).toEqual(line('3000', '0.00', '500.00'));
    expect((await balances(api)).totals).toEqual([{ currency: 'GBP', debit: '125,250.00', credit: '125,250.00' }]);
  });

  it('keeps answering, and never with a 500, while merges grow an entry past thousands of lines', async () => {
    // A request carries at most 1,000 lines, but nothing documented caps the lines of an entry:
    // each merge may add up to 1,000. The service may accept the growth or refuse it with a 4xx
    // that changes nothing; it must not fail with an internal error.
    const api = await newCompany(t);
    let entry = await simpleEntry(api, 1);
    const thousandLines = Array.from({ length: 500 }, () => [
      { accountCode: '1000', debitAmountValue: 1 },
      { accountCode: '3000', creditAmountValue: 1 },
    ]).flat();
    for (let round = 1; round <= 5; round += 1) {
      const response = await api.put(`${ENTRIES}/${entry.id}`, {
        reason: `Round ${round}`,
        date: '2026-01-15',
        manualJournalEntryLines: thousandLines,
      });
      expect(response.statusCode, `round ${round}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode === 200) {
        entry = ok<Entry>(response);
        expect(entry.manualJournalEntryLines).toHaveLength(2 + 1000 * round);
        const total = `${(1 + 500 * round).toLocaleString('en-US')}.00`;
        expect((await balances(api)).totals).toEqual([{ currency: 'GBP', debit: total, credit: total }]);
      } else {
        problem(response, 422);
        expect(await getEntry(api, entry.id)).toEqual(entry);
      }
    }
  });

  it('answers 404 for an id that names no entry', async () => {
    const api = await newCompany(t);
    const body = problem(await api.put(`${ENTRIES}/${MISSING_ID}`, { reason: 'Nothing', date: '2026-01-15' }), 404);
    expect(body.detail).toBe(`Manual journal entry ${MISSING_ID} was not found`);
  });
});

describe('the line calls', () => {
  async function entryWithTwoLines(api: Api) {
    const entry = await simpleEntry(api, 500);
    return { entry, debitLine: at(entry.manualJournalEntryLines, 0), creditLine: at(entry.manualJournalEntryLines, 1) };
  }

  it('refuses to add a line that unbalances the entry, with and without the trailing slash, and changes nothing', async () => {
    const api = await newCompany(t);
    const { entry } = await entryWithTwoLines(api);
    const before = await trialBalance(api);
    for (const path of [linesOf(entry.id), `${linesOf(entry.id)}/`]) {
      const body = problem(await api.post(path, { accountCode: '6300', debitAmountValue: 25 }), 422, /balance/);
      expect(body).toMatchObject({ debits: '525.00', credits: '500.00', difference: '25.00' });
    }
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await trialBalance(api)).toEqual(before);
  });

  it('adds a line that balances itself, with and without the trailing slash', async () => {
    const api = await newCompany(t);
    const { entry } = await entryWithTwoLines(api);
    const before = await trialBalance(api);
    const added = ok<Line>(
      await api.post(`${linesOf(entry.id)}/`, {
        accountCode: '6300',
        debitAmountValue: 75,
        creditAmountValue: '75.00',
      }),
    );
    expect(added).toEqual(line('6300', '75.00', '75.00'));
    const again = ok<Line>(
      await api.post(linesOf(entry.id), { accountCode: '4100', debitAmountValue: 1, creditAmountValue: 1 }),
    );
    expect(new Set([...entry.manualJournalEntryLines.map((entryLine) => entryLine.id), added.id, again.id]).size).toBe(
      4,
    );
    expect(await getEntry(api, entry.id)).toEqual({
      ...entry,
      manualJournalEntryLines: [...entry.manualJournalEntryLines, added, again],
      ...anyTimestamps,
    });
    expect(await trialBalance(api)).toEqual(before);
  });

  it('refuses to add a line with an unknown accountCode with 422 naming the field', async () => {
    const api = await newCompany(t);
    const { entry } = await entryWithTwoLines(api);
    const body = problem(
      await api.post(linesOf(entry.id), { accountCode: '9999', debitAmountValue: 1, creditAmountValue: 1 }),
      422,
    );
    // Elsewhere a top-level body field is named bare (`reason`, `debitAmountValue`), not `body.…`.
    expect(body.errors).toEqual([{ path: 'accountCode', message: expect.stringMatching(/9999/) }]);
    expect(await getEntry(api, entry.id)).toEqual(entry);
  });

  it('refuses to replace a line with an unknown accountCode with 422 naming the field', async () => {
    const api = await newCompany(t);
    const { entry, debitLine } = await entryWithTwoLines(api);
    const body = problem(
      await api.put(`${linesOf(entry.id)}/${debitLine.id}`, { accountCode: '9999', debitAmountValue: 500 }),
      422,
    );
    expect(body.errors).toEqual([{ path: 'accountCode', message: expect.stringMatching(/9999/) }]);
    expect(await getEntry(api, entry.id)).toEqual(entry);
  });

  it('answers 400 naming each invalid field of a line', async () => {
    const api = await newCompany(t);
    const { entry, debitLine } = await entryWithTwoLines(api);
    invalid(
      await api.post(linesOf(entry.id), { accountCode: '6300', debitAmountValue: -1, creditAmountValue: '1.001' }),
      ['debitAmountValue', 'creditAmountValue'],
    );
    invalid(await api.post(linesOf(entry.id), { debitAmountValue: 1, creditAmountValue: 1 }), ['accountCode']);
    invalid(await api.put(`${linesOf(entry.id)}/${debitLine.id}`, { accountCode: '1000', debitAmountValue: '-500' }), [
      'debitAmountValue',
    ]);
    expect(await getEntry(api, entry.id)).toEqual(entry);
  });

  it('replaces a line that keeps the balance, and moves its posting to the new account', async () => {
    const api = await newCompany(t);
    const { entry, debitLine, creditLine } = await entryWithTwoLines(api);
    const updated = ok<Line>(
      await api.put(`${linesOf(entry.id)}/${debitLine.id}`, { accountCode: '1010', debitAmountValue: '500.00' }),
    );
    expect(updated).toEqual({
      id: debitLine.id,
      accountCode: '1010',
      debitAmountValue: '500.00',
      creditAmountValue: '0.00',
    });
    expect(await getEntry(api, entry.id)).toEqual({
      ...entry,
      manualJournalEntryLines: [updated, creditLine],
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1010', 'GBP', '500.00', '0.00'],
        ['3000', 'GBP', '0.00', '500.00'],
      ],
      totals: [{ currency: 'GBP', debit: '500.00', credit: '500.00' }],
    });
    expect(standingPostings((await ledgerOf(api, '1000')).postings)).toEqual([]);
    expect(standingPostings((await ledgerOf(api, '1010')).postings)).toEqual([
      expect.objectContaining({
        source: { type: 'MANUAL_JOURNAL_ENTRY', id: entry.id },
        debit: '500.00',
        balance: '500.00',
      }),
    ]);
  });

  it('refuses to replace a line when the entry would no longer balance, and changes nothing', async () => {
    const api = await newCompany(t);
    const { entry, debitLine } = await entryWithTwoLines(api);
    const before = await trialBalance(api);
    const body = problem(
      await api.put(`${linesOf(entry.id)}/${debitLine.id}`, { accountCode: '1010', debitAmountValue: 400 }),
      422,
      /balance/,
    );
    expect(body).toMatchObject({ debits: '400.00', credits: '500.00', difference: '-100.00' });
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await trialBalance(api)).toEqual(before);
  });

  it('refuses to delete a line when the entry would no longer balance, and changes nothing', async () => {
    const api = await newCompany(t);
    const { entry, creditLine } = await entryWithTwoLines(api);
    const before = await trialBalance(api);
    const body = problem(await api.delete(`${linesOf(entry.id)}/${creditLine.id}`), 422, /balance/);
    expect(body).toMatchObject({ debits: '500.00', credits: '0.00', difference: '500.00' });
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await trialBalance(api)).toEqual(before);
  });

  it('deletes a line that balances itself, and answers it as it was', async () => {
    const api = await newCompany(t);
    const { entry } = await entryWithTwoLines(api);
    const added = ok<Line>(
      await api.post(linesOf(entry.id), { accountCode: '6300', debitAmountValue: 9, creditAmountValue: 9 }),
    );
    const deleted = ok<Line>(await api.delete(`${linesOf(entry.id)}/${added.id}`));
    expect(deleted).toEqual({ id: added.id, accountCode: '6300', debitAmountValue: '9.00', creditAmountValue: '9.00' });
    expect(await getEntry(api, entry.id)).toEqual({ ...entry, ...anyTimestamps });
    problem(await api.delete(`${linesOf(entry.id)}/${added.id}`), 404);
  });

  it('refuses to delete a line that the balance needs with 422', async () => {
    const api = await newCompany(t);
    const { entry, debitLine } = await entryWithTwoLines(api);
    problem(await api.delete(`${linesOf(entry.id)}/${debitLine.id}`), 422, /does not balance/);
    expect(await getEntry(api, entry.id)).toEqual(entry);
  });

  it('answers 404 for a line of another entry, or for a line id that names nothing, and changes nothing', async () => {
    const api = await newCompany(t);
    const { entry } = await entryWithTwoLines(api);
    const other = await entryWithTwoLines(api);
    for (const lineId of [other.debitLine.id, MISSING_ID]) {
      const path = `${linesOf(entry.id)}/${lineId}`;
      const put = problem(await api.put(path, { accountCode: '1000', debitAmountValue: 500 }), 404);
      expect(put.detail).toBe(`Line ${lineId} of manual journal entry ${entry.id} was not found`);
      const deleted = problem(await api.delete(path), 404);
      expect(deleted.detail).toBe(`Line ${lineId} of manual journal entry ${entry.id} was not found`);
    }
    expect(await getEntry(api, entry.id)).toEqual(entry);
    expect(await getEntry(api, other.entry.id)).toEqual(other.entry);
  });

  it('answers 404 on every line call of an entry that does not exist', async () => {
    const api = await newCompany(t);
    const { debitLine } = await entryWithTwoLines(api);
    const detail = `Manual journal entry ${MISSING_ID} was not found`;
    const answers = [
      await api.post(linesOf(MISSING_ID), { accountCode: '6300', debitAmountValue: 1, creditAmountValue: 1 }),
      await api.put(`${linesOf(MISSING_ID)}/${debitLine.id}`, { accountCode: '1000', debitAmountValue: 500 }),
      await api.delete(`${linesOf(MISSING_ID)}/${debitLine.id}`),
    ];
    for (const answer of answers) expect(problem(answer, 404).detail).toBe(detail);
  });
});

describe('DELETE /manualJournalEntries/{id}', () => {
  it('answers the entry as it was, then 404, and its postings leave the ledger', async () => {
    const api = await newCompany(t);
    const kept = await simpleEntry(api, 40, '1010', '3000');
    const entry = await simpleEntry(api, 100, '1000', '3000');
    const deleted = ok<Entry>(await api.delete(`${ENTRIES}/${entry.id}`));
    expect(deleted).toEqual(entry);
    expect(problem(await api.get(`${ENTRIES}/${entry.id}`), 404).detail).toBe(
      `Manual journal entry ${entry.id} was not found`,
    );
    problem(await api.delete(`${ENTRIES}/${entry.id}`), 404);
    problem(await api.put(`${ENTRIES}/${entry.id}`, { reason: 'Gone', date: '2026-01-15' }), 404);
    problem(await api.delete(`${linesOf(entry.id)}/${at(entry.manualJournalEntryLines, 0).id}`), 404);
    expect(await listEntries(api)).toEqual([kept]);
    expect(await balances(api)).toEqual({
      lines: [
        ['1010', 'GBP', '40.00', '0.00'],
        ['3000', 'GBP', '0.00', '40.00'],
      ],
      totals: [{ currency: 'GBP', debit: '40.00', credit: '40.00' }],
    });
    expect(standingPostings((await ledgerOf(api, '1000')).postings)).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("answers another company's entry exactly as an entry that does not exist, on every call", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const entryB = await simpleEntry(b, 100);
    const lineB = at(entryB.manualJournalEntryLines, 0);
    const calls = (entryId: number, lineId: number) => [
      () => a.get(`${ENTRIES}/${entryId}`),
      () => a.put(`${ENTRIES}/${entryId}`, { reason: 'Hijack', date: '2026-01-15' }),
      () => a.delete(`${ENTRIES}/${entryId}`),
      () => a.post(linesOf(entryId), { accountCode: '6300', debitAmountValue: 1, creditAmountValue: 1 }),
      () => a.put(`${linesOf(entryId)}/${lineId}`, { accountCode: '1000', debitAmountValue: 100 }),
      () => a.delete(`${linesOf(entryId)}/${lineId}`),
    ];
    const forOther = [];
    for (const call of calls(entryB.id, lineB.id)) forOther.push(problem(await call(), 404));
    const forMissing = [];
    for (const call of calls(MISSING_ID, MISSING_ID)) forMissing.push(problem(await call(), 404));
    expect(forOther.map((body) => comparable(body, entryB.id))).toEqual(
      forMissing.map((body) => comparable(body, MISSING_ID)),
    );
    expect(await getEntry(b, entryB.id)).toEqual(entryB);

    // Once B's entry is gone, the same id is missing for everyone: A's answers must not change.
    ok<Entry>(await b.delete(`${ENTRIES}/${entryB.id}`));
    const afterDeletion = [];
    for (const call of calls(entryB.id, lineB.id)) afterDeletion.push(problem(await call(), 404));
    expect(afterDeletion.map(withoutRequestId)).toEqual(forOther.map(withoutRequestId));
  });

  it("refuses another company's line id in a whole-entry update with 422", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const entryA = await simpleEntry(a, 100);
    const entryB = await simpleEntry(b, 100);
    const body = problem(
      await a.put(`${ENTRIES}/${entryA.id}`, {
        reason: 'Hijack',
        date: '2026-01-15',
        manualJournalEntryLines: [
          { id: at(entryB.manualJournalEntryLines, 0).id, accountCode: '1000', debitAmountValue: 100 },
        ],
      }),
      422,
    );
    expect(body.errors).toEqual([{ path: 'manualJournalEntryLines[0].id', message: expect.any(String) }]);
    expect(await getEntry(a, entryA.id)).toEqual(entryA);
    expect(await getEntry(b, entryB.id)).toEqual(entryB);
  });

  it("answers 404 for another company's line id in the line calls of an own entry", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const entryA = await simpleEntry(a, 100);
    const entryB = await simpleEntry(b, 100);
    const lineB = at(entryB.manualJournalEntryLines, 0);
    const path = `${linesOf(entryA.id)}/${lineB.id}`;
    const detail = `Line ${lineB.id} of manual journal entry ${entryA.id} was not found`;
    expect(problem(await a.put(path, { accountCode: '1000', debitAmountValue: 100 }), 404).detail).toBe(detail);
    expect(problem(await a.delete(path), 404).detail).toBe(detail);
    expect(await getEntry(a, entryA.id)).toEqual(entryA);
    expect(await getEntry(b, entryB.id)).toEqual(entryB);
  });

  it("lists and posts only the company's own entries, to its own accounts", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const entryA = await simpleEntry(a, 10, '1000', '3000');
    const entryB = await simpleEntry(b, 20, '6300', '1000');
    expect(await listEntries(a)).toEqual([entryA]);
    expect(await listEntries(b)).toEqual([entryB]);

    const reportB = await trialBalance(b);
    expect(reportB.lines).toEqual([
      expect.objectContaining({ accountId: (await accountByCode(b, '1000')).id, code: '1000', credit: '20.00' }),
      expect.objectContaining({ accountId: (await accountByCode(b, '6300')).id, code: '6300', debit: '20.00' }),
    ]);
    expect(reportB.totals).toEqual([{ currency: 'GBP', debit: '20.00', credit: '20.00' }]);
    const reportA = await trialBalance(a);
    expect(reportA.lines).toEqual([
      expect.objectContaining({ accountId: (await accountByCode(a, '1000')).id, code: '1000', debit: '10.00' }),
      expect.objectContaining({ accountId: (await accountByCode(a, '3000')).id, code: '3000', credit: '10.00' }),
    ]);
    expect(reportA.totals).toEqual([{ currency: 'GBP', debit: '10.00', credit: '10.00' }]);
  });

  it("does not take the code of another company's account", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    ok<Account>(await a.post('/accounts', { code: 'AONLY', name: 'Only in A', type: 'ASSET' }));
    const body = problem(
      await b.post(ENTRIES, {
        reason: 'Borrow a code',
        date: '2026-01-15',
        manualJournalEntryLines: [
          { accountCode: 'AONLY', debitAmountValue: 5 },
          { accountCode: '3000', creditAmountValue: 5 },
        ],
      }),
      422,
    );
    expect(body.errors).toEqual([{ path: 'manualJournalEntryLines[0].accountCode', message: expect.any(String) }]);
    expect(await listEntries(b)).toEqual([]);
    await createEntry(a, [
      { accountCode: 'AONLY', debitAmountValue: 5 },
      { accountCode: '3000', creditAmountValue: 5 },
    ]);
  });
});

describe('accounts used by manual journal entries', () => {
  it('cannot be deleted while a line uses them, even a line that posts nothing, nor ever once posted to', async () => {
    const api = await newCompany(t);
    const posted = ok<Account>(await api.post('/accounts', { code: 'JE-POSTED', name: 'Posted', type: 'ASSET' }));
    const netZero = ok<Account>(await api.post('/accounts', { code: 'JE-ZERO', name: 'Net zero', type: 'EXPENSE' }));
    const entry = await createEntry(api, [
      { accountCode: 'JE-POSTED', debitAmountValue: 30 },
      { accountCode: 'JE-ZERO', debitAmountValue: 7, creditAmountValue: 7 },
      { accountCode: '3000', creditAmountValue: 30 },
    ]);
    for (const account of [posted, netZero]) {
      const body = problem(await api.delete(`/accounts/${account.id}`), 409);
      expect(body.detail).toBe(`Account ${account.code} is used by manual journal entries ${entry.id}`);
      expect(ok<Account>(await api.get(`/accounts/${account.id}`))).toEqual(account);
    }
    ok<Entry>(await api.delete(`${ENTRIES}/${entry.id}`));
    // The entry and its reversal stay in the ledger of the account posted to.
    expect(problem(await api.delete(`/accounts/${posted.id}`), 409).detail).toMatch('postings in the ledger');
    expect(ok<Account>(await api.delete(`/accounts/${netZero.id}`))).toEqual(netZero);
  });

  it('cannot be deleted while a line added by the line call uses them', async () => {
    const api = await newCompany(t);
    const account = ok<Account>(await api.post('/accounts', { code: 'JE-LINE', name: 'Line call', type: 'ASSET' }));
    const entry = await simpleEntry(api, 10);
    const added = ok<Line>(
      await api.post(linesOf(entry.id), { accountCode: 'JE-LINE', debitAmountValue: 1, creditAmountValue: 1 }),
    );
    problem(await api.delete(`/accounts/${account.id}`), 409, /manual journal entries/);
    ok<Line>(await api.delete(`${linesOf(entry.id)}/${added.id}`));
    expect(ok<Account>(await api.delete(`/accounts/${account.id}`))).toEqual(account);
  });
});
