import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newCompany } from './books.js';
import { buildTestApp, createTenant, sendAs, type TestApp } from './helpers.js';
import { PIXEL_PNG } from './images.js';
import { invalid, ok, problem, violation } from './problem.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DETAILS = {
  legalName: 'Acme Widgets Ltd',
  tradingName: 'Acme',
  addressLine1: '1 High Street',
  addressLine2: 'Suite 4',
  city: 'London',
  postcode: 'EC1A 1BB',
  countryCode: 'gb',
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  email: 'accounts@acme.example',
  phone: '+44 20 7946 0000',
  website: 'https://acme.example',
  paymentInstructions: 'Sort code 12-34-56, account 12345678',
  invoiceFooter: 'Thank you for your business.',
  paymentTermsDays: 30,
  locale: 'de-DE',
};

describe("the company's details", () => {
  it('are left out until set, the locale en-GB, and are set, read back and unset', async () => {
    const api = await newCompany(t);
    const before = ok<Record<string, unknown>>(await api.get('/company'));
    expect(before.locale).toBe('en-GB');
    expect(before).not.toHaveProperty('legalName');

    const set = ok<Record<string, unknown>>(await api.put('/company', { lockDate: null, ...DETAILS }));

    expect(set).toMatchObject({ ...DETAILS, countryCode: 'GB' });
    expect(ok(await api.get('/company'))).toEqual(set);
    const unset = ok<Record<string, unknown>>(await api.patch('/company', { legalName: null, locale: null }));
    expect(unset).not.toHaveProperty('legalName');
    expect(unset).toMatchObject({ tradingName: 'Acme', locale: 'en-GB' });
  });

  it('refuses a country no code names, and a locale Intl cannot write in, naming each', async () => {
    const api = await newCompany(t);
    violation(await api.put('/company', { lockDate: null, countryCode: 'XK', locale: 'tlh-Klingon-x' }), [
      'countryCode',
      'locale',
    ]);
    violation(await api.put('/company', { lockDate: null, locale: 'not a locale' }), ['locale']);
  });

  it('refuses a field of the wrong shape, naming it', async () => {
    const api = await newCompany(t);
    for (const [field, value] of Object.entries({
      paymentTermsDays: 366,
      email: 'not an address',
      website: 'ftp://acme.example',
      countryCode: 'GBR',
      legalName: 'x'.repeat(201),
      postcode: '',
    })) {
      invalid(await api.put('/company', { lockDate: null, [field]: value }), [field]);
    }
    invalid(await api.put('/company', { lockDate: null, paymentTermsDays: 1.5 }), ['paymentTermsDays']);
  });

  it('are recorded in the audit trail as a change of the company', async () => {
    const api = await newCompany(t);
    const changed = ok(await api.put('/company', { lockDate: null, legalName: 'Audited Ltd' }));
    const [entry] = ok<{ recordType: string; after: unknown }[]>(await api.get('/auditLog'));
    expect(entry).toMatchObject({ recordType: 'company', after: changed });
  });
});

describe("a new invoice's due date", () => {
  const body = (clientId: number) => ({
    clientId,
    currency: 'GBP',
    issueDate: '2026-04-01',
    invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
  });

  it('is required while the company has no payment terms', async () => {
    const api = await newCompany(t);
    invalid(await api.post('/invoices', body((await createClient(api)).id)), ['dueDate']);
  });

  it("is the company's payment terms after the issue date when left out, and as given otherwise", async () => {
    const api = await newCompany(t);
    ok(await api.put('/company', { lockDate: null, paymentTermsDays: 30 }));
    const client = await createClient(api);

    // 1 April 2026 + 30 days = 1 May 2026.
    expect(ok<{ dueDate: string }>(await api.post('/invoices', body(client.id))).dueDate).toBe('2026-05-01');
    const given = ok<{ dueDate: string }>(await api.post('/invoices', { ...body(client.id), dueDate: '2026-04-15' }));
    expect(given.dueDate).toBe('2026-04-15');
  });
});

describe("the company's logo", () => {
  const tenantApi = async () => ({ send: sendAs(t.app, await createTenant(t.db)) });

  it('is set, read back as it was sent, shown in the company, audited and removed', async () => {
    const { send } = await tenantApi();
    const set = ok<Record<string, unknown>>(
      await send('PUT', '/company/logo', PIXEL_PNG, { 'content-type': 'image/png' }),
    );
    expect(set.logo).toEqual({ mediaType: 'image/png', size: PIXEL_PNG.length });

    const read = await send('GET', '/company/logo');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PIXEL_PNG)).toBe(true);
    const [entry] = ok<{ path: string; after: unknown }[]>(await send('GET', '/auditLog'));
    expect(entry).toMatchObject({ path: '/api/v1/company/logo', after: set });

    const removed = ok<Record<string, unknown>>(await send('DELETE', '/company/logo'));
    expect(removed).not.toHaveProperty('logo');
    problem(await send('GET', '/company/logo'), 404);
    problem(await send('DELETE', '/company/logo'), 404);
  });

  it('is refused when it is not the image its type says, of another type, or over 1 MiB', async () => {
    const { send } = await tenantApi();
    violation(await send('PUT', '/company/logo', PIXEL_PNG, { 'content-type': 'image/jpeg' }), ['body']);
    const broken = Buffer.concat([PIXEL_PNG.subarray(0, 8), Buffer.from('not the rest of a PNG')]);
    violation(await send('PUT', '/company/logo', broken, { 'content-type': 'image/png' }), ['body']);
    problem(await send('PUT', '/company/logo', 'a logo', { 'content-type': 'text/plain' }), 415);
    problem(await send('PUT', '/company/logo', { logo: 'x' }, { 'content-type': 'application/json' }), 415);
    const large = Buffer.concat([PIXEL_PNG, Buffer.alloc(1024 * 1024)]);
    problem(await send('PUT', '/company/logo', large, { 'content-type': 'image/png' }), 413);
    problem(await send('GET', '/company/logo'), 404);
  });
});
