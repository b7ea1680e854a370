import { readFileSync } from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { inTransaction } from '../src/db/write.js';
import { rateOn } from '../src/exchange-rates/exchange-rate-repository.js';
import { journalEntryService } from '../src/journal-entries/journal-entry-service.js';
import {
  accountByCode,
  type Bill,
  createBank,
  createClient,
  createSupplier,
  type Invoice,
  type TrialBalance,
} from './books.js';
import { type Api, apiClient, createTenant, type openTestDatabase, recordedApp } from './helpers.js';
import { expectReadsThrough, type PlanNode, planNodes, sqlitePlan, sqlitePlanSteps, tableReads } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/**
 * What SQLite's planner makes of every query that the calls on one record, one page or one report
 * send: each must find its rows by an index that narrows them below the company (never a scan of a
 * table, never every row of the company), whatever its ORDER BY, so that its cost does not grow
 * with the books. The test database has no planner statistics, so SQLite chooses by the shape of
 * each query and the indexes it has, as for a company too large for a scan to pay.
 */
describe.runIf(testStore === 'sqlite')('query plans on SQLite', () => {
  let close: () => Promise<void>;
  let explain: (query: string) => Promise<string[]>;
  let planSteps: (query: string) => Promise<{ detail: string; parent: number }[]>;
  let queries: string[];
  let api: Api;
  let ids: {
    invoice: number;
    bill: number;
    creditNote: number;
    supplierCredit: number;
    client: number;
    supplier: number;
    bank: number;
    payment: number;
    auditEntry: number;
    exchangeRate: number;
  };
  let accountId: number;
  let rateOnUsd: (date: string) => Promise<unknown>;

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    close = recorded.close;
    queries = recording.queries;
    explain = (query) => sqlitePlan(opened.db, query);
    planSteps = (query) => sqlitePlanSteps(opened.db, query);
    const tenant = await createTenant(recording.db);
    api = apiClient(app, tenant);
    rateOnUsd = (date) => rateOn(recording.db, tenant.companyId, 'USD', date);
    const client = await createClient(api);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const invoice = ok<Invoice>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-01-10',
        dueDate: '2026-02-10',
        invoiceLines: [
          { quantity: 2, rate: '100.00', salesTaxCode: 'STANDARD' },
          { quantity: 1, rate: '50.00', salesTaxCode: 'ZERO' },
        ],
      }),
    );
    const bill = ok<Bill>(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-01-11',
        dueDate: '2026-02-11',
        billLines: [{ quantity: 1, unitPrice: '300.00', salesTaxCode: 'STANDARD', categoryCode: '6300' }],
      }),
    );
    const payment = ok<{ id: number }>(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '10.00',
        dateReceived: '2026-01-20',
        invoiceIds: [invoice.id],
      }),
    );
    const creditNote = ok<{ id: number }>(
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-01-15',
        dueDate: '2026-01-15',
        creditNoteLines: [{ quantity: 1, rate: '20.00', salesTaxCode: 'STANDARD' }],
      }),
    );
    const supplierCredit = ok<{ id: number }>(
      await api.post('/supplierCredits', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-01-16',
        dueDate: '2026-01-16',
        reference: 'SC-1',
        supplierCreditLines: [{ quantity: 1, unitPrice: '30.00', salesTaxCode: 'STANDARD', categoryCode: '6300' }],
      }),
    );
    const exchangeRate = ok<{ id: number }>(
      await api.post('/exchangeRates', { currency: 'USD', date: '2026-01-02', rate: 0.79 }),
    );
    ids = {
      exchangeRate: exchangeRate.id,
      invoice: invoice.id,
      bill: bill.id,
      creditNote: creditNote.id,
      supplierCredit: supplierCredit.id,
      client: client.id,
      supplier: supplier.id,
      bank: bank.id,
      payment: payment.id,
      auditEntry: (ok<{ id: number }[]>(await api.get('/auditLog?limit=1'))[0] as { id: number }).id,
    };
    accountId = ok<{ id: number }[]>(await api.get('/accounts?limit=1')).map((account) => account.id)[0] as number;
  });
  afterAll(() => close());

  /** The plan lines of every query that the call sent that read more than it may. */
  async function wideReads(call: () => Promise<unknown>): Promise<string[]> {
    queries.length = 0;
    await call();
    expect(queries.length).toBeGreaterThan(0);
    const wide: string[] = [];
    for (const query of [...queries]) {
      for (const line of await explain(query)) {
        if (readsTooMuch(line, query)) wide.push(`${line}\n    in: ${query}`);
      }
    }
    return wide;
  }

  /** Suggestions of a line in and a line out of the GBP bank account for an invoice and a bill in dollars. */
  async function suggestDollarDocuments() {
    const bank = `/bankAccounts/${ids.bank}`;
    const dollars = { currency: 'USD', issueDate: '2026-05-01', dueDate: '2026-05-12' };
    const invoiceLines = [{ quantity: 1, rate: '100.00', salesTaxCode: 'ZERO' }];
    ok(await api.post('/invoices', { clientId: ids.client, ...dollars, invoiceLines }));
    const billLines = [{ quantity: 1, unitPrice: '100.00', salesTaxCode: 'ZERO', categoryCode: '6300' }];
    ok(await api.post('/bills', { supplierId: ids.supplier, ...dollars, billLines }));
    // USD 100.00 at 0.79 is GBP 79.00: 79.50 in and out on 10 May are within 2 % of it, due 2 days apart.
    const statement = ['79.50', '-79.50'].map(
      (amount) =>
        `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>20260510</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>USD${amount}</FITID><NAME>ACME</NAME></STMTTRN>`,
    );
    const ofx = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>1</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260501</DTSTART><DTEND>20260531</DTEND>${statement.join('')}</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    ok(await api.post(`${bank}/statementImports?format=ofx`, ofx, { 'content-type': 'application/x-ofx' }));
    const may = ok<{ id: number }[]>(await api.get(`${bank}/statementLines?from=2026-05-01&to=2026-05-31`));
    for (const line of may) {
      const suggestions = ok<{ type: string }[]>(await api.get(`${bank}/statementLines/${line.id}/suggestions`));
      expect(suggestions.map((suggestion) => suggestion.type)).toContainEqual(
        expect.stringMatching(/^(invoice|bill)$/),
      );
    }
  }

  const CALLS: [string, () => Promise<unknown>][] = [
    ['GET one invoice', () => api.get(`/invoices/${ids.invoice}`)],
    ['GET one bill', () => api.get(`/bills/${ids.bill}`)],
    [
      'GET one credit note, and a page of them',
      async () => {
        ok(await api.get(`/creditNotes/${ids.creditNote}`));
        ok(await api.get('/creditNotes?limit=50'));
      },
    ],
    [
      'POST an allocation of a credit note in dollars, and delete it',
      async () => {
        const invoice = ok<Invoice>(
          await api.post('/invoices', {
            clientId: ids.client,
            currency: 'USD',
            exchangeRate: 0.8,
            issueDate: '2026-01-12',
            dueDate: '2026-02-12',
            invoiceLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }],
          }),
        );
        const note = ok<{ id: number }>(
          await api.post('/creditNotes', {
            clientId: ids.client,
            currency: 'USD',
            exchangeRate: 0.75,
            issueDate: '2026-01-13',
            dueDate: '2026-01-13',
            creditNoteLines: [{ quantity: 1, rate: '4.00', salesTaxCode: 'STANDARD' }],
          }),
        );
        const allocations = `/creditNotes/${note.id}/allocations`;
        const allocation = ok<{ id: number }>(await api.post(allocations, { invoiceId: invoice.id, amount: '2.00' }));
        ok(await api.delete(`${allocations}/${allocation.id}`));
      },
    ],
    ['GET one client', () => api.get(`/clients/${ids.client}`)],
    ['GET one client payment', () => api.get(`/clientPayments/${ids.payment}`)],
    ['GET a page of invoices', () => api.get('/invoices?limit=50')],
    ['GET a page of invoices after a cursor', () => api.get(`/invoices?limit=50&after=${ids.invoice}`)],
    ['GET a page of bills', () => api.get('/bills?limit=50')],
    ['GET a page of clients', () => api.get(`/clients?limit=50&after=${ids.client - 1}`)],
    ['GET a page of client payments', () => api.get('/clientPayments?limit=50')],
    ['GET one exchange rate', () => api.get(`/exchangeRates/${ids.exchangeRate}`)],
    ['GET a page of exchange rates', () => api.get('/exchangeRates?limit=50')],
    ['the rate of a currency on a date', () => rateOnUsd('2026-01-15')],
    ['GET the trial balance', () => api.get('/reports/trialBalance?date=2026-06-30')],
    [
      'GET the trial balance in the base currency',
      () => api.get('/reports/trialBalance?date=2026-06-30&currency=base'),
    ],
    [
      'GET the profit and loss, compared, in the base currency and in one currency',
      async () => {
        const query = 'from=2026-01-01&to=2026-06-30&compareFrom=2025-01-01&compareTo=2025-06-30';
        ok(await api.get(`/reports/profitAndLoss?${query}`));
        ok(await api.get(`/reports/profitAndLoss?${query}&currency=USD`));
      },
    ],
    ['GET one bank account', () => api.get(`/bankAccounts/${ids.bank}`)],
    [
      'GET a page of a bank statement',
      () => api.get(`/bankAccounts/${ids.bank}/transactions?from=2026-01-15&limit=50`),
    ],
    [
      'POST a bank statement, GET its lines, suggestions and reconciliation, auto-match and match them',
      async () => {
        const camt = readFileSync(
          new URL('fixtures/bank-statements/march-2026-current-account.camt053.xml', import.meta.url),
        );
        const bank = `/bankAccounts/${ids.bank}`;
        ok(await api.post(`${bank}/statementImports?format=camt053`, camt, { 'content-type': 'application/xml' }));
        const lines = ok<{ id: number; amount: string }[]>(
          await api.get(`${bank}/statementLines?status=unmatched&limit=50`),
        );
        const [line] = lines;
        ok(await api.get(`${bank}/statementLines/${line?.id}/suggestions`));
        ok(await api.get(`${bank}/reconciliation?date=2026-03-31`));
        ok(await api.post(`${bank}/statementLines/autoMatch`, {}));
        const booked = ok<{ matches: { id: number }[] }>(
          await api.post(`${bank}/statementLines/${line?.id}/match`, {
            create: { type: 'manualJournalEntry', accountCode: '4100' },
          }),
        );
        ok(await api.delete(`${bank}/statementLines/${line?.id}/match`));
        ok(await api.delete(`/manualJournalEntries/${booked.matches[0]?.id}`));
      },
    ],
    [
      'GET the suggestions of statement lines for an invoice and a bill in dollars, at the company’s rate',
      () => suggestDollarDocuments(),
    ],
    ['GET a page of the general journal', () => api.get('/reports/journal?from=2026-01-01&limit=50')],
    ['GET the VAT return of a quarter', () => api.get('/reports/vatReturn?from=2026-01-01&to=2026-03-31')],
    [
      'GET the balance sheet, in the base currency and in one currency',
      async () => {
        ok(await api.get('/reports/balanceSheet?date=2026-06-30'));
        ok(await api.get('/reports/balanceSheet?date=2026-06-30&currency=USD'));
      },
    ],
    [
      'POST an invoice in a currency without a rate, and a payment of it',
      async () => {
        const invoice = ok<Invoice>(
          await api.post('/invoices', {
            clientId: ids.client,
            currency: 'CHF',
            issueDate: '2026-01-12',
            dueDate: '2026-02-12',
            invoiceLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }],
          }),
        );
        const payment = {
          clientId: ids.client,
          bankAccountId: ids.bank,
          currency: 'CHF',
          exchangeRate: 0.9,
          dateReceived: '2026-01-21',
          invoiceIds: [invoice.id],
        };
        ok(await api.post('/clientPayments', { ...payment, amount: '1.00' }));
        ok(await api.post('/clientPayments', { ...payment, amount: '11.00' }));
      },
    ],
    [
      'POST a rate, which values the records that waited for it',
      () => api.post('/exchangeRates', { currency: 'CHF', date: '2026-01-01', rate: 0.88 }),
    ],
    ['GET a page of an account ledger', () => api.get(`/accounts/${accountId}/ledger?from=2026-01-15&limit=50`)],
    ['GET a page of the audit trail', () => api.get('/auditLog?limit=2')],
    ['GET the next page of the audit trail', () => api.get(`/auditLog?limit=50&after=${ids.auditEntry}`)],
    ['GET the audit trail of a day', () => api.get('/auditLog?from=2026-01-01&to=2099-12-31&limit=50')],
    ['GET the audit trail of a kind of record', () => api.get('/auditLog?recordType=invoice&limit=50')],
    ['GET the audit trail of a record', () => api.get(`/auditLog?recordType=invoice&recordId=${ids.invoice}`)],
    ['GET the audit trail of a record by id', () => api.get(`/auditLog?recordId=${ids.invoice}&limit=50`)],
    [
      'POST an invoice',
      () =>
        api.post('/invoices', {
          clientId: ids.client,
          currency: 'GBP',
          issueDate: '2026-01-12',
          dueDate: '2026-02-12',
          invoiceLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }],
        }),
    ],
    [
      'POST a client payment',
      () =>
        api.post('/clientPayments', {
          clientId: ids.client,
          bankAccountId: ids.bank,
          currency: 'GBP',
          amount: '1.00',
          dateReceived: '2026-01-21',
          invoiceIds: [ids.invoice],
        }),
    ],
    [
      'PUT an invoice',
      async () => {
        const invoice = ok<Invoice>(await api.get(`/invoices/${ids.invoice}`));
        ok(await api.put(`/invoices/${ids.invoice}`, { ...invoice, poNumber: 'PO-7' }));
      },
    ],
  ];

  it.each(CALLS)('%s reads by index only', async (_name, call) => {
    expect(await wideReads(call)).toEqual([]);
  });

  /** A filter of each list of documents, by the query string that asks for it. */
  const filtersOf = (party: string, partyId: () => number) => [
    ['party', () => `${party}=${partyId()}`],
    ['currency', () => 'currency=GBP'],
    ['issue date', () => 'issueDateFrom=2026-01-01&issueDateTo=2026-01-31'],
    ['due date', () => 'dueDateFrom=2026-02-01&dueDateTo=2026-02-28'],
    ['last change', () => 'updatedSince=2026-01-01T00:00:00Z'],
    ['status', () => 'status=open'],
    ['status overdue', () => 'status=overdue&asOf=2026-03-01'],
    ['status draft', () => 'status=draft'],
    ['statuses', () => 'status=paid,writtenOff'],
    ['statuses of several standings', () => 'status=draft,overdue,paid'],
    ['party and status', () => `${party}=${partyId()}&status=paid`],
  ];
  const FILTERED: [string, string, () => string][] = [
    ['/invoices', ...filtersOf('clientId', () => ids.client)],
    ['/bills', ...filtersOf('supplierId', () => ids.supplier)],
    ['/creditNotes', ...filtersOf('clientId', () => ids.client)],
    ['/supplierCredits', ...filtersOf('supplierId', () => ids.supplier)],
  ].flatMap(([path, ...filters]) =>
    (filters as [string, () => string][]).map(([name, query]): [string, string, () => string] => [
      path as string,
      name,
      query,
    ]),
  );

  // A filtered page read by the company's index alone would read every document of the company to
  // find the few the filter lets through; so would the count of them.
  // The documents of a range (of dates, of last changes) are found by its index and sorted by id:
  // the sort is of the range's documents, not the company's; so are those of statuses that stand
  // apart in the status index (drafts, open, settled).
  it.each(FILTERED)(
    'GET a page of %s filtered by %s reads through an index of the filter',
    async (path, name, query) => {
      const sorted = !/^(party|currency|status)/.test(name) || name === 'statuses of several standings';
      queries.length = 0;
      ok(await api.get(`${path}?${query()}&limit=50`));
      ok(await api.get(`${path}?${query()}&limit=50&after=1`));
      const wide: string[] = [];
      for (const sent of [...queries]) {
        for (const line of (await explain(sent)).filter(
          (step) => !(sorted && step === 'USE TEMP B-TREE FOR ORDER BY'),
        )) {
          if (
            readsTooMuch(line, sent) ||
            /^SCAN document$|USING (COVERING )?INDEX \w+ \(company_id=\?( AND id>\?)?\)$/.test(line)
          ) {
            wide.push(`${line}\n    in: ${sent}`);
          }
        }
      }
      expect(wide).toEqual([]);
    },
  );

  /** The index of each sort, by the end of its name; by id, the primary key. */
  const SORT_INDEXES: Record<string, string> = {
    issueDate: 'by_issue_date',
    dueDate: 'by_due_date',
    totalAmount: 'by_total_amount',
    outstandingAmount: 'by_outstanding_amount',
    number: 'by_number',
  };
  const SORTED_LISTS: [string, string, () => number][] = [
    ['/invoices', 'invoices', () => ids.invoice],
    ['/bills', 'bills', () => ids.bill],
    ['/creditNotes', 'credit_notes', () => ids.creditNote],
    ['/supplierCredits', 'supplier_credits', () => ids.supplierCredit],
  ];
  const SORTED: [string, string, string, () => number][] = SORTED_LISTS.flatMap(([path, table, id]) =>
    Object.keys(SORT_INDEXES)
      .filter((key) => !(key === 'number' && table === 'bills'))
      .flatMap((key) => [key, `-${key}`])
      .map((sort): [string, string, string, () => number] => [path, sort, table, id]),
  );

  /**
   * The steps of a sorted page that read more than it may (see readsTooMuch), but the sort of the
   * page's own rows once they are found, by id: the step of the outer query, not of its subqueries.
   */
  async function wideSortedReads(sent: string): Promise<string[]> {
    const steps = await planSteps(sent);
    return steps
      .filter(({ detail, parent }) => !(detail === 'USE TEMP B-TREE FOR ORDER BY' && parent === 0))
      .filter(({ detail }) => readsTooMuch(detail, sent) || /^SCAN document$/.test(detail))
      .map(({ detail }) => `${detail}\n    in: ${sent}`);
  }

  // A sorted page finds its documents in the order of the index of its sort, the first page as the
  // page after a document (sought by the key and the id), and sorts only the page's rows.
  it.each(SORTED)(
    'GET a page of %s sorted by %s reads through the index of the sort, first and after a cursor',
    async (path, sort, table, id) => {
      const index = `${table}_${SORT_INDEXES[sort.replace('-', '')]}`;
      for (const query of [`sort=${sort}&limit=50`, `sort=${sort}&limit=50&after=${id()}`]) {
        queries.length = 0;
        ok(await api.get(`${path}?${query}`));
        const reads = queries.filter((sent) => sent.includes(` from "${table}" as "document"`));
        expect(reads.length, query).toBeGreaterThanOrEqual(2);
        for (const sent of reads) {
          expect(await wideSortedReads(sent), query).toEqual([]);
          const bySort = (await explain(sent)).filter((step) =>
            new RegExp(`^SEARCH document USING (COVERING )?INDEX ${index} \\(company_id=\\?`).test(step),
          );
          expect(bySort, `${query}\n${sent}`).toHaveLength(1);
          // After a cursor, the index is sought at the cursor's key, not read from the company's first document.
          if (query.includes('after')) expect(bySort[0], sent).toMatch(/ AND /);
        }
      }
    },
  );

  // A filter narrows the documents by its index, and the sort orders what it let through: a filter
  // worth giving is selective, and so the sort is of few rows; without a filter, the index of the sort.
  it.each([
    ['/invoices', () => `clientId=${ids.client}&sort=-dueDate`],
    ['/bills', () => `supplierId=${ids.supplier}&sort=totalAmount&after=${ids.bill}`],
    ['/invoices', () => 'status=overdue&asOf=2026-03-01&sort=-outstandingAmount'],
    ['/creditNotes', () => 'issueDateFrom=2026-01-01&issueDateTo=2026-01-31&sort=number'],
    ['/supplierCredits', () => `updatedSince=2026-01-01T00:00:00Z&sort=-number&after=${ids.supplierCredit}`],
  ])('GET a page of %s filtered and sorted (%s) reads through an index, never every document', async (path, query) => {
    queries.length = 0;
    ok(await api.get(`${path}?${query()}&limit=50`));
    const wide: string[] = [];
    for (const sent of [...queries]) {
      for (const line of await explain(sent)) {
        if (/^SCAN document$|USING (COVERING )?INDEX \w+ \(company_id=\?\)$/.test(line))
          wide.push(`${line}\n    in: ${sent}`);
      }
    }
    expect(wide).toEqual([]);
  });

  it('finds the documents near a statement line’s amount in another currency by what they have outstanding', async () => {
    queries.length = 0;
    await suggestDollarDocuments();
    const byOutstanding = queries.filter((query) => /allocated_amount <= \?/.test(query));
    expect(byOutstanding.length).toBeGreaterThan(0);
    for (const query of byOutstanding) {
      expect(await explain(query)).toContainEqual(
        expect.stringMatching(
          /^SEARCH (invoices|bills) USING INDEX \1_by_outstanding \(company_id=\? AND currency=\? AND <expr>>\? AND <expr><\?\)$/,
        ),
      );
    }
  });

  // The aged balances at a past date read the documents open now and those settled since, by id,
  // and their settlements by document: never every document issued by then (see aged-report-reads).
  // The payments that hold money on account and the unvalued transactions have indexes of their own.
  it('GET the aged receivables and payables reads each table by index', async () => {
    const wide = await wideReads(async () => {
      ok(await api.get('/reports/agedReceivables?date=2026-06-30'));
      ok(await api.get('/reports/agedPayables?date=2026-06-30&currency=GBP'));
    });
    expect(
      wide.filter((line) => !/USING INDEX (\w+_holding_on_account|journal_transactions_unvalued) /.test(line)),
    ).toEqual([]);
  });

  // An account has a balance row for every year of the books: joined before they are summed, the
  // account would be looked up once for each of them, and the report would slow as the books age.
  it('GET the trial balance sums the balances of each account before it looks the account up, by kind of period', async () => {
    queries.length = 0;
    ok(await api.get('/reports/trialBalance?date=2026-06-30'));
    const [query] = queries.filter((sent) => / from "account_balances" /.test(sent));
    const plan = await explain(query ?? '');
    const summed = plan.indexOf('USE TEMP B-TREE FOR GROUP BY');
    const lookedUp = plan.findIndex((line) =>
      /^SEARCH accounts USING INDEX \w+ \(company_id=\? AND id=\?\)$/.test(line),
    );
    expect(summed).toBeGreaterThan(0);
    expect(lookedUp).toBeGreaterThan(summed);
    // Read as the all-time balance less the later years: summing the years before it would make a
    // report of the current year read a row for each year of the books.
    expect(plan).toContain('SEARCH b USING INDEX account_balances_period (company_id=? AND kind=? AND period=?)');
    expect(plan).toContain('SEARCH b USING INDEX account_balances_period (company_id=? AND kind=? AND period>?)');
    // Bound, the kinds would leave the plan made once for any date (PostgreSQL's, of the statement
    // it prepares) to guess how many rows each holds.
    for (const kind of ['A', 'Y', 'M', 'D']) expect(query).toContain(`"kind" = '${kind}'`);
  });
});

/**
 * PostgreSQL chooses its joins by its statistics, so the ledger's join of a month of an account's
 * postings to their transactions is explained here joined by hashing and by merging, as it may
 * choose in large books.
 */
describe.runIf(testStore === 'postgres')("an account's ledger over a range on PostgreSQL", () => {
  let close: () => Promise<void>;
  let explainLedger: (disabled: string[]) => Promise<PlanNode[]>;

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    const sent = recording.compiled;
    close = recorded.close;
    const api = apiClient(app, await createTenant(opened.db));
    const client = await createClient(api);
    // Several a day: a join by date alone would pair each posting with the other transactions of its day.
    const issueDates = [
      '2026-01-10',
      '2026-03-10',
      '2026-03-10',
      '2026-03-10',
      '2026-03-20',
      '2026-03-20',
      '2026-05-10',
    ];
    for (const issueDate of issueDates) {
      ok(
        await api.post('/invoices', {
          clientId: client.id,
          currency: 'GBP',
          issueDate,
          dueDate: issueDate,
          invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
        }),
      );
    }
    const debtors = await accountByCode(api, '1200');
    sent.length = 0;
    const ledger = ok<{ postings: unknown[] }>(
      await api.get(`/accounts/${debtors.id}/ledger?from=2026-03-01&to=2026-03-31`),
    );
    expect(ledger.postings).toHaveLength(5);
    const postings = sent.find((query) => /from "postings" inner join "journal_transactions"/.test(query.sql));
    if (!postings) throw new Error('the ledger sent no query of postings joined to their transactions');
    explainLedger = (disabled) =>
      opened.db.transaction().execute(async (trx) => {
        for (const method of disabled) {
          await sql`select set_config(${`enable_${method}`}, 'off', true)`.execute(trx);
        }
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (analyze, format json) ${postings.sql}`, [...postings.parameters]),
        );
        return planNodes(rows[0]?.['QUERY PLAN']);
      });
  });

  afterAll(() => close());

  it("reads only the range's transactions when joined by hashing", async () => {
    const plan = await explainLedger(['seqscan', 'nestloop', 'mergejoin']);
    expect(plan.map((node) => node['Node Type'])).toContain('Hash Join');
    const reads = plan.filter((node) => node['Relation Name'] === 'journal_transactions');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      const condition = String(read['Index Cond'] ?? read['Recheck Cond'] ?? '');
      expect(condition).toMatch(/date >= '2026-03-01'::date/);
      expect(condition).toMatch(/date <= '2026-03-31'::date/);
    }
  });

  it('pairs each posting with its own transaction alone when joined by merging', async () => {
    const plan = await explainLedger(['hashjoin', 'nestloop']);
    expect(plan.map((node) => node['Node Type'])).toContain('Merge Join');
    for (const node of plan) expect(node['Rows Removed by Join Filter'] ?? 0).toBe(0);
  });
});

/**
 * PostgreSQL chooses by its statistics: in books of 50,000 invoices, most of one client, in pounds,
 * paid, one issued a day for 137 years, each filtered page and its count must read the few
 * invoices the filter lets through by the filter's index, never every invoice of the company.
 */
describe.runIf(testStore === 'postgres')('filtered pages of invoices on PostgreSQL, with statistics', () => {
  let close: () => Promise<void>;
  let api: Api;
  let few: number;
  let middle: number;
  let sent: CompiledQuery[];
  let db: Database;

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    sent = recording.compiled;
    db = opened.db;
    close = recorded.close;
    const tenant = await createTenant(opened.db);
    api = apiClient(app, tenant);
    few = (await createClient(api)).id;
    const many = (await createClient(api)).id;
    const seed = ok<Invoice>(
      await api.post('/invoices', {
        clientId: many,
        currency: 'GBP',
        issueDate: '2011-12-01',
        dueDate: '2011-12-31',
        invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
      }),
    );
    // Copies of the seed: every 500th of the client with few, every 700th in dollars, every 400th open.
    await db.transaction().execute(async (trx) => {
      await sql`create temp table copies on commit drop as select i.*, n from invoices i
        cross join generate_series(1, 50000) n where i.company_id = ${tenant.companyId} and i.id = ${seed.id}`.execute(
        trx,
      );
      await sql`update copies set id = id + 1000000 + n, invoice_number = 'X' || n,
        client_id = case when n % 500 = 0 then ${few} else client_id end,
        currency = case when n % 700 = 0 then 'USD' else currency end,
        issue_date = date '2012-01-01' + n, due_date = date '2012-01-31' + n,
        allocated_amount = case when n % 400 = 0 then 0 else total_amount end,
        updated_at = to_char(timestamp '2012-01-01' + n * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(
        trx,
      );
      await sql`alter table copies drop column n`.execute(trx);
      await sql`insert into invoices select * from copies`.execute(trx);
    });
    middle = seed.id + 1000000 + 25000;
    await sql`analyze`.execute(db);
  }, 60_000);

  afterAll(() => close());

  it.each([
    ['party', () => `clientId=${few}`, ['invoices_by_party']],
    // The index of what documents have outstanding begins with the currency too.
    ['currency', () => 'currency=USD', ['invoices_by_currency', 'invoices_by_outstanding']],
    ['issue date', () => 'issueDateFrom=2100-01-01&issueDateTo=2100-01-31', ['invoices_by_issue_date']],
    ['last change', () => 'updatedSince=2148-09-01T00:00:00Z', ['invoices_by_updated_at']],
    ['status', () => 'status=open', ['invoices_by_settlement']],
    ['status and party', () => `status=paid&clientId=${few}`, ['invoices_by_party']],
  ])('GET a page of invoices filtered by %s reads through the index of the filter', async (_name, query, indexes) => {
    sent.length = 0;
    ok(await api.get(`/invoices?${query()}&limit=50`));
    const reads = sent.filter((statement) => /from "invoices" as "document"/.test(statement.sql));
    // The page and its count.
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const read of reads) {
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${read.sql}`, [...read.parameters]),
      );
      const documents = planNodes(rows[0]?.['QUERY PLAN']).filter((node) => node['Relation Name'] === 'invoices');
      const used = documents.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
      expect(used).not.toContain('Seq Scan');
      expect(
        used.some((read) => indexes.some((index) => read.endsWith(` ${index}`))),
        used.join(),
      ).toBe(true);
    }
  });

  /** How each read of the invoices that a call sent read them, run: each node's index and the rows it read. */
  async function invoiceReads(query: string) {
    sent.length = 0;
    ok(await api.get(`/invoices?${query}`));
    const reads = sent.filter((statement) => /from "invoices" as "document"/.test(statement.sql));
    return tableReads(db, reads, 'invoices');
  }

  // Of 50,000 invoices, most of them paid (nothing outstanding: a tie of 49,875), a page of 50 and
  // the page after the 25,000th read a few more rows than the page, by the index of the sort.
  it.each([
    ['issueDate', 'invoices_by_issue_date'],
    ['-dueDate', 'invoices_by_due_date'],
    ['totalAmount', 'invoices_by_total_amount'],
    ['outstandingAmount', 'invoices_by_outstanding_amount'],
    ['-outstandingAmount', 'invoices_by_outstanding_amount'],
    ['number', 'invoices_by_number'],
    ['-id', 'invoices_pk'],
  ])(
    'GET a page of invoices sorted by %s reads through the index of the sort, first and after a cursor',
    async (sort, index) => {
      for (const query of [`sort=${sort}&limit=50`, `sort=${sort}&limit=50&after=${middle}`]) {
        const plans = await invoiceReads(query);
        // The page and its lines.
        expect(plans.length, query).toBeGreaterThanOrEqual(2);
        expectReadsThrough(plans, index, 300, query);
      }
    },
  );

  // A filter's index finds what it lets through, which the sort orders: a few rows, not the company's.
  it.each([
    ['party', () => `clientId=${few}&sort=-dueDate`],
    ['party, after a cursor', () => `clientId=${few}&sort=totalAmount&after=${middle}`],
    ['status', () => 'status=open&sort=outstandingAmount'],
    ['issue date', () => 'issueDateFrom=2100-01-01&issueDateTo=2100-01-31&sort=-number'],
  ])('GET a page of invoices filtered by %s and sorted reads a few rows by index', async (_name, query) => {
    for (const { used, rowsRead } of await invoiceReads(`${query()}&limit=50`)) {
      expect(used).not.toContain('Seq Scan');
      expect(rowsRead, used.join()).toBeLessThan(1000);
    }
  });
});

/**
 * Reads near the end of books of three years of daily entries, with the planner's statistics of
 * them. They read a few rows, far fewer than the statistics of the company's rows suggest: the plan
 * must read those few rows all the same.
 */
describe('reads near the end of years of books, with their statistics', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let close: () => Promise<void>;
  let queries: string[];
  let compiled: CompiledQuery[];
  let api: Api;

  beforeAll(async () => {
    // One connection on PostgreSQL: the statements it prepared are the ones the calls ran.
    const recorded = await recordedApp({ databasePoolSize: 1 });
    const { recording, app } = recorded;
    opened = recorded.opened;
    close = recorded.close;
    queries = recording.queries;
    compiled = recording.compiled;
    const tenant = await createTenant(recording.db);
    // Each day 10.00 from other income to office equipment: a balance row a day for each account.
    await inTransaction(recording.db, async (write) => {
      for (let day = 0; day < 3 * 365; day++) {
        await journalEntryService.create(write, tenant.companyId, {
          reason: 'Daily takings',
          date: new Date(Date.UTC(2018, 0, 1 + day)).toISOString().slice(0, 10),
          manualJournalEntryLines: [
            { accountCode: '1000', debitAmountValue: '10.00' },
            { accountCode: '4100', creditAmountValue: '10.00' },
          ],
        });
      }
    });
    await sql`analyze`.execute(opened.db);
    api = apiClient(app, tenant);
  }, 60_000);

  afterAll(() => close());

  /** The trial balance on the last day, the 1,095th, 30 December 2020: 1,095 × 10.00 on each side. */
  async function lastDaysTrialBalance() {
    const report = ok<TrialBalance>(await api.get('/reports/trialBalance?date=2020-12-30'));
    expect(report.lines.map((line) => [line.code, line.debit, line.credit])).toEqual([
      ['1000', '10,950.00', '0.00'],
      ['4100', '0.00', '10,950.00'],
    ]);
  }

  // By the company and the kind alone, the all-time rows would look like a quarter of the company's
  // balances (the statistics average the rows over the kinds), and SQLite would read every balance
  // row of the company instead; left to choose, it would also read every account of the database.
  it.runIf(testStore === 'sqlite')('reads the all-time rows and the later periods by index on SQLite', async () => {
    queries.length = 0;
    await lastDaysTrialBalance();
    const [query] = queries.filter((sent) => / from "account_balances" /.test(sent));
    const plan = (await sqlitePlan(opened.db, query ?? '')).filter(
      (line) => !/^(SCALAR SUBQUERY \d+|SCAN CONSTANT ROW)$/.test(line),
    );
    expect(plan).toEqual([
      'CO-ROUTINE balances',
      'MULTI-INDEX OR',
      'INDEX 1',
      'SEARCH b USING INDEX account_balances_period (company_id=? AND kind=? AND period=?)',
      'INDEX 2',
      'SEARCH b USING INDEX account_balances_period (company_id=? AND kind=? AND period>?)',
      'INDEX 3',
      'SEARCH b USING INDEX account_balances_period (company_id=? AND kind=? AND period>? AND period<?)',
      'INDEX 4',
      'SEARCH b USING INDEX account_balances_period (company_id=? AND kind=? AND period>? AND period<?)',
      'USE TEMP B-TREE FOR GROUP BY',
      'SCAN balances',
      'SEARCH accounts USING INDEX sqlite_autoindex_accounts_1 (company_id=? AND id=?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
  });

  // PostgreSQL plans a prepared statement anew on each run while a plan made with the run's values
  // looks cheaper than the one it keeps, as it would here: planning costs more than reading the rows.
  it.runIf(testStore === 'postgres')('keeps the plan it made once on PostgreSQL', async () => {
    for (let run = 0; run < 10; run++) await lastDaysTrialBalance();
    const { rows } = await sql<{ generic_plans: bigint; custom_plans: bigint }>`
      select generic_plans, custom_plans from pg_prepared_statements
      where statement like '%from "account_balances"%' and statement like '%"accounts"."code"%'`.execute(opened.db);
    // Five plans made with the values before PostgreSQL weighs the one it keeps, then that one.
    expect(rows).toEqual([{ generic_plans: 5n, custom_plans: 5n }]);
  });

  // Were the page's range also put on the transactions, PostgreSQL would take the two ranges for
  // independent and expect about one row: in a million invoices' books it then read and sorted the
  // month and a half from the date on (32 ms) instead of the page's postings in order (0.1 ms).
  it.runIf(testStore === 'postgres')(
    "expects as many postings as a page of an account's ledger from late in the books holds, on PostgreSQL",
    async () => {
      const cash = await accountByCode(api, '1000');
      compiled.length = 0;
      const ledger = ok<{ postings: unknown[] }>(await api.get(`/accounts/${cash.id}/ledger?from=2020-12-01&limit=50`));
      // One posting a day, 1 to 30 December 2020.
      expect(ledger.postings).toHaveLength(30);
      const query = compiled.find((sent) => /from "postings" inner join "journal_transactions"/.test(sent.sql));
      if (!query) throw new Error('the ledger sent no query of postings joined to their transactions');
      const { rows } = await opened.db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
      );
      const join = planNodes(rows[0]?.['QUERY PLAN']).find((node) =>
        /Join|Nested Loop/.test(String(node['Node Type'])),
      );
      expect(join?.['Actual Rows']).toBe(30);
      expect(join?.['Plan Rows']).toBeGreaterThanOrEqual(15);
    },
  );
});

/**
 * A plan line that reads more than the record, page or report asks for: a full scan of a table, an
 * index searched by the company alone (every row of the company) unless the query stops after a
 * page of rows, or a sort of every row found before such a stop.
 */
function readsTooMuch(line: string, query: string): boolean {
  // The one-row result of a materialized CTE, the one-row id counter and a list of keys are not the
  // books; nor is the union of what settled a document (`settled`), whose parts are read by index,
  // nor a report's period balances summed per account (`balances`), one row for each account, nor
  // the one row of a value selected to keep it from PostgreSQL's planner (`CONSTANT ROW`).
  if (/^SCAN /.test(line)) {
    return !/^SCAN (document|settled|balances|record_ids|\d+-ROW VALUES CLAUSE|\d+ CONSTANT ROWS|CONSTANT ROW)$/.test(
      line,
    );
  }
  const paged = / limit \?/.test(query);
  if (/USE TEMP B-TREE FOR ORDER BY/.test(line)) return paged;
  // A company has one row of event sequence (its key), and at most 20 webhook endpoints.
  if (/^SEARCH (event_sequences|endpoint) /.test(line)) return false;
  return !paged && /USING (COVERING )?INDEX \w+ \(company_id=\?\)$/.test(line);
}
