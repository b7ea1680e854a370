import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBank, createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';
import { assertSortedPages, followLinks, idsOf, minorUnits, modelSort, nextOf, type SortKeys } from './sorted-pages.js';

/*
 * The lists of client and supplier payments and refunds in the order `sort` asks for, by date,
 * amount or id, ties broken by id in the same direction, paged by the `after` cursor of their
 * Links: one table of the four kinds. Five records of each are sorted by hand; then every kind is
 * checked against a sort written here, over random sorts, filters and page sizes.
 */

type Listed = { id: number; amount: string } & Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ISSUED = { currency: 'GBP', issueDate: '2026-01-01', dueDate: '2026-01-31' };

interface Kind {
  path: string;
  partyField: 'clientId' | 'supplierId';
  /** The record's date, as the side names it, and its key of sort. */
  dateField: 'dateReceived' | 'datePaid';
  party: (api: Api) => Promise<{ id: number }>;
  /** What a record settles: a posted document of 1,000.00, or a credit of 1,000.00 to refund. */
  settled: (api: Api, partyId: number) => Promise<number>;
  /** What a record's body names of what it settles. */
  settling: (settled: number) => Record<string, unknown>;
  /** The filter by what the records settle. */
  settledFilter: string;
}

const posted = async (api: Api, path: string, body: Record<string, unknown>) =>
  ok<{ id: number }>(await api.post(path, { ...ISSUED, ...body })).id;
const salesLines = [{ quantity: 1, rate: '1000.00', vatRate: 0 }];
const purchaseLines = [{ quantity: 1, unitPrice: '1000.00', vatRate: 0, categoryCode: '6300' }];

const KINDS: Kind[] = [
  {
    path: '/clientPayments',
    partyField: 'clientId',
    dateField: 'dateReceived',
    party: createClient,
    settled: (api, clientId) => posted(api, '/invoices', { clientId, invoiceLines: salesLines }),
    settling: (invoice) => ({ invoiceIds: [invoice] }),
    settledFilter: 'invoiceId',
  },
  {
    path: '/supplierPayments',
    partyField: 'supplierId',
    dateField: 'datePaid',
    party: createSupplier,
    settled: (api, supplierId) => posted(api, '/bills', { supplierId, billLines: purchaseLines }),
    settling: (bill) => ({ billIds: [bill] }),
    settledFilter: 'billId',
  },
  {
    path: '/clientRefunds',
    partyField: 'clientId',
    dateField: 'datePaid',
    party: createClient,
    settled: (api, clientId) => posted(api, '/creditNotes', { clientId, creditNoteLines: salesLines }),
    settling: (creditNoteId) => ({ creditNoteId }),
    settledFilter: 'creditNoteId',
  },
  {
    path: '/supplierRefunds',
    partyField: 'supplierId',
    dateField: 'dateReceived',
    party: createSupplier,
    settled: (api, supplierId) => posted(api, '/supplierCredits', { supplierId, supplierCreditLines: purchaseLines }),
    settling: (supplierCreditId) => ({ supplierCreditId }),
    settledFilter: 'supplierCreditId',
  },
];

/** One record of the kind: `amount` on `date` for the party through the bank, settling `settled`. */
const record = async (
  api: Api,
  kind: Kind,
  made: { party: number; bank: number; settled: number; date: string; amount: string },
) =>
  ok<Listed>(
    await api.post(kind.path, {
      [kind.partyField]: made.party,
      bankAccountId: made.bank,
      currency: 'GBP',
      amount: made.amount,
      [kind.dateField]: made.date,
      ...kind.settling(made.settled),
    }),
  );

const keysOf = (kind: Kind): SortKeys<Listed> => ({
  [kind.dateField]: (listed) => listed[kind.dateField] as string,
  amount: (listed) => minorUnits(listed.amount),
  id: (listed) => listed.id,
});

describe.each(KINDS)('GET $path sorted, worked by hand', (kind) => {
  const { path, dateField } = kind;
  let api: Api;
  const made: Record<string, number> = {};
  let othersRecord: number;

  // Made in the order A to E, so that their ids ascend A < B < C < D < E:
  //   A  10 Mar  30.00
  //   B   1 Feb  50.00
  //   C  10 Mar  10.00
  //   D   5 Jan  30.00
  //   E   1 Feb  20.00
  beforeAll(async () => {
    api = await newCompany(t);
    const party = (await kind.party(api)).id;
    const bank = (await createBank(api)).id;
    const settled = await kind.settled(api, party);
    const specimens: [string, string, string][] = [
      ['A', '2026-03-10', '30.00'],
      ['B', '2026-02-01', '50.00'],
      ['C', '2026-03-10', '10.00'],
      ['D', '2026-01-05', '30.00'],
      ['E', '2026-02-01', '20.00'],
    ];
    for (const [name, date, amount] of specimens) {
      made[name] = (await record(api, kind, { party, bank, settled, date, amount })).id;
    }
    const other = await newCompany(t);
    const otherParty = (await kind.party(other)).id;
    const otherBank = (await createBank(other)).id;
    const otherSettled = await kind.settled(other, otherParty);
    othersRecord = (
      await record(other, kind, {
        party: otherParty,
        bank: otherBank,
        settled: otherSettled,
        date: '2026-01-05',
        amount: '1.00',
      })
    ).id;
  });

  const named = (names: string) => [...names].map((name) => made[name]);

  it('by each key, ascending and descending, ties broken by id in the same direction', async () => {
    const expected: [string, string][] = [
      // 5 Jan D, 1 Feb (B, E: B first by id), 10 Mar (A, C).
      [dateField, 'DBEAC'],
      [`-${dateField}`, 'CAEBD'],
      // 10.00 C, 20.00 E, 30.00 (A, D), 50.00 B.
      ['amount', 'CEADB'],
      ['-amount', 'BDAEC'],
      ['id', 'ABCDE'],
      ['-id', 'EDCBA'],
    ];
    for (const [sort, order] of expected) {
      const response = await api.get(`${path}?sort=${sort}`);
      expect(idsOf(response), sort).toEqual(named(order));
      expect(response.headers['x-total-count'], sort).toBe('5');
    }
  });

  it('in pages whose Links keep the sort, each after the last of the page before', async () => {
    const response = await api.get(`${path}?sort=amount&limit=2`);
    expect(idsOf(response)).toEqual(named('CE'));
    expect(nextOf(response)).toBe(`${path}?sort=amount&limit=2&after=${made.E}`);
    expect(await followLinks(api, `${path}?sort=amount&limit=2`)).toEqual([named('CE'), named('AD'), named('B')]);
    expect(await followLinks(api, `${path}?sort=-${dateField}&limit=3`)).toEqual([named('CAE'), named('BD')]);
    // After A, 30.00: D, the same amount with a greater id, then B.
    expect(idsOf(await api.get(`${path}?sort=amount&limit=2&after=${made.A}`))).toEqual(named('DB'));
    // After E descending by date: B (1 February, a smaller id), then D.
    expect(idsOf(await api.get(`${path}?sort=-${dateField}&limit=5&after=${made.E}`))).toEqual(named('BD'));
    expect(idsOf(await api.get(`${path}?sort=-id&limit=2&after=${made.C}`))).toEqual(named('BA'));
    expect(idsOf(await api.get(`${path}?sort=-amount&limit=2&offset=3`))).toEqual(named('EC'));
  });

  it('sorts what the filters let through, and counts only that', async () => {
    // Dated 1 February to 10 March: A, B, C and E; by amount, largest first: B, A, E, C.
    const filter = 'dateFrom=2026-02-01&dateTo=2026-03-10';
    const response = await api.get(`${path}?${filter}&sort=-amount&limit=3`);
    expect(idsOf(response)).toEqual(named('BAE'));
    expect(response.headers['x-total-count']).toBe('4');
    expect(nextOf(response)).toBe(`${path}?${filter}&sort=-amount&limit=3&after=${made.E}`);
    expect(await followLinks(api, `${path}?${filter}&sort=-amount&limit=3`)).toEqual([named('BAE'), named('C')]);
    // A record the filter leaves out still marks where the page starts: after D (30.00, a greater id
    // than A's, so before A in this order), A, E and C.
    expect(idsOf(await api.get(`${path}?${filter}&sort=-amount&after=${made.D}`))).toEqual(named('AEC'));
  });

  it('refuses a sort it does not know, naming sort', async () => {
    const otherDate = dateField === 'datePaid' ? 'dateReceived' : 'datePaid';
    for (const sort of ['bogus', 'date', otherDate, 'Amount', '-', '--id', 'id,amount', '+amount', 'issueDate']) {
      const body = problem(await api.get(`${path}?sort=${sort}`), 400);
      expect(body.errors?.map((error) => error.path).join(), sort).toContain('sort');
    }
  });

  it('refuses a cursor that names no record of the company, when sorting by anything but id', async () => {
    for (const after of [othersRecord, 999_999_999]) {
      for (const sort of [dateField, '-amount']) {
        const body = problem(await api.get(`${path}?sort=${sort}&limit=2&after=${after}`), 400);
        expect(body.errors).toEqual([{ path: 'after', message: expect.any(String) }]);
      }
    }
    // By id, any id marks a place in the list, as it always has.
    expect(idsOf(await api.get(`${path}?sort=-id&after=999999999`))).toEqual(named('EDCBA'));
    expect(idsOf(await api.get(`${path}?sort=id&after=999999999`))).toEqual([]);
  });
});

const DAYS = ['2026-01-10', '2026-01-20', '2026-02-01'];
const AMOUNTS = ['10.00', '25.50', '100.00'];

describe.each(KINDS)('GET $path sorted and filtered, page after page', (kind) => {
  const { path, partyField, dateField, settledFilter } = kind;
  let api: Api;
  let parties: number[];
  let banks: number[];
  let settled: number[];

  // A dozen records of two parties, through two banks, whose keys tie often: three dates, three
  // amounts; each settles one of its party's two documents or credits.
  beforeAll(async () => {
    api = await newCompany(t);
    parties = [(await kind.party(api)).id, (await kind.party(api)).id];
    banks = [(await createBank(api)).id, (await createBank(api)).id];
    settled = [];
    for (const party of [...parties, ...parties]) settled.push(await kind.settled(api, party));
    for (let index = 0; index < 12; index++) {
      await record(api, kind, {
        party: parties[index % 2] as number,
        bank: banks[index % 3 === 0 ? 0 : 1] as number,
        settled: settled[index % 4] as number,
        date: DAYS[index % 3] as string,
        amount: AMOUNTS[(index * 5) % 3] as string,
      });
    }
  });

  it('answers by its Links exactly the sorted filtered records, each once', async () => {
    const filters = [
      '',
      `${partyField}=${parties[0]}`,
      `bankAccountId=${banks[1]}`,
      `${settledFilter}=${settled[2]}`,
      'dateFrom=2026-01-20',
      'dateTo=2026-01-20',
      'updatedSince=2000-01-01T00:00:00Z',
      `${partyField}=${parties[1]}&dateTo=2026-01-20`,
    ];
    await assertSortedPages(api, path, [dateField, 'amount', 'id'], filters, keysOf(kind));
  });
});

describe('GET /clientPayments unpaged and sorted', () => {
  // More than a batch of the stream (100): the whole list, read batch after batch, in the sort.
  it('streams every payment in the order of the sort, with the filter kept', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const banks = [await createBank(api), await createBank(api)];
    for (let index = 0; index < 230; index++) {
      ok(
        await api.post('/clientPayments', {
          clientId: client.id,
          bankAccountId: banks[index % 2]?.id,
          currency: 'GBP',
          amount: `${1 + ((index * 13) % 17)}.00`,
          dateReceived: `2026-02-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`,
          invoiceIds: [],
          onAccount: true,
        }),
      );
    }
    const keys = keysOf(KINDS[0] as Kind);
    const all = ok<Listed[]>(await api.get('/clientPayments'));
    for (const sort of ['-dateReceived', 'amount']) {
      expect(idsOf(await api.get(`/clientPayments?sort=${sort}`)), sort).toEqual(modelSort(all, sort, keys));
    }
    const throughSecond = ok<Listed[]>(await api.get(`/clientPayments?bankAccountId=${banks[1]?.id}`));
    expect(throughSecond).toHaveLength(115);
    const response = await api.get(`/clientPayments?bankAccountId=${banks[1]?.id}&sort=-amount`);
    expect(idsOf(response)).toEqual(modelSort(throughSecond, '-amount', keys));
    expect(response.headers['x-total-count']).toBe('115');
  });
});
