import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import {
  balances,
  type Client,
  createClient,
  getInvoice,
  type Invoice,
  type InvoiceLine,
  ledgerOf,
  newCompany,
  standingPostings,
  trialBalance,
} from './books.js';
import { type Api, anyTimestamps, apiClient, at, buildTestApp, createTenant, type TestApp } from './helpers.js';
import {
  comparable,
  expectOk,
  expectProblem,
  invalid,
  MISSING_ID,
  ok,
  problem,
  unique,
  uniqueCode,
  violation,
} from './problem.js';

interface LineInput {
  id?: number | string;
  quantity?: number;
  rate?: number | string;
  salesTaxCode?: string;
  vatRate?: number;
  description?: string;
  item?: string;
}

interface SalesTax {
  id: number;
  code: string;
  name: string;
  rate: number;
}

const INVOICES = '/invoices';
const linesOf = (invoiceId: number) => `${INVOICES}/${invoiceId}/invoiceLines`;
const ISSUE = '2026-03-01';
const DUE = '2026-03-31';

const sampleLine = (fields: LineInput = {}): LineInput => ({
  quantity: 2,
  rate: '820.00',
  salesTaxCode: 'STANDARD',
  description: 'Consulting',
  item: 'days',
  ...fields,
});

function invoiceBody(client: Client, lines: LineInput[] = [sampleLine()], fields: Record<string, unknown> = {}) {
  return { clientName: client.name, currency: 'GBP', issueDate: ISSUE, dueDate: DUE, invoiceLines: lines, ...fields };
}

async function createInvoice(
  api: Api,
  client: Client,
  lines: LineInput[] = [sampleLine()],
  fields: Record<string, unknown> = {},
): Promise<Invoice> {
  return ok<Invoice>(await api.post(INVOICES, invoiceBody(client, lines, fields)));
}

const listInvoices = async (api: Api) => ok<Invoice[]>(await api.get(INVOICES));

/** A body for PUT made from an invoice as GET answers it. */
function asUpdate(invoice: Invoice, changes: Record<string, unknown> = {}) {
  return { ...invoice, ...changes };
}

const lineOut = (fields: Partial<InvoiceLine>): InvoiceLine =>
  ({ id: expect.any(Number), ...fields }) as unknown as InvoiceLine;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /invoices', () => {
  it("computes the spec's sample: 2 × 820.00 at 20 % is 1,640.00 net, 328.00 tax, 1,968.00 total and outstanding", async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    expect(invoice).toEqual({
      id: expect.any(Number),
      invoiceNumber: 'INV-000001',
      currency: 'GBP',
      issueDate: ISSUE,
      dueDate: DUE,
      draft: false,
      clientName: client.name,
      clientId: client.id,
      netAmount: '1,640.00',
      taxAmount: '328.00',
      totalAmount: '1,968.00',
      outstandingAmount: '1,968.00',
      // Nothing paid, due on 31 March 2026, a day long past.
      status: 'overdue',
      invoiceLines: [
        lineOut({
          quantity: 2,
          rate: '820.00',
          salesTaxCode: 'STANDARD',
          description: 'Consulting',
          item: 'days',
          netAmount: '1,640.00',
          taxAmount: '328.00',
        }),
      ],
      ...anyTimestamps,
    });
    expect(at(invoice.invoiceLines, 0).id).not.toBe(invoice.id);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await listInvoices(api)).toEqual([invoice]);
  });

  it('computes the same sample with a vatRate of 0.2, and money sent as a number or a grouped string', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [
      { quantity: 1, rate: 820, vatRate: 0.2 },
      { quantity: 1, rate: '820', vatRate: 0.2 },
      { quantity: 1, rate: '1,000.00', vatRate: 0 },
    ]);
    expect(invoice.invoiceLines).toEqual([
      lineOut({ quantity: 1, rate: '820.00', vatRate: 0.2, netAmount: '820.00', taxAmount: '164.00' }),
      lineOut({ quantity: 1, rate: '820.00', vatRate: 0.2, netAmount: '820.00', taxAmount: '164.00' }),
      lineOut({ quantity: 1, rate: '1,000.00', vatRate: 0, netAmount: '1,000.00', taxAmount: '0.00' }),
    ]);
    expect(invoice).toMatchObject({
      netAmount: '2,640.00',
      taxAmount: '328.00',
      totalAmount: '2,968.00',
      outstandingAmount: '2,968.00',
    });
  });

  it('rounds each line net and each line tax half-up to the cent, halves away from zero', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [
      { quantity: 1.5, rate: '0.01', vatRate: 0 },
      { quantity: 0.5, rate: '0.01', vatRate: 0 },
      { quantity: -0.5, rate: '0.01', vatRate: 0 },
      { quantity: 1, rate: '0.05', vatRate: 0.1 },
      { quantity: 1, rate: '0.04', vatRate: 0.1 },
      { quantity: -1, rate: '0.05', vatRate: 0.1 },
      { quantity: 0.333333, rate: '3.00', vatRate: 0 },
      { quantity: 3, rate: '0.15', salesTaxCode: 'REDUCED' },
    ]);
    expect(invoice.invoiceLines.map(({ netAmount, taxAmount }) => [netAmount, taxAmount])).toEqual([
      ['0.02', '0.00'],
      ['0.01', '0.00'],
      ['-0.01', '0.00'],
      ['0.05', '0.01'],
      ['0.04', '0.00'],
      ['-0.05', '-0.01'],
      ['1.00', '0.00'],
      ['0.45', '0.02'],
    ]);
    // The document sums the rounded lines: nets 1.51, taxes 0.02.
    expect(invoice).toMatchObject({
      netAmount: '1.51',
      taxAmount: '0.02',
      totalAmount: '1.53',
      outstandingAmount: '1.53',
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '1.53', '0.00'],
        ['2200', 'GBP', '0.00', '0.02'],
        ['4000', 'GBP', '0.00', '1.51'],
      ],
      totals: [{ currency: 'GBP', debit: '1.53', credit: '1.53' }],
    });
  });

  it('keeps quantities with up to 6 decimals exactly, and refuses a seventh decimal or a third decimal of money with 400', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [{ quantity: 1.123456, rate: '100.00', vatRate: 0.175 }]);
    expect(invoice.invoiceLines).toEqual([
      lineOut({ quantity: 1.123456, rate: '100.00', vatRate: 0.175, netAmount: '112.35', taxAmount: '19.66' }),
    ]);
    expect(invoice.totalAmount).toBe('132.01');
    invalid(await api.post(INVOICES, invoiceBody(client, [{ quantity: 1.1234567, rate: '100.00' }])), [
      'invoiceLines[0].quantity',
    ]);
    invalid(await api.post(INVOICES, invoiceBody(client, [sampleLine(), { quantity: 1, rate: '1.001' }])), [
      'invoiceLines[1].rate',
    ]);
    invalid(await api.post(INVOICES, invoiceBody(client, [{ quantity: 1, rate: 'ten' }])), ['invoiceLines[0].rate']);
    invalid(await api.post(INVOICES, invoiceBody(client, [{ rate: '1.00' }])), ['invoiceLines[0].quantity']);
    expect(await listInvoices(api)).toEqual([invoice]);
  });

  it('takes negative discount lines, taxed negatively, as long as the document stays positive', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [
      sampleLine({ quantity: 10, rate: '100.00' }),
      { quantity: -1, rate: '100.00', salesTaxCode: 'STANDARD', description: 'Discount' },
    ]);
    expect(invoice.invoiceLines).toEqual([
      lineOut({
        quantity: 10,
        rate: '100.00',
        salesTaxCode: 'STANDARD',
        description: 'Consulting',
        item: 'days',
        netAmount: '1,000.00',
        taxAmount: '200.00',
      }),
      lineOut({
        quantity: -1,
        rate: '100.00',
        salesTaxCode: 'STANDARD',
        description: 'Discount',
        netAmount: '-100.00',
        taxAmount: '-20.00',
      }),
    ]);
    expect(invoice).toMatchObject({ netAmount: '900.00', taxAmount: '180.00', totalAmount: '1,080.00' });
    const zero = await createInvoice(api, client, [
      { quantity: 1, rate: '50.00', vatRate: 0 },
      { quantity: 1, rate: '-50.00', vatRate: 0 },
    ]);
    expect(zero).toMatchObject({ netAmount: '0.00', taxAmount: '0.00', totalAmount: '0.00' });
  });

  it('refuses a document whose total would be negative with 422, and creates nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const body = problem(
      await api.post(
        INVOICES,
        invoiceBody(client, [
          sampleLine({ quantity: 1, rate: '10.00' }),
          { quantity: -2, rate: '10.00', vatRate: 0.2 },
        ]),
      ),
      422,
      /negative/,
    );
    expect(body.totalAmount).toBe('-12.00');
    expect(await listInvoices(api)).toEqual([]);
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
  });

  it('takes the client by name or by id (a number or a numeric string), and answers both', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const other = await createClient(api);
    const byName = await createInvoice(api, client);
    const byId = ok<Invoice>(
      await api.post(INVOICES, { ...invoiceBody(client), clientName: undefined, clientId: other.id }),
    );
    const byStringId = ok<Invoice>(
      await api.post(INVOICES, { ...invoiceBody(client), clientName: undefined, clientId: String(client.id) }),
    );
    const byBoth = ok<Invoice>(
      await api.post(INVOICES, { ...invoiceBody(client), clientName: other.name, clientId: other.id }),
    );
    expect([byName, byId, byStringId, byBoth].map(({ clientId, clientName }) => ({ clientId, clientName }))).toEqual([
      { clientId: client.id, clientName: client.name },
      { clientId: other.id, clientName: other.name },
      { clientId: client.id, clientName: client.name },
      { clientId: other.id, clientName: other.name },
    ]);
  });

  it('refuses an unknown client, or a name and an id that disagree, with 422 naming the field; neither is a 400', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const other = await createClient(api);
    const { clientName: _name, ...withoutClient } = invoiceBody(client);
    violation(await api.post(INVOICES, { ...withoutClient, clientName: unique('Nobody') }), ['clientName']);
    violation(await api.post(INVOICES, { ...withoutClient, clientName: client.name.toUpperCase() }), ['clientName']);
    violation(await api.post(INVOICES, { ...withoutClient, clientId: MISSING_ID }), ['clientId']);
    violation(await api.post(INVOICES, { ...withoutClient, clientId: client.id, clientName: other.name }), [
      'clientName',
    ]);
    const neither = problem(await api.post(INVOICES, withoutClient), 400);
    expect(neither.errors).toEqual([{ path: 'clientId', message: expect.stringMatching(/clientName/) }]);
    invalid(await api.post(INVOICES, { ...withoutClient, clientId: 'abc' }), ['clientId']);
    expect(await listInvoices(api)).toEqual([]);
  });

  it('upper-cases the currency, and refuses anything but three letters with 400', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine()], { currency: 'eur' });
    expect(invoice.currency).toBe('EUR');
    for (const currency of ['EURO', 'EU', 'E1R', '']) {
      invalid(await api.post(INVOICES, invoiceBody(client, [sampleLine()], { currency })), ['currency']);
    }
    const { currency: _currency, ...withoutCurrency } = invoiceBody(client);
    invalid(await api.post(INVOICES, withoutCurrency), ['currency']);
    expect(await listInvoices(api)).toEqual([invoice]);
  });

  it('takes real dates only, and a due date not before the issue date', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    invalid(await api.post(INVOICES, invoiceBody(client, [sampleLine()], { issueDate: '2026-02-30' })), ['issueDate']);
    invalid(await api.post(INVOICES, invoiceBody(client, [sampleLine()], { dueDate: '2026-02-29' })), ['dueDate']);
    invalid(await api.post(INVOICES, invoiceBody(client, [sampleLine()], { issueDate: '1/3/2026' })), ['issueDate']);
    const early = invalid(
      await api.post(INVOICES, invoiceBody(client, [sampleLine()], { issueDate: '2026-03-02', dueDate: '2026-03-01' })),
      ['dueDate'],
    );
    expect(early.detail).toMatch(/due/);
    expect(await listInvoices(api)).toEqual([]);
    const sameDay = await createInvoice(api, client, [sampleLine()], {
      issueDate: '2028-02-29',
      dueDate: '2028-02-29',
    });
    expect(sameDay).toMatchObject({ issueDate: '2028-02-29', dueDate: '2028-02-29' });
  });

  it('needs at least one line', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    invalid(await api.post(INVOICES, invoiceBody(client, [])), ['invoiceLines']);
    const { invoiceLines: _lines, ...withoutLines } = invoiceBody(client);
    invalid(await api.post(INVOICES, withoutLines), ['invoiceLines']);
    expect(await listInvoices(api)).toEqual([]);
  });

  it('keeps poNumber when given, an empty one included, and the line item and description', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const none = await createInvoice(api, client);
    const empty = await createInvoice(api, client, [sampleLine()], { poNumber: '' });
    const given = await createInvoice(api, client, [sampleLine({ item: 'hours', description: '' })], {
      poNumber: 'PO-778',
    });
    expect(none).not.toHaveProperty('poNumber');
    expect(empty.poNumber).toBe('');
    expect(given.poNumber).toBe('PO-778');
    expect(at(given.invoiceLines, 0)).toMatchObject({ item: 'hours', description: '' });
    const bare = await createInvoice(api, client, [{ quantity: 1, rate: 5 }]);
    expect(bare.invoiceLines).toEqual([
      lineOut({ quantity: 1, rate: '5.00', vatRate: 0, netAmount: '5.00', taxAmount: '0.00' }),
    ]);
    expect(await listInvoices(api)).toEqual([none, empty, given, bare]);
    expect((await listInvoices(api)).map((invoice) => invoice.poNumber)).toEqual([undefined, '', 'PO-778', undefined]);
  });
});

describe('GET /invoices/{id}', () => {
  it('answers 404 for an id that names no invoice, and 400 for an id that is not a number', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    problem(await api.get(`${INVOICES}/${MISSING_ID}`), 404, `Invoice ${MISSING_ID} was not found`);
    problem(await api.get(`${INVOICES}/${client.id}`), 404, `Invoice ${client.id} was not found`);
    invalid(await api.get(`${INVOICES}/abc`), ['id']);
  });
});

describe('invoice numbers', () => {
  it('are given from a sequence of the company, and never come back after a delete', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const first = await createInvoice(api, client);
    const second = await createInvoice(api, client);
    const third = await createInvoice(api, client);
    expect([first, second, third].map((invoice) => invoice.invoiceNumber)).toEqual([
      'INV-000001',
      'INV-000002',
      'INV-000003',
    ]);
    expect(ok<Invoice>(await api.delete(`${INVOICES}/${third.id}`))).toEqual(third);
    const fourth = await createInvoice(api, client);
    expect(fourth.invoiceNumber).toBe('INV-000004');
    expect(ok<Invoice>(await api.delete(`${INVOICES}/${fourth.id}`))).toEqual(fourth);
    ok<Invoice>(await api.delete(`${INVOICES}/${first.id}`));
    expect((await createInvoice(api, client)).invoiceNumber).toBe('INV-000005');
    expect((await listInvoices(api)).map((invoice) => invoice.invoiceNumber)).toEqual(['INV-000002', 'INV-000005']);

    // Each company has its own sequence.
    const otherApi = await newCompany(t);
    expect((await createInvoice(otherApi, await createClient(otherApi))).invoiceNumber).toBe('INV-000001');
  });

  it("of a posted invoice cannot change (422); a draft's may", async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const posted = await createInvoice(api, client);
    const refused = problem(await api.put(`${INVOICES}/${posted.id}`, asUpdate(posted, { invoiceNumber: 'X-1' })), 422);
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'invoiceNumber' })]);
    // Not even on the way back to draft.
    problem(await api.put(`${INVOICES}/${posted.id}`, asUpdate(posted, { invoiceNumber: 'X-1', draft: true })), 422);
    expect(await getInvoice(api, posted.id)).toEqual(posted);

    const draft = await createInvoice(api, client, [sampleLine()], { draft: true });
    // A draft takes a new number as it is posted.
    const numbered = ok<Invoice>(
      await api.put(`${INVOICES}/${draft.id}`, asUpdate(draft, { invoiceNumber: 'X-2', draft: false })),
    );
    expect(numbered).toMatchObject({ invoiceNumber: 'X-2', draft: false });
  });

  it('of a draft may be changed by PUT to an unused number; a taken one is a 409 and changes nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const first = await createInvoice(api, client, [sampleLine()], { draft: true });
    const second = await createInvoice(api, client, [sampleLine()], { draft: true });
    const renamed = ok<Invoice>(
      await api.put(`${INVOICES}/${first.id}`, asUpdate(first, { invoiceNumber: 'SPECIAL-7' })),
    );
    expect(renamed).toEqual({ ...first, invoiceNumber: 'SPECIAL-7', ...anyTimestamps });
    expect(await getInvoice(api, first.id)).toEqual(renamed);

    const taken = problem(
      await api.put(`${INVOICES}/${renamed.id}`, asUpdate(renamed, { invoiceNumber: second.invoiceNumber })),
      409,
    );
    expect(taken.detail).toMatch(second.invoiceNumber);
    expect(await getInvoice(api, first.id)).toEqual(renamed);

    // The freed number is not given again, and a number taken by hand is skipped by the sequence.
    ok<Invoice>(await api.put(`${INVOICES}/${second.id}`, asUpdate(second, { invoiceNumber: 'INV-000004' })));
    expect((await createInvoice(api, client)).invoiceNumber).toBe('INV-000003');
    expect((await createInvoice(api, client)).invoiceNumber).toBe('INV-000005');
    const numbers = (await listInvoices(api)).map((invoice) => invoice.invoiceNumber);
    expect(numbers).toEqual(['SPECIAL-7', 'INV-000004', 'INV-000003', 'INV-000005']);

    // Another company's numbers do not count.
    const otherApi = await newCompany(t);
    const foreign = await createInvoice(otherApi, await createClient(otherApi), [sampleLine()], { draft: true });
    const same = ok<Invoice>(
      await otherApi.put(`${INVOICES}/${foreign.id}`, asUpdate(foreign, { invoiceNumber: 'SPECIAL-7' })),
    );
    expect(same.invoiceNumber).toBe('SPECIAL-7');
  });

  it('is kept when a PUT leaves it out, and a PUT that sends its own number back changes nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const { invoiceNumber: _number, ...withoutNumber } = invoice;
    expect(ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, withoutNumber))).toEqual({
      ...invoice,
      ...anyTimestamps,
    });
    expect(ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, invoice))).toEqual({ ...invoice, ...anyTimestamps });
    invalid(await api.put(`${INVOICES}/${invoice.id}`, asUpdate(invoice, { invoiceNumber: '' })), ['invoiceNumber']);
  });
});

describe('PUT /invoices/{id}', () => {
  it('refuses a body id different from the path id with 400, and takes an equal one as a number or a string', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const other = await createInvoice(api, client);
    invalid(await api.put(`${INVOICES}/${invoice.id}`, asUpdate(invoice, { id: other.id, poNumber: 'X' })), ['id']);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await getInvoice(api, other.id)).toEqual(other);
    const { id: _id, ...withoutId } = invoice;
    expect(ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, { ...withoutId, poNumber: 'A' })).poNumber).toBe('A');
    expect(
      ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, { ...withoutId, id: String(invoice.id), poNumber: 'B' }))
        .poNumber,
    ).toBe('B');
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const { id: _id, ...body } = invoice;
    problem(await api.put(`${INVOICES}/${MISSING_ID}`, body), 404, `Invoice ${MISSING_ID} was not found`);
  });

  it('merges lines: a line with an id (number or string) is replaced, one without is added, the others stay', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [
      sampleLine({ quantity: 1, rate: '100.00', description: 'One' }),
      sampleLine({ quantity: 1, rate: '200.00', description: 'Two' }),
      sampleLine({ quantity: 1, rate: '300.00', description: 'Three' }),
    ]);
    const [one, two, three] = invoice.invoiceLines.map((line) => line.id);
    const updated = ok<Invoice>(
      await api.put(`${INVOICES}/${invoice.id}`, {
        ...invoiceBody(client),
        invoiceLines: [
          { id: one, quantity: 2, rate: '100.00', vatRate: 0, description: 'One again' },
          { id: String(three), quantity: 1, rate: '350.00', salesTaxCode: 'REDUCED', item: 'units' },
          { quantity: 4, rate: '25.00', salesTaxCode: 'ZERO', description: 'New' },
        ],
      }),
    );
    expect(updated).toEqual({
      ...invoice,
      netAmount: '850.00',
      taxAmount: '57.50',
      totalAmount: '907.50',
      outstandingAmount: '907.50',
      invoiceLines: [
        {
          id: one,
          quantity: 2,
          rate: '100.00',
          vatRate: 0,
          description: 'One again',
          netAmount: '200.00',
          taxAmount: '0.00',
        },
        at(invoice.invoiceLines, 1),
        {
          id: three,
          quantity: 1,
          rate: '350.00',
          salesTaxCode: 'REDUCED',
          item: 'units',
          netAmount: '350.00',
          taxAmount: '17.50',
        },
        lineOut({
          quantity: 4,
          rate: '25.00',
          salesTaxCode: 'ZERO',
          description: 'New',
          netAmount: '100.00',
          taxAmount: '0.00',
        }),
      ],
      ...anyTimestamps,
    });
    const added = at(updated.invoiceLines, 3).id;
    expect(new Set([invoice.id, one, two, three, added]).size).toBe(5);
    expect(await getInvoice(api, invoice.id)).toEqual(updated);
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '907.50', '0.00'],
        ['2200', 'GBP', '0.00', '57.50'],
        ['4000', 'GBP', '0.00', '850.00'],
      ],
      totals: [{ currency: 'GBP', debit: '907.50', credit: '907.50' }],
    });
  });

  it('keeps every line when the body leaves invoiceLines out, and changes the other fields', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const other = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine()], { poNumber: 'PO-1' });
    const updated = ok<Invoice>(
      await api.put(`${INVOICES}/${invoice.id}`, {
        clientId: other.id,
        currency: 'usd',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        poNumber: 'PO-2',
      }),
    );
    expect(updated).toEqual({
      ...invoice,
      clientId: other.id,
      clientName: other.name,
      currency: 'USD',
      issueDate: '2026-04-01',
      dueDate: '2026-04-30',
      poNumber: 'PO-2',
      ...anyTimestamps,
    });
    expect(await getInvoice(api, invoice.id)).toEqual(updated);
  });

  it('clears poNumber when a PUT leaves it out, as a whole-record update does', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine()], { poNumber: 'PO-1' });
    const { poNumber: _po, ...withoutPo } = invoice;
    const updated = ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, withoutPo));
    expect(updated).toEqual({ ...withoutPo, ...anyTimestamps });
    expect(updated).not.toHaveProperty('poNumber');
  });

  it('refuses a line id of another invoice, a missing line id or the same id twice with 422 naming invoiceLines[i].id', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const other = await createInvoice(api, client, [sampleLine({ rate: '1.00' })]);
    const otherLine = at(other.invoiceLines, 0);
    const own = at(invoice.invoiceLines, 0);
    const before = await trialBalance(api);
    violation(
      await api.put(
        `${INVOICES}/${invoice.id}`,
        asUpdate(invoice, { invoiceLines: [sampleLine(), { ...sampleLine(), id: otherLine.id }] }),
      ),
      ['invoiceLines[1].id'],
    );
    violation(
      await api.put(
        `${INVOICES}/${invoice.id}`,
        asUpdate(invoice, { invoiceLines: [{ ...sampleLine(), id: String(MISSING_ID) }] }),
      ),
      ['invoiceLines[0].id'],
    );
    violation(
      await api.put(
        `${INVOICES}/${invoice.id}`,
        asUpdate(invoice, {
          invoiceLines: [
            { ...sampleLine(), id: own.id },
            { ...sampleLine(), id: String(own.id) },
          ],
        }),
      ),
      ['invoiceLines[1].id'],
    );
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await getInvoice(api, other.id)).toEqual(other);
    expect(await trialBalance(api)).toEqual(before);
  });

  it('refuses invalid fields with 400 and a negative total with 422, and changes nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const path = `${INVOICES}/${invoice.id}`;
    invalid(await api.put(path, asUpdate(invoice, { dueDate: '2026-02-01' })), ['dueDate']);
    invalid(await api.put(path, asUpdate(invoice, { currency: 'POUND' })), ['currency']);
    invalid(await api.put(path, asUpdate(invoice, { issueDate: '2026-13-01' })), ['issueDate']);
    invalid(await api.put(path, asUpdate(invoice, { draft: 'no' })), ['draft']);
    violation(await api.put(path, asUpdate(invoice, { clientName: unique('Nobody'), clientId: undefined })), [
      'clientName',
    ]);
    problem(
      await api.put(
        path,
        asUpdate(invoice, { invoiceLines: [{ quantity: -3, rate: '820.00', salesTaxCode: 'STANDARD' }] }),
      ),
      422,
      /negative/,
    );
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
  });

  it('sends back what GET answered without changing anything, also after lines were added', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(
      api,
      client,
      [sampleLine(), { quantity: 0.5, rate: '10.01', vatRate: 0.175, description: 'Half' }, { quantity: 1, rate: 3 }],
      { poNumber: '' },
    );
    const roundTrip = async (expected: Invoice) => {
      const before = await trialBalance(api);
      const ledgerBefore = (await ledgerOf(api, '1200')).postings;
      const read = await getInvoice(api, expected.id);
      expect(read).toEqual(expected);
      expect(ok<Invoice>(await api.put(`${INVOICES}/${read.id}`, read))).toEqual({ ...read, ...anyTimestamps });
      expect(await getInvoice(api, read.id)).toEqual({ ...read, ...anyTimestamps });
      expect(await trialBalance(api)).toEqual(before);
      // Nothing changed: nothing reversed, nothing posted anew.
      expect((await ledgerOf(api, '1200')).postings).toEqual(ledgerBefore);
      expect(standingPostings(ledgerBefore)).toHaveLength(1);
    };
    await roundTrip(invoice);

    ok<InvoiceLine>(await api.post(`${linesOf(invoice.id)}/`, { quantity: 1, rate: '9.99', salesTaxCode: 'REDUCED' }));
    await roundTrip(await getInvoice(api, invoice.id));

    const afterPut = ok<Invoice>(
      await api.put(
        `${INVOICES}/${invoice.id}`,
        asUpdate(await getInvoice(api, invoice.id), {
          invoiceLines: [{ quantity: 2, rate: '0.50', item: 'boxes' }],
        }),
      ),
    );
    expect(afterPut.invoiceLines).toHaveLength(5);
    await roundTrip(afterPut);
  });
});

describe('drafts', () => {
  it('default to false; a draft posts nothing, making it non-draft posts it, and a PUT leaving draft out keeps it', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const draft = await createInvoice(api, client, [sampleLine()], { draft: true });
    expect(draft.draft).toBe(true);
    // A draft owes nothing until it is issued: its totals stand, nothing is outstanding.
    expect(draft).toMatchObject({ totalAmount: '1,968.00', outstandingAmount: '0.00', status: 'draft' });
    expect(await balances(api)).toEqual({ lines: [], totals: [] });

    const { draft: _draft, ...withoutDraft } = draft;
    const stillDraft = ok<Invoice>(await api.put(`${INVOICES}/${draft.id}`, { ...withoutDraft, poNumber: 'PO-9' }));
    expect(stillDraft).toEqual({ ...draft, poNumber: 'PO-9', ...anyTimestamps });
    expect(await balances(api)).toEqual({ lines: [], totals: [] });

    const posted = ok<Invoice>(await api.put(`${INVOICES}/${draft.id}`, { ...stillDraft, draft: false }));
    // Issued and unpaid, its due date long past.
    expect(posted).toEqual({
      ...stillDraft,
      draft: false,
      outstandingAmount: '1,968.00',
      status: 'overdue',
      ...anyTimestamps,
    });
    const postedBalances = {
      lines: [
        ['1200', 'GBP', '1,968.00', '0.00'],
        ['2200', 'GBP', '0.00', '328.00'],
        ['4000', 'GBP', '0.00', '1,640.00'],
      ],
      totals: [{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }],
    };
    expect(await balances(api)).toEqual(postedBalances);

    const { draft: _posted, ...postedWithoutDraft } = posted;
    expect(ok<Invoice>(await api.put(`${INVOICES}/${draft.id}`, postedWithoutDraft))).toEqual({
      ...posted,
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual(postedBalances);

    // Without payments, an invoice may become a draft again: its postings leave the ledger.
    expect(ok<Invoice>(await api.put(`${INVOICES}/${draft.id}`, { ...posted, draft: true }))).toEqual({
      ...posted,
      draft: true,
      outstandingAmount: '0.00',
      status: 'draft',
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
    expect(standingPostings((await ledgerOf(api, '1200')).postings)).toEqual([]);
  });

  it('post nothing when their lines change through the line calls', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const draft = await createInvoice(api, client, [sampleLine()], { draft: true });
    const added = ok<InvoiceLine>(await api.post(linesOf(draft.id), { quantity: 1, rate: 10, vatRate: 0 }));
    ok<InvoiceLine>(await api.put(`${linesOf(draft.id)}/${added.id}`, { quantity: 2, rate: 10, vatRate: 0 }));
    ok<InvoiceLine>(await api.delete(`${linesOf(draft.id)}/${at(draft.invoiceLines, 0).id}`));
    expect(await getInvoice(api, draft.id)).toMatchObject({ draft: true, totalAmount: '20.00' });
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
  });
});

describe('invoice line calls', () => {
  it('add a line, with and without the trailing slash, answer it with its amounts and recompute the invoice', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const withSlash = ok<InvoiceLine>(
      await api.post(`${linesOf(invoice.id)}/`, {
        quantity: 3,
        rate: '15.50',
        salesTaxCode: 'REDUCED',
        description: 'Extra',
        item: 'units',
      }),
    );
    expect(withSlash).toEqual(
      lineOut({
        quantity: 3,
        rate: '15.50',
        salesTaxCode: 'REDUCED',
        description: 'Extra',
        item: 'units',
        netAmount: '46.50',
        taxAmount: '2.33',
      }),
    );
    const withoutSlash = ok<InvoiceLine>(
      await api.post(linesOf(invoice.id), { quantity: 1, rate: '0.05', vatRate: 0.1 }),
    );
    expect(withoutSlash).toEqual(
      lineOut({ quantity: 1, rate: '0.05', vatRate: 0.1, netAmount: '0.05', taxAmount: '0.01' }),
    );
    const after = await getInvoice(api, invoice.id);
    expect(after).toEqual({
      ...invoice,
      netAmount: '1,686.55',
      taxAmount: '330.34',
      totalAmount: '2,016.89',
      outstandingAmount: '2,016.89',
      invoiceLines: [...invoice.invoiceLines, withSlash, withoutSlash],
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '2,016.89', '0.00'],
        ['2200', 'GBP', '0.00', '330.34'],
        ['4000', 'GBP', '0.00', '1,686.55'],
      ],
      totals: [{ currency: 'GBP', debit: '2,016.89', credit: '2,016.89' }],
    });
  });

  it('replace a line, keeping its id, and recompute the invoice and its postings', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine(), sampleLine({ quantity: 1, rate: '10.00' })]);
    const target = at(invoice.invoiceLines, 1);
    const replaced = ok<InvoiceLine>(
      await api.put(`${linesOf(invoice.id)}/${target.id}`, { quantity: 5, rate: '20.00', vatRate: 0.05 }),
    );
    expect(replaced).toEqual({
      id: target.id,
      quantity: 5,
      rate: '20.00',
      vatRate: 0.05,
      netAmount: '100.00',
      taxAmount: '5.00',
    });
    expect(await getInvoice(api, invoice.id)).toEqual({
      ...invoice,
      netAmount: '1,740.00',
      taxAmount: '333.00',
      totalAmount: '2,073.00',
      outstandingAmount: '2,073.00',
      invoiceLines: [at(invoice.invoiceLines, 0), replaced],
      ...anyTimestamps,
    });
    expect((await balances(api)).totals).toEqual([{ currency: 'GBP', debit: '2,073.00', credit: '2,073.00' }]);
    expect(standingPostings((await ledgerOf(api, '1200')).postings)).toEqual([
      expect.objectContaining({ source: { type: 'INVOICE', id: invoice.id }, debit: '2,073.00', balance: '2,073.00' }),
    ]);
  });

  it('delete a line and answer it as it was; the last line cannot be deleted (422)', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine(), sampleLine({ quantity: 1, rate: '10.00' })]);
    const [first, second] = [at(invoice.invoiceLines, 0), at(invoice.invoiceLines, 1)];
    expect(ok<InvoiceLine>(await api.delete(`${linesOf(invoice.id)}/${second.id}`))).toEqual(second);
    const after = await getInvoice(api, invoice.id);
    expect(after).toEqual({
      ...invoice,
      netAmount: '1,640.00',
      taxAmount: '328.00',
      totalAmount: '1,968.00',
      outstandingAmount: '1,968.00',
      invoiceLines: [first],
      ...anyTimestamps,
    });
    problem(
      await api.delete(`${linesOf(invoice.id)}/${second.id}`),
      404,
      `Line ${second.id} of invoice ${invoice.id} was not found`,
    );
    problem(await api.delete(`${linesOf(invoice.id)}/${first.id}`), 422, /at least one line/);
    expect(await getInvoice(api, invoice.id)).toEqual(after);
    expect((await balances(api)).totals).toEqual([{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }]);
  });

  it('answer 404 for a line of another invoice in the path, and change nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const other = await createInvoice(api, client);
    const foreignLine = at(other.invoiceLines, 0);
    const path = `${linesOf(invoice.id)}/${foreignLine.id}`;
    const detail = `Line ${foreignLine.id} of invoice ${invoice.id} was not found`;
    problem(await api.put(path, sampleLine()), 404, detail);
    problem(await api.delete(path), 404, detail);
    problem(await api.put(`${linesOf(invoice.id)}/${MISSING_ID}`, sampleLine()), 404, /^Line \d+ of invoice/);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await getInvoice(api, other.id)).toEqual(other);
  });

  it('answer 404 on every line call of an invoice that does not exist', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const lineId = at(invoice.invoiceLines, 0).id;
    const detail = `Invoice ${MISSING_ID} was not found`;
    problem(await api.post(linesOf(MISSING_ID), sampleLine()), 404, detail);
    problem(await api.post(`${linesOf(MISSING_ID)}/`, sampleLine()), 404, detail);
    problem(await api.put(`${linesOf(MISSING_ID)}/${lineId}`, sampleLine()), 404, detail);
    problem(await api.delete(`${linesOf(MISSING_ID)}/${lineId}`), 404, detail);
  });

  it('refuse invalid lines with 400 and a negative total with 422, and change nothing', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const lineId = at(invoice.invoiceLines, 0).id;
    invalid(await api.post(linesOf(invoice.id), { quantity: 1, rate: '1.001' }), ['rate']);
    invalid(await api.post(`${linesOf(invoice.id)}/`, { rate: '1.00' }), ['quantity']);
    invalid(await api.put(`${linesOf(invoice.id)}/${lineId}`, { quantity: 1, rate: 1, vatRate: 2 }), ['vatRate']);
    problem(await api.post(linesOf(invoice.id), { quantity: -1, rate: '2,000.00', vatRate: 0 }), 422, /negative/);
    problem(
      await api.put(`${linesOf(invoice.id)}/${lineId}`, { quantity: -1, rate: '1.00', vatRate: 0 }),
      422,
      /negative/,
    );
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect((await balances(api)).totals).toEqual([{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }]);
  });
});

describe('invoice postings', () => {
  it('post the total to trade debtors, the nets to sales and the tax to sales tax control', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine()], {
      issueDate: '2026-05-04',
      dueDate: '2026-06-04',
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '1,968.00', '0.00'],
        ['2200', 'GBP', '0.00', '328.00'],
        ['4000', 'GBP', '0.00', '1,640.00'],
      ],
      totals: [{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }],
    });
    const posting = (debit: string, credit: string, balance: string) => ({
      id: expect.any(Number),
      date: '2026-05-04',
      transactionId: expect.any(Number),
      source: { type: 'INVOICE', id: invoice.id },
      currency: 'GBP',
      debit,
      credit,
      balance,
    });
    expect((await ledgerOf(api, '1200')).postings).toEqual([posting('1,968.00', '0.00', '1,968.00')]);
    expect((await ledgerOf(api, '4000')).postings).toEqual([posting('0.00', '1,640.00', '-1,640.00')]);
    expect((await ledgerOf(api, '2200')).postings).toEqual([posting('0.00', '328.00', '-328.00')]);
    const transactions = new Set(
      [...(await ledgerOf(api, '1200')).postings, ...(await ledgerOf(api, '4000')).postings].map(
        (entry) => entry.transactionId,
      ),
    );
    expect(transactions.size).toBe(1);
  });

  it('reverse and post anew on every edit, and reverse a deleted invoice', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const kept = await createInvoice(api, client, [{ quantity: 1, rate: '1.00', vatRate: 0 }]);
    const invoice = await createInvoice(api, client);
    const path = `${INVOICES}/${invoice.id}`;
    const expectDebtors = async (total: string) => {
      const standing = standingPostings((await ledgerOf(api, '1200')).postings);
      expect(standing.filter((entry) => entry.source.id === invoice.id).map((entry) => entry.debit)).toEqual([total]);
      const report = await trialBalance(api);
      expect(report.totals).toHaveLength(1);
      expect(at(report.totals, 0).debit).toBe(at(report.totals, 0).credit);
    };
    await expectDebtors('1,968.00');
    ok<Invoice>(await api.put(path, asUpdate(invoice, { issueDate: '2026-03-02', dueDate: '2026-04-02' })));
    await expectDebtors('1,968.00');
    ok<Invoice>(await api.put(path, asUpdate(await getInvoice(api, invoice.id), { invoiceLines: [sampleLine()] })));
    await expectDebtors('3,936.00');
    const added = ok<InvoiceLine>(await api.post(linesOf(invoice.id), { quantity: 1, rate: '32.00', vatRate: 0 }));
    await expectDebtors('3,968.00');
    ok<InvoiceLine>(await api.put(`${linesOf(invoice.id)}/${added.id}`, { quantity: 2, rate: '16.01', vatRate: 0 }));
    await expectDebtors('3,968.02');
    ok<InvoiceLine>(await api.delete(`${linesOf(invoice.id)}/${added.id}`));
    await expectDebtors('3,936.00');
    expect(standingPostings((await ledgerOf(api, '1200')).postings).map((entry) => entry.date)).toEqual([
      ISSUE,
      '2026-03-02',
    ]);

    const asItWas = await getInvoice(api, invoice.id);
    expect(ok<Invoice>(await api.delete(path))).toEqual(asItWas);
    problem(await api.get(path), 404, `Invoice ${invoice.id} was not found`);
    problem(await api.delete(path), 404);
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'GBP', '1.00', '0.00'],
        ['4000', 'GBP', '0.00', '1.00'],
      ],
      totals: [{ currency: 'GBP', debit: '1.00', credit: '1.00' }],
    });
    expect(await listInvoices(api)).toEqual([kept]);
  });

  it('answer DELETE with the invoice as it was', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine(), { quantity: 1, rate: 4, vatRate: 0.5 }], {
      poNumber: 'PO',
      draft: true,
    });
    expect(ok<Invoice>(await api.delete(`${INVOICES}/${invoice.id}`))).toEqual(invoice);
    expect(await listInvoices(api)).toEqual([]);
    problem(await api.post(linesOf(invoice.id), sampleLine()), 404, `Invoice ${invoice.id} was not found`);
  });

  it('post a EUR invoice of a GBP company in EUR, each currency balancing on its own', async () => {
    const api = await newCompany(t, 'GBP');
    const client = await createClient(api);
    const eur = await createInvoice(api, client, [sampleLine()], { currency: 'EUR' });
    await createInvoice(api, client, [{ quantity: 1, rate: '50.00', salesTaxCode: 'STANDARD' }]);
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'EUR', '1,968.00', '0.00'],
        ['1200', 'GBP', '60.00', '0.00'],
        ['2200', 'EUR', '0.00', '328.00'],
        ['2200', 'GBP', '0.00', '10.00'],
        ['4000', 'EUR', '0.00', '1,640.00'],
        ['4000', 'GBP', '0.00', '50.00'],
      ],
      totals: [
        { currency: 'EUR', debit: '1,968.00', credit: '1,968.00' },
        { currency: 'GBP', debit: '60.00', credit: '60.00' },
      ],
    });
    // Changing the currency moves the postings to it.
    ok<Invoice>(await api.put(`${INVOICES}/${eur.id}`, asUpdate(eur, { currency: 'USD' })));
    expect((await balances(api)).totals).toEqual([
      { currency: 'GBP', debit: '60.00', credit: '60.00' },
      { currency: 'USD', debit: '1,968.00', credit: '1,968.00' },
    ]);
  });
});

describe('tax form auto (the default)', () => {
  it('takes salesTaxCode or vatRate on each line, answers each in the form it was stored with, and neither is vatRate 0', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [
      { quantity: 1, rate: 100, salesTaxCode: 'STANDARD' },
      { quantity: 1, rate: 100, vatRate: 0.2 },
      { quantity: 1, rate: 100 },
      { quantity: 1, rate: 100, salesTaxCode: 'EXEMPT' },
    ]);
    expect(invoice.invoiceLines).toEqual([
      lineOut({ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD', netAmount: '100.00', taxAmount: '20.00' }),
      lineOut({ quantity: 1, rate: '100.00', vatRate: 0.2, netAmount: '100.00', taxAmount: '20.00' }),
      lineOut({ quantity: 1, rate: '100.00', vatRate: 0, netAmount: '100.00', taxAmount: '0.00' }),
      lineOut({ quantity: 1, rate: '100.00', salesTaxCode: 'EXEMPT', netAmount: '100.00', taxAmount: '0.00' }),
    ]);
    for (const line of invoice.invoiceLines) {
      expect('salesTaxCode' in line && 'vatRate' in line).toBe(false);
    }
  });

  it('refuses both on one line with 400, an unknown code with 422, and a rate outside 0..1 with 400', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const both = problem(
      await api.post(INVOICES, invoiceBody(client, [sampleLine(), sampleLine({ vatRate: 0.2 })])),
      400,
    );
    expect(both.errors).toEqual([
      { path: expect.stringMatching(/^invoiceLines\[1\]\.(vatRate|salesTaxCode)$/), message: expect.any(String) },
    ]);
    violation(await api.post(INVOICES, invoiceBody(client, [sampleLine({ salesTaxCode: 'NOPE' })])), [
      'invoiceLines[0].salesTaxCode',
    ]);
    violation(await api.post(INVOICES, invoiceBody(client, [sampleLine({ salesTaxCode: 'standard' })])), [
      'invoiceLines[0].salesTaxCode',
    ]);
    invalid(await api.post(INVOICES, invoiceBody(client, [{ quantity: 1, rate: 1, vatRate: 1.5 }])), [
      'invoiceLines[0].vatRate',
    ]);
    invalid(await api.post(INVOICES, invoiceBody(client, [{ quantity: 1, rate: 1, vatRate: -0.1 }])), [
      'invoiceLines[0].vatRate',
    ]);
    expect(await listInvoices(api)).toEqual([]);

    const invoice = await createInvoice(api, client);
    const lineId = at(invoice.invoiceLines, 0).id;
    const lineBoth = problem(await api.post(linesOf(invoice.id), sampleLine({ vatRate: 0.1 })), 400);
    expect(lineBoth.errors).toEqual([
      { path: expect.stringMatching(/^(vatRate|salesTaxCode)$/), message: expect.any(String) },
    ]);
    violation(await api.put(`${linesOf(invoice.id)}/${lineId}`, sampleLine({ salesTaxCode: 'NOPE' })), [
      'salesTaxCode',
    ]);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
  });
});

describe('TAX_FORM=A', () => {
  let ta: TestApp;
  beforeAll(async () => {
    ta = await buildTestApp({ taxForm: 'A' } satisfies Partial<Config>);
  });
  afterAll(() => ta.close());

  it('answers each line with its salesTaxCode', async () => {
    const api = await newCompany(ta);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine(), sampleLine({ salesTaxCode: 'ZERO' })]);
    expect(invoice.invoiceLines).toEqual([
      lineOut({
        quantity: 2,
        rate: '820.00',
        salesTaxCode: 'STANDARD',
        description: 'Consulting',
        item: 'days',
        netAmount: '1,640.00',
        taxAmount: '328.00',
      }),
      lineOut({
        quantity: 2,
        rate: '820.00',
        salesTaxCode: 'ZERO',
        description: 'Consulting',
        item: 'days',
        netAmount: '1,640.00',
        taxAmount: '0.00',
      }),
    ]);
    expect(invoice.totalAmount).toBe('3,608.00');
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
  });

  it('needs a salesTaxCode on every line of a create (422 naming the line), naming an existing sales tax', async () => {
    const api = await newCompany(ta);
    const client = await createClient(api);
    const { salesTaxCode: _code, ...untaxed } = sampleLine();
    const missing = violation(await api.post(INVOICES, invoiceBody(client, [sampleLine(), untaxed, untaxed])), [
      'invoiceLines[1].salesTaxCode',
      'invoiceLines[2].salesTaxCode',
    ]);
    expect(missing.errors).toHaveLength(2);
    violation(await api.post(INVOICES, invoiceBody(client, [{ ...untaxed, vatRate: 0.2 }])), [
      'invoiceLines[0].salesTaxCode',
    ]);
    violation(await api.post(INVOICES, invoiceBody(client, [sampleLine({ salesTaxCode: 'NOPE' })])), [
      'invoiceLines[0].salesTaxCode',
    ]);
    const both = problem(await api.post(INVOICES, invoiceBody(client, [sampleLine({ vatRate: 0.2 })])), 400);
    expect(both.errors).toEqual([
      { path: expect.stringMatching(/^invoiceLines\[0\]\.(vatRate|salesTaxCode)$/), message: expect.any(String) },
    ]);
    expect(await listInvoices(api)).toEqual([]);
  });

  it('needs a salesTaxCode on every line of an update and of the line calls', async () => {
    const api = await newCompany(ta);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client);
    const lineId = at(invoice.invoiceLines, 0).id;
    const { salesTaxCode: _code, ...untaxed } = sampleLine();
    violation(await api.put(`${INVOICES}/${invoice.id}`, asUpdate(invoice, { invoiceLines: [untaxed] })), [
      'invoiceLines[0].salesTaxCode',
    ]);
    violation(
      await api.put(
        `${INVOICES}/${invoice.id}`,
        asUpdate(invoice, { invoiceLines: [sampleLine(), { ...untaxed, id: lineId }] }),
      ),
      ['invoiceLines[1].salesTaxCode'],
    );
    violation(await api.post(linesOf(invoice.id), untaxed), ['salesTaxCode']);
    violation(await api.post(`${linesOf(invoice.id)}/`, { ...untaxed, vatRate: 0.2 }), ['salesTaxCode']);
    violation(await api.put(`${linesOf(invoice.id)}/${lineId}`, { ...untaxed, vatRate: 0.2 }), ['salesTaxCode']);
    violation(await api.put(`${linesOf(invoice.id)}/${lineId}`, sampleLine({ salesTaxCode: 'NOPE' })), [
      'salesTaxCode',
    ]);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);

    const added = ok<InvoiceLine>(
      await api.post(linesOf(invoice.id), sampleLine({ salesTaxCode: 'REDUCED', quantity: 1 })),
    );
    expect(added).toEqual(
      lineOut({
        quantity: 1,
        rate: '820.00',
        salesTaxCode: 'REDUCED',
        description: 'Consulting',
        item: 'days',
        netAmount: '820.00',
        taxAmount: '41.00',
      }),
    );
    const read = await getInvoice(api, invoice.id);
    expect(ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, read))).toEqual({ ...read, ...anyTimestamps });
  });
});

describe('TAX_FORM=B', () => {
  let tb: TestApp;
  beforeAll(async () => {
    tb = await buildTestApp({ taxForm: 'B' });
  });
  afterAll(() => tb.close());

  it('takes vatRate on each line (0 when left out) and answers it', async () => {
    const api = await newCompany(tb);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [
      { quantity: 2, rate: '820.00', vatRate: 0.2 },
      { quantity: 1, rate: '10.00' },
    ]);
    expect(invoice.invoiceLines).toEqual([
      lineOut({ quantity: 2, rate: '820.00', vatRate: 0.2, netAmount: '1,640.00', taxAmount: '328.00' }),
      lineOut({ quantity: 1, rate: '10.00', vatRate: 0, netAmount: '10.00', taxAmount: '0.00' }),
    ]);
    expect(invoice.totalAmount).toBe('1,978.00');
    const added = ok<InvoiceLine>(
      await api.post(`${linesOf(invoice.id)}/`, { quantity: 1, rate: '5.00', vatRate: 0.05 }),
    );
    expect(added).toEqual(lineOut({ quantity: 1, rate: '5.00', vatRate: 0.05, netAmount: '5.00', taxAmount: '0.25' }));
    const read = await getInvoice(api, invoice.id);
    expect(ok<Invoice>(await api.put(`${INVOICES}/${invoice.id}`, read))).toEqual({ ...read, ...anyTimestamps });
  });

  it('refuses salesTaxCode with 400, on create, update and the line calls', async () => {
    const api = await newCompany(tb);
    const client = await createClient(api);
    invalid(await api.post(INVOICES, invoiceBody(client, [{ quantity: 1, rate: 1 }, sampleLine()])), [
      'invoiceLines[1].salesTaxCode',
    ]);
    expect(await listInvoices(api)).toEqual([]);
    const invoice = await createInvoice(api, client, [{ quantity: 1, rate: 1, vatRate: 0.2 }]);
    const lineId = at(invoice.invoiceLines, 0).id;
    invalid(await api.put(`${INVOICES}/${invoice.id}`, asUpdate(invoice, { invoiceLines: [sampleLine()] })), [
      'invoiceLines[0].salesTaxCode',
    ]);
    invalid(await api.post(linesOf(invoice.id), sampleLine()), ['salesTaxCode']);
    invalid(await api.put(`${linesOf(invoice.id)}/${lineId}`, sampleLine()), ['salesTaxCode']);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
  });
});

describe('records that invoices use', () => {
  it('a client with invoices cannot be deleted (409) until they are gone', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await createInvoice(api, client, [sampleLine()], { draft: true });
    const body = problem(await api.delete(`/clients/${client.id}`), 409);
    expect(body.detail).toMatch(String(invoice.id));
    expect(ok<Client>(await api.get(`/clients/${client.id}`))).toEqual(client);
    ok<Invoice>(await api.delete(`${INVOICES}/${invoice.id}`));
    expect(ok<Client>(await api.delete(`/clients/${client.id}`))).toEqual(client);
  });

  it('a sales tax used by an invoice line, even of a draft, cannot be deleted (409)', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const tax = ok<SalesTax>(
      await api.post('/salesTaxes', { code: uniqueCode('INV'), name: unique('Tax'), rate: 0.1 }),
    );
    const invoice = await createInvoice(api, client, [{ quantity: 1, rate: 10, salesTaxCode: tax.code }], {
      draft: true,
    });
    const body = problem(await api.delete(`/salesTaxes/${tax.id}`), 409);
    expect(body.detail).toMatch(String(invoice.id));
    expect(ok<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(tax);
    ok<Invoice>(await api.delete(`${INVOICES}/${invoice.id}`));
    expect(ok<SalesTax>(await api.delete(`/salesTaxes/${tax.id}`))).toEqual(tax);
  });

  it('the rate of a sales tax cannot change while a non-draft invoice uses it (422), and may while only drafts do', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const tax = ok<SalesTax>(
      await api.post('/salesTaxes', { code: uniqueCode('RATE'), name: unique('Tax'), rate: 0.1 }),
    );
    const draft = await createInvoice(api, client, [{ quantity: 1, rate: 100, salesTaxCode: tax.code }], {
      draft: true,
    });
    const changed = ok<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { ...tax, rate: 0.15 }));
    expect(changed).toEqual({ ...tax, rate: 0.15, ...anyTimestamps });

    const posted = await createInvoice(api, client, [{ quantity: 1, rate: 100, salesTaxCode: tax.code }]);
    expect(posted.taxAmount).toBe('15.00');
    const refused = violation(await api.put(`/salesTaxes/${tax.id}`, { ...changed, rate: 0.2 }), ['rate']);
    expect(refused.detail).toMatch(String(posted.id));
    expect(ok<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(changed);
    // The name may change all the same.
    expect(ok<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { ...changed, name: 'Renamed' })).name).toBe('Renamed');
    expect(await getInvoice(api, draft.id)).toMatchObject({ draft: true });

    ok<Invoice>(await api.delete(`${INVOICES}/${posted.id}`));
    expect(ok<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { ...changed, name: 'Renamed', rate: 0.2 })).rate).toBe(
      0.2,
    );
  });

  it('a draft taxed by a sales tax whose rate changed is taxed at the new rate once posted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const tax = ok<SalesTax>(
      await api.post('/salesTaxes', { code: uniqueCode('DRAFT'), name: unique('Tax'), rate: 0.1 }),
    );
    const draft = await createInvoice(api, client, [{ quantity: 1, rate: 100, salesTaxCode: tax.code }], {
      draft: true,
    });
    expect(draft.taxAmount).toBe('10.00');
    ok<SalesTax>(await api.put(`/salesTaxes/${tax.id}`, { ...tax, rate: 0.25 }));
    const { invoiceLines: _lines, ...header } = draft;
    const posted = ok<Invoice>(await api.put(`${INVOICES}/${draft.id}`, { ...header, draft: false }));
    // Posting a draft whose line names the sales tax must use the rate that tax has now.
    expect(posted).toMatchObject({ draft: false, netAmount: '100.00', taxAmount: '25.00', totalAmount: '125.00' });
    expect((await balances(api)).lines).toContainEqual(['2200', 'GBP', '0.00', '25.00']);
  });
});

describe('tenant isolation', () => {
  it("answers another company's invoice exactly as an invoice that does not exist, on every call", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const clientA = await createClient(a);
    const clientB = await createClient(b);
    const invoiceA = await createInvoice(a, clientA);
    const invoiceB = await createInvoice(b, clientB);
    const lineB = at(invoiceB.invoiceLines, 0);
    const lineA = at(invoiceA.invoiceLines, 0);
    const calls = (invoiceId: number, lineId: number) => [
      () => a.get(`${INVOICES}/${invoiceId}`),
      () => a.put(`${INVOICES}/${invoiceId}`, invoiceBody(clientA)),
      () => a.delete(`${INVOICES}/${invoiceId}`),
      () => a.post(linesOf(invoiceId), sampleLine()),
      () => a.post(`${linesOf(invoiceId)}/`, sampleLine()),
      () => a.put(`${linesOf(invoiceId)}/${lineId}`, sampleLine()),
      () => a.delete(`${linesOf(invoiceId)}/${lineId}`),
    ];
    const forOther = [];
    for (const call of calls(invoiceB.id, lineB.id)) forOther.push(problem(await call(), 404));
    const forMissing = [];
    for (const call of calls(MISSING_ID, lineA.id)) forMissing.push(problem(await call(), 404));
    expect(forOther.map((body) => comparable(body, { invoice: invoiceB.id }))).toEqual(
      forMissing.map((body) => comparable(body, { invoice: MISSING_ID })),
    );
    expect(await getInvoice(b, invoiceB.id)).toEqual(invoiceB);
    expect(await listInvoices(a)).toEqual([invoiceA]);
    expect(await listInvoices(b)).toEqual([invoiceB]);
    expect((await balances(b)).totals).toEqual([{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }]);
  });

  it("answers 404 for another company's line in the line calls, and 422 for it in an update", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const invoiceA = await createInvoice(a, await createClient(a));
    const invoiceB = await createInvoice(b, await createClient(b));
    const lineB = at(invoiceB.invoiceLines, 0);
    const detail = `Line ${lineB.id} of invoice ${invoiceA.id} was not found`;
    problem(await a.put(`${linesOf(invoiceA.id)}/${lineB.id}`, sampleLine()), 404, detail);
    problem(await a.delete(`${linesOf(invoiceA.id)}/${lineB.id}`), 404, detail);
    violation(
      await a.put(
        `${INVOICES}/${invoiceA.id}`,
        asUpdate(invoiceA, { invoiceLines: [{ ...sampleLine(), id: lineB.id }] }),
      ),
      ['invoiceLines[0].id'],
    );
    expect(await getInvoice(a, invoiceA.id)).toEqual(invoiceA);
    expect(await getInvoice(b, invoiceB.id)).toEqual(invoiceB);
  });

  it("does not take another company's client, by id or by name, nor its sales taxes", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const clientA = await createClient(a);
    const clientB = await createClient(b);
    const { clientName: _name, ...withoutClient } = invoiceBody(clientA);
    violation(await a.post(INVOICES, { ...withoutClient, clientId: clientB.id }), ['clientId']);
    violation(await a.post(INVOICES, { ...withoutClient, clientName: clientB.name }), ['clientName']);
    const taxB = ok<SalesTax>(
      await b.post('/salesTaxes', { code: uniqueCode('BONLY'), name: unique('Tax'), rate: 0.3 }),
    );
    violation(await a.post(INVOICES, invoiceBody(clientA, [sampleLine({ salesTaxCode: taxB.code })])), [
      'invoiceLines[0].salesTaxCode',
    ]);
    const invoiceA = await createInvoice(a, clientA);
    violation(await a.put(`${INVOICES}/${invoiceA.id}`, { ...withoutClient, clientId: clientB.id }), ['clientId']);
    expect(await listInvoices(a)).toEqual([invoiceA]);
    expect(await listInvoices(b)).toEqual([]);
  });
});

describe('amounts beyond what the books hold', () => {
  it('refuses with 422 an invoice whose line would exceed 999,999,999,999.99, and creates nothing', async () => {
    const t = await buildTestApp();
    try {
      const api = apiClient(t.app, await createTenant(t.db));
      const client = expectOk<{ id: number }>(await api.post('/clients', { name: 'Huge' }));
      const body = {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-01-01',
        dueDate: '2026-01-31',
        invoiceLines: [{ quantity: 1_000_000_000, rate: '999,999,999,999.99', vatRate: 0 }],
      };
      expectProblem(await api.post('/invoices', body), 422, /larger than 999,999,999,999.99/);
      expect(expectOk<unknown[]>(await api.get('/invoices'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
