import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  createBank,
  createClient,
  createSupplier,
  invoiceOf,
  newCompany,
  outstandingOf,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Line {
  id: number;
  status: string;
  matches: { type: string; id: number; amount: string }[];
}

interface OfxLine {
  date: string;
  amount: string;
  name: string;
  memo: string;
}

/** An OFX 2 statement of a current account in the currency holding these lines, each with its own FITID. */
function ofxOf(lines: readonly OfxLine[], currency = 'GBP'): Buffer {
  const transactions = lines.map(
    (line) => `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>${line.date.replaceAll('-', '')}</DTPOSTED>
<TRNAMT>${line.amount}</TRNAMT><FITID>${line.date}-${line.amount}</FITID><NAME>${line.name}</NAME><MEMO>${line.memo}</MEMO></STMTTRN>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>${currency}</CURDEF><BANKACCTFROM><BANKID>401276</BANKID><ACCTID>71584403</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260201</DTSTART><DTEND>20260331</DTEND>${transactions.join('\n')}</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
}

/**
 * A GBP company with a GBP bank account and the company's euro rates: 0.85 from 1 March 2026, 0.86
 * from 9 March; none for Swiss francs. Its open documents, none with VAT:
 * - Brasserie Lyon: invoice EUR 1,000.00 issued 2 March at 0.85, GBP 850.00 in trade debtors;
 * - Hotel Berlin: invoice EUR 1,040.00 issued 2 March, due 10 March;
 * - Zurich AG: invoice CHF 900.00, no rate;
 * - Weingut Mosel: bill EUR 500.00 issued 2 March at 0.85, GBP 425.00 in trade creditors.
 * The bank's statement: on 10 March 857.40 in from Brasserie Lyon, 90.00 in quoting the Swiss
 * invoice, 431.00 out to Weingut Mosel, and 890.00 in from "HB"; on 28 February, before the
 * company has a euro rate, 857.40 in from Brasserie Lyon.
 */
async function euroBooks(api: Api) {
  ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2026-03-01', rate: 0.85 }));
  ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2026-03-09', rate: 0.86 }));
  const bank = await createBank(api);
  const march = { issueDate: '2026-03-02', dueDate: '2026-04-01' };
  const brasserie = await createClient(api, 'Brasserie Lyon SA');
  const invoice = await invoiceOf(api, brasserie, {
    ...march,
    currency: 'EUR',
    invoiceLines: [{ quantity: 1, rate: '1000.00', vatRate: 0 }],
  });
  const hotel = await invoiceOf(api, await createClient(api, 'Hotel Berlin GmbH'), {
    ...march,
    dueDate: '2026-03-10',
    currency: 'EUR',
    invoiceLines: [{ quantity: 1, rate: '1040.00', vatRate: 0 }],
  });
  const swiss = await invoiceOf(api, await createClient(api, 'Zurich AG'), {
    ...march,
    currency: 'CHF',
    invoiceLines: [{ quantity: 1, rate: '900.00', vatRate: 0 }],
  });
  const supplier = await createSupplier(api, 'Weingut Mosel');
  const bill = ok<{ id: number }>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'EUR',
      issueDate: '2026-03-02',
      dueDate: '2026-04-01',
      billLines: [{ quantity: 1, unitPrice: '500.00', vatRate: 0, categoryCode: '5000' }],
    }),
  );
  const number = async (id: number) => ok<{ invoiceNumber: string }>(await api.get(`/invoices/${id}`)).invoiceNumber;
  const statement = ofxOf([
    { date: '2026-03-10', amount: '857.40', name: 'BRASSERIE LYON', memo: 'VIREMENT' },
    { date: '2026-03-10', amount: '90.00', name: 'ZURICH AG', memo: `PAYMENT ${await number(swiss.id)}` },
    { date: '2026-03-10', amount: '-431.00', name: 'WEINGUT MOSEL', memo: 'SEPA' },
    { date: '2026-02-28', amount: '857.40', name: 'BRASSERIE LYON', memo: 'VIREMENT' },
    { date: '2026-03-10', amount: '890.00', name: 'HB', memo: 'TRANSFER' },
  ]);
  ok(
    await api.post(`/bankAccounts/${bank.id}/statementImports?format=ofx`, statement, {
      'content-type': 'application/x-ofx',
    }),
  );
  const imported = ok<(Line & { date: string; amount: string })[]>(
    await api.get(`/bankAccounts/${bank.id}/statementLines`),
  );
  const line = (date: string, amount: string) =>
    imported.find((candidate) => candidate.date === date && candidate.amount === amount);
  const lines = [
    line('2026-03-10', '857.40'),
    line('2026-03-10', '90.00'),
    line('2026-03-10', '-431.00'),
    line('2026-02-28', '857.40'),
    line('2026-03-10', '890.00'),
  ];
  return { bank, brasserie, invoice, hotel, swiss, bill, lines, swissNumber: await number(swiss.id) };
}

/** The line of the account in the trial balance in the base currency, GBP, as [code, debit, credit]. */
async function baseLine(api: Api, code: string) {
  const report = ok<{ lines: { code: string; debit: string; credit: string }[] }>(
    await api.get('/reports/trialBalance?currency=base&date=2026-12-31'),
  );
  const line = report.lines.find((candidate) => candidate.code === code);
  return line && [line.code, line.debit, line.credit];
}

const suggestionsOf = (api: Api, bank: BankAccount, line: Line | undefined) =>
  api.get(`/bankAccounts/${bank.id}/statementLines/${line?.id}/suggestions`);

describe('suggestions of documents in another currency than the bank’s', () => {
  it('suggest a euro invoice whose outstanding at the company’s rate is within 2 % of the line', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    // EUR 1,000.00 at 0.86 (the rate of 9 March, the latest on 10 March) is GBP 860.00; the line's
    // 857.40 is 2.60 from it, within 2 % of 860.00 (17.20), and the bank names the client: 52.
    // Hotel Berlin's EUR 1,040.00 is GBP 894.40: 37.00 from the line, beyond 2 % (17.89).
    expect(ok(await suggestionsOf(api, books.bank, books.lines[0]))).toEqual([
      {
        type: 'invoice',
        id: books.invoice.id,
        score: 52,
        reason:
          'EUR 1,000.00 outstanding, GBP 860.00 at the company’s rate of 0.86: within 2 % of the amount, from Brasserie Lyon SA',
        amount: '860.00',
        currency: 'EUR',
        outstanding: '1,000.00',
        date: '2026-04-01',
        partyName: 'Brasserie Lyon SA',
      },
    ]);
    // The same line on 28 February, before the company's first euro rate: no amount to compare.
    expect(ok(await suggestionsOf(api, books.bank, books.lines[3]))).toEqual([]);
    // Hotel Berlin's GBP 894.40 is 4.40 from the 890.00 of "HB", within 2 % (17.89), due the same day: 51.
    expect(ok(await suggestionsOf(api, books.bank, books.lines[4]))).toEqual([
      {
        type: 'invoice',
        id: books.hotel.id,
        score: 51,
        reason:
          'EUR 1,040.00 outstanding, GBP 894.40 at the company’s rate of 0.86: within 2 % of the amount, due the same day',
        amount: '894.40',
        currency: 'EUR',
        outstanding: '1,040.00',
        date: '2026-03-10',
        partyName: 'Hotel Berlin GmbH',
      },
    ]);
  });

  it('suggest a bill in euros for money out, and an invoice without a rate by the number the line quotes', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    // The Swiss invoice has no rate: found by its number only, with no amount in pounds.
    expect(ok(await suggestionsOf(api, books.bank, books.lines[1]))).toEqual([
      {
        type: 'invoice',
        id: books.swiss.id,
        score: 100,
        reason: `the line quotes its number, ${books.swissNumber}; CHF 900.00 outstanding, no rate of the company on 2026-03-10`,
        currency: 'CHF',
        outstanding: '900.00',
        date: '2026-04-01',
        partyName: 'Zurich AG',
      },
    ]);
    // EUR 500.00 at 0.86 is GBP 430.00; the line's 431.00 is 1.00 from it, within 2 % (8.60).
    expect(ok(await suggestionsOf(api, books.bank, books.lines[2]))).toEqual([
      {
        type: 'bill',
        id: books.bill.id,
        score: 52,
        reason:
          'EUR 500.00 outstanding, GBP 430.00 at the company’s rate of 0.86: within 2 % of the amount, from Weingut Mosel',
        amount: '-430.00',
        currency: 'EUR',
        outstanding: '500.00',
        date: '2026-04-01',
        partyName: 'Weingut Mosel',
      },
    ]);
  });
});

describe('booking a line against documents in another currency than the bank’s', () => {
  const book = (api: Api, bank: BankAccount, line: Line | undefined, create: Record<string, unknown>) =>
    api.post(`/bankAccounts/${bank.id}/statementLines/${line?.id}/match`, { create });

  it('pays the euro invoice in euros with the pounds the bank received, and posts the realised gain', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    const receipt = ok<Line>(
      await book(api, books.bank, books.lines[0], { type: 'clientPayment', invoiceIds: [books.invoice.id] }),
    );
    expect(receipt).toMatchObject({ status: 'matched', matches: [{ type: 'clientPayment', amount: '857.40' }] });
    const paymentId = receipt.matches[0]?.id;
    // EUR 1,000.00 received as GBP 857.40: the bank's rate 857.40 / 1,000.00 = 0.8574.
    expect(ok(await api.get(`/clientPayments/${paymentId}`))).toMatchObject({
      currency: 'EUR',
      amount: '1,000.00',
      exchangeRate: 0.8574,
      amountReceivedInBank: '857.40',
      dateReceived: '2026-03-10',
    });
    expect(await outstandingOf(api, `/invoices/${books.invoice.id}`)).toBe('0.00');
    // The invoice stood at GBP 850.00 (EUR 1,000.00 at 0.85); the bank got 857.40: a realised gain of 7.40.
    expect(await baseLine(api, '7810')).toEqual(['7810', '0.00', '7.40']);
    // Trade debtors: Lyon's 850.00 in and cleared, Hotel Berlin's EUR 1,040.00 × 0.85 = 884.00 left
    // (the Swiss invoice, without a rate, has no value yet); the bank: GBP 857.40.
    expect(await baseLine(api, '1200')).toEqual(['1200', '884.00', '0.00']);
    expect(await baseLine(api, books.bank.ledgerAccountCode)).toEqual([books.bank.ledgerAccountCode, '857.40', '0.00']);
  });

  it('pays part of the euro invoice when the booking names the amount in euros', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    const receipt = ok<Line>(
      await book(api, books.bank, books.lines[0], {
        type: 'clientPayment',
        invoiceIds: [books.invoice.id],
        amount: '990.00',
      }),
    );
    const paymentId = receipt.matches[0]?.id;
    // EUR 990.00 received as GBP 857.40: the rate 857.40 / 990.00 = 0.86606060…, 0.86606061 to eight
    // decimals, and 990.00 × 0.86606061 = 857.4000039, 857.40.
    expect(ok(await api.get(`/clientPayments/${paymentId}`))).toMatchObject({
      currency: 'EUR',
      amount: '990.00',
      exchangeRate: 0.86606061,
      amountReceivedInBank: '857.40',
    });
    // EUR 10.00 left on the invoice; EUR 990.00 of it stood at 990.00 × 0.85 = GBP 841.50, and the
    // bank got 857.40: a realised gain of 15.90.
    expect(await outstandingOf(api, `/invoices/${books.invoice.id}`)).toBe('10.00');
    expect(await baseLine(api, '7810')).toEqual(['7810', '0.00', '15.90']);
    // Trade debtors: Lyon's 850.00 − 841.50 = 8.50 (EUR 10.00 at 0.85), and Hotel Berlin's 884.00: 892.50.
    expect(await baseLine(api, '1200')).toEqual(['1200', '892.50', '0.00']);
  });

  it('pays the euro bill in euros with the pounds the bank paid, and posts the realised loss', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    const paid = ok<Line>(
      await book(api, books.bank, books.lines[2], { type: 'supplierPayment', billIds: [books.bill.id] }),
    );
    expect(paid.matches).toEqual([{ type: 'supplierPayment', id: expect.any(Number), amount: '-431.00' }]);
    const paymentId = paid.matches[0]?.id;
    // EUR 500.00 paid with GBP 431.00: the bank's rate 431.00 / 500.00 = 0.862.
    expect(ok(await api.get(`/supplierPayments/${paymentId}`))).toMatchObject({
      currency: 'EUR',
      amount: '500.00',
      exchangeRate: 0.862,
      amountPaidFromBank: '431.00',
      datePaid: '2026-03-10',
    });
    expect(await outstandingOf(api, `/bills/${books.bill.id}`)).toBe('0.00');
    // The bill stood at GBP 425.00 (EUR 500.00 at 0.85); the bank paid 431.00: a realised loss of 6.00.
    expect(await baseLine(api, '7810')).toEqual(['7810', '6.00', '0.00']);
    expect(await baseLine(api, books.bank.ledgerAccountCode)).toEqual([books.bank.ledgerAccountCode, '0.00', '431.00']);
  });

  it('suggests and pays a euro invoice from a dollar account through the company’s rates of both', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-03-01', rate: 0.79 }));
    const dollars = await createBank(api, 'USD');
    const statement = ofxOf(
      [{ date: '2026-03-10', amount: '1090.00', name: 'BRASSERIE LYON', memo: 'VIREMENT' }],
      'USD',
    );
    ok(
      await api.post(`/bankAccounts/${dollars.id}/statementImports?format=ofx`, statement, {
        'content-type': 'application/x-ofx',
      }),
    );
    const [line] = ok<Line[]>(await api.get(`/bankAccounts/${dollars.id}/statementLines`));
    // EUR 1,000.00 is GBP 860.00 at 0.86, and USD 1 is GBP 0.79: 1,000.00 × 0.86 / 0.79 = 1,088.6076 → USD
    // 1,088.61, at 0.86 / 0.79 = 1.08860759 to eight decimals; the line's 1,090.00 is 1.39 from it.
    expect(ok(await suggestionsOf(api, dollars, line))).toEqual([
      {
        type: 'invoice',
        id: books.invoice.id,
        score: 52,
        reason:
          'EUR 1,000.00 outstanding, USD 1,088.61 at the company’s rate of 1.08860759: within 2 % of the amount, from Brasserie Lyon SA',
        amount: '1,088.61',
        currency: 'EUR',
        outstanding: '1,000.00',
        date: '2026-04-01',
        partyName: 'Brasserie Lyon SA',
      },
    ]);
    const receipt = ok<Line>(await book(api, dollars, line, { type: 'clientPayment', invoiceIds: [books.invoice.id] }));
    // EUR 1,000.00 received as USD 1,090.00: the rate 1.09.
    expect(ok(await api.get(`/clientPayments/${receipt.matches[0]?.id}`))).toMatchObject({
      currency: 'EUR',
      amount: '1,000.00',
      exchangeRate: 1.09,
      amountReceivedInBank: '1,090.00',
    });
    // The dollars arrive at the company's rate of the day: 1,090.00 × 0.79 = GBP 861.10; the invoice
    // stood at 850.00: a realised gain of 11.10.
    expect(await baseLine(api, dollars.ledgerAccountCode)).toEqual([dollars.ledgerAccountCode, '861.10', '0.00']);
    expect(await baseLine(api, '7810')).toEqual(['7810', '0.00', '11.10']);
  });

  it('refuses a booking that no rate of eight decimals turns into the line’s amount', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    const large = await invoiceOf(api, books.brasserie, {
      issueDate: '2026-03-02',
      dueDate: '2026-04-01',
      currency: 'EUR',
      invoiceLines: [{ quantity: 1, rate: '2000000.00', vatRate: 0 }],
    });
    const statement = ofxOf([{ date: '2026-03-11', amount: '1700000.01', name: 'BRASSERIE LYON', memo: 'VIREMENT' }]);
    ok(
      await api.post(`/bankAccounts/${books.bank.id}/statementImports?format=ofx`, statement, {
        'content-type': 'application/x-ofx',
      }),
    );
    const lines = ok<(Line & { date: string })[]>(await api.get(`/bankAccounts/${books.bank.id}/statementLines`));
    const line = lines.find((candidate) => candidate.date === '2026-03-11');
    // 1,700,000.01 / 2,000,000.00 = 0.850000005: 0.85000001 gives 1,700,000.02 and 0.85 gives 1,700,000.00.
    const refused = problem(await book(api, books.bank, line, { type: 'clientPayment', invoiceIds: [large.id] }), 422);
    expect(refused.errors).toEqual([
      {
        path: 'create.amount',
        message:
          'no rate of 8 decimals turns EUR 2,000,000.00 into GBP 1,700,000.01: record the payment with its rate, then match the line to it',
      },
    ]);
    expect(await outstandingOf(api, `/invoices/${large.id}`)).toBe('2,000,000.00');
  });

  it('refuses an amount in the bank’s currency, and documents of two currencies', async () => {
    const api = await newCompany(t);
    const books = await euroBooks(api);
    const sameCurrency = await invoiceOf(api, books.brasserie, {
      ...{ issueDate: '2026-03-02', dueDate: '2026-04-01' },
      invoiceLines: [{ quantity: 1, rate: '857.40', vatRate: 0 }],
    });
    const amountInPounds = problem(
      await book(api, books.bank, books.lines[0], {
        type: 'clientPayment',
        invoiceIds: [sameCurrency.id],
        amount: '857.40',
      }),
      422,
    );
    expect(amountInPounds.errors).toEqual([{ path: 'create.amount', message: expect.stringContaining('GBP') }]);
    const mixed = problem(
      await book(api, books.bank, books.lines[0], {
        type: 'clientPayment',
        invoiceIds: [books.invoice.id, sameCurrency.id],
      }),
      422,
    );
    expect(mixed.errors?.[0]?.path).toBe('create.invoiceIds');
    expect(ok<Line>(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${books.lines[0]?.id}`)).status).toBe(
      'unmatched',
    );
  });
});
