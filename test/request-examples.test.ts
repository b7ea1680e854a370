import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';

type Method = 'post' | 'put' | 'patch';

interface Operation {
  requestBody?: { content: Record<string, { example?: unknown }> };
}

/**
 * Every call that takes a body, in an order in which each one's example finds what it refers to:
 * a record is made by its create's example before its update's (PUT, then PATCH) examples change it. An invoice and a
 * bill are made twice, so that the money a payment keeps on account has an open document to go to.
 */
const FLOW: [Method, string][] = [
  ['post', '/accounts'],
  ['put', '/accounts/{id}'],
  ['patch', '/accounts/{id}'],
  ['post', '/salesTaxes'],
  ['put', '/salesTaxes/{id}'],
  ['patch', '/salesTaxes/{id}'],
  ['post', '/exchangeRates'],
  ['put', '/exchangeRates/{id}'],
  ['patch', '/exchangeRates/{id}'],
  ['post', '/employees'],
  ['put', '/employees/{id}'],
  ['patch', '/employees/{id}'],
  ['post', '/clients'],
  ['put', '/clients/{id}'],
  ['patch', '/clients/{id}'],
  ['post', '/suppliers'],
  ['put', '/suppliers/{id}'],
  ['patch', '/suppliers/{id}'],
  ['post', '/lineItems'],
  ['put', '/lineItems/{id}'],
  ['patch', '/lineItems/{id}'],
  ['post', '/bankAccounts'],
  ['put', '/bankAccounts/{id}'],
  ['patch', '/bankAccounts/{id}'],
  ['post', '/bankRules'],
  ['put', '/bankRules/{id}'],
  ['patch', '/bankRules/{id}'],
  ['post', '/bankTransfers'],
  ['put', '/bankTransfers/{id}'],
  ['patch', '/bankTransfers/{id}'],
  ['post', '/invoices'],
  ['put', '/invoices/{id}'],
  ['patch', '/invoices/{id}'],
  ['post', '/invoices/{id}/invoiceLines'],
  ['put', '/invoices/{id}/invoiceLines/{lineId}'],
  ['post', '/creditNotes'],
  ['put', '/creditNotes/{id}'],
  ['patch', '/creditNotes/{id}'],
  ['post', '/creditNotes/{id}/creditNoteLines'],
  ['put', '/creditNotes/{id}/creditNoteLines/{lineId}'],
  ['post', '/creditNotes/{id}/allocations'],
  ['post', '/clientRefunds'],
  ['post', '/clientPayments'],
  ['post', '/invoices'],
  ['post', '/clientPayments/{id}/allocations'],
  ['post', '/invoices/{id}/writeOff'],
  ['post', '/bills'],
  ['put', '/bills/{id}'],
  ['patch', '/bills/{id}'],
  ['post', '/bills/{id}/billLines'],
  ['put', '/bills/{id}/billLines/{lineId}'],
  ['post', '/supplierCredits'],
  ['put', '/supplierCredits/{id}'],
  ['patch', '/supplierCredits/{id}'],
  ['post', '/supplierCredits/{id}/supplierCreditLines'],
  ['put', '/supplierCredits/{id}/supplierCreditLines/{lineId}'],
  ['post', '/supplierCredits/{id}/allocations'],
  ['post', '/supplierRefunds'],
  ['post', '/supplierPayments'],
  ['post', '/bills'],
  ['post', '/supplierPayments/{id}/allocations'],
  ['post', '/manualJournalEntries'],
  ['put', '/manualJournalEntries/{id}'],
  ['patch', '/manualJournalEntries/{id}'],
  ['post', '/manualJournalEntries/{id}/manualJournalEntryLines'],
  ['put', '/manualJournalEntries/{id}/manualJournalEntryLines/{lineId}'],
  ['post', '/currencyRevaluations'],
  ['post', '/bankStatementProfiles'],
  ['put', '/bankStatementProfiles/{id}'],
  ['patch', '/bankStatementProfiles/{id}'],
  ['post', '/webhookEndpoints'],
  ['put', '/webhookEndpoints/{id}'],
  ['patch', '/webhookEndpoints/{id}'],
  ['post', '/quotes'],
  ['put', '/quotes/{id}'],
  ['patch', '/quotes/{id}'],
  ['post', '/quotes/{id}/quoteLines'],
  ['put', '/quotes/{id}/quoteLines/{lineId}'],
  ['post', '/recurringInvoices'],
  ['put', '/recurringInvoices/{id}'],
  ['patch', '/recurringInvoices/{id}'],
  ['put', '/company'],
  ['patch', '/company'],
  ['post', '/users'],
  ['put', '/users/{id}'],
  ['patch', '/users/{id}'],
  ['post', '/apiKeys'],
];

/**
 * The calls whose examples name a statement line and its records, or a statement's closing balance:
 * they are worked through with a real statement in test/bank-reconciliation.test.ts, not in the flow.
 */
const WITH_A_STATEMENT: [Method, string][] = [
  ['post', '/bankAccounts/{id}/statementLines/{lineId}/match'],
  ['post', '/bankAccounts/{id}/reconciliations'],
];

/**
 * The calls that send an email, which need a server with mail settings, and the conversion of a
 * quote, which needs one sent: worked through in test/document-email.test.ts,
 * test/client-statement-email.test.ts and test/quote-documents.test.ts, not in the flow.
 */
const ELSEWHERE: [Method, string][] = [
  ['post', '/invoices/{id}/send'],
  ['post', '/creditNotes/{id}/send'],
  ['post', '/quotes/{id}/send'],
  ['post', '/clients/{id}/statement/send'],
  ['post', '/quotes/{id}/convert'],
];

/** The records that an id field of an example names; `toBankAccountId` goes to a second bank account. */
const RECORD_OF_FIELD: Record<string, string> = {
  clientId: 'clients',
  supplierId: 'suppliers',
  employeeId: 'employees',
  bankAccountId: 'bankAccounts',
  fromBankAccountId: 'bankAccounts',
  toBankAccountId: 'otherBankAccounts',
  invoiceId: 'invoices',
  invoiceIds: 'invoices',
  billId: 'bills',
  billIds: 'bills',
  creditNoteId: 'creditNotes',
  supplierCreditId: 'supplierCredits',
};

let t: TestApp;
let api: Api;
let operations: Map<string, Operation>;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db));
  const doc: { paths: Record<string, Record<string, Operation>> } = (
    await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  ).json();
  operations = new Map(
    Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => [`${method} ${path.replace('/api/v1', '')}`, operation]),
    ),
  );
});
afterAll(() => t.close());

/** The example with its ids (42 and 43 as documented) replaced by those of the records made so far. */
function withRealIds(example: unknown, ids: Map<string, unknown>): unknown {
  if (Array.isArray(example)) return example.map((item) => withRealIds(item, ids));
  if (typeof example !== 'object' || example === null) return example;
  return Object.fromEntries(
    Object.entries(example).map(([field, value]) => {
      if (!/Ids?$/.test(field)) return [field, withRealIds(value, ids)];
      const record = RECORD_OF_FIELD[field];
      if (record === undefined || !ids.has(record)) throw new Error(`no record for ${field}`);
      return [field, Array.isArray(value) ? [ids.get(record)] : ids.get(record)];
    }),
  );
}

function pathWithRealIds(path: string, ids: Map<string, unknown>): string {
  const [, collection] = path.split('/');
  return path.replace('{id}', String(ids.get(collection ?? ''))).replace('{lineId}', String(ids.get('line')));
}

describe('the request examples of the OpenAPI document', () => {
  it('cover every call that takes a body, in the flow below', () => {
    const withBodies = [...operations].filter(([, operation]) => operation.requestBody).map(([name]) => name);
    const documented = [...FLOW, ...WITH_A_STATEMENT, ...ELSEWHERE].map(([method, path]) => `${method} ${path}`);
    expect(new Set(documented)).toEqual(new Set(withBodies));
    const withoutExample = withBodies.filter(
      (name) => operations.get(name)?.requestBody?.content['application/json']?.example === undefined,
    );
    expect(withoutExample).toEqual([]);
  });

  it('are each accepted as they are, once their ids name real records', async () => {
    const other = await api.post('/bankAccounts', { name: 'Savings account' });
    const ids = new Map<string, unknown>([['otherBankAccounts', other.json().id]]);
    for (const [method, path] of FLOW) {
      const example = operations.get(`${method} ${path}`)?.requestBody?.content['application/json']?.example;
      const response = await api[method](pathWithRealIds(path, ids), withRealIds(example, ids));
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
      const created = response.json().id;
      if (method === 'post' && /^\/[A-Za-z]+$/.test(path)) ids.set(path.slice(1), created);
      if (method === 'post' && path.endsWith('Lines')) ids.set('line', created);
    }
  });
});
