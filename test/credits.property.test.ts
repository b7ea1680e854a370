import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { unique } from './problem.js';

/*
 * For each side of the books (clients, suppliers): random sequences of invoices (bills) and credit
 * notes in three currencies (one without any rate, so that its records stand unvalued until a rate
 * for it may come), payments (some of them more than they pay, the rest left on account),
 * allocations and refunds of the credit notes and of the money on account, write-offs of invoices
 * (some with bad-debt relief), and deletes of each, for two parties. While an invoice is written off,
 * nothing more settles it (422) and what settled it stays (409). After each sequence:
 * - no document has ever had more taken from it than it holds: every outstanding amount (and every
 *   payment's unallocated money) lies between nothing and the total, and equals the total less what
 *   the model says was set against it;
 * - each party's balance, per currency, is its documents' outstanding amounts less its credit notes'
 *   and its money on account, which it shows, and the parties' balances add up to the control
 *   account in that currency;
 * - in the base currency the aged balances (with the revaluation of the day) equal the control account;
 * - what each document keeps as allocated to it equals the sum of the payments, allocations and
 *   refunds that take from it, as the database holds them.
 */

type Currency = 'GBP' | 'USD' | 'EUR';
const CURRENCIES: Currency[] = ['GBP', 'USD', 'EUR'];
const RATES = [0.75, 0.8, 0.82];

/** A payment's money on account is a credit of its party, as a credit note is. */
interface Document {
  kind: 'invoice' | 'creditNote' | 'payment';
  id: number;
  partyId: number;
  currency: Currency;
  total: bigint;
  /** A document's VAT (nothing for money on account). */
  tax: bigint;
}

/** A settlement that stands: what it took from each document it names, and the money it left on account. */
interface Settlement {
  path: string;
  takes: Map<number, bigint>;
  leaves?: Document;
  /** The invoice it writes off, when it is a write-off. */
  writesOff?: number;
}

type Operation =
  | { kind: 'document'; of: 'invoice' | 'creditNote'; party: number; currency: Currency; cents: number; rate: number }
  | { kind: 'allocate'; credit: number; invoice: number; share: number; matching: boolean }
  | { kind: 'pay'; invoice: number; share: number; more: number; euroAccount: boolean }
  | { kind: 'refund'; credit: number; share: number; euroAccount: boolean }
  | { kind: 'undo'; pick: number }
  | { kind: 'writeOff'; invoice: number; relief: boolean }
  | { kind: 'euroRate' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('document' as const),
      of: fc.constantFrom('invoice' as const, 'creditNote' as const),
      party: fc.nat(1),
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
      // Now and then more than the invoice has outstanding, the rest left on account.
      more: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.integer({ min: 1, max: 20_000 })),
      euroAccount: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      credit: fc.nat(),
      share: fc.integer({ min: 1, max: 100 }),
      euroAccount: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('writeOff' as const), invoice: fc.nat(), relief: fc.boolean() }),
    weight: 1,
  },
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

/** The calls and names of one side of the books: what clients owe, or what suppliers are owed. */
interface Side {
  parties: 'clients' | 'suppliers';
  partyId: string;
  documents: string;
  credits: string;
  lines: { document: string; credit: string };
  line: (cents: string) => object;
  documentField: string;
  payments: string;
  payment: (fields: { partyId: number; documentId: number; amount: string }) => object;
  refunds: string;
  refund: (fields: { partyId: number; creditId: number; amount: string }) => object;
  creditField: string;
  control: string;
  /** Debit-positive for debtors; creditors show what is owed as a credit. */
  owedSign: bigint;
  aged: string;
  /** Whether its documents may be written off (invoices, not bills). */
  writesOff: boolean;
}

const CLIENTS: Side = {
  parties: 'clients',
  partyId: 'clientId',
  documents: '/invoices',
  credits: '/creditNotes',
  lines: { document: 'invoiceLines', credit: 'creditNoteLines' },
  line: (amount) => ({ quantity: 1, rate: amount, vatRate: 0.2 }),
  documentField: 'invoiceId',
  payments: '/clientPayments',
  payment: ({ partyId, documentId, amount }) => ({
    clientId: partyId,
    amount,
    dateReceived: '2026-02-15',
    invoiceIds: [documentId],
  }),
  refunds: '/clientRefunds',
  refund: ({ partyId, creditId, amount }) => ({
    clientId: partyId,
    creditNoteId: creditId,
    amount,
    datePaid: '2026-02-16',
  }),
  creditField: 'creditNoteId',
  control: '1200',
  owedSign: 1n,
  aged: '/reports/agedReceivables',
  writesOff: true,
};

const SUPPLIERS: Side = {
  parties: 'suppliers',
  partyId: 'supplierId',
  documents: '/bills',
  credits: '/supplierCredits',
  lines: { document: 'billLines', credit: 'supplierCreditLines' },
  line: (amount) => ({ quantity: 1, unitPrice: amount, vatRate: 0.2, categoryCode: '6300' }),
  documentField: 'billId',
  payments: '/supplierPayments',
  payment: ({ partyId, documentId, amount }) => ({
    supplierId: partyId,
    amount,
    datePaid: '2026-02-15',
    billIds: [documentId],
  }),
  refunds: '/supplierRefunds',
  refund: ({ partyId, creditId, amount }) => ({
    supplierId: partyId,
    supplierCreditId: creditId,
    amount,
    dateReceived: '2026-02-16',
  }),
  creditField: 'supplierCreditId',
  control: '2100',
  owedSign: -1n,
  aged: '/reports/agedPayables',
  writesOff: false,
};

class Books {
  documents: Document[] = [];
  settlements: Settlement[] = [];
  /** The invoices written off: nothing more settles them, and what settled them stays, until that is undone. */
  writtenOff = new Set<number>();
  parties: number[] = [];
  banks = {} as Record<Currency, number>;

  constructor(
    readonly api: Api,
    readonly side: Side,
  ) {}

  async open() {
    for (const name of ['A', 'B']) {
      const party = await this.api.post(`/${this.side.parties}`, { name: unique(name) });
      this.parties.push(party.json<{ id: number }>().id);
    }
    for (const currency of CURRENCIES) {
      const bank = await this.api.post('/bankAccounts', { name: unique('Bank'), currency });
      this.banks[currency] = bank.json<{ id: number }>().id;
    }
    await this.api.post('/exchangeRates', { currency: 'USD', date: '2026-01-01', rate: 0.8 });
  }

  /**
   * Dollars and pounds move through their own bank account; euros through the pound account, or
   * through their own, where they stand without a value until a rate for them comes.
   */
  bankFor(currency: Currency, euroAccount: boolean) {
    return currency === 'EUR' && !euroAccount
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

  /** Credit notes and payments' money on account: what allocations and refunds take from. */
  credits() {
    return this.documents.filter((document) => document.kind !== 'invoice');
  }

  /** Where a credit note's or a payment's money is found. */
  pathOf(document: Document) {
    const { side } = this;
    const collection = { invoice: side.documents, creditNote: side.credits, payment: side.payments }[document.kind];
    return `${collection}/${document.id}`;
  }

  async apply(step: Operation): Promise<void> {
    switch (step.kind) {
      case 'document': {
        const partyId = this.parties[step.party] as number;
        const { side } = this;
        const lines = step.of === 'invoice' ? side.lines.document : side.lines.credit;
        const response = await this.api.post(step.of === 'invoice' ? side.documents : side.credits, {
          [side.partyId]: partyId,
          currency: step.currency,
          issueDate: '2026-02-01',
          dueDate: '2026-02-28',
          // Dollars take a rate each; euros now one, now none, to stand unvalued until a rate comes.
          ...(step.currency !== 'GBP' && (step.currency === 'USD' || step.rate > 0)
            ? { exchangeRate: RATES[step.rate] }
            : {}),
          [lines]: [side.line(money(BigInt(step.cents)))],
        });
        expect(response.statusCode, response.body).toBe(200);
        const { id, totalAmount, taxAmount } = response.json<{ id: number; totalAmount: string; taxAmount: string }>();
        const total = cents(totalAmount);
        this.documents.push({ kind: step.of, id, partyId, currency: step.currency, total, tax: cents(taxAmount) });
        return;
      }
      case 'allocate': {
        const credit = pick(this.credits(), step.credit);
        const invoices = this.of('invoice').filter(
          (invoice) => !step.matching || (invoice.partyId === credit?.partyId && invoice.currency === credit.currency),
        );
        const invoice = pick(invoices, step.invoice);
        if (!credit || !invoice) return;
        const most = [this.outstanding(credit), this.outstanding(invoice)].reduce((a, b) => (a < b ? a : b));
        const amount = (most * BigInt(step.share) + 99n) / 100n;
        const fits = invoice.partyId === credit.partyId && invoice.currency === credit.currency && amount > 0n;
        const response = await this.api.post(`${this.pathOf(credit)}/allocations`, {
          [this.side.documentField]: invoice.id,
          amount: money(amount > 0n ? amount : 1n),
        });
        expect(response.statusCode, response.body).toBe(fits ? 200 : 422);
        if (fits) {
          const { id } = response.json<{ id: number }>();
          this.settlements.push({
            path: `${this.pathOf(credit)}/allocations/${id}`,
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
        const more = BigInt(step.more);
        // The invoice takes what it has outstanding, the rest stays on account.
        const paid = amount + more < this.outstanding(invoice) ? amount + more : this.outstanding(invoice);
        const kept = amount + more - paid;
        const response = await this.api.post(this.side.payments, {
          ...this.side.payment({
            partyId: invoice.partyId,
            documentId: invoice.id,
            amount: money(amount + more > 0n ? amount + more : 1n),
          }),
          ...this.bankFor(invoice.currency, step.euroAccount),
          currency: invoice.currency,
          ...(more > 0n ? { onAccount: true } : {}),
        });
        const taken = amount + more > 0n && !this.writtenOff.has(invoice.id);
        expect(response.statusCode, response.body).toBe(taken ? 200 : 422);
        if (taken) {
          const { id, onAccountAmount } = response.json<{ id: number; onAccountAmount?: string }>();
          expect(onAccountAmount === undefined ? 0n : cents(onAccountAmount), 'money left on account').toBe(kept);
          const { partyId, currency } = invoice;
          const leaves: Document | undefined =
            kept > 0n ? { kind: 'payment', id, partyId, currency, total: kept, tax: 0n } : undefined;
          if (leaves) this.documents.push(leaves);
          const takes = new Map(paid > 0n ? [[invoice.id, paid]] : []);
          this.settlements.push({ path: `${this.side.payments}/${id}`, takes, ...(leaves ? { leaves } : {}) });
        }
        return;
      }
      case 'refund': {
        const credit = pick(this.credits(), step.credit);
        if (!credit) return;
        const amount = (this.outstanding(credit) * BigInt(step.share) + 99n) / 100n;
        const { [this.side.creditField]: creditId, ...body } = this.side.refund({
          partyId: credit.partyId,
          creditId: credit.id,
          amount: money(amount > 0n ? amount : 1n),
        }) as Record<string, unknown>;
        const response = await this.api.post(this.side.refunds, {
          ...body,
          ...(credit.kind === 'payment' ? { paymentId: credit.id } : { [this.side.creditField]: creditId }),
          ...this.bankFor(credit.currency, step.euroAccount),
          currency: credit.currency,
        });
        expect(response.statusCode, response.body).toBe(amount > 0n ? 200 : 422);
        if (amount > 0n) {
          const { id } = response.json<{ id: number }>();
          this.settlements.push({ path: `${this.side.refunds}/${id}`, takes: new Map([[credit.id, amount]]) });
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
        // A payment whose money on account was allocated or refunded stays until those go; what
        // settled a written-off invoice stays until the write-off is undone.
        const { leaves } = settlement;
        const held = leaves !== undefined && this.taken(leaves.id) > 0n;
        const isWriteOff = settlement.writesOff !== undefined;
        const writtenOff = !isWriteOff && [...settlement.takes.keys()].some((id) => this.writtenOff.has(id));
        expect(response.statusCode, response.body).toBe(held || writtenOff ? 409 : 200);
        if (held || writtenOff) return;
        this.settlements = this.settlements.filter((other) => other !== settlement);
        this.documents = this.documents.filter((document) => document !== leaves);
        if (isWriteOff) this.writtenOff.delete(settlement.writesOff as number);
        return;
      }
      case 'writeOff': {
        const invoice = pick(this.of('invoice'), step.invoice);
        if (!this.side.writesOff || !invoice) return;
        const outstanding = this.outstanding(invoice);
        // Due on 28 February: more than six months past due on 1 September, not on 1 March.
        const date = step.relief ? '2026-09-01' : '2026-03-01';
        const response = await this.api.post(`/invoices/${invoice.id}/writeOff`, { date });
        const status = this.writtenOff.has(invoice.id) ? 409 : outstanding > 0n ? 200 : 422;
        expect(response.statusCode, response.body).toBe(status);
        if (status !== 200) return;
        // With relief, the VAT fraction of what is outstanding, outstanding × VAT / total, rounded half up.
        const fraction = (2n * outstanding * invoice.tax + invoice.total) / (2n * invoice.total);
        const { vatReclaimed } = response.json<{ vatReclaimed: string }>();
        expect(cents(vatReclaimed), response.body).toBe(step.relief ? fraction : 0n);
        this.writtenOff.add(invoice.id);
        this.settlements.push({
          path: `/invoices/${invoice.id}/writeOff`,
          takes: new Map([[invoice.id, outstanding]]),
          writesOff: invoice.id,
        });
      }
    }
  }

  async check(): Promise<void> {
    const owed = new Map<string, bigint>();
    const onAccount = new Map<string, bigint>();
    for (const document of this.documents) {
      const path = this.pathOf(document);
      const shown = (await this.api.get(path)).json<{ outstandingAmount?: string; unallocatedAmount?: string }>();
      const outstanding = cents(
        (document.kind === 'payment' ? shown.unallocatedAmount : shown.outstandingAmount) ?? '',
      );
      expect(outstanding, path).toBe(this.outstanding(document));
      expect(outstanding >= 0n && outstanding <= document.total, path).toBe(true);
      const key = `${document.partyId} ${document.currency}`;
      owed.set(key, (owed.get(key) ?? 0n) + (document.kind === 'invoice' ? outstanding : -outstanding));
      if (document.kind === 'payment') onAccount.set(key, (onAccount.get(key) ?? 0n) + outstanding);
    }
    const debtors = new Map<string, bigint>();
    for (const partyId of this.parties) {
      const balances = (await this.api.get(`/${this.side.parties}/${partyId}/balance`)).json<
        { currency: string; outstanding: string; onAccount: string }[]
      >();
      for (const currency of CURRENCIES) {
        const shown = balances.find((balance) => balance.currency === currency);
        const expected = owed.get(`${partyId} ${currency}`) ?? 0n;
        expect(shown ? cents(shown.outstanding) : 0n, `party ${partyId} ${currency}`).toBe(expected);
        expect(shown ? cents(shown.onAccount) : 0n, `party ${partyId} ${currency} on account`).toBe(
          onAccount.get(`${partyId} ${currency}`) ?? 0n,
        );
        debtors.set(currency, (debtors.get(currency) ?? 0n) + expected);
      }
    }
    const trial = (await this.api.get('/reports/trialBalance?date=2026-12-31')).json<{
      lines: { code: string; currency: string; debit: string; credit: string }[];
    }>();
    for (const currency of CURRENCIES) {
      const line = trial.lines.find(
        (candidate) => candidate.code === this.side.control && candidate.currency === currency,
      );
      const balance = line ? cents(line.debit) - cents(line.credit) : 0n;
      expect(this.side.owedSign * balance, `the control account in ${currency}`).toBe(debtors.get(currency));
    }
    const base = (await this.api.get('/reports/trialBalance?date=2026-12-31&currency=base')).json<{
      lines: { code: string; debit: string; credit: string }[];
    }>();
    const control = base.lines.find((line) => line.code === this.side.control);
    const aged = (await this.api.get(`${this.side.aged}?date=2026-12-31`)).json<{
      totals: { total: string };
      revaluation: string;
    }>();
    expect(cents(aged.totals.total) + cents(aged.revaluation), 'aged balances in pounds').toBe(
      this.side.owedSign * (control ? cents(control.debit) - cents(control.credit) : 0n),
    );
  }
}

/** What each kind of document is settled by, named here apart from the code under test. */
const SETTLED_BY = {
  invoices: [
    'client_payment_allocations.document_id',
    'credit_note_allocations.document_id',
    'invoice_write_offs.document_id',
  ],
  credit_notes: ['credit_note_allocations.credit_id', 'client_refunds.credit_id'],
  bills: ['supplier_payment_allocations.document_id', 'supplier_credit_allocations.document_id'],
  supplier_credits: ['supplier_credit_allocations.credit_id', 'supplier_refunds.credit_id'],
};

/** What takes from each kind of payment's money on account, likewise. */
const TAKEN_FROM_ON_ACCOUNT = {
  client_payments: ['credit_note_allocations.payment_id', 'client_refunds.payment_id'],
  supplier_payments: ['supplier_credit_allocations.payment_id', 'supplier_refunds.payment_id'],
};

/**
 * The documents whose kept allocated amount, and the payments whose kept amount taken from their
 * money on account, differ from the sum of their settlements.
 */
async function allocatedApartFromSettlements() {
  const apart: unknown[] = [];
  const kept = [
    ...Object.entries(SETTLED_BY).map(([table, settledBy]) => ({ table, column: 'allocated_amount', settledBy })),
    ...Object.entries(TAKEN_FROM_ON_ACCOUNT).map(([table, settledBy]) => ({
      table,
      column: 'on_account_allocated_amount',
      settledBy,
    })),
  ];
  for (const { table: documents, column: allocated, settledBy } of kept) {
    const sums = settledBy.map((settlement) => {
      const [table, column] = settlement.split('.') as [string, string];
      return sql`coalesce((select sum(s.amount) from ${sql.table(table)} s
        where s.company_id = d.company_id and ${sql.ref(`s.${column}`)} = d.id), 0)`;
    });
    const { rows } = await sql`select ${sql.lit(documents)} as kind, d.id, ${sql.ref(`d.${allocated}`)} as allocated
      from ${sql.table(documents)} d
      where ${sql.ref(`d.${allocated}`)} <> ${sql.join(sums, sql` + `)}`.execute(t.db);
    apart.push(...rows);
  }
  return apart;
}

describe('credit notes, money on account, allocations, payments and refunds', () => {
  it.each([
    ['clients', CLIENTS],
    ['suppliers', SUPPLIERS],
  ] as const)(
    'of %s never take more than a document holds, and keep each party’s balance, the control account and the aged balances equal',
    async (_name, side) => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 30 }), async (operations) => {
          const books = new Books(apiClient(t.app, await createTenant(t.db)), side);
          await books.open();
          for (const step of operations) await books.apply(step);
          await books.check();
          expect(await allocatedApartFromSettlements()).toEqual([]);
        }),
        { numRuns: 60 },
      );
    },
    240_000,
  );
});
