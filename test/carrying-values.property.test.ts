import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBank, createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * Random sequences of transfers between a GBP and a USD bank (either way, at random rates), and client and
 * supplier payments into and out of the USD bank (kept on account), dated on random days of one week and
 * so often backdated, with random edits of transfers and deletes of both. After every step, at the end of
 * every day of the week, what the USD bank holds in dollars and what that is worth in pounds never have
 * opposite signs, and no dollars are worth nothing but nothing: the dollars that leave take their share of
 * what the earlier movements brought, whatever order the movements were written in.
 */

const DAYS = ['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-04', '2025-10-05', '2025-10-06'];

/** Amounts in cents, small and few, so that a movement often empties the account or brings it back to zero. */
const CENTS = [1, 999, 25_000, 50_000, 99_999, 100_000, 150_000];

type Operation =
  | { kind: 'transfer'; into: boolean; day: number; cents: number; rate: number }
  | { kind: 'payment'; client: boolean; day: number; cents: number }
  | { kind: 'editTransfer'; pick: number; day: number; cents: number; rate: number }
  | { kind: 'deleteTransfer'; pick: number }
  | { kind: 'deletePayment'; pick: number };

interface Books {
  api: Api;
  pounds: number;
  dollars: { id: number; code: string };
  clientId: number;
  supplierId: number;
  transfers: { id: number; into: boolean }[];
  payments: { id: number; client: boolean }[];
}

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const picked = <T>(items: T[], pick: number) => (items.length === 0 ? undefined : items[pick % items.length]);

function transferBody(books: Books, into: boolean, day: number, cents: number, rate: number) {
  const [from, to] = into ? [books.pounds, books.dollars.id] : [books.dollars.id, books.pounds];
  const date = DAYS[day] as string;
  return {
    fromBankAccountId: from,
    toBankAccountId: to,
    amount: money(cents),
    exchangeRate: rate,
    dateTransferred: date,
  };
}

async function apply(books: Books, operation: Operation): Promise<void> {
  const { api } = books;
  switch (operation.kind) {
    case 'transfer': {
      const { into, day, cents, rate } = operation;
      const { id } = ok<{ id: number }>(await api.post('/bankTransfers', transferBody(books, into, day, cents, rate)));
      books.transfers.push({ id, into });
      return;
    }
    case 'payment': {
      const { client, day, cents } = operation;
      const common = { currency: 'USD', amount: money(cents), bankAccountId: books.dollars.id, onAccount: true };
      const path = client ? '/clientPayments' : '/supplierPayments';
      const body = client
        ? { ...common, clientId: books.clientId, dateReceived: DAYS[day], invoiceIds: [] }
        : { ...common, supplierId: books.supplierId, datePaid: DAYS[day], billIds: [] };
      books.payments.push({ id: ok<{ id: number }>(await api.post(path, body)).id, client });
      return;
    }
    case 'editTransfer': {
      const transfer = picked(books.transfers, operation.pick);
      if (!transfer) return;
      const { day, cents, rate } = operation;
      ok(await api.put(`/bankTransfers/${transfer.id}`, transferBody(books, transfer.into, day, cents, rate)));
      return;
    }
    case 'deleteTransfer': {
      const transfer = picked(books.transfers, operation.pick);
      if (!transfer) return;
      ok(await api.delete(`/bankTransfers/${transfer.id}`));
      books.transfers = books.transfers.filter((other) => other !== transfer);
      return;
    }
    case 'deletePayment': {
      const payment = picked(books.payments, operation.pick);
      if (!payment) return;
      ok(await api.delete(`${payment.client ? '/clientPayments' : '/supplierPayments'}/${payment.id}`));
      books.payments = books.payments.filter((other) => other !== payment);
      return;
    }
  }
}

/** The USD bank's balance at the end of the day, in cents: in dollars, and in pounds in the books. */
async function holding(books: Books, date: string) {
  const lineOf = async (query: string) => {
    const report = ok<{ lines: { code: string; debit: string; credit: string }[] }>(
      await books.api.get(`/reports/trialBalance?date=${date}${query}`),
    );
    const line = report.lines.find((candidate) => candidate.code === books.dollars.code);
    const cents = (text: string) => BigInt(text.replaceAll(',', '').replace('.', ''));
    return line ? cents(line.debit) - cents(line.credit) : 0n;
  };
  return { dollars: await lineOf(''), pounds: await lineOf('&currency=base') };
}

const sign = (value: bigint) => (value > 0n ? 1 : value < 0n ? -1 : 0);

const dayArb = fc.nat({ max: DAYS.length - 1 });
const centsArb = fc.constantFrom(...CENTS);
const rateArb = fc.constantFrom(0.5, 0.8, 1.1111, 1.25, 2);
const pickArb = fc.nat({ max: 20 });

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      into: fc.boolean(),
      day: dayArb,
      cents: centsArb,
      rate: rateArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('payment' as const), client: fc.boolean(), day: dayArb, cents: centsArb }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('editTransfer' as const),
      pick: pickArb,
      day: dayArb,
      cents: centsArb,
      rate: rateArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteTransfer' as const), pick: pickArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deletePayment' as const), pick: pickArb }) },
);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newBooks(): Promise<Books> {
  const api = await newCompany(t);
  // A rate for every day, for the dollars that arrive from a client (or go past zero to a supplier).
  for (const [index, date] of DAYS.entries()) {
    ok(await api.post('/exchangeRates', { currency: 'USD', date, rate: [0.8, 0.75, 0.82][index % 3] }));
  }
  const dollars = await createBank(api, 'USD');
  return {
    api,
    pounds: (await createBank(api)).id,
    dollars: { id: dollars.id, code: dollars.ledgerAccountCode },
    clientId: (await createClient(api)).id,
    supplierId: (await createSupplier(api)).id,
    transfers: [],
    payments: [],
  };
}

describe('a foreign bank account over random backdated movements', () => {
  it('never holds dollars worth pounds of the opposite sign, nor pounds without dollars', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArb, { minLength: 4, maxLength: 12 }), async (operations) => {
        const books = await newBooks();
        for (const [index, operation] of operations.entries()) {
          await apply(books, operation);
          for (const date of DAYS) {
            const { dollars, pounds } = await holding(books, date);
            const step = `step ${index} ${JSON.stringify(operation)} on ${date}: USD ${dollars}, GBP ${pounds}`;
            expect(sign(pounds) === sign(dollars) || (pounds === 0n && dollars !== 0n), step).toBe(true);
          }
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
