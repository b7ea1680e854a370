import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBank, createClient, ledgerOf, newCompany, type TrialBalance, trialBalance } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';

/*
 * Random sequences of invoices, edits, deletes, payments and lock-date moves through the HTTP layer,
 * each answered as a model of the rules says, and each followed by checks of the books: (a) every
 * account's postings add up to its trial-balance line, (b) the trial balance at a date on or before
 * the lock date is what it was when the lock date passed it, (c) trade debtors equal what posted
 * invoices have outstanding; and at the end, (d) the audit trail holds one entry per write carried
 * out and replays to the current state of every record.
 */

const DATES = ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'];

interface ModelInvoice {
  id: number;
  lineId: number;
  date: string;
  total: bigint;
}

interface ModelPayment {
  id: number;
  invoiceId: number;
  date: string;
  amount: bigint;
}

type Operation =
  | { kind: 'invoice'; date: string; cents: number }
  | { kind: 'edit'; pick: number; date: string; cents: number }
  | { kind: 'deleteInvoice'; pick: number }
  | { kind: 'pay'; pick: number; date: string; afterInvoice: boolean; cents: number }
  | { kind: 'deletePayment'; pick: number }
  | { kind: 'lock'; date: string | null };

const dateArb = fc.constantFrom(...DATES);
/** Invoices mostly larger than payments, so that most payments are taken. */
const centsArb = fc.integer({ min: 1_000, max: 50_000 });
const paymentCentsArb = fc.integer({ min: 1, max: 10_000 });
const pickArb = fc.nat({ max: 20 });
const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), date: dateArb, cents: centsArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: pickArb, date: dateArb, cents: centsArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteInvoice' as const), pick: pickArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: pickArb,
      date: dateArb,
      // Mostly on or after the invoice's date (the later of the two), sometimes any date.
      afterInvoice: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      cents: paymentCentsArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deletePayment' as const), pick: pickArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lock' as const), date: fc.option(dateArb, { freq: 2 }) }) },
);

const money = (cents: bigint | number) => (Number(cents) / 100).toFixed(2);
const centsOf = (text: string) => BigInt(text.replaceAll(',', '').replace('.', ''));
const pick = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

class Books {
  readonly invoices = new Map<number, ModelInvoice>();
  readonly payments = new Map<number, ModelPayment>();
  lockDate: string | null = null;
  /** The trial balance at each date the lock date has passed, as it stood then. */
  readonly locked = new Map<string, TrialBalance>();
  /** The writes carried out (answered 200): each leaves one entry in the audit trail. */
  writes = 0;

  constructor(
    readonly api: Api,
    readonly clientId: number,
    readonly bankId: number,
  ) {}

  /** Asserts the expected status; answers whether the write was carried out, and counts it if so. */
  answers = (response: LightMyRequestResponse, status: number): boolean => {
    const carriedOut = answers(response, status);
    if (carriedOut) this.writes += 1;
    return carriedOut;
  };

  isLocked = (...dates: string[]) => this.lockDate !== null && dates.some((date) => date <= (this.lockDate as string));
  paidOn = (invoiceId: number) => [...this.payments.values()].filter((payment) => payment.invoiceId === invoiceId);
  paid = (invoiceId: number) => this.paidOn(invoiceId).reduce((sum, payment) => sum + payment.amount, 0n);

  async apply(op: Operation): Promise<void> {
    if (op.kind === 'invoice') return this.createInvoice(op);
    if (op.kind === 'edit') return this.editInvoice(op);
    if (op.kind === 'deleteInvoice') return this.deleteInvoice(op.pick);
    if (op.kind === 'pay') return this.pay(op);
    if (op.kind === 'deletePayment') return this.deletePayment(op.pick);
    return this.moveLock(op.date);
  }

  private async createInvoice({ date, cents }: { date: string; cents: number }) {
    const response = await this.api.post('/invoices', {
      clientId: this.clientId,
      currency: 'GBP',
      issueDate: date,
      dueDate: '2026-12-31',
      invoiceLines: [{ quantity: 1, rate: money(cents), vatRate: 0 }],
    });
    if (!this.answers(response, this.isLocked(date) ? 422 : 200)) return;
    const { id, invoiceLines } = response.json<{ id: number; invoiceLines: { id: number }[] }>();
    this.invoices.set(id, { id, lineId: invoiceLines[0]?.id as number, date, total: BigInt(cents) });
  }

  private async editInvoice({ pick: index, date, cents }: { pick: number; date: string; cents: number }) {
    const invoice = pick([...this.invoices.values()], index);
    if (!invoice) return;
    const current = (await this.api.get(`/invoices/${invoice.id}`)).json<Record<string, unknown>>();
    const response = await this.api.put(`/invoices/${invoice.id}`, {
      ...current,
      issueDate: date,
      invoiceLines: [{ id: invoice.lineId, quantity: 1, rate: money(cents), vatRate: 0 }],
    });
    const payments = this.paidOn(invoice.id);
    const refused =
      this.isLocked(invoice.date, date) ||
      BigInt(cents) < this.paid(invoice.id) ||
      payments.some((payment) => payment.date < date);
    if (this.answers(response, refused ? 422 : 200)) Object.assign(invoice, { date, total: BigInt(cents) });
  }

  private async deleteInvoice(index: number) {
    const invoice = pick([...this.invoices.values()], index);
    if (!invoice) return;
    const status = this.isLocked(invoice.date) ? 422 : this.paidOn(invoice.id).length > 0 ? 409 : 200;
    if (this.answers(await this.api.delete(`/invoices/${invoice.id}`), status)) this.invoices.delete(invoice.id);
  }

  private async pay({ pick: index, afterInvoice, cents, ...op }: Extract<Operation, { kind: 'pay' }>) {
    const invoice = pick([...this.invoices.values()], index);
    if (!invoice) return;
    const date = afterInvoice && op.date < invoice.date ? invoice.date : op.date;
    const amount = BigInt(cents);
    const response = await this.api.post('/clientPayments', {
      clientId: this.clientId,
      bankAccountId: this.bankId,
      currency: 'GBP',
      amount: money(amount),
      dateReceived: date,
      invoiceIds: [invoice.id],
    });
    const refused = this.isLocked(date) || date < invoice.date || amount > invoice.total - this.paid(invoice.id);
    if (!this.answers(response, refused ? 422 : 200)) return;
    const { id } = response.json<{ id: number }>();
    this.payments.set(id, { id, invoiceId: invoice.id, date, amount });
  }

  private async deletePayment(index: number) {
    const payment = pick([...this.payments.values()], index);
    if (!payment) return;
    const status = this.isLocked(payment.date) ? 422 : 200;
    if (this.answers(await this.api.delete(`/clientPayments/${payment.id}`), status)) this.payments.delete(payment.id);
  }

  private async moveLock(date: string | null) {
    this.answers(await this.api.put('/company', { lockDate: date }), 200);
    this.lockDate = date;
    for (const day of DATES) {
      if (!this.isLocked(day)) this.locked.delete(day);
      else if (!this.locked.has(day)) this.locked.set(day, await trialBalance(this.api, day));
    }
  }

  async check(): Promise<void> {
    const report = await trialBalance(this.api);
    // (a) Every account's postings add up to its line of the trial balance.
    for (const line of report.lines) {
      const ledger = await ledgerOf(this.api, line.code);
      const sum = ledger.postings.reduce(
        (total, posting) => total + centsOf(posting.debit) - centsOf(posting.credit),
        0n,
      );
      expect(sum).toBe(centsOf(line.debit) - centsOf(line.credit));
    }
    // (b) What is locked does not change.
    for (const [day, snapshot] of this.locked) expect(await trialBalance(this.api, day)).toEqual(snapshot);
    // (c) Trade debtors hold what the invoices have outstanding.
    const outstanding = [...this.invoices.values()].reduce(
      (sum, invoice) => sum + invoice.total - this.paid(invoice.id),
      0n,
    );
    const debtors = report.lines.find((line) => line.code === '1200');
    expect(debtors ? centsOf(debtors.debit) - centsOf(debtors.credit) : 0n).toBe(outstanding);
  }
}

/** Asserts the expected status; answers whether the write was carried out. */
function answers(response: LightMyRequestResponse, status: number): boolean {
  expect(response.statusCode, response.body).toBe(status);
  return status === 200;
}

interface Entry {
  recordType: string;
  recordId: number;
  path: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const RECORD_PATHS: Record<string, string> = {
  company: '/company',
  client: '/clients/',
  bankAccount: '/bankAccounts/',
  invoice: '/invoices/',
  clientPayment: '/clientPayments/',
};

/** A record as the trail keeps it: without what other records move (a document's outstandingAmount and status, a bank's balance). */
function kept(record: Record<string, unknown>): Record<string, unknown> {
  const { outstandingAmount: _, status: _status, balance: _balance, ...own } = record;
  return own;
}

/**
 * (d) Replays the audit trail: one entry per write carried out; each entry's "before" is the
 * record as the entry before it left it; the last "after" of each record is what the API answers
 * for it now, and a record whose last entry deleted it answers 404.
 */
async function replayAuditTrail(api: Api, writes: number): Promise<void> {
  const trail = (await api.get('/auditLog')).json<Entry[]>().reverse();
  expect(trail).toHaveLength(writes);
  const last = new Map<string, Entry>();
  for (const entry of trail) {
    const key = `${entry.recordType} ${entry.recordId}`;
    const previous = last.get(key);
    if (previous) expect(entry.before).toEqual(previous.after);
    else if (entry.recordType !== 'company') expect(entry.before).toBeNull();
    last.set(key, entry);
  }
  for (const entry of last.values()) {
    const base = RECORD_PATHS[entry.recordType] as string;
    const response = await api.get(entry.recordType === 'company' ? base : `${base}${entry.recordId}`);
    if (entry.after === null) expect(response.statusCode).toBe(404);
    else expect(kept(response.json())).toEqual(entry.after);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the lock date, under random writes', () => {
  it('refuses exactly what is dated on or before it, and the locked books never change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArb, { minLength: 10, maxLength: 40 }), async (operations) => {
        const api = await newCompany(t);
        const books = new Books(api, (await createClient(api)).id, (await createBank(api)).id);
        books.writes = 2;
        for (const operation of operations) {
          await books.apply(operation);
          await books.check();
        }
        await replayAuditTrail(api, books.writes);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
