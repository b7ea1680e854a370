import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { unique } from './problem.js';

/*
 * Random sequences of invoices and credit notes in three currencies (one without any rate, so that
 * its records stand unvalued until a rate for it may come), allocations of the credit notes, payments, refunds and deletes of
 * each, for two clients. After each sequence:
 * - no document has ever had more taken from it than it holds: every outstanding amount lies between
 *   nothing and the total, and equals the total less what the model says was set against it;
 * - each client's balance, per currency, is its invoices' outstanding amounts less its credit notes',
 *   and the clients' balances add up to trade debtors in that currency;
 * - in the base currency the aged debtors (with the revaluation of the day) equal trade debtors.
 */

type Currency = 'GBP' | 'USD' | 'EUR';
const CURRENCIES: Currency[] = ['GBP', 'USD', 'EUR'];
const RATES = [0.75, 0.8, 0.82];

interface Document {
  kind: 'invoice' | 'creditNote';
  id: number;
  clientId: number;
  currency: Currency;
  total: bigint;
}

/** A settlement that stands: what it took from each document it names. */
interface Settlement {
  path: string;
  takes: Map<number, bigint>;
}

type Operation =
  | { kind: 'document'; of: 'invoice' | 'creditNote'; client: number; currency: Currency; cents: number; rate: number }
  | { kind: 'allocate'; credit: number; invoice: number; share: number; matching: boolean }
  | { kind: 'pay'; invoice: number; share: number }
  | { kind: 'refund'; credit: number; share: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'euroRate' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('document' as const),
      of: fc.constantFrom('invoice' as const, 'creditNote' as const),
      client: fc.nat(1),
      currency: fc.constantFrom<Currency>(...CURRENCIES),
      cents: fc.integer({ min: 1, max: 50_000 }),
      rate: fc.nat(RATES.length - 1),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('allocate' as const),
      credit: fc.nat(),
      invoice: fc.nat(),
      share: fc.integer({ min: 1, max: 100 }),
      // Mostly an invoice the credit note may be set against; now and then any, to be refused.
      matching: fc.boolean().chain((any) => (any ? fc.boolean() : fc.constant(true))),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice: fc.nat(),
      share: fc.integer({ min: 1, max: 100 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      credit: fc.nat(),
      share: fc.integer({ min: 1, max: 100 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'euroRate' as const }), weight: 1 },
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const money = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const cents = (text: string) => BigInt(text.replace(/,/g, '').replace('.', ''));
const pick = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

class Books {
  documents: Document[] = [];
  settlements: Settlement[] = [];
  clients: number[] = [];
  banks = {} as Record<'GBP' | 'USD', number>;

  constructor(readonly api: Api) {}

  async open() {
    for (const name of ['A', 'B']) {
      this.clients.push((await this.api.post('/clients', { name: unique(name) })).json<{ id: number }>().id);
    }
    for (const currency of ['GBP', 'USD'] as const) {
      const bank = await this.api.post('/bankAccounts', { name: unique('Bank'), currency });
      this.banks[currency] = bank.json<{ id: number }>().id;
    }
    await this.api.post('/exchangeRates', { currency: 'USD', date: '2026-01-01', rate: 0.8 });
  }

  /** Dollars and pounds move through their own bank account; euros through the pound account. */
  bankFor(currency: Currency) {
    return currency === 'EUR'
      ? { bankAccountId: this.banks.GBP, exchangeRate: 0.9 }
      : { bankAccountId: this.banks[currency] };
  }

  taken(id: number): bigint {
    return this.settlements.reduce((sum, settlement) => sum + (settlement.takes.get(id) ?? 0n), 0n);
  }

  outstanding(document: Document): bigint {
    return document.total - this.taken(document.id);
  }

  of(kind: Document['kind']) {
    return this.documents.filter((document) => document.kind === kind);
  }

  async apply(step: Operation): Promise<void> {
    switch (step.kind) {
      case 'document': {
        const clientId = this.clients[step.client] as number;
        const lines = step.of === 'invoice' ? 'invoiceLines' : 'creditNoteLines';
        const response = await this.api.post(step.of === 'invoice' ? '/invoices' : '/creditNotes', {
          clientId,
          currency: step.currency,
          issueDate: '2026-02-01',
          dueDate: '2026-02-28',
          // Dollars take a rate each; euros now one, now none, to stand unvalued until a rate comes.
          ...(step.currency !== 'GBP' && (step.currency === 'USD' || step.rate > 0)
            ? { exchangeRate: RATES[step.rate] }
            : {}),
          [lines]: [{ quantity: 1, rate: money(BigInt(step.cents)), vatRate: 0.2 }],
        });
        expect(response.statusCode, response.body).toBe(200);
        const { id, totalAmount } = response.json<{ id: number; totalAmount: string }>();
        this.documents.push({ kind: step.of, id, clientId, currency: step.currency, total: cents(totalAmount) });
        return;
      }
      case 'allocate': {
        const credit = pick(this.of('creditNote'), step.credit);
        const invoices = this.of('invoice').filter(
          (invoice) =>
            !step.matching || (invoice.clientId === credit?.clientId && invoice.currency === credit.currency),
        );
        const invoice = pick(invoices, step.invoice);
        if (!credit || !invoice) return;
        const most = [this.outstanding(credit), this.outstanding(invoice)].reduce((a, b) => (a < b ? a : b));
        const amount = (most * BigInt(step.share) + 99n) / 100n;
        const fits = invoice.clientId === credit.clientId && invoice.currency === credit.currency && amount > 0n;
        const response = await this.api.post(`/creditNotes/${credit.id}/allocations`, {
          invoiceId: invoice.id,
          amount: money(amount > 0n ? amount : 1n),
        });
        expect(response.statusCode, response.body).toBe(fits ? 200 : 422);
        if (fits) {
          const { id } = response.json<{ id: number }>();
          this.settlements.push({
            path: `/creditNotes/${credit.id}/allocations/${id}`,
            takes: new Map([
              [credit.id, amount],
              [invoice.id, amount],
            ]),
          });
        }
        return;
      }
      case 'pay': {
        const invoice = pick(this.of('invoice'), step.invoice);
        if (!invoice) return;
        const amount = (this.outstanding(invoice) * BigInt(step.share) + 99n) / 100n;
        const response = await this.api.post('/clientPayments', {
          clientId: invoice.clientId,
          ...this.bankFor(invoice.currency),
          currency: invoice.currency,
          amount: money(amount > 0n ? amount : 1n),
          dateReceived: '2026-02-15',
          invoiceIds: [invoice.id],
        });
        expect(response.statusCode, response.body).toBe(amount > 0n ? 200 : 422);
        if (amount > 0n) {
          const { id } = response.json<{ id: number }>();
          this.settlements.push({ path: `/clientPayments/${id}`, takes: new Map([[invoice.id, amount]]) });
        }
        return;
      }
      case 'refund': {
        const credit = pick(this.of('creditNote'), step.credit);
        if (!credit) return;
        const amount = (this.outstanding(credit) * BigInt(step.share) + 99n) / 100n;
        const response = await this.api.post('/clientRefunds', {
          clientId: credit.clientId,
          creditNoteId: credit.id,
          ...this.bankFor(credit.currency),
          currency: credit.currency,
          amount: money(amount > 0n ? amount : 1n),
          datePaid: '2026-02-16',
        });
        expect(response.statusCode, response.body).toBe(amount > 0n ? 200 : 422);
        if (amount > 0n) {
          const { id } = response.json<{ id: number }>();
          this.settlements.push({ path: `/clientRefunds/${id}`, takes: new Map([[credit.id, amount]]) });
        }
        return;
      }
      case 'euroRate': {
        // Values every euro record that waited for a rate, in the order they were made.
        const response = await this.api.post('/exchangeRates', { currency: 'EUR', date: '2026-01-15', rate: 0.87 });
        expect([200, 409], response.body).toContain(response.statusCode);
        return;
      }
      case 'undo': {
        const settlement = pick(this.settlements, step.pick);
        if (!settlement) return;
        const response = await this.api.delete(settlement.path);
        expect(response.statusCode, response.body).toBe(200);
        this.settlements = this.settlements.filter((other) => other !== settlement);
      }
    }
  }

  async check(): Promise<void> {
    const owed = new Map<string, bigint>();
    for (const document of this.documents) {
      const path = document.kind === 'invoice' ? `/invoices/${document.id}` : `/creditNotes/${document.id}`;
      const outstanding = cents((await this.api.get(path)).json<{ outstandingAmount: string }>().outstandingAmount);
      expect(outstanding, path).toBe(this.outstanding(document));
      expect(outstanding >= 0n && outstanding <= document.total, path).toBe(true);
      const key = `${document.clientId} ${document.currency}`;
      owed.set(key, (owed.get(key) ?? 0n) + (document.kind === 'invoice' ? outstanding : -outstanding));
    }
    const debtors = new Map<string, bigint>();
    for (const clientId of this.clients) {
      const balances = (await this.api.get(`/clients/${clientId}/balance`)).json<
        { currency: string; outstanding: string }[]
      >();
      for (const currency of CURRENCIES) {
        const shown = balances.find((balance) => balance.currency === currency);
        const expected = owed.get(`${clientId} ${currency}`) ?? 0n;
        expect(shown ? cents(shown.outstanding) : 0n, `client ${clientId} ${currency}`).toBe(expected);
        debtors.set(currency, (debtors.get(currency) ?? 0n) + expected);
      }
    }
    const trial = (await this.api.get('/reports/trialBalance?date=2026-12-31')).json<{
      lines: { code: string; currency: string; debit: string; credit: string }[];
    }>();
    for (const currency of CURRENCIES) {
      const line = trial.lines.find((candidate) => candidate.code === '1200' && candidate.currency === currency);
      const balance = line ? cents(line.debit) - cents(line.credit) : 0n;
      expect(balance, `trade debtors in ${currency}`).toBe(debtors.get(currency));
    }
    const base = (await this.api.get('/reports/trialBalance?date=2026-12-31&currency=base')).json<{
      lines: { code: string; debit: string; credit: string }[];
    }>();
    const control = base.lines.find((line) => line.code === '1200');
    const aged = (await this.api.get('/reports/agedReceivables?date=2026-12-31')).json<{
      totals: { total: string };
      revaluation: string;
    }>();
    expect(cents(aged.totals.total) + cents(aged.revaluation), 'aged debtors in pounds').toBe(
      control ? cents(control.debit) - cents(control.credit) : 0n,
    );
  }
}

describe('credit notes, allocations, payments and refunds', () => {
  it('never take more than a document holds, and keep each client’s balance, trade debtors and the aged debtors equal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 30 }), async (operations) => {
        const books = new Books(apiClient(t.app, await createTenant(t.db)));
        await books.open();
        for (const step of operations) await books.apply(step);
        await books.check();
      }),
      { numRuns: 60 },
    );
  }, 240_000);
});
