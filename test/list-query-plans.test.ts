import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { accountByCode, createBank } from './books.js';
import { type Api, apiClient, createTenant, recordedApp } from './helpers.js';
import { planNodes, sqlitePlan } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * Every filter of the lists of bank transfers, manual journal entries, line items, exchange rates,
 * bank statement lines and the audit trail reads the rows it lets through by an index of the
 * filter, never every row of the company, on both stores (see query-plans.test.ts for the way).
 */

interface Ids {
  bank: number;
  statementImport: number;
  user: number;
  auditEntry: number;
}

/**
 * A filter of a list: its path, its name, its query string, and how its rows are read: found by
 * its index and sorted by id, or the company's rows read by the company's index (a search of what
 * a text contains, in a short list).
 */
type Filter = [path: string, name: string, query: (ids: Ids) => string, read: 'inOrder' | 'sorted' | 'companyRows'];

const FILTERS: Filter[] = [
  ['/bankTransfers', 'bank account', (ids) => `bankAccountId=${ids.bank}`, 'sorted'],
  ['/bankTransfers', 'date', () => 'dateFrom=2026-01-01&dateTo=2026-01-31', 'sorted'],
  ['/bankTransfers', 'last change', () => 'updatedSince=2026-01-01T00:00:00Z', 'sorted'],
  ['/bankTransfers', 'bank account and date', (ids) => `bankAccountId=${ids.bank}&dateFrom=2026-01-01`, 'sorted'],
  ['/manualJournalEntries', 'account', () => 'accountCode=1250', 'sorted'],
  ['/manualJournalEntries', 'date', () => 'dateFrom=2026-01-01&dateTo=2026-01-31', 'sorted'],
  ['/manualJournalEntries', 'last change', () => 'updatedSince=2026-01-01T00:00:00Z', 'sorted'],
  ['/manualJournalEntries', 'account and date', () => 'accountCode=1250&dateFrom=2026-01-01', 'sorted'],
  ['/exchangeRates', 'currency', () => 'currency=JPY', 'sorted'],
  ['/exchangeRates', 'date', () => 'dateFrom=2026-01-01&dateTo=2026-01-31', 'sorted'],
  ['/exchangeRates', 'currency and date', () => 'currency=JPY&dateFrom=2026-01-01', 'sorted'],
  ['/lineItems', 'what the name or description contains', () => 'q=consult', 'companyRows'],
  ['/statementLines', 'amount', () => 'amountFrom=-1000.00&amountTo=-900.00', 'sorted'],
  ['/statementLines', 'import', (ids) => `importId=${ids.statementImport}`, 'sorted'],
  ['/statementLines', 'amount and date', () => 'amountFrom=-1000.00&from=2026-01-01', 'sorted'],
  // The trail is read newest first, in the order of its indexes.
  ['/auditLog', 'user', (ids) => `userId=${ids.user}`, 'inOrder'],
  ['/auditLog', 'action', () => 'action=delete', 'inOrder'],
];

/** The address of the list. */
const urlOf = (path: string, ids: Ids) =>
  path === '/statementLines' ? `/bankAccounts/${ids.bank}/statementLines` : path;

/** A page after the first: the trail's cursor must name one of its entries. */
const after = (path: string, ids: Ids) => (path === '/auditLog' ? ids.auditEntry : 1);

/** A statement of the bank account in OFX, of lines of these dates (YYYYMMDD) and amounts. */
const ofxOf = (lines: [date: string, amount: string][]) => `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>1</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>19700101</DTSTART><DTEND>20261231</DTEND>${lines
  .map(
    ([date, amount]) =>
      `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>${date}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${date}${amount}</FITID><NAME>ACME</NAME></STMTTRN>`,
  )
  .join('')}</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

/** Imports the statement lines to the bank account; answers the import's id. */
async function importLines(api: Api, bank: number, lines: [date: string, amount: string][]) {
  const imported = await api.post(`/bankAccounts/${bank}/statementImports?format=ofx`, ofxOf(lines), {
    'content-type': 'application/x-ofx',
  });
  return ok<{ id: number }>(imported).id;
}

/** The id of the newest entry of the audit trail, and of the user who wrote it. */
async function newestEntry(api: Api) {
  const [entry] = ok<{ id: number; userId: number }[]>(await api.get('/auditLog?limit=1'));
  return { auditEntry: entry?.id ?? 0, user: entry?.userId ?? 0 };
}

/**
 * SQLite without statistics chooses by the shape of each query and the indexes it has, as for a
 * company too large for a scan to pay.
 */
describe.runIf(testStore === 'sqlite')('filtered lists on SQLite', () => {
  let close: () => Promise<void>;
  let db: Database;
  let queries: string[];
  let api: Api;
  let ids: Ids;

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    close = recorded.close;
    db = opened.db;
    queries = recording.queries;
    api = apiClient(app, await createTenant(recording.db));
    const [bank, other] = [await createBank(api), await createBank(api)];
    const transfer = { fromBankAccountId: bank.id, toBankAccountId: other.id, amount: '5.00' };
    ok(await api.post('/bankTransfers', { ...transfer, dateTransferred: '2026-01-10' }));
    ok(await api.post('/manualJournalEntries', entryOf('2026-01-10')));
    ok(await api.post('/exchangeRates', { currency: 'JPY', date: '2026-01-10', rate: 0.005 }));
    ok(await api.post('/lineItems', { name: 'Consulting' }));
    const statementImport = await importLines(api, bank.id, [['20260110', '-950.00']]);
    ids = { bank: bank.id, statementImport, ...(await newestEntry(api)) };
  });
  afterAll(() => close());

  // A filtered page read by the company's index alone would read every row of the company to find
  // the few the filter lets through; so would the count of them. The rows of a range are found by
  // its index and sorted by id: the sort is of the range's rows, not the company's.
  it.each(FILTERS)(
    'GET a page of %s filtered by %s reads through an index of the filter',
    async (path, _name, query, read) => {
      queries.length = 0;
      ok(await api.get(`${urlOf(path, ids)}?${query(ids)}&limit=50`));
      ok(await api.get(`${urlOf(path, ids)}?${query(ids)}&limit=50&after=${after(path, ids)}`));
      const wide: string[] = [];
      for (const sent of [...queries]) {
        for (const line of await sqlitePlan(db, sent)) {
          if (read === 'sorted' && line === 'USE TEMP B-TREE FOR ORDER BY') continue;
          const companyRows = /USING (COVERING )?INDEX \w+ \(company_id=\?( AND id>\?)?\)$/.test(line);
          if (read === 'companyRows' ? /^SCAN |TEMP B-TREE/.test(line) : readsTooMuch(line, sent) || companyRows) {
            wide.push(`${line}\n    in: ${sent}`);
          }
        }
      }
      expect(wide).toEqual([]);
    },
  );
});

/** The indexes each filter must read through on PostgreSQL, in books of thousands of rows with their statistics. */
const POSTGRES_INDEXES: Record<string, Record<string, string[]>> = {
  '/bankTransfers': {
    'bank account': ['bank_transfers_by_from_bank_account', 'bank_transfers_by_to_bank_account'],
    date: ['bank_transfers_by_date'],
    'last change': ['bank_transfers_by_updated_at'],
    // No transfer is dated 2026 in these books: the dates' index finds none at once.
    'bank account and date': [
      'bank_transfers_by_from_bank_account',
      'bank_transfers_by_to_bank_account',
      'bank_transfers_by_date',
    ],
  },
  '/manualJournalEntries': {
    account: ['manual_journal_entry_lines_by_account'],
    date: ['manual_journal_entries_by_date'],
    'last change': ['manual_journal_entries_by_updated_at'],
    'account and date': ['manual_journal_entry_lines_by_account', 'manual_journal_entries_by_date'],
  },
  '/exchangeRates': {
    currency: ['exchange_rates_by_currency_date'],
    date: ['exchange_rates_by_date'],
    'currency and date': ['exchange_rates_by_currency_date', 'exchange_rates_by_date'],
  },
  '/statementLines': {
    amount: ['bank_statement_lines_by_amount'],
    import: ['bank_statement_lines_by_import'],
    'amount and date': ['bank_statement_lines_by_amount', 'bank_statement_lines_by_date'],
  },
  '/auditLog': { user: ['audit_entries_by_user'], action: ['audit_entries_by_action'] },
  // Another company's 20,000 line items are not read: the company's own, by an index of the company's.
  '/lineItems': { 'what the name or description contains': ['line_items_pk', 'line_items_name_unique'] },
};

/**
 * PostgreSQL chooses by its statistics: in books of 20,000 of each record, one a day for 55 years,
 * a few of them of the bank account asked for, each filtered page and its count must read the few
 * rows the filter lets through by the filter's index, never every row of the company.
 */
describe.runIf(testStore === 'postgres')('filtered lists on PostgreSQL, with statistics', () => {
  let close: () => Promise<void>;
  let db: Database;
  let sent: CompiledQuery[];
  let api: Api;
  let ids: Ids;

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    close = recorded.close;
    db = opened.db;
    sent = recording.compiled;
    const tenant = await createTenant(db);
    api = apiClient(app, tenant);
    const [bank, many, most] = [await createBank(api), await createBank(api), await createBank(api)];
    const transfer = ok<{ id: number }>(
      await api.post('/bankTransfers', {
        fromBankAccountId: many.id,
        toBankAccountId: most.id,
        amount: '5.00',
        dateTransferred: '1970-01-01',
      }),
    );
    // Every 500th from the bank asked for, every 499th to it.
    await copies(
      db,
      'bank_transfers',
      tenant.companyId,
      transfer.id,
      sql`
      from_bank_account_id = case when n % 500 = 0 then ${bank.id} else from_bank_account_id end,
      to_bank_account_id = case when n % 499 = 0 then ${bank.id} else to_bank_account_id end,
      date_transferred = date '1970-01-01' + n, ${updatedOnDay}`,
    );
    const entry = ok<{ id: number; manualJournalEntryLines: { id: number }[] }>(
      await api.post('/manualJournalEntries', entryOf('1970-01-01')),
    );
    await copies(
      db,
      'manual_journal_entries',
      tenant.companyId,
      entry.id,
      sql`
      date = date '1970-01-01' + n, ${updatedOnDay}`,
    );
    // One line of each copy, on prepayments (1250) every 500th, on rent (6100) else.
    const prepayments = await accountByCode(api, '1250');
    await copies(
      db,
      'manual_journal_entry_lines',
      tenant.companyId,
      entry.manualJournalEntryLines[0]?.id ?? 0,
      sql`
      entry_id = entry_id + 1000000 + n,
      account_id = case when n % 500 = 0 then ${prepayments.id} else account_id end`,
    );
    const rate = ok<{ id: number }>(
      await api.post('/exchangeRates', { currency: 'USD', date: '1970-01-01', rate: 0.8 }),
    );
    // Every 500th in yen.
    await copies(
      db,
      'exchange_rates',
      tenant.companyId,
      rate.id,
      sql`
      currency = case when n % 500 = 0 then 'JPY' else currency end, date = date '1970-01-01' + n`,
    );
    const neighbour = await createTenant(db);
    const neighbours = apiClient(app, neighbour);
    const item = ok<{ id: number }>(await neighbours.post('/lineItems', { name: 'Consulting' }));
    await copies(db, 'line_items', neighbour.companyId, item.id, sql`name = name || n`);
    ok(await api.post('/lineItems', { name: 'Consulting' }));
    // Lines of one import, one a day, every 500th of -950.00; the import asked for has one line.
    await importLines(api, bank.id, [['19700101', '100.00']]);
    const [line] = ok<{ id: number }[]>(await api.get(`/bankAccounts/${bank.id}/statementLines`));
    await copies(
      db,
      'bank_statement_lines',
      tenant.companyId,
      line?.id ?? 0,
      sql`
      identity = left(identity, 50) || n, date = date '1970-01-01' + n,
      amount = case when n % 500 = 0 then -95000 else amount end`,
    );
    const statementImport = await importLines(api, bank.id, [['20260110', '-950.00']]);
    // Entries of another user every 500th but one, deletes every 500th.
    const { auditEntry, user } = await newestEntry(api);
    await copies(
      db,
      'audit_entries',
      tenant.companyId,
      auditEntry,
      sql`
      user_id = case when n % 500 = 0 then user_id else user_id + 1000 end,
      ${sql.ref('after')} = case when n % 500 = 1 then null else '{}' end, ${sql.ref('before')} = '{}',
      at = to_char(timestamp '1970-01-01' + n * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    );
    await sql`analyze`.execute(db);
    ids = { bank: bank.id, statementImport, user, auditEntry };
  }, 60_000);
  afterAll(() => close());

  it.each(FILTERS)(
    'GET a page of %s filtered by %s reads through the index of the filter',
    async (path, name, query) => {
      const indexes = POSTGRES_INDEXES[path]?.[name] ?? [];
      sent.length = 0;
      ok(await api.get(`${urlOf(path, ids)}?${query(ids)}&limit=50`));
      const table = tableOf(path);
      const reads = sent.filter((statement) => new RegExp(`from "${table}"`).test(statement.sql));
      // The page and its count (the trail, paged by its cursor, answers no count).
      expect(reads.length).toBeGreaterThanOrEqual(path === '/auditLog' ? 1 : 2);
      for (const read of reads) {
        const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (format json) ${read.sql}`, [...read.parameters]),
        );
        const nodes = planNodes(rows[0]?.['QUERY PLAN']);
        const scans = nodes.filter((node) => node['Relation Name'] === table && node['Node Type'] === 'Seq Scan');
        expect(scans, read.sql).toEqual([]);
        // The indexes read, by a scan of their own or under a bitmap scan; the primary key of the
        // table may fetch the rows whose ids the filter's index found.
        const used = nodes.flatMap((node) => (node['Index Name'] ? [String(node['Index Name'])] : []));
        expect(used.filter((index) => indexes.includes(index)).length, used.join()).toBeGreaterThan(0);
        for (const index of used.filter((name) => name.startsWith(`${table}_`))) {
          expect([...indexes, `${table}_pk`], used.join()).toContain(index);
        }
      }
    },
  );
});

const TABLES: Record<string, string> = {
  '/bankTransfers': 'bank_transfers',
  '/manualJournalEntries': 'manual_journal_entries',
  '/exchangeRates': 'exchange_rates',
  '/lineItems': 'line_items',
  '/statementLines': 'bank_statement_lines',
  '/auditLog': 'audit_entries',
};

/** An entry of rent (6100) from accruals (2250) on the date. */
const entryOf = (date: string) => ({
  reason: 'Rent',
  date,
  manualJournalEntryLines: [
    { accountCode: '6100', debitAmountValue: '10.00' },
    { accountCode: '2250', creditAmountValue: '10.00' },
  ],
});
const tableOf = (path: string) => TABLES[path] ?? path;

/** updated_at of the copy made the n-th day after 1 January 1970. */
const updatedOnDay = sql`updated_at = to_char(timestamp '1970-01-01' + n * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** 20,000 copies of a row, the n-th (from 1) changed by `changes` over `n`, each with an id of its own. */
async function copies(db: Database, table: string, companyId: bigint, id: number, changes: RawBuilder<unknown>) {
  await db.transaction().execute(async (trx) => {
    await sql`create temp table copies on commit drop as select t.*, n from ${sql.table(table)} t
      cross join generate_series(1, 20000) n where t.company_id = ${companyId} and t.id = ${id}`.execute(trx);
    await sql`update copies set id = id + 1000000 + n, ${changes}`.execute(trx);
    await sql`alter table copies drop column n`.execute(trx);
    await sql`insert into ${sql.table(table)} select * from copies`.execute(trx);
  });
}

/**
 * A plan line that reads more than the page asks for: a full scan of a table, an index searched by
 * the company alone (every row of the company) unless the query stops after a page of rows, or a
 * sort of every row found before such a stop.
 */
function readsTooMuch(line: string, query: string): boolean {
  if (/^SCAN /.test(line)) return !/^SCAN (record_ids|\d+-ROW VALUES CLAUSE|CONSTANT ROW)$/.test(line);
  const paged = / limit \?/.test(query);
  if (/USE TEMP B-TREE FOR ORDER BY/.test(line)) return paged;
  return !paged && /USING (COVERING )?INDEX \w+ \(company_id=\?\)$/.test(line);
}
