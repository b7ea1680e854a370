import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, newCompany, TODAY, TOMORROW, trialBalance, YESTERDAY } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok, problem, violation } from './problem.js';

/*
 * Quotes (/quotes): a kind of the documents engine with lines priced and taxed as an invoice's,
 * numbered QU-000001 on, that posts nothing; answered, expired by date, and converted once to an invoice.
 */

interface Quote {
  id: number;
  quoteNumber: string;
  issueDate: string;
  expiryDate: string;
  draft: boolean;
  status: string;
  clientId: number;
  poNumber?: string;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  outstandingAmount?: string;
  invoiceId?: number;
  quoteLines: { id: number; netAmount: string; taxAmount: string }[];
}

interface Invoice {
  id: number;
  invoiceNumber: string;
  clientId: number;
  issueDate: string;
  dueDate: string;
  poNumber?: string;
  draft: boolean;
  totalAmount: string;
  invoiceLines: { quantity: number; rate: string; salesTaxCode?: string; description?: string; item?: string }[];
}

let t: TestApp;
let api: Api;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  client = await createClient(api);
});
afterAll(() => t.close());

const quoteBody = (fields: Record<string, unknown> = {}) => ({
  clientId: client.id,
  currency: 'GBP',
  issueDate: TODAY,
  expiryDate: TOMORROW,
  poNumber: 'PO-77',
  quoteLines: [
    { description: 'Consulting', quantity: 10, rate: '95.00', salesTaxCode: 'STANDARD', item: 'hours' },
    { description: 'Travel', quantity: 3, rate: '33.33', salesTaxCode: 'STANDARD' },
  ],
  ...fields,
});

const createQuote = async (fields: Record<string, unknown> = {}) =>
  ok<Quote>(await api.post('/quotes', quoteBody(fields)));
const sentQuote = async (fields: Record<string, unknown> = {}) => createQuote({ draft: false, ...fields });

/** Every figure the books report, to compare before and after what should post nothing. */
async function books(of: Api) {
  const reports = ['/reports/journal', '/reports/profitAndLoss', '/reports/balanceSheet', '/reports/agedReceivables'];
  const answers = await Promise.all(reports.map(async (path) => (await of.get(path)).body));
  const vat = (await of.get(`/reports/vatReturn?from=2000-01-01&to=2099-12-31`)).body;
  return { trial: await trialBalance(of), answers, vat };
}

describe('quotes', () => {
  it('prices and taxes their lines as an invoice does, numbered in a sequence of their own', async () => {
    const first = await createQuote();
    // 10 × 95.00 = 950.00, VAT 20% 190.00; 3 × 33.33 = 99.99, VAT 20% 19.998 → 20.00 (half away from zero).
    // Net 950.00 + 99.99 = 1,049.99; VAT 190.00 + 20.00 = 210.00; total 1,259.99.
    expect(first).toMatchObject({
      quoteNumber: 'QU-000001',
      draft: true,
      status: 'draft',
      poNumber: 'PO-77',
      expiryDate: TOMORROW,
      netAmount: '1,049.99',
      taxAmount: '210.00',
      totalAmount: '1,259.99',
    });
    expect(first.outstandingAmount).toBeUndefined();
    expect(first.quoteLines.map((line) => [line.netAmount, line.taxAmount])).toEqual([
      ['950.00', '190.00'],
      ['99.99', '20.00'],
    ]);
    ok(
      await api.post('/invoices', {
        ...quoteBody(),
        expiryDate: undefined,
        quoteLines: undefined,
        dueDate: TOMORROW,
        invoiceLines: quoteBody().quoteLines,
      }),
    );
    expect((await createQuote()).quoteNumber).toBe('QU-000002');
  });

  it('refuses an expiry date before the issue date', async () => {
    invalid(await api.post('/quotes', quoteBody({ expiryDate: YESTERDAY })), ['expiryDate']);
  });

  it('posts nothing, whatever is done with them, and the lock date does not hold them', async () => {
    const own = await newCompany(t);
    const party = await createClient(own);
    const body = { ...quoteBody({ clientId: party.id, issueDate: '2020-01-10', expiryDate: '2020-02-10' }) };
    ok(await own.put('/company', { lockDate: '2021-12-31' }));
    const before = await books(own);
    const quote = ok<Quote>(await own.post('/quotes', body));
    ok(await own.post(`/quotes/${quote.id}/quoteLines`, { quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }));
    ok(await own.patch(`/quotes/${quote.id}`, { poNumber: 'PO-78' }));
    ok(await own.post(`/quotes/${quote.id}/markSent`, {}));
    ok(await own.post(`/quotes/${quote.id}/decline`, {}));
    const other = ok<Quote>(await own.post('/quotes', body));
    ok(await own.delete(`/quotes/${other.id}`));
    expect(await books(own)).toEqual(before);
  });

  it('are sent, accepted and declined only from where each may be done', async () => {
    const quote = await createQuote();
    problem(await api.post(`/quotes/${quote.id}/accept`, {}), 409, /draft/);
    problem(await api.post(`/quotes/${quote.id}/decline`, {}), 409, /draft/);
    expect(ok<Quote>(await api.post(`/quotes/${quote.id}/markSent`, {}))).toMatchObject({
      status: 'sent',
      draft: false,
    });
    expect(ok<Quote>(await api.post(`/quotes/${quote.id}/accept`, {})).status).toBe('accepted');
    problem(await api.post(`/quotes/${quote.id}/decline`, {}), 409, /accepted/);
    problem(await api.post(`/quotes/${quote.id}/markSent`, {}), 409, /accepted/);
    violation(await api.patch(`/quotes/${quote.id}`, { poNumber: 'changed' }), ['status']);
    const declined = await sentQuote();
    expect(ok<Quote>(await api.post(`/quotes/${declined.id}/decline`, {})).status).toBe('declined');
    problem(await api.post(`/quotes/${declined.id}/accept`, {}), 409, /declined/);
  });

  it('expire once their expiry date has passed, unanswered, and may still be answered', async () => {
    const onTheDay = await sentQuote({ issueDate: YESTERDAY, expiryDate: TODAY });
    expect(onTheDay.status).toBe('sent');
    const expired = await sentQuote({ issueDate: YESTERDAY, expiryDate: YESTERDAY });
    expect(expired.status).toBe('expired');
    const draft = await createQuote({ issueDate: YESTERDAY, expiryDate: YESTERDAY });
    expect(draft.status).toBe('draft');
    const listed = ok<Quote[]>(await api.get('/quotes?status=expired'));
    expect(listed.map((quote) => quote.id)).toContain(expired.id);
    expect(listed.every((quote) => quote.status === 'expired')).toBe(true);
    expect(ok<Quote[]>(await api.get('/quotes?status=sent')).map((quote) => quote.id)).toContain(onTheDay.id);
    expect(ok<Quote>(await api.post(`/quotes/${expired.id}/accept`, {})).status).toBe('accepted');
  });

  it('are listed by status, client, dates, text and sort as invoices are', async () => {
    const party = await createClient(api);
    const early = await createQuote({ clientId: party.id, issueDate: '2026-01-05', expiryDate: '2026-01-20' });
    const late = await sentQuote({
      clientId: party.id,
      issueDate: '2026-01-06',
      expiryDate: '2026-03-01',
      poNumber: 'PO-FINDME',
    });
    const ids = async (query: string) => ok<Quote[]>(await api.get(`/quotes?${query}`)).map((quote) => quote.id);
    expect(await ids(`clientId=${party.id}&sort=-expiryDate`)).toEqual([late.id, early.id]);
    expect(await ids(`clientId=${party.id}&expiryDateFrom=2026-02-01`)).toEqual([late.id]);
    expect(await ids('q=findme')).toEqual([late.id]);
    expect(await ids(`clientId=${party.id}&status=draft`)).toEqual([early.id]);
    expect((await api.get('/quotes?status=open')).statusCode).toBe(400);
  });

  it('convert once to an invoice that posts as any invoice', async () => {
    const own = await newCompany(t);
    const party = await createClient(own);
    const quote = ok<Quote>(await own.post('/quotes', quoteBody({ clientId: party.id, draft: false })));
    const invoice = ok<Invoice>(await own.post(`/quotes/${quote.id}/convert`, { dueDate: '2099-01-31' }));
    expect(invoice).toMatchObject({
      clientId: party.id,
      issueDate: TODAY,
      dueDate: '2099-01-31',
      poNumber: 'PO-77',
      draft: false,
      totalAmount: '1,259.99',
      invoiceLines: [
        { quantity: 10, rate: '95.00', salesTaxCode: 'STANDARD', description: 'Consulting', item: 'hours' },
        { quantity: 3, rate: '33.33', salesTaxCode: 'STANDARD', description: 'Travel' },
      ],
    });
    // The invoice alone posts: trade debtors 1,259.99 debit; sales 1,049.99 and VAT 210.00 credit.
    const posted = (await trialBalance(own)).lines.map((line) => [line.code, line.debit, line.credit]);
    expect(posted).toEqual(
      expect.arrayContaining([
        ['1200', '1,259.99', '0.00'],
        ['4000', '0.00', '1,049.99'],
        ['2200', '0.00', '210.00'],
      ]),
    );
    expect(posted).toHaveLength(3);
    expect(ok<Quote>(await own.get(`/quotes/${quote.id}`))).toMatchObject({
      status: 'invoiced',
      invoiceId: invoice.id,
    });
    const again = problem(await own.post(`/quotes/${quote.id}/convert`, {}), 409);
    expect(again.detail).toContain(`invoice ${invoice.id}`);
    problem(await own.delete(`/quotes/${quote.id}`), 409, new RegExp(`invoice ${invoice.id}`));
  });

  it("convert to an invoice due on the body's due date, else by the company's payment terms, else on its issue date", async () => {
    const own = await newCompany(t);
    const party = await createClient(own);
    const convert = async (body: Record<string, unknown>) => {
      const quote = ok<Quote>(await own.post('/quotes', quoteBody({ clientId: party.id, draft: false })));
      return ok<Invoice>(await own.post(`/quotes/${quote.id}/convert`, body)).dueDate;
    };
    // Without payment terms: due on the day it is issued.
    expect(await convert({ issueDate: '2026-11-02' })).toBe('2026-11-02');
    ok(await own.patch('/company', { paymentTermsDays: 30 }));
    // 30 days after 2 November: 28 more days of November to the 30th, then 2 December.
    expect(await convert({ issueDate: '2026-11-02' })).toBe('2026-12-02');
    expect(await convert({ issueDate: '2026-11-02', dueDate: '2026-11-16' })).toBe('2026-11-16');
  });

  it('refuse to convert a draft or a declined quote', async () => {
    const draft = await createQuote();
    violation(await api.post(`/quotes/${draft.id}/convert`, {}), ['status']);
    const declined = await sentQuote();
    ok(await api.post(`/quotes/${declined.id}/decline`, {}));
    violation(await api.post(`/quotes/${declined.id}/convert`, {}), ['status']);
  });

  it('convert under an Idempotency-Key once, and two conversions at once issue one invoice', async () => {
    const quote = await sentQuote();
    const key = { 'idempotency-key': `convert-${quote.id}` };
    const first = ok<Invoice>(await api.post(`/quotes/${quote.id}/convert`, {}, key));
    const replay = await api.post(`/quotes/${quote.id}/convert`, {}, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(ok<Invoice>(replay).id).toBe(first.id);
    const racing = await sentQuote();
    const answers = await Promise.all([1, 2].map(() => api.post(`/quotes/${racing.id}/convert`, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('a converted invoice is held by the lock date', async () => {
    const own = await newCompany(t);
    const party = await createClient(own);
    const quote = ok<Quote>(await own.post('/quotes', quoteBody({ clientId: party.id, draft: false })));
    ok(await own.put('/company', { lockDate: '2021-12-31' }));
    violation(await own.post(`/quotes/${quote.id}/convert`, { issueDate: '2021-06-01' }), ['issueDate']);
    expect(ok<Quote>(await own.get(`/quotes/${quote.id}`)).status).toBe('sent');
  });

  it("are walled off from other companies'", async () => {
    const quote = await sentQuote();
    const other = await newCompany(t);
    for (const response of [
      await other.get(`/quotes/${quote.id}`),
      await other.post(`/quotes/${quote.id}/accept`, {}),
      await other.post(`/quotes/${quote.id}/convert`, {}),
      await other.delete(`/quotes/${quote.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(ok<Quote[]>(await other.get('/quotes'))).toEqual([]);
    violation(await other.post('/quotes', quoteBody()), ['clientId']);
  });
});
