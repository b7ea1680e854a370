import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, newCompany } from './books.js';
import { type Api, at, buildTestApp, type TestApp } from './helpers.js';
import { expectProblem, invalid, ok } from './problem.js';
import { camtStatement, type StatementLine } from './statement-builders.js';

/* A bank account's statement lines: listed, filtered and paged; set aside and taken back; and the trail they leave. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MAY = [
  { date: '2026-05-01', amount: '-950.00', description: 'RENT MAY' },
  { date: '2026-05-06', amount: '-3.00', description: 'COFFEE CORNER' },
  { date: '2026-05-06', amount: '-3.00', description: 'COFFEE CORNER' },
  { date: '2026-05-07', amount: '1200.00', description: 'SALES TAKINGS' },
  { date: '2026-05-31', amount: '-8.50', description: 'ACCOUNT FEE' },
];

const importMay = (api: Api, bank: BankAccount) =>
  api.post(`/bankAccounts/${bank.id}/statementImports?format=camt053`, Buffer.from(camtStatement(MAY)), {
    'content-type': 'application/xml',
  });

/** A manual journal entry that moved the bank account by `amount` (money in positive), on `date`. */
async function bankEntry(api: Api, bank: BankAccount, date: string, amount: string) {
  const out = amount.startsWith('-');
  const value = amount.replace(/^-/, '');
  const bankSide = { accountCode: bank.ledgerAccountCode, [out ? 'creditAmountValue' : 'debitAmountValue']: value };
  const otherSide = { accountCode: out ? '7900' : '4000', [out ? 'debitAmountValue' : 'creditAmountValue']: value };
  return ok<{ id: number }>(
    await api.post('/manualJournalEntries', { reason: 'Bank', date, manualJournalEntryLines: [bankSide, otherSide] }),
  ).id;
}

/** May's statement imported, the second coffee set aside and the takings matched to their entry. */
async function mayBooks() {
  const api = await newCompany(t);
  const bank = await createBank(api);
  const imported = ok<{ id: number }>(await importMay(api, bank));
  const path = `/bankAccounts/${bank.id}/statementLines`;
  const lines = ok<StatementLine[]>(await api.get(path));
  const [rent, firstCoffee, secondCoffee, takings, fee] = lines.map((line) => line.id) as number[];
  const takingsEntry = await bankEntry(api, bank, '2026-05-07', '1200.00');
  ok(await api.post(`${path}/${secondCoffee}/exclude`, {}));
  ok(await api.post(`${path}/${takings}/match`, { matches: [{ type: 'manualJournalEntry', id: takingsEntry }] }));
  return {
    api,
    bank,
    path,
    importId: imported.id,
    takingsEntry,
    ids: { rent, firstCoffee, secondCoffee, takings, fee },
  };
}

const idsOf = (lines: StatementLine[]) => lines.map((line) => line.id);

describe('GET /bankAccounts/{id}/statementLines', () => {
  it('filters by status and by dates, both ends included', async () => {
    const { api, path, ids } = await mayBooks();
    const listed = async (query: string) => idsOf(ok<StatementLine[]>(await api.get(`${path}${query}`)));
    expect(await listed('?status=unmatched')).toEqual([ids.rent, ids.firstCoffee, ids.fee]);
    expect(await listed('?status=matched')).toEqual([ids.takings]);
    expect(await listed('?status=excluded')).toEqual([ids.secondCoffee]);
    expect(await listed('?from=2026-05-06&to=2026-05-07')).toEqual([ids.firstCoffee, ids.secondCoffee, ids.takings]);
    expect(await listed('?status=unmatched&from=2026-05-02&to=2026-05-30')).toEqual([ids.firstCoffee]);
    invalid(await api.get(`${path}?status=reconciled`), ['status']);
    invalid(await api.get(`${path}?from=2026-02-30`), ['from']);
  });

  it('pages with X-Total-Count and a Link to the next page, by offset or by the cursor after', async () => {
    const { api, path, ids } = await mayBooks();
    const first = await api.get(`${path}?limit=2`);
    expect(idsOf(ok(first))).toEqual([ids.rent, ids.firstCoffee]);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe(`</api/v1${path}?limit=2&after=${ids.firstCoffee}>; rel="next"`);
    const second = await api.get(`${path}?limit=2&after=${ids.firstCoffee}`);
    expect(idsOf(ok(second))).toEqual([ids.secondCoffee, ids.takings]);
    const last = await api.get(`${path}?limit=2&after=${ids.takings}`);
    expect(idsOf(ok(last))).toEqual([ids.fee]);
    expect(last.headers.link).toBeUndefined();
    const unmatched = await api.get(`${path}?status=unmatched&limit=1&offset=1`);
    expect(idsOf(ok(unmatched))).toEqual([ids.firstCoffee]);
    expect(unmatched.headers['x-total-count']).toBe('3');
    expect(unmatched.headers.link).toBe(
      `</api/v1${path}?status=unmatched&limit=1&after=${ids.firstCoffee}>; rel="next"`,
    );
  });
});

describe('POST and DELETE …/statementLines/{lineId}/exclude', () => {
  it('sets a line aside and takes it back, unmatched; a line is excluded or included once', async () => {
    const { api, path, ids } = await mayBooks();
    const excluded = ok<StatementLine>(await api.post(`${path}/${ids.rent}/exclude`, {}));
    expect(excluded).toMatchObject({ id: ids.rent, status: 'excluded', matches: [] });
    expectProblem(await api.post(`${path}/${ids.rent}/exclude`, {}), 409, `line ${ids.rent} is excluded`);
    const included = ok<StatementLine>(await api.delete(`${path}/${ids.rent}/exclude`));
    expect(included).toMatchObject({ id: ids.rent, status: 'unmatched' });
    expectProblem(await api.delete(`${path}/${ids.rent}/exclude`), 409, `line ${ids.rent} is not matched`);
  });

  it('refuses a matched line, and a line a reconciliation closed, naming the reconciliation', async () => {
    const { api, bank, path, ids } = await mayBooks();
    expectProblem(await api.post(`${path}/${ids.takings}/exclude`, {}), 409, 'is matched: unmatch it first');
    ok(await api.post(`${path}/${ids.rent}/exclude`, {}));
    // Up to 6 May: the rent and a coffee set aside, the other coffee matched to its entry. The books
    // hold −3.00 and the statement −950.00 − 3.00 − 3.00 = −956.00: the lines set aside, −953.00, are
    // on the statement and not in the books…
    const coffeeEntry = await bankEntry(api, bank, '2026-05-06', '-3.00');
    ok(
      await api.post(`${path}/${ids.firstCoffee}/match`, {
        matches: [{ type: 'manualJournalEntry', id: coffeeEntry }],
      }),
    );
    // …so the reconciliation takes the bank's own closing balance, −3.00 − 953.00 = −956.00.
    const reconciliation = ok<{ id: number }>(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-05-06',
        closingBalance: '-956.00',
      }),
    );
    const named = `reconciliation ${reconciliation.id}`;
    expectProblem(await api.delete(`${path}/${ids.rent}/exclude`), 409, named);
    expectProblem(await api.delete(`${path}/${ids.secondCoffee}/exclude`), 409, named);
    expectProblem(await api.delete(`${path}/${ids.firstCoffee}/match`), 409, named);
    ok(await api.post(`${path}/${ids.fee}/exclude`, {}));
  });
});

interface Entry {
  method: string;
  path: string;
  recordType: string;
  recordId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('the audit trail of statements', () => {
  it('holds each import and its deletion, the profile, each match, unmatch and exclusion, and each reconciliation and its undo', async () => {
    const { api, bank, path, importId, ids } = await mayBooks();
    const profile = ok<{ id: number }>(
      await api.post('/bankStatementProfiles', {
        name: 'High Street Bank',
        dateColumn: 'Date',
        dateFormat: 'DD/MM/YYYY',
        moneyInColumn: 'Money In',
        moneyOutColumn: 'Money Out',
        descriptionColumns: ['Description'],
      }),
    );
    ok(await api.delete(`${path}/${ids.takings}/match`));
    ok(await api.delete(`${path}/${ids.secondCoffee}/exclude`));
    for (const id of [ids.rent, ids.firstCoffee, ids.secondCoffee]) ok(await api.post(`${path}/${id}/exclude`, {}));
    // Nothing in the books up to 6 May, every line up to it set aside: the statement closes at
    // −950.00 − 3.00 − 3.00 = −956.00, all of it lines set aside.
    const reconciliation = ok<{ id: number }>(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-05-06',
        closingBalance: '-956.00',
      }),
    );
    ok(await api.delete(`/bankAccounts/${bank.id}/reconciliations/${reconciliation.id}`));
    for (const id of [ids.rent, ids.firstCoffee, ids.secondCoffee]) ok(await api.delete(`${path}/${id}/exclude`));
    ok(await api.delete(`/bankAccounts/${bank.id}/statementImports/${importId}`));

    const trail = ok<Entry[]>(await api.get('/auditLog')).filter((entry) =>
      /^bank(Statement|Reconciliation)/.test(entry.recordType),
    );
    const imports = `/api/v1/bankAccounts/${bank.id}/statementImports`;
    const lines = `/api/v1${path}`;
    const reconciliations = `/api/v1/bankAccounts/${bank.id}/reconciliations`;
    expect(trail.map((entry) => [entry.method, entry.path, entry.recordType, entry.recordId]).reverse()).toEqual([
      ['POST', imports, 'bankStatementImport', importId],
      ['POST', `${lines}/${ids.secondCoffee}/exclude`, 'bankStatementLine', ids.secondCoffee],
      ['POST', `${lines}/${ids.takings}/match`, 'bankStatementLine', ids.takings],
      ['POST', '/api/v1/bankStatementProfiles', 'bankStatementProfile', profile.id],
      ['DELETE', `${lines}/${ids.takings}/match`, 'bankStatementLine', ids.takings],
      ['DELETE', `${lines}/${ids.secondCoffee}/exclude`, 'bankStatementLine', ids.secondCoffee],
      ['POST', `${lines}/${ids.rent}/exclude`, 'bankStatementLine', ids.rent],
      ['POST', `${lines}/${ids.firstCoffee}/exclude`, 'bankStatementLine', ids.firstCoffee],
      ['POST', `${lines}/${ids.secondCoffee}/exclude`, 'bankStatementLine', ids.secondCoffee],
      ['POST', reconciliations, 'bankReconciliation', reconciliation.id],
      ['DELETE', `${reconciliations}/${reconciliation.id}`, 'bankReconciliation', reconciliation.id],
      ['DELETE', `${lines}/${ids.rent}/exclude`, 'bankStatementLine', ids.rent],
      ['DELETE', `${lines}/${ids.firstCoffee}/exclude`, 'bankStatementLine', ids.firstCoffee],
      ['DELETE', `${lines}/${ids.secondCoffee}/exclude`, 'bankStatementLine', ids.secondCoffee],
      ['DELETE', `${imports}/${importId}`, 'bankStatementImport', importId],
    ]);
    const [deletion] = trail;
    expect(deletion).toMatchObject({ before: { id: importId, linesImported: 5 }, after: null });
    const match = at(trail, trail.length - 3);
    expect(match.before).toMatchObject({ status: 'unmatched', matches: [] });
    expect(match.after).toMatchObject({
      status: 'matched',
      matches: [{ type: 'manualJournalEntry', amount: '1,200.00' }],
    });
  });
});
