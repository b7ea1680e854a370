import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AgedAmounts,
  agedAmounts,
  type Bill,
  createBank,
  createSupplier,
  newCompany,
  type PartyStatement,
  type Supplier,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { invalid, MISSING_ID, ok, problem } from './problem.js';

/*
 * A supplier's statement for June 2026, of books made by hand: what the company owed the supplier.
 * Every figure expected is worked out here; days past due are counted to the end of 30 June.
 */

type Statement = PartyStatement & { supplierId: number; supplierName: string };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Before June: bills of 50.00 and 120.00, 20.00 paid of the second. In June: a credit of 30.00, a
 * bill of 200.00 and 80.00 paid on account the same day, the credit paid back, a bill in euros. In
 * July, after the period: 10.00 more paid on account.
 */
async function booksOfJune(api: Api, supplier: Supplier) {
  const pounds = await createBank(api);
  const bill = async (fields: Record<string, unknown>) =>
    ok<Bill>(await api.post('/bills', { supplierId: supplier.id, currency: 'GBP', ...fields }));
  const lines = (unitPrice: string, vatRate: number) => [{ quantity: 1, unitPrice, vatRate, categoryCode: '6300' }];
  const payment = async (fields: Record<string, unknown>) =>
    ok<{ id: number }>(
      await api.post('/supplierPayments', {
        supplierId: supplier.id,
        bankAccountId: pounds.id,
        currency: 'GBP',
        ...fields,
      }),
    );
  await bill({ issueDate: '2026-03-01', dueDate: '2026-03-31', billLines: lines('50.00', 0) });
  const partPaid = await bill({ issueDate: '2026-05-02', dueDate: '2026-06-01', billLines: lines('100.00', 0.2) }); // 120.00
  await payment({ amount: '20.00', datePaid: '2026-05-20', billIds: [partPaid.id] });
  const credit = ok<{ id: number }>(
    await api.post('/supplierCredits', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: '2026-06-04',
      dueDate: '2026-06-04',
      reference: 'CN-77',
      supplierCreditLines: lines('25.00', 0.2), // 30.00
    }),
  );
  const june = await bill({ issueDate: '2026-06-12', dueDate: '2026-07-12', billLines: lines('200.00', 0) });
  const onAccount = await payment({ amount: '80.00', datePaid: '2026-06-12', billIds: [], onAccount: true });
  const refund = ok<{ id: number }>(
    await api.post('/supplierRefunds', {
      supplierId: supplier.id,
      supplierCreditId: credit.id,
      bankAccountId: pounds.id,
      currency: 'GBP',
      amount: '30.00',
      dateReceived: '2026-06-18',
    }),
  );
  const inEuros = ok<Bill>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'EUR',
      issueDate: '2026-06-08',
      dueDate: '2026-07-08',
      billLines: lines('200.00', 0),
    }),
  );
  await payment({ amount: '10.00', datePaid: '2026-07-03', billIds: [], onAccount: true });
  return { credit, june, onAccount, refund, inEuros };
}

const JUNE = 'from=2026-06-01&to=2026-06-30';

describe("a supplier's statement", () => {
  it('lists the period with its opening balance, running balance, closing balance and ages, per currency', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api, 'Paper Mill Ltd');
    const books = await booksOfJune(api, supplier);
    const statement = ok<Statement>(await api.get(`/suppliers/${supplier.id}/statement?${JUNE}`));
    expect(statement).toMatchObject({ supplierId: supplier.id, supplierName: 'Paper Mill Ltd', from: '2026-06-01' });
    expect(statement.to).toBe('2026-06-30');
    expect(statement.currencies.map((section) => section.currency)).toEqual(['EUR', 'GBP']);
    const [euro, pound] = statement.currencies;
    // Owed at the end of 31 May: 50.00 + 120.00 − 20.00 paid = 150.00.
    expect(pound?.openingBalance).toBe('150.00');
    expect(pound?.lines).toEqual([
      // 150.00 − 30.00 = 120.00
      line('2026-06-04', 'supplierCredit', books.credit.id, 'Supplier credit: CN-77', '-30.00', '120.00'),
      // Same day: the bill before the payment. 120.00 + 200.00 = 320.00, − 80.00 = 240.00
      line('2026-06-12', 'bill', books.june.id, 'Bill due 2026-07-12', '200.00', '320.00'),
      line('2026-06-12', 'payment', books.onAccount.id, 'Payment made', '-80.00', '240.00'),
      // The supplier paid the credit back: 240.00 + 30.00 = 270.00
      line('2026-06-18', 'refund', books.refund.id, 'Refund of a credit', '30.00', '270.00'),
    ]);
    expect(pound?.closingBalance).toBe('270.00');
    // 50.00 due 31 March: 30 + 31 + 30 = 91 days past due. 120.00 − 20.00 = 100.00 due 1 June: 29
    // days; the 80.00 on account since 12 June: 18 days, so 100.00 − 80.00 = 20.00. 200.00 due 12 July: not due.
    expect(pound?.aged).toEqual(agedAmounts('200.00', '20.00', '0.00', '0.00', '50.00', '270.00'));
    expect(euro).toEqual({
      currency: 'EUR',
      openingBalance: '0.00',
      lines: [line('2026-06-08', 'bill', books.inEuros.id, 'Bill due 2026-07-08', '200.00', '200.00')],
      closingBalance: '200.00',
      aged: agedAmounts('200.00', '0.00', '0.00', '0.00', '0.00', '200.00'),
    });
  });

  it("agrees with the aged payables at its last day, in each currency, and with the supplier's balance", async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    await booksOfJune(api, supplier);
    const statement = ok<Statement>(await api.get(`/suppliers/${supplier.id}/statement?${JUNE}`));
    for (const section of statement.currencies) {
      const report = ok<{ suppliers: (AgedAmounts & { supplierId: number })[] }>(
        await api.get(`/reports/agedPayables?date=2026-06-30&currency=${section.currency}`),
      );
      const { supplierId: _, ...row } = report.suppliers.find(
        (found) => found.supplierId === supplier.id,
      ) as AgedAmounts & {
        supplierId: number;
      };
      expect({ ...section.aged, supplierName: expect.any(String), currency: section.currency }).toEqual(row);
    }
    // To the end of time, the closing balance is what the company owes: 270.00 − 10.00 paid on 3 July.
    const later = ok<Statement>(await api.get(`/suppliers/${supplier.id}/statement?from=2026-07-01&to=2099-12-31`));
    const balance = ok<{ currency: string; outstanding: string }[]>(await api.get(`/suppliers/${supplier.id}/balance`));
    expect(later.currencies.map((section) => [section.currency, section.closingBalance])).toEqual(
      balance.map((row) => [row.currency, row.outstanding]),
    );
    expect(later.currencies.map((section) => section.closingBalance)).toEqual(['200.00', '260.00']);
  });

  it('is answered as CSV and as a PDF, the same figures', async () => {
    const api = await newCompany(t);
    const supplier = ok<Supplier>(
      await api.post('/suppliers', { name: 'Printed Supplies Ltd', addressLine1: '2 Mill Lane' }),
    );
    await booksOfJune(api, supplier);
    const path = `/suppliers/${supplier.id}/statement`;
    const csv = await api.get(`${path}?from=2026-06-15&to=2026-06-30`, { accept: 'text/csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.trim().split('\n')).toEqual([
      'currency,date,kind,reference,description,amount,balance',
      // Euros at the end of 14 June: the 200.00 bill of 8 June.
      'EUR,2026-06-14,opening,,Opening balance,,200.00',
      'EUR,2026-06-30,closing,,Closing balance,,200.00',
      // Pounds at the end of 14 June: 240.00 (see the first test); + 30.00 paid back.
      'GBP,2026-06-14,opening,,Opening balance,,240.00',
      `GBP,2026-06-18,refund,,Refund of a credit,30.00,270.00`,
      'GBP,2026-06-30,closing,,Closing balance,,270.00',
    ]);

    const pdf = await api.get(`${path}?${JUNE}`, { accept: 'application/pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const linked = await api.get(`${path}.pdf?${JUNE}`);
    expect(linked.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const text = await pdfText(pdf.rawPayload);
    for (const shown of [
      'Printed Supplies Ltd',
      '2 Mill Lane',
      '1 June 2026 to 30 June 2026',
      '£150.00',
      'Supplier credit: CN-77',
      '-£30.00',
      'Bill due 2026-07-12',
      '£320.00',
      'Payment made',
      '-£80.00',
      'Refund of a credit',
      'Closing balance',
      '£270.00',
      '€200.00',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("is the company's own, refuses what its client's counterpart refuses, and is not sent by email", async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const other = await newCompany(t);
    problem(await other.get(`/suppliers/${supplier.id}/statement`), 404);
    problem(await other.get(`/suppliers/${supplier.id}/statement.pdf`), 404);
    problem(await api.get(`/suppliers/${MISSING_ID}/statement`), 404);
    invalid(await api.get(`/suppliers/${supplier.id}/statement?from=2026-06-02&to=2026-06-01`), ['from']);
    invalid(await api.get(`/suppliers/${supplier.id}/statement?since=2026-06-01`), ['since']);
    problem(await api.post(`/suppliers/${supplier.id}/statement/send`, { to: 'accounts@mill.example' }), 404);
  });
});

const line = (date: string, kind: string, id: number, description: string, amount: string, balance: string) => ({
  date,
  kind,
  id,
  reference: null,
  description,
  amount,
  balance,
});
