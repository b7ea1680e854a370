import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * The lists of invoices, bills, credit notes and supplier credits searched by `q`: the documents
 * whose number, PO number or reference, party name or a line's description contains the text,
 * ASCII letters of either case alike. The expected lists are read off the documents each test makes.
 */

interface Listed {
  id: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const salesLine = (description: string) => ({ quantity: 1, rate: '100.00', vatRate: 0.2, description });
const purchaseLine = (description: string) => ({
  quantity: 1,
  unitPrice: '100.00',
  vatRate: 0.2,
  categoryCode: '6300',
  description,
});

/**
 * Each kind of document: how it is made, and the fields of its number and of its PO number or
 * reference. An invoice's or a credit note's number is given by the service: a draft's is changed after.
 */
const KINDS = [
  {
    path: '/invoices',
    partyField: 'clientId',
    party: (api: Api, name: string) => createClient(api, name),
    lines: (description: string) => ({ invoiceLines: [salesLine(description)] }),
    number: 'invoiceNumber',
    reference: 'poNumber',
    renumbered: true,
  },
  {
    path: '/bills',
    partyField: 'supplierId',
    party: (api: Api, name: string) => createSupplier(api, name),
    lines: (description: string) => ({ billLines: [purchaseLine(description)] }),
    number: undefined,
    reference: undefined,
    renumbered: false,
  },
  {
    path: '/creditNotes',
    partyField: 'clientId',
    party: (api: Api, name: string) => createClient(api, name),
    lines: (description: string) => ({ creditNoteLines: [salesLine(description)] }),
    number: 'creditNoteNumber',
    reference: 'reference',
    renumbered: true,
  },
  {
    path: '/supplierCredits',
    partyField: 'supplierId',
    party: (api: Api, name: string) => createSupplier(api, name),
    lines: (description: string) => ({ supplierCreditLines: [purchaseLine(description)] }),
    number: 'reference',
    reference: undefined,
    renumbered: false,
  },
] as const;

const ids = (response: LightMyRequestResponse) => ok<Listed[]>(response).map((document) => document.id);

describe.each(KINDS)('GET $path?q=', ({ path, partyField, party, lines, number, reference, renumbered }) => {
  let api: Api;
  let other: Api;
  let numbered: Listed;
  let acme: Listed;
  let gadget: Listed;
  let percent: Listed;
  let underscore: Listed;
  let lastGadget: Listed;

  async function create(
    on: Api,
    partyId: number,
    description: string,
    fields: Record<string, unknown> = {},
    dates = { issueDate: '2026-01-05', dueDate: '2026-02-05' },
    currency = 'GBP',
  ) {
    return ok<Listed>(
      await on.post(path, {
        [partyField]: partyId,
        currency,
        ...dates,
        ...(currency === 'GBP' ? {} : { exchangeRate: 0.8 }),
        ...lines(description),
        ...fields,
      }),
    );
  }

  beforeAll(async () => {
    api = await newCompany(t);
    other = await newCompany(t);
    const plain = (await party(api, 'Northwind Traders')).id;
    const acmeParty = (await party(api, 'Acme Widgets Ltd')).id;
    numbered = await create(api, plain, 'Consulting', {
      ...(number && !renumbered ? { [number]: 'INV-Q7731' } : {}),
      ...(reference ? { [reference]: 'PO-Zebra-55' } : {}),
      ...(renumbered ? { draft: true } : {}),
    });
    if (number && renumbered) {
      const draft = ok<Record<string, unknown>>(await api.get(`${path}/${numbered.id}`));
      ok(await api.put(`${path}/${numbered.id}`, { ...draft, [number]: 'INV-Q7731' }));
    }
    acme = await create(api, acmeParty, 'Consulting');
    gadget = await create(api, plain, 'Blue GADGET repair', {}, { issueDate: '2026-03-01', dueDate: '2026-03-31' });
    percent = await create(api, plain, 'Wool, 100% cotton_wool');
    underscore = await create(api, plain, 'Cotton wool 1000 cotton wool');
    lastGadget = await create(api, plain, 'Red gadget', {}, { issueDate: '2026-02-01', dueDate: '2026-02-28' }, 'USD');
    // Another company's documents hold every text searched for.
    const elsewhere = (await party(other, 'Acme Widgets Ltd')).id;
    await create(
      other,
      elsewhere,
      'Blue GADGET repair 100% cotton_wool',
      reference ? { [reference]: 'PO-Zebra-55' } : {},
    );
  });

  it.runIf(number !== undefined)('finds a document by its number, in either case', async () => {
    expect(ids(await api.get(`${path}?q=q77`))).toEqual([numbered.id]);
    expect(ids(await api.get(`${path}?q=INV-Q7731`))).toEqual([numbered.id]);
    // The number it had before it was changed is not found.
    expect(ids(await api.get(`${path}?q=-000001`))).toEqual([]);
  });

  it.runIf(reference !== undefined)('finds a document by its PO number or reference, in either case', async () => {
    expect(ids(await api.get(`${path}?q=zEBRA`))).toEqual([numbered.id]);
  });

  it("finds a document by its party's name, in either case", async () => {
    const response = await api.get(`${path}?q=${encodeURIComponent('ACME wid')}`);
    expect(ids(response)).toEqual([acme.id]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it("finds a document by a line's description, in either case", async () => {
    // Blue GADGET repair and Red gadget, in id order.
    expect(ids(await api.get(`${path}?q=Gadget`))).toEqual([gadget.id, lastGadget.id]);
    expect(ids(await api.get(`${path}?q=nothing%20like%20it`))).toEqual([]);
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    // "100% cotton_wool" holds "0% c" and "on_wo"; "Cotton wool 1000 cotton wool" holds neither
    // (it has "on wo", which _ as a wildcard would match, and "00 c", which % would).
    expect(ids(await api.get(`${path}?q=${encodeURIComponent('0% c')}`))).toEqual([percent.id]);
    expect(ids(await api.get(`${path}?q=on_wo`))).toEqual([percent.id]);
    expect(ids(await api.get(`${path}?q=cotton`))).toEqual([percent.id, underscore.id]);
  });

  it('narrows with the filters, in the order of the sort, counted and kept by the Link', async () => {
    // Gadgets: issued 1 March (GBP) and 1 February (USD); most recently issued first.
    const response = await api.get(`${path}?q=gadget&sort=-issueDate&limit=1`);
    expect(ids(response)).toEqual([gadget.id]);
    expect(response.headers['x-total-count']).toBe('2');
    const link = String(response.headers.link);
    expect(link).toBe(`</api/v1${path}?q=gadget&sort=-issueDate&limit=1&after=${gadget.id}>; rel="next"`);
    const next = await api.get(link.slice('</api/v1'.length, link.indexOf('>')));
    expect(ids(next)).toEqual([lastGadget.id]);
    expect(next.headers['x-total-count']).toBe('2');
    const inDollars = await api.get(`${path}?q=gadget&currency=USD`);
    expect(ids(inDollars)).toEqual([lastGadget.id]);
    expect(inDollars.headers['x-total-count']).toBe('1');
  });

  it("never finds another company's documents", async () => {
    const found = ids(await other.get(`${path}?q=gadget`));
    expect(found).toHaveLength(1);
    expect(found).not.toContain(gadget.id);
  });

  it('refuses a text shorter than three characters, naming q', async () => {
    for (const query of ['q=ab', 'q=', 'q=%C3%A9%C3%A9']) {
      const response = await api.get(`${path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['q']);
    }
    // Three characters, however many bytes, are enough.
    expect((await api.get(`${path}?q=%C3%A9%C3%A9%C3%A9`)).statusCode).toBe(200);
  });
});
