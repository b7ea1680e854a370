import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-service.js';
import { createBank, createClient, createSupplier, newCompany } from './books.js';
import { type Api, apiClient, basicAuthorization, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * The lists of bank transfers, manual journal entries, line items, exchange rates, bank statement
 * lines and the audit trail narrowed by what a user looks for in each: the expected lists are read
 * off the records each test makes, by hand.
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

/** The next page that the Link of the answer names, fetched. */
async function nextPage(api: Api, response: LightMyRequestResponse) {
  const link = String(response.headers.link);
  return api.get(link.slice('</api/v1'.length, link.indexOf('>')));
}

/** Each query is refused with 400, its problem naming the parameter. */
async function expectRefused(api: Api, path: string, queries: string[]) {
  for (const query of queries) {
    const response = await api.get(`${path}?${query}`);
    expect(response.statusCode, query).toBe(400);
    expect(response.body, query).toContain(query.split('=')[0]);
  }
}

/** Waits for the clock to move, edits the record with what it answers and answers it as edited. */
async function edited(api: Api, path: string, changes: Record<string, unknown> = {}) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return ok<Listed>(await api.put(path, { ...ok<Record<string, unknown>>(await api.get(path)), ...changes }));
}

describe('GET /bankTransfers filtered', () => {
  let api: Api;
  let banks: { a: number; b: number; c: number };
  let transfers: Listed[];
  const id = (index: number) => (transfers[index] as Listed).id;

  beforeAll(async () => {
    api = await newCompany(t);
    banks = { a: (await createBank(api)).id, b: (await createBank(api)).id, c: (await createBank(api)).id };
    const transfer = async (from: number, to: number, dateTransferred: string) =>
      ok<Listed>(
        await api.post('/bankTransfers', {
          fromBankAccountId: from,
          toBankAccountId: to,
          amount: '10.00',
          dateTransferred,
        }),
      );
    // A→B 5 Jan, B→C 20 Jan, C→A 3 Feb, A→C 1 Mar.
    transfers = [
      await transfer(banks.a, banks.b, '2026-01-05'),
      await transfer(banks.b, banks.c, '2026-01-20'),
      await transfer(banks.c, banks.a, '2026-02-03'),
      await transfer(banks.a, banks.c, '2026-03-01'),
    ];
  });

  it('by a bank account on either side, counting what it lets through', async () => {
    // A sends the first and the fourth and receives the third.
    const response = await api.get(`/bankTransfers?bankAccountId=${banks.a}`);
    expect(ids(response)).toEqual([id(0), id(2), id(3)]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(ids(await api.get(`/bankTransfers?bankAccountId=${banks.b}`))).toEqual([id(0), id(1)]);
    expect(ids(await api.get(`/bankTransfers?bankAccountId=${banks.c}`))).toEqual([id(1), id(2), id(3)]);
  });

  it('by the date transferred, both bounds included', async () => {
    expect(ids(await api.get('/bankTransfers?dateFrom=2026-01-20&dateTo=2026-02-03'))).toEqual([id(1), id(2)]);
    expect(ids(await api.get('/bankTransfers?dateFrom=2026-02-04'))).toEqual([id(3)]);
    expect(ids(await api.get('/bankTransfers?dateTo=2026-01-19'))).toEqual([id(0)]);
  });

  it('by a bank account and dates at once', async () => {
    // A's (the first, third and fourth) from 6 January: the third and the fourth.
    const response = await api.get(`/bankTransfers?bankAccountId=${banks.a}&dateFrom=2026-01-06`);
    expect(ids(response)).toEqual([id(2), id(3)]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('by when they last changed, at or after an instant', async () => {
    const changed = await edited(api, `/bankTransfers/${id(1)}`, { amount: '11.00' });
    expect(ids(await api.get(`/bankTransfers?updatedSince=${changed.updatedAt}`))).toEqual([id(1)]);
    const later = new Date(Date.parse(changed.updatedAt) + 1).toISOString();
    expect(ids(await api.get(`/bankTransfers?updatedSince=${later}`))).toEqual([]);
    expect(ids(await api.get('/bankTransfers?updatedSince=2000-01-01T00:00:00Z'))).toHaveLength(4);
  });

  it('in pages whose next link keeps the filters', async () => {
    const response = await api.get(`/bankTransfers?bankAccountId=${banks.a}&limit=2`);
    expect(ids(response)).toEqual([id(0), id(2)]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers.link).toBe(
      `</api/v1/bankTransfers?bankAccountId=${banks.a}&limit=2&after=${id(2)}>; rel="next"`,
    );
    const next = await nextPage(api, response);
    expect(ids(next)).toEqual([id(3)]);
    expect(next.headers['x-total-count']).toBe('3');
    expect(next.headers.link).toBeUndefined();
    expect(ids(await api.get(`/bankTransfers?bankAccountId=${banks.a}&limit=1&offset=1`))).toEqual([id(2)]);
  });

  it('refuses a bad filter, naming it', async () => {
    await expectRefused(api, '/bankTransfers', [
      'bankAccountId=0',
      'bankAccountId=first',
      'dateFrom=2026-02-30',
      'dateTo=tomorrow',
      'updatedSince=2026-01-01',
    ]);
  });

  // More than a batch of the stream (100): the whole list of one account is read batch after batch, the filter kept.
  it('streams every transfer of the account unpaged, and only those', async () => {
    const other = await createBank(api);
    const made: number[] = [];
    for (let index = 0; index < 105; index++) {
      const [from, to] = index % 2 ? [banks.b, other.id] : [other.id, banks.c];
      const transfer = { fromBankAccountId: from, toBankAccountId: to, amount: '1.00', dateTransferred: '2026-04-01' };
      made.push(ok<Listed>(await api.post('/bankTransfers', transfer)).id);
    }
    const response = await api.get(`/bankTransfers?bankAccountId=${other.id}`);
    expect(ids(response)).toEqual(made);
    expect(response.headers['x-total-count']).toBe('105');
  });
});

describe('GET /manualJournalEntries filtered', () => {
  let api: Api;
  let entries: Listed[];
  const id = (index: number) => (entries[index] as Listed).id;

  beforeAll(async () => {
    api = await newCompany(t);
    const entry = async (date: string, lines: [code: string, debit: string, credit: string][]) =>
      ok<Listed>(
        await api.post('/manualJournalEntries', {
          reason: `Entry of ${date}`,
          date,
          manualJournalEntryLines: lines.map(([accountCode, debitAmountValue, creditAmountValue]) => ({
            accountCode,
            debitAmountValue,
            creditAmountValue,
          })),
        }),
      );
    // Rent (6100) from accruals (2250) on 5 Jan, rent from share capital (3000) on 20 Jan,
    // prepayments (1250) from accruals on 3 Feb, rent in two lines from loans (2400) on 1 Mar.
    entries = [
      await entry('2026-01-05', [
        ['6100', '100.00', '0'],
        ['2250', '0', '100.00'],
      ]),
      await entry('2026-01-20', [
        ['6100', '50.00', '0'],
        ['3000', '0', '50.00'],
      ]),
      await entry('2026-02-03', [
        ['1250', '30.00', '0'],
        ['2250', '0', '30.00'],
      ]),
      await entry('2026-03-01', [
        ['6100', '5.00', '0'],
        ['6100', '5.00', '0'],
        ['2400', '0', '10.00'],
      ]),
    ];
  });

  it('by an account that one of their lines posts to, each entry once, counting what it lets through', async () => {
    const response = await api.get('/manualJournalEntries?accountCode=6100');
    expect(ids(response)).toEqual([id(0), id(1), id(3)]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(ids(await api.get('/manualJournalEntries?accountCode=2250'))).toEqual([id(0), id(2)]);
    // No account has the code 9999: no entry posts to it.
    const none = await api.get('/manualJournalEntries?accountCode=9999');
    expect(ids(none)).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('by date, both bounds included', async () => {
    expect(ids(await api.get('/manualJournalEntries?dateFrom=2026-01-20&dateTo=2026-02-03'))).toEqual([id(1), id(2)]);
    expect(ids(await api.get('/manualJournalEntries?dateFrom=2026-02-04'))).toEqual([id(3)]);
  });

  it('by an account and dates at once', async () => {
    // Those on accruals (the first and the third) from 6 January: the third.
    const response = await api.get('/manualJournalEntries?accountCode=2250&dateFrom=2026-01-06');
    expect(ids(response)).toEqual([id(2)]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('by when they last changed, at or after an instant', async () => {
    const changed = await edited(api, `/manualJournalEntries/${id(1)}`, { reason: 'Rent paid by a shareholder' });
    expect(ids(await api.get(`/manualJournalEntries?updatedSince=${changed.updatedAt}`))).toEqual([id(1)]);
    const later = new Date(Date.parse(changed.updatedAt) + 1).toISOString();
    expect(ids(await api.get(`/manualJournalEntries?updatedSince=${later}`))).toEqual([]);
  });

  it('in pages whose next link keeps the filters, each entry with all its lines', async () => {
    const response = await api.get('/manualJournalEntries?accountCode=6100&limit=2');
    expect(ids(response)).toEqual([id(0), id(1)]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers.link).toBe(
      `</api/v1/manualJournalEntries?accountCode=6100&limit=2&after=${id(1)}>; rel="next"`,
    );
    const next = await nextPage(api, response);
    const [last] = ok<{ id: number; manualJournalEntryLines: { accountCode: string }[] }[]>(next);
    expect(last?.id).toBe(id(3));
    expect(last?.manualJournalEntryLines.map((line) => line.accountCode)).toEqual(['6100', '6100', '2400']);
    expect(next.headers.link).toBeUndefined();
  });

  it('refuses a bad filter, naming it', async () => {
    await expectRefused(api, '/manualJournalEntries', [
      'accountCode=',
      'accountCode=61 00',
      'dateFrom=2026-02-30',
      'updatedSince=yesterday',
    ]);
  });
});

describe('GET /exchangeRates filtered', () => {
  let api: Api;
  let rates: Listed[];
  const id = (index: number) => (rates[index] as Listed).id;

  beforeAll(async () => {
    api = await newCompany(t);
    const rate = async (currency: string, date: string) =>
      ok<Listed>(await api.post('/exchangeRates', { currency, date, rate: 0.8 }));
    // Dollars on 5 Jan and 3 Feb, euros on 5 Jan and 1 Mar.
    rates = [
      await rate('USD', '2026-01-05'),
      await rate('EUR', '2026-01-05'),
      await rate('USD', '2026-02-03'),
      await rate('EUR', '2026-03-01'),
    ];
  });

  it('by currency, in lower case as in upper case, counting what it lets through', async () => {
    const response = await api.get('/exchangeRates?currency=usd');
    expect(ids(response)).toEqual([id(0), id(2)]);
    expect(response.headers['x-total-count']).toBe('2');
    expect(ids(await api.get('/exchangeRates?currency=EUR'))).toEqual([id(1), id(3)]);
    expect(ids(await api.get('/exchangeRates?currency=JPY'))).toEqual([]);
  });

  it('by date, both bounds included, and with a currency', async () => {
    expect(ids(await api.get('/exchangeRates?dateFrom=2026-01-05&dateTo=2026-02-03'))).toEqual([id(0), id(1), id(2)]);
    expect(ids(await api.get('/exchangeRates?dateFrom=2026-01-06'))).toEqual([id(2), id(3)]);
    const response = await api.get('/exchangeRates?currency=EUR&dateFrom=2026-01-06');
    expect(ids(response)).toEqual([id(3)]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('in pages whose next link keeps the filters', async () => {
    const response = await api.get('/exchangeRates?currency=USD&limit=1');
    expect(ids(response)).toEqual([id(0)]);
    expect(response.headers.link).toBe(`</api/v1/exchangeRates?currency=USD&limit=1&after=${id(0)}>; rel="next"`);
    const next = await nextPage(api, response);
    expect(ids(next)).toEqual([id(2)]);
    expect(next.headers['x-total-count']).toBe('2');
  });

  it('refuses a bad filter, naming it', async () => {
    await expectRefused(api, '/exchangeRates', ['currency=DOLLAR', 'dateFrom=2026-13-01', 'dateTo=soon']);
  });
});

describe('GET /lineItems filtered', () => {
  let api: Api;
  let items: Listed[];
  const id = (index: number) => (items[index] as Listed).id;

  beforeAll(async () => {
    api = await newCompany(t);
    const item = async (name: string, defaultDescription?: string) =>
      ok<Listed>(await api.post('/lineItems', { name, ...(defaultDescription ? { defaultDescription } : {}) }));
    items = [
      await item('Consulting', 'Consulting, per hour'),
      await item('Design work', 'Logo and brand'),
      await item('Hosting', 'Monthly CONSULTING retainer'),
      await item('100% pure juice'),
    ];
  });

  it('by what their name or description contains, whatever the case, counting what it lets through', async () => {
    // "consult" is in the first's name and the third's description.
    const response = await api.get('/lineItems?q=consult');
    expect(ids(response)).toEqual([id(0), id(2)]);
    expect(response.headers['x-total-count']).toBe('2');
    expect(ids(await api.get('/lineItems?q=DESIGN'))).toEqual([id(1)]);
    expect(ids(await api.get('/lineItems?q=and%20brand'))).toEqual([id(1)]);
    expect(ids(await api.get('/lineItems?q=travel'))).toEqual([]);
  });

  it('reads % and _ as themselves', async () => {
    expect(ids(await api.get('/lineItems?q=%25'))).toEqual([id(3)]);
    expect(ids(await api.get('/lineItems?q=_'))).toEqual([]);
  });

  it('in pages whose next link keeps the search', async () => {
    const response = await api.get('/lineItems?q=consult&limit=1');
    expect(ids(response)).toEqual([id(0)]);
    expect(response.headers.link).toBe(`</api/v1/lineItems?q=consult&limit=1&after=${id(0)}>; rel="next"`);
    const next = await nextPage(api, response);
    expect(ids(next)).toEqual([id(2)]);
    expect(next.headers['x-total-count']).toBe('2');
  });

  it('refuses an empty or overlong search, naming it', async () => {
    await expectRefused(api, '/lineItems', ['q=', `q=${'x'.repeat(201)}`]);
  });
});

interface Line {
  id: number;
  date: string;
  amount: string;
}

describe('GET /bankAccounts/:id/statementLines filtered', () => {
  let api: Api;
  let path: string;
  let lines: Line[];
  let imports: number[];
  const id = (index: number) => (lines[index] as Line).id;

  beforeAll(async () => {
    api = await newCompany(t);
    const bank = await createBank(api);
    path = `/bankAccounts/${bank.id}/statementLines`;
    const statement = async (rows: [date: string, amount: string, name: string][]) => {
      const transactions = rows.map(
        ([date, amount, name]) =>
          `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>${date.replaceAll('-', '')}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${date}${amount}</FITID><NAME>${name}</NAME></STMTTRN>`,
      );
      const ofx = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>1</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260101</DTSTART><DTEND>20260331</DTEND>${transactions.join('')}</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
      const imported = await api.post(`/bankAccounts/${bank.id}/statementImports?format=ofx`, ofx, {
        'content-type': 'application/x-ofx',
      });
      return ok<{ id: number }>(imported).id;
    };
    imports = [
      await statement([
        ['2026-01-05', '100.00', 'ACME'],
        ['2026-01-20', '-50.00', 'RENT'],
        ['2026-02-03', '-20.00', 'COFFEE'],
      ]),
      await statement([['2026-03-01', '250.00', 'ACME']]),
    ];
    lines = ok<Line[]>(await api.get(path)).sort((a, b) => a.date.localeCompare(b.date));
    expect(lines.map((line) => [line.date, line.amount])).toEqual([
      ['2026-01-05', '100.00'],
      ['2026-01-20', '-50.00'],
      ['2026-02-03', '-20.00'],
      ['2026-03-01', '250.00'],
    ]);
  });

  const sorted = (response: LightMyRequestResponse) => ids(response).sort((a, b) => a - b);

  it('by amount, money in above zero and money out below, both bounds included', async () => {
    const response = await api.get(`${path}?amountFrom=0.01`);
    expect(sorted(response)).toEqual([id(0), id(3)]);
    expect(response.headers['x-total-count']).toBe('2');
    // Out at least 20.00: -50.00 and -20.00.
    expect(sorted(await api.get(`${path}?amountTo=-20.00`))).toEqual([id(1), id(2)]);
    expect(sorted(await api.get(`${path}?amountFrom=-50&amountTo=-50`))).toEqual([id(1)]);
    expect(sorted(await api.get(`${path}?amountFrom=1,000.00`))).toEqual([]);
  });

  it('by the import they came from', async () => {
    expect(sorted(await api.get(`${path}?importId=${imports[0]}`))).toEqual([id(0), id(1), id(2)]);
    const response = await api.get(`${path}?importId=${imports[1]}`);
    expect(sorted(response)).toEqual([id(3)]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('by amount, import, date and status at once', async () => {
    // Money in (the first and the fourth) from 1 February: the fourth.
    expect(sorted(await api.get(`${path}?amountFrom=0&from=2026-02-01`))).toEqual([id(3)]);
    // The first import's money out that is unmatched: the second and the third.
    const query = `importId=${imports[0]}&amountTo=0&status=unmatched`;
    expect(sorted(await api.get(`${path}?${query}`))).toEqual([id(1), id(2)]);
    expect(sorted(await api.get(`${path}?${query}&status=matched`.replace('status=unmatched&', '')))).toEqual([]);
  });

  it('in pages whose next link keeps the filters', async () => {
    const response = await api.get(`${path}?amountTo=0&limit=1`);
    expect(ids(response)).toHaveLength(1);
    expect(response.headers['x-total-count']).toBe('2');
    const [first] = ids(response);
    expect(response.headers.link).toBe(`</api/v1${path}?amountTo=0&limit=1&after=${first}>; rel="next"`);
    const next = await nextPage(api, response);
    expect([first, ...ids(next)].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([id(1), id(2)]);
  });

  it('refuses a bad filter, naming it', async () => {
    await expectRefused(api, path, ['amountFrom=ten', 'amountTo=1.234', 'importId=0', 'importId=x']);
  });
});

interface Entry {
  id: number;
  recordType: string;
  recordId: number;
  userId: number;
}

describe('GET /auditLog filtered', () => {
  let api: Api;
  let other: Api;
  let userId: number;
  let entries: Entry[];

  beforeAll(async () => {
    const tenant = await createTenant(t.db);
    api = apiClient(t.app, tenant);
    const user = await createUser(t.db, {
      companyId: tenant.companyId,
      username: `other-${tenant.companyId}`,
      role: 'owner',
    });
    other = apiClient(t.app, { ...tenant, authorization: basicAuthorization(user.username, user.apiKey) });
    const client = await createClient(api);
    ok(await api.put(`/clients/${client.id}`, { name: `${client.name} Ltd` }));
    ok(await api.delete(`/clients/${client.id}`));
    await createSupplier(other);
    entries = ok<Entry[]>(await api.get('/auditLog'));
    // Newest first: the supplier made, the client deleted, changed and made.
    expect(entries.map((entry) => entry.recordType)).toEqual(['supplier', 'client', 'client', 'client']);
    userId = (entries[3] as Entry).userId;
  });

  const entryIds = (response: LightMyRequestResponse) => ok<Entry[]>(response).map((entry) => entry.id);
  const id = (index: number) => (entries[index] as Entry).id;

  it('by what the write did to the record', async () => {
    expect(entryIds(await api.get('/auditLog?action=create'))).toEqual([id(0), id(3)]);
    expect(entryIds(await api.get('/auditLog?action=update'))).toEqual([id(2)]);
    expect(entryIds(await api.get('/auditLog?action=delete'))).toEqual([id(1)]);
  });

  it('by the user who wrote', async () => {
    expect(entryIds(await api.get(`/auditLog?userId=${userId}`))).toEqual([id(1), id(2), id(3)]);
    expect(entryIds(await api.get(`/auditLog?userId=${(entries[0] as Entry).userId}`))).toEqual([id(0)]);
  });

  it('by user, action and kind of record at once, in pages whose link keeps them', async () => {
    const response = await api.get(`/auditLog?userId=${userId}&action=create&recordType=client`);
    expect(entryIds(response)).toEqual([id(3)]);
    const paged = await api.get(`/auditLog?userId=${userId}&limit=2`);
    expect(entryIds(paged)).toEqual([id(1), id(2)]);
    expect(paged.headers.link).toBe(`</api/v1/auditLog?userId=${userId}&limit=2&after=${id(2)}>; rel="next"`);
    expect(entryIds(await nextPage(api, paged))).toEqual([id(3)]);
  });

  it('refuses a bad filter, naming it', async () => {
    await expectRefused(other, '/auditLog', ['action=rename', 'userId=0', 'userId=me']);
  });
});
