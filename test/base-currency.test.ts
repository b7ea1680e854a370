import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountByCode,
  type BankAccount,
  type Bill,
  balances,
  type Client,
  createBank,
  createClient,
  createSupplier,
  getBill,
  getInvoice,
  type Invoice,
  ledgerOf,
  newCompany,
  type Revaluation,
  revaluationLine,
  type Supplier,
  standingPostings,
  type TrialBalanceLine,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, violation } from './problem.js';

/*
 * The books in the company's base currency (GBP in every test here): each figure below is worked by hand,
 * as an accountant would, with the arithmetic beside it. Rounding is half away from zero to the penny.
 */

/** An invoice or bill with the rate it is valued at, when it has one. */
type Valued<T> = T & { exchangeRate?: number };

interface ExchangeRate {
  id: number;
  currency: string;
  date: string;
  rate: number;
}

interface ClientPayment {
  id: number;
  amountReceivedInBank: string;
  exchangeRate?: number;
}

interface SupplierPayment {
  id: number;
  amountPaidFromBank: string;
  exchangeRate?: number;
}

interface BankTransfer {
  id: number;
  amountReceivedInBank: string;
  exchangeRate?: number;
}

interface Unvalued {
  transactionId: number;
  date: string;
  source: { type: string; id: number };
}

interface BaseTrialBalance {
  date: string;
  currency: string;
  lines: TrialBalanceLine[];
  totals: { currency: string; debit: string; credit: string }[];
  unvalued: Unvalued[];
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const postRate = async (api: Api, currency: string, date: string, rate: number) =>
  ok<ExchangeRate>(await api.post('/exchangeRates', { currency, date, rate }));

interface DocumentOptions {
  currency: string;
  issueDate: string;
  /** The total of one untaxed line, when `lines` is not given. */
  total?: string;
  exchangeRate?: number;
}

async function issueInvoice(
  api: Api,
  client: Client,
  options: DocumentOptions & { lines?: { quantity: number; rate: string; vatRate: number }[] },
): Promise<Valued<Invoice>> {
  const { currency, issueDate, total = '100.00', exchangeRate, lines } = options;
  return ok<Valued<Invoice>>(
    await api.post('/invoices', {
      clientId: client.id,
      currency,
      issueDate,
      dueDate: issueDate,
      draft: false,
      invoiceLines: lines ?? [{ quantity: 1, rate: total, vatRate: 0 }],
      ...(exchangeRate === undefined ? {} : { exchangeRate }),
    }),
  );
}

async function enterBill(
  api: Api,
  supplier: Supplier,
  options: DocumentOptions & {
    lines?: { quantity: number; unitPrice: string; vatRate: number; categoryCode: string }[];
  },
): Promise<Valued<Bill>> {
  const { currency, issueDate, total = '100.00', exchangeRate, lines } = options;
  return ok<Valued<Bill>>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency,
      issueDate,
      dueDate: issueDate,
      billLines: lines ?? [{ quantity: 1, unitPrice: total, vatRate: 0, categoryCode: '5100' }],
      ...(exchangeRate === undefined ? {} : { exchangeRate }),
    }),
  );
}

interface Movement {
  currency: string;
  amount: string;
  date: string;
  exchangeRate?: number;
}

async function receive(api: Api, client: Client, bank: BankAccount, invoice: Invoice, movement: Movement) {
  const { currency, amount, date, exchangeRate } = movement;
  return ok<ClientPayment>(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency,
      amount,
      dateReceived: date,
      invoiceIds: [invoice.id],
      ...(exchangeRate === undefined ? {} : { exchangeRate }),
    }),
  );
}

async function payBill(api: Api, supplier: Supplier, bank: BankAccount, bill: Bill, movement: Movement) {
  const { currency, amount, date, exchangeRate } = movement;
  return ok<SupplierPayment>(
    await api.post('/supplierPayments', {
      supplierId: supplier.id,
      bankAccountId: bank.id,
      currency,
      amount,
      datePaid: date,
      billIds: [bill.id],
      ...(exchangeRate === undefined ? {} : { exchangeRate }),
    }),
  );
}

async function transfer(api: Api, from: BankAccount, to: BankAccount, movement: Omit<Movement, 'currency'>) {
  const { amount, date, exchangeRate } = movement;
  return ok<BankTransfer>(
    await api.post('/bankTransfers', {
      fromBankAccountId: from.id,
      toBankAccountId: to.id,
      amount,
      dateTransferred: date,
      ...(exchangeRate === undefined ? {} : { exchangeRate }),
    }),
  );
}

/**
 * The trial balance in the base currency on this date, as [code, debit, credit] lines, the totals and the
 * unvalued transactions; every line and total is in GBP.
 */
async function baseBalances(api: Api, date = '2099-12-31') {
  const report = ok<BaseTrialBalance>(await api.get(`/reports/trialBalance?currency=base&date=${date}`));
  expect(report).toMatchObject({ date, currency: 'GBP' });
  for (const line of report.lines) expect(line.currency).toBe('GBP');
  return {
    lines: report.lines.map((line) => [line.code, line.debit, line.credit]),
    totals: report.totals,
    unvalued: report.unvalued,
  };
}

/** The base totals of a book whose debits and credits are both `amount`. */
const baseTotals = (amount: string) => [{ currency: 'GBP', debit: amount, credit: amount }];

/** The journal transaction of a record, as `unvalued` names it, found among the postings of an account it posts to. */
async function transactionOf(api: Api, code: string, type: string, id: number): Promise<Unvalued> {
  const posting = standingPostings((await ledgerOf(api, code)).postings).find(
    (candidate) => candidate.source.type === type && candidate.source.id === id,
  );
  if (!posting) throw new Error(`no ${type} ${id} among the postings of ${code}`);
  return { transactionId: posting.transactionId, date: posting.date, source: { type, id } };
}

/** A PUT body made from a document as GET answers it, without its rate (so that the service decides it). */
function withoutRate<T extends { exchangeRate?: number }>(document: T, changes: Record<string, unknown> = {}) {
  const { exchangeRate: _rate, ...rest } = document;
  return { ...rest, ...changes };
}

describe('the chart of a company', () => {
  it('has 7810 realised and 7820 unrealised currency gains and losses beside 7800', async () => {
    const api = await newCompany(t);
    expect(await accountByCode(api, '7800')).toMatchObject({ type: 'EXPENSE' });
    expect(await accountByCode(api, '7810')).toMatchObject({
      name: 'Realised currency gains and losses',
      type: 'EXPENSE',
    });
    expect(await accountByCode(api, '7820')).toMatchObject({
      name: 'Unrealised currency gains and losses',
      type: 'EXPENSE',
    });
  });
});

describe('the worked example: a EUR invoice valued at 0.85, paid at 0.86 into a GBP bank', () => {
  it('realises a gain of 1.00, and leaves trade debtors and 7800 at zero in base', async () => {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-01-10', 0.85);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await issueInvoice(api, client, { currency: 'EUR', issueDate: '2026-01-10', total: '100.00' });
    expect(invoice.exchangeRate).toBe(0.85);
    expect(await getInvoice(api, invoice.id)).toMatchObject({ exchangeRate: 0.85 });

    expect(await baseBalances(api, '2026-01-15')).toEqual({
      lines: [
        ['1200', '85.00', '0.00'], // 100.00 × 0.85 = 85.00
        ['4000', '0.00', '85.00'], // 100.00 × 0.85 = 85.00
      ],
      totals: baseTotals('85.00'),
      unvalued: [],
    });

    const payment = await receive(api, client, bank, invoice, {
      currency: 'EUR',
      amount: '100.00',
      date: '2026-01-20',
      exchangeRate: 0.86,
    });
    expect(payment.amountReceivedInBank).toBe('86.00'); // 100.00 × 0.86 = 86.00

    expect(await baseBalances(api, '2026-01-31')).toEqual({
      lines: [
        // 1200: 85.00 in, 85.00 cleared (the payment completes the invoice) = 0, absent
        [bank.ledgerAccountCode, '86.00', '0.00'], // a GBP leg is worth its amount
        ['4000', '0.00', '85.00'],
        ['7810', '0.00', '1.00'], // 86.00 received − 85.00 cleared = 1.00 gain
        // 7800: EUR 100.00 debit and GBP 86.00 credit net to 0 in base, absent
      ],
      totals: baseTotals('86.00'), // 86.00 = 85.00 + 1.00
      unvalued: [],
    });

    // The books per currency are as they were before base values.
    const perCurrency = await balances(api, '2026-01-31');
    expect(perCurrency).toEqual({
      lines: [
        [bank.ledgerAccountCode, 'GBP', '86.00', '0.00'],
        ['4000', 'EUR', '0.00', '100.00'],
        ['7800', 'EUR', '100.00', '0.00'],
        ['7800', 'GBP', '0.00', '86.00'],
      ],
      totals: [
        { currency: 'EUR', debit: '100.00', credit: '100.00' },
        { currency: 'GBP', debit: '86.00', credit: '86.00' },
      ],
    });
    expect(perCurrency.lines.map(([code]) => code)).not.toContain('7810');
  });
});

describe('a EUR invoice paid into a EUR bank, and the euros then moved to a GBP bank', () => {
  /**
   * EUR at 0.85 on 01-10 (the invoice), 0.86 on 01-20 (the payment) and `transferDayRate` on 01-25 (the
   * transfer); the invoice of EUR 100.00 is paid in full into the EUR bank on 01-20.
   */
  async function paidIntoEuroBank(transferDayRate: number) {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-01-10', 0.85);
    await postRate(api, 'EUR', '2026-01-20', 0.86);
    await postRate(api, 'EUR', '2026-01-25', transferDayRate);
    const client = await createClient(api);
    const euros = await createBank(api, 'EUR');
    const pounds = await createBank(api);
    const invoice = await issueInvoice(api, client, { currency: 'EUR', issueDate: '2026-01-10', total: '100.00' });
    const payment = await receive(api, client, euros, invoice, {
      currency: 'EUR',
      amount: '100.00',
      date: '2026-01-20',
    });
    return { api, euros, pounds, invoice, payment };
  }

  it('values the EUR bank leg at the company rate of the day received: 86.00, a gain of 1.00', async () => {
    const { api, euros, invoice, payment } = await paidIntoEuroBank(0.87);
    expect(invoice.exchangeRate).toBe(0.85);
    expect(payment).not.toHaveProperty('exchangeRate');
    expect(payment.amountReceivedInBank).toBe('100.00');
    expect(await baseBalances(api, '2026-01-24')).toEqual({
      lines: [
        [euros.ledgerAccountCode, '86.00', '0.00'], // 100.00 EUR × 0.86 (the rate of 01-20) = 86.00
        ['4000', '0.00', '85.00'], // 100.00 × 0.85 = 85.00
        ['7810', '0.00', '1.00'], // 86.00 received − 85.00 cleared = 1.00 gain
      ],
      totals: baseTotals('86.00'),
      unvalued: [],
    });
    expect(await balances(api, '2026-01-24')).toEqual({
      lines: [
        [euros.ledgerAccountCode, 'EUR', '100.00', '0.00'],
        ['4000', 'EUR', '0.00', '100.00'],
      ],
      totals: [{ currency: 'EUR', debit: '100.00', credit: '100.00' }],
    });
  });

  it('realises 1.00 when the euros booked at 86.00 are transferred to GBP at 0.87, and empties the EUR bank in base', async () => {
    const { api, euros, pounds } = await paidIntoEuroBank(0.87);
    const moved = await transfer(api, euros, pounds, { amount: '100.00', date: '2026-01-25', exchangeRate: 0.87 });
    expect(moved.amountReceivedInBank).toBe('87.00'); // 100.00 × 0.87 = 87.00
    expect(await baseBalances(api, '2026-01-31')).toEqual({
      lines: [
        // the EUR bank: the whole balance leaves at its book value, 86.00: 86.00 − 86.00 = 0, absent
        [pounds.ledgerAccountCode, '87.00', '0.00'], // a GBP leg is worth its amount
        ['4000', '0.00', '85.00'],
        ['7810', '0.00', '2.00'], // the payment's 1.00, and the transfer's 87.00 received − 86.00 booked = 1.00
      ],
      totals: baseTotals('87.00'), // debits 87.00; credits 85.00 + 2.00 = 87.00
      unvalued: [],
    });
    const perCurrency = await balances(api, '2026-01-31');
    expect(perCurrency).toEqual({
      lines: [
        // the EUR bank: 100.00 in, 100.00 out = 0, absent
        [pounds.ledgerAccountCode, 'GBP', '87.00', '0.00'],
        ['4000', 'EUR', '0.00', '100.00'],
        ['7800', 'EUR', '100.00', '0.00'],
        ['7800', 'GBP', '0.00', '87.00'],
      ],
      totals: [
        { currency: 'EUR', debit: '100.00', credit: '100.00' },
        { currency: 'GBP', debit: '87.00', credit: '87.00' },
      ],
    });
    expect(perCurrency.lines.map(([code]) => code)).not.toContain('7810');
  });

  it('realises nothing when the euros are transferred at the rate they were booked at', async () => {
    const { api, euros, pounds } = await paidIntoEuroBank(0.86);
    const moved = await transfer(api, euros, pounds, { amount: '100.00', date: '2026-01-25', exchangeRate: 0.86 });
    expect(moved.amountReceivedInBank).toBe('86.00'); // 100.00 × 0.86 = 86.00
    expect(await baseBalances(api, '2026-01-31')).toEqual({
      lines: [
        // the EUR bank: 86.00 in, 86.00 out = 0, absent
        [pounds.ledgerAccountCode, '86.00', '0.00'],
        ['4000', '0.00', '85.00'],
        ['7810', '0.00', '1.00'], // the payment's 1.00; the transfer 86.00 − 86.00 = 0
      ],
      totals: baseTotals('86.00'),
      unvalued: [],
    });
  });

  it("takes a share of the book value out with part of the balance, whatever the day's company rate", async () => {
    const { api, euros, pounds } = await paidIntoEuroBank(0.8);
    const first = await transfer(api, euros, pounds, { amount: '40.00', date: '2026-01-25', exchangeRate: 0.88 });
    expect(first.amountReceivedInBank).toBe('35.20'); // 40.00 × 0.88 = 35.20
    expect(await baseBalances(api, '2026-01-25')).toEqual({
      lines: [
        [euros.ledgerAccountCode, '51.60', '0.00'], // 86.00 − 86.00 × 40/100 = 86.00 − 34.40 = 51.60 for 60.00 EUR
        [pounds.ledgerAccountCode, '35.20', '0.00'],
        ['4000', '0.00', '85.00'],
        ['7810', '0.00', '1.80'], // 1.00 (the payment) + 35.20 − 34.40 = 0.80
      ],
      totals: baseTotals('86.80'), // debits 51.60 + 35.20; credits 85.00 + 1.80
      unvalued: [],
    });
    const rest = await transfer(api, euros, pounds, { amount: '60.00', date: '2026-01-26', exchangeRate: 0.85 });
    expect(rest.amountReceivedInBank).toBe('51.00'); // 60.00 × 0.85 = 51.00
    expect(await baseBalances(api, '2026-01-31')).toEqual({
      lines: [
        // the EUR bank: the rest leaves at the rest of the book value, 51.60: 0, absent
        [pounds.ledgerAccountCode, '86.20', '0.00'], // 35.20 + 51.00
        ['4000', '0.00', '85.00'],
        ['7810', '0.00', '1.20'], // 1.80 + 51.00 − 51.60 = 1.80 − 0.60 = 1.20
      ],
      totals: baseTotals('86.20'),
      unvalued: [],
    });
    expect((await balances(api, '2026-01-31')).lines).toEqual([
      [pounds.ledgerAccountCode, 'GBP', '86.20', '0.00'],
      ['4000', 'EUR', '0.00', '100.00'],
      ['7800', 'EUR', '100.00', '0.00'],
      ['7800', 'GBP', '0.00', '86.20'],
    ]);
  });
});

describe('a USD bill valued at 0.80, paid from a GBP bank in two parts', () => {
  it('realises a gain of 1.00 at 0.79, then a loss of 2.00 at 0.82: 7810 ends 1.00 debit', async () => {
    const api = await newCompany(t);
    await postRate(api, 'USD', '2026-02-01', 0.8);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const bill = await enterBill(api, supplier, { currency: 'USD', issueDate: '2026-02-01', total: '200.00' });
    expect(bill.exchangeRate).toBe(0.8);
    expect(await baseBalances(api, '2026-02-01')).toEqual({
      lines: [
        ['2100', '0.00', '160.00'], // 200.00 × 0.80 = 160.00
        ['5100', '160.00', '0.00'], // 200.00 × 0.80 = 160.00
      ],
      totals: baseTotals('160.00'),
      unvalued: [],
    });

    const first = await payBill(api, supplier, bank, bill, {
      currency: 'USD',
      amount: '100.00',
      date: '2026-02-10',
      exchangeRate: 0.79,
    });
    expect(first.amountPaidFromBank).toBe('79.00'); // 100.00 × 0.79 = 79.00
    expect(await baseBalances(api, '2026-02-10')).toEqual({
      lines: [
        [bank.ledgerAccountCode, '0.00', '79.00'],
        ['2100', '0.00', '80.00'], // 160.00 − 100.00 × 0.80 = 160.00 − 80.00 = 80.00
        ['5100', '160.00', '0.00'],
        ['7810', '0.00', '1.00'], // 80.00 cleared − 79.00 paid = 1.00 gain
      ],
      totals: baseTotals('160.00'), // credits 79.00 + 80.00 + 1.00 = 160.00
      unvalued: [],
    });

    const second = await payBill(api, supplier, bank, bill, {
      currency: 'USD',
      amount: '100.00',
      date: '2026-02-20',
      exchangeRate: 0.82,
    });
    expect(second.amountPaidFromBank).toBe('82.00'); // 100.00 × 0.82 = 82.00
    expect((await getBill(api, bill.id)).outstandingAmount).toBe('0.00');
    expect(await baseBalances(api, '2026-02-28')).toEqual({
      lines: [
        [bank.ledgerAccountCode, '0.00', '161.00'], // 79.00 + 82.00 = 161.00
        // 2100: the completing payment clears what is left, 160.00 − 80.00 = 80.00: 0, absent
        ['5100', '160.00', '0.00'],
        ['7810', '1.00', '0.00'], // 1.00 gain, then 80.00 cleared − 82.00 paid = 2.00 loss: 1.00 debit
      ],
      totals: baseTotals('161.00'), // debits 160.00 + 1.00 = 161.00
      unvalued: [],
    });
    const perCurrency = await balances(api, '2026-02-28');
    expect(perCurrency).toEqual({
      lines: [
        [bank.ledgerAccountCode, 'GBP', '0.00', '161.00'],
        ['5100', 'USD', '200.00', '0.00'],
        ['7800', 'GBP', '161.00', '0.00'],
        ['7800', 'USD', '0.00', '200.00'],
      ],
      totals: [
        { currency: 'GBP', debit: '161.00', credit: '161.00' },
        { currency: 'USD', debit: '200.00', credit: '200.00' },
      ],
    });
    expect(perCurrency.lines.map(([code]) => code)).not.toContain('7810');
  });
});

describe('rounding to the penny', () => {
  it('values a taxed EUR invoice at 0.855: debtors and tax each rounded, sales takes the rest', async () => {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-03-01', 0.855);
    const client = await createClient(api);
    const invoice = await issueInvoice(api, client, {
      currency: 'EUR',
      issueDate: '2026-03-01',
      lines: [{ quantity: 1, rate: '5.00', vatRate: 0.2 }],
    });
    expect(invoice).toMatchObject({ netAmount: '5.00', taxAmount: '1.00', totalAmount: '6.00', exchangeRate: 0.855 });
    // The VAT due in the base currency is the tax at the invoice's rate, as the ledger holds it.
    expect(invoice).toMatchObject({ baseNetAmount: '4.27', baseTaxAmount: '0.86', baseTotalAmount: '5.13' });
    expect(await baseBalances(api)).toEqual({
      lines: [
        ['1200', '5.13', '0.00'], // 6.00 × 0.855 = 5.13
        ['2200', '0.00', '0.86'], // 1.00 × 0.855 = 0.855 → 0.86 (the half penny rounds up)
        ['4000', '0.00', '4.27'], // 5.13 − 0.86 = 4.27 (5.00 × 0.855 = 4.275 alone would round to 4.28)
      ],
      totals: baseTotals('5.13'),
      unvalued: [],
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1200', 'EUR', '6.00', '0.00'],
        ['2200', 'EUR', '0.00', '1.00'],
        ['4000', 'EUR', '0.00', '5.00'],
      ],
      totals: [{ currency: 'EUR', debit: '6.00', credit: '6.00' }],
    });
  });

  it('puts the penny that balances a USD bill at 0.855 on its largest category posting', async () => {
    const api = await newCompany(t);
    await postRate(api, 'USD', '2026-03-01', 0.855);
    const supplier = await createSupplier(api);
    const bill = await enterBill(api, supplier, {
      currency: 'USD',
      issueDate: '2026-03-01',
      lines: [
        { quantity: 1, unitPrice: '5.00', vatRate: 0.2, categoryCode: '5100' },
        { quantity: 1, unitPrice: '3.00', vatRate: 0.2, categoryCode: '7900' },
      ],
    });
    expect(bill).toMatchObject({ netAmount: '8.00', taxAmount: '1.60', totalAmount: '9.60', exchangeRate: 0.855 });
    // 9.60 × 0.855 = 8.208 → 8.21; 1.60 × 0.855 = 1.368 → 1.37; 8.21 − 1.37 = 6.84
    expect(bill).toMatchObject({ baseNetAmount: '6.84', baseTaxAmount: '1.37', baseTotalAmount: '8.21' });
    expect(await baseBalances(api)).toEqual({
      lines: [
        ['2100', '0.00', '8.21'], // 9.60 × 0.855 = 8.208 → 8.21
        ['2200', '1.37', '0.00'], // 1.60 × 0.855 = 1.368 → 1.37
        // 5.00 × 0.855 = 4.275 → 4.28 and 3.00 × 0.855 = 2.565 → 2.57; 1.37 + 4.28 + 2.57 = 8.22 is 0.01
        // more than 8.21, taken off the largest: 4.28 − 0.01 = 4.27
        ['5100', '4.27', '0.00'],
        ['7900', '2.57', '0.00'],
      ],
      totals: baseTotals('8.21'), // debits 1.37 + 4.27 + 2.57 = 8.21
      unvalued: [],
    });
  });

  it('clears a EUR 0.03 invoice valued 0.02 with three payments of 0.01: 0.01, 0.01, then what is left, 0.00', async () => {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-04-01', 0.5);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await issueInvoice(api, client, { currency: 'EUR', issueDate: '2026-04-01', total: '0.03' });
    expect(await baseBalances(api)).toEqual({
      lines: [
        ['1200', '0.02', '0.00'], // 0.03 × 0.5 = 0.015 → 0.02
        ['4000', '0.00', '0.02'],
      ],
      totals: baseTotals('0.02'),
      unvalued: [],
    });
    const cent = (date: string) =>
      receive(api, client, bank, invoice, { currency: 'EUR', amount: '0.01', date, exchangeRate: 0.5 });

    expect((await cent('2026-04-02')).amountReceivedInBank).toBe('0.01'); // 0.01 × 0.5 = 0.005 → 0.01
    expect(await baseBalances(api, '2026-04-02')).toEqual({
      lines: [
        ['1200', '0.01', '0.00'], // 0.02 − (0.01 × 0.5 = 0.005 → 0.01) = 0.01
        [bank.ledgerAccountCode, '0.01', '0.00'],
        ['4000', '0.00', '0.02'],
        // 7810: 0.01 received − 0.01 cleared = 0, absent
      ],
      totals: baseTotals('0.02'),
      unvalued: [],
    });

    await cent('2026-04-03');
    expect(await baseBalances(api, '2026-04-03')).toEqual({
      lines: [
        // 1200: 0.01 − (0.005 → 0.01) = 0, absent, though EUR 0.01 is still owed
        [bank.ledgerAccountCode, '0.02', '0.00'], // 0.01 + 0.01
        ['4000', '0.00', '0.02'],
      ],
      totals: baseTotals('0.02'),
      unvalued: [],
    });
    expect((await balances(api, '2026-04-03')).lines).toContainEqual(['1200', 'EUR', '0.01', '0.00']);

    await cent('2026-04-04');
    expect((await getInvoice(api, invoice.id)).outstandingAmount).toBe('0.00');
    expect(await baseBalances(api, '2026-04-04')).toEqual({
      lines: [
        // 1200: the completing payment clears what is left, 0.02 − 0.01 − 0.01 = 0.00: absent
        [bank.ledgerAccountCode, '0.03', '0.00'], // 0.01 + 0.01 + 0.01
        ['4000', '0.00', '0.02'],
        ['7810', '0.00', '0.01'], // 0.01 received − 0.00 cleared = 0.01 gain
      ],
      totals: baseTotals('0.03'),
      unvalued: [],
    });
    expect(await balances(api, '2026-04-04')).toEqual({
      lines: [
        [bank.ledgerAccountCode, 'GBP', '0.03', '0.00'],
        ['4000', 'EUR', '0.00', '0.03'],
        ['7800', 'EUR', '0.03', '0.00'],
        ['7800', 'GBP', '0.00', '0.03'],
      ],
      totals: [
        { currency: 'EUR', debit: '0.03', credit: '0.03' },
        { currency: 'GBP', debit: '0.03', credit: '0.03' },
      ],
    });
  });
});

describe('a payment deleted', () => {
  it('leaves the other payments of the document clearing it as if it had never been made', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await issueInvoice(api, client, {
      currency: 'EUR',
      issueDate: '2026-04-01',
      total: '20.20',
      exchangeRate: 0.85,
    }); // 20.20 × 0.85 = 17.17
    const movement = { currency: 'EUR', amount: '10.10', date: '2026-04-02', exchangeRate: 0.85 };
    const first = await receive(api, client, bank, invoice, movement); // clears 10.10 × 0.85 = 8.585 → 8.59
    await receive(api, client, bank, invoice, movement); // completes it: clears 17.17 − 8.59 = 8.58
    expect((await baseBalances(api)).lines).toEqual([
      [bank.ledgerAccountCode, '17.18', '0.00'], // 8.59 + 8.59 received
      ['4000', '0.00', '17.17'],
      ['7810', '0.00', '0.01'], // 8.59 received − 8.58 cleared by the second
    ]);

    ok(await api.delete(`/clientPayments/${first.id}`));
    expect(await baseBalances(api)).toEqual({
      lines: [
        // The second no longer completes the invoice: it clears 10.10 × 0.85 = 8.59, and leaves 8.58.
        ['1200', '8.58', '0.00'],
        [bank.ledgerAccountCode, '8.59', '0.00'],
        ['4000', '0.00', '17.17'],
      ],
      totals: baseTotals('17.17'),
      unvalued: [],
    });
  });
});

describe('a CHF invoice issued before the company has a CHF rate', () => {
  it('is unvalued with its payment until a rate on or before its date is posted, then valued with the gain', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    // A GBP invoice, so that the base books have lines while the CHF ones are left out.
    await issueInvoice(api, client, { currency: 'GBP', issueDate: '2026-02-05', total: '50.00' });
    const invoice = await issueInvoice(api, client, { currency: 'CHF', issueDate: '2026-02-10', total: '100.00' });
    expect(invoice).not.toHaveProperty('exchangeRate');
    expect(await getInvoice(api, invoice.id)).not.toHaveProperty('exchangeRate');
    const invoiced = await transactionOf(api, '1200', 'INVOICE', invoice.id);
    expect(invoiced.date).toBe('2026-02-10');
    const onlyGbp = {
      lines: [
        ['1200', '50.00', '0.00'], // the GBP invoice at its amount
        ['4000', '0.00', '50.00'],
      ],
      totals: baseTotals('50.00'),
    };
    expect(await baseBalances(api)).toEqual({ ...onlyGbp, unvalued: [invoiced] });

    const payment = await receive(api, client, bank, invoice, {
      currency: 'CHF',
      amount: '100.00',
      date: '2026-02-20',
      exchangeRate: 0.9,
    });
    expect(payment.amountReceivedInBank).toBe('90.00'); // 100.00 × 0.90 = 90.00
    const paid = await transactionOf(api, '1200', 'CLIENT_PAYMENT', payment.id);
    // The GBP bank leg has a value, but what the payment clears has none: the whole payment is unvalued.
    const before = await baseBalances(api);
    expect(before).toEqual({ ...onlyGbp, unvalued: expect.arrayContaining([invoiced, paid]) });
    expect(before.unvalued).toHaveLength(2);
    const perCurrency = await balances(api);
    expect(perCurrency).toEqual({
      lines: [
        ['1200', 'GBP', '50.00', '0.00'],
        [bank.ledgerAccountCode, 'GBP', '90.00', '0.00'],
        ['4000', 'CHF', '0.00', '100.00'],
        ['4000', 'GBP', '0.00', '50.00'],
        ['7800', 'CHF', '100.00', '0.00'],
        ['7800', 'GBP', '0.00', '90.00'],
      ],
      totals: [
        { currency: 'CHF', debit: '100.00', credit: '100.00' },
        { currency: 'GBP', debit: '140.00', credit: '140.00' },
      ],
    });

    // A rate dated after the invoice does not cover it.
    await postRate(api, 'CHF', '2026-02-15', 0.95);
    expect(await getInvoice(api, invoice.id)).not.toHaveProperty('exchangeRate');
    expect((await baseBalances(api)).unvalued).toHaveLength(2);

    // The latest rate on or before 2026-02-10 is this one, and it values the invoice and its payment.
    await postRate(api, 'CHF', '2026-02-01', 0.88);
    expect(await getInvoice(api, invoice.id)).toMatchObject({ exchangeRate: 0.88 });
    expect(await baseBalances(api)).toEqual({
      lines: [
        ['1200', '50.00', '0.00'], // the CHF invoice: 88.00 in, 88.00 cleared by the completing payment
        [bank.ledgerAccountCode, '90.00', '0.00'],
        ['4000', '0.00', '138.00'], // 50.00 + 100.00 × 0.88 = 50.00 + 88.00 = 138.00
        ['7810', '0.00', '2.00'], // 90.00 received − 88.00 cleared = 2.00 gain
      ],
      totals: baseTotals('140.00'), // debits 50.00 + 90.00; credits 138.00 + 2.00
      unvalued: [],
    });
    expect(await balances(api)).toEqual(perCurrency);
  });

  it('is valued with its payment when given a rate by PUT', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = await issueInvoice(api, client, { currency: 'CHF', issueDate: '2026-02-10', total: '100.00' });
    const movement = { currency: 'CHF', amount: '40.00', date: '2026-02-20', exchangeRate: 0.9 };
    await receive(api, client, bank, invoice, movement); // 40.00 × 0.90 = 36.00 received

    const unvalued: Valued<Invoice> = await getInvoice(api, invoice.id);
    const given = ok<Valued<Invoice>>(
      await api.put(`/invoices/${invoice.id}`, withoutRate(unvalued, { exchangeRate: 0.88 })),
    );
    expect(given).toMatchObject({ exchangeRate: 0.88, outstandingAmount: '60.00', baseTotalAmount: '88.00' });
    expect(await baseBalances(api)).toEqual({
      lines: [
        ['1200', '52.80', '0.00'], // 88.00 − 40.00 × 0.88 = 88.00 − 35.20 = 52.80 for the 60.00 outstanding
        [bank.ledgerAccountCode, '36.00', '0.00'],
        ['4000', '0.00', '88.00'],
        ['7810', '0.00', '0.80'], // 36.00 received − 35.20 cleared = 0.80 gain
      ],
      totals: baseTotals('88.80'),
      unvalued: [],
    });
  });
});

describe('a document in the base currency', () => {
  it('answers without exchangeRate, and refuses a rate other than 1 with 422 naming exchangeRate', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await issueInvoice(api, client, { currency: 'GBP', issueDate: '2026-05-01', total: '100.00' });
    expect(invoice).not.toHaveProperty('exchangeRate');
    expect(invoice).not.toHaveProperty('baseTotalAmount');
    const one = await issueInvoice(api, client, { currency: 'GBP', issueDate: '2026-05-01', exchangeRate: 1 });
    expect(one).not.toHaveProperty('exchangeRate');
    const invoices = ok<Invoice[]>(await api.get('/invoices'));

    const body = { clientId: client.id, currency: 'GBP', issueDate: '2026-05-01', dueDate: '2026-05-01' };
    const lines = [{ quantity: 1, rate: '100.00', vatRate: 0 }];
    violation(await api.post('/invoices', { ...body, invoiceLines: lines, exchangeRate: 1.5 }), ['exchangeRate']);
    expect(ok<Invoice[]>(await api.get('/invoices'))).toEqual(invoices);
    violation(await api.put(`/invoices/${invoice.id}`, { ...invoice, exchangeRate: 1.5 }), ['exchangeRate']);
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);

    const supplier = await createSupplier(api);
    const billBody = {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: '2026-05-01',
      dueDate: '2026-05-01',
      billLines: [{ quantity: 1, unitPrice: '10.00', vatRate: 0, categoryCode: '5100' }],
    };
    violation(await api.post('/bills', { ...billBody, exchangeRate: 1.5 }), ['exchangeRate']);
    const bill = ok<Valued<Bill>>(await api.post('/bills', billBody));
    expect(bill).not.toHaveProperty('exchangeRate');
    violation(await api.put(`/bills/${bill.id}`, { ...bill, exchangeRate: 1.5 }), ['exchangeRate']);
    expect(await getBill(api, bill.id)).toEqual(bill);

    expect(await baseBalances(api)).toEqual({
      lines: [
        ['1200', '200.00', '0.00'], // 100.00 + 100.00, each at its amount
        ['2100', '0.00', '10.00'],
        ['4000', '0.00', '200.00'],
        ['5100', '10.00', '0.00'],
      ],
      totals: baseTotals('210.00'),
      unvalued: [],
    });
  });
});

describe("the rate of a foreign document: given, kept, or the company's", () => {
  /** EUR at 0.85 from 2026-01-10 and at 0.90 from 2026-02-01, USD at 0.78 from 2026-01-01. */
  async function companyWithRates() {
    const api = await newCompany(t);
    await postRate(api, 'USD', '2026-01-01', 0.78);
    await postRate(api, 'EUR', '2026-01-10', 0.85);
    const later = await postRate(api, 'EUR', '2026-02-01', 0.9);
    return { api, later, client: await createClient(api) };
  }

  it("takes a rate given on create over the company's, keeps it on PUT without one, and takes a new one given", async () => {
    const { api, client } = await companyWithRates();
    const invoice = await issueInvoice(api, client, {
      currency: 'EUR',
      issueDate: '2026-01-10',
      total: '100.00',
      exchangeRate: 0.8,
    });
    expect(invoice.exchangeRate).toBe(0.8);
    const valuedAt = (amount: string) => ({
      lines: [
        ['1200', amount, '0.00'],
        ['4000', '0.00', amount],
      ],
      totals: baseTotals(amount),
      unvalued: [],
    });
    expect(await baseBalances(api)).toEqual(valuedAt('80.00')); // 100.00 × 0.80 = 80.00, not × 0.85

    const renamed = ok<Valued<Invoice>>(
      await api.put(`/invoices/${invoice.id}`, withoutRate(invoice, { poNumber: 'PO-7' })),
    );
    expect(renamed).toMatchObject({ poNumber: 'PO-7', exchangeRate: 0.8 });
    expect(await baseBalances(api)).toEqual(valuedAt('80.00'));

    const given = ok<Valued<Invoice>>(await api.put(`/invoices/${invoice.id}`, { ...renamed, exchangeRate: 0.82 }));
    expect(given.exchangeRate).toBe(0.82);
    expect(await baseBalances(api)).toEqual(valuedAt('82.00')); // 100.00 × 0.82 = 82.00
  });

  it('takes the company rate of the new date when a PUT without exchangeRate changes issueDate, or of the new currency', async () => {
    const { api, client } = await companyWithRates();
    const invoice = await issueInvoice(api, client, { currency: 'EUR', issueDate: '2026-01-10', total: '100.00' });
    expect(invoice.exchangeRate).toBe(0.85);

    const redated = ok<Valued<Invoice>>(
      await api.put(
        `/invoices/${invoice.id}`,
        withoutRate(invoice, { issueDate: '2026-02-05', dueDate: '2026-02-05' }),
      ),
    );
    expect(redated.exchangeRate).toBe(0.9); // the rate of 2026-02-01, the latest on or before 2026-02-05
    expect((await baseBalances(api)).lines).toEqual([
      ['1200', '90.00', '0.00'], // 100.00 × 0.90 = 90.00
      ['4000', '0.00', '90.00'],
    ]);

    const inDollars = ok<Valued<Invoice>>(
      await api.put(`/invoices/${invoice.id}`, withoutRate(redated, { currency: 'USD' })),
    );
    expect(inDollars.exchangeRate).toBe(0.78);
    expect((await baseBalances(api)).lines).toEqual([
      ['1200', '78.00', '0.00'], // 100.00 × 0.78 = 78.00
      ['4000', '0.00', '78.00'],
    ]);
  });

  it('keeps the rate of a valued invoice when the company rate is changed or deleted later', async () => {
    const { api, later, client } = await companyWithRates();
    const invoice = await issueInvoice(api, client, { currency: 'EUR', issueDate: '2026-02-05', total: '100.00' });
    expect(invoice.exchangeRate).toBe(0.9);
    const valued = await baseBalances(api);
    expect(valued.lines).toEqual([
      ['1200', '90.00', '0.00'], // 100.00 × 0.90 = 90.00
      ['4000', '0.00', '90.00'],
    ]);

    ok(await api.put(`/exchangeRates/${later.id}`, { ...later, rate: 0.95 }));
    expect(await getInvoice(api, invoice.id)).toMatchObject({ exchangeRate: 0.9 });
    expect(await baseBalances(api)).toEqual(valued);

    ok(await api.delete(`/exchangeRates/${later.id}`));
    expect(await getInvoice(api, invoice.id)).toMatchObject({ exchangeRate: 0.9 });
    expect(await baseBalances(api)).toEqual(valued);
  });
});

describe('a currency revaluation at a month end', () => {
  /**
   * A EUR invoice of 100.00 at 0.85 (85.00), a USD bill of 200.00 at 0.80 (160.00), and 50.00 GBP
   * moved to a EUR bank at 1.17 (58.50 EUR, booked at the 50.00 they cost).
   */
  async function foreignBooks() {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-01-10', 0.85);
    await postRate(api, 'USD', '2026-01-12', 0.8);
    const gbp = await createBank(api);
    const eur = await createBank(api, 'EUR');
    await issueInvoice(api, await createClient(api), { currency: 'EUR', issueDate: '2026-01-10', total: '100.00' });
    await enterBill(api, await createSupplier(api), { currency: 'USD', issueDate: '2026-01-12', total: '200.00' });
    await transfer(api, gbp, eur, { amount: '50.00', date: '2026-01-15', exchangeRate: 1.17 }); // 58.50 EUR
    return { api, gbp, eur };
  }

  const beforeRevaluation = (gbp: BankAccount, eur: BankAccount) => [
    ['1200', '85.00', '0.00'], // 100.00 × 0.85
    [gbp.ledgerAccountCode, '0.00', '50.00'],
    [eur.ledgerAccountCode, '50.00', '0.00'], // bought for 50.00
    ['2100', '0.00', '160.00'], // 200.00 × 0.80
    ['4000', '0.00', '85.00'],
    ['5100', '160.00', '0.00'],
  ];

  it('revalues debtors, creditors and the EUR bank at the rates of the day, and reverses it the day after', async () => {
    const { api, gbp, eur } = await foreignBooks();
    await postRate(api, 'EUR', '2026-01-31', 0.9);
    await postRate(api, 'USD', '2026-01-31', 0.75);
    const perCurrency = await balances(api, '2026-01-31');

    const revaluation = ok<Revaluation>(await api.post('/currencyRevaluations', { date: '2026-01-31' }));
    expect(revaluation).toMatchObject({ date: '2026-01-31', reversalDate: '2026-02-01' });
    expect(revaluation.lines.map(revaluationLine)).toEqual([
      ['1200', 'EUR', '100.00', 0.9, '85.00', '90.00', '5.00'], // 100.00 × 0.90 = 90.00
      ['2100', 'USD', '-200.00', 0.75, '-160.00', '-150.00', '10.00'], // 200.00 × 0.75 = 150.00 owed
      [eur.ledgerAccountCode, 'EUR', '58.50', 0.9, '50.00', '52.65', '2.65'], // 58.50 × 0.90 = 52.65
    ]);
    expect(ok(await api.get(`/currencyRevaluations/${revaluation.id}`))).toEqual(revaluation);

    expect(await baseBalances(api, '2026-01-31')).toEqual({
      lines: [
        ['1200', '90.00', '0.00'],
        [gbp.ledgerAccountCode, '0.00', '50.00'],
        [eur.ledgerAccountCode, '52.65', '0.00'],
        ['2100', '0.00', '150.00'],
        ['4000', '0.00', '85.00'],
        ['5100', '160.00', '0.00'],
        ['7820', '0.00', '17.65'], // 5.00 + 10.00 + 2.65 = 17.65 unrealised gain
      ],
      totals: baseTotals('302.65'), // 90.00 + 52.65 + 160.00 = 50.00 + 150.00 + 85.00 + 17.65
      unvalued: [],
    });
    // Values without amounts: no currency's own balance moves.
    expect(await balances(api, '2026-01-31')).toEqual(perCurrency);
    // Reversed the day after: payments in February clear what the documents were booked at.
    expect((await baseBalances(api, '2026-02-01')).lines).toEqual(beforeRevaluation(gbp, eur));
  });

  it('is reversed whole when deleted, and is then gone', async () => {
    const { api, gbp, eur } = await foreignBooks();
    await postRate(api, 'EUR', '2026-01-31', 0.9);
    await postRate(api, 'USD', '2026-01-31', 0.75);
    const revaluation = ok<Revaluation>(await api.post('/currencyRevaluations', { date: '2026-01-31' }));
    expect(ok<Revaluation[]>(await api.get('/currencyRevaluations')).map((listed) => listed.id)).toEqual([
      revaluation.id,
    ]);

    expect(ok(await api.delete(`/currencyRevaluations/${revaluation.id}`))).toEqual(revaluation);
    expect((await api.get(`/currencyRevaluations/${revaluation.id}`)).statusCode).toBe(404);
    expect((await baseBalances(api, '2026-01-31')).lines).toEqual(beforeRevaluation(gbp, eur));
    expect((await baseBalances(api, '2026-02-01')).lines).toEqual(beforeRevaluation(gbp, eur));
  });

  it('is refused while a transaction up to its date has no base value, or a balance has no rate', async () => {
    const { api } = await foreignBooks();
    const client = await createClient(api);
    // Valued at its own rate, but the company has no JPY rate to revalue it at.
    await issueInvoice(api, client, { currency: 'JPY', issueDate: '2026-01-20', exchangeRate: 0.0055 });
    const noRate = violation(await api.post('/currencyRevaluations', { date: '2026-01-31' }), ['date']);
    expect(noRate.detail).toMatch(/no rate on or before 2026-01-31 of JPY/);
    await issueInvoice(api, client, { currency: 'CHF', issueDate: '2026-01-20' });
    await postRate(api, 'JPY', '2026-01-31', 0.0054);
    const unvalued = violation(await api.post('/currencyRevaluations', { date: '2026-01-31' }), ['date']);
    expect(unvalued.detail).toMatch(/1 transactions up to 2026-01-31 have no base value/);
    // Before the JPY and CHF invoices every transaction is valued and every balance has its rate.
    ok(await api.post('/currencyRevaluations', { date: '2026-01-19' }));
    expect(ok<Revaluation[]>(await api.get('/currencyRevaluations')).map((listed) => listed.date)).toEqual([
      '2026-01-19',
    ]);
  });
});

describe('a currency revaluation and the lock date', () => {
  it('is refused on or before the lock date, and one the lock date has reached cannot be deleted', async () => {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-01-10', 0.85);
    await issueInvoice(api, await createClient(api), { currency: 'EUR', issueDate: '2026-01-10' });
    await postRate(api, 'EUR', '2026-01-31', 0.9);
    const revaluation = ok<Revaluation>(await api.post('/currencyRevaluations', { date: '2026-01-31' }));
    ok(await api.put('/company', { name: 'Locked', lockDate: '2026-01-31' }));
    violation(await api.post('/currencyRevaluations', { date: '2026-01-31' }), ['date']);
    violation(await api.delete(`/currencyRevaluations/${revaluation.id}`), ['date']);
    expect(ok(await api.get(`/currencyRevaluations/${revaluation.id}`))).toEqual(revaluation);
    expect((await baseBalances(api, '2026-01-31')).lines).toContainEqual(['7820', '0.00', '5.00']); // 100.00 × (0.90 − 0.85)
  });
});

describe('a manual journal entry in a currency', () => {
  it('posts in its currency, valued at the company rate of its date', async () => {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-01-10', 0.85);
    const eur = await createBank(api, 'EUR');
    const entry = ok<{ currency: string; exchangeRate?: number }>(
      await api.post('/manualJournalEntries', {
        reason: 'Capital paid into the EUR account',
        date: '2026-01-11',
        currency: 'EUR',
        manualJournalEntryLines: [
          { accountCode: eur.ledgerAccountCode, debitAmountValue: '100.00' },
          { accountCode: '3000', creditAmountValue: '100.00' },
        ],
      }),
    );
    expect(entry).toMatchObject({ currency: 'EUR', exchangeRate: 0.85 });
    expect(await baseBalances(api)).toEqual({
      lines: [
        [eur.ledgerAccountCode, '85.00', '0.00'], // 100.00 × 0.85
        ['3000', '0.00', '85.00'],
      ],
      totals: baseTotals('85.00'),
      unvalued: [],
    });
  });

  it("refuses a line on a bank account's ledger account in another currency than the bank's", async () => {
    const api = await newCompany(t);
    const eur = await createBank(api, 'EUR');
    const gbp = await createBank(api);
    const lines = (bank: BankAccount) => [
      { accountCode: '3000', creditAmountValue: '5.00' },
      { accountCode: bank.ledgerAccountCode, debitAmountValue: '5.00' },
    ];
    const entry = { reason: 'Cash', date: '2026-01-11' };
    violation(await api.post('/manualJournalEntries', { ...entry, manualJournalEntryLines: lines(eur) }), [
      'manualJournalEntryLines[1].accountCode',
    ]);
    violation(
      await api.post('/manualJournalEntries', { ...entry, currency: 'EUR', manualJournalEntryLines: lines(gbp) }),
      ['manualJournalEntryLines[1].accountCode'],
    );
    ok(await api.post('/manualJournalEntries', { ...entry, currency: 'EUR', manualJournalEntryLines: lines(eur) }));
  });
});

describe('an employee who paid a EUR bill, reimbursed in euros', () => {
  it('realises the difference between what the euros cost and what the employee was owed', async () => {
    const api = await newCompany(t);
    await postRate(api, 'EUR', '2026-03-01', 0.84);
    await postRate(api, 'EUR', '2026-03-10', 0.86);
    const pounds = await createBank(api);
    const euros = await createBank(api, 'EUR');
    // 85.00 GBP buys 100.00 EUR: they cost 85.00.
    await transfer(api, pounds, euros, { amount: '85.00', date: '2026-03-01', exchangeRate: 1.17647059 });
    const supplier = await createSupplier(api);
    const bill = await enterBill(api, supplier, { currency: 'EUR', issueDate: '2026-03-01', total: '100.00' });
    expect(bill.exchangeRate).toBe(0.84); // 100.00 × 0.84 = 84.00
    const employee = ok<{ id: number }>(await api.post('/employees', { name: 'Pat' }));
    ok(
      await api.post('/supplierPayments', {
        supplierId: supplier.id,
        employeeId: employee.id,
        currency: 'EUR',
        amount: '100.00',
        datePaid: '2026-03-01',
        billIds: [bill.id],
      }),
    );
    expect((await baseBalances(api, '2026-03-01')).lines).toEqual([
      [pounds.ledgerAccountCode, '0.00', '85.00'],
      [euros.ledgerAccountCode, '85.00', '0.00'],
      // 2100: 84.00 owed, 84.00 cleared: absent
      ['2210', '0.00', '84.00'], // the employee is owed 100.00 EUR, worth 84.00 on the day paid
      ['5100', '84.00', '0.00'],
    ]);

    const reimbursement = ok<{ exchangeRate?: number }>(
      await api.post('/manualJournalEntries', {
        reason: 'Pat reimbursed',
        date: '2026-03-10',
        currency: 'EUR',
        manualJournalEntryLines: [
          { accountCode: '2210', debitAmountValue: '100.00' },
          { accountCode: euros.ledgerAccountCode, creditAmountValue: '100.00' },
        ],
      }),
    );
    expect(reimbursement.exchangeRate).toBe(0.86);
    expect(await baseBalances(api, '2026-03-31')).toEqual({
      lines: [
        [pounds.ledgerAccountCode, '0.00', '85.00'],
        // the EUR bank: 85.00 in, and its whole book value, 85.00, out: absent
        // 2210: 84.00 owed, and the whole of it paid: absent
        ['5100', '84.00', '0.00'],
        ['7810', '1.00', '0.00'], // euros that cost 85.00 paid a debt of 84.00: a loss of 1.00
      ],
      totals: baseTotals('85.00'),
      unvalued: [],
    });
  });
});
