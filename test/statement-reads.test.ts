import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../src/settlements/sides.js';
import { type BankAccount, createBank, createClient, createSupplier } from './books.js';
import { copyRows, ID_STEP } from './bulk-rows.js';
import { type Api, apiClient, createTenant, recordedApp, type Tenant, untilKeyRemembered } from './helpers.js';
import { planNodes, sqlitePlan } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * A statement reads the party's books by the party's indexes, with a few statements whatever
 * their size: the books of another party grown to hundreds of paid documents, then the party's
 * own, are read with the same statements, and no table that grows with the books is read whole.
 * So on both sides: a client's invoices and payments received, a supplier's bills and payments made.
 */

const COPIES = 500;

interface Party {
  id: number;
}

/** A request to the API: its path and body. */
type Post = [path: string, body: object];

/** A side, how a party of it is made, and its document of 120.00 issued on 10 June 2026 and payment in full on 20 June. */
interface Sided {
  side: SettlementSide;
  create: (api: Api) => Promise<Party>;
  document: (partyId: number) => Post;
  payment: (partyId: number, bankAccountId: number, documentId: number) => Post;
}

const SIDES: Sided[] = [
  {
    side: CLIENT_SIDE,
    create: createClient,
    document: (clientId: number) => [
      '/invoices',
      {
        clientId,
        currency: 'GBP',
        issueDate: '2026-06-10',
        dueDate: '2026-07-10',
        invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
      },
    ],
    payment: (clientId: number, bankAccountId: number, invoiceId: number) => [
      '/clientPayments',
      {
        clientId,
        bankAccountId,
        currency: 'GBP',
        amount: '120.00',
        dateReceived: '2026-06-20',
        invoiceIds: [invoiceId],
      },
    ],
  },
  {
    side: SUPPLIER_SIDE,
    create: createSupplier,
    document: (supplierId: number) => [
      '/bills',
      {
        supplierId,
        currency: 'GBP',
        issueDate: '2026-06-10',
        dueDate: '2026-07-10',
        billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0.2, categoryCode: '6300' }],
      },
    ],
    payment: (supplierId: number, bankAccountId: number, billId: number) => [
      '/supplierPayments',
      { supplierId, bankAccountId, currency: 'GBP', amount: '120.00', datePaid: '2026-06-20', billIds: [billId] },
    ],
  },
];

describe.each(SIDES.map((sided) => [sided.side.party.noun, sided] as const))(
  'the statement of a %s with hundreds of documents and payments',
  (_noun, sided) => {
    const { side } = sided;
    /** The tables the test grows. */
    const grown = [side.documents.table, side.payments.table, side.payments.allocations];
    let close: () => Promise<void>;
    let db: Database;
    let api: Api;
    let tenant: Tenant;
    let bank: BankAccount;
    let recorded: { queries: string[]; compiled: CompiledQuery[] };

    beforeAll(async () => {
      const { opened, recording, app, ...rest } = await recordedApp();
      close = rest.close;
      db = opened.db;
      recorded = recording;
      tenant = await createTenant(db);
      api = apiClient(app, tenant);
      bank = await createBank(api);
    }, 120_000);
    afterAll(() => close());

    /** The statement of June 2026 of the party, and the statements sent to answer it. */
    async function statementOfJune(party: Party) {
      const response = await untilKeyRemembered(
        () => api.get(`/${side.party.table}/${party.id}/statement?from=2026-06-01&to=2026-06-30`),
        recorded.queries,
      );
      const statement = ok<{ currencies: { closingBalance: string; lines: unknown[] }[] }>(response);
      const sent = recorded.compiled.slice(-recorded.queries.length);
      return { statement, queries: [...recorded.queries], sent };
    }

    /** One document of `party` paid in full, and `copies` copies of both. */
    async function growPaidDocuments(party: Party, copies = COPIES) {
      const document = ok<Party>(await api.post(...sided.document(party.id)));
      const payment = ok<Party>(await api.post(...sided.payment(party.id, bank.id, document.id)));
      const step = sql`cast(${ID_STEP} as bigint) * n`;
      const { number } = side.documents;
      await db.transaction().execute(async (trx) => {
        const copy = (table: string, of: RawBuilder<unknown>, changes?: RawBuilder<unknown>) =>
          copyRows(trx, tenant.companyId, copies, table, of, changes);
        await copy(
          side.documents.table,
          sql`id = ${document.id}`,
          number === null ? undefined : sql`${sql.ref(number)} = ${sql.ref(number)} || '-' || n`,
        );
        await copy(side.payments.table, sql`id = ${payment.id}`);
        await copy(
          side.payments.allocations,
          sql`payment_id = ${payment.id}`,
          sql`payment_id = payment_id + ${step}, document_id = document_id + ${step}`,
        );
      });
      // As the server keeps them after a bulk growth (src/db/statistics.ts): PostgreSQL without
      // statistics sees every table as a row or two, and any index of the company as good as another;
      // with them, it reads the party's rows by the party's index when they are few of the company's.
      if (testStore === 'postgres') await sql`analyze`.execute(db);
    }

    it('reads it with the same few statements, and none of the tables that grow whole', async () => {
      const party = await sided.create(api);
      // The party's 501 documents are a tenth of the company's: the other's are ten times as many.
      await growPaidDocuments(await sided.create(api), 10 * COPIES);
      const few = await statementOfJune(party);
      expect(few.statement.currencies).toEqual([]);
      await growPaidDocuments(party);
      const many = await statementOfJune(party);
      // 501 documents of 120.00, each paid in full in June: 1,002 lines, and nothing owed.
      expect(many.statement.currencies).toMatchObject([{ closingBalance: '0.00' }]);
      expect(many.statement.currencies[0]?.lines).toHaveLength(2 * (COPIES + 1));
      expect(many.queries).toEqual(few.queries);
      expect(many.queries.length).toBeLessThanOrEqual(12);
      for (const statement of many.sent) {
        expect(await wholeReads(db, statement, grown), statement.sql).toEqual([]);
      }
    });
  },
);

/**
 * The steps of the store's plan of a statement that read a table whole, or one of the `grown` by
 * the company alone or by a range of its dates with an end (rather than by a party, an id, or what
 * came after a date): every row of the company up to a date. Those of the company's open items are
 * not: the aged receivables and payables read them so.
 */
async function wholeReads(db: Database, statement: CompiledQuery, grown: string[]): Promise<string[]> {
  if (!/^\s*(with|select)/i.test(statement.sql)) return [];
  if (testStore === 'sqlite') {
    const steps = await sqlitePlan(db, statement.sql);
    const subqueries = steps.flatMap((step) => /^CO-ROUTINE (\w+)/.exec(step)?.[1] ?? []);
    return steps.filter((step) => {
      const scanned = /^SCAN (\w+)$/.exec(step)?.[1];
      if (scanned !== undefined) return !subqueries.includes(scanned);
      return grown.some((table) => step.includes(table)) && readsTheCompany(step);
    });
  }
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
  );
  return planNodes(rows[0]?.['QUERY PLAN'])
    .filter((node) => grown.includes(String(node['Relation Name'])))
    .map(
      // A bitmap heap scan reads by the condition of its bitmap's index, which it rechecks.
      (node) =>
        `${node['Node Type']} ${node['Relation Name']} ${node['Index Name'] ?? ''} ${node['Index Cond'] ?? node['Recheck Cond'] ?? ''}`,
    )
    .filter((step) => /^Seq Scan /.test(step) || readsTheCompany(step));
}

const readsTheCompany = (step: string) => {
  // The open items of the company, by the indexes of those open, as the aged report reads them.
  if (/_by_settlement\b.* = 1\)+$|_holding_on_account/.test(step)) return false;
  const condition = step.replace(/company_id/g, '');
  return !/(\bid\b|_id)/.test(condition) && !/date\w*\s*>\s*\S+\)+$/.test(condition);
};
