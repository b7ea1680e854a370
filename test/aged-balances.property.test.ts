import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, unique } from './problem.js';

/*
 * The aged balances at any past date, against a model kept here: random invoices (bills) in pounds
 * and in euros at a rate, paid in part or in full, some payments leaving money on account that is
 * later allocated, credit notes allocated, invoices written off, each settlement dated on, before
 * or after the others. At every date on which something happened, and the day before it, each
 * party's total in each currency is, by the model: what its documents issued by then hold, less
 * what settled them by then; less its credit notes issued and its money on account received by
 * then, less what of them was allocated by then. So a document settled after the date, though
 * settled now, is still owed at the date, and one settled on the date is not.
 */

type Currency = 'GBP' | 'EUR';

/** Something owed (a document) or owed back (a credit note, a payment's money on account). */
interface Item {
  kind: 'document' | 'credit' | 'onAccount';
  id: number;
  party: number;
  currency: Currency;
  issued: string;
  total: bigint;
  /** What settles it, each on its date. */
  settlements: { date: string; amount: bigint }[];
  writtenOff?: boolean;
}

type Step =
  | { kind: 'document'; party: number; euro: boolean; cents: number; day: number }
  | { kind: 'pay'; document: number; share: number; more: number; days: number }
  | { kind: 'credit'; document: number; cents: number; share: number; days: number; later: number }
  | { kind: 'spend'; held: number; document: number; share: number; days: number }
  | { kind: 'writeOff'; document: number; days: number };

const share = fc.integer({ min: 1, max: 100 });
const days = fc.nat(40);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('document' as const),
      party: fc.nat(1),
      euro: fc.boolean(),
      cents: fc.integer({ min: 1, max: 100_000 }),
      day: fc.nat(90),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      document: fc.nat(),
      share,
      more: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.integer({ min: 1, max: 20_000 })),
      days,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      document: fc.nat(),
      cents: fc.integer({ min: 1, max: 50_000 }),
      share,
      days,
      later: days,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('spend' as const), held: fc.nat(), document: fc.nat(), share, days }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('writeOff' as const), document: fc.nat(), days }), weight: 1 },
);

/** The calls and names of one side of the books. */
interface Side {
  parties: 'clients' | 'suppliers';
  partyId: string;
  documents: string;
  documentLines: string;
  credits: string;
  creditLines: string;
  line: (amount: string) => object;
  documentField: string;
  payments: string;
  paidOn: string;
  paidIds: string;
  aged: string;
  rows: 'clients' | 'suppliers';
  name: 'clientName' | 'supplierName';
  writesOff: boolean;
}

const CLIENTS: Side = {
  parties: 'clients',
  partyId: 'clientId',
  documents: '/invoices',
  documentLines: 'invoiceLines',
  credits: '/creditNotes',
  creditLines: 'creditNoteLines',
  line: (amount) => ({ quantity: 1, rate: amount, vatRate: 0 }),
  documentField: 'invoiceId',
  payments: '/clientPayments',
  paidOn: 'dateReceived',
  paidIds: 'invoiceIds',
  aged: '/reports/agedReceivables',
  rows: 'clients',
  name: 'clientName',
  writesOff: true,
};

const SUPPLIERS: Side = {
  parties: 'suppliers',
  partyId: 'supplierId',
  documents: '/bills',
  documentLines: 'billLines',
  credits: '/supplierCredits',
  creditLines: 'supplierCreditLines',
  line: (amount) => ({ quantity: 1, unitPrice: amount, vatRate: 0, categoryCode: '6300' }),
  documentField: 'billId',
  payments: '/supplierPayments',
  paidOn: 'datePaid',
  paidIds: 'billIds',
  aged: '/reports/agedPayables',
  rows: 'suppliers',
  name: 'supplierName',
  writesOff: false,
};

const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const cents = (text: string) => BigInt(text.replace(/,/g, '').replace('.', ''));
const pick = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];
/** The day `days` after a date. */
const after = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const latest = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));
const settled = (item: Item) => item.settlements.reduce((sum, { amount }) => sum + amount, 0n);

class Books {
  items: Item[] = [];
  parties: { id: number; name: string }[] = [];
  banks = {} as Record<'GBP' | 'EUR', number>;

  constructor(
    readonly api: Api,
    readonly side: Side,
  ) {}

  async open() {
    for (const prefix of ['A', 'B']) {
      const name = unique(prefix);
      this.parties.push({ id: ok<{ id: number }>(await this.api.post(`/${this.side.parties}`, { name })).id, name });
    }
    this.banks.GBP = ok<{ id: number }>(
      await this.api.post('/bankAccounts', { name: unique('Bank'), currency: 'GBP' }),
    ).id;
  }

  /** Euros are worth 0.85 on their documents and 0.9 when they move through the pound account. */
  private rated(currency: Currency, rate: number) {
    return currency === 'EUR' ? { exchangeRate: rate } : {};
  }

  private async issue(path: string, lines: string, party: number, currency: Currency, amount: bigint, date: string) {
    const { id } = ok<{ id: number }>(
      await this.api.post(path, {
        [this.side.partyId]: this.parties[party]?.id,
        currency,
        issueDate: date,
        dueDate: after(date, 30),
        ...this.rated(currency, 0.85),
        [lines]: [this.side.line(money(amount))],
      }),
    );
    return id;
  }

  private unsettled(kind: Item['kind']) {
    return this.items.filter((item) => item.kind === kind && !item.writtenOff && settled(item) < item.total);
  }

  async apply(step: Step): Promise<void> {
    const { side } = this;
    switch (step.kind) {
      case 'document': {
        const currency: Currency = step.euro ? 'EUR' : 'GBP';
        const issued = after('2026-01-01', step.day);
        const total = BigInt(step.cents);
        const id = await this.issue(side.documents, side.documentLines, step.party, currency, total, issued);
        this.items.push({ kind: 'document', id, party: step.party, currency, issued, total, settlements: [] });
        return;
      }
      case 'pay': {
        const document = pick(this.unsettled('document'), step.document);
        if (!document) return;
        const outstanding = document.total - settled(document);
        const amount = (outstanding * BigInt(step.share) + 99n) / 100n + BigInt(step.more);
        // The document takes what it has outstanding, the rest stays on account.
        const paid = amount < outstanding ? amount : outstanding;
        const more = amount - paid;
        const date = after(document.issued, step.days);
        const payment = ok<{ id: number }>(
          await this.api.post(side.payments, {
            [side.partyId]: this.parties[document.party]?.id,
            currency: document.currency,
            amount: money(amount),
            [side.paidOn]: date,
            [side.paidIds]: [document.id],
            bankAccountId: this.banks.GBP,
            ...this.rated(document.currency, 0.9),
            ...(more > 0n ? { onAccount: true } : {}),
          }),
        );
        document.settlements.push({ date, amount: paid });
        if (more > 0n) {
          const { party, currency } = document;
          this.items.push({
            kind: 'onAccount',
            id: payment.id,
            party,
            currency,
            issued: date,
            total: more,
            settlements: [],
          });
        }
        return;
      }
      case 'credit': {
        const document = pick(this.unsettled('document'), step.document);
        if (!document) return;
        const { party, currency } = document;
        const issued = after(document.issued, step.days);
        const total = BigInt(step.cents);
        const id = await this.issue(side.credits, side.creditLines, party, currency, total, issued);
        const credit: Item = { kind: 'credit', id, party, currency, issued, total, settlements: [] };
        this.items.push(credit);
        await this.allocate(credit, document, step.share, step.later);
        return;
      }
      case 'spend': {
        const held = pick(this.unsettled('onAccount'), step.held);
        const documents = this.unsettled('document').filter(
          (document) => document.party === held?.party && document.currency === held.currency,
        );
        const document = pick(documents, step.document);
        if (held && document) await this.allocate(held, document, step.share, step.days);
        return;
      }
      case 'writeOff': {
        const document = pick(this.unsettled('document'), step.document);
        if (!side.writesOff || !document) return;
        const date = after(latest(document.issued, ...document.settlements.map((s) => s.date)), step.days);
        ok(await this.api.post(`/invoices/${document.id}/writeOff`, { date }));
        document.settlements.push({ date, amount: document.total - settled(document) });
        document.writtenOff = true;
      }
    }
  }

  /** Sets a share of what the credit (or money on account) and the document have left against each other. */
  private async allocate(credit: Item, document: Item, part: number, days: number) {
    const credited = credit.total - settled(credit);
    const owed = document.total - settled(document);
    const allocated = ((credited < owed ? credited : owed) * BigInt(part) + 99n) / 100n;
    if (allocated === 0n) return;
    const date = after(latest(credit.issued, document.issued), days);
    const holder = credit.kind === 'credit' ? this.side.credits : this.side.payments;
    ok(
      await this.api.post(`${holder}/${credit.id}/allocations`, {
        [this.side.documentField]: document.id,
        amount: money(allocated),
        date,
      }),
    );
    credit.settlements.push({ date, amount: allocated });
    document.settlements.push({ date, amount: allocated });
  }

  /** Each party's balance in a currency at the end of a date, by the model, as the report names it. */
  expectedAt(date: string, currency: Currency): Record<string, string> {
    const owed = new Map<number, bigint>();
    for (const item of this.items) {
      if (item.currency !== currency || item.issued > date) continue;
      const settledByThen = item.settlements.filter((s) => s.date <= date).reduce((sum, s) => sum + s.amount, 0n);
      const open = item.total - settledByThen;
      owed.set(item.party, (owed.get(item.party) ?? 0n) + (item.kind === 'document' ? open : -open));
    }
    return Object.fromEntries(
      [...owed]
        .filter(([, amount]) => amount !== 0n)
        .map(([party, amount]) => [this.parties[party]?.name, signed(amount)]),
    );
  }

  async reportAt(date: string, currency: Currency): Promise<Record<string, string>> {
    const report = ok<Record<string, { total: string; currency: string }[]>>(
      await this.api.get(`${this.side.aged}?date=${date}&currency=${currency}`),
    );
    const rows = (report[this.side.rows] ?? []) as unknown as Record<string, string>[];
    return Object.fromEntries(
      rows
        .filter((row) => cents(row.total ?? '') !== 0n)
        .map((row) => [row[this.side.name], signed(cents(row.total ?? ''))]),
    );
  }

  /** Every date on which something happened, and the day before each. */
  dates(): string[] {
    const dates = this.items.flatMap((item) => [item.issued, ...item.settlements.map((s) => s.date)]);
    return [...new Set(dates.flatMap((date) => [after(date, -1), date]))].sort();
  }
}

const signed = (amount: bigint) => (amount < 0n ? `-${money(-amount)}` : money(amount));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.each([
  ['receivables', CLIENTS],
  ['payables', SUPPLIERS],
] as const)('the aged %s at past dates', (_, side) => {
  it('owe, for each party, what was issued by the date less what settled it by then', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const books = new Books(await newCompany(t), side);
        await books.open();
        for (const each of steps) await books.apply(each);
        for (const date of books.dates()) {
          for (const currency of ['GBP', 'EUR'] as const) {
            expect(await books.reportAt(date, currency), `${currency} at ${date}`).toEqual(
              books.expectedAt(date, currency),
            );
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
