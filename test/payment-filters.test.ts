import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok } from './problem.js';

/*
 * The lists of client and supplier payments and refunds narrowed by party, bank account, what they
 * settle, date and last change: one table of the four kinds. Each kind's four records are made the
 * same way; the expected lists are read off them by hand.
 */

interface Listed {
  id: number;
  updatedAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ids = (response: LightMyRequestResponse) => ok<Listed[]>(response).map((record) => record.id);

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** What a kind's records settle: two things of party A (`x` and `y`) and one of party B (`z`). */
interface Settled {
  x: number;
  y: number;
  z: number;
}

interface Kind {
  path: string;
  partyField: 'clientId' | 'supplierId';
  /**
   * What a party's records settle: a posted document of 100.00 issued 2026-01-01 (`y` due a month
   * after the others); for refunds, a credit of 100.00, or (`y`) a payment of 100.00 kept on account.
   */
  settled(api: Api, partyId: number, bank: BankAccount, which: keyof Settled): Promise<number>;
  /** The body of one record on `date`, with the party and bank account. */
  body(partyId: number, bank: BankAccount, date: string): Record<string, unknown>;
  /** What each of the four records settles, and its amount. */
  settling(settled: Settled): [Record<string, unknown>, string][];
  /** The filters by what the records settle, and which of the four (1 to 4) each lets through. */
  settledFilters(settled: Settled): [string, number[]][];
}

const ISSUED = { currency: 'GBP', issueDate: '2026-01-01' };

const dueDateOf = (which: keyof Settled) => (which === 'y' ? '2026-02-28' : '2026-01-31');

const invoiceOf = async (api: Api, clientId: number, _bank: BankAccount, which: keyof Settled) =>
  ok<Listed>(
    await api.post('/invoices', {
      ...ISSUED,
      dueDate: dueDateOf(which),
      clientId,
      draft: false,
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    }),
  ).id;

const billOf = async (api: Api, supplierId: number, _bank: BankAccount, which: keyof Settled) =>
  ok<Listed>(
    await api.post('/bills', {
      ...ISSUED,
      dueDate: dueDateOf(which),
      supplierId,
      billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }],
    }),
  ).id;

const refundsSettling = (creditField: string) => (settled: Settled) =>
  [
    [`${creditField}=${settled.x}`, [1, 4]],
    [`paymentId=${settled.y}`, [3]],
    [`${creditField}=${settled.z}`, [2]],
  ] as [string, number[]][];

/**
 * Record 1 pays 40.00 of x; 2 pays 20.00 of party B's z; 3 pays 100.00: x's other 60.00 (due first),
 * then 40.00 of y; 4 pays 10.00 of y.
 */
const paying = (field: string, documents: number[][]): [Record<string, unknown>, string][] =>
  documents.map((ids, index) => [{ [field]: ids }, ['40.00', '20.00', '100.00', '10.00'][index] as string]);

/** Records 1 and 4 refund party A's credit x, 2 party B's credit z, 3 party A's money on account y. */
const refunding =
  (creditField: string) =>
  ({ x, y, z }: Settled): [Record<string, unknown>, string][] => [
    [{ [creditField]: x }, '40.00'],
    [{ [creditField]: z }, '20.00'],
    [{ paymentId: y }, '30.00'],
    [{ [creditField]: x }, '10.00'],
  ];

const KINDS: Kind[] = [
  {
    path: '/clientPayments',
    partyField: 'clientId',
    settled: invoiceOf,
    body: (clientId, bank, dateReceived) => ({ clientId, bankAccountId: bank.id, currency: 'GBP', dateReceived }),
    settling: ({ x, y, z }) => paying('invoiceIds', [[x], [z], [x, y], [y]]),
    settledFilters: (settled) => [
      [`invoiceId=${settled.x}`, [1, 3]],
      [`invoiceId=${settled.y}`, [3, 4]],
      [`invoiceId=${settled.z}`, [2]],
    ],
  },
  {
    path: '/supplierPayments',
    partyField: 'supplierId',
    settled: billOf,
    body: (supplierId, bank, datePaid) => ({ supplierId, bankAccountId: bank.id, currency: 'GBP', datePaid }),
    settling: ({ x, y, z }) => paying('billIds', [[x], [z], [x, y], [y]]),
    settledFilters: (settled) => [
      [`billId=${settled.x}`, [1, 3]],
      [`billId=${settled.y}`, [3, 4]],
      [`billId=${settled.z}`, [2]],
    ],
  },
  {
    path: '/clientRefunds',
    partyField: 'clientId',
    async settled(api, clientId, bank, which) {
      if (which === 'y') {
        const body = {
          clientId,
          bankAccountId: bank.id,
          currency: 'GBP',
          amount: '100.00',
          dateReceived: '2026-01-05',
        };
        return ok<Listed>(await api.post('/clientPayments', { ...body, invoiceIds: [], onAccount: true })).id;
      }
      const lines = [{ quantity: 1, rate: '100.00', vatRate: 0 }];
      return ok<Listed>(
        await api.post('/creditNotes', { ...ISSUED, dueDate: ISSUED.issueDate, clientId, creditNoteLines: lines }),
      ).id;
    },
    body: (clientId, bank, datePaid) => ({ clientId, bankAccountId: bank.id, currency: 'GBP', datePaid }),
    settling: refunding('creditNoteId'),
    settledFilters: refundsSettling('creditNoteId'),
  },
  {
    path: '/supplierRefunds',
    partyField: 'supplierId',
    async settled(api, supplierId, bank, which) {
      if (which === 'y') {
        const body = { supplierId, bankAccountId: bank.id, currency: 'GBP', amount: '100.00', datePaid: '2026-01-05' };
        return ok<Listed>(await api.post('/supplierPayments', { ...body, billIds: [], onAccount: true })).id;
      }
      const lines = [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }];
      return ok<Listed>(
        await api.post('/supplierCredits', {
          ...ISSUED,
          dueDate: ISSUED.issueDate,
          supplierId,
          supplierCreditLines: lines,
        }),
      ).id;
    },
    body: (supplierId, bank, dateReceived) => ({ supplierId, bankAccountId: bank.id, currency: 'GBP', dateReceived }),
    settling: refunding('supplierCreditId'),
    settledFilters: refundsSettling('supplierCreditId'),
  },
];

describe.each(KINDS)('GET $path filtered', (kind) => {
  const { path, partyField } = kind;
  let api: Api;
  let partyA: number;
  let partyB: number;
  let bank1: BankAccount;
  let bank2: BankAccount;
  let settled: Settled;
  /** The four records, in the order made (index 0 is record 1). */
  let records: Listed[];
  const idsOf = (numbers: number[]) => numbers.map((number) => records[number - 1]?.id);
  /** The query of the records that settle x. */
  const settlingX = (of: Settled) => (kind.settledFilters(of)[0] as [string, number[]])[0];

  beforeAll(async () => {
    api = await newCompany(t);
    const party = partyField === 'clientId' ? createClient : createSupplier;
    partyA = (await party(api)).id;
    partyB = (await party(api)).id;
    bank1 = await createBank(api);
    bank2 = await createBank(api);
    settled = {
      x: await kind.settled(api, partyA, bank1, 'x'),
      y: await kind.settled(api, partyA, bank1, 'y'),
      z: await kind.settled(api, partyB, bank1, 'z'),
    };
    const dates = ['2026-01-10', '2026-01-20', '2026-02-05', '2026-03-01'];
    const parties = [partyA, partyB, partyA, partyA];
    const banks = [bank1, bank2, bank2, bank1];
    records = [];
    for (const [index, [settles, amount]] of kind.settling(settled).entries()) {
      // The fourth changed after the others, later by a few milliseconds.
      if (index === 3) await pause();
      const body = kind.body(parties[index] as number, banks[index] as BankAccount, dates[index] as string);
      records.push(ok<Listed>(await api.post(path, { ...body, ...settles, amount })));
    }
  });

  it('by party, counting what it lets through', async () => {
    const response = await api.get(`${path}?${partyField}=${partyA}`);
    expect(ids(response)).toEqual(idsOf([1, 3, 4]));
    expect(response.headers['x-total-count']).toBe('3');
    expect(ids(await api.get(`${path}?${partyField}=${partyB}`))).toEqual(idsOf([2]));
  });

  it('by bank account', async () => {
    expect(ids(await api.get(`${path}?bankAccountId=${bank1.id}`))).toEqual(idsOf([1, 4]));
    expect(ids(await api.get(`${path}?bankAccountId=${bank2.id}`))).toEqual(idsOf([2, 3]));
  });

  it('by what they settle', async () => {
    for (const [query, expected] of kind.settledFilters(settled)) {
      const response = await api.get(`${path}?${query}`);
      expect(ids(response), query).toEqual(idsOf(expected));
      expect(response.headers['x-total-count'], query).toBe(String(expected.length));
    }
  });

  it('by date, both bounds included', async () => {
    // Dated 10 Jan, 20 Jan, 5 Feb, 1 Mar: 20 Jan to 5 Feb holds the second and the third.
    expect(ids(await api.get(`${path}?dateFrom=2026-01-20&dateTo=2026-02-05`))).toEqual(idsOf([2, 3]));
    expect(ids(await api.get(`${path}?dateFrom=2026-02-06`))).toEqual(idsOf([4]));
    expect(ids(await api.get(`${path}?dateTo=2026-01-10`))).toEqual(idsOf([1]));
    expect(ids(await api.get(`${path}?dateFrom=2026-03-02`))).toEqual([]);
  });

  it('by several filters at once, each narrowing the others', async () => {
    // Party A's through bank 1 (the first and the fourth) dated from 11 January: the fourth.
    const response = await api.get(`${path}?${partyField}=${partyA}&bankAccountId=${bank1.id}&dateFrom=2026-01-11`);
    expect(ids(response)).toEqual(idsOf([4]));
    expect(response.headers['x-total-count']).toBe('1');
    // What settles x, through bank 2: the third for payments; none for refunds (x's are through bank 1).
    expect(ids(await api.get(`${path}?${settlingX(settled)}&bankAccountId=${bank2.id}`))).toEqual(
      idsOf(path.endsWith('Payments') ? [3] : []),
    );
  });

  it('by when they last changed, at or after an instant', async () => {
    const fourth = records[3] as Listed;
    expect(fourth.updatedAt > (records[2] as Listed).updatedAt).toBe(true);
    expect(ids(await api.get(`${path}?updatedSince=${fourth.updatedAt}`))).toEqual(idsOf([4]));
    const aMillisecondLater = new Date(Date.parse(fourth.updatedAt) + 1).toISOString();
    expect(ids(await api.get(`${path}?updatedSince=${aMillisecondLater}`))).toEqual([]);
    expect(ids(await api.get(`${path}?updatedSince=2000-01-01T00:00:00Z`))).toEqual(idsOf([1, 2, 3, 4]));
  });

  it("answers another company's party, bank account or document like a missing one: an empty list", async () => {
    const other = await newCompany(t);
    const otherParty = (await (partyField === 'clientId' ? createClient : createSupplier)(other)).id;
    const otherBank = await createBank(other);
    const otherSettled = await kind.settled(other, otherParty, otherBank, 'x');
    const settledQuery = settlingX({ x: otherSettled, y: otherSettled, z: otherSettled });
    for (const query of [`${partyField}=${otherParty}`, `bankAccountId=${otherBank.id}`, settledQuery]) {
      const response = await api.get(`${path}?${query}`);
      expect(ids(response), query).toEqual([]);
      expect(response.headers['x-total-count'], query).toBe('0');
    }
  });

  it('in pages whose next link keeps the filters, by cursor and by offset', async () => {
    const response = await api.get(`${path}?${partyField}=${partyA}&limit=2`);
    expect(ids(response)).toEqual(idsOf([1, 3]));
    expect(response.headers['x-total-count']).toBe('3');
    const link = String(response.headers.link);
    expect(link).toBe(`</api/v1${path}?${partyField}=${partyA}&limit=2&after=${records[2]?.id}>; rel="next"`);
    const next = await api.get(link.slice('</api/v1'.length, link.indexOf('>')));
    expect(ids(next)).toEqual(idsOf([4]));
    expect(next.headers['x-total-count']).toBe('3');
    expect(next.headers.link).toBeUndefined();
    expect(ids(await api.get(`${path}?${partyField}=${partyA}&limit=1&offset=1`))).toEqual(idsOf([3]));
    // Dated from 20 January: the second, the third and the fourth, a page of two after the second.
    const ranged = await api.get(`${path}?dateFrom=2026-01-20&limit=2&after=${records[1]?.id}`);
    expect(ids(ranged)).toEqual(idsOf([3, 4]));
    expect(ranged.headers['x-total-count']).toBe('3');
    // After a cursor, a full page may have more after it: its link keeps the range.
    expect(ranged.headers.link).toBe(
      `</api/v1${path}?dateFrom=2026-01-20&limit=2&after=${records[3]?.id}>; rel="next"`,
    );
    expect(ids(await api.get(`${path}?dateFrom=2026-01-20&limit=2&offset=2`))).toEqual(idsOf([4]));
  });

  it('refuses a bad filter, naming it', async () => {
    const settledField = settlingX(settled).split('=')[0];
    for (const query of [
      `${partyField}=0`,
      'bankAccountId=x',
      `${settledField}=-1`,
      'dateFrom=2026-02-30',
      'dateTo=tomorrow',
      'updatedSince=2026-01-01',
      'updatedSince=2026-01-01T10:00:00+02:00',
    ]) {
      const [name] = query.split('=');
      const { errors } = invalid(await api.get(`${path}?${query}`), [name as string]);
      // Known, and read: not refused as a parameter the call does not take.
      expect(errors?.[0]?.message, query).not.toMatch(/not known/);
    }
  });
});

describe('unpaged and filtered', () => {
  // More than a batch of the stream (100) of each client, interleaved: the whole list of one client
  // is every other record, read batch after batch with the filter kept.
  it('GET /clientPayments streams every payment of the client, and only those', async () => {
    const api = await newCompany(t);
    const clients = [await createClient(api), await createClient(api)];
    const bank = await createBank(api);
    const made: number[][] = [[], []];
    for (let index = 0; index < 2 * 105; index++) {
      const body = { bankAccountId: bank.id, currency: 'GBP', amount: '1.00', dateReceived: '2026-01-05' };
      const clientId = clients[index % 2]?.id;
      const payment = ok<Listed>(
        await api.post('/clientPayments', { ...body, clientId, invoiceIds: [], onAccount: true }),
      );
      made[index % 2]?.push(payment.id);
    }
    const response = await api.get(`/clientPayments?clientId=${clients[1]?.id}`);
    expect(ids(response)).toEqual(made[1]);
    expect(response.headers['x-total-count']).toBe('105');
  });

  it('GET /clientRefunds streams every refund through the bank account, and only those', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const banks = [await createBank(api), await createBank(api)];
    const note = ok<Listed>(
      await api.post('/creditNotes', {
        ...ISSUED,
        dueDate: '2026-01-01',
        clientId: client.id,
        creditNoteLines: [{ quantity: 1, rate: '1000.00', vatRate: 0 }],
      }),
    );
    const made: number[][] = [[], []];
    for (let index = 0; index < 2 * 105; index++) {
      const refund = ok<Listed>(
        await api.post('/clientRefunds', {
          clientId: client.id,
          creditNoteId: note.id,
          bankAccountId: banks[index % 2]?.id,
          currency: 'GBP',
          amount: '1.00',
          datePaid: '2026-01-05',
        }),
      );
      made[index % 2]?.push(refund.id);
    }
    const response = await api.get(`/clientRefunds?bankAccountId=${banks[1]?.id}`);
    expect(ids(response)).toEqual(made[1]);
    expect(response.headers['x-total-count']).toBe('105');
  });
});
