import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPdf } from '../src/pdf/document-pdf.js';
import { createBank, createClient, invoiceOf, newCompany } from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, sendAs, type Tenant, type TestApp } from './helpers.js';
import { PIXEL_PNG } from './images.js';
import { pdfPages, pdfText } from './pdf-text.js';
import { comparable, ok, problem, unique } from './problem.js';

let t: TestApp;
let tenant: Tenant;
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
});
afterAll(() => t.close());

const PDF = { accept: 'application/pdf' };

interface Created {
  id: number;
  invoiceNumber: string;
}

/** A client with the address and VAT number its documents show. */
const addressedClient = (on: Api) =>
  on
    .post('/clients', {
      name: unique('Acme Trading'),
      addressLine1: '1 High Street',
      addressLine2: 'Leeds LS1 1AA',
      countryCode: 'GB',
      vatNumber: 'GB123456789',
    })
    .then((response) => ok<{ id: number; name: string }>(response));

const pdfOf = async (on: Api, path: string) => {
  const response = await on.get(path, PDF);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

async function pay(on: Api, client: { id: number }, invoice: Created, amount: string, currency = 'GBP') {
  const bank = await createBank(on, currency);
  ok(
    await on.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency,
      amount,
      dateReceived: '2026-04-10',
      invoiceIds: [invoice.id],
    }),
  );
}

describe('the PDF of an invoice', () => {
  it('holds its number and its total', async () => {
    const client = await createClient(api);
    const invoice = ok<{ id: number; invoiceNumber: string }>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        // 2 days at £820.00 = £1,640.00 net; VAT at 20% £328.00; total £1,968.00.
        invoiceLines: [{ quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting', item: 'days' }],
      }),
    );

    const text = await pdfText(await documentPdf(t.db, tenant.companyId, 'invoice', BigInt(invoice.id)));

    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('£1,968.00');
  });

  it('gives the same bytes each time it is rendered', async () => {
    const invoice = await invoiceOf(api, await createClient(api));
    const render = () => documentPdf(t.db, tenant.companyId, 'invoice', BigInt(invoice.id));

    const first = await render();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await render()).equals(first)).toBe(true);
  });

  it("is not found for another company's invoice, as its GET answers", async () => {
    const invoice = await invoiceOf(api, await createClient(api));
    const other = await createTenant(t.db);

    await expect(documentPdf(t.db, other.companyId, 'invoice', BigInt(invoice.id))).rejects.toMatchObject({
      kind: 'not-found',
      message: `Invoice ${invoice.id} was not found`,
    });
  });

  it('shows the company, the client, every line, the subtotals per VAT rate, VAT, total, paid and due', async () => {
    const on = await newCompany(t);
    ok(
      await on.patch('/company', {
        legalName: 'Northwind Consulting Ltd',
        tradingName: 'Northwind',
        addressLine1: '2 Mill Lane',
        city: 'York',
        postcode: 'YO1 7HH',
        countryCode: 'GB',
        companyNumber: '01234567',
        vatNumber: 'GB987654321',
        email: 'accounts@northwind.example',
        phone: '01904 000000',
        website: 'https://northwind.example',
        paymentInstructions: 'Sort code 12-34-56, account 12345678',
        invoiceFooter: 'Registered in England and Wales',
      }),
    );
    const client = await addressedClient(on);
    const invoice = ok<Created>(
      await on.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        poNumber: 'PO-4471',
        invoiceLines: [
          // 2 days × £820.00 = £1,640.00 at 20%: VAT £328.00
          { quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting', item: 'days' },
          // 10 × £12.50 = £125.00 at 5%: VAT £6.25
          { quantity: 10, rate: '12.50', vatRate: 0.05, description: 'Energy-saving fittings' },
          // 1 × £40.00 = £40.00 at 0%: VAT £0.00
          { quantity: 1, rate: '40.00', vatRate: 0, description: 'Books' },
          // 1 × £60.00 = £60.00 at 20%: VAT £12.00
          { quantity: 1, rate: '60.00', vatRate: 0.2, description: 'Travel' },
        ],
      }),
    );
    // At 20%: net £1,640.00 + £60.00 = £1,700.00, VAT £328.00 + £12.00 = £340.00; at 5%: £125.00 and
    // £6.25; at 0%: £40.00 and £0.00. Net £1,700.00 + £125.00 + £40.00 = £1,865.00; VAT £340.00 +
    // £6.25 = £346.25; total £2,211.25. £1,000.00 paid leaves £1,211.25 due.
    await pay(on, client, invoice, '1000.00');

    const text = await pdfText(await pdfOf(on, `/invoices/${invoice.id}`));

    for (const shown of [
      'Northwind Consulting Ltd',
      '2 Mill Lane',
      'YO1 7HH',
      'Company number 01234567',
      'VAT number GB987654321',
      'accounts@northwind.example',
      client.name,
      '1 High Street',
      'Leeds LS1 1AA',
      'GB123456789',
      `Invoice ${invoice.invoiceNumber}`,
      '1 April 2026',
      '30 April 2026',
      'PO-4471',
      'Consulting',
      '2 days',
      '£820.00',
      '£1,640.00',
      '£12.50',
      '£125.00',
      '£40.00',
      '£60.00',
      'Sort code 12-34-56, account 12345678',
      'Registered in England and Wales',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(
      /VAT rate\s*Net\s*VAT\s*20%\s*£1,700\.00\s*£340\.00\s*5%\s*£125\.00\s*£6\.25\s*0%\s*£40\.00\s*£0\.00/,
    );
    expect(text).toMatch(
      /Net\s*£1,865\.00\s*VAT\s*£346\.25\s*Total\s*£2,211\.25\s*Paid\s*£1,000\.00\s*Due\s*£1,211\.25/,
    );
    expect(text).not.toContain('DRAFT');
    expect(text).not.toContain('PAID');
  });

  it("writes money and dates as the company's locale does", async () => {
    // 2 × 820,00 € = 1.640,00 €; VAT at 20% 328,00 €; total 1.968,00 €.
    const text = await pdfText(await euroInvoicePdf('de-DE'));

    for (const shown of ['1.640,00 €', '328,00 €', '1.968,00 €', '1. April 2026', '30. April 2026']) {
      expect(text).toContain(shown);
    }
  });

  it('shows the VAT of a foreign-currency invoice in sterling at its rate', async () => {
    const on = await newCompany(t);
    const invoice = ok<Created>(
      await on.post('/invoices', {
        clientId: (await createClient(on)).id,
        currency: 'USD',
        exchangeRate: 0.8,
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        // 10 × US$100.00 = US$1,000.00; VAT at 20% US$200.00; total US$1,200.00.
        invoiceLines: [{ quantity: 10, rate: '100.00', vatRate: 0.2, description: 'Licences' }],
      }),
    );

    const text = await pdfText(await pdfOf(on, `/invoices/${invoice.id}`));

    // VAT in sterling: US$200.00 × 0.8 = £160.00.
    for (const shown of ['US$1,000.00', 'US$200.00', 'US$1,200.00', '1 USD = 0.8 GBP', 'VAT in GBP', '£160.00']) {
      expect(text).toContain(shown);
    }
  });

  it('says DRAFT across a draft, and PAID on a paid invoice', async () => {
    const on = await newCompany(t);
    const client = await createClient(on);
    const draft = ok<Created>(await on.post('/invoices', { ...invoiceBody(client), draft: true }));
    const paid = ok<Created>(await on.post('/invoices', invoiceBody(client)));
    // £100.00 at 20%: £120.00, paid in full.
    await pay(on, client, paid, '120.00');

    const draftText = await pdfText(await pdfOf(on, `/invoices/${draft.id}`));
    const paidText = await pdfText(await pdfOf(on, `/invoices/${paid.id}`));

    expect(draftText).toContain('DRAFT');
    expect(draftText).not.toContain('PAID');
    expect(paidText).toContain('PAID');
    expect(paidText).toMatch(/Due\s*£0\.00/);
  });

  it('flows 60 lines onto three pages, the table header on each, the totals on the last', async () => {
    const on = await newCompany(t);
    const invoiceLines = Array.from({ length: 60 }, (_, index) => ({
      quantity: 1,
      rate: '10.00',
      vatRate: 0.2,
      description: `Line ${index + 1}`,
    }));
    const invoice = ok<Created>(await on.post('/invoices', { ...invoiceBody(await createClient(on)), invoiceLines }));

    const pages = await pdfPages(await pdfOf(on, `/invoices/${invoice.id}`));

    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Description');
      expect(page).toContain(`Page ${index + 1} of 3`);
    });
    // 60 × £10.00 = £600.00 net; VAT £120.00; total £720.00.
    expect(pages[2]).toContain('Line 60');
    expect(pages[2]).toContain('£720.00');
    expect(pages[0]).not.toContain('£720.00');
    expect(pages[1]).not.toContain('£720.00');
  });

  it("shows the company's logo", async () => {
    const owner = await createTenant(t.db);
    const on = apiClient(t.app, owner);
    const invoice = ok<Created>(await on.post('/invoices', invoiceBody(await createClient(on))));
    const imageObject = '/Subtype /Image';
    expect((await pdfOf(on, `/invoices/${invoice.id}`)).includes(imageObject)).toBe(false);

    ok(await sendAs(t.app, owner)('PUT', '/company/logo', PIXEL_PNG, { 'content-type': 'image/png' }));

    expect((await pdfOf(on, `/invoices/${invoice.id}`)).includes(imageObject)).toBe(true);
  });
});

describe('the font of a PDF', () => {
  const embedsRoboto = (pdf: Buffer) => pdf.includes('Roboto') && pdf.includes('/FontFile2');
  const usesHelvetica = (pdf: Buffer) => pdf.includes('/BaseFont /Helvetica') && !pdf.includes('/FontFile2');

  it('is the standard Helvetica, not embedded, when WinAnsi writes all its text', async () => {
    const on = await newCompany(t);
    ok(
      await on.patch('/company', {
        legalName: 'Café Müller & Söhne Ltd',
        invoiceFooter: 'Thank you – “prompt” payment',
      }),
    );
    const client = await createClient(on, unique('Crème Brûlée'));
    const invoice = ok<Created>(await on.post('/invoices', invoiceBody(client)));

    const pdf = await pdfOf(on, `/invoices/${invoice.id}`);
    const text = await pdfText(pdf);

    expect(usesHelvetica(pdf)).toBe(true);
    expect(embedsRoboto(pdf)).toBe(false);
    // £100.00 at 20%: VAT £20.00, total £120.00.
    for (const shown of ['Café Müller & Söhne Ltd', client.name, '£100.00', '£20.00', '£120.00', '“prompt”']) {
      expect(text).toContain(shown);
    }
  });

  it.each([
    ['Greek', 'Αθηναϊκή Εμπορική'],
    ['Polish', 'Łódzka Spółdzielnia'],
  ])('is Roboto, embedded, for a client named in %s', async (_, name) => {
    const on = await newCompany(t);
    const client = await createClient(on, unique(name));
    const invoice = ok<Created>(await on.post('/invoices', invoiceBody(client)));

    const pdf = await pdfOf(on, `/invoices/${invoice.id}`);
    const text = await pdfText(pdf);

    expect(embedsRoboto(pdf)).toBe(true);
    expect(pdf.includes('/BaseFont /Helvetica')).toBe(false);
    // £100.00 at 20%: total £120.00.
    expect(text).toContain(client.name);
    expect(text).toContain('£120.00');
  });

  it("writes fr-FR's narrow spaces, which neither font has, as no-break spaces, and so is Helvetica", async () => {
    // 2 × 820,00 € = 1 640,00 €; VAT at 20 % 328,00 €; total 1 968,00 € (fr-FR groups with U+202F).
    const pdf = await euroInvoicePdf('fr-FR');
    // Text extraction reads a no-break space as a space.
    const text = await pdfText(pdf);

    expect(usesHelvetica(pdf)).toBe(true);
    for (const shown of ['1 640,00 €', '328,00 €', '1 968,00 €', '20 %', '1 avril 2026']) {
      expect(text).toContain(shown);
    }
  });

  it('is the same for a statement as for an invoice: Helvetica in en-GB', async () => {
    const on = await newCompany(t);
    const client = await createClient(on);
    ok(await on.post('/invoices', invoiceBody(client)));

    const pdf = (await on.get(`/clients/${client.id}/statement.pdf?from=2026-04-01&to=2026-04-30`)).rawPayload;

    expect(usesHelvetica(pdf)).toBe(true);
    expect(await pdfText(pdf)).toContain('£120.00');
  });
});

describe('the PDF of a credit note', () => {
  it('is titled as one, and says which invoice it credits', async () => {
    const on = await newCompany(t);
    const client = await createClient(on);
    const invoice = ok<Created>(await on.post('/invoices', invoiceBody(client)));
    const note = ok<{ id: number; creditNoteNumber: string }>(
      await on.post('/creditNotes', {
        clientId: client.id,
        invoiceId: invoice.id,
        currency: 'GBP',
        issueDate: '2026-04-10',
        dueDate: '2026-04-10',
        // 1 day × £20.00 at 20%: VAT £4.00, total £24.00.
        creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0.2, description: 'Day not worked', item: 'day' }],
      }),
    );

    const text = await pdfText(await pdfOf(on, `/creditNotes/${note.id}`));

    for (const shown of [
      `Credit note ${note.creditNoteNumber}`,
      `Credits invoice ${invoice.invoiceNumber}`,
      '£24.00',
    ]) {
      expect(text).toContain(shown);
    }
  });
});

describe('the PDF of a quote', () => {
  it("shows the company's details, its expiry date in place of a due date, and nothing paid or due", async () => {
    const on = await newCompany(t);
    ok(await on.patch('/company', { legalName: 'Northwind Consulting Ltd', vatNumber: 'GB987654321' }));
    const quote = ok<{ id: number; quoteNumber: string }>(
      await on.post('/quotes', {
        clientId: (await createClient(on)).id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        expiryDate: '2026-04-30',
        // £100.00 at 20%: VAT £20.00, total £120.00.
        quoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2, description: 'Work' }],
      }),
    );

    const text = await pdfText(await pdfOf(on, `/quotes/${quote.id}`));

    for (const shown of ['Northwind Consulting Ltd', 'VAT number GB987654321', `Quote ${quote.quoteNumber}`]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/Expiry date\s*30 April 2026/);
    expect(text).toMatch(/Total\s*£120\.00/);
    expect(text).not.toMatch(/Due|Paid/);
  });
});

describe('the PDF answers of documents', () => {
  it('answer a PDF to Accept: application/pdf and at ….pdf, JSON otherwise', async () => {
    const invoice = ok<Created>(await api.post('/invoices', invoiceBody(await createClient(api))));

    const negotiated = await api.get(`/invoices/${invoice.id}`, PDF);
    const linked = await api.get(`/invoices/${invoice.id}.pdf`);

    for (const answer of [negotiated, linked]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`inline; filename="${invoice.invoiceNumber}.pdf"`);
    }
    expect(linked.rawPayload.equals(negotiated.rawPayload)).toBe(true);
    expect(ok<Created>(await api.get(`/invoices/${invoice.id}`)).invoiceNumber).toBe(invoice.invoiceNumber);
    const json = await api.get(`/invoices/${invoice.id}`, { accept: 'application/json, application/pdf;q=0.5' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answer a credit note at ….pdf', async () => {
    const client = await createClient(api);
    const note = ok<{ id: number; creditNoteNumber: string }>(
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-10',
        dueDate: '2026-04-10',
        creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0.2 }],
      }),
    );

    const linked = await api.get(`/creditNotes/${note.id}.pdf`);

    expect(linked.headers['content-type']).toBe('application/pdf');
    expect(linked.headers['content-disposition']).toBe(`inline; filename="${note.creditNoteNumber}.pdf"`);
  });

  it("answer another company's document exactly as a missing one", async () => {
    const invoice = ok<Created>(await api.post('/invoices', invoiceBody(await createClient(api))));
    const other = await newCompany(t);
    const missing = Number.MAX_SAFE_INTEGER;

    for (const [foreign, absent] of [
      [await other.get(`/invoices/${invoice.id}`, PDF), await other.get(`/invoices/${missing}`, PDF)],
      [await other.get(`/invoices/${invoice.id}.pdf`), await other.get(`/invoices/${missing}.pdf`)],
    ] as const) {
      expect(comparable(problem(foreign, 404), invoice.id)).toEqual(comparable(problem(absent, 404), missing));
    }
  });

  it('answer 406 to an Accept they cannot answer', async () => {
    const invoice = ok<Created>(await api.post('/invoices', invoiceBody(await createClient(api))));

    const refused = problem(await api.get(`/invoices/${invoice.id}`, { accept: 'text/html' }), 406);

    expect(refused.detail).toMatch(/application\/json.*application\/pdf/);
  });
});

const invoiceBody = (client: { id: number }) => ({
  clientId: client.id,
  currency: 'GBP',
  issueDate: '2026-04-01',
  dueDate: '2026-04-30',
  invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2, description: 'Work' }],
});

/** The PDF of an invoice of 2 × 820.00 EUR at 20% VAT, of a company writing in this locale. */
async function euroInvoicePdf(locale: string) {
  const on = await newCompany(t, 'EUR');
  ok(await on.patch('/company', { locale }));
  const invoice = ok<Created>(
    await on.post('/invoices', {
      clientId: (await createClient(on)).id,
      currency: 'EUR',
      issueDate: '2026-04-01',
      dueDate: '2026-04-30',
      invoiceLines: [{ quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting' }],
    }),
  );
  return pdfOf(on, `/invoices/${invoice.id}`);
}
