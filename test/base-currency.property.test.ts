import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Bill,
  createBank,
  createClient,
  createSupplier,
  type Invoice,
  newCompany,
  type TrialBalance,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';

/*
 * Random sequences of foreign and base-currency invoices and bills, client and supplier payments (in part
 * or in full, into and out of banks of any currency) and deletes of them, transfers between currencies, and
 * EUR and USD rates, run in two GBP companies alike: one that receives the rates (at random points, dated
 * before or after the records they value) and one that never has a rate. After every step (1) the base
 * trial balance of each balances exactly, with 7800 at zero, (2) their trial balances per currency are the
 * same, line for line, and (3) whenever nothing is unvalued in the rated company, its trade debtors and
 * creditors in base are what the documents have outstanding at their own rates (contract rule 3), worked
 * out here from the totals, rates and payment shares. At the end the rated company gets a rate for each
 * currency dated before every record: nothing is left unvalued, every document has the rate it was given
 * or the company's of its date, and (3) holds.
 */

type Currency = 'GBP' | 'EUR' | 'USD';
type Foreign = Exclude<Currency, 'GBP'>;
type Kind = 'invoice' | 'bill';
/** An invoice or bill with the rate it is valued at, when it has one. */
type ValuedDocument = (Invoice | Bill) & { exchangeRate?: number };

/** A trial balance; with currency=base, also its currency and the transactions without a base value. */
type TrialBalanceReport = TrialBalance & {
  currency?: string;
  unvalued?: { transactionId: number; date: string; source: { type: string; id: number } }[];
};

interface ClientPayment {
  invoiceIds: number[];
  amountReceivedInBank: string;
}

interface SupplierPayment {
  billIds: number[];
  amountPaidFromBank: string;
}

interface LineSpec {
  quantity: number;
  cents: number;
  taxed: boolean;
}

type Step =
  | { kind: Kind; currency: Currency; day: number; lines: LineSpec[]; rate: number | null }
  | {
      kind: 'clientPayment' | 'supplierPayment';
      picks: [number, number | null];
      bank: Currency;
      full: boolean;
      /** Thousandths of what is outstanding paid by a partial payment. */
      share: number;
      daysAfter: number;
      rate: number;
    }
  | { kind: 'deletePayment'; pick: number }
  | { kind: 'transfer'; between: [Currency, Currency]; cents: number; day: number; rate: number }
  | { kind: 'rate'; currency: Foreign; day: number; rate: number };

type PaymentStep = Extract<Step, { kind: 'clientPayment' | 'supplierPayment' }>;

interface ModelPayment {
  kind: 'client' | 'supplier';
  /** The id of the payment in each company. */
  ids: { rated: number; plain: number };
}

interface ModelDocument {
  kind: Kind;
  currency: Currency;
  /** The issue date, in days from 2026-01-01. */
  day: number;
  total: bigint;
  /** The id of the document in each company. */
  ids: { rated: number; plain: number };
  /** The rate the rated company's document should have: the one given, else the company's (when it has one). */
  rate: number | undefined;
  /** What each standing payment allocated to it, in the order the payments were made. */
  shares: { payment: ModelPayment; amount: bigint }[];
}

interface CompanyRate {
  currency: Foreign;
  date: string;
  rate: number;
}

/** One company's records: its API, parties and banks, and its ledger codes of the banks. */
interface Company {
  api: Api;
  clientId: number;
  supplierId: number;
  banks: Record<Currency, number>;
  /** The bank accounts' ledger codes, named by currency, so that two companies' books compare. */
  bankCodes: Map<string, string>;
}

interface Books {
  rated: Company;
  plain: Company;
  documents: ModelDocument[];
  payments: ModelPayment[];
  /** The rates of the rated company. */
  rates: CompanyRate[];
}

const CURRENCIES: Currency[] = ['GBP', 'EUR', 'USD'];
/** A date before every record of a sequence: the rated company's last rates are dated on it. */
const BEFORE_EVERY_RECORD = '2025-12-31';

const dateOf = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
const money = (amount: bigint) => `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
const paidOf = (document: ModelDocument) => document.shares.reduce((sum, share) => sum + share.amount, 0n);
const outstandingOf = (document: ModelDocument) => document.total - paidOf(document);

/** A value for a message, with its bigints written as digits. */
const show = (value: unknown) =>
  JSON.stringify(value, (_key, field) => (typeof field === 'bigint' ? field.toString() : field));

/** Money of a response, in cents. */
function cents(text: string): bigint {
  expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
  return BigInt(text.replaceAll(',', '').replace('.', ''));
}

/** n / d rounded to an integer, halves away from zero (d > 0). */
function roundDivide(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  if (2n * (remainder < 0n ? -remainder : remainder) >= d) return quotient + (n < 0n ? -1n : 1n);
  return quotient;
}

/** An amount at a rate as the API writes it (a decimal number), rounded half away from zero to the penny. */
function atRate(amount: bigint, rate: number): bigint {
  expect(String(rate)).toMatch(/^\d+(\.\d+)?$/);
  const [whole, fraction = ''] = String(rate).split('.');
  return roundDivide(amount * BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length));
}

/**
 * Rule 3: what a document still holds in base at its rate. It is worth round(total × rate); a share that
 * leaves something owed clears round(share × rate), and the share that completes it clears what is left.
 */
function outstandingValue(document: ModelDocument): bigint {
  const { currency, rate, total } = document;
  if (currency === 'GBP') return outstandingOf(document);
  expect(rate, `no rate for a valued document: ${show(document)}`).toBeDefined();
  if (rate === undefined) return 0n;
  const value = atRate(total, rate);
  let paid = 0n;
  let cleared = 0n;
  for (const { amount } of document.shares) {
    paid += amount;
    cleared += paid === total ? value - cleared : atRate(amount, rate);
  }
  return value - cleared;
}

/** The rate of the rated company for the currency on the date: the latest on or before it. */
function companyRate(books: Books, currency: Currency, date: string): number | undefined {
  const known = books.rates.filter((rate) => rate.currency === currency && rate.date <= date);
  return known.sort((a, b) => a.date.localeCompare(b.date)).at(-1)?.rate;
}

/** Asserts that both companies gave the same answer, 200 or a 422 the API may refuse a step with, never a 500. */
function sameAnswer(rated: LightMyRequestResponse, plain: LightMyRequestResponse, step: Step): boolean {
  const context = `${JSON.stringify(step)} -> ${rated.body} / ${plain.body}`;
  expect([200, 422], context).toContain(rated.statusCode);
  expect(plain.statusCode, context).toBe(rated.statusCode);
  return rated.statusCode === 200;
}

type Role = 'rated' | 'plain';

/** The same request to both companies, in order. */
async function both(books: Books, send: (company: Company, role: Role) => Promise<LightMyRequestResponse>) {
  return { rated: await send(books.rated, 'rated'), plain: await send(books.plain, 'plain') };
}

async function createDocument(books: Books, step: Extract<Step, { kind: Kind }>) {
  const issueDate = dateOf(step.day);
  const lines = step.lines.map((line) => {
    const price = money(BigInt(line.cents));
    const common = { quantity: line.quantity, vatRate: line.taxed ? 0.2 : 0 };
    if (step.kind === 'invoice') return { ...common, rate: price };
    return { ...common, unitPrice: price, categoryCode: line.cents % 2 === 0 ? '5100' : '7900' };
  });
  const common = {
    currency: step.currency,
    issueDate,
    dueDate: dateOf(step.day + 30),
    ...(step.rate === null ? {} : { exchangeRate: step.rate }),
  };
  const { rated, plain } = await both(books, (company) =>
    step.kind === 'invoice'
      ? company.api.post('/invoices', { ...common, clientId: company.clientId, draft: false, invoiceLines: lines })
      : company.api.post('/bills', { ...common, supplierId: company.supplierId, billLines: lines }),
  );
  if (!sameAnswer(rated, plain, step)) return;
  const [one, other] = [rated.json<ValuedDocument>(), plain.json<ValuedDocument>()];
  expect(one.totalAmount).toBe(other.totalAmount);
  const rate = step.currency === 'GBP' ? undefined : (step.rate ?? companyRate(books, step.currency, issueDate));
  expect(one.exchangeRate).toBe(rate);
  expect(other.exchangeRate).toBe(step.rate ?? undefined);
  books.documents.push({
    kind: step.kind,
    currency: step.currency,
    day: step.day,
    total: cents(one.totalAmount),
    ids: { rated: one.id, plain: other.id },
    rate,
    shares: [],
  });
}

/** The open documents a payment step names: one, or two of the same currency for a payment in full. */
function documentsPaid(books: Books, step: PaymentStep) {
  const kind: Kind = step.kind === 'clientPayment' ? 'invoice' : 'bill';
  const open = books.documents.filter((document) => document.kind === kind && outstandingOf(document) > 0n);
  const first = open[step.picks[0] % Math.max(open.length, 1)];
  if (!first) return [];
  const others = open.filter((document) => document !== first && document.currency === first.currency);
  const second = step.full && step.picks[1] !== null ? others[step.picks[1] % Math.max(others.length, 1)] : undefined;
  return second ? [first, second] : [first];
}

async function pay(books: Books, step: PaymentStep) {
  const documents = documentsPaid(books, step);
  const [first] = documents;
  if (!first) return;
  const owed = outstandingOf(first);
  const amount =
    step.full || owed === 1n
      ? documents.reduce((sum, document) => sum + outstandingOf(document), 0n)
      : 1n + ((owed - 1n) * BigInt(step.share)) / 1000n;
  // On or after the issue date of every document paid.
  const date = dateOf(Math.max(...documents.map((document) => document.day)) + step.daysAfter);
  const common = {
    currency: first.currency,
    amount: money(amount),
    ...(step.bank === first.currency ? {} : { exchangeRate: step.rate }),
  };
  const ids = (role: Role) => documents.map((document) => document.ids[role]);
  const { rated, plain } = await both(books, (company, role) =>
    step.kind === 'clientPayment'
      ? company.api.post('/clientPayments', {
          ...common,
          clientId: company.clientId,
          bankAccountId: company.banks[step.bank],
          dateReceived: date,
          invoiceIds: ids(role),
        })
      : company.api.post('/supplierPayments', {
          ...common,
          supplierId: company.supplierId,
          bankAccountId: company.banks[step.bank],
          datePaid: date,
          billIds: ids(role),
        }),
  );
  if (!sameAnswer(rated, plain, step)) return;
  if (step.kind === 'clientPayment') {
    const [one, other] = [rated.json<ClientPayment>(), plain.json<ClientPayment>()];
    expect(one.amountReceivedInBank).toBe(other.amountReceivedInBank);
    expect([...one.invoiceIds].sort()).toEqual([...ids('rated')].sort());
  } else {
    const [one, other] = [rated.json<SupplierPayment>(), plain.json<SupplierPayment>()];
    expect(one.amountPaidFromBank).toBe(other.amountPaidFromBank);
    expect([...one.billIds].sort()).toEqual([...ids('rated')].sort());
  }
  const payment: ModelPayment = {
    kind: step.kind === 'clientPayment' ? 'client' : 'supplier',
    ids: { rated: rated.json<{ id: number }>().id, plain: plain.json<{ id: number }>().id },
  };
  books.payments.push(payment);
  // A full payment pays each document what it owes; a partial one pays only one document.
  if (documents.length === 1) first.shares.push({ payment, amount });
  else for (const document of documents) document.shares.push({ payment, amount: outstandingOf(document) });
}

async function deletePayment(books: Books, step: Extract<Step, { kind: 'deletePayment' }>) {
  const payment = books.payments[step.pick % Math.max(books.payments.length, 1)];
  if (!payment) return;
  const { rated, plain } = await both(books, (company, role) =>
    company.api.delete(`/${payment.kind}Payments/${payment.ids[role]}`),
  );
  expect(rated.statusCode, rated.body).toBe(200);
  expect(plain.statusCode, plain.body).toBe(200);
  books.payments = books.payments.filter((candidate) => candidate !== payment);
  for (const document of books.documents) {
    document.shares = document.shares.filter((share) => share.payment !== payment);
  }
}

async function transfer(books: Books, step: Extract<Step, { kind: 'transfer' }>) {
  const { rated, plain } = await both(books, (company) =>
    company.api.post('/bankTransfers', {
      fromBankAccountId: company.banks[step.between[0]],
      toBankAccountId: company.banks[step.between[1]],
      amount: money(BigInt(step.cents)),
      dateTransferred: dateOf(step.day),
      exchangeRate: step.rate,
    }),
  );
  if (!sameAnswer(rated, plain, step)) return;
  const received = (response: LightMyRequestResponse) => response.json<{ amountReceivedInBank: string }>();
  expect(received(rated).amountReceivedInBank).toBe(received(plain).amountReceivedInBank);
}

/**
 * A rate for the rated company; one already known for the currency and date is refused. It values each
 * document that had no rate and is dated on or after it, at the rate of the document's date.
 */
async function postRate(books: Books, currency: Foreign, date: string, rate: number) {
  const response = await books.rated.api.post('/exchangeRates', { currency, date, rate });
  const duplicate = books.rates.some((known) => known.currency === currency && known.date === date);
  expect(response.statusCode, `${currency} ${date} ${rate}: ${response.body}`).toBe(duplicate ? 409 : 200);
  if (duplicate) return;
  books.rates.push({ currency, date, rate });
  for (const document of books.documents) {
    const issueDate = dateOf(document.day);
    if (document.currency !== currency || document.rate !== undefined || issueDate < date) continue;
    document.rate = companyRate(books, currency, issueDate);
  }
}

async function apply(books: Books, step: Step): Promise<void> {
  switch (step.kind) {
    case 'invoice':
    case 'bill':
      return createDocument(books, step);
    case 'clientPayment':
    case 'supplierPayment':
      return pay(books, step);
    case 'deletePayment':
      return deletePayment(books, step);
    case 'transfer':
      return transfer(books, step);
    case 'rate':
      return postRate(books, step.currency, dateOf(step.day), step.rate);
  }
}

/**
 * The base trial balance, which (1) balances exactly whatever is still unvalued, and in which 7800 nets to
 * zero (its base values are what the movements exchanged, and the gains and losses go to 7810).
 */
async function baseTrialBalance(company: Company, context: string) {
  const response = await company.api.get('/reports/trialBalance?currency=base&date=2099-12-31');
  expect(response.statusCode, response.body).toBe(200);
  const report = response.json<TrialBalanceReport>();
  const lines = `${context}: ${show(report)}`;
  expect(report.currency).toBe('GBP');
  for (const line of report.lines) expect(line.currency).toBe('GBP');
  expect(report.totals.length, lines).toBeLessThanOrEqual(1);
  for (const total of report.totals) {
    expect(total.currency).toBe('GBP');
    expect(total.debit, lines).toBe(total.credit);
  }
  expect(
    report.lines.map((line) => line.code),
    lines,
  ).not.toContain('7800');
  return report;
}

/** The trial balance per currency, with the banks' codes named by currency. */
async function perCurrency(company: Company) {
  const response = await company.api.get('/reports/trialBalance?date=2099-12-31');
  expect(response.statusCode, response.body).toBe(200);
  const report = response.json<TrialBalanceReport>();
  expect(report).not.toHaveProperty('unvalued');
  return {
    lines: report.lines.map((line) => [
      company.bankCodes.get(line.code) ?? line.code,
      line.currency,
      line.debit,
      line.credit,
    ]),
    totals: report.totals,
  };
}

/**
 * (3) With every transaction valued, trade debtors (1200) and trade creditors (2100) hold in base what the
 * documents have outstanding at their own rates; an account at zero has no line.
 */
function checkDebtorsAndCreditors(books: Books, report: TrialBalanceReport, context: string): void {
  const lines = `${context}: ${show(report.lines.map((line) => [line.code, line.debit, line.credit]))}`;
  const balance = (code: string) =>
    report.lines
      .filter((line) => line.code === code)
      .reduce((sum, line) => sum + cents(line.debit) - cents(line.credit), 0n);
  const outstanding = (kind: Kind) =>
    books.documents
      .filter((document) => document.kind === kind)
      .reduce((sum, document) => sum + outstandingValue(document), 0n);
  expect(balance('1200'), `1200 at ${lines}`).toBe(outstanding('invoice'));
  expect(-balance('2100'), `2100 at ${lines}`).toBe(outstanding('bill'));
  for (const code of ['1200', '2100']) {
    expect(report.lines.some((line) => line.code === code)).toBe(balance(code) !== 0n);
  }
}

async function checkBooks(books: Books, context: string): Promise<void> {
  const based = await baseTrialBalance(books.rated, context);
  await baseTrialBalance(books.plain, context);
  if (based.unvalued?.length === 0) checkDebtorsAndCreditors(books, based, context);
  // (2) Valuation leaves the books per currency as they are, and adds no line to them.
  const rated = await perCurrency(books.rated);
  expect(rated, context).toEqual(await perCurrency(books.plain));
  expect(rated.lines.map(([code]) => code)).not.toContain('7810');
  expect(rated.lines.map(([code]) => code)).not.toContain('7820');
}

/**
 * The documents of one kind as both companies answer them: what each has outstanding, as the model has it,
 * and in the rated company the rate the model gives it.
 */
async function checkDocuments(books: Books, kind: Kind): Promise<void> {
  const [rated, plain] = [await books.rated.api.get(`/${kind}s`), await books.plain.api.get(`/${kind}s`)];
  const byId = (response: LightMyRequestResponse) =>
    new Map(response.json<ValuedDocument[]>().map((document) => [document.id, document]));
  const [one, other] = [byId(rated), byId(plain)];
  const model = books.documents.filter((document) => document.kind === kind);
  expect(one.size).toBe(model.length);
  for (const document of model) {
    const answered = one.get(document.ids.rated) as ValuedDocument;
    expect(cents(answered.outstandingAmount)).toBe(outstandingOf(document));
    expect(other.get(document.ids.plain)?.outstandingAmount).toBe(answered.outstandingAmount);
    expect(answered.exchangeRate, show(document)).toBe(document.rate);
  }
}

const currencyArb = fc.constantFrom<Currency>(...CURRENCIES);
/** Units of GBP per unit of the currency, with up to 4 decimals, from 0.5 to 1.5. */
const rateArb = fc.integer({ min: 5_000, max: 15_000 }).map((tenThousandths) => tenThousandths / 10_000);
const lineArb: fc.Arbitrary<LineSpec> = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  cents: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 100_000 })),
  taxed: fc.boolean(),
});
const documentArb = (kind: Kind): fc.Arbitrary<Step> =>
  fc
    .record({
      kind: fc.constant(kind),
      currency: currencyArb,
      day: fc.integer({ min: 0, max: 120 }),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 2 }),
      rate: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: rateArb }),
    })
    .map((step) => (step.currency === 'GBP' ? { ...step, rate: null } : step));
const paymentArb = (kind: 'clientPayment' | 'supplierPayment'): fc.Arbitrary<Step> =>
  fc.record({
    kind: fc.constant(kind),
    picks: fc.tuple(fc.nat({ max: 20 }), fc.option(fc.nat({ max: 20 }), { nil: null })),
    bank: currencyArb,
    full: fc.boolean(),
    share: fc.integer({ min: 1, max: 999 }),
    daysAfter: fc.integer({ min: 0, max: 40 }),
    rate: rateArb,
  });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: documentArb('invoice') },
  { weight: 3, arbitrary: documentArb('bill') },
  { weight: 4, arbitrary: paymentArb('clientPayment') },
  { weight: 4, arbitrary: paymentArb('supplierPayment') },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deletePayment' as const), pick: fc.nat({ max: 20 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      between: fc.constantFrom<[Currency, Currency]>(
        ...CURRENCIES.flatMap((from) =>
          CURRENCIES.filter((to) => to !== from).map((to): [Currency, Currency] => [from, to]),
        ),
      ),
      cents: fc.integer({ min: 1, max: 200_000 }),
      day: fc.integer({ min: 0, max: 160 }),
      rate: rateArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      currency: fc.constantFrom<Foreign>('EUR', 'USD'),
      day: fc.integer({ min: 0, max: 160 }),
      rate: rateArb,
    }),
  },
);
const stepsArb = fc.array(stepArb, { minLength: 6, maxLength: 14 });

/**
 * The shortest sequence the property has failed on (shrunk by fast-check), run before the random ones. An
 * invoice of EUR 0.02 at 0.5 is worth 0.01; a first payment of EUR 0.01 clears round(0.005) = 0.01, a second
 * one of EUR 0.01 completes it and clears what is left, 0.00. Once the first is deleted the second no longer
 * completes the invoice, so by rule 3 it clears round(0.005) = 0.01 and 1200 is at 0.00 in base, as it is in a
 * company that made only that payment; the books keep the 0.00 it cleared as the completing payment, and show
 * 1200 at 0.01 debit (and a gain of 0.01 on 7810). The same with EUR 20.20 at 0.85 (worth 17.17) paid
 * 10.10 + 10.10: after the delete 1200 is 8.59 instead of 17.17 − round(10.10 × 0.85 = 8.585) = 8.58.
 */
const DELETED_FIRST_PAYMENT: Step[] = [
  { kind: 'invoice', currency: 'EUR', day: 0, lines: [{ quantity: 1, cents: 2, taxed: false }], rate: 0.5 },
  { kind: 'clientPayment', picks: [0, null], bank: 'GBP', full: false, share: 1, daysAfter: 0, rate: 0.5 },
  { kind: 'clientPayment', picks: [0, null], bank: 'GBP', full: true, share: 1, daysAfter: 0, rate: 0.5 },
  { kind: 'deletePayment', pick: 0 },
];

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newCompanyBooks(): Promise<Company> {
  const api = await newCompany(t);
  const client = await createClient(api);
  const supplier = await createSupplier(api);
  const banks = { GBP: await createBank(api), EUR: await createBank(api, 'EUR'), USD: await createBank(api, 'USD') };
  return {
    api,
    clientId: client.id,
    supplierId: supplier.id,
    banks: { GBP: banks.GBP.id, EUR: banks.EUR.id, USD: banks.USD.id },
    bankCodes: new Map(CURRENCIES.map((currency) => [banks[currency].ledgerAccountCode, `bank ${currency}`])),
  };
}

describe('base-currency valuation over random sequences', () => {
  it('balances the base books, leaves the books per currency as they are, and values debtors and creditors at the documents’ rates', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb, async (steps) => {
        const books: Books = {
          rated: await newCompanyBooks(),
          plain: await newCompanyBooks(),
          documents: [],
          payments: [],
          rates: [],
        };
        for (const [index, step] of steps.entries()) {
          await apply(books, step);
          await checkBooks(books, `step ${index} ${JSON.stringify(step)}`);
        }
        // Rates before every record leave nothing unvalued, so that (3) is checked at the end of every run.
        await postRate(books, 'EUR', BEFORE_EVERY_RECORD, 0.8642);
        await postRate(books, 'USD', BEFORE_EVERY_RECORD, 0.7531);
        const context = 'after the early rates';
        expect((await baseTrialBalance(books.rated, context)).unvalued).toEqual([]);
        await checkBooks(books, context);
        for (const kind of ['invoice', 'bill'] as const) await checkDocuments(books, kind);
      }),
      { numRuns: 25, examples: [[DELETED_FIRST_PAYMENT]] },
    );
  }, 120_000);
});
