import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bill, createClient, createSupplier, newCompany, postingsOf, type VatReturn } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';

/*
 * The VAT treatments of sales taxes in documents and in the VAT return, as HMRC expects them: reverse charge on services
 * bought from abroad (Notice 741A), domestic reverse charge in construction (Notice 735), what is
 * outside the scope of VAT, zero-rated and exempt supplies, and box 5 as HMRC's VAT API takes it.
 * Every figure expected is worked out here by hand.
 */

type BillLine = Bill['billLines'][number] & { reverseChargeTaxAmount?: string };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ISSUED = { currency: 'GBP', issueDate: '2026-05-10', dueDate: '2026-06-09' };
const QUARTER = 'from=2026-04-01&to=2026-06-30';

async function billOf(books: Api, lines: Record<string, unknown>[], fields: Record<string, unknown> = {}) {
  const supplier = await createSupplier(books);
  return ok<Bill & { billLines: BillLine[] }>(
    await books.post('/bills', { supplierId: supplier.id, ...ISSUED, billLines: lines, ...fields }),
  );
}

async function invoiceOf(books: Api, lines: Record<string, unknown>[]) {
  const client = await createClient(books);
  return ok<{ id: number; taxAmount: string; totalAmount: string; invoiceLines: BillLine[] }>(
    await books.post('/invoices', { clientId: client.id, ...ISSUED, draft: false, invoiceLines: lines }),
  );
}

const vatReturn = async (books: Api, query = QUARTER) => ok<VatReturn>(await books.get(`/reports/vatReturn?${query}`));

/** The boxes but 2, 8 and 9, which nothing fills. */
const boxes = async (books: Api, query = QUARTER) => {
  const { vatDueAcquisitions, totalValueGoodsSuppliedExVAT, totalAcquisitionsExVAT, ...filled } = (
    await vatReturn(books, query)
  ).boxes;
  expect([vatDueAcquisitions, totalValueGoodsSuppliedExVAT, totalAcquisitionsExVAT]).toEqual(['0.00', '0.00', '0.00']);
  return filled;
};

describe('reverse charge on services bought from abroad (Notice 741A)', () => {
  it('owes the supplier the net only, and posts output and input VAT of 200.00 each', async () => {
    const books = await newCompany(t);
    const bill = await billOf(books, [
      { quantity: 1, unitPrice: '1000.00', salesTaxCode: 'RC20', categoryCode: '6700' },
    ]);
    expect(bill).toMatchObject({
      netAmount: '1,000.00',
      taxAmount: '0.00', // the supplier charges no VAT: the buyer accounts for it
      totalAmount: '1,000.00',
      outstandingAmount: '1,000.00',
    });
    expect(bill.billLines[0]).toMatchObject({
      salesTaxCode: 'RC20',
      netAmount: '1,000.00',
      taxAmount: '0.00',
      reverseChargeTaxAmount: '200.00', // 1,000.00 × 20 %
    });
    expect(await postingsOf(books, '6700')).toEqual([['BILL', bill.id, 'GBP', '1,000.00', '0.00']]);
    expect(await postingsOf(books, '2100')).toEqual([['BILL', bill.id, 'GBP', '0.00', '1,000.00']]);
    // Input VAT reclaimed (debit) and output VAT due (credit), both on the VAT control account.
    expect(await postingsOf(books, '2200')).toEqual([
      ['BILL', bill.id, 'GBP', '200.00', '0.00'],
      ['BILL', bill.id, 'GBP', '0.00', '200.00'],
    ]);
  });

  it('puts 200.00 in boxes 1 and 4, and 1,000.00 in boxes 6 and 7', async () => {
    const books = await newCompany(t);
    const bill = await billOf(books, [
      { quantity: 1, unitPrice: '1000.00', salesTaxCode: 'RC20', categoryCode: '6700' },
    ]);
    expect(await boxes(books)).toEqual({
      vatDueSales: '200.00',
      totalVatDue: '200.00',
      vatReclaimedCurrPeriod: '200.00',
      netVatDue: '0.00', // 200.00 - 200.00
      totalValueSalesExVAT: '1,000.00',
      totalValuePurchasesExVAT: '1,000.00',
    });
    const report = await vatReturn(books);
    expect(report.documents).toEqual([
      expect.objectContaining({
        type: 'BILL',
        id: bill.id,
        net: '1,000.00',
        tax: '0.00',
        reverseChargeTax: '200.00',
        boxes: [1, 4, 6, 7],
      }),
    ]);
    expect(report.rates).toEqual([
      {
        salesTaxCode: 'RC20',
        treatment: 'reverseCharge',
        rate: 0.2,
        salesNet: '0.00',
        salesTax: '0.00',
        purchasesNet: '1,000.00',
        purchasesTax: '0.00',
        reverseChargeTax: '200.00',
      },
    ]);
  });

  it('values a foreign bill in pounds at its rate, as its postings do', async () => {
    const books = await newCompany(t);
    await billOf(books, [{ quantity: 1, unitPrice: '1234.56', salesTaxCode: 'RC20', categoryCode: '6700' }], {
      currency: 'USD',
      exchangeRate: 0.7913,
    });
    // Net USD 1,234.56 × 0.7913 = 976.907328 → 976.91; VAT USD 1,234.56 × 20 % = 246.912 → 246.91,
    // × 0.7913 = 195.379883 → 195.38. Boxes 6 and 7 in whole pounds: 976.
    expect(await boxes(books)).toEqual({
      vatDueSales: '195.38',
      totalVatDue: '195.38',
      vatReclaimedCurrPeriod: '195.38',
      netVatDue: '0.00',
      totalValueSalesExVAT: '976.00',
      totalValuePurchasesExVAT: '976.00',
    });
    const inPounds = async (code: string) => {
      const trial = ok<{ lines: { code: string; debit: string; credit: string }[] }>(
        await books.get('/reports/trialBalance?date=2026-06-30&currency=base'),
      );
      return trial.lines.filter((line) => line.code === code).map((line) => [line.debit, line.credit]);
    };
    expect(await inPounds('6700')).toEqual([['976.91', '0.00']]);
    expect(await inPounds('2200')).toEqual([]); // 195.38 in and 195.38 out
    expect((await vatReturn(books, `${QUARTER}&currency=USD`)).boxes).toMatchObject({
      vatDueSales: '246.91',
      vatReclaimedCurrPeriod: '246.91',
      totalValueSalesExVAT: '1,234.00',
      totalValuePurchasesExVAT: '1,234.00',
    });
  });

  it("takes a supplier's credit at reverse charge back from boxes 1, 4, 6 and 7", async () => {
    const books = await newCompany(t);
    const bill = await billOf(books, [
      { quantity: 1, unitPrice: '1000.00', salesTaxCode: 'RC20', categoryCode: '6700' },
    ]);
    const credit = ok<{ id: number; totalAmount: string }>(
      await books.post('/supplierCredits', {
        supplierId: bill.supplierId,
        ...ISSUED,
        issueDate: '2026-05-20',
        supplierCreditLines: [{ quantity: 1, unitPrice: '100.00', salesTaxCode: 'RC20', categoryCode: '6700' }],
      }),
    );
    expect(credit.totalAmount).toBe('100.00');
    // 200.00 - 100.00 × 20 % = 180.00; 1,000.00 - 100.00 = 900.00.
    expect(await boxes(books)).toEqual({
      vatDueSales: '180.00',
      totalVatDue: '180.00',
      vatReclaimedCurrPeriod: '180.00',
      netVatDue: '0.00',
      totalValueSalesExVAT: '900.00',
      totalValuePurchasesExVAT: '900.00',
    });
    expect(await postingsOf(books, '2200')).toEqual([
      ['BILL', bill.id, 'GBP', '200.00', '0.00'],
      ['BILL', bill.id, 'GBP', '0.00', '200.00'],
      ['SUPPLIER_CREDIT', credit.id, 'GBP', '0.00', '20.00'],
      ['SUPPLIER_CREDIT', credit.id, 'GBP', '20.00', '0.00'],
    ]);
  });

  it('charges no VAT on an invoice at reverse charge, its net in box 6 only', async () => {
    const books = await newCompany(t);
    const invoice = await invoiceOf(books, [{ quantity: 1, rate: '1000.00', salesTaxCode: 'RC20' }]);
    expect(invoice).toMatchObject({ taxAmount: '0.00', totalAmount: '1,000.00' });
    expect(invoice.invoiceLines[0]).toMatchObject({ taxAmount: '0.00', reverseChargeTaxAmount: '200.00' });
    expect(await boxes(books)).toMatchObject({
      vatDueSales: '0.00',
      totalValueSalesExVAT: '1,000.00',
      totalValuePurchasesExVAT: '0.00',
    });
  });
});

describe('domestic reverse charge in construction (Notice 735)', () => {
  it('on a bill: 200.00 in boxes 1 and 4, and the net in box 7 only', async () => {
    const books = await newCompany(t);
    const bill = await billOf(books, [
      { quantity: 1, unitPrice: '1000.00', salesTaxCode: 'DRC20', categoryCode: '5000' },
    ]);
    expect(bill).toMatchObject({ taxAmount: '0.00', totalAmount: '1,000.00', outstandingAmount: '1,000.00' });
    expect(bill.billLines[0]?.reverseChargeTaxAmount).toBe('200.00');
    expect(await postingsOf(books, '2200')).toEqual([
      ['BILL', bill.id, 'GBP', '200.00', '0.00'],
      ['BILL', bill.id, 'GBP', '0.00', '200.00'],
    ]);
    expect(await boxes(books)).toEqual({
      vatDueSales: '200.00',
      totalVatDue: '200.00',
      vatReclaimedCurrPeriod: '200.00',
      netVatDue: '0.00',
      totalValueSalesExVAT: '0.00',
      totalValuePurchasesExVAT: '1,000.00',
    });
    expect((await vatReturn(books)).documents.map((document) => document.boxes)).toEqual([[1, 4, 7]]);
  });

  it('on an invoice: the client pays the net only, and it goes in box 6 with no VAT in box 1', async () => {
    const books = await newCompany(t);
    const invoice = await invoiceOf(books, [{ quantity: 1, rate: '1000.00', salesTaxCode: 'DRC20' }]);
    expect(invoice).toMatchObject({ taxAmount: '0.00', totalAmount: '1,000.00' });
    // The VAT the client accounts for, as an invoice under the domestic reverse charge shows it.
    expect(invoice.invoiceLines[0]).toMatchObject({ taxAmount: '0.00', reverseChargeTaxAmount: '200.00' });
    expect(await postingsOf(books, '2200')).toEqual([]);
    expect(await boxes(books)).toEqual({
      vatDueSales: '0.00',
      totalVatDue: '0.00',
      vatReclaimedCurrPeriod: '0.00',
      netVatDue: '0.00',
      totalValueSalesExVAT: '1,000.00',
      totalValuePurchasesExVAT: '0.00',
    });
    expect((await vatReturn(books)).documents.map((document) => document.boxes)).toEqual([[6]]);
  });
});

describe('outside the scope of VAT, zero-rated and exempt', () => {
  it('leaves business rates of 1,000.00 outside the scope out of every box', async () => {
    const books = await newCompany(t);
    const bill = await billOf(books, [
      { quantity: 1, unitPrice: '1000.00', salesTaxCode: 'OUTSIDE', categoryCode: '6100' },
    ]);
    expect(bill).toMatchObject({ taxAmount: '0.00', totalAmount: '1,000.00' });
    await invoiceOf(books, [{ quantity: 1, rate: '250.00', salesTaxCode: 'OUTSIDE' }]);
    expect(await boxes(books)).toEqual({
      vatDueSales: '0.00',
      totalVatDue: '0.00',
      vatReclaimedCurrPeriod: '0.00',
      netVatDue: '0.00',
      totalValueSalesExVAT: '0.00',
      totalValuePurchasesExVAT: '0.00',
    });
    const report = await vatReturn(books);
    expect(report.documents.map((document) => [document.type, document.net, document.boxes])).toEqual([
      ['INVOICE', '250.00', []],
      ['BILL', '1,000.00', []],
    ]);
    expect(report.rates).toEqual([
      expect.objectContaining({ salesTaxCode: 'OUTSIDE', treatment: 'outsideScope', salesNet: '250.00' }),
    ]);
  });

  it('keeps zero-rated and exempt sales in box 6 and purchases in box 7', async () => {
    const books = await newCompany(t);
    await invoiceOf(books, [
      { quantity: 1, rate: '500.00', salesTaxCode: 'ZERO' },
      { quantity: 1, rate: '400.00', salesTaxCode: 'EXEMPT' },
    ]);
    await billOf(books, [
      { quantity: 1, unitPrice: '300.00', salesTaxCode: 'ZERO', categoryCode: '5100' },
      { quantity: 1, unitPrice: '200.00', salesTaxCode: 'EXEMPT', categoryCode: '6900' },
    ]);
    expect(await boxes(books)).toEqual({
      vatDueSales: '0.00',
      totalVatDue: '0.00',
      vatReclaimedCurrPeriod: '0.00',
      netVatDue: '0.00',
      totalValueSalesExVAT: '900.00', // 500.00 + 400.00
      totalValuePurchasesExVAT: '500.00', // 300.00 + 200.00
    });
    const report = await vatReturn(books);
    expect(report.documents.map((document) => document.boxes)).toEqual([
      [1, 6],
      [4, 7],
    ]);
    expect(report.rates.map((rate) => [rate.salesTaxCode, rate.treatment])).toEqual([
      ['EXEMPT', 'exempt'],
      ['ZERO', 'zeroRated'],
    ]);
  });
});

describe('box 5', () => {
  it('is what is due to HMRC, without its sign, and says whether it is a payment or a repayment', async () => {
    const books = await newCompany(t);
    const client = await createClient(books);
    const supplier = await createSupplier(books);
    const invoice = (issueDate: string, rate: string) =>
      books.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate,
        dueDate: issueDate,
        draft: false,
        invoiceLines: [{ quantity: 1, rate, salesTaxCode: 'STANDARD' }],
      });
    const bill = (issueDate: string, unitPrice: string) =>
      books.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate,
        dueDate: issueDate,
        billLines: [{ quantity: 1, unitPrice, salesTaxCode: 'STANDARD', categoryCode: '5100' }],
      });
    ok(await invoice('2026-04-15', '1000.00')); // VAT 200.00
    ok(await bill('2026-05-15', '250.00')); // VAT 50.00
    ok(await invoice('2026-07-15', '100.00')); // VAT 20.00
    ok(await bill('2026-08-15', '2000.00')); // VAT 400.00
    const second = await vatReturn(books);
    expect(second.boxes).toMatchObject({ totalVatDue: '200.00', vatReclaimedCurrPeriod: '50.00', netVatDue: '150.00' });
    expect(second.netVatDueDirection).toBe('payment');
    const third = await vatReturn(books, 'from=2026-07-01&to=2026-09-30');
    expect(third.boxes).toMatchObject({ totalVatDue: '20.00', vatReclaimedCurrPeriod: '400.00', netVatDue: '380.00' });
    expect(third.netVatDueDirection).toBe('repayment');
    const csv = await books.get('/reports/vatReturn?from=2026-07-01&to=2026-09-30', { accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('5,netVatDue,380.00');
    expect(csv.body).toContain('5,netVatDueDirection,repayment');
  });

  it('is a payment of 0.00 when nothing is due either way', async () => {
    const books = await newCompany(t);
    const report = await vatReturn(books);
    expect(report.boxes.netVatDue).toBe('0.00');
    expect(report.netVatDueDirection).toBe('payment');
    problem(await books.get('/reports/vatReturn?from=2026-07-01&to=2026-06-30'), 400);
  });
});
