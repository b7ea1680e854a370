import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, balances, createBank, ledgerOf, newCompany, postingsOf, standingPostings } from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { invalid, MISSING_ID, ok, problem, unique, violation } from './problem.js';

interface BankTransfer {
  id: number;
  fromBankAccountId: number;
  fromBankAccountName: string;
  fromBankCurrency: string;
  toBankAccountId: number;
  toBankAccountName: string;
  toBankCurrency: string;
  amount: string;
  amountReceivedInBank: string;
  dateTransferred: string;
  exchangeRate?: number;
}

const TRANSFERS = '/bankTransfers';
const DAY = '2026-04-15';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function transferBody(from: BankAccount, to: BankAccount, fields: Record<string, unknown> = {}) {
  return { fromBankAccountId: from.id, toBankAccountId: to.id, amount: '250.00', dateTransferred: DAY, ...fields };
}

async function createTransfer(
  api: Api,
  from: BankAccount,
  to: BankAccount,
  fields: Record<string, unknown> = {},
): Promise<BankTransfer> {
  return ok<BankTransfer>(await api.post(TRANSFERS, transferBody(from, to, fields)));
}

const getTransfer = async (api: Api, id: number) => ok<BankTransfer>(await api.get(`${TRANSFERS}/${id}`));
const listTransfers = async (api: Api) => ok<BankTransfer[]>(await api.get(TRANSFERS));

/** The response a transfer between these two accounts should have. */
function expected(from: BankAccount, to: BankAccount, fields: Partial<BankTransfer>): BankTransfer {
  return {
    id: expect.any(Number) as unknown as number,
    fromBankAccountId: from.id,
    fromBankAccountName: from.name,
    fromBankCurrency: from.currency,
    toBankAccountId: to.id,
    toBankAccountName: to.name,
    toBankCurrency: to.currency,
    amount: '250.00',
    amountReceivedInBank: '250.00',
    dateTransferred: DAY,
    ...fields,
    ...anyTimestamps,
  };
}

describe('POST /bankTransfers within one currency', () => {
  it('moves the amount from one account to the other, answers both accounts, and leaves exchangeRate out', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    const transfer = await createTransfer(api, from, to);
    expect(transfer).toEqual(expected(from, to, {}));
    expect(transfer).not.toHaveProperty('exchangeRate');
    expect(await getTransfer(api, transfer.id)).toEqual(transfer);
    expect(await listTransfers(api)).toEqual([transfer]);
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '0.00', '250.00'],
        ['1301', 'GBP', '250.00', '0.00'],
      ],
      totals: [{ currency: 'GBP', debit: '250.00', credit: '250.00' }],
    });
  });

  it('takes money as a number or a grouped string, and ids as numeric strings', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    const asNumber = await createTransfer(api, from, to, { amount: 12.5 });
    expect(asNumber).toEqual(expected(from, to, { amount: '12.50', amountReceivedInBank: '12.50' }));
    const grouped = await createTransfer(api, from, to, {
      amount: '1,234.56',
      fromBankAccountId: String(from.id),
      toBankAccountId: String(to.id),
    });
    expect(grouped).toEqual(expected(from, to, { amount: '1,234.56', amountReceivedInBank: '1,234.56' }));
  });

  it('accepts an exchangeRate of exactly 1 and leaves it out of the answer', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    const transfer = await createTransfer(api, from, to, { exchangeRate: 1 });
    expect(transfer).toEqual(expected(from, to, {}));
    expect(transfer).not.toHaveProperty('exchangeRate');
    expect(await getTransfer(api, transfer.id)).not.toHaveProperty('exchangeRate');
  });

  it('refuses any other exchangeRate with 422 naming exchangeRate, and records nothing', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    for (const exchangeRate of [1.1, 0.5, 1.00000001]) {
      const body = violation(await api.post(TRANSFERS, transferBody(from, to, { exchangeRate })), ['exchangeRate']);
      expect(body.errors?.[0]?.message).toMatch(/GBP/);
    }
    expect(await listTransfers(api)).toEqual([]);
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
  });
});

describe('POST /bankTransfers across currencies', () => {
  it('converts 100.00 at 1.23456 into 123.46 and answers the rate', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { amount: '100.00', exchangeRate: 1.23456 });
    expect(transfer).toEqual(
      expected(from, to, { amount: '100.00', amountReceivedInBank: '123.46', exchangeRate: 1.23456 }),
    );
    expect(transfer).toMatchObject({ fromBankCurrency: 'GBP', toBankCurrency: 'USD' });
    expect(await getTransfer(api, transfer.id)).toEqual(transfer);
    expect(await listTransfers(api)).toEqual([transfer]);
  });

  it('credits the source in its currency, debits the destination in its currency, and balances each through 7800', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { amount: '100.00', exchangeRate: 1.23456 });
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '0.00', '100.00'],
        ['1301', 'USD', '123.46', '0.00'],
        ['7800', 'GBP', '100.00', '0.00'],
        ['7800', 'USD', '0.00', '123.46'],
      ],
      totals: [
        { currency: 'GBP', debit: '100.00', credit: '100.00' },
        { currency: 'USD', debit: '123.46', credit: '123.46' },
      ],
    });
    expect(await postingsOf(api, from.ledgerAccountCode)).toEqual([
      ['BANK_TRANSFER', transfer.id, 'GBP', '0.00', '100.00'],
    ]);
    expect(await postingsOf(api, to.ledgerAccountCode)).toEqual([
      ['BANK_TRANSFER', transfer.id, 'USD', '123.46', '0.00'],
    ]);
    expect((await postingsOf(api, '7800')).sort()).toEqual(
      [
        ['BANK_TRANSFER', transfer.id, 'GBP', '100.00', '0.00'],
        ['BANK_TRANSFER', transfer.id, 'USD', '0.00', '123.46'],
      ].sort(),
    );
    const destination = await ledgerOf(api, to.ledgerAccountCode);
    expect(destination.account).toEqual({
      id: expect.any(Number),
      code: to.ledgerAccountCode,
      name: to.name,
      type: 'ASSET',
    });
    expect(destination.closingBalances).toEqual([{ currency: 'USD', balance: '123.46' }]);
  });

  it('also converts between two accounts in currencies other than the base currency', async () => {
    const api = await newCompany(t);
    const from = await createBank(api, 'EUR');
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { amount: '80.00', exchangeRate: 1.0875 });
    expect(transfer).toEqual(
      expected(from, to, { amount: '80.00', amountReceivedInBank: '87.00', exchangeRate: 1.0875 }),
    );
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'EUR', '0.00', '80.00'],
        ['1301', 'USD', '87.00', '0.00'],
        ['7800', 'EUR', '80.00', '0.00'],
        ['7800', 'USD', '0.00', '87.00'],
      ],
      totals: [
        { currency: 'EUR', debit: '80.00', credit: '80.00' },
        { currency: 'USD', debit: '87.00', credit: '87.00' },
      ],
    });
  });

  it('requires exchangeRate: without it a 422 names exchangeRate and nothing is recorded', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const body = violation(await api.post(TRANSFERS, transferBody(from, to)), ['exchangeRate']);
    expect(body.errors?.[0]?.message).toMatch(/required/);
    expect(body.detail).toMatch(/GBP/);
    expect(body.detail).toMatch(/USD/);
    expect(await listTransfers(api)).toEqual([]);
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
  });

  it.each([
    ['0.01', 1.5, '0.02'],
    ['0.01', 0.5, '0.01'],
    ['0.03', 0.5, '0.02'],
    ['0.05', 0.1, '0.01'],
    ['0.10', 0.05, '0.01'],
    ['1.00', 1.005, '1.01'],
    ['1.15', 1.5, '1.73'],
    ['1,234.45', 0.5, '617.23'],
    ['10.00', 1.00005, '10.00'],
    ['10.00', 1.00015, '10.00'],
    ['10.00', 1.0005, '10.01'],
    ['3.00', 0.33333333, '1.00'],
    ['2.00', 0.0025, '0.01'],
  ] as const)('rounds %s at %s half-up to %s', async (amount, exchangeRate, received) => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { amount, exchangeRate });
    expect(transfer).toEqual(expected(from, to, { amount, amountReceivedInBank: received, exchangeRate }));
    expect(await postingsOf(api, from.ledgerAccountCode)).toEqual([
      ['BANK_TRANSFER', transfer.id, 'GBP', '0.00', amount],
    ]);
    const report = await balances(api);
    expect(report.totals).toContainEqual({ currency: 'GBP', debit: amount, credit: amount });
    for (const total of report.totals) expect(total.debit).toBe(total.credit);
  });

  it('refuses a rate that would bring nothing into the destination with 422 naming exchangeRate', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const body = problem(
      await api.post(TRANSFERS, transferBody(from, to, { amount: '2.00', exchangeRate: 0.00249999 })),
      422,
      /round to nothing/,
    );
    expect(body.errors).toEqual([{ path: 'exchangeRate', message: 'makes the converted amount 0.00' }]);
    expect(await listTransfers(api)).toEqual([]);
  });

  it('refuses a rate that is not a positive number with at most 8 decimals with 400 naming exchangeRate', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    for (const exchangeRate of [0, -1.2, '1.2', 1.123456789, null]) {
      invalid(await api.post(TRANSFERS, transferBody(from, to, { exchangeRate })), ['exchangeRate']);
    }
    expect(await listTransfers(api)).toEqual([]);
  });

  it('refuses a conversion beyond what the books hold (999,999,999,999.99) with 422, and keeps the books readable', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    for (const [amount, exchangeRate] of [
      ['999,999,999,999.99', 1_000_000],
      ['500,000,000,000.00', 2],
      ['999,999,999,999.99', 1.00000001],
    ] as const) {
      const body = problem(await api.post(TRANSFERS, transferBody(from, to, { amount, exchangeRate })), 422);
      expect(body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
      for (const error of body.errors ?? []) expect(['amount', 'exchangeRate']).toContain(error.path);
    }
    expect(await listTransfers(api)).toEqual([]);
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
    // Up to the limit itself is fine.
    const largest = await createTransfer(api, from, to, { amount: '499,999,999,999.99', exchangeRate: 2 });
    expect(largest.amountReceivedInBank).toBe('999,999,999,999.98');
    const exact = await createTransfer(api, to, from, { amount: '999,999,999,999.99', exchangeRate: 1 });
    expect(exact).toMatchObject({ amountReceivedInBank: '999,999,999,999.99', exchangeRate: 1 });
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '500,000,000,000.00', '0.00'],
        ['1301', 'USD', '0.00', '0.01'],
        ['7800', 'GBP', '0.00', '500,000,000,000.00'],
        ['7800', 'USD', '0.01', '0.00'],
      ],
      totals: [
        { currency: 'GBP', debit: '500,000,000,000.00', credit: '500,000,000,000.00' },
        { currency: 'USD', debit: '0.01', credit: '0.01' },
      ],
    });
  });
});

describe('POST /bankTransfers: the accounts and the amount', () => {
  it('refuses the same account as source and destination with 422, and records nothing', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const body = problem(await api.post(TRANSFERS, transferBody(bank, bank)), 422, /different/);
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const error of body.errors ?? []) expect(['fromBankAccountId', 'toBankAccountId']).toContain(error.path);
    const asString = problem(
      await api.post(TRANSFERS, { ...transferBody(bank, bank), toBankAccountId: String(bank.id) }),
      422,
    );
    expect(asString.detail).toBe(body.detail);
    expect(await listTransfers(api)).toEqual([]);
  });

  it('refuses an unknown bank account with 422 naming its field', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const missing = { id: MISSING_ID } as BankAccount;
    const to = violation(await api.post(TRANSFERS, transferBody(bank, missing)), ['toBankAccountId']);
    expect(to.errors?.[0]?.message).toMatch(String(MISSING_ID));
    violation(await api.post(TRANSFERS, transferBody(missing, bank)), ['fromBankAccountId']);
    violation(await api.post(TRANSFERS, transferBody(missing, { id: MISSING_ID - 1 } as BankAccount)), [
      'fromBankAccountId',
      'toBankAccountId',
    ]);
    // A record that exists but is no bank account is unknown too.
    const client = ok<{ id: number }>(await api.post('/clients', { name: unique('Client') }));
    violation(await api.post(TRANSFERS, transferBody(bank, { id: client.id } as BankAccount)), ['toBankAccountId']);
    expect(await listTransfers(api)).toEqual([]);
  });

  it('refuses an amount of zero, a negative amount, a third decimal or no amount with 400 naming amount', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    for (const amount of [0, '0.00', -5, '-0.01', '1.001', 'ten', null]) {
      invalid(await api.post(TRANSFERS, transferBody(from, to, { amount })), ['amount']);
    }
    const { amount: _amount, ...withoutAmount } = transferBody(from, to);
    invalid(await api.post(TRANSFERS, withoutAmount), ['amount']);
    expect(await listTransfers(api)).toEqual([]);
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
  });

  it('requires both accounts and a real date (400 naming each)', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    invalid(await api.post(TRANSFERS, { amount: '1.00', dateTransferred: DAY }), [
      'fromBankAccountId',
      'toBankAccountId',
    ]);
    invalid(await api.post(TRANSFERS, transferBody(from, to, { dateTransferred: '2026-02-30' })), ['dateTransferred']);
    const { dateTransferred: _date, ...withoutDate } = transferBody(from, to);
    invalid(await api.post(TRANSFERS, withoutDate), ['dateTransferred']);
    invalid(await api.post(TRANSFERS, transferBody(from, to, { fromBankAccountId: 'abc' })), ['fromBankAccountId']);
    expect(await listTransfers(api)).toEqual([]);
  });

  it("answers the accounts' current names", async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { exchangeRate: 1.25 });
    const renamed = unique('Renamed bank');
    ok<BankAccount>(await api.put(`/bankAccounts/${to.id}`, { name: renamed }));
    expect(await getTransfer(api, transfer.id)).toEqual({ ...transfer, toBankAccountName: renamed });
    expect(await listTransfers(api)).toEqual([{ ...transfer, toBankAccountName: renamed }]);
  });
});

describe('GET /bankTransfers', () => {
  it('lists transfers by id, and answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const api = await newCompany(t);
    const gbp = await createBank(api);
    const usd = await createBank(api, 'USD');
    const first = await createTransfer(api, gbp, usd, { exchangeRate: 1.3 });
    const second = await createTransfer(api, usd, gbp, { exchangeRate: 0.75, amount: '10.00' });
    expect(second).toEqual(expected(usd, gbp, { amount: '10.00', amountReceivedInBank: '7.50', exchangeRate: 0.75 }));
    expect(await listTransfers(api)).toEqual([first, second]);
    problem(await api.get(`${TRANSFERS}/${MISSING_ID}`), 404, `Bank transfer ${MISSING_ID} was not found`);
    problem(await api.get(`${TRANSFERS}/${gbp.id}`), 404);
    invalid(await api.get(`${TRANSFERS}/abc`), ['id']);
  });
});

describe('PUT /bankTransfers/{id}', () => {
  it('recomputes the amount received from a new amount and rate, and reverses the postings and posts anew', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { amount: '100.00', exchangeRate: 1.23456 });
    const updated = ok<BankTransfer>(
      await api.put(
        `${TRANSFERS}/${transfer.id}`,
        transferBody(from, to, { amount: '200.00', exchangeRate: 1.1, dateTransferred: '2026-05-01' }),
      ),
    );
    expect(updated).toEqual({
      ...transfer,
      amount: '200.00',
      amountReceivedInBank: '220.00',
      exchangeRate: 1.1,
      dateTransferred: '2026-05-01',
      ...anyTimestamps,
    });
    expect(await getTransfer(api, transfer.id)).toEqual(updated);
    // A transfer read with GET goes back with PUT as it is, and nothing changes.
    expect(ok<BankTransfer>(await api.put(`${TRANSFERS}/${transfer.id}`, updated))).toEqual({
      ...updated,
      ...anyTimestamps,
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '0.00', '200.00'],
        ['1301', 'USD', '220.00', '0.00'],
        ['7800', 'GBP', '200.00', '0.00'],
        ['7800', 'USD', '0.00', '220.00'],
      ],
      totals: [
        { currency: 'GBP', debit: '200.00', credit: '200.00' },
        { currency: 'USD', debit: '220.00', credit: '220.00' },
      ],
    });
    const ledger = await ledgerOf(api, to.ledgerAccountCode);
    expect(standingPostings(ledger.postings)).toEqual([
      expect.objectContaining({
        date: '2026-05-01',
        source: { type: 'BANK_TRANSFER', id: transfer.id },
        currency: 'USD',
        debit: '220.00',
        credit: '0.00',
      }),
    ]);
  });

  it('moves a transfer to other accounts: a same-currency pair drops the rate and the conversion postings', async () => {
    const api = await newCompany(t);
    const gbp = await createBank(api);
    const usd = await createBank(api, 'USD');
    const other = await createBank(api);
    const transfer = await createTransfer(api, gbp, usd, { amount: '100.00', exchangeRate: 1.23456 });
    const moved = ok<BankTransfer>(
      await api.put(`${TRANSFERS}/${transfer.id}`, transferBody(other, gbp, { amount: '40.00' })),
    );
    expect(moved).toEqual({
      ...expected(other, gbp, { amount: '40.00', amountReceivedInBank: '40.00' }),
      id: transfer.id,
    });
    expect(moved).not.toHaveProperty('exchangeRate');
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '40.00', '0.00'],
        ['1302', 'GBP', '0.00', '40.00'],
      ],
      totals: [{ currency: 'GBP', debit: '40.00', credit: '40.00' }],
    });
    expect(await postingsOf(api, usd.ledgerAccountCode)).toEqual([]);
    expect(await postingsOf(api, '7800')).toEqual([]);

    // And back across currencies, which needs a rate again.
    const across = ok<BankTransfer>(
      await api.put(`${TRANSFERS}/${transfer.id}`, transferBody(usd, other, { amount: '10.00', exchangeRate: 0.8 })),
    );
    expect(across).toEqual({
      ...expected(usd, other, { amount: '10.00', amountReceivedInBank: '8.00', exchangeRate: 0.8 }),
      id: transfer.id,
    });
    expect(await balances(api)).toEqual({
      lines: [
        ['1301', 'USD', '0.00', '10.00'],
        ['1302', 'GBP', '8.00', '0.00'],
        ['7800', 'GBP', '0.00', '8.00'],
        ['7800', 'USD', '10.00', '0.00'],
      ],
      totals: [
        { currency: 'GBP', debit: '8.00', credit: '8.00' },
        { currency: 'USD', debit: '10.00', credit: '10.00' },
      ],
    });
  });

  it('applies the same rules as create, and changes nothing when it refuses', async () => {
    const api = await newCompany(t);
    const gbp = await createBank(api);
    const other = await createBank(api);
    const usd = await createBank(api, 'USD');
    const transfer = await createTransfer(api, gbp, other);
    const before = await balances(api);
    const path = `${TRANSFERS}/${transfer.id}`;
    violation(await api.put(path, transferBody(gbp, usd)), ['exchangeRate']);
    violation(await api.put(path, transferBody(gbp, other, { exchangeRate: 1.1 })), ['exchangeRate']);
    problem(await api.put(path, transferBody(gbp, gbp)), 422);
    violation(await api.put(path, transferBody(gbp, { id: MISSING_ID } as BankAccount)), ['toBankAccountId']);
    invalid(await api.put(path, transferBody(gbp, other, { amount: 0 })), ['amount']);
    invalid(await api.put(path, transferBody(gbp, other, { id: transfer.id + 1 })), ['id']);
    expect(await getTransfer(api, transfer.id)).toEqual(transfer);
    expect(await balances(api)).toEqual(before);
    // An id in the body equal to the path id is fine.
    const same = ok<BankTransfer>(await api.put(path, transferBody(gbp, other, { id: String(transfer.id) })));
    expect(same).toEqual({ ...transfer, ...anyTimestamps });
  });

  it('answers 404 for a transfer that does not exist', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api);
    problem(await api.put(`${TRANSFERS}/${MISSING_ID}`, transferBody(from, to)), 404);
    expect(await listTransfers(api)).toEqual([]);
  });
});

describe('DELETE /bankTransfers/{id}', () => {
  it('answers the transfer as it was and reverses its postings', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const kept = await createTransfer(api, from, to, { amount: '5.00', exchangeRate: 2 });
    const transfer = await createTransfer(api, from, to, { amount: '100.00', exchangeRate: 1.23456 });
    expect(ok<BankTransfer>(await api.delete(`${TRANSFERS}/${transfer.id}`))).toEqual(transfer);
    problem(await api.get(`${TRANSFERS}/${transfer.id}`), 404);
    problem(await api.delete(`${TRANSFERS}/${transfer.id}`), 404);
    expect(await listTransfers(api)).toEqual([kept]);
    expect(await balances(api)).toEqual({
      lines: [
        ['1300', 'GBP', '0.00', '5.00'],
        ['1301', 'USD', '10.00', '0.00'],
        ['7800', 'GBP', '5.00', '0.00'],
        ['7800', 'USD', '0.00', '10.00'],
      ],
      totals: [
        { currency: 'GBP', debit: '5.00', credit: '5.00' },
        { currency: 'USD', debit: '10.00', credit: '10.00' },
      ],
    });
    expect(await postingsOf(api, to.ledgerAccountCode)).toEqual([['BANK_TRANSFER', kept.id, 'USD', '10.00', '0.00']]);
    ok<BankTransfer>(await api.delete(`${TRANSFERS}/${kept.id}`));
    expect(await balances(api)).toEqual({ lines: [], totals: [] });
    expect(await postingsOf(api, '7800')).toEqual([]);
  });
});

describe('bank accounts that transfers use', () => {
  it('cannot be deleted (409) nor change currency (422), but may be renamed; nor once the transfer is gone', async () => {
    const api = await newCompany(t);
    const from = await createBank(api);
    const to = await createBank(api, 'USD');
    const transfer = await createTransfer(api, from, to, { exchangeRate: 1.2 });
    // 250.00 out of the pound account, 250.00 × 1.2 = 300.00 into the dollar account.
    const moved = [
      { ...from, balance: '-250.00' },
      { ...to, balance: '300.00' },
    ];
    for (const bank of moved) {
      const refused = problem(await api.delete(`/bankAccounts/${bank.id}`), 409);
      expect(refused.detail).toMatch(String(transfer.id));
      violation(await api.put(`/bankAccounts/${bank.id}`, { name: bank.name, currency: 'EUR' }), ['currency']);
      expect(ok<BankAccount>(await api.get(`/bankAccounts/${bank.id}`))).toEqual(bank);
    }
    const renamed = ok<BankAccount>(await api.put(`/bankAccounts/${from.id}`, { name: `${from.name} (old)` }));
    expect(renamed).toEqual({ ...moved[0], name: `${from.name} (old)`, ...anyTimestamps });
    expect(ok<BankAccount>(await api.put(`/bankAccounts/${to.id}`, { name: to.name, currency: 'USD' }))).toEqual({
      ...moved[1],
      ...anyTimestamps,
    });

    // The transfer and its reversal stay in both ledgers: the accounts keep their history.
    ok<BankTransfer>(await api.delete(`${TRANSFERS}/${transfer.id}`));
    violation(await api.put(`/bankAccounts/${to.id}`, { name: to.name, currency: 'EUR' }), ['currency']);
    expect(problem(await api.delete(`/bankAccounts/${from.id}`), 409).detail).toMatch('postings in the ledger');
    expect(ok<BankAccount>(await api.get(`/bankAccounts/${from.id}`))).toEqual({ ...renamed, balance: '0.00' });
  });
});

describe('tenant isolation', () => {
  it("answers another company's transfer with 404 on GET, PUT and DELETE, and leaves it alone", async () => {
    const mine = await newCompany(t);
    const theirs = await newCompany(t);
    const theirFrom = await createBank(theirs);
    const theirTo = await createBank(theirs);
    const transfer = await createTransfer(theirs, theirFrom, theirTo);
    const myFrom = await createBank(mine);
    const myTo = await createBank(mine);
    const notFound = `Bank transfer ${transfer.id} was not found`;
    problem(await mine.get(`${TRANSFERS}/${transfer.id}`), 404, notFound);
    problem(await mine.put(`${TRANSFERS}/${transfer.id}`, transferBody(myFrom, myTo)), 404, notFound);
    problem(await mine.delete(`${TRANSFERS}/${transfer.id}`), 404, notFound);
    expect(await listTransfers(mine)).toEqual([]);
    expect(await getTransfer(theirs, transfer.id)).toEqual(transfer);
    expect(await balances(mine)).toEqual({ lines: [], totals: [] });
  });

  it("refuses another company's bank account with 422 naming the field", async () => {
    const mine = await newCompany(t);
    const theirs = await newCompany(t);
    const theirBank = await createBank(theirs);
    const myBank = await createBank(mine);
    violation(await mine.post(TRANSFERS, transferBody(myBank, theirBank)), ['toBankAccountId']);
    violation(await mine.post(TRANSFERS, transferBody(theirBank, myBank)), ['fromBankAccountId']);
    const transfer = await createTransfer(mine, myBank, await createBank(mine));
    violation(await mine.put(`${TRANSFERS}/${transfer.id}`, transferBody(myBank, theirBank)), ['toBankAccountId']);
    expect(await listTransfers(mine)).toEqual([transfer]);
    expect(await listTransfers(theirs)).toEqual([]);
    expect(await balances(theirs)).toEqual({ lines: [], totals: [] });
  });
});
