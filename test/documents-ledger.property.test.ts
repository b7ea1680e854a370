import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, at, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { MISSING_ID, unique } from './problem.js';

/*
 * Random sequences of invoice and bill writes through the HTTP layer, valid and invalid, each followed by a
 * comparison of the books with a model: every document's amounts, the ledger accounts that the documents
 * post to, per currency, and the VAT return of each currency, the lines taxed by sales taxes of every VAT
 * treatment (reverse charges and outside the scope among them).
 */

type TaxSpec = { salesTaxCode: string } | { vatRate: number } | Record<string, never>;

interface LineSpec {
  quantityMicros: number;
  cents: number;
  tax: TaxSpec;
  category: string;
  /** A replaced bill line may leave its category out: it keeps the one it had. */
  omitCategory: boolean;
}

interface ModelLine {
  id: number;
  net: bigint;
  tax: bigint;
  /** The VAT the buyer accounts for under a reverse charge. */
  reverseCharged: bigint;
  treatment: Treatment;
  category: string;
}

interface ModelDocument {
  kind: 'invoice' | 'bill';
  id: number;
  currency: string;
  issueDate: string;
  draft: boolean;
  lines: ModelLine[];
}

interface ResponseLine {
  id: number;
  netAmount: string;
  taxAmount: string;
  reverseChargeTaxAmount?: string;
  categoryCode?: string;
}

interface ResponseDocument {
  id: number;
  currency: string;
  draft?: boolean;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  outstandingAmount: string;
  invoiceLines?: ResponseLine[];
  billLines?: ResponseLine[];
}

interface TrialBalance {
  lines: { code: string; currency: string; debit: string; credit: string }[];
  totals: { currency: string; debit: string; credit: string }[];
}

type Flaw =
  | 'none'
  | 'unknownTax'
  | 'dueBeforeIssue'
  | 'unknownParty'
  | 'noLines'
  | 'systemCategory'
  | 'missingCategory';

type Operation =
  | { kind: 'createInvoice'; currency: string; issueDate: string; draft: boolean; lines: LineSpec[]; flaw: Flaw }
  | { kind: 'createBill'; currency: string; issueDate: string; lines: LineSpec[]; flaw: Flaw }
  | {
      kind: 'put';
      pick: number;
      currency: string | null;
      draft: boolean | null;
      replace: { pickLine: number; line: LineSpec; idAsString: boolean } | null;
      add: LineSpec[];
      foreignLineId: boolean;
    }
  | { kind: 'addLine'; pick: number; line: LineSpec; trailingSlash: boolean }
  | { kind: 'replaceLine'; pick: number; pickLine: number; line: LineSpec }
  | { kind: 'deleteLine'; pick: number; pickLine: number }
  | { kind: 'toggleDraft'; pick: number }
  | { kind: 'delete'; pick: number };

/** A harmless line, for a foreign line id when the operation adds none. */
const HARMLESS_LINE: LineSpec = {
  quantityMicros: 1_000_000,
  cents: 100,
  tax: {},
  category: '6300',
  omitCategory: false,
};
const DUE = '2026-12-31';
type Treatment = 'standard' | 'zeroRated' | 'exempt' | 'outsideScope' | 'reverseCharge' | 'domesticReverseCharge';
/** The default sales taxes of a company: their rates and treatments. */
const SALES_TAXES: Record<string, { rate: bigint; treatment: Treatment }> = {
  STANDARD: { rate: 200_000n, treatment: 'standard' },
  REDUCED: { rate: 50_000n, treatment: 'standard' },
  ZERO: { rate: 0n, treatment: 'zeroRated' },
  EXEMPT: { rate: 0n, treatment: 'exempt' },
  OUTSIDE: { rate: 0n, treatment: 'outsideScope' },
  RC20: { rate: 200_000n, treatment: 'reverseCharge' },
  DRC20: { rate: 200_000n, treatment: 'domesticReverseCharge' },
  DRC5: { rate: 50_000n, treatment: 'domesticReverseCharge' },
};
const REVERSE_CHARGES: Treatment[] = ['reverseCharge', 'domesticReverseCharge'];
const MICROS = 1_000_000n;

/** n / d rounded half-up to an integer, halves away from zero (d > 0). */
function roundDivide(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  if (2n * (remainder < 0n ? -remainder : remainder) >= d) return quotient + (n < 0n ? -1n : 1n);
  return quotient;
}

/** A line's rate and treatment: a bare rate (or none) is standard. */
function taxOf(tax: TaxSpec): { rate: bigint; treatment: Treatment } {
  if ('salesTaxCode' in tax) return SALES_TAXES[tax.salesTaxCode] ?? { rate: 0n, treatment: 'standard' };
  if ('vatRate' in tax) return { rate: BigInt(Math.round(tax.vatRate * 1_000_000)), treatment: 'standard' };
  return { rate: 0n, treatment: 'standard' };
}

/** Under a reverse charge a line charges no VAT: the buyer accounts for it at the rate. */
function price(spec: LineSpec): { net: bigint; tax: bigint; reverseCharged: bigint; treatment: Treatment } {
  const net = roundDivide(BigInt(spec.quantityMicros) * BigInt(spec.cents), MICROS);
  const { rate, treatment } = taxOf(spec.tax);
  const vat = roundDivide(net * rate, MICROS);
  const reverse = REVERSE_CHARGES.includes(treatment);
  return { net, tax: reverse ? 0n : vat, reverseCharged: reverse ? vat : 0n, treatment };
}

/** A line's net, VAT charged and VAT reverse charged as answered: the last only under a reverse charge. */
const amountsOf = (line: ResponseLine) => [
  cents(line.netAmount),
  cents(line.taxAmount),
  line.reverseChargeTaxAmount === undefined ? undefined : cents(line.reverseChargeTaxAmount),
];

/** What the model says a line answers (see amountsOf). */
const modelAmounts = (line: Omit<ModelLine, 'id' | 'category'>) => [
  line.net,
  line.tax,
  REVERSE_CHARGES.includes(line.treatment) ? line.reverseCharged : undefined,
];

const totalOf = (lines: readonly { net: bigint; tax: bigint }[]) =>
  lines.reduce((sum, line) => sum + line.net + line.tax, 0n);

/** Money of a response, in cents. */
function cents(text: string): bigint {
  expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
  return BigInt(text.replaceAll(',', '').replace('.', ''));
}

function moneyText(amount: number): string {
  return (amount / 100).toFixed(2);
}

function lineBody(kind: 'invoice' | 'bill', spec: LineSpec, withCategory = true): Record<string, unknown> {
  const amount = moneyText(spec.cents);
  const common = { quantity: spec.quantityMicros / 1_000_000, ...spec.tax };
  if (kind === 'invoice') return { ...common, rate: amount, description: 'Work' };
  return { ...common, unitPrice: amount, ...(withCategory ? { categoryCode: spec.category } : {}) };
}

const linesField = (kind: 'invoice' | 'bill') => (kind === 'invoice' ? 'invoiceLines' : 'billLines');
const collection = (kind: 'invoice' | 'bill') => (kind === 'invoice' ? '/invoices' : '/bills');

const lineArb: fc.Arbitrary<LineSpec> = fc.record({
  quantityMicros: fc.oneof(
    fc.integer({ min: -3, max: 20 }).map((units) => units * 1_000_000),
    fc.integer({ min: -3_000_000, max: 20_000_000 }),
  ),
  cents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(1, 5, 50, 99)),
  tax: fc.oneof(
    fc.constantFrom(...Object.keys(SALES_TAXES)).map((code): TaxSpec => ({ salesTaxCode: code })),
    fc.constantFrom(0, 0.05, 0.1, 0.175, 0.2, 0.333333).map((vatRate): TaxSpec => ({ vatRate })),
    fc.constant<TaxSpec>({}),
  ),
  category: fc.constantFrom('6300', '7100', '5100', '1010'),
  omitCategory: fc.boolean(),
});

const currencyArb = fc.constantFrom('GBP', 'EUR', 'USD');
const dateArb = fc.constantFrom('2026-01-15', '2026-03-01', '2026-06-30');
const flawArb = (flaws: Flaw[]) =>
  fc.oneof({ arbitrary: fc.constant<Flaw>('none'), weight: 5 }, { arbitrary: fc.constantFrom(...flaws), weight: 1 });
const pickArb = fc.nat({ max: 50 });

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('createInvoice' as const),
      currency: currencyArb,
      issueDate: dateArb,
      draft: fc.boolean(),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      flaw: flawArb(['unknownTax', 'dueBeforeIssue', 'unknownParty', 'noLines']),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('createBill' as const),
      currency: currencyArb,
      issueDate: dateArb,
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      flaw: flawArb(['unknownTax', 'unknownParty', 'noLines', 'systemCategory', 'missingCategory']),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('put' as const),
      pick: pickArb,
      currency: fc.option(currencyArb, { freq: 3 }),
      draft: fc.option(fc.boolean(), { freq: 2 }),
      replace: fc.option(fc.record({ pickLine: pickArb, line: lineArb, idAsString: fc.boolean() }), { freq: 3 }),
      add: fc.array(lineArb, { maxLength: 2 }),
      foreignLineId: fc.oneof(
        { arbitrary: fc.constant(false), weight: 4 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addLine' as const),
      pick: pickArb,
      line: lineArb,
      trailingSlash: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('replaceLine' as const),
      pick: pickArb,
      pickLine: pickArb,
      line: lineArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteLine' as const), pick: pickArb, pickLine: pickArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('toggleDraft' as const), pick: pickArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: pickArb }) },
);

interface Books {
  api: Api;
  clientName: string;
  supplierName: string;
  model: Map<number, ModelDocument>;
}

function pickDocument(books: Books, pick: number, kind?: 'invoice'): ModelDocument | undefined {
  const documents = [...books.model.values()]
    .filter((document) => kind === undefined || document.kind === kind)
    .sort((a, b) => a.id - b.id);
  return documents.length === 0 ? undefined : documents[pick % documents.length];
}

function expectStatus(response: LightMyRequestResponse, expected: number, operation: Operation): void {
  expect(response.statusCode, `${JSON.stringify(operation)} -> ${response.body}`).toBe(expected);
  const type = response.headers['content-type'];
  expect(type).toMatch(expected === 200 ? /^application\/json/ : /^application\/problem\+json/);
  if (expected !== 200) expect(response.json<{ status: number }>().status).toBe(expected);
}

function responseLines(document: ResponseDocument): ResponseLine[] {
  return document.invoiceLines ?? document.billLines ?? [];
}

/** The model lines of a created or updated document, in the order the service answers them (by id). */
function modelLines(response: ResponseDocument, priced: Map<number, ModelLine>): ModelLine[] {
  return responseLines(response).map((line) => {
    const known = priced.get(line.id);
    if (!known) throw new Error(`line ${line.id} was not expected`);
    return known;
  });
}

async function create(books: Books, operation: Extract<Operation, { kind: 'createInvoice' | 'createBill' }>) {
  const kind = operation.kind === 'createInvoice' ? 'invoice' : 'bill';
  const lines = operation.lines.map((spec) => lineBody(kind, spec));
  let expected: number;
  switch (operation.flaw) {
    case 'unknownTax':
      lines.push({ ...lineBody(kind, at(operation.lines, 0)), vatRate: undefined, salesTaxCode: 'NOPE' });
      expected = 422;
      break;
    case 'systemCategory':
      lines.push({ ...lineBody(kind, at(operation.lines, 0)), categoryCode: '2100' });
      expected = 422;
      break;
    case 'missingCategory':
      lines.push(lineBody(kind, at(operation.lines, 0), false));
      expected = 400;
      break;
    case 'noLines':
      lines.length = 0;
      expected = 400;
      break;
    case 'dueBeforeIssue':
      expected = 400;
      break;
    case 'unknownParty':
      expected = 422;
      break;
    default: {
      expected = totalOf(operation.lines.map(price)) < 0n ? 422 : 200;
    }
  }
  const party =
    kind === 'invoice'
      ? { clientName: operation.flaw === 'unknownParty' ? unique('Nobody') : books.clientName }
      : { supplierName: operation.flaw === 'unknownParty' ? unique('Nobody') : books.supplierName };
  const response = await books.api.post(collection(kind), {
    ...party,
    currency: operation.currency,
    issueDate: operation.issueDate,
    dueDate: operation.flaw === 'dueBeforeIssue' ? '2025-12-31' : DUE,
    ...(operation.kind === 'createInvoice' ? { draft: operation.draft } : {}),
    [linesField(kind)]: lines,
  });
  expectStatus(response, expected, operation);
  if (expected !== 200) return;
  const created = response.json<ResponseDocument>();
  const answered = responseLines(created);
  expect(answered).toHaveLength(operation.lines.length);
  const priced = new Map(
    operation.lines.map((spec, index) => {
      const id = at(answered, index).id;
      return [id, { id, ...price(spec), category: spec.category }] as const;
    }),
  );
  books.model.set(created.id, {
    kind,
    id: created.id,
    currency: operation.currency,
    issueDate: operation.issueDate,
    draft: operation.kind === 'createInvoice' ? operation.draft : false,
    lines: modelLines(created, priced),
  });
}

async function put(books: Books, operation: Extract<Operation, { kind: 'put' }>) {
  const document = pickDocument(books, operation.pick);
  if (!document) return;
  const { kind } = document;
  const body: Record<string, unknown> = {
    id: document.id,
    currency: operation.currency ?? document.currency,
    issueDate: document.issueDate,
    dueDate: DUE,
    ...(kind === 'invoice' ? { clientName: books.clientName } : { supplierName: books.supplierName }),
    ...(kind === 'invoice' && operation.draft !== null ? { draft: operation.draft } : {}),
  };
  const lines: Record<string, unknown>[] = [];
  const after = new Map(document.lines.map((line) => [line.id, line]));
  let replacedId: number | undefined;
  if (operation.replace) {
    const old = at(document.lines, operation.replace.pickLine % document.lines.length);
    replacedId = old.id;
    const { line } = operation.replace;
    const withCategory = kind === 'bill' && !line.omitCategory;
    lines.push({
      ...lineBody(kind, line, withCategory),
      id: operation.replace.idAsString ? String(old.id) : old.id,
    });
    after.set(old.id, { id: old.id, ...price(line), category: withCategory ? line.category : old.category });
  }
  for (const spec of operation.add) lines.push(lineBody(kind, spec));
  let foreign = false;
  if (operation.foreignLineId) {
    const others = [...books.model.values()].flatMap((other) =>
      other.id === document.id ? [] : other.lines.map((line) => line.id),
    );
    lines.push({
      ...lineBody(kind, at(operation.add.length > 0 ? operation.add : [HARMLESS_LINE], 0)),
      id: others[0] ?? MISSING_ID,
    });
    foreign = true;
  }
  if (lines.length > 0) body[linesField(kind)] = lines;
  const total = totalOf([...after.values(), ...operation.add.map(price)]);
  const expected = foreign || total < 0n ? 422 : 200;
  const response = await books.api.put(`${collection(kind)}/${document.id}`, body);
  expectStatus(response, expected, operation);
  if (expected !== 200) return;
  const updated = response.json<ResponseDocument>();
  const answered = responseLines(updated);
  const newLines = answered.filter((line) => !after.has(line.id));
  expect(newLines).toHaveLength(operation.add.length);
  operation.add.forEach((spec, index) => {
    const id = at(newLines, index).id;
    after.set(id, { id, ...price(spec), category: spec.category });
  });
  expect(replacedId === undefined || after.has(replacedId)).toBe(true);
  books.model.set(document.id, {
    ...document,
    currency: operation.currency ?? document.currency,
    draft: kind === 'invoice' && operation.draft !== null ? operation.draft : document.draft,
    lines: modelLines(updated, after),
  });
}

async function lineCall(
  books: Books,
  operation: Extract<Operation, { kind: 'addLine' | 'replaceLine' | 'deleteLine' }>,
) {
  const document = pickDocument(books, operation.pick);
  if (!document) return;
  const { kind } = document;
  const base = `${collection(kind)}/${document.id}/${linesField(kind)}`;
  if (operation.kind === 'addLine') {
    const priced = price(operation.line);
    const expected = totalOf([...document.lines, priced]) < 0n ? 422 : 200;
    const response = await books.api.post(operation.trailingSlash ? `${base}/` : base, lineBody(kind, operation.line));
    expectStatus(response, expected, operation);
    if (expected !== 200) return;
    const added = response.json<ResponseLine>();
    expect(amountsOf(added)).toEqual(modelAmounts(priced));
    document.lines = [...document.lines, { id: added.id, ...priced, category: operation.line.category }];
    return;
  }
  const old = at(document.lines, operation.pickLine % document.lines.length);
  if (operation.kind === 'replaceLine') {
    const withCategory = kind === 'bill' && !operation.line.omitCategory;
    const replacement = {
      id: old.id,
      ...price(operation.line),
      category: withCategory ? operation.line.category : old.category,
    };
    const lines = document.lines.map((line) => (line.id === old.id ? replacement : line));
    const expected = totalOf(lines) < 0n ? 422 : 200;
    const response = await books.api.put(`${base}/${old.id}`, lineBody(kind, operation.line, withCategory));
    expectStatus(response, expected, operation);
    if (expected !== 200) return;
    const answered = response.json<ResponseLine>();
    expect(answered.id).toBe(old.id);
    if (kind === 'bill') expect(answered.categoryCode).toBe(replacement.category);
    document.lines = lines;
    return;
  }
  const lines = document.lines.filter((line) => line.id !== old.id);
  const expected = lines.length === 0 || totalOf(lines) < 0n ? 422 : 200;
  const response = await books.api.delete(`${base}/${old.id}`);
  expectStatus(response, expected, operation);
  if (expected !== 200) return;
  expect(response.json<ResponseLine>()).toMatchObject({ id: old.id, netAmount: expect.any(String) });
  expect(cents(response.json<ResponseLine>().netAmount)).toBe(old.net);
  document.lines = lines;
}

async function apply(books: Books, operation: Operation): Promise<void> {
  switch (operation.kind) {
    case 'createInvoice':
    case 'createBill':
      return create(books, operation);
    case 'put':
      return put(books, operation);
    case 'addLine':
    case 'replaceLine':
    case 'deleteLine':
      return lineCall(books, operation);
    case 'toggleDraft': {
      const invoice = pickDocument(books, operation.pick, 'invoice');
      if (!invoice) return;
      const response = await books.api.put(`/invoices/${invoice.id}`, {
        clientName: books.clientName,
        currency: invoice.currency,
        issueDate: invoice.issueDate,
        dueDate: DUE,
        draft: !invoice.draft,
      });
      expectStatus(response, 200, operation);
      expect(response.json<ResponseDocument>().draft).toBe(!invoice.draft);
      invoice.draft = !invoice.draft;
      return;
    }
    case 'delete': {
      const document = pickDocument(books, operation.pick);
      if (!document) return;
      const response = await books.api.delete(`${collection(document.kind)}/${document.id}`);
      expectStatus(response, 200, operation);
      expect(response.json<ResponseDocument>().id).toBe(document.id);
      books.model.delete(document.id);
      return;
    }
  }
}

const add = (map: Map<string, bigint>, key: string, amount: bigint) => map.set(key, (map.get(key) ?? 0n) + amount);

/** The documents match the model, and the ledger matches the documents, in every currency. */
async function assertBooks(books: Books): Promise<void> {
  const { api, model } = books;
  const read = async <T>(url: string) => {
    const response = await api.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const invoices = await read<ResponseDocument[]>('/invoices');
  const bills = await read<ResponseDocument[]>('/bills');
  const report = await read<TrialBalance>('/reports/trialBalance?date=2099-12-31');

  const expectedIds = (kind: 'invoice' | 'bill') =>
    [...model.values()]
      .filter((document) => document.kind === kind)
      .map((document) => document.id)
      .sort((a, b) => a - b);
  expect(invoices.map((invoice) => invoice.id)).toEqual(expectedIds('invoice'));
  expect(bills.map((bill) => bill.id)).toEqual(expectedIds('bill'));

  for (const document of [...invoices, ...bills]) {
    const expected = model.get(document.id) as ModelDocument;
    const net = expected.lines.reduce((sum, line) => sum + line.net, 0n);
    const tax = expected.lines.reduce((sum, line) => sum + line.tax, 0n);
    expect({
      currency: document.currency,
      draft: document.draft ?? false,
      net: cents(document.netAmount),
      tax: cents(document.taxAmount),
      total: cents(document.totalAmount),
      outstanding: cents(document.outstandingAmount),
      lines: responseLines(document).map((line) => [line.id, ...amountsOf(line)]),
      categories: responseLines(document).map((line) => line.categoryCode),
    }).toEqual({
      currency: expected.currency,
      draft: expected.draft,
      net,
      tax,
      total: net + tax,
      // A draft owes nothing until it is issued.
      outstanding: expected.draft ? 0n : net + tax,
      lines: expected.lines.map((line) => [line.id, ...modelAmounts(line)]),
      categories: expected.lines.map((line) => (expected.kind === 'bill' ? line.category : undefined)),
    });
  }

  for (const total of report.totals) expect(cents(total.debit), total.currency).toBe(cents(total.credit));

  // What the ledger should hold, per account code and currency, computed from the documents as answered.
  const expected = new Map<string, bigint>();
  for (const invoice of invoices) {
    if (invoice.draft) continue;
    add(expected, `1200 ${invoice.currency}`, cents(invoice.totalAmount));
    add(expected, `4000 ${invoice.currency}`, -cents(invoice.netAmount));
    add(expected, `2200 ${invoice.currency}`, -cents(invoice.taxAmount));
  }
  for (const bill of bills) {
    add(expected, `2100 ${bill.currency}`, -cents(bill.totalAmount));
    add(expected, `2200 ${bill.currency}`, cents(bill.taxAmount));
    for (const line of responseLines(bill))
      add(expected, `${line.categoryCode} ${bill.currency}`, cents(line.netAmount));
  }
  const actual = new Map<string, bigint>();
  for (const line of report.lines) add(actual, `${line.code} ${line.currency}`, cents(line.debit) - cents(line.credit));
  const nonZero = (balances: Map<string, bigint>) =>
    Object.fromEntries([...balances].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => a.localeCompare(b)));
  expect(nonZero(actual)).toEqual(nonZero(expected));

  for (const currency of ['GBP', 'EUR', 'USD']) {
    const vat = await read<VatReturn>(`/reports/vatReturn?from=2026-01-01&to=2026-12-31&currency=${currency}`);
    const { vatDueSales, vatReclaimedCurrPeriod, netVatDue, totalValueSalesExVAT, totalValuePurchasesExVAT } =
      vat.boxes;
    expect(
      {
        box1: cents(vatDueSales),
        box4: cents(vatReclaimedCurrPeriod),
        box5: cents(netVatDue),
        direction: vat.netVatDueDirection,
        box6: cents(totalValueSalesExVAT),
        box7: cents(totalValuePurchasesExVAT),
      },
      currency,
    ).toEqual(expectedVatReturn(model, currency));
  }
}

type Box = 'vatDueSales' | 'vatReclaimedCurrPeriod' | 'netVatDue' | 'totalValueSalesExVAT' | 'totalValuePurchasesExVAT';

interface VatReturn {
  boxes: Record<Box, string>;
  netVatDueDirection: string;
}

/**
 * The VAT return of the posted documents in one currency, as an accountant fills it from their lines:
 * a sale's net in box 6 and its VAT in box 1; a purchase's net in box 7 and its VAT in box 4, and under
 * a reverse charge the VAT in both boxes 1 and 4, its net also in box 6 for services from abroad
 * (Notice 741A) but not in construction (Notice 735); nothing outside the scope of VAT. Boxes 6 and 7
 * in whole units; box 5 the difference of boxes 1 and 4 without its sign.
 */
function expectedVatReturn(model: Map<number, ModelDocument>, currency: string) {
  let [box1, box4, box6, box7] = [0n, 0n, 0n, 0n];
  for (const document of model.values()) {
    if (document.currency !== currency || document.draft) continue;
    for (const line of document.lines) {
      if (line.treatment === 'outsideScope') continue;
      if (document.kind === 'invoice') {
        box1 += line.tax;
        box6 += line.net;
        continue;
      }
      box1 += line.reverseCharged;
      box4 += line.tax + line.reverseCharged;
      box7 += line.net;
      if (line.treatment === 'reverseCharge') box6 += line.net;
    }
  }
  const whole = (amount: bigint) => (amount / 100n) * 100n;
  const due = box1 - box4;
  return {
    box1,
    box4,
    box5: due < 0n ? -due : due,
    direction: due < 0n ? 'repayment' : 'payment',
    box6: whole(box6),
    box7: whole(box7),
  };
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('invoices, bills and the ledger', () => {
  it('keep trade debtors, trade creditors and every currency balanced through random creates, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArb, { minLength: 8, maxLength: 25, size: 'max' }), async (operations) => {
        const api = apiClient(t.app, await createTenant(t.db));
        const clientName = unique('Client');
        const supplierName = unique('Supplier');
        expect((await api.post('/clients', { name: clientName })).statusCode).toBe(200);
        expect((await api.post('/suppliers', { name: supplierName })).statusCode).toBe(200);
        const books: Books = { api, clientName, supplierName, model: new Map() };
        for (const operation of operations) {
          await apply(books, operation);
          await assertBooks(books);
        }
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
