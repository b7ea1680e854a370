import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from './books.js';
import { buildTestApp, createTenant, sendAs, type TestApp } from './helpers.js';
import { invalid, ok, problem } from './problem.js';

/** PATCH with a JSON Merge Patch (RFC 7396): the fields sent change, null removes, the others stay. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A new company, and a way to call the API as its user. */
const newBooks = async () => sendAs(t.app, await createTenant(t.db));

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };
const JSON_BODY = { 'content-type': 'application/json' };

const withoutUpdatedAt = <T extends { updatedAt?: unknown }>({ updatedAt: _updatedAt, ...record }: T) => record;

describe('PATCH of a client', () => {
  it.each([
    ['application/merge-patch+json', MERGE_PATCH],
    ['application/json', JSON_BODY],
  ])('changes the name sent as %s and keeps the email, which a PUT without it erases', async (_type, headers) => {
    const send = await newBooks();
    const client = ok<{ id: number }>(
      await send('POST', '/clients', { name: 'Acme', email: 'a@acme.example', phoneNumber: '0123' }, JSON_BODY),
    );
    const patched = ok<Record<string, unknown>>(
      await send('PATCH', `/clients/${client.id}`, { name: 'Acme Ltd' }, headers),
    );
    expect(patched).toMatchObject({ id: client.id, name: 'Acme Ltd', email: 'a@acme.example', phoneNumber: '0123' });
    expect(ok(await send('GET', `/clients/${client.id}`))).toEqual(patched);
  });

  it('removes an optional field sent as null', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(
      await send('POST', '/clients', { name: 'Acme', email: 'a@acme.example', phoneNumber: '0123' }, JSON_BODY),
    );
    const patched = ok<Record<string, unknown>>(
      await send('PATCH', `/clients/${client.id}`, { email: null }, MERGE_PATCH),
    );
    expect(patched).not.toHaveProperty('email');
    expect(patched).toMatchObject({ name: 'Acme', phoneNumber: '0123' });
  });

  it('refuses a merged record the PUT would refuse, naming the field, and writes nothing', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(
      await send('POST', '/clients', { name: 'Acme', email: 'a@acme.example' }, JSON_BODY),
    );
    const before = ok(await send('GET', `/clients/${client.id}`));
    invalid(await send('PATCH', `/clients/${client.id}`, { email: 'not an email' }, MERGE_PATCH), ['email']);
    invalid(await send('PATCH', `/clients/${client.id}`, { name: null }, MERGE_PATCH), ['name']);
    expect(ok(await send('GET', `/clients/${client.id}`))).toEqual(before);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }, JSON_BODY));
    problem(await send('PATCH', `/clients/${client.id}`, '[1]', MERGE_PATCH), 400);
    problem(await send('PATCH', `/clients/${client.id}`, '{"name":', MERGE_PATCH), 400);
  });

  it('answers 404 for a client that does not exist', async () => {
    const send = await newBooks();
    problem(await send('PATCH', '/clients/999999999', { name: 'Ghost' }, MERGE_PATCH), 404);
  });
});

describe('PATCH of other records', () => {
  const invoiceBody = (clientId: number) => ({
    clientId,
    currency: 'GBP',
    issueDate: '2026-04-01',
    dueDate: '2026-04-30',
    poNumber: 'PO-1',
    invoiceLines: [{ description: 'Work', quantity: 1, rate: '100.00', vatRate: 0.2 }],
  });

  it("changes an invoice's due date and keeps its other fields and lines", async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }, JSON_BODY));
    const invoice = ok<Invoice & { updatedAt: string }>(
      await send('POST', '/invoices', invoiceBody(client.id), JSON_BODY),
    );
    const patched = ok<Invoice & { updatedAt: string }>(
      await send('PATCH', `/invoices/${invoice.id}`, { dueDate: '2026-05-31' }, MERGE_PATCH),
    );
    // 100.00 at 20% VAT: 120.00 in all, as before.
    expect(withoutUpdatedAt(patched)).toEqual({ ...withoutUpdatedAt(invoice), dueDate: '2026-05-31' });
    expect(patched.totalAmount).toBe('120.00');
    const removed = ok<Invoice>(await send('PATCH', `/invoices/${invoice.id}`, { poNumber: null }, MERGE_PATCH));
    expect(removed).not.toHaveProperty('poNumber');
  });

  it('moves an invoice to another client named by id or by name, the other way of naming it following', async () => {
    const send = await newBooks();
    const first = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }, JSON_BODY));
    const second = ok<{ id: number }>(await send('POST', '/clients', { name: 'Globex' }, JSON_BODY));
    const invoice = ok<Invoice>(await send('POST', '/invoices', invoiceBody(first.id), JSON_BODY));
    const byId = ok<Invoice>(await send('PATCH', `/invoices/${invoice.id}`, { clientId: second.id }, MERGE_PATCH));
    expect([byId.clientId, byId.clientName]).toEqual([second.id, 'Globex']);
    const byName = ok<Invoice>(await send('PATCH', `/invoices/${invoice.id}`, { clientName: 'Acme' }, MERGE_PATCH));
    expect([byName.clientId, byName.clientName]).toEqual([first.id, 'Acme']);
  });

  it("refuses lines in an invoice's PATCH, naming them: lines change through their own calls", async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }, JSON_BODY));
    const invoice = ok<Invoice>(await send('POST', '/invoices', invoiceBody(client.id), JSON_BODY));
    const lines = [{ quantity: 2, rate: '1.00', vatRate: 0 }];
    const refused = invalid(await send('PATCH', `/invoices/${invoice.id}`, { invoiceLines: lines }, MERGE_PATCH), [
      'invoiceLines',
    ]);
    expect(refused.errors?.[0]?.message).toMatch(/invoiceLines/);
    expect(ok(await send('GET', `/invoices/${invoice.id}`))).toEqual(invoice);
  });

  it('leaves every record unchanged but for updatedAt when the patch is empty', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(
      await send('POST', '/clients', { name: 'Acme', email: 'a@acme.example' }, JSON_BODY),
    );
    const supplier = ok<{ id: number }>(await send('POST', '/suppliers', { name: 'Initech' }, JSON_BODY));
    const bank = ok<{ id: number }>(await send('POST', '/bankAccounts', { name: 'Current' }, JSON_BODY));
    const invoice = ok<{ id: number }>(await send('POST', '/invoices', invoiceBody(client.id), JSON_BODY));
    const bill = ok<{ id: number }>(
      await send(
        'POST',
        '/bills',
        {
          supplierId: supplier.id,
          currency: 'GBP',
          issueDate: '2026-04-01',
          dueDate: '2026-04-30',
          billLines: [
            { description: 'Paper', quantity: 1, unitPrice: '50.00', salesTaxCode: 'STANDARD', categoryCode: '6300' },
          ],
        },
        JSON_BODY,
      ),
    );
    const entry = ok<{ id: number }>(
      await send(
        'POST',
        '/manualJournalEntries',
        {
          reason: 'Opening',
          date: '2026-04-01',
          manualJournalEntryLines: [
            { accountCode: '6100', debitAmountValue: '10.00' },
            { accountCode: '2250', creditAmountValue: '10.00' },
          ],
        },
        JSON_BODY,
      ),
    );
    for (const path of [
      `/clients/${client.id}`,
      `/suppliers/${supplier.id}`,
      `/bankAccounts/${bank.id}`,
      `/invoices/${invoice.id}`,
      `/bills/${bill.id}`,
      `/manualJournalEntries/${entry.id}`,
      '/company',
    ]) {
      const before = ok<Record<string, unknown>>(await send('GET', path));
      const patched = ok<Record<string, unknown>>(await send('PATCH', path, {}, MERGE_PATCH));
      expect(withoutUpdatedAt(patched), path).toEqual(withoutUpdatedAt(before));
    }
  });

  it("sets the company's lock date to null, which the PUT takes as no lock date, and keeps its name", async () => {
    const send = await newBooks();
    const company = ok<{ name: string }>(await send('GET', '/company'));
    ok(await send('PATCH', '/company', { lockDate: '2025-12-31' }, MERGE_PATCH));
    const patched = ok<{ name: string; lockDate: string | null }>(
      await send('PATCH', '/company', { lockDate: null }, MERGE_PATCH),
    );
    expect(patched).toMatchObject({ name: company.name, lockDate: null });
  });

  it('refuses a merge patch as the body of a POST or a PUT with 415: they take whole records', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }, JSON_BODY));
    problem(await send('POST', '/clients', { name: 'Other' }, MERGE_PATCH), 415);
    problem(await send('PUT', `/clients/${client.id}`, { name: 'Other' }, MERGE_PATCH), 415);
  });

  it('answers 405 to a PATCH of a record that takes no PUT', async () => {
    const send = await newBooks();
    problem(await send('PATCH', '/clientPayments/1', {}, MERGE_PATCH), 405);
  });
});
