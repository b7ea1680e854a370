import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittingRules } from '../src/banking/bank-rule-views.js';
import { type Account, accountByCode, createBank, newCompany, type SalesTax } from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectProblem, MISSING_ID, messageAt, ok, problem, unique, uniqueCode, violation } from './problem.js';

/** Bank rules: what each proposes to book for the statement lines it fits; a rule books nothing itself. */

interface BankRule {
  id: number;
  name: string;
  bankAccountId?: number;
  direction: string;
  conditions: { field: string; operator: string; value: string }[];
  match: string;
  action: { type: string; accountCode: string; salesTaxCode?: string; reason?: string };
  priority: number;
  createdAt: string;
  updatedAt: string;
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A rule for the monthly fee of the bank: money out, to bank charges (6800). */
const feeRule = (fields: Record<string, unknown> = {}) => ({
  name: unique('Account fee'),
  direction: 'out',
  conditions: [{ field: 'description', operator: 'contains', value: 'ACCOUNT FEE' }],
  action: { type: 'manualJournalEntry', accountCode: '6800' },
  ...fields,
});

const createRule = async (api: Api, fields: Record<string, unknown> = {}) =>
  ok<BankRule>(await api.post('/bankRules', feeRule(fields)));

describe('bank rules', () => {
  it('are made, read, listed in id order with their count, replaced and deleted', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const made = await createRule(api, {
      name: 'Card fees',
      bankAccountId: bank.id,
      conditions: [
        { field: 'counterpartyName', operator: 'startsWith', value: 'Worldpay' },
        { field: 'amount', operator: 'greaterThan', value: '1250' },
      ],
      match: 'any',
      action: { type: 'manualJournalEntry', accountCode: '6800', salesTaxCode: 'EXEMPT', reason: 'Card fees' },
      priority: 5,
    });
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Card fees',
      bankAccountId: bank.id,
      direction: 'out',
      conditions: [
        { field: 'counterpartyName', operator: 'startsWith', value: 'Worldpay' },
        // An amount is written as the API writes money.
        { field: 'amount', operator: 'greaterThan', value: '1,250.00' },
      ],
      match: 'any',
      action: { type: 'manualJournalEntry', accountCode: '6800', salesTaxCode: 'EXEMPT', reason: 'Card fees' },
      priority: 5,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(ok(await api.get(`/bankRules/${made.id}`))).toEqual(made);

    const plain = await createRule(api);
    // Left out: every bank account, match all, priority 100, no tax and no reason.
    expect(plain).toMatchObject({
      match: 'all',
      priority: 100,
      action: { type: 'manualJournalEntry', accountCode: '6800' },
    });
    expect(Object.keys(plain)).not.toContain('bankAccountId');
    expect(Object.keys(plain.action)).toEqual(['type', 'accountCode']);

    const listed = await api.get('/bankRules?limit=1');
    expect(listed.headers['x-total-count']).toBe('2');
    expect(ok<BankRule[]>(listed)).toEqual([made]);
    expect(ok<BankRule[]>(await api.get('/bankRules'))).toEqual([made, plain]);

    const replaced = ok<BankRule>(
      await api.put(`/bankRules/${made.id}`, {
        ...feeRule({ name: 'Card fees' }),
        direction: 'any',
        conditions: [{ field: 'reference', operator: 'equals', value: 'FEES' }],
      }),
    );
    expect(replaced).toEqual({
      ...made,
      direction: 'any',
      conditions: [{ field: 'reference', operator: 'equals', value: 'FEES' }],
      match: 'all',
      action: { type: 'manualJournalEntry', accountCode: '6800' },
      priority: 100,
      bankAccountId: undefined,
      updatedAt: expect.any(String),
    });
    expect(Object.keys(replaced)).not.toContain('bankAccountId');

    expect(ok(await api.delete(`/bankRules/${made.id}`))).toEqual(replaced);
    problem(await api.get(`/bankRules/${made.id}`), 404);
    expect((await api.get('/bankRules?limit=1')).headers['x-total-count']).toBe('1');
  });

  it('name the account they book to by what it is: a renumbered account stays the rule’s', async () => {
    const api = await newCompany(t);
    const code = uniqueCode('FEES');
    const account = ok<Account>(await api.post('/accounts', { code, name: 'Card fees', type: 'EXPENSE' }));
    const rule = await createRule(api, { action: { type: 'manualJournalEntry', accountCode: code } });
    const renumbered = uniqueCode('FEE');
    ok(await api.put(`/accounts/${account.id}`, { code: renumbered, name: 'Card fees', type: 'EXPENSE' }));
    // Another account may now take the old code: the rule still books to the one it named.
    ok(await api.post('/accounts', { code, name: 'Something else', type: 'EXPENSE' }));
    expect(ok<BankRule>(await api.get(`/bankRules/${rule.id}`)).action.accountCode).toBe(renumbered);
  });

  it('refuse a condition whose operator does not suit its field, naming it', async () => {
    const api = await newCompany(t);
    const body = violation(
      await api.post(
        '/bankRules',
        feeRule({
          conditions: [
            { field: 'description', operator: 'contains', value: 'FEE' },
            { field: 'amount', operator: 'startsWith', value: '10.00' },
            { field: 'reference', operator: 'lessThan', value: 'M' },
            { field: 'amount', operator: 'equals', value: '-10.00' },
            { field: 'amount', operator: 'lessThan', value: 'ten' },
          ],
        }),
      ),
      ['conditions[1].operator', 'conditions[2].operator', 'conditions[3].value', 'conditions[4].value'],
    );
    expect(messageAt(body, 'conditions[1].operator')).toBe('must be one of equals, greaterThan, lessThan on amount');
    expect(messageAt(body, 'conditions[2].operator')).toBe('must be one of contains, equals, startsWith on reference');
    expect(ok<BankRule[]>(await api.get('/bankRules'))).toEqual([]);
  });

  it('refuse what the schema does not allow, naming the field', async () => {
    const api = await newCompany(t);
    const refused = async (fields: Record<string, unknown>, path: string) =>
      expect(messageAt(problem(await api.post('/bankRules', feeRule(fields)), 400), path)).toEqual(expect.any(String));
    await refused({ conditions: [] }, 'conditions');
    await refused({ conditions: Array.from({ length: 21 }, () => feeRule().conditions[0]) }, 'conditions');
    await refused({ direction: 'both' }, 'direction');
    await refused({ match: 'some' }, 'match');
    await refused({ priority: 1.5 }, 'priority');
    await refused({ conditions: [{ field: 'memo', operator: 'contains', value: 'x' }] }, 'conditions[0].field');
    await refused({ conditions: [{ field: 'description', operator: 'contains', value: '  ' }] }, 'conditions[0].value');
    await refused({ action: { type: 'bankTransfer', accountCode: '6800' } }, 'action.type');
    await refused({ action: { type: 'manualJournalEntry' } }, 'action.accountCode');
    expect(ok<BankRule[]>(await api.get('/bankRules'))).toEqual([]);
  });

  it("refuse an account, a sales tax or a bank account the company does not have, and a bank's ledger account", async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const refusal = async (fields: Record<string, unknown>, path: string) =>
      messageAt(violation(await api.post('/bankRules', feeRule(fields)), [path]), path);
    const action = (fields: Record<string, unknown>) => ({
      action: { type: 'manualJournalEntry', accountCode: '6800', ...fields },
    });
    expect(await refusal(action({ accountCode: '9999' }), 'action.accountCode')).toBe('no account has the code 9999');
    expect(await refusal(action({ accountCode: bank.ledgerAccountCode }), 'action.accountCode')).toMatch(
      `is the ledger account of bank account ${bank.id}`,
    );
    expect(await refusal(action({ salesTaxCode: 'NOSUCH' }), 'action.salesTaxCode')).toBe(
      'must name a sales tax of the company',
    );
    expect(await refusal({ bankAccountId: MISSING_ID }, 'bankAccountId')).toBe(
      `no bank account has the id ${MISSING_ID}`,
    );
    const rule = await createRule(api);
    violation(await api.put(`/bankRules/${rule.id}`, feeRule(action({ accountCode: '9999' }))), ['action.accountCode']);
    expect(ok<BankRule[]>(await api.get('/bankRules'))).toEqual([rule]);
  });

  it('refuse a second rule of the same name', async () => {
    const api = await newCompany(t);
    const rule = await createRule(api);
    expectProblem(await api.post('/bankRules', feeRule({ name: rule.name })), 409, rule.name);
  });

  it("are the company's own: another company's rule is missing, and a rule cannot name another company's records", async () => {
    const ours = await newCompany(t);
    const theirs = await newCompany(t);
    const rule = await createRule(ours);
    problem(await theirs.get(`/bankRules/${rule.id}`), 404);
    problem(await theirs.put(`/bankRules/${rule.id}`, feeRule()), 404);
    problem(await theirs.delete(`/bankRules/${rule.id}`), 404);
    expect(ok<BankRule[]>(await theirs.get('/bankRules'))).toEqual([]);
    expect((await theirs.get('/bankRules?limit=1')).headers['x-total-count']).toBe('0');

    const theirBank = await createBank(theirs);
    const theirCode = uniqueCode('THEIRS');
    ok(await theirs.post('/accounts', { code: theirCode, name: 'Theirs', type: 'EXPENSE' }));
    const theirTax = uniqueCode('TAX');
    ok(await theirs.post('/salesTaxes', { code: theirTax, name: 'Theirs', rate: 0.1 }));
    violation(await ours.post('/bankRules', feeRule({ bankAccountId: theirBank.id })), ['bankAccountId']);
    violation(
      await ours.post('/bankRules', feeRule({ action: { type: 'manualJournalEntry', accountCode: theirCode } })),
      ['action.accountCode'],
    );
    violation(
      await ours.post(
        '/bankRules',
        feeRule({ action: { type: 'manualJournalEntry', accountCode: '6800', salesTaxCode: theirTax } }),
      ),
      ['action.salesTaxCode'],
    );
    expect(ok<BankRule[]>(await ours.get('/bankRules'))).toEqual([rule]);
  });

  it('keep the bank account, account and sales tax they name from being deleted, naming the rule', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const code = uniqueCode('FEES');
    const account = ok<Account>(await api.post('/accounts', { code, name: 'Fees', type: 'EXPENSE' }));
    const taxCode = uniqueCode('TAX');
    const tax = ok<SalesTax>(await api.post('/salesTaxes', { code: taxCode, name: 'Fee tax', rate: 0.2 }));
    const rule = await createRule(api, {
      bankAccountId: bank.id,
      action: { type: 'manualJournalEntry', accountCode: code, salesTaxCode: taxCode },
    });
    expectProblem(await api.delete(`/bankAccounts/${bank.id}`), 409, `bank rules ${rule.id}`);
    expectProblem(await api.delete(`/accounts/${account.id}`), 409, `bank rules ${rule.id}`);
    expectProblem(await api.delete(`/salesTaxes/${tax.id}`), 409, `bank rules ${rule.id}`);

    ok(await api.delete(`/bankRules/${rule.id}`));
    ok(await api.delete(`/bankAccounts/${bank.id}`));
    ok(await api.delete(`/accounts/${account.id}`));
    ok(await api.delete(`/salesTaxes/${tax.id}`));
    expect((await accountByCode(api, '6800')).code).toBe('6800');
  });

  it('leave an entry in the audit trail for each write, with the rule before and after', async () => {
    const api = await newCompany(t);
    const made = await createRule(api);
    const changed = ok<BankRule>(await api.put(`/bankRules/${made.id}`, feeRule({ name: made.name, priority: 1 })));
    ok(await api.delete(`/bankRules/${made.id}`));
    const trail = ok<{ method: string; recordType: string; recordId: number; before: unknown; after: unknown }[]>(
      await api.get(`/auditLog?recordType=bankRule&recordId=${made.id}`),
    );
    expect(trail.map((entry) => [entry.method, entry.recordType, entry.recordId, entry.before, entry.after])).toEqual([
      ['DELETE', 'bankRule', made.id, changed, null],
      ['PUT', 'bankRule', made.id, made, changed],
      ['POST', 'bankRule', made.id, null, made],
    ]);
  });

  it('are made once for a repeated idempotency key, and refused for the key with another body', async () => {
    const api = await newCompany(t);
    const body = feeRule();
    const key = { 'idempotency-key': unique('rule').replaceAll(' ', '-') };
    const first = await api.post('/bankRules', body, key);
    const again = await api.post('/bankRules', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(ok<BankRule>(first));
    expect(ok<BankRule[]>(await api.get('/bankRules'))).toHaveLength(1);
    const other = problem(await api.post('/bankRules', feeRule(), key), 422);
    expect(other.errors?.map((error) => error.path.toLowerCase())).toEqual(['idempotency-key']);
    expect(ok<BankRule[]>(await api.get('/bankRules'))).toHaveLength(1);
  });

  it("that fit a statement line are the company's own, lower priority first, then the older", async () => {
    const tenant = await createTenant(t.db);
    const api = apiClient(t.app, tenant);
    const [current, savings] = [await createBank(api), await createBank(api)];
    const fee = await createRule(api, { name: 'Fee', priority: 100 });
    const small = await createRule(api, {
      name: 'Small, from savings',
      bankAccountId: savings.id,
      conditions: [{ field: 'amount', operator: 'lessThan', value: '10.00' }],
      action: { type: 'manualJournalEntry', accountCode: '6800', salesTaxCode: 'EXEMPT', reason: 'Charges' },
      priority: 5,
    });
    await createRule(api, { name: 'Money in', direction: 'in', priority: 1 });
    const bankName = await createRule(api, {
      name: 'The bank, by name',
      direction: 'any',
      conditions: [
        { field: 'reference', operator: 'equals', value: 'X' },
        { field: 'counterpartyName', operator: 'startsWith', value: 'hsbc' },
      ],
      match: 'any',
      priority: 100,
    });
    // Another company's rule that would fit.
    await createRule(await newCompany(t), { name: 'Theirs', priority: 0 });

    // A fee of 3.50 taken from the savings account by HSBC.
    const line = {
      bank_account_id: BigInt(savings.id),
      amount: -350n,
      description: 'Monthly ACCOUNT  FEE',
      reference: null,
      counterparty_name: 'HSBC UK',
    };
    const fitting = await fittingRules(t.db, tenant.companyId, line);
    expect(fitting.map((rule) => rule.name)).toEqual([small.name, fee.name, bankName.name]);
    expect(fitting[0]).toMatchObject({
      id: BigInt(small.id),
      bankAccountId: BigInt(savings.id),
      action: { type: 'manualJournalEntry', accountCode: '6800', salesTaxCode: 'EXEMPT', reason: 'Charges' },
    });
    const fromCurrent = await fittingRules(t.db, tenant.companyId, { ...line, bank_account_id: BigInt(current.id) });
    expect(fromCurrent.map((rule) => rule.name)).toEqual([fee.name, bankName.name]);
    // The same line as money in: the rules of money out no longer fit, the rule of money in does.
    const moneyIn = await fittingRules(t.db, tenant.companyId, { ...line, amount: 350n });
    expect(moneyIn.map((rule) => rule.name)).toEqual(['Money in', bankName.name]);
  });
});
