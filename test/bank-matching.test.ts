import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, createClient, createSupplier, invoiceOf, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface OfxLine {
  date: string;
  amount: string;
  name: string;
  memo?: string;
}

/** An OFX 2 statement of a GBP current account holding these lines, each with its own FITID. */
function ofxOf(lines: readonly OfxLine[]): Buffer {
  const transactions = lines.map(
    (line, index) => `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>${line.date.replaceAll('-', '')}</DTPOSTED>
<TRNAMT>${line.amount}</TRNAMT><FITID>T${index + 1}</FITID><NAME>${line.name}</NAME><MEMO>${line.memo ?? ''}</MEMO></STMTTRN>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>401276</BANKID><ACCTID>71584403</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260301</DTSTART><DTEND>20260331</DTEND>${transactions.join('\n')}</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
}

interface Line {
  id: number;
  description: string;
  status: string;
  matches: { type: string; id: number; amount: string }[];
}

async function importLines(api: Api, bank: BankAccount, lines: readonly OfxLine[]): Promise<Line[]> {
  ok(
    await api.post(`/bankAccounts/${bank.id}/statementImports?format=ofx`, ofxOf(lines), {
      'content-type': 'application/x-ofx',
    }),
  );
  return ok<Line[]>(await api.get(`/bankAccounts/${bank.id}/statementLines`));
}

async function entry(api: Api, date: string, debit: string, credit: string, amount: string): Promise<number> {
  const lines = [
    { accountCode: debit, debitAmountValue: amount },
    { accountCode: credit, creditAmountValue: amount },
  ];
  return ok<{ id: number }>(
    await api.post('/manualJournalEntries', { reason: 'test', date, manualJournalEntryLines: lines }),
  ).id;
}

/**
 * The books of March 2026: two invoices of 2,400.00 (one of Bright & Early Ltd, one of Other Co,
 * due on 4 March), a bill of 96.00 from Cloudhost Ltd, and journal entries through the bank: 96.00
 * out on 10 March, 45.99 in on 20 March and again on 15 April, 50.00 out on 24 and on 26 March.
 */
async function marchBooks(api: Api) {
  const bank = await createBank(api);
  const code = bank.ledgerAccountCode;
  const brightAndEarly = await createClient(api, 'Bright & Early Ltd');
  const otherCo = await createClient(api, 'Other Co');
  const march = {
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    invoiceLines: [{ quantity: 1, rate: '2000.00', vatRate: 0.2 }],
  };
  const quoted = ok<{ id: number; invoiceNumber: string }>(
    await api.get(`/invoices/${(await invoiceOf(api, brightAndEarly, march)).id}`),
  );
  const sameAmount = await invoiceOf(api, otherCo, { ...march, dueDate: '2026-03-04' });
  const cloudhost = await createSupplier(api, 'Cloudhost Ltd');
  const bill = ok<{ id: number }>(
    await api.post('/bills', {
      supplierId: cloudhost.id,
      currency: 'GBP',
      issueDate: '2026-03-01',
      dueDate: '2026-03-20',
      billLines: [{ quantity: 1, unitPrice: '96.00', vatRate: 0, categoryCode: '7100' }],
    }),
  );
  return {
    bank,
    quoted,
    sameAmount,
    bill,
    hosting: await entry(api, '2026-03-10', '7100', code, '96.00'),
    refund: await entry(api, '2026-03-20', code, '6300', '45.99'),
    laterRefund: await entry(api, '2026-04-15', code, '6300', '45.99'),
    firstLunch: await entry(api, '2026-03-24', '7900', code, '50.00'),
    secondLunch: await entry(api, '2026-03-26', '7900', code, '50.00'),
  };
}

const statement = (quotedNumber: string): OfxLine[] => [
  { date: '2026-03-03', amount: '2400.00', name: 'BRIGHT &amp; EARLY LTD', memo: quotedNumber },
  { date: '2026-03-12', amount: '-96.00', name: 'CLOUDHOST LTD', memo: 'CH-88213' },
  { date: '2026-03-20', amount: '45.99', name: 'AMAZON', memo: 'REFUND' },
  { date: '2026-03-25', amount: '-50.00', name: 'THE OLD BELL', memo: 'LUNCH' },
  { date: '2026-03-27', amount: '-12.00', name: 'NCP', memo: 'PARKING' },
];

describe('suggestions for a statement line', () => {
  it('rank the invoice whose number the line quotes first, then the same amount due a day apart', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const [receipt] = await importLines(api, books.bank, statement(books.quoted.invoiceNumber));
    const suggestions = ok(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${receipt?.id}/suggestions`));
    expect(suggestions).toEqual([
      {
        type: 'invoice',
        id: books.quoted.id,
        score: 100,
        reason: `the line quotes its number, ${books.quoted.invoiceNumber}`,
        amount: '2,400.00',
        date: '2026-03-31',
        partyName: 'Bright & Early Ltd',
      },
      // Due on 4 March, one day from the line of 3 March: 60 − 1.
      {
        type: 'invoice',
        id: books.sameAmount.id,
        score: 59,
        reason: 'the same amount, due 1 day apart',
        amount: '2,400.00',
        date: '2026-03-04',
        partyName: 'Other Co',
      },
    ]);
  });

  it('rank the same amount from the line’s counterparty above the same amount two days apart', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const lines = await importLines(api, books.bank, statement('none'));
    const hosting = lines[1];
    const suggestions = ok(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${hosting?.id}/suggestions`));
    expect(suggestions).toEqual([
      {
        type: 'bill',
        id: books.bill.id,
        score: 80,
        reason: 'the same amount, from Cloudhost Ltd',
        amount: '-96.00',
        date: '2026-03-20',
        partyName: 'Cloudhost Ltd',
      },
      // The entry of 10 March, two days before the line of 12 March: 60 − 2.
      {
        type: 'manualJournalEntry',
        id: books.hosting,
        score: 58,
        reason: 'the same amount, dated 2 days apart',
        amount: '-96.00',
        date: '2026-03-10',
      },
    ]);
    const parking = lines[4];
    expect(ok(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${parking?.id}/suggestions`))).toEqual([]);
  });
});

describe('POST /bankAccounts/{id}/statementLines/autoMatch', () => {
  it('links each line that has exactly one record of its amount within a week, and leaves the rest', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const lines = await importLines(api, books.bank, statement('none'));
    const linked = ok<Line[]>(await api.post(`/bankAccounts/${books.bank.id}/statementLines/autoMatch`, {}));
    // The hosting line has one record (the entry of 10 March; the bill is a document, never auto-matched);
    // the refund one (20 March; the refund of 15 April is too far); the lunch has two (24 and 26 March).
    expect(linked.map((line) => [line.id, line.status, line.matches])).toEqual([
      [lines[1]?.id, 'matched', [{ type: 'manualJournalEntry', id: books.hosting, amount: '-96.00' }]],
      [lines[2]?.id, 'matched', [{ type: 'manualJournalEntry', id: books.refund, amount: '45.99' }]],
    ]);
    const unmatched = ok<Line[]>(await api.get(`/bankAccounts/${books.bank.id}/statementLines?status=unmatched`));
    expect(unmatched.map((line) => line.id)).toEqual([lines[0]?.id, lines[3]?.id, lines[4]?.id]);
    expect(ok(await api.post(`/bankAccounts/${books.bank.id}/statementLines/autoMatch`, {}))).toEqual([]);
    expect(ok(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${lines[1]?.id}/suggestions`))).toEqual([]);
  });
});

describe('POST /bankAccounts/{id}/statementLines/{lineId}/match with create', () => {
  const book = (api: Api, bank: BankAccount, line: Line | undefined, create: Record<string, unknown>) =>
    api.post(`/bankAccounts/${bank.id}/statementLines/${line?.id}/match`, { create });

  it('pays the quoted invoice and the bill from their lines, dated and of the amount the lines say', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const lines = await importLines(api, books.bank, statement(books.quoted.invoiceNumber));
    const receipt = ok<Line>(
      await book(api, books.bank, lines[0], { type: 'clientPayment', invoiceIds: [books.quoted.id] }),
    );
    const [received] = receipt.matches;
    expect(receipt).toMatchObject({ status: 'matched', matches: [{ type: 'clientPayment', amount: '2,400.00' }] });
    expect(ok(await api.get(`/clientPayments/${received?.id}`))).toMatchObject({
      bankAccountId: books.bank.id,
      amount: '2,400.00',
      dateReceived: '2026-03-03',
    });
    expect(ok<{ outstandingAmount: string }>(await api.get(`/invoices/${books.quoted.id}`)).outstandingAmount).toBe(
      '0.00',
    );

    const hosting = ok<Line>(
      await book(api, books.bank, lines[1], { type: 'supplierPayment', billIds: [books.bill.id] }),
    );
    expect(hosting.matches).toEqual([{ type: 'supplierPayment', id: expect.any(Number), amount: '-96.00' }]);
    expect(ok<{ outstandingAmount: string }>(await api.get(`/bills/${books.bill.id}`)).outstandingAmount).toBe('0.00');
  });

  it('books a line to an account, and by a bank rule that fits it, as manual journal entries', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const lines = await importLines(api, books.bank, statement('none'));
    const parking = lines[4];
    const rule = ok<{ id: number }>(
      await api.post('/bankRules', {
        name: 'Parking',
        direction: 'out',
        conditions: [{ field: 'description', operator: 'contains', value: 'parking' }],
        action: { type: 'manualJournalEntry', accountCode: '6500', reason: 'Car parking' },
      }),
    );
    expect(ok(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${parking?.id}/suggestions`))).toEqual([
      {
        type: 'bankRule',
        id: rule.id,
        score: 40,
        reason: 'bank rule Parking books it to account 6500',
        amount: '-12.00',
      },
    ]);
    const booked = ok<Line>(await book(api, books.bank, parking, { bankRuleId: rule.id }));
    const entry = ok<{ reason: string; date: string; manualJournalEntryLines: unknown[] }>(
      await api.get(`/manualJournalEntries/${booked.matches[0]?.id}`),
    );
    // 12.00 out of the bank: travel (6500) debited, the bank credited.
    expect(entry).toMatchObject({
      reason: 'Car parking',
      date: '2026-03-27',
      manualJournalEntryLines: [
        { accountCode: '6500', debitAmountValue: '12.00', creditAmountValue: '0.00' },
        { accountCode: books.bank.ledgerAccountCode, debitAmountValue: '0.00', creditAmountValue: '12.00' },
      ],
    });

    const lunch = ok<Line>(await book(api, books.bank, lines[3], { type: 'manualJournalEntry', accountCode: '7900' }));
    expect(lunch.matches).toEqual([{ type: 'manualJournalEntry', id: expect.any(Number), amount: '-50.00' }]);
  });

  it('books a line with a sales tax, by hand and by a rule: the VAT within it goes to the VAT return', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const lines = await importLines(api, books.bank, statement('none'));
    const [lunch, parking] = [lines[3], lines[4]];
    const rule = ok<{ id: number }>(
      await api.post('/bankRules', {
        name: 'Parking',
        direction: 'out',
        conditions: [{ field: 'description', operator: 'contains', value: 'parking' }],
        action: { type: 'manualJournalEntry', accountCode: '6500', salesTaxCode: 'STANDARD', reason: 'Car parking' },
      }),
    );
    const parked = ok<Line>(await book(api, books.bank, parking, { bankRuleId: rule.id }));
    // 12.00 paid: VAT within it 12.00 × 0.2 / 1.2 = 2.00, travel (6500) takes the net 10.00.
    expect(ok(await api.get(`/manualJournalEntries/${parked.matches[0]?.id}`))).toMatchObject({
      manualJournalEntryLines: [
        { accountCode: '6500', debitAmountValue: '10.00', salesTaxCode: 'STANDARD', taxAmountValue: '2.00' },
        { accountCode: books.bank.ledgerAccountCode, debitAmountValue: '0.00', creditAmountValue: '12.00' },
      ],
    });
    const lunched = ok<Line>(
      await book(api, books.bank, lunch, { type: 'manualJournalEntry', accountCode: '7900', salesTaxCode: 'STANDARD' }),
    );
    // 50.00 paid: 50.00 × 0.2 / 1.2 = 8.333… → 8.33 VAT, 41.67 net.
    expect(ok(await api.get(`/manualJournalEntries/${lunched.matches[0]?.id}`))).toMatchObject({
      manualJournalEntryLines: [
        { accountCode: '7900', debitAmountValue: '41.67', taxAmountValue: '8.33' },
        { creditAmountValue: '50.00' },
      ],
    });
    const unknown = problem(
      await book(api, books.bank, lines[2], {
        type: 'manualJournalEntry',
        accountCode: '4000',
        salesTaxCode: 'NOSUCH',
      }),
      422,
    );
    expect(unknown.errors).toEqual([{ path: 'create.salesTaxCode', message: 'no sales tax has the code NOSUCH' }]);

    // March: the two invoices of 2,000.00 at 20 % (400.00 VAT each) and the bill of 96.00 at 0 %, with
    // the two bookings: box 4 is 2.00 + 8.33 = 10.33, box 7 is 96.00 + 10.00 + 41.67 = 147.67 → 147.
    const vat = ok<{ boxes: Record<string, string> }>(
      await api.get('/reports/vatReturn?from=2026-03-01&to=2026-03-31'),
    );
    expect(vat.boxes).toMatchObject({
      vatDueSales: '800.00',
      vatReclaimedCurrPeriod: '10.33',
      netVatDue: '789.67',
      totalValueSalesExVAT: '4,000.00',
      totalValuePurchasesExVAT: '147.00',
    });
  });

  it('refuses a booking that does not fit the line, one in locked books, and one with matches too', async () => {
    const api = await newCompany(t);
    const books = await marchBooks(api);
    const lines = await importLines(api, books.bank, statement('none'));
    const hosting = lines[1];
    const wrongWay = problem(await book(api, books.bank, hosting, { type: 'clientPayment', clientId: 1 }), 422);
    expect(wrongWay.errors).toEqual([{ path: 'create.type', message: expect.stringContaining('is money out') }]);
    const both = problem(
      await api.post(`/bankAccounts/${books.bank.id}/statementLines/${hosting?.id}/match`, {
        matches: [{ type: 'manualJournalEntry', id: books.hosting }],
        create: { type: 'manualJournalEntry', accountCode: '7100' },
      }),
      422,
    );
    expect(both.errors?.[0]?.path).toBe('matches');
    ok(await api.put('/company', { lockDate: '2026-03-31' }));
    const locked = problem(
      await book(api, books.bank, hosting, { type: 'manualJournalEntry', accountCode: '7100' }),
      422,
    );
    expect(locked.errors).toEqual([{ path: 'create', message: '2026-03-12 is on or before the lock date 2026-03-31' }]);
    expect(ok<Line>(await api.get(`/bankAccounts/${books.bank.id}/statementLines/${hosting?.id}`)).status).toBe(
      'unmatched',
    );
  });
});
