import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_TABLES } from '../src/db/company-tables.js';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { unique } from './problem.js';

/*
 * The list calls answer X-Total-Count from counts kept with every write, not by counting rows. After
 * random creates and deletes of every listed kind (refused ones included), each count equals the
 * number of rows, as the list itself and the database tell.
 */

const KINDS = {
  clients: 'clients',
  suppliers: 'suppliers',
  employees: 'employees',
  lineItems: 'line_items',
  accounts: 'accounts',
  salesTaxes: 'sales_taxes',
  exchangeRates: 'exchange_rates',
  bankAccounts: 'bank_accounts',
  invoices: 'invoices',
  bills: 'bills',
  creditNotes: 'credit_notes',
  supplierCredits: 'supplier_credits',
  clientRefunds: 'client_refunds',
  supplierRefunds: 'supplier_refunds',
  manualJournalEntries: 'manual_journal_entries',
  bankTransfers: 'bank_transfers',
  clientPayments: 'client_payments',
  supplierPayments: 'supplier_payments',
  currencyRevaluations: 'currency_revaluations',
  bankStatementProfiles: 'bank_statement_profiles',
  bankRules: 'bank_rules',
  quotes: 'quotes',
  recurringInvoices: 'recurring_invoices',
} as const;
type Kind = keyof typeof KINDS;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ids = async (api: Api, kind: Kind) =>
  (await api.get(`/${kind}`)).json<{ id: number; code?: string }[]>().map((record) => record.id);

const pick = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

/** A valid-looking body of each kind, built from what the books hold; some may still be refused, which is fine. */
async function body(api: Api, kind: Kind, n: number): Promise<object> {
  const first = async (of: Kind) => pick(await ids(api, of), n);
  const line = { quantity: 1, rate: `${n + 1}.00`, salesTaxCode: 'STANDARD' };
  switch (kind) {
    case 'clients':
    case 'suppliers':
    case 'employees':
    case 'lineItems':
      return { name: unique(kind) };
    case 'accounts':
      return { code: `9${String(n).padStart(3, '0')}`, name: unique('Account'), type: 'EXPENSE' };
    case 'salesTaxes':
      return { code: `T${n}`, name: unique('Tax'), rate: 0.1 };
    case 'exchangeRates':
      return { currency: 'USD', date: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`, rate: 0.79 };
    case 'bankAccounts':
      return { name: unique('Bank') };
    case 'invoices':
      return {
        clientId: await first('clients'),
        currency: 'GBP',
        issueDate: '2026-01-02',
        dueDate: '2026-01-31',
        invoiceLines: [line],
      };
    case 'quotes':
      return {
        clientId: await first('clients'),
        currency: 'GBP',
        issueDate: '2026-01-02',
        expiryDate: '2026-01-31',
        quoteLines: [line],
      };
    case 'recurringInvoices':
      return {
        clientId: await first('clients'),
        currency: 'GBP',
        schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 1 },
        startDate: '2040-01-01',
        paymentTermsDays: 30,
        invoiceLines: [line],
      };
    case 'bills':
      return {
        supplierId: await first('suppliers'),
        currency: 'GBP',
        issueDate: '2026-01-02',
        dueDate: '2026-01-31',
        billLines: [{ quantity: 1, unitPrice: `${n + 1}.00`, salesTaxCode: 'STANDARD', categoryCode: '6300' }],
      };
    case 'creditNotes':
      return {
        clientId: await first('clients'),
        currency: 'GBP',
        issueDate: '2026-01-02',
        dueDate: '2026-01-31',
        creditNoteLines: [line],
      };
    case 'supplierCredits':
      return {
        supplierId: await first('suppliers'),
        currency: 'GBP',
        issueDate: '2026-01-02',
        dueDate: '2026-01-31',
        supplierCreditLines: [
          { quantity: 1, unitPrice: `${n + 1}.00`, salesTaxCode: 'STANDARD', categoryCode: '6300' },
        ],
      };
    case 'manualJournalEntries':
      return {
        reason: 'r',
        date: '2026-01-03',
        manualJournalEntryLines: [
          { accountCode: '6300', debitAmountValue: '1.00' },
          { accountCode: '3000', creditAmountValue: '1.00' },
        ],
      };
    case 'bankTransfers': {
      const banks = await ids(api, 'bankAccounts');
      return { fromBankAccountId: banks[0], toBankAccountId: banks[1], amount: '1.00', dateTransferred: '2026-01-04' };
    }
    case 'clientPayments': {
      const invoices = (await api.get('/invoices')).json<
        { id: number; clientId: number; outstandingAmount: string }[]
      >();
      const invoice = pick(
        invoices.filter((i) => i.outstandingAmount !== '0.00'),
        n,
      );
      return {
        clientId: invoice?.clientId,
        bankAccountId: await first('bankAccounts'),
        currency: 'GBP',
        amount: '0.50',
        dateReceived: '2026-01-05',
        invoiceIds: invoice ? [invoice.id] : [],
      };
    }
    case 'supplierPayments':
      return {
        supplierId: await first('suppliers'),
        bankAccountId: await first('bankAccounts'),
        currency: 'GBP',
        amount: '0.50',
        datePaid: '2026-01-05',
      };
    case 'clientRefunds':
    case 'supplierRefunds': {
      const [credits, party, credit, date] =
        kind === 'clientRefunds'
          ? (['creditNotes', 'clientId', 'creditNoteId', 'datePaid'] as const)
          : (['supplierCredits', 'supplierId', 'supplierCreditId', 'dateReceived'] as const);
      const open = (await api.get(`/${credits}`))
        .json<{ id: number; clientId?: number; supplierId?: number; outstandingAmount: string }[]>()
        .filter((note) => note.outstandingAmount !== '0.00');
      const note = pick(open, n);
      return {
        [party]: note?.clientId ?? note?.supplierId,
        [credit]: note?.id,
        bankAccountId: await first('bankAccounts'),
        currency: 'GBP',
        amount: '0.50',
        [date]: '2026-01-05',
      };
    }
    case 'currencyRevaluations':
      return { date: `2026-02-${String((n % 28) + 1).padStart(2, '0')}` };
    case 'bankStatementProfiles':
      return {
        name: unique('Profile'),
        dateColumn: 'Date',
        dateFormat: 'DD/MM/YYYY',
        amountColumn: 'Amount',
        descriptionColumns: ['Memo'],
      };
    case 'bankRules':
      return {
        name: unique('Rule'),
        direction: 'out',
        conditions: [{ field: 'description', operator: 'contains', value: `shop ${n}` }],
        action: { type: 'manualJournalEntry', accountCode: '6300' },
      };
  }
}

const operation = fc.oneof(
  fc.record({ create: fc.constantFrom(...(Object.keys(KINDS) as Kind[])), n: fc.nat(50) }),
  fc.record({ remove: fc.constantFrom(...(Object.keys(KINDS) as Kind[])), n: fc.nat(50) }),
);

async function expectCountsAgree(api: Api, t: TestApp, tenant: Tenant): Promise<void> {
  for (const [kind, table] of Object.entries(KINDS)) {
    const all = await api.get(`/${kind}`);
    const page = await api.get(`/${kind}?limit=1`);
    const { rows } = await sql<{ count: bigint }>`select cast(count(*) as bigint) as count from ${sql.table(table)}
      where company_id = ${tenant.companyId}`.execute(t.db);
    const rowCount = Number(rows[0]?.count);
    expect(all.json<unknown[]>().length, kind).toBe(rowCount);
    expect(Number(page.headers['x-total-count']), kind).toBe(rowCount);
  }
}

describe('the counts behind X-Total-Count', () => {
  it('covers every listed table', () => {
    expect(new Set(Object.values(KINDS))).toEqual(new Set(COUNTED_TABLES));
  });

  it('equal the rows of every listed kind after random creates and deletes, refused ones included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (operations) => {
        const tenant = await createTenant(t.db);
        const api = apiClient(t.app, tenant);
        await api.post('/clients', { name: unique('Client') });
        await api.post('/suppliers', { name: unique('Supplier') });
        await api.post('/bankAccounts', { name: unique('Bank') });
        await api.post('/bankAccounts', { name: unique('Bank') });
        for (const step of operations) {
          if ('create' in step) {
            await api.post(`/${step.create}`, await body(api, step.create, step.n));
          } else {
            const id = pick(await ids(api, step.remove), step.n);
            if (id !== undefined) await api.delete(`/${step.remove}/${id}`);
          }
        }
        await expectCountsAgree(api, t, tenant);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
