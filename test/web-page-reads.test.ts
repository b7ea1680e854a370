import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { addDays, today } from '../src/shared/dates.js';
import { createUser } from '../src/users/user-service.js';
import { type BankAccount, type Client, createBank, createClient, type Invoice } from './books.js';
import { type Api, apiClient, createTenant, recordedApp, type Tenant, webSession } from './helpers.js';
import { ok } from './problem.js';
import { camtStatement } from './statement-builders.js';

/*
 * Each web page is read in a fixed number of statements, whatever the rows it shows: nothing on a
 * page is read a row at a time. Each page is read once with few rows and once with many, in a
 * company of its own, and both reads send as many statements.
 */

let close: () => Promise<void>;
let app: FastifyInstance;
let db: Database;
let queries: string[];

beforeAll(async () => {
  const recorded = await recordedApp();
  close = recorded.close;
  app = recorded.app;
  db = recorded.opened.db;
  queries = recorded.recording.queries;
});
afterAll(() => close());

const daysAgo = (days: number) => addDays(today(), -days) as string;

/** A company of its own, its API, and a session of its owner on the web page. */
interface Books {
  tenant: Tenant;
  api: Api;
  cookie: string;
  client: Client;
}

async function newBooks(): Promise<Books> {
  const tenant = await createTenant(db);
  const api = apiClient(app, tenant);
  return { tenant, api, cookie: await webSession(app, tenant), client: await createClient(api) };
}

/** What a read of a page sent, and how many rows its tables show. */
interface PageRead {
  sent: string[];
  rows: number;
}

/**
 * What reading the page sends, as two reads in a row send it: a first read's own statements (such
 * as a cache of the process being filled) are left out.
 */
async function pageRead(books: Books, path: string): Promise<PageRead> {
  let last = await recordedRead(books, path);
  for (let attempt = 0; attempt < 10; attempt++) {
    const read = await recordedRead(books, path);
    if (sameStatements(read.sent, last.sent)) return read;
    last = read;
  }
  throw new Error(`no two reads of ${path} in a row sent the same statements`);
}

/** The same statements, in any order: those a page sends together reach PostgreSQL's connections in any order. */
const sameStatements = (one: string[], other: string[]) => one.toSorted().join('\n') === other.toSorted().join('\n');

async function recordedRead(books: Books, path: string): Promise<PageRead> {
  queries.length = 0;
  const response = await app.inject({ method: 'GET', url: path, headers: { cookie: books.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return { sent: [...queries], rows: response.body.match(/<tr[\s>]/g)?.length ?? 0 };
}

/**
 * The page with many rows shows `moreRows` more rows of its tables than with few, and was read in
 * as many statements; on failure, the statements of both are shown.
 */
function expectSameReads(few: PageRead, many: PageRead, moreRows: number) {
  expect(many.rows - few.rows).toBe(moreRows);
  const both = `with few rows:\n${few.sent.join('\n')}\n\nwith many rows:\n${many.sent.join('\n')}`;
  expect(many.sent.length, both).toBe(few.sent.length);
}

/** An invoice to the books' client of one line at no VAT, issued 20 days ago, of 10.00 in pounds due in 10 days unless told. */
async function invoiceOf(
  { api, client }: Books,
  { rate = '10.00', currency = 'GBP', dueDate = addDays(daysAgo(20), 30) } = {},
): Promise<Invoice> {
  return ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency,
      issueDate: daysAgo(20),
      dueDate,
      invoiceLines: [{ description: 'Design work', quantity: 1, rate, vatRate: 0 }],
    }),
  );
}

describe('the web pages read their rows together', () => {
  it("reads a credit note's page with 1 allocation and with 8 in as many statements", async () => {
    const allocated = async (allocations: number) => {
      const books = await newBooks();
      const note = ok<{ id: number }>(
        await books.api.post('/creditNotes', {
          clientId: books.client.id,
          currency: 'GBP',
          issueDate: daysAgo(10),
          dueDate: daysAgo(10),
          creditNoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
        }),
      );
      for (let count = 0; count < allocations; count++) {
        const invoice = await invoiceOf(books);
        ok(await books.api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '5.00' }));
      }
      // An open invoice besides, which the form to allocate offers.
      await invoiceOf(books);
      return pageRead(books, `/credit-notes/${note.id}`);
    };
    expectSameReads(await allocated(1), await allocated(8), 7);
  });

  it('reads Settings → Users and keys with 1 user and with 8, each with a key, in as many statements', async () => {
    const withUsers = async (count: number) => {
      const books = await newBooks();
      for (let user = 1; user < count; user++) {
        await createUser(db, {
          companyId: books.tenant.companyId,
          username: `${books.tenant.username}-${user}`,
          role: 'bookkeeper',
        });
      }
      return pageRead(books, '/settings/users');
    };
    // Each user is a row, and so is their key.
    expectSameReads(await withUsers(1), await withUsers(8), 14);
  });

  it("reads an invoice's page with 1 payment and with 8 in as many statements", async () => {
    const paid = async (payments: number) => {
      const books = await newBooks();
      const bank: BankAccount = await createBank(books.api);
      const invoice = await invoiceOf(books);
      for (let count = 0; count < payments; count++) {
        ok(
          await books.api.post('/clientPayments', {
            clientId: books.client.id,
            bankAccountId: bank.id,
            currency: 'GBP',
            amount: '1.00',
            dateReceived: daysAgo(5),
            invoiceIds: [invoice.id],
          }),
        );
      }
      return pageRead(books, `/invoices/${invoice.id}`);
    };
    expectSameReads(await paid(1), await paid(8), 7);
  });

  it("reads a client's page with 1 invoice and with 20 in as many statements", async () => {
    const invoiced = async (invoices: number) => {
      const books = await newBooks();
      for (let count = 0; count < invoices; count++) await invoiceOf(books);
      return pageRead(books, `/clients/${books.client.id}`);
    };
    expectSameReads(await invoiced(1), await invoiced(20), 19);
  });

  it("reads a bank account's page with an import of 2 lines and one of 20 in as many statements", async () => {
    const imported = async (lines: number) => {
      const books = await newBooks();
      const bank = await createBank(books.api);
      // Open invoices that each line of 12.00 in could stand for, due within days of it: one of 12.00,
      // and one of 14.12 euros, 12.00 at the company's rate of 0.85.
      ok(await books.api.post('/exchangeRates', { currency: 'EUR', date: daysAgo(60), rate: 0.85 }));
      await invoiceOf(books, { rate: '12.00', dueDate: daysAgo(3) });
      await invoiceOf(books, { rate: '14.12', currency: 'EUR', dueDate: daysAgo(3) });
      // On as many days as there are lines, up to five.
      const entries = Array.from({ length: lines }, (_, index) => ({
        date: daysAgo(1 + (index % 5)),
        amount: index % 2 === 0 ? '12.00' : '-3.50',
        description: `Line ${index + 1}`,
      }));
      ok(
        await books.api.post(
          `/bankAccounts/${bank.id}/statementImports?format=camt053`,
          Buffer.from(camtStatement(entries)),
          { 'content-type': 'application/xml' },
        ),
      );
      return pageRead(books, `/bank/${bank.id}`);
    };
    // Each line is a row of all the lines, and each line in has a table of its two suggestions, with its head.
    expectSameReads(await imported(2), await imported(20), 18 + 9 * 3);
  });

  it('reads the invoices list with 3 invoices and with 30 in as many statements', async () => {
    const listed = async (invoices: number) => {
      const books = await newBooks();
      for (let count = 0; count < invoices; count++) await invoiceOf(books);
      return pageRead(books, '/invoices');
    };
    expectSameReads(await listed(3), await listed(30), 27);
  });
});
