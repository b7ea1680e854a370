import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type BankAccount,
  type Bill,
  type BillLine,
  balances,
  createSupplier,
  getBill,
  ledgerOf,
  newCompany,
  type Supplier,
  standingPostings,
  trialBalance,
} from './books.js';
import { type Api, anyTimestamps, at, buildTestApp, type TestApp } from './helpers.js';
import { comparable, invalid, MISSING_ID, ok, problem, unique, uniqueCode, violation } from './problem.js';

interface LineInput {
  id?: number | string;
  quantity?: number;
  unitPrice?: number | string;
  salesTaxCode?: string;
  vatRate?: number;
  description?: string;
  categoryCode?: string;
}

interface SalesTax {
  id: number;
  code: string;
  name: string;
  rate: number;
}

const BILLS = '/bills';
const linesOf = (billId: number) => `${BILLS}/${billId}/billLines`;
const ISSUE = '2026-03-01';
const DUE = '2026-03-31';

const sampleLine = (fields: LineInput = {}): LineInput => ({
  quantity: 2,
  unitPrice: '820.00',
  salesTaxCode: 'STANDARD',
  description: 'Desks',
  categoryCode: '6300',
  ...fields,
});

function billBody(supplier: Supplier, lines: LineInput[] = [sampleLine()], fields: Record<string, unknown> = {}) {
  return { supplierName: supplier.name, currency: 'GBP', issueDate: ISSUE, dueDate: DUE, billLines: lines, ...fields };
}

async function createBill(
  api: Api,
  supplier: Supplier,
  lines: LineInput[] = [sampleLine()],
  fields: Record<string, unknown> = {},
): Promise<Bill> {
  return ok<Bill>(await api.post(BILLS, billBody(supplier, lines, fields)));
}

const listBills = async (api: Api) => ok<Bill[]>(await api.get(BILLS));

const lineOut = (fields: Partial<BillLine>): BillLine => ({ id: expect.any(Number), ...fields }) as unknown as BillLine;

/** The balances of a bill of the sample line: 1,640.00 to 6300, 328.00 reclaimed, 1,968.00 owed. */
const SAMPLE_BALANCES = {
  lines: [
    ['2100', 'GBP', '0.00', '1,968.00'],
    ['2200', 'GBP', '328.00', '0.00'],
    ['6300', 'GBP', '1,640.00', '0.00'],
  ],
  totals: [{ currency: 'GBP', debit: '1,968.00', credit: '1,968.00' }],
};

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /bills', () => {
  it("computes the spec's sample (2 × 820.00 at 20 % is 1,968.00) and answers both supplier fields, type EXPENSE by default", async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    expect(bill).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      issueDate: ISSUE,
      dueDate: DUE,
      type: 'EXPENSE',
      supplierName: supplier.name,
      supplierId: supplier.id,
      netAmount: '1,640.00',
      taxAmount: '328.00',
      totalAmount: '1,968.00',
      outstandingAmount: '1,968.00',
      // Nothing paid, due on 31 March 2026, a day long past.
      status: 'overdue',
      billLines: [
        lineOut({
          quantity: 2,
          unitPrice: '820.00',
          salesTaxCode: 'STANDARD',
          description: 'Desks',
          categoryCode: '6300',
          netAmount: '1,640.00',
          taxAmount: '328.00',
        }),
      ],
      ...anyTimestamps,
    });
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(await listBills(api)).toEqual([bill]);
    expect(await balances(api)).toEqual(SAMPLE_BALANCES);
  });

  it('rounds each line net and tax half-up to the cent, halves away from zero, and keeps 6 decimals of quantity', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      { quantity: 1.5, unitPrice: '0.01', vatRate: 0, categoryCode: '6300' },
      { quantity: 0.5, unitPrice: 0.01, vatRate: 0, categoryCode: '6300' },
      { quantity: -0.5, unitPrice: '0.01', vatRate: 0, categoryCode: '6300' },
      { quantity: 1, unitPrice: '0.05', vatRate: 0.1, categoryCode: '7100' },
      { quantity: -1, unitPrice: '0.05', vatRate: 0.1, categoryCode: '7100' },
      { quantity: 1.123456, unitPrice: '100.00', vatRate: 0.175, categoryCode: '7100' },
    ]);
    expect(bill.billLines.map(({ quantity, netAmount, taxAmount }) => [quantity, netAmount, taxAmount])).toEqual([
      [1.5, '0.02', '0.00'],
      [0.5, '0.01', '0.00'],
      [-0.5, '-0.01', '0.00'],
      [1, '0.05', '0.01'],
      [-1, '-0.05', '-0.01'],
      [1.123456, '112.35', '19.66'],
    ]);
    expect(bill).toMatchObject({ netAmount: '112.37', taxAmount: '19.66', totalAmount: '132.03' });
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '132.03'],
        ['2200', 'GBP', '19.66', '0.00'],
        ['6300', 'GBP', '0.02', '0.00'],
        ['7100', 'GBP', '112.35', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '132.03', credit: '132.03' }],
    });
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine({ quantity: 0.0000001 })])), [
      'billLines[0].quantity',
    ]);
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine(), sampleLine({ unitPrice: '2.005' })])), [
      'billLines[1].unitPrice',
    ]);
    expect(await listBills(api)).toEqual([bill]);
  });

  it('takes discount lines, and refuses a bill whose total would be negative with 422, creating nothing', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      sampleLine({ quantity: 1, unitPrice: '100.00' }),
      sampleLine({ quantity: -1, unitPrice: '40.00', description: 'Discount' }),
    ]);
    expect(bill.billLines.map((line) => [line.netAmount, line.taxAmount])).toEqual([
      ['100.00', '20.00'],
      ['-40.00', '-8.00'],
    ]);
    expect(bill).toMatchObject({ netAmount: '60.00', taxAmount: '12.00', totalAmount: '72.00' });
    const before = await trialBalance(api);
    const refused = problem(
      await api.post(BILLS, billBody(supplier, [sampleLine({ quantity: -1, unitPrice: '1.00' })])),
      422,
      /negative/,
    );
    expect(refused.totalAmount).toBe('-1.20');
    expect(await listBills(api)).toEqual([bill]);
    expect(await trialBalance(api)).toEqual(before);
  });

  it('takes the supplier by name or by id; an unknown one or a disagreement is a 422 naming the field, neither a 400', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const other = await createSupplier(api);
    const { supplierName: _name, ...withoutSupplier } = billBody(supplier);
    const byId = ok<Bill>(await api.post(BILLS, { ...withoutSupplier, supplierId: other.id }));
    const byStringId = ok<Bill>(await api.post(BILLS, { ...withoutSupplier, supplierId: String(supplier.id) }));
    const byBoth = ok<Bill>(
      await api.post(BILLS, { ...withoutSupplier, supplierId: other.id, supplierName: other.name }),
    );
    expect([byId, byStringId, byBoth].map(({ supplierId, supplierName }) => ({ supplierId, supplierName }))).toEqual([
      { supplierId: other.id, supplierName: other.name },
      { supplierId: supplier.id, supplierName: supplier.name },
      { supplierId: other.id, supplierName: other.name },
    ]);
    violation(await api.post(BILLS, { ...withoutSupplier, supplierName: unique('Nobody') }), ['supplierName']);
    violation(await api.post(BILLS, { ...withoutSupplier, supplierId: MISSING_ID }), ['supplierId']);
    violation(await api.post(BILLS, { ...withoutSupplier, supplierId: supplier.id, supplierName: other.name }), [
      'supplierName',
    ]);
    const neither = problem(await api.post(BILLS, withoutSupplier), 400);
    expect(neither.errors).toEqual([{ path: 'supplierId', message: expect.stringMatching(/supplierName/) }]);
    expect(await listBills(api)).toEqual([byId, byStringId, byBoth]);
  });

  it('upper-cases the currency; refuses bad currencies, unreal dates, a due date before the issue date and no lines', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [sampleLine()], { currency: 'eur' });
    expect(bill.currency).toBe('EUR');
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine()], { currency: 'EURO' })), ['currency']);
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine()], { issueDate: '2026-02-30' })), ['issueDate']);
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine()], { issueDate: '2026-03-02', dueDate: ISSUE })), [
      'dueDate',
    ]);
    invalid(await api.post(BILLS, billBody(supplier, [])), ['billLines']);
    const { billLines: _lines, ...withoutLines } = billBody(supplier);
    invalid(await api.post(BILLS, withoutLines), ['billLines']);
    expect(await listBills(api)).toEqual([bill]);
  });
});

describe('bill type', () => {
  it('is one of STOCK, ASSET, EXPENSE and SERVICE (400 otherwise), and is kept when a PUT leaves it out', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    for (const type of ['STOCK', 'ASSET', 'EXPENSE', 'SERVICE']) {
      const bill = await createBill(api, supplier, [sampleLine()], { type });
      expect(bill.type).toBe(type);
      expect((await getBill(api, bill.id)).type).toBe(type);
    }
    for (const type of ['OTHER', 'expense', '']) {
      invalid(await api.post(BILLS, billBody(supplier, [sampleLine()], { type })), ['type']);
    }
    expect(await listBills(api)).toHaveLength(4);

    const bill = await createBill(api, supplier, [sampleLine()], { type: 'ASSET' });
    const { type: _type, ...withoutType } = bill;
    expect(ok<Bill>(await api.put(`${BILLS}/${bill.id}`, withoutType))).toEqual({ ...bill, ...anyTimestamps });
    const changed = ok<Bill>(await api.put(`${BILLS}/${bill.id}`, { ...bill, type: 'SERVICE' }));
    expect(changed).toEqual({ ...bill, type: 'SERVICE', ...anyTimestamps });
    invalid(await api.put(`${BILLS}/${bill.id}`, { ...bill, type: 'GIFT' }), ['type']);
    expect(await getBill(api, bill.id)).toEqual(changed);
  });
});

describe('bill line categories', () => {
  it('are required on create (400 naming the line) and answered as sent', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const { categoryCode: _code, ...uncategorised } = sampleLine();
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine(), uncategorised])), ['billLines[1].categoryCode']);
    invalid(await api.post(BILLS, billBody(supplier, [sampleLine({ categoryCode: '63 00' })])), [
      'billLines[0].categoryCode',
    ]);
    expect(await listBills(api)).toEqual([]);
    const custom = ok<Account>(
      await api.post('/accounts', { code: uniqueCode('CAT'), name: unique('Cat'), type: 'EXPENSE' }),
    );
    const bill = await createBill(api, supplier, [
      sampleLine({ categoryCode: '7100' }),
      sampleLine({ categoryCode: '1010' }),
      sampleLine({ categoryCode: custom.code }),
    ]);
    expect(bill.billLines.map((line) => line.categoryCode)).toEqual(['7100', '1010', custom.code]);
  });

  it('must name an account of the chart (422), not a system account nor the ledger account of a bank account', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = ok<BankAccount>(await api.post('/bankAccounts', { name: unique('Bank') }));
    const card = ok<BankAccount>(await api.post('/bankAccounts', { name: unique('Card'), type: 'CREDIT_CARD' }));
    const refused = [
      '9999',
      '1200',
      '2100',
      '2200',
      '2210',
      '3100',
      '4000',
      '7800',
      bank.ledgerAccountCode,
      card.ledgerAccountCode,
    ];
    for (const categoryCode of refused) {
      const body = violation(await api.post(BILLS, billBody(supplier, [sampleLine(), sampleLine({ categoryCode })])), [
        'billLines[1].categoryCode',
      ]);
      expect(at(body.errors ?? [], 0).message, categoryCode).toEqual(expect.any(String));
    }
    const all = violation(
      await api.post(
        BILLS,
        billBody(supplier, [
          sampleLine({ categoryCode: '1200' }),
          sampleLine({ categoryCode: bank.ledgerAccountCode }),
        ]),
      ),
      ['billLines[0].categoryCode', 'billLines[1].categoryCode'],
    );
    expect(all.errors).toHaveLength(2);
    expect(await listBills(api)).toEqual([]);
    expect(await balances(api)).toEqual({ lines: [], totals: [] });

    const bill = await createBill(api, supplier);
    const lineId = at(bill.billLines, 0).id;
    violation(await api.post(linesOf(bill.id), sampleLine({ categoryCode: '2100' })), ['categoryCode']);
    violation(await api.put(`${linesOf(bill.id)}/${lineId}`, sampleLine({ categoryCode: bank.ledgerAccountCode })), [
      'categoryCode',
    ]);
    violation(
      await api.put(`${BILLS}/${bill.id}`, { ...bill, billLines: [sampleLine({ id: lineId, categoryCode: '2200' })] }),
      ['billLines[0].categoryCode'],
    );
    expect(await getBill(api, bill.id)).toEqual(bill);
  });

  it('are kept by a replaced line that leaves categoryCode out, in a PUT and in the line call; a new line needs one', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      sampleLine({ categoryCode: '7100' }),
      sampleLine({ categoryCode: '5100' }),
    ]);
    const [first, second] = [at(bill.billLines, 0), at(bill.billLines, 1)];
    const { categoryCode: _code, ...uncategorised } = sampleLine({ quantity: 1 });
    const updated = ok<Bill>(
      await api.put(`${BILLS}/${bill.id}`, { ...bill, billLines: [{ ...uncategorised, id: first.id }] }),
    );
    expect(at(updated.billLines, 0)).toEqual({ ...first, quantity: 1, netAmount: '820.00', taxAmount: '164.00' });
    const replaced = ok<BillLine>(
      await api.put(`${linesOf(bill.id)}/${second.id}`, { ...uncategorised, unitPrice: 5 }),
    );
    expect(replaced).toEqual({ ...second, quantity: 1, unitPrice: '5.00', netAmount: '5.00', taxAmount: '1.00' });
    expect((await getBill(api, bill.id)).billLines).toEqual([at(updated.billLines, 0), replaced]);

    invalid(await api.put(`${BILLS}/${bill.id}`, { ...bill, billLines: [uncategorised] }), [
      'billLines[0].categoryCode',
    ]);
    invalid(await api.post(linesOf(bill.id), uncategorised), ['categoryCode']);
    invalid(await api.post(`${linesOf(bill.id)}/`, uncategorised), ['categoryCode']);
    expect((await getBill(api, bill.id)).billLines).toHaveLength(2);
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '990.00'],
        ['2200', 'GBP', '165.00', '0.00'],
        ['5100', 'GBP', '5.00', '0.00'],
        ['7100', 'GBP', '820.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '990.00', credit: '990.00' }],
    });
  });
});

describe('PUT /bills/{id}', () => {
  it('merges lines: a line with an id (number or string) is replaced, one without is added, the others stay', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      sampleLine({ quantity: 1, unitPrice: '100.00', description: 'One' }),
      sampleLine({ quantity: 1, unitPrice: '200.00', description: 'Two' }),
      sampleLine({ quantity: 1, unitPrice: '300.00', description: 'Three' }),
    ]);
    const [one, two, three] = bill.billLines.map((line) => line.id);
    const updated = ok<Bill>(
      await api.put(`${BILLS}/${bill.id}`, {
        ...billBody(supplier),
        billLines: [
          { id: one, quantity: 2, unitPrice: '100.00', vatRate: 0, categoryCode: '7100' },
          { id: String(three), quantity: 1, unitPrice: '350.00', salesTaxCode: 'REDUCED', description: 'Three again' },
          { quantity: 4, unitPrice: '25.00', vatRate: 0.2, categoryCode: '6300', description: 'New' },
        ],
      }),
    );
    expect(updated).toEqual({
      ...bill,
      netAmount: '850.00',
      taxAmount: '77.50',
      totalAmount: '927.50',
      outstandingAmount: '927.50',
      billLines: [
        {
          id: one,
          quantity: 2,
          unitPrice: '100.00',
          vatRate: 0,
          categoryCode: '7100',
          netAmount: '200.00',
          taxAmount: '0.00',
        },
        at(bill.billLines, 1),
        {
          id: three,
          quantity: 1,
          unitPrice: '350.00',
          salesTaxCode: 'REDUCED',
          description: 'Three again',
          categoryCode: '6300',
          netAmount: '350.00',
          taxAmount: '17.50',
        },
        lineOut({
          quantity: 4,
          unitPrice: '25.00',
          vatRate: 0.2,
          categoryCode: '6300',
          description: 'New',
          netAmount: '100.00',
          taxAmount: '20.00',
        }),
      ],
      ...anyTimestamps,
    });
    expect(new Set([bill.id, one, two, three, at(updated.billLines, 3).id]).size).toBe(5);
    expect(await getBill(api, bill.id)).toEqual(updated);
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '927.50'],
        ['2200', 'GBP', '77.50', '0.00'],
        ['6300', 'GBP', '650.00', '0.00'],
        ['7100', 'GBP', '200.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '927.50', credit: '927.50' }],
    });
  });

  it('keeps every line when billLines is left out, and changes the supplier, currency and dates', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const other = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const updated = ok<Bill>(
      await api.put(`${BILLS}/${bill.id}`, {
        supplierId: other.id,
        currency: 'usd',
        issueDate: '2026-04-01',
        dueDate: '2026-04-01',
      }),
    );
    expect(updated).toEqual({
      ...bill,
      supplierId: other.id,
      supplierName: other.name,
      currency: 'USD',
      issueDate: '2026-04-01',
      dueDate: '2026-04-01',
      ...anyTimestamps,
    });
    expect(await getBill(api, bill.id)).toEqual(updated);
    expect((await balances(api)).totals).toEqual([{ currency: 'USD', debit: '1,968.00', credit: '1,968.00' }]);
  });

  it('refuses a body id different from the path (400), a line id not of this bill (422), a negative total (422), and changes nothing', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const other = await createBill(api, supplier);
    const path = `${BILLS}/${bill.id}`;
    const before = await trialBalance(api);
    invalid(await api.put(path, { ...bill, id: other.id }), ['id']);
    violation(
      await api.put(path, { ...bill, billLines: [sampleLine(), sampleLine({ id: at(other.billLines, 0).id })] }),
      ['billLines[1].id'],
    );
    violation(await api.put(path, { ...bill, billLines: [sampleLine({ id: MISSING_ID })] }), ['billLines[0].id']);
    problem(await api.put(path, { ...bill, billLines: [sampleLine({ quantity: -3 })] }), 422, /negative/);
    invalid(await api.put(path, { ...bill, dueDate: '2026-01-01' }), ['dueDate']);
    violation(await api.put(path, { ...bill, supplierId: MISSING_ID, supplierName: undefined }), ['supplierId']);
    problem(await api.put(`${BILLS}/${MISSING_ID}`, billBody(supplier)), 404, `Bill ${MISSING_ID} was not found`);
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(await getBill(api, other.id)).toEqual(other);
    expect(await trialBalance(api)).toEqual(before);
  });

  it('refuses a line id of another bill with 422 naming the id, also when the line leaves categoryCode out', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const other = await createBill(api, supplier);
    const { categoryCode: _code, ...uncategorised } = sampleLine({ id: at(other.billLines, 0).id });
    // The line names an id, so it is not a new line: the id is what is wrong with it.
    violation(await api.put(`${BILLS}/${bill.id}`, { ...bill, billLines: [uncategorised] }), ['billLines[0].id']);
    expect(await getBill(api, bill.id)).toEqual(bill);
  });

  it('sends back what GET answered without changing anything, also after lines were added', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      sampleLine(),
      { quantity: 0.5, unitPrice: '10.01', vatRate: 0.175, categoryCode: '7100' },
      { quantity: 1, unitPrice: 3, categoryCode: '1010' },
    ]);
    const roundTrip = async (expected: Bill) => {
      const before = await trialBalance(api);
      const ledgerBefore = (await ledgerOf(api, '2100')).postings;
      const read = await getBill(api, expected.id);
      expect(read).toEqual(expected);
      expect(ok<Bill>(await api.put(`${BILLS}/${read.id}`, read))).toEqual({ ...read, ...anyTimestamps });
      expect(await getBill(api, read.id)).toEqual({ ...read, ...anyTimestamps });
      expect(await trialBalance(api)).toEqual(before);
      // Nothing changed: nothing reversed, nothing posted anew.
      expect((await ledgerOf(api, '2100')).postings).toEqual(ledgerBefore);
      expect(standingPostings(ledgerBefore)).toHaveLength(1);
    };
    await roundTrip(bill);
    ok<BillLine>(await api.post(linesOf(bill.id), sampleLine({ salesTaxCode: 'REDUCED', categoryCode: '5100' })));
    await roundTrip(await getBill(api, bill.id));
    const afterPut = ok<Bill>(
      await api.put(`${BILLS}/${bill.id}`, {
        ...(await getBill(api, bill.id)),
        billLines: [{ quantity: 2, unitPrice: '0.50', categoryCode: '6900' }],
      }),
    );
    expect(afterPut.billLines).toHaveLength(5);
    await roundTrip(afterPut);
  });
});

describe('bill line calls', () => {
  it('add a line, with and without the trailing slash, and recompute the bill and its postings', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const withSlash = ok<BillLine>(
      await api.post(`${linesOf(bill.id)}/`, {
        quantity: 3,
        unitPrice: '15.50',
        vatRate: 0.05,
        description: 'Paper',
        categoryCode: '7100',
      }),
    );
    expect(withSlash).toEqual(
      lineOut({
        quantity: 3,
        unitPrice: '15.50',
        vatRate: 0.05,
        description: 'Paper',
        categoryCode: '7100',
        netAmount: '46.50',
        taxAmount: '2.33',
      }),
    );
    const withoutSlash = ok<BillLine>(
      await api.post(linesOf(bill.id), {
        quantity: 1,
        unitPrice: '10.00',
        salesTaxCode: 'STANDARD',
        categoryCode: '6300',
      }),
    );
    expect(withoutSlash).toEqual(
      lineOut({
        quantity: 1,
        unitPrice: '10.00',
        salesTaxCode: 'STANDARD',
        categoryCode: '6300',
        netAmount: '10.00',
        taxAmount: '2.00',
      }),
    );
    expect(await getBill(api, bill.id)).toEqual({
      ...bill,
      netAmount: '1,696.50',
      taxAmount: '332.33',
      totalAmount: '2,028.83',
      outstandingAmount: '2,028.83',
      billLines: [...bill.billLines, withSlash, withoutSlash],
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '2,028.83'],
        ['2200', 'GBP', '332.33', '0.00'],
        ['6300', 'GBP', '1,650.00', '0.00'],
        ['7100', 'GBP', '46.50', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '2,028.83', credit: '2,028.83' }],
    });
  });

  it('replace a line and delete one, answering it as it was; the last line cannot be deleted (422)', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      sampleLine(),
      sampleLine({ quantity: 1, unitPrice: 10, categoryCode: '7100' }),
    ]);
    const [first, second] = [at(bill.billLines, 0), at(bill.billLines, 1)];
    const replaced = ok<BillLine>(
      await api.put(`${linesOf(bill.id)}/${first.id}`, {
        quantity: 1,
        unitPrice: '100.00',
        vatRate: 0,
        categoryCode: '6900',
      }),
    );
    expect(replaced).toEqual({
      id: first.id,
      quantity: 1,
      unitPrice: '100.00',
      vatRate: 0,
      categoryCode: '6900',
      netAmount: '100.00',
      taxAmount: '0.00',
    });
    expect(ok<BillLine>(await api.delete(`${linesOf(bill.id)}/${second.id}`))).toEqual(second);
    const after = await getBill(api, bill.id);
    expect(after).toEqual({
      ...bill,
      netAmount: '100.00',
      taxAmount: '0.00',
      totalAmount: '100.00',
      outstandingAmount: '100.00',
      billLines: [replaced],
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '100.00'],
        ['6900', 'GBP', '100.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '100.00', credit: '100.00' }],
    });
    problem(await api.delete(`${linesOf(bill.id)}/${first.id}`), 422, /at least one line/);
    problem(
      await api.delete(`${linesOf(bill.id)}/${second.id}`),
      404,
      `Line ${second.id} of bill ${bill.id} was not found`,
    );
    expect(await getBill(api, bill.id)).toEqual(after);
  });

  it('answer 404 for a line of another bill, or on a bill that does not exist, and change nothing', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const other = await createBill(api, supplier);
    const foreign = at(other.billLines, 0);
    const detail = `Line ${foreign.id} of bill ${bill.id} was not found`;
    problem(await api.put(`${linesOf(bill.id)}/${foreign.id}`, sampleLine()), 404, detail);
    problem(await api.delete(`${linesOf(bill.id)}/${foreign.id}`), 404, detail);
    const missing = `Bill ${MISSING_ID} was not found`;
    problem(await api.post(linesOf(MISSING_ID), sampleLine()), 404, missing);
    problem(await api.put(`${linesOf(MISSING_ID)}/${foreign.id}`, sampleLine()), 404, missing);
    problem(await api.delete(`${linesOf(MISSING_ID)}/${foreign.id}`), 404, missing);
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(await getBill(api, other.id)).toEqual(other);
  });

  it('refuse invalid lines with 400 and a negative total with 422, and change nothing', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const lineId = at(bill.billLines, 0).id;
    invalid(await api.post(linesOf(bill.id), sampleLine({ unitPrice: '1.001' })), ['unitPrice']);
    invalid(await api.put(`${linesOf(bill.id)}/${lineId}`, sampleLine({ quantity: 1.0000001 })), ['quantity']);
    const both = problem(await api.post(linesOf(bill.id), sampleLine({ vatRate: 0.2 })), 400);
    expect(both.errors).toEqual([
      { path: expect.stringMatching(/^(vatRate|salesTaxCode)$/), message: expect.any(String) },
    ]);
    problem(await api.post(linesOf(bill.id), sampleLine({ quantity: -10 })), 422, /negative/);
    problem(await api.put(`${linesOf(bill.id)}/${lineId}`, sampleLine({ quantity: -1 })), 422, /negative/);
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(await balances(api)).toEqual(SAMPLE_BALANCES);
  });
});

describe('bill postings', () => {
  it("debit each line's net to its category (one posting per account), the tax to sales tax control, and credit the total to trade creditors", async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(
      api,
      supplier,
      [
        sampleLine({ quantity: 1, unitPrice: '100.00', categoryCode: '6300' }),
        sampleLine({ quantity: 1, unitPrice: '50.00', categoryCode: '7100', salesTaxCode: 'REDUCED' }),
        sampleLine({ quantity: 1, unitPrice: '25.00', categoryCode: '6300', salesTaxCode: 'ZERO' }),
      ],
      { issueDate: '2026-05-04', dueDate: '2026-06-04' },
    );
    expect(bill).toMatchObject({ netAmount: '175.00', taxAmount: '22.50', totalAmount: '197.50' });
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '197.50'],
        ['2200', 'GBP', '22.50', '0.00'],
        ['6300', 'GBP', '125.00', '0.00'],
        ['7100', 'GBP', '50.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '197.50', credit: '197.50' }],
    });
    const posting = (debit: string, credit: string, balance: string) => ({
      id: expect.any(Number),
      date: '2026-05-04',
      transactionId: expect.any(Number),
      source: { type: 'BILL', id: bill.id },
      currency: 'GBP',
      debit,
      credit,
      balance,
    });
    expect((await ledgerOf(api, '6300')).postings).toEqual([posting('125.00', '0.00', '125.00')]);
    const standing = async (code: string) => standingPostings((await ledgerOf(api, code)).postings);
    expect(await standing('7100')).toEqual([posting('50.00', '0.00', '50.00')]);
    expect(await standing('2200')).toEqual([posting('22.50', '0.00', '22.50')]);
    expect(await standing('2100')).toEqual([posting('0.00', '197.50', '-197.50')]);
  });

  it('are reversed and posted anew on every edit, and reversed with a deleted bill', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const kept = await createBill(api, supplier, [{ quantity: 1, unitPrice: 1, categoryCode: '6900' }]);
    const bill = await createBill(api, supplier);
    const path = `${BILLS}/${bill.id}`;
    const expectCreditors = async (total: string) => {
      const postings = standingPostings((await ledgerOf(api, '2100')).postings).filter(
        (entry) => entry.source.id === bill.id,
      );
      expect(postings.map((entry) => entry.credit)).toEqual([total]);
      const report = await trialBalance(api);
      expect(report.totals).toHaveLength(1);
      expect(at(report.totals, 0).debit).toBe(at(report.totals, 0).credit);
    };
    await expectCreditors('1,968.00');
    ok<Bill>(await api.put(path, { ...bill, issueDate: '2026-03-02', dueDate: '2026-03-02' }));
    await expectCreditors('1,968.00');
    ok<Bill>(await api.put(path, { ...(await getBill(api, bill.id)), billLines: [sampleLine()] }));
    await expectCreditors('3,936.00');
    const added = ok<BillLine>(await api.post(linesOf(bill.id), { quantity: 1, unitPrice: 32, categoryCode: '7100' }));
    await expectCreditors('3,968.00');
    ok<BillLine>(await api.put(`${linesOf(bill.id)}/${added.id}`, { quantity: 2, unitPrice: '16.01' }));
    await expectCreditors('3,968.02');
    ok<BillLine>(await api.delete(`${linesOf(bill.id)}/${added.id}`));
    await expectCreditors('3,936.00');
    expect(standingPostings((await ledgerOf(api, '7100')).postings)).toEqual([]);

    const asItWas = await getBill(api, bill.id);
    expect(ok<Bill>(await api.delete(path))).toEqual(asItWas);
    problem(await api.get(path), 404, `Bill ${bill.id} was not found`);
    problem(await api.delete(path), 404, `Bill ${bill.id} was not found`);
    expect(await listBills(api)).toEqual([kept]);
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '1.00'],
        ['6900', 'GBP', '1.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '1.00', credit: '1.00' }],
    });
  });

  it('are made in the currency of the bill', async () => {
    const api = await newCompany(t, 'GBP');
    const supplier = await createSupplier(api);
    await createBill(api, supplier, [sampleLine()], { currency: 'EUR' });
    await createBill(api, supplier, [sampleLine({ quantity: 1, unitPrice: 10, categoryCode: '7100' })]);
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'EUR', '0.00', '1,968.00'],
        ['2100', 'GBP', '0.00', '12.00'],
        ['2200', 'EUR', '328.00', '0.00'],
        ['2200', 'GBP', '2.00', '0.00'],
        ['6300', 'EUR', '1,640.00', '0.00'],
        ['7100', 'GBP', '10.00', '0.00'],
      ],
      totals: [
        { currency: 'EUR', debit: '1,968.00', credit: '1,968.00' },
        { currency: 'GBP', debit: '12.00', credit: '12.00' },
      ],
    });
  });
});

describe('tax form auto (the default)', () => {
  it('takes salesTaxCode or vatRate or neither (vatRate 0) on each line, and answers the form each was stored with', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier, [
      { quantity: 1, unitPrice: 100, salesTaxCode: 'STANDARD', categoryCode: '6300' },
      { quantity: 1, unitPrice: 100, vatRate: 0.2, categoryCode: '6300' },
      { quantity: 1, unitPrice: 100, categoryCode: '6300' },
    ]);
    expect(bill.billLines).toEqual([
      lineOut({
        quantity: 1,
        unitPrice: '100.00',
        salesTaxCode: 'STANDARD',
        categoryCode: '6300',
        netAmount: '100.00',
        taxAmount: '20.00',
      }),
      lineOut({
        quantity: 1,
        unitPrice: '100.00',
        vatRate: 0.2,
        categoryCode: '6300',
        netAmount: '100.00',
        taxAmount: '20.00',
      }),
      lineOut({
        quantity: 1,
        unitPrice: '100.00',
        vatRate: 0,
        categoryCode: '6300',
        netAmount: '100.00',
        taxAmount: '0.00',
      }),
    ]);
    const both = problem(await api.post(BILLS, billBody(supplier, [sampleLine({ vatRate: 0.2 })])), 400);
    expect(both.errors).toEqual([
      { path: expect.stringMatching(/^billLines\[0\]\.(vatRate|salesTaxCode)$/), message: expect.any(String) },
    ]);
    violation(await api.post(BILLS, billBody(supplier, [sampleLine({ salesTaxCode: 'NOPE' })])), [
      'billLines[0].salesTaxCode',
    ]);
    invalid(
      await api.post(BILLS, billBody(supplier, [{ quantity: 1, unitPrice: 1, vatRate: 1.01, categoryCode: '6300' }])),
      ['billLines[0].vatRate'],
    );
    expect(await listBills(api)).toEqual([bill]);
  });
});

describe('TAX_FORM=A', () => {
  let ta: TestApp;
  beforeAll(async () => {
    ta = await buildTestApp({ taxForm: 'A' });
  });
  afterAll(() => ta.close());

  it('needs salesTaxCode on every line of a whole-bill create and update (422 naming the line)', async () => {
    const api = await newCompany(ta);
    const supplier = await createSupplier(api);
    const { salesTaxCode: _code, ...untaxed } = sampleLine();
    violation(await api.post(BILLS, billBody(supplier, [sampleLine(), untaxed])), ['billLines[1].salesTaxCode']);
    violation(await api.post(BILLS, billBody(supplier, [{ ...untaxed, vatRate: 0.2 }])), ['billLines[0].salesTaxCode']);
    violation(await api.post(BILLS, billBody(supplier, [sampleLine({ salesTaxCode: 'NOPE' })])), [
      'billLines[0].salesTaxCode',
    ]);
    expect(await listBills(api)).toEqual([]);
    const bill = await createBill(api, supplier);
    expect(at(bill.billLines, 0)).toEqual(
      lineOut({
        quantity: 2,
        unitPrice: '820.00',
        salesTaxCode: 'STANDARD',
        description: 'Desks',
        categoryCode: '6300',
        netAmount: '1,640.00',
        taxAmount: '328.00',
      }),
    );
    violation(await api.put(`${BILLS}/${bill.id}`, { ...bill, billLines: [untaxed] }), ['billLines[0].salesTaxCode']);
    violation(
      await api.put(`${BILLS}/${bill.id}`, {
        ...bill,
        billLines: [{ ...untaxed, id: at(bill.billLines, 0).id, vatRate: 0.1 }],
      }),
      ['billLines[0].salesTaxCode'],
    );
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(ok<Bill>(await api.put(`${BILLS}/${bill.id}`, bill))).toEqual({ ...bill, ...anyTimestamps });
  });

  it('takes back with PUT, unchanged, a bill whose lines were given vatRate by the line calls', async () => {
    const api = await newCompany(ta);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    ok<BillLine>(
      await api.post(linesOf(bill.id), { quantity: 1, unitPrice: '10.00', vatRate: 0.2, categoryCode: '7100' }),
    );
    const read = await getBill(api, bill.id);
    expect(ok<Bill>(await api.put(`${BILLS}/${bill.id}`, read))).toEqual({ ...read, ...anyTimestamps });
    const { vatRate: _rate, ...untaxed } = at(read.billLines, 1);
    violation(
      await api.put(`${BILLS}/${bill.id}`, { ...read, billLines: [{ ...untaxed, id: undefined, vatRate: 0.2 }] }),
      ['billLines[0].salesTaxCode'],
    );
  });

  it('takes vatRate in the line add and replace calls, and answers those lines with vatRate', async () => {
    const api = await newCompany(ta);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const lineId = at(bill.billLines, 0).id;
    const added = ok<BillLine>(
      await api.post(`${linesOf(bill.id)}/`, { quantity: 1, unitPrice: '10.00', vatRate: 0.2, categoryCode: '7100' }),
    );
    expect(added).toEqual(
      lineOut({
        quantity: 1,
        unitPrice: '10.00',
        vatRate: 0.2,
        categoryCode: '7100',
        netAmount: '10.00',
        taxAmount: '2.00',
      }),
    );
    const replaced = ok<BillLine>(
      await api.put(`${linesOf(bill.id)}/${lineId}`, { quantity: 1, unitPrice: '100.00', vatRate: 0.05 }),
    );
    expect(replaced).toEqual({
      id: lineId,
      quantity: 1,
      unitPrice: '100.00',
      vatRate: 0.05,
      categoryCode: '6300',
      netAmount: '100.00',
      taxAmount: '5.00',
    });
    const byCode = ok<BillLine>(
      await api.post(linesOf(bill.id), sampleLine({ quantity: 1, unitPrice: 1, salesTaxCode: 'REDUCED' })),
    );
    expect(byCode).toMatchObject({ salesTaxCode: 'REDUCED', netAmount: '1.00', taxAmount: '0.05' });
    expect(byCode).not.toHaveProperty('vatRate');
    expect(await getBill(api, bill.id)).toMatchObject({
      netAmount: '111.00',
      taxAmount: '7.05',
      totalAmount: '118.05',
      billLines: [replaced, added, byCode],
    });

    // Neither form on a line call is still a missing salesTaxCode, and an unknown code is refused.
    const { salesTaxCode: _code, ...untaxed } = sampleLine();
    violation(await api.post(linesOf(bill.id), untaxed), ['salesTaxCode']);
    violation(await api.put(`${linesOf(bill.id)}/${lineId}`, untaxed), ['salesTaxCode']);
    violation(await api.post(linesOf(bill.id), sampleLine({ salesTaxCode: 'NOPE' })), ['salesTaxCode']);
    expect((await getBill(api, bill.id)).billLines).toHaveLength(3);
  });
});

describe('TAX_FORM=B', () => {
  let tb: TestApp;
  beforeAll(async () => {
    tb = await buildTestApp({ taxForm: 'B' });
  });
  afterAll(() => tb.close());

  it('takes vatRate (0 when left out) and refuses salesTaxCode with 400 on every call', async () => {
    const api = await newCompany(tb);
    const supplier = await createSupplier(api);
    const { salesTaxCode: _code, ...untaxed } = sampleLine();
    const bill = await createBill(api, supplier, [
      { ...untaxed, vatRate: 0.2 },
      { ...untaxed, quantity: 1 },
    ]);
    expect(bill.billLines).toEqual([
      lineOut({
        quantity: 2,
        unitPrice: '820.00',
        vatRate: 0.2,
        description: 'Desks',
        categoryCode: '6300',
        netAmount: '1,640.00',
        taxAmount: '328.00',
      }),
      lineOut({
        quantity: 1,
        unitPrice: '820.00',
        vatRate: 0,
        description: 'Desks',
        categoryCode: '6300',
        netAmount: '820.00',
        taxAmount: '0.00',
      }),
    ]);
    invalid(await api.post(BILLS, billBody(supplier, [untaxed, sampleLine()])), ['billLines[1].salesTaxCode']);
    invalid(await api.put(`${BILLS}/${bill.id}`, { ...bill, billLines: [sampleLine()] }), [
      'billLines[0].salesTaxCode',
    ]);
    invalid(await api.post(linesOf(bill.id), sampleLine()), ['salesTaxCode']);
    invalid(await api.put(`${linesOf(bill.id)}/${at(bill.billLines, 0).id}`, sampleLine()), ['salesTaxCode']);
    expect(await listBills(api)).toEqual([bill]);
    expect(ok<Bill>(await api.put(`${BILLS}/${bill.id}`, bill))).toEqual({ ...bill, ...anyTimestamps });
  });
});

describe('records that bills use', () => {
  it('a supplier with bills cannot be deleted (409) until they are gone', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = await createBill(api, supplier);
    const body = problem(await api.delete(`/suppliers/${supplier.id}`), 409);
    expect(body.detail).toMatch(String(bill.id));
    expect(ok<Supplier>(await api.get(`/suppliers/${supplier.id}`))).toEqual(supplier);
    ok<Bill>(await api.delete(`${BILLS}/${bill.id}`));
    expect(ok<Supplier>(await api.delete(`/suppliers/${supplier.id}`))).toEqual(supplier);
  });

  it('an account used as a bill category cannot be deleted (409), nor once the line is gone: it keeps its history', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const account = ok<Account>(
      await api.post('/accounts', { code: uniqueCode('CAT'), name: unique('Category'), type: 'EXPENSE' }),
    );
    const bill = await createBill(api, supplier, [sampleLine(), sampleLine({ categoryCode: account.code })]);
    const body = problem(await api.delete(`/accounts/${account.id}`), 409);
    expect(body.detail).toMatch(String(bill.id));
    expect(ok<Account>(await api.get(`/accounts/${account.id}`))).toEqual(account);
    // The bill's posting and its reversal stay in the account's ledger.
    ok<BillLine>(await api.delete(`${linesOf(bill.id)}/${at(bill.billLines, 1).id}`));
    expect(problem(await api.delete(`/accounts/${account.id}`), 409).detail).toMatch('postings in the ledger');
    expect(ok<Account>(await api.get(`/accounts/${account.id}`))).toEqual(account);
  });

  it('a sales tax used by a bill cannot be deleted (409) nor change its rate (422)', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const tax = ok<SalesTax>(
      await api.post('/salesTaxes', { code: uniqueCode('BILL'), name: unique('Tax'), rate: 0.1 }),
    );
    const bill = await createBill(api, supplier, [sampleLine({ salesTaxCode: tax.code })]);
    expect(problem(await api.delete(`/salesTaxes/${tax.id}`), 409).detail).toMatch(String(bill.id));
    violation(await api.put(`/salesTaxes/${tax.id}`, { ...tax, rate: 0.2 }), ['rate']);
    expect(ok<SalesTax>(await api.get(`/salesTaxes/${tax.id}`))).toEqual(tax);
    ok<Bill>(await api.delete(`${BILLS}/${bill.id}`));
    expect(ok<SalesTax>(await api.delete(`/salesTaxes/${tax.id}`))).toEqual(tax);
  });
});

describe('tenant isolation', () => {
  it("answers another company's bill exactly as a bill that does not exist, on every call", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const supplierA = await createSupplier(a);
    const billA = await createBill(a, supplierA);
    const billB = await createBill(b, await createSupplier(b));
    const lineA = at(billA.billLines, 0);
    const lineB = at(billB.billLines, 0);
    const calls = (billId: number, lineId: number) => [
      () => a.get(`${BILLS}/${billId}`),
      () => a.put(`${BILLS}/${billId}`, billBody(supplierA)),
      () => a.delete(`${BILLS}/${billId}`),
      () => a.post(linesOf(billId), sampleLine()),
      () => a.post(`${linesOf(billId)}/`, sampleLine()),
      () => a.put(`${linesOf(billId)}/${lineId}`, sampleLine()),
      () => a.delete(`${linesOf(billId)}/${lineId}`),
    ];
    const forOther = [];
    for (const call of calls(billB.id, lineB.id)) forOther.push(problem(await call(), 404));
    const forMissing = [];
    for (const call of calls(MISSING_ID, lineA.id)) forMissing.push(problem(await call(), 404));
    expect(forOther.map((body) => comparable(body, billB.id))).toEqual(
      forMissing.map((body) => comparable(body, MISSING_ID)),
    );
    expect(await getBill(b, billB.id)).toEqual(billB);
    expect(await listBills(a)).toEqual([billA]);
    expect(await listBills(b)).toEqual([billB]);
    expect(await balances(b)).toEqual(SAMPLE_BALANCES);

    const detail = `Line ${lineB.id} of bill ${billA.id} was not found`;
    problem(await a.put(`${linesOf(billA.id)}/${lineB.id}`, sampleLine()), 404, detail);
    problem(await a.delete(`${linesOf(billA.id)}/${lineB.id}`), 404, detail);
    violation(await a.put(`${BILLS}/${billA.id}`, { ...billA, billLines: [sampleLine({ id: lineB.id })] }), [
      'billLines[0].id',
    ]);
    expect(await getBill(a, billA.id)).toEqual(billA);
    expect(await getBill(b, billB.id)).toEqual(billB);
  });

  it("does not take another company's supplier, account or sales tax", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const supplierA = await createSupplier(a);
    const supplierB = await createSupplier(b);
    const { supplierName: _name, ...withoutSupplier } = billBody(supplierA);
    violation(await a.post(BILLS, { ...withoutSupplier, supplierId: supplierB.id }), ['supplierId']);
    violation(await a.post(BILLS, { ...withoutSupplier, supplierName: supplierB.name }), ['supplierName']);
    const accountB = ok<Account>(
      await b.post('/accounts', { code: uniqueCode('BCAT'), name: unique('B only'), type: 'EXPENSE' }),
    );
    violation(await a.post(BILLS, billBody(supplierA, [sampleLine({ categoryCode: accountB.code })])), [
      'billLines[0].categoryCode',
    ]);
    const taxB = ok<SalesTax>(
      await b.post('/salesTaxes', { code: uniqueCode('BTAX'), name: unique('Tax'), rate: 0.3 }),
    );
    violation(await a.post(BILLS, billBody(supplierA, [sampleLine({ salesTaxCode: taxB.code })])), [
      'billLines[0].salesTaxCode',
    ]);
    expect(await listBills(a)).toEqual([]);
    expect(await listBills(b)).toEqual([]);
  });
});
