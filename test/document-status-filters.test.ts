import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  createBank,
  createClient,
  createSupplier,
  dayFromToday,
  newCompany,
  type Supplier,
  TODAY,
  TOMORROW,
  YESTERDAY,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * The lists of documents filtered by status: `open` is everything issued with something
 * outstanding (partly paid and overdue included), `overdue` the open ones due before `asOf` (today
 * in UTC unless given), `paid` the issued ones with nothing outstanding, `writtenOff` those a
 * write-off settled (neither open nor paid), `draft` the drafts. Each filtered list must be the
 * whole list narrowed by the status each document answers; the lists of invoices are worked by hand.
 */

interface WithStatus {
  id: number;
  status: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ISSUED = dayFromToday(-40);

/** What each filter value lets through, by the status that a document answers. */
const MEANS: Record<string, string[]> = {
  draft: ['draft'],
  open: ['open', 'partiallyPaid', 'overdue'],
  paid: ['paid'],
  overdue: ['overdue'],
  writtenOff: ['writtenOff'],
};
const FILTERS = [...Object.keys(MEANS), 'draft,paid', 'open,writtenOff', 'overdue,paid', 'paid,draft,open'];

const ids = (response: LightMyRequestResponse) => ok<WithStatus[]>(response).map((document) => document.id);

/** Every filter of the list at `path` answers the whole list narrowed by each document's status, and counts it. */
async function expectAgreementWithStatuses(api: Api, path: string) {
  const all = ok<WithStatus[]>(await api.get(path));
  for (const filter of FILTERS) {
    const wanted = filter.split(',').flatMap((value) => MEANS[value] ?? []);
    const expected = all.filter((document) => wanted.includes(document.status)).map((document) => document.id);
    const response = await api.get(`${path}?status=${filter}`);
    expect(ids(response), filter).toEqual(expected);
    expect(response.headers['x-total-count'], filter).toBe(String(expected.length));
    const paged = await api.get(`${path}?status=${filter}&limit=1`);
    expect(ids(paged), filter).toEqual(expected.slice(0, 1));
  }
  return all;
}

async function pay(api: Api, client: Client, invoiceId: number, amount: string) {
  const bank = await createBank(api);
  ok(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount,
      dateReceived: TODAY,
      invoiceIds: [invoiceId],
    }),
  );
}

describe('GET /invoices?status=', () => {
  let api: Api;
  const made: Record<string, number> = {};

  // Each invoice 120.00 (100.00 + 20 % VAT), issued 40 days ago.
  beforeAll(async () => {
    api = await newCompany(t);
    const client = await createClient(api);
    const invoice = async (name: string, dueDate: string, fields: object = {}) => {
      made[name] = ok<WithStatus>(
        await api.post('/invoices', {
          clientId: client.id,
          currency: 'GBP',
          issueDate: ISSUED,
          dueDate,
          invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
          ...fields,
        }),
      ).id;
      return made[name] as number;
    };
    await invoice('draft', YESTERDAY, { draft: true });
    await invoice('dueTomorrow', TOMORROW);
    await invoice('dueToday', TODAY);
    await invoice('dueYesterday', YESTERDAY);
    await pay(api, client, await invoice('partlyPaid', TOMORROW), '50.00');
    await pay(api, client, await invoice('partlyPaidOverdue', YESTERDAY), '50.00');
    await pay(api, client, await invoice('paid', YESTERDAY), '120.00');
    await invoice('zero', YESTERDAY, { invoiceLines: [{ quantity: 1, rate: '0.00', vatRate: 0.2 }] });
    ok(await api.post(`/invoices/${await invoice('writtenOff', TOMORROW)}/writeOff`, { date: TODAY }));
  });

  it('answers the invoices of each status, worked by hand', async () => {
    const list = async (query: string) => ids(await api.get(`/invoices?${query}`));
    expect(await list('status=draft')).toEqual([made.draft]);
    // Issued with something outstanding: partly paid and overdue are open; the written-off one is not.
    expect(await list('status=open')).toEqual([
      made.dueTomorrow,
      made.dueToday,
      made.dueYesterday,
      made.partlyPaid,
      made.partlyPaidOverdue,
    ]);
    // Due yesterday and outstanding; the one due today is not yet overdue, nor is the draft.
    expect(await list('status=overdue')).toEqual([made.dueYesterday, made.partlyPaidOverdue]);
    // 120.00 paid of 120.00, and a zero total.
    expect(await list('status=paid')).toEqual([made.paid, made.zero]);
    expect(await list('status=writtenOff')).toEqual([made.writtenOff]);
  });

  it('judges overdue at asOf', async () => {
    const overdue = async (asOf: string) => ids(await api.get(`/invoices?status=overdue&asOf=${asOf}`));
    // The day after tomorrow: every open invoice is due before it.
    expect(await overdue(dayFromToday(2))).toEqual([
      made.dueTomorrow,
      made.dueToday,
      made.dueYesterday,
      made.partlyPaid,
      made.partlyPaidOverdue,
    ]);
    // Tomorrow: those due today and yesterday, not those due tomorrow.
    expect(await overdue(TOMORROW)).toEqual([made.dueToday, made.dueYesterday, made.partlyPaidOverdue]);
    expect(await overdue(YESTERDAY)).toEqual([]);
  });

  it('agrees with the status of every invoice', async () => {
    const all = await expectAgreementWithStatuses(api, '/invoices');
    expect(new Set(all.map((invoice) => invoice.status))).toEqual(
      new Set(['draft', 'open', 'partiallyPaid', 'overdue', 'paid', 'writtenOff']),
    );
  });

  it('refuses a status it does not know, a day that is none, and asOf without a status', async () => {
    for (const query of ['status=late', 'status=open,', 'status=partiallyPaid', 'asOf=2026-02-30', 'asOf=2026-02-28']) {
      const response = await api.get(`/invoices?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain(query.split('=')[0]);
    }
  });
});

describe('GET /bills, /creditNotes and /supplierCredits?status=', () => {
  it('agree with the status of every bill', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = async (dueDate: string, paid?: string) => {
      const made = ok<WithStatus>(
        await api.post('/bills', {
          supplierId: supplier.id,
          currency: 'GBP',
          issueDate: ISSUED,
          dueDate,
          billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0.2, categoryCode: '6300' }],
        }),
      );
      if (paid) await paySupplier(api, supplier, bank.id, made.id, paid);
      return made.id;
    };
    const dueTomorrow = await bill(TOMORROW);
    const dueYesterday = await bill(YESTERDAY);
    const partlyPaidOverdue = await bill(YESTERDAY, '20.00');
    const paid = await bill(TODAY, '120.00');
    expect(ids(await api.get('/bills?status=open'))).toEqual([dueTomorrow, dueYesterday, partlyPaidOverdue]);
    expect(ids(await api.get('/bills?status=overdue'))).toEqual([dueYesterday, partlyPaidOverdue]);
    expect(ids(await api.get('/bills?status=paid'))).toEqual([paid]);
    // A bill is never a draft.
    expect(ids(await api.get('/bills?status=draft'))).toEqual([]);
    await expectAgreementWithStatuses(api, '/bills');
  });

  it('agree with the status of every credit note, which is never overdue', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = ok<WithStatus>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: ISSUED,
        dueDate: TOMORROW,
        invoiceLines: [{ quantity: 1, rate: '500.00', vatRate: 0 }],
      }),
    );
    const credit = async (fields: object = {}) =>
      ok<WithStatus>(
        await api.post('/creditNotes', {
          clientId: client.id,
          currency: 'GBP',
          issueDate: ISSUED,
          dueDate: YESTERDAY,
          creditNoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
          ...fields,
        }),
      ).id;
    const draft = await credit({ draft: true });
    const unused = await credit();
    const partlyUsed = await credit();
    const used = await credit();
    ok(await api.post(`/creditNotes/${partlyUsed}/allocations`, { invoiceId: invoice.id, amount: '40.00' }));
    ok(await api.post(`/creditNotes/${used}/allocations`, { invoiceId: invoice.id, amount: '100.00' }));
    expect(ids(await api.get('/creditNotes?status=open'))).toEqual([unused, partlyUsed]);
    expect(ids(await api.get('/creditNotes?status=overdue'))).toEqual([]);
    expect(ids(await api.get('/creditNotes?status=paid'))).toEqual([used]);
    expect(ids(await api.get('/creditNotes?status=draft'))).toEqual([draft]);
    await expectAgreementWithStatuses(api, '/creditNotes');
  });

  it('agree with the status of every supplier credit', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const unused = ok<WithStatus>(
      await api.post('/supplierCredits', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: ISSUED,
        dueDate: YESTERDAY,
        supplierCreditLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }],
      }),
    );
    expect(ids(await api.get('/supplierCredits?status=open'))).toEqual([unused.id]);
    expect(ids(await api.get('/supplierCredits?status=overdue'))).toEqual([]);
    await expectAgreementWithStatuses(api, '/supplierCredits');
  });
});

async function paySupplier(api: Api, supplier: Supplier, bankAccountId: number, billId: number, amount: string) {
  ok(
    await api.post('/supplierPayments', {
      supplierId: supplier.id,
      bankAccountId,
      currency: 'GBP',
      amount,
      datePaid: TODAY,
      billIds: [billId],
    }),
  );
}
