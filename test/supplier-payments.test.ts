import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  type Bill,
  type BillLine,
  balances,
  createBank,
  createSupplier,
  getBill,
  newCompany,
  postingsOf,
  type Supplier,
} from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, messageAt, ok, problem, unique, violation } from './problem.js';

interface Employee {
  id: number;
  name: string;
}

interface SupplierPayment {
  id: number;
  currency: string;
  amount: string;
  datePaid: string;
  supplierId: number;
  bankAccountId?: number;
  employeeId?: number;
  amountPaidFromBank?: string;
  exchangeRate?: number;
  billIds: number[];
}

const PAYMENTS = '/supplierPayments';
const BILLS = '/bills';
const ISSUE = '2026-03-01';
const PAID = '2026-04-10';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const createEmployee = async (api: Api) => ok<Employee>(await api.post('/employees', { name: unique('Employee') }));

interface BillOptions {
  total?: string;
  currency?: string;
  dueDate?: string;
}

async function createBill(api: Api, supplier: Supplier, options: BillOptions = {}): Promise<Bill> {
  return ok<Bill>(
    await api.post(BILLS, {
      supplierId: supplier.id,
      currency: options.currency ?? 'GBP',
      issueDate: ISSUE,
      dueDate: options.dueDate ?? '2026-03-31',
      billLines: [{ quantity: 1, unitPrice: options.total ?? '100.00', vatRate: 0, categoryCode: '6300' }],
    }),
  );
}

type Payer = { bank: BankAccount } | { employee: Employee };

function paymentBody(supplier: Supplier, payer: Payer, bills: Bill[] | null, fields: Record<string, unknown> = {}) {
  return {
    supplierId: supplier.id,
    ...('bank' in payer ? { bankAccountId: payer.bank.id } : { employeeId: payer.employee.id }),
    currency: 'GBP',
    amount: '40.00',
    datePaid: PAID,
    ...(bills === null ? {} : { billIds: bills.map((bill) => bill.id) }),
    ...fields,
  };
}

async function pay(
  api: Api,
  supplier: Supplier,
  payer: Payer,
  bills: Bill[] | null,
  fields: Record<string, unknown> = {},
): Promise<SupplierPayment> {
  return ok<SupplierPayment>(await api.post(PAYMENTS, paymentBody(supplier, payer, bills, fields)));
}

const outstanding = async (api: Api, bills: Bill[]) =>
  Promise.all(bills.map(async (bill) => (await getBill(api, bill.id)).outstandingAmount));
const listPayments = async (api: Api) => ok<SupplierPayment[]>(await api.get(PAYMENTS));
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /supplierPayments from a bank account', () => {
  it('records a partial payment of listed bills: the answer, the outstanding amount and the ledger', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = await createBill(api, supplier);
    const payment = await pay(api, supplier, { bank }, [bill]);
    expect(payment).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '40.00',
      datePaid: PAID,
      supplierId: supplier.id,
      bankAccountId: bank.id,
      amountPaidFromBank: '40.00',
      billIds: [bill.id],
      ...anyTimestamps,
    });
    expect(payment).not.toHaveProperty('employeeId');
    expect(payment).not.toHaveProperty('exchangeRate');
    expect(ok<SupplierPayment>(await api.get(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
    expect(await listPayments(api)).toEqual([payment]);
    expect(await getBill(api, bill.id)).toEqual({ ...bill, outstandingAmount: '60.00' });
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '0.00', '40.00'],
        ['2100', 'GBP', '0.00', '60.00'],
        ['6300', 'GBP', '100.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '100.00', credit: '100.00' }],
    });
    expect(await postingsOf(api, '2100')).toEqual([
      ['BILL', bill.id, 'GBP', '0.00', '100.00'],
      ['SUPPLIER_PAYMENT', payment.id, 'GBP', '40.00', '0.00'],
    ]);
    expect(await postingsOf(api, bank.ledgerAccountCode)).toEqual([
      ['SUPPLIER_PAYMENT', payment.id, 'GBP', '0.00', '40.00'],
    ]);
  });

  it('pays exactly, and refuses more than is outstanding with 422 stating it, recording nothing', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const first = await createBill(api, supplier, { total: '100.00', dueDate: '2026-04-30' });
    const second = await createBill(api, supplier, { total: '50.00', dueDate: '2026-04-15' });
    const before = await balances(api);
    const over = problem(
      await api.post(PAYMENTS, paymentBody(supplier, { bank }, [first, second], { amount: '150.01' })),
      422,
    );
    expect(over).toMatchObject({ amount: '150.01', outstandingAmount: '150.00' });
    expect(over.errors).toEqual([{ path: 'amount', message: expect.stringMatching(/outstandingAmount/) }]);
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [first, second])).toEqual(['100.00', '50.00']);
    expect(await balances(api)).toEqual(before);

    // Due date first: 50.00 of the bill due on 04-15, then 70.00 of the other.
    const payment = await pay(api, supplier, { bank }, [first, second], { amount: '120.00' });
    expect(sorted(payment.billIds)).toEqual(sorted([first.id, second.id]));
    expect(await outstanding(api, [first, second])).toEqual(['30.00', '0.00']);
    await pay(api, supplier, { bank }, [first], { amount: '30.00' });
    expect(await outstanding(api, [first, second])).toEqual(['0.00', '0.00']);
    expect((await balances(api)).lines).toEqual([
      ['1300', 'GBP', '0.00', '150.00'],
      ['6300', 'GBP', '150.00', '0.00'],
    ]);
  });

  it('converts into the bank currency with the rate, and balances each currency through 7800', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const usd = await createBank(api, 'USD');
    const bill = await createBill(api, supplier);
    violation(await api.post(PAYMENTS, paymentBody(supplier, { bank: usd }, [bill])), ['exchangeRate']);
    expect(await listPayments(api)).toEqual([]);
    const payment = await pay(api, supplier, { bank: usd }, [bill], { amount: '100.00', exchangeRate: 1.23456 });
    expect(payment).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '100.00',
      exchangeRate: 1.23456,
      datePaid: PAID,
      supplierId: supplier.id,
      bankAccountId: usd.id,
      amountPaidFromBank: '123.46',
      billIds: [bill.id],
      ...anyTimestamps,
    });
    expect(await outstanding(api, [bill])).toEqual(['0.00']);
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'USD', '0.00', '123.46'],
        ['6300', 'GBP', '100.00', '0.00'],
        ['7800', 'GBP', '0.00', '100.00'],
        ['7800', 'USD', '123.46', '0.00'],
      ],
      totals: [
        { currency: 'GBP', debit: '100.00', credit: '100.00' },
        { currency: 'USD', debit: '123.46', credit: '123.46' },
      ],
    });
    expect(await postingsOf(api, '2100')).toEqual([
      ['BILL', bill.id, 'GBP', '0.00', '100.00'],
      ['SUPPLIER_PAYMENT', payment.id, 'GBP', '100.00', '0.00'],
    ]);
  });

  it('refuses a rate other than 1 within one currency with 422 naming exchangeRate, and leaves a rate of 1 out', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = await createBill(api, supplier);
    violation(await api.post(PAYMENTS, paymentBody(supplier, { bank }, [bill], { exchangeRate: 1.1 })), [
      'exchangeRate',
    ]);
    expect(await listPayments(api)).toEqual([]);
    const one = await pay(api, supplier, { bank }, [bill], { exchangeRate: 1 });
    expect(one).not.toHaveProperty('exchangeRate');
    expect(one.amountPaidFromBank).toBe('40.00');
  });
});

describe('POST /supplierPayments without billIds', () => {
  it("pays the supplier's outstanding bills in that currency by due date then id, and lists the bills paid", async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const otherSupplier = await createSupplier(api);
    const bank = await createBank(api);
    const usdBank = await createBank(api, 'USD');
    const lateLow = await createBill(api, supplier, { total: '100.00', dueDate: '2026-05-31' });
    const early = await createBill(api, supplier, { total: '50.00', dueDate: '2026-04-30' });
    const lateHigh = await createBill(api, supplier, { total: '70.00', dueDate: '2026-05-31' });
    const settled = await createBill(api, supplier, { total: '20.00', dueDate: '2026-03-15' });
    const dollars = await createBill(api, supplier, { total: '500.00', currency: 'USD', dueDate: '2026-03-15' });
    const others = await createBill(api, otherSupplier, { total: '40.00', dueDate: '2026-03-15' });
    await pay(api, supplier, { bank }, [settled], { amount: '20.00' });

    const payment = await pay(api, supplier, { bank }, null, { amount: '180.00' });
    expect(payment).toMatchObject({ currency: 'GBP', amount: '180.00', amountPaidFromBank: '180.00' });
    expect(sorted(payment.billIds)).toEqual(sorted([early.id, lateLow.id, lateHigh.id]));
    expect(ok<SupplierPayment>(await api.get(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
    expect(await outstanding(api, [lateLow, early, lateHigh, settled, dollars, others])).toEqual([
      '0.00',
      '0.00',
      '40.00',
      '0.00',
      '500.00',
      '40.00',
    ]);

    // A bill the amount does not reach is not listed.
    const small = await createBill(api, supplier, { total: '10.00', dueDate: '2026-12-31' });
    const next = await pay(api, supplier, { bank }, null, { amount: '40.00' });
    expect(next.billIds).toEqual([lateHigh.id]);
    expect(await outstanding(api, [lateHigh, small])).toEqual(['0.00', '10.00']);

    // In USD, only the USD bill.
    const inDollars = await pay(api, supplier, { bank: usdBank }, null, { currency: 'USD', amount: '125.00' });
    expect(inDollars).toMatchObject({ currency: 'USD', billIds: [dollars.id], amountPaidFromBank: '125.00' });
    expect(await outstanding(api, [dollars, others, small])).toEqual(['375.00', '40.00', '10.00']);
  });

  it('refuses more than the supplier has outstanding in that currency with 422 stating it, and records nothing', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const otherSupplier = await createSupplier(api);
    const bank = await createBank(api);
    const first = await createBill(api, supplier, { total: '100.00' });
    const second = await createBill(api, supplier, { total: '25.50' });
    const dollars = await createBill(api, supplier, { total: '900.00', currency: 'USD' });
    const others = await createBill(api, otherSupplier, { total: '900.00' });
    const before = await balances(api);
    const body = problem(await api.post(PAYMENTS, paymentBody(supplier, { bank }, null, { amount: '125.51' })), 422);
    expect(body).toMatchObject({ amount: '125.51', outstandingAmount: '125.50' });
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [first, second, dollars, others])).toEqual(['100.00', '25.50', '900.00', '900.00']);
    expect(await balances(api)).toEqual(before);

    // A supplier with nothing outstanding in a currency can be paid nothing in it.
    const euros = problem(
      await api.post(
        PAYMENTS,
        paymentBody(supplier, { bank }, null, { currency: 'EUR', amount: '1.00', exchangeRate: 0.9 }),
      ),
      422,
    );
    expect(euros).toMatchObject({ outstandingAmount: '0.00' });
    expect(await listPayments(api)).toEqual([]);
  });
});

describe('POST /supplierPayments by an employee', () => {
  it('credits employee expenses payable (2210) instead of a bank, with no rate', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const employee = await createEmployee(api);
    const bill = await createBill(api, supplier);
    const payment = await pay(api, supplier, { employee }, [bill], { amount: '35.00' });
    expect(payment).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '35.00',
      datePaid: PAID,
      supplierId: supplier.id,
      employeeId: employee.id,
      billIds: [bill.id],
      ...anyTimestamps,
    });
    expect(ok<SupplierPayment>(await api.get(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
    expect(await outstanding(api, [bill])).toEqual(['65.00']);
    expect(await balances(api)).toEqual({
      lines: [
        ['2100', 'GBP', '0.00', '65.00'],
        ['2210', 'GBP', '0.00', '35.00'],
        ['6300', 'GBP', '100.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '100.00', credit: '100.00' }],
    });
    expect(await postingsOf(api, '2210')).toEqual([['SUPPLIER_PAYMENT', payment.id, 'GBP', '0.00', '35.00']]);
  });

  it('owes the employee in the payment currency, needing no rate, and refuses one other than 1 with 422', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const employee = await createEmployee(api);
    const bill = await createBill(api, supplier, { currency: 'USD' });
    violation(
      await api.post(PAYMENTS, paymentBody(supplier, { employee }, [bill], { currency: 'USD', exchangeRate: 1.2 })),
      ['exchangeRate'],
    );
    violation(await api.post(PAYMENTS, paymentBody(supplier, { employee }, null, { exchangeRate: 1.2 })), [
      'exchangeRate',
    ]);
    expect(await listPayments(api)).toEqual([]);
    const payment = await pay(api, supplier, { employee }, null, { currency: 'USD', amount: '100.00' });
    expect(payment).toMatchObject({ currency: 'USD', billIds: [bill.id], employeeId: employee.id });
    expect(payment).not.toHaveProperty('exchangeRate');
    expect(await balances(api)).toEqual({
      lines: [
        ['2210', 'USD', '0.00', '100.00'],
        ['6300', 'USD', '100.00', '0.00'],
      ],
      totals: [{ currency: 'USD', debit: '100.00', credit: '100.00' }],
    });
  });

  it('keeps an employee who made supplier payments: DELETE is a 409 until the payments are gone', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const employee = await createEmployee(api);
    const bill = await createBill(api, supplier);
    const payment = await pay(api, supplier, { employee }, [bill]);
    const refused = problem(await api.delete(`/employees/${employee.id}`), 409);
    expect(refused.detail).toMatch(String(payment.id));
    expect(ok<Employee>(await api.get(`/employees/${employee.id}`))).toEqual(employee);
    ok<SupplierPayment>(await api.delete(`${PAYMENTS}/${payment.id}`));
    expect(ok<Employee>(await api.delete(`/employees/${employee.id}`))).toEqual(employee);
  });
});

describe('POST /supplierPayments: what it refers to', () => {
  it('needs exactly one of bankAccountId and employeeId (422 for both, and for neither)', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const employee = await createEmployee(api);
    const bill = await createBill(api, supplier);
    for (const body of [
      { ...paymentBody(supplier, { bank }, [bill]), employeeId: employee.id },
      { supplierId: supplier.id, currency: 'GBP', amount: '10.00', datePaid: PAID, billIds: [bill.id] },
    ]) {
      const refused = problem(await api.post(PAYMENTS, body), 422);
      expect(refused.errors?.length).toBeGreaterThan(0);
      for (const error of refused.errors ?? []) expect(['bankAccountId', 'employeeId']).toContain(error.path);
    }
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [bill])).toEqual(['100.00']);
  });

  it('needs an existing supplier, bank account or employee: 422 naming the field', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = await createBill(api, supplier);
    violation(await api.post(PAYMENTS, paymentBody(supplier, { bank }, [bill], { supplierId: MISSING_ID })), [
      'supplierId',
    ]);
    violation(await api.post(PAYMENTS, paymentBody(supplier, { bank: { id: MISSING_ID } as BankAccount }, [bill])), [
      'bankAccountId',
    ]);
    violation(await api.post(PAYMENTS, paymentBody(supplier, { employee: { id: MISSING_ID } as Employee }, [bill])), [
      'employeeId',
    ]);
    violation(await api.post(PAYMENTS, paymentBody(supplier, { employee: { id: supplier.id } as Employee }, [bill])), [
      'employeeId',
    ]);
    const { supplierId: _supplierId, ...withoutSupplier } = paymentBody(supplier, { bank }, [bill]);
    invalid(await api.post(PAYMENTS, withoutSupplier), ['supplierId']);
    expect(await listPayments(api)).toEqual([]);
  });

  it("names each bill that cannot be paid: listed twice, unknown, another supplier's, another currency", async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const other = await createSupplier(api);
    const bank = await createBank(api);
    const good = await createBill(api, supplier);
    const foreign = await createBill(api, other);
    const dollars = await createBill(api, supplier, { currency: 'USD' });
    const cases: [Bill, RegExp][] = [
      [good, /twice/],
      [{ id: MISSING_ID } as Bill, /no bill/],
      [foreign, /supplier/],
      [dollars, /USD/],
    ];
    for (const [bill, reason] of cases) {
      const body = violation(await api.post(PAYMENTS, paymentBody(supplier, { bank }, [good, bill])), ['billIds[1]']);
      expect(messageAt(body, 'billIds[1]')).toMatch(String(bill.id));
      expect(messageAt(body, 'billIds[1]')).toMatch(reason);
    }
    invalid(await api.post(PAYMENTS, paymentBody(supplier, { bank }, [])), ['billIds']);
    expect(await listPayments(api)).toEqual([]);
    expect(await outstanding(api, [good, foreign, dollars])).toEqual(['100.00', '100.00', '100.00']);
  });

  it('refuses an amount that is not more than zero with 400 naming amount', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = await createBill(api, supplier);
    for (const amount of [0, '-3.00', '0.001']) {
      invalid(await api.post(PAYMENTS, paymentBody(supplier, { bank }, [bill], { amount })), ['amount']);
    }
    invalid(await api.post(PAYMENTS, paymentBody(supplier, { bank }, [bill], { datePaid: '2026-02-30' })), [
      'datePaid',
    ]);
    expect(await listPayments(api)).toEqual([]);
  });
});

describe('other calls of /supplierPayments', () => {
  it('DELETE answers the payment as it was, restores what it paid and removes its postings', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const usd = await createBank(api, 'USD');
    const first = await createBill(api, supplier, { total: '100.00', dueDate: '2026-04-30' });
    const second = await createBill(api, supplier, { total: '50.00', dueDate: '2026-05-31' });
    const before = await balances(api);
    const payment = await pay(api, supplier, { bank: usd }, null, { amount: '120.00', exchangeRate: 1.5 });
    expect(payment.amountPaidFromBank).toBe('180.00');
    expect(await outstanding(api, [first, second])).toEqual(['0.00', '30.00']);
    expect(ok<SupplierPayment>(await api.delete(`${PAYMENTS}/${payment.id}`))).toEqual(payment);
    expect(await outstanding(api, [first, second])).toEqual(['100.00', '50.00']);
    expect(await balances(api)).toEqual(before);
    expect(await postingsOf(api, usd.ledgerAccountCode)).toEqual([]);
    expect(await postingsOf(api, '7800')).toEqual([]);
    problem(await api.get(`${PAYMENTS}/${payment.id}`), 404, `Supplier payment ${payment.id} was not found`);
    problem(await api.delete(`${PAYMENTS}/${payment.id}`), 404);
    expect(await listPayments(api)).toEqual([]);
    ok<Bill>(await api.delete(`${BILLS}/${first.id}`));
    // The payment and its reversal stay in the bank account's ledger.
    expect(problem(await api.delete(`/bankAccounts/${usd.id}`), 409).detail).toMatch('postings in the ledger');
  });
});

describe('bills with payments allocated', () => {
  async function paidBill() {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = await createBill(api, supplier, { total: '100.00' });
    await pay(api, supplier, { bank }, [bill], { amount: '60.00' });
    const paid = await getBill(api, bill.id);
    expect(paid.outstandingAmount).toBe('40.00');
    return { api, supplier, bank, bill: paid, before: await balances(api) };
  }

  const lineOf = (bill: Bill) => bill.billLines[0] as BillLine;

  it('refuses a PUT that would bring the total under what is paid with 422, and changes nothing', async () => {
    const { api, bill, before } = await paidBill();
    const body = problem(
      await api.put(`${BILLS}/${bill.id}`, {
        ...bill,
        billLines: [{ ...lineOf(bill), unitPrice: '59.99' }],
      }),
      422,
    );
    expect(body).toMatchObject({ totalAmount: '59.99', allocatedAmount: '60.00' });
    const line = problem(
      await api.put(`${BILLS}/${bill.id}/billLines/${lineOf(bill).id}`, {
        quantity: 1,
        unitPrice: '10.00',
        vatRate: 0,
        categoryCode: '6300',
      }),
      422,
    );
    expect(line).toMatchObject({ totalAmount: '10.00', allocatedAmount: '60.00' });
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(await balances(api)).toEqual(before);
  });

  it('refuses a change of currency or supplier with 422 naming the field, and DELETE with 409; nothing changes', async () => {
    const { api, bill, before } = await paidBill();
    const other = await createSupplier(api);
    const path = `${BILLS}/${bill.id}`;
    violation(await api.put(path, { ...bill, currency: 'EUR' }), ['currency']);
    violation(await api.put(path, { ...bill, supplierId: other.id, supplierName: other.name }), ['supplierId']);
    expect(problem(await api.delete(path), 409).detail).toMatch(String(bill.id));
    expect(await getBill(api, bill.id)).toEqual(bill);
    expect(await balances(api)).toEqual(before);
  });

  it('still takes other changes that keep the total above what is paid', async () => {
    const { api, bill } = await paidBill();
    const updated = ok<Bill>(
      await api.put(`${BILLS}/${bill.id}`, {
        ...bill,
        dueDate: '2026-06-30',
        type: 'SERVICE',
        billLines: [{ ...lineOf(bill), unitPrice: '60.00' }],
      }),
    );
    expect(updated).toMatchObject({
      dueDate: '2026-06-30',
      type: 'SERVICE',
      totalAmount: '60.00',
      outstandingAmount: '0.00',
    });
    expect(await getBill(api, bill.id)).toEqual(updated);
    expect((await balances(api)).lines).toEqual([
      ['1300', 'GBP', '0.00', '60.00'],
      ['6300', 'GBP', '60.00', '0.00'],
    ]);
  });
});

describe('tenant isolation', () => {
  it("answers another company's payment with 404, and refuses its supplier, bills, bank accounts and employees with 422", async () => {
    const mine = await newCompany(t);
    const theirs = await newCompany(t);
    const theirSupplier = await createSupplier(theirs);
    const theirBank = await createBank(theirs);
    const theirEmployee = await createEmployee(theirs);
    const theirBill = await createBill(theirs, theirSupplier);
    const theirPayment = await pay(theirs, theirSupplier, { bank: theirBank }, [theirBill]);
    const mySupplier = await createSupplier(mine);
    const myBank = await createBank(mine);
    const myBill = await createBill(mine, mySupplier);

    const notFound = `Supplier payment ${theirPayment.id} was not found`;
    problem(await mine.get(`${PAYMENTS}/${theirPayment.id}`), 404, notFound);
    problem(await mine.delete(`${PAYMENTS}/${theirPayment.id}`), 404, notFound);
    expect(await listPayments(mine)).toEqual([]);

    violation(await mine.post(PAYMENTS, paymentBody(theirSupplier, { bank: myBank }, [myBill])), ['supplierId']);
    violation(await mine.post(PAYMENTS, paymentBody(mySupplier, { bank: theirBank }, [myBill])), ['bankAccountId']);
    violation(await mine.post(PAYMENTS, paymentBody(mySupplier, { employee: theirEmployee }, [myBill])), [
      'employeeId',
    ]);
    const bills = violation(await mine.post(PAYMENTS, paymentBody(mySupplier, { bank: myBank }, [theirBill])), [
      'billIds[0]',
    ]);
    expect(messageAt(bills, 'billIds[0]')).toMatch(/no bill/);
    expect(await listPayments(mine)).toEqual([]);
    expect(await listPayments(theirs)).toEqual([theirPayment]);
    expect(await outstanding(theirs, [theirBill])).toEqual(['60.00']);
    expect(await outstanding(mine, [myBill])).toEqual(['100.00']);
  });
});
