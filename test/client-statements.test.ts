import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AgedAmounts,
  agedAmounts,
  type Client,
  createBank,
  createClient,
  type Invoice,
  invoiceOf,
  newCompany,
  type PartyStatement,
  type PartyStatementLine,
} from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, sendAs, type TestApp } from './helpers.js';
import { PIXEL_PNG } from './images.js';
import { pdfText } from './pdf-text.js';
import { invalid, MISSING_ID, ok, problem } from './problem.js';

/*
 * A client's statement for June 2026, of books made by hand. Every figure expected is worked out
 * here, with the arithmetic beside it; days past due are counted to the end of 30 June.
 */

type Statement = PartyStatement & { clientId: number; clientName: string };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const numberOf = (invoice: Invoice) => invoice.invoiceNumber;

/**
 * Books of a client in pounds and euros: before June, three invoices (30.00, 120.00, 240.00), a
 * draft and a payment of 50.00 of the second; in June a credit note, an invoice, a payment kept on
 * account, the credit note's refund, the second invoice written off, and in euros an invoice part paid.
 */
async function booksOfJune(api: Api, client: Client) {
  const pounds = await createBank(api);
  const euros = await createBank(api, 'EUR');
  const invoice = async (fields: Record<string, unknown>) =>
    ok<Invoice>(await api.post('/invoices', { clientId: client.id, currency: 'GBP', ...fields }));
  const payment = async (fields: Record<string, unknown>) =>
    ok<{ id: number }>(
      await api.post('/clientPayments', { clientId: client.id, bankAccountId: pounds.id, currency: 'GBP', ...fields }),
    );
  const oldest = await invoice({
    issueDate: '2026-02-01',
    dueDate: '2026-03-01',
    invoiceLines: [{ quantity: 1, rate: '30.00', vatRate: 0 }],
  });
  const partPaid = await invoice({
    issueDate: '2026-04-01',
    dueDate: '2026-04-30',
    invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }], // 120.00
  });
  const unpaid = await invoice({
    issueDate: '2026-05-10',
    dueDate: '2026-06-09',
    invoiceLines: [{ quantity: 1, rate: '200.00', vatRate: 0.2 }], // 240.00
  });
  await invoice({
    issueDate: '2026-05-15',
    dueDate: '2026-06-15',
    draft: true,
    invoiceLines: [{ quantity: 1, rate: '999.00', vatRate: 0 }],
  });
  const firstPayment = await payment({ amount: '50.00', dateReceived: '2026-05-20', invoiceIds: [partPaid.id] });
  const credit = ok<{ id: number; creditNoteNumber: string }>(
    await api.post('/creditNotes', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-06-05',
      dueDate: '2026-06-05',
      creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0.2 }], // 24.00
    }),
  );
  const june = await invoice({
    issueDate: '2026-06-10',
    dueDate: '2026-07-10',
    invoiceLines: [{ quantity: 1, rate: '50.00', vatRate: 0.2 }], // 60.00
  });
  const onAccount = await payment({ amount: '100.00', dateReceived: '2026-06-10', invoiceIds: [], onAccount: true });
  const refund = ok<{ id: number }>(
    await api.post('/clientRefunds', {
      clientId: client.id,
      creditNoteId: credit.id,
      bankAccountId: pounds.id,
      currency: 'GBP',
      amount: '24.00',
      datePaid: '2026-06-15',
    }),
  );
  const writeOff = ok<{ id: number }>(
    await api.post(`/invoices/${partPaid.id}/writeOff`, { date: '2026-06-20', note: 'Gone away' }),
  );
  // After the period: in no figure of June's statement.
  await payment({ amount: '5.00', dateReceived: '2026-07-02', invoiceIds: [], onAccount: true });
  const inEuros = ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'EUR',
      issueDate: '2026-06-03',
      dueDate: '2026-07-03',
      invoiceLines: [{ quantity: 1, rate: '200.00', vatRate: 0 }],
    }),
  );
  const eurosPaid = ok<{ id: number }>(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: euros.id,
      currency: 'EUR',
      amount: '150.00',
      dateReceived: '2026-06-25',
      invoiceIds: [inEuros.id],
    }),
  );
  return { oldest, partPaid, unpaid, firstPayment, credit, june, onAccount, refund, writeOff, inEuros, eurosPaid };
}

describe('a client statement', () => {
  it('lists the period with its opening balance, running balance, closing balance and ages, per currency', async () => {
    const api = await newCompany(t);
    const client = await createClient(api, 'Statement Ltd');
    const books = await booksOfJune(api, client);
    const statement = ok<Statement>(await api.get(`/clients/${client.id}/statement?from=2026-06-01&to=2026-06-30`));
    expect(statement).toMatchObject({ clientId: client.id, clientName: 'Statement Ltd', from: '2026-06-01' });
    expect(statement.to).toBe('2026-06-30');
    const [euro, pound] = statement.currencies;
    expect(statement.currencies.map((section) => section.currency)).toEqual(['EUR', 'GBP']);
    // Owed at the end of 31 May: 30.00 + 120.00 + 240.00 − 50.00 paid = 340.00 (the draft never counts).
    expect(pound?.openingBalance).toBe('340.00');
    expect(pound?.lines).toEqual([
      // 340.00 − 24.00 = 316.00
      line(
        '2026-06-05',
        'creditNote',
        books.credit.id,
        books.credit.creditNoteNumber,
        'Credit note',
        '-24.00',
        '316.00',
      ),
      // Same day: the invoice before the payment. 316.00 + 60.00 = 376.00, − 100.00 = 276.00
      line('2026-06-10', 'invoice', books.june.id, numberOf(books.june), 'Invoice due 2026-07-10', '60.00', '376.00'),
      line('2026-06-10', 'payment', books.onAccount.id, null, 'Payment received', '-100.00', '276.00'),
      // 276.00 + 24.00 paid back = 300.00
      line(
        '2026-06-15',
        'refund',
        books.refund.id,
        books.credit.creditNoteNumber,
        'Refund of a credit note',
        '24.00',
        '300.00',
      ),
      // The part-paid invoice's 120.00 − 50.00 = 70.00 written off: 300.00 − 70.00 = 230.00
      line(
        '2026-06-20',
        'writeOff',
        books.writeOff.id,
        numberOf(books.partPaid),
        'Bad debt written off: Gone away',
        '-70.00',
        '230.00',
      ),
    ]);
    expect(pound?.closingBalance).toBe('230.00');
    // 30.00 due 1 March: 30 + 30 + 31 + 30 = 121 days past due. 240.00 due 9 June: 21 days; the
    // 100.00 on account since 10 June: 20 days, so 240.00 − 100.00 = 140.00. 60.00 due 10 July: not due.
    expect(pound?.aged).toEqual(agedAmounts('60.00', '140.00', '0.00', '0.00', '30.00', '230.00'));
    expect(euro).toEqual({
      currency: 'EUR',
      openingBalance: '0.00',
      lines: [
        line(
          '2026-06-03',
          'invoice',
          books.inEuros.id,
          numberOf(books.inEuros),
          'Invoice due 2026-07-03',
          '200.00',
          '200.00',
        ),
        line('2026-06-25', 'payment', books.eurosPaid.id, null, 'Payment received', '-150.00', '50.00'),
      ],
      closingBalance: '50.00',
      // 200.00 − 150.00 = 50.00 due 3 July: not due.
      aged: agedAmounts('50.00', '0.00', '0.00', '0.00', '0.00', '50.00'),
    });
  });

  it("agrees with the aged receivables at its last day, in each currency, and with the client's balance", async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    await booksOfJune(api, client);
    const statement = ok<Statement>(await api.get(`/clients/${client.id}/statement?from=2026-06-01&to=2026-06-30`));
    for (const section of statement.currencies) {
      const report = ok<{ clients: (AgedAmounts & { clientId: number })[] }>(
        await api.get(`/reports/agedReceivables?date=2026-06-30&currency=${section.currency}`),
      );
      const { clientId: _, ...row } = report.clients.find((found) => found.clientId === client.id) as AgedAmounts & {
        clientId: number;
        clientName: string;
        currency: string;
      };
      expect({ ...section.aged, clientName: expect.any(String), currency: section.currency }).toEqual(row);
      expect(section.closingBalance).toBe(section.aged.total);
    }
    // To the end of time, the closing balance is what the client owes: 230.00 − 5.00 paid on 2 July.
    const later = ok<Statement>(await api.get(`/clients/${client.id}/statement?from=2026-07-01&to=2099-12-31`));
    const balance = ok<{ currency: string; outstanding: string }[]>(await api.get(`/clients/${client.id}/balance`));
    expect(later.currencies.map((section) => [section.currency, section.closingBalance])).toEqual(
      balance.map((row) => [row.currency, row.outstanding]),
    );
    expect(later.currencies.find((section) => section.currency === 'GBP')?.closingBalance).toBe('225.00');
  });

  it('is answered as CSV, a row per line with the opening and closing rows, money as plain decimals', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const { partPaid } = await booksOfJune(api, client);
    const lastDay = ok<Invoice>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-06-30',
        dueDate: '2026-07-30',
        invoiceLines: [{ quantity: 1, rate: '1200.00', vatRate: 0 }],
      }),
    );
    const response = await api.get(`/clients/${client.id}/statement?from=2026-06-20&to=2026-06-30`, {
      accept: 'text/csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines).toEqual([
      'currency,date,kind,reference,description,amount,balance',
      // Euros at the end of 19 June: 200.00 invoiced on 3 June; then 150.00 paid on 25 June.
      'EUR,2026-06-19,opening,,Opening balance,,200.00',
      'EUR,2026-06-25,payment,,Payment received,-150.00,50.00',
      'EUR,2026-06-30,closing,,Closing balance,,50.00',
      // Pounds at the end of 19 June: 300.00 (see the first test); − 70.00 written off, + 1,200.00 invoiced.
      'GBP,2026-06-19,opening,,Opening balance,,300.00',
      `GBP,2026-06-20,writeOff,${numberOf(partPaid)},Bad debt written off: Gone away,-70.00,230.00`,
      `GBP,2026-06-30,invoice,${numberOf(lastDay)},Invoice due 2026-07-30,1200.00,1430.00`,
      'GBP,2026-06-30,closing,,Closing balance,,1430.00',
    ]);
  });

  it("is headed as the company's documents are, with its details and logo, in its locale", async () => {
    const owner = await createTenant(t.db);
    const api = apiClient(t.app, owner);
    ok(
      await api.patch('/company', {
        legalName: 'Nordwind Beratung GmbH',
        addressLine1: 'Mühlenweg 2',
        vatNumber: 'DE123456789',
        locale: 'de-DE',
        invoiceFooter: 'Amtsgericht Köln HRB 1234',
      }),
    );
    ok(await sendAs(t.app, owner)('PUT', '/company/logo', PIXEL_PNG, { 'content-type': 'image/png' }));
    const client = await createClient(api);
    await booksOfJune(api, client);

    const pdf = (await api.get(`/clients/${client.id}/statement.pdf?from=2026-06-01&to=2026-06-30`)).rawPayload;
    const text = await pdfText(pdf);

    // The opening balance of the first test, £340.00, as de-DE writes it.
    for (const shown of [
      'Nordwind Beratung GmbH',
      'Mühlenweg 2',
      'VAT number DE123456789',
      '1. Juni 2026',
      '340,00 £',
      'Amtsgericht Köln HRB 1234',
      'Page 1 of',
    ]) {
      expect(text).toContain(shown);
    }
    expect(pdf.includes('/Subtype /Image')).toBe(true);
  });

  it("is answered as a PDF: the company, the client's name and address, the period, the lines, balances and ages", async () => {
    const api = await newCompany(t);
    const client = ok<Client>(
      await api.post('/clients', { name: 'Printed Ltd', addressLine1: '1 High Street', addressLine2: 'Leeds' }),
    );
    const books = await booksOfJune(api, client);
    const path = `/clients/${client.id}/statement`;
    const response = await api.get(`${path}?from=2026-06-01&to=2026-06-30`, { accept: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const linked = await api.get(`${path}.pdf?from=2026-06-01&to=2026-06-30`);
    expect(linked.headers['content-type']).toBe('application/pdf');
    expect(linked.rawPayload.equals(response.rawPayload)).toBe(true);
    const text = await pdfText(response.rawPayload);
    const company = ok<{ name: string }>(await api.get('/company'));
    for (const shown of [
      company.name,
      'Printed Ltd',
      '1 High Street',
      'Leeds',
      '1 June 2026 to 30 June 2026',
      // Pounds: the figures of the first test, as en-GB writes them.
      'Opening balance',
      '£340.00',
      `Credit note ${books.credit.creditNoteNumber}`,
      '-£24.00',
      '£316.00',
      `Invoice ${numberOf(books.june)}`,
      '£376.00',
      'Payment received',
      '-£100.00',
      '£276.00',
      'Refund of a credit note',
      '£300.00',
      `Write-off ${numberOf(books.partPaid)}`,
      '-£70.00',
      'Closing balance',
      '£230.00',
      '£140.00',
      // Euros: 200.00 invoiced, 150.00 paid, 50.00 owed and not due.
      '€200.00',
      '-€150.00',
      '€50.00',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('999');
    problem(await (await newCompany(t)).get(`${path}.pdf`), 404);
  });

  it('defaults to the month of today, refuses a period that ends before it starts, and unknown parameters', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const today = new Date().toISOString().slice(0, 10);
    const statement = ok<Statement>(await api.get(`/clients/${client.id}/statement`));
    expect([statement.from, statement.to]).toEqual([`${today.slice(0, 8)}01`, today]);
    expect(statement.currencies).toEqual([]);
    const march = ok<Statement>(await api.get(`/clients/${client.id}/statement?to=2026-03-17`));
    expect([march.from, march.to]).toEqual(['2026-03-01', '2026-03-17']);
    invalid(await api.get(`/clients/${client.id}/statement?from=2026-06-02&to=2026-06-01`), ['from']);
    invalid(await api.get(`/clients/${client.id}/statement?from=2026-02-30`), ['from']);
    invalid(await api.get(`/clients/${client.id}/statement?since=2026-06-01`), ['since']);
  });

  it("is the company's own: another company's client, or none, is not found", async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    await invoiceOf(api, client);
    const other = await newCompany(t);
    problem(await other.get(`/clients/${client.id}/statement`), 404);
    problem(await other.get(`/clients/${client.id}/statement`, { accept: 'text/csv' }), 404);
    problem(await api.get(`/clients/${MISSING_ID}/statement`), 404);
  });
});

const line = (
  date: string,
  kind: string,
  id: number,
  reference: string | null,
  description: string,
  amount: string,
  balance: string,
): PartyStatementLine => ({ date, kind, id, reference, description, amount, balance });
