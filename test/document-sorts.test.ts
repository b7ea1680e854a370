import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBank, createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';
import { assertSortedPages, followLinks, idsOf, minorUnits, modelSort, nextOf, type SortKeys } from './sorted-pages.js';

/*
 * The lists of invoices, bills, credit notes and supplier credits in the order `sort` asks for,
 * ties broken by id in the same direction, paged by the `after` cursor of their Links. The sorted
 * invoices are worked by hand; every kind is then checked against a sort of its documents written
 * here, over random sorts, filters and page sizes.
 */

interface Listed {
  id: number;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  outstandingAmount: string;
  invoiceNumber?: string;
  creditNoteNumber?: string;
  reference?: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /invoices sorted, worked by hand', () => {
  let api: Api;
  let path: (query: string) => string;
  const made: Record<string, number> = {};
  let other: Api;
  let othersInvoice: number;

  // Made in the order A to E, so that their ids ascend A < B < C < D < E; no VAT, so the total is the rate.
  //   A  INV-C  issued 1 Mar, due 31 Mar, 200.00, unpaid: 200.00 outstanding
  //   B  INV-A  issued 15 Jan, due 15 Apr, 50.00, unpaid: 50.00 outstanding
  //   C  INV-E  issued 1 Feb, due 31 Mar, 300.00, 250.00 paid: 50.00 outstanding
  //   D  INV-B  a draft, issued 15 Jan, due 15 Feb, 500.00: a draft owes nothing, 0.00 outstanding
  //   E  INV-D  issued 1 Apr, due 1 May, 50.00, paid in full: 0.00 outstanding
  beforeAll(async () => {
    api = await newCompany(t);
    path = (query) => `/invoices?${query}`;
    const client = await createClient(api);
    const bank = await createBank(api);
    const invoice = async (name: string, number: string, issueDate: string, dueDate: string, rate: string) => {
      const body = {
        clientId: client.id,
        currency: 'GBP',
        issueDate,
        dueDate,
        draft: true,
        invoiceLines: [{ quantity: 1, rate, vatRate: 0 }],
      };
      const { id } = ok<Listed>(await api.post('/invoices', body));
      made[name] = id;
      const issued = { ...body, invoiceNumber: number, draft: name === 'D', invoiceLines: undefined };
      ok(await api.put(`/invoices/${id}`, issued));
    };
    const pay = async (name: string, amount: string) =>
      ok(
        await api.post('/clientPayments', {
          clientId: client.id,
          bankAccountId: bank.id,
          currency: 'GBP',
          amount,
          dateReceived: '2026-05-01',
          invoiceIds: [made[name]],
        }),
      );
    await invoice('A', 'INV-C', '2026-03-01', '2026-03-31', '200.00');
    await invoice('B', 'INV-A', '2026-01-15', '2026-04-15', '50.00');
    await invoice('C', 'INV-E', '2026-02-01', '2026-03-31', '300.00');
    await invoice('D', 'INV-B', '2026-01-15', '2026-02-15', '500.00');
    await invoice('E', 'INV-D', '2026-04-01', '2026-05-01', '50.00');
    await pay('C', '250.00');
    await pay('E', '50.00');
    other = await newCompany(t);
    othersInvoice = ok<Listed>(
      await other.post('/invoices', {
        clientId: (await createClient(other)).id,
        currency: 'GBP',
        issueDate: '2026-01-01',
        dueDate: '2026-01-31',
        invoiceLines: [{ quantity: 1, rate: '1.00', vatRate: 0 }],
      }),
    ).id;
  });

  const named = (names: string) => [...names].map((name) => made[name]);

  it('by each key, ascending and descending, ties broken by id in the same direction', async () => {
    const expected: [string, string][] = [
      // 15 Jan (B, D: B first by id), 1 Feb C, 1 Mar A, 1 Apr E.
      ['issueDate', 'BDCAE'],
      ['-issueDate', 'EACDB'],
      // 15 Feb D, 31 Mar (A, C), 15 Apr B, 1 May E.
      ['dueDate', 'DACBE'],
      ['-dueDate', 'EBCAD'],
      // 50.00 (B, E), 200.00 A, 300.00 C, 500.00 D.
      ['totalAmount', 'BEACD'],
      ['-totalAmount', 'DCAEB'],
      // 0.00 (D the draft, E paid), 50.00 (B, C), 200.00 A.
      ['outstandingAmount', 'DEBCA'],
      ['-outstandingAmount', 'ACBED'],
      // INV-A B, INV-B D, INV-C A, INV-D E, INV-E C.
      ['number', 'BDAEC'],
      ['-number', 'CEADB'],
      ['id', 'ABCDE'],
      ['-id', 'EDCBA'],
    ];
    for (const [sort, order] of expected) {
      const response = await api.get(path(`sort=${sort}`));
      expect(idsOf(response), sort).toEqual(named(order));
      expect(response.headers['x-total-count'], sort).toBe('5');
    }
  });

  it('in pages whose Links keep the sort, each after the last of the page before', async () => {
    const response = await api.get(path('sort=outstandingAmount&limit=2'));
    expect(idsOf(response)).toEqual(named('DE'));
    expect(String(response.headers.link)).toBe(
      `</api/v1/invoices?sort=outstandingAmount&limit=2&after=${made.E}>; rel="next"`,
    );
    expect(await followLinks(api, path('sort=outstandingAmount&limit=2'))).toEqual([
      named('DE'),
      named('BC'),
      named('A'),
    ]);
    expect(await followLinks(api, path('sort=-dueDate&limit=3'))).toEqual([named('EBC'), named('AD')]);
    // After A, due 31 March: C, due the same day with a greater id, then B.
    expect(idsOf(await api.get(path(`sort=dueDate&limit=2&after=${made.A}`)))).toEqual(named('CB'));
    // After C descending: A (31 March, a smaller id), then D.
    expect(idsOf(await api.get(path(`sort=-dueDate&limit=5&after=${made.C}`)))).toEqual(named('AD'));
    expect(idsOf(await api.get(path(`sort=-id&limit=2&after=${made.C}`)))).toEqual(named('BA'));
    expect(idsOf(await api.get(path(`sort=number&limit=2&offset=3`)))).toEqual(named('EC'));
  });

  it('sorts what the filters let through, and counts only that', async () => {
    // Open: A (200.00 outstanding), B (50.00) and C (50.00 of 300.00); by total, largest first: C, A, B.
    const response = await api.get(path('status=open&sort=-totalAmount'));
    expect(idsOf(response)).toEqual(named('CAB'));
    expect(response.headers['x-total-count']).toBe('3');
    const paged = await api.get(path('status=open&sort=-totalAmount&limit=2'));
    expect(paged.headers['x-total-count']).toBe('3');
    expect(nextOf(paged)).toBe(`/invoices?status=open&sort=-totalAmount&limit=2&after=${made.A}`);
    expect(await followLinks(api, path('status=open&sort=-totalAmount&limit=2'))).toEqual([named('CA'), named('B')]);
    // A document the filter leaves out still marks where the page starts: after D (500.00), C.
    expect(idsOf(await api.get(path(`status=open&sort=-totalAmount&after=${made.D}`)))).toEqual(named('CAB'));
  });

  it('refuses a sort it does not know, naming sort', async () => {
    for (const sort of ['bogus', 'issuedate', '-', '--id', 'id,dueDate', '+id', 'partyName']) {
      const body = problem(await api.get(path(`sort=${sort}`)), 400);
      expect(body.errors?.map((error) => error.path).join(), sort).toContain('sort');
    }
  });

  it('refuses a cursor that names no invoice of the company, when sorting by anything but id', async () => {
    const deleted = ok<Listed>(
      await api.post('/invoices', {
        clientId: (await createClient(api)).id,
        currency: 'GBP',
        issueDate: '2026-01-01',
        dueDate: '2026-01-31',
        draft: true,
        invoiceLines: [{ quantity: 1, rate: '1.00', vatRate: 0 }],
      }),
    ).id;
    ok(await api.delete(`/invoices/${deleted}`));
    for (const after of [deleted, othersInvoice, 999_999_999]) {
      const body = problem(await api.get(path(`sort=dueDate&limit=2&after=${after}`)), 400);
      expect(body.errors).toEqual([{ path: 'after', message: expect.any(String) }]);
    }
    // By id, any id marks a place in the list, as it always has.
    expect(idsOf(await api.get(path('sort=id&after=999999999')))).toEqual([]);
    expect(idsOf(await api.get(path(`after=${othersInvoice}`)))).toEqual(
      named('ABCDE').filter((id) => id !== undefined && id > othersInvoice),
    );
  });
});

it('refuses sort=number on bills, which have no number', async () => {
  const api = await newCompany(t);
  const body = problem(await api.get('/bills?sort=number'), 400);
  expect(body.errors?.map((error) => error.path).join()).toContain('sort');
  ok(await api.get('/bills?sort=-dueDate'));
});

/** The documents of each kind, made by `make` from a description of each. */
interface Made {
  party: number;
  currency: string;
  issueDate: string;
  dueDate: string;
  amount: string;
  settled: string | undefined;
  draft: boolean;
  reference: string | undefined;
}

const DAYS = ['2026-01-10', '2026-01-20', '2026-02-01'];
const AMOUNTS = ['10.00', '25.50', '100.00'];

/** A dozen documents of two parties whose keys tie often: three dates, three amounts, some settled, some drafts. */
const specimens = (parties: number[]): Made[] =>
  Array.from({ length: 12 }, (_, index) => ({
    party: parties[index % 2] as number,
    currency: index % 5 === 4 ? 'USD' : 'GBP',
    issueDate: DAYS[index % 3] as string,
    dueDate: DAYS[(index * 7) % 3] as string,
    amount: AMOUNTS[(index * 5) % 3] as string,
    settled: index % 4 === 1 ? '5.00' : index % 4 === 2 ? 'all' : undefined,
    draft: index % 6 === 3,
    reference: index % 3 === 0 ? undefined : `R${(index * 5) % 4}`,
  }));

const ALL_SORTS = ['issueDate', 'dueDate', 'totalAmount', 'outstandingAmount', 'number', 'id'];

const rated = (spec: Made) => (spec.currency === 'GBP' ? {} : { exchangeRate: 0.8 });

/** The body of a document of one line of `amount` (no VAT), whose party is in `partyField` and lines in `linesField`. */
const bodyOf =
  (partyField: string, linesField: string, line: (amount: string) => object) =>
  (spec: Made, amount = spec.amount) => ({
    [partyField]: spec.party,
    currency: spec.currency,
    ...rated(spec),
    issueDate: spec.issueDate,
    dueDate: spec.dueDate,
    [linesField]: [line(amount)],
  });
const salesLine = (rate: string) => ({ quantity: 1, rate, vatRate: 0 });
const purchaseLine = (unitPrice: string) => ({ quantity: 1, unitPrice, vatRate: 0, categoryCode: '6300' });
const invoiceBody = bodyOf('clientId', 'invoiceLines', salesLine);
const billBody = bodyOf('supplierId', 'billLines', purchaseLine);

/** What settles a document of a kind: `amount` of the document `id` of `spec`, from the bank account `bank`. */
type Settle = (
  api: Api,
  settled: { id: number; spec: Made; amount: string; bank: number },
) => Promise<LightMyRequestResponse>;

interface Kind {
  path: string;
  partyField: 'clientId' | 'supplierId';
  sorts: string[];
  party: (api: Api) => Promise<{ id: number }>;
  body: (spec: Made) => object;
  settle: Settle;
}

const paidBy =
  (payments: string, partyField: string, dateField: string, documentsField: string): Settle =>
  (api, { id, spec, amount, bank }) =>
    api.post(payments, {
      [partyField]: spec.party,
      bankAccountId: bank,
      currency: spec.currency,
      ...rated(spec),
      amount,
      [dateField]: '2026-03-01',
      [documentsField]: [id],
    });

/** A credit allocated to a new debt of its party of 1,000.00, made at `debts` from `body`. */
const allocatedTo =
  (path: string, debts: string, body: typeof invoiceBody, debtField: string): Settle =>
  async (api, { id, spec, amount }) => {
    const debt = ok<Listed>(await api.post(debts, body(spec, '1000.00')));
    return api.post(`${path}/${id}/allocations`, { [debtField]: debt.id, amount });
  };

const KINDS: Kind[] = [
  {
    path: '/invoices',
    partyField: 'clientId',
    sorts: ALL_SORTS,
    party: createClient,
    body: (spec) => ({ ...invoiceBody(spec), draft: spec.draft }),
    settle: paidBy('/clientPayments', 'clientId', 'dateReceived', 'invoiceIds'),
  },
  {
    path: '/bills',
    partyField: 'supplierId',
    sorts: ALL_SORTS.filter((sort) => sort !== 'number'),
    party: createSupplier,
    body: billBody,
    settle: paidBy('/supplierPayments', 'supplierId', 'datePaid', 'billIds'),
  },
  {
    path: '/creditNotes',
    partyField: 'clientId',
    sorts: ALL_SORTS,
    party: createClient,
    body: (spec) => ({ ...bodyOf('clientId', 'creditNoteLines', salesLine)(spec), draft: spec.draft }),
    settle: allocatedTo('/creditNotes', '/invoices', invoiceBody, 'invoiceId'),
  },
  {
    path: '/supplierCredits',
    partyField: 'supplierId',
    sorts: ALL_SORTS,
    party: createSupplier,
    body: (spec) => ({
      ...bodyOf('supplierId', 'supplierCreditLines', purchaseLine)(spec),
      ...(spec.reference === undefined ? {} : { reference: spec.reference }),
    }),
    settle: allocatedTo('/supplierCredits', '/bills', billBody, 'billId'),
  },
];

/** Two parties of the kind, and its specimens made and settled: the parties' ids. */
async function setUp(api: Api, kind: Kind): Promise<number[]> {
  const parties = [(await kind.party(api)).id, (await kind.party(api)).id];
  const bank = (await createBank(api)).id;
  for (const spec of specimens(parties)) {
    const { id } = ok<Listed>(await api.post(kind.path, kind.body(spec)));
    if (spec.settled === undefined || spec.draft) continue;
    const amount = spec.settled === 'all' ? spec.amount : spec.settled;
    ok(await kind.settle(api, { id, spec, amount, bank }));
  }
  return parties;
}

/** The key of a document in a sort, read off what the list answers. */
const KEYS: SortKeys<Listed> = {
  issueDate: (document) => document.issueDate,
  dueDate: (document) => document.dueDate,
  totalAmount: (document) => minorUnits(document.totalAmount),
  outstandingAmount: (document) => minorUnits(document.outstandingAmount),
  // A supplier credit's number is the supplier's reference; one without sorts as an empty one.
  number: (document) => document.invoiceNumber ?? document.creditNoteNumber ?? document.reference ?? '',
  id: (document) => document.id,
};

describe.each(KINDS)('GET $path sorted and filtered, page after page', (kind) => {
  const { path, partyField, sorts } = kind;
  let api: Api;
  let parties: number[];

  beforeAll(async () => {
    api = await newCompany(t);
    parties = await setUp(api, kind);
  });

  it('answers by its Links exactly the sorted filtered documents, each once', async () => {
    const filters = [
      '',
      `${partyField}=${parties[0]}`,
      'currency=GBP',
      'issueDateFrom=2026-01-20',
      'dueDateTo=2026-01-20',
      'status=open',
      'status=paid,draft',
      `${partyField}=${parties[1]}&issueDateTo=2026-01-20`,
    ];
    await assertSortedPages(api, path, sorts, filters, KEYS);
  });
});

describe('GET /invoices unpaged and sorted', () => {
  // More than a batch of the stream (100): the whole list, read batch after batch, in the sort.
  it('streams every invoice in the order of the sort, with the filter kept', async () => {
    const api = await newCompany(t);
    const clients = [await createClient(api), await createClient(api)];
    for (let index = 0; index < 230; index++) {
      ok(
        await api.post('/invoices', {
          clientId: clients[index % 2]?.id,
          currency: 'GBP',
          issueDate: '2026-01-05',
          dueDate: `2026-02-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`,
          invoiceLines: [{ quantity: 1, rate: `${1 + ((index * 13) % 17)}.00`, vatRate: 0 }],
        }),
      );
    }
    const all = ok<Listed[]>(await api.get('/invoices'));
    for (const sort of ['-dueDate', 'totalAmount']) {
      expect(idsOf(await api.get(`/invoices?sort=${sort}`)), sort).toEqual(modelSort(all, sort, KEYS));
    }
    const ofSecond = ok<Listed[]>(await api.get(`/invoices?clientId=${clients[1]?.id}`));
    expect(ofSecond).toHaveLength(115);
    const response = await api.get(`/invoices?clientId=${clients[1]?.id}&sort=-totalAmount`);
    expect(idsOf(response)).toEqual(modelSort(ofSecond, '-totalAmount', KEYS));
    expect(response.headers['x-total-count']).toBe('115');
  });
});
