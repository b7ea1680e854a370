import pg from 'pg';
import {
  type AccountsRow,
  accountsOf,
  accountsQuery,
  auditEntryQuery,
  balanceRows,
  countRecordQuery,
  DUE_DATE,
  ISSUE_DATE,
  invoiceLines,
  invoiceNumber,
  invoiceRotation,
  moveBalancesQuery,
  PAYMENT_AMOUNT,
  PAYMENT_DATE,
  type RawDriver,
  type RawFixture,
  type RawPostings,
  totalsOf,
} from './raw-books.js';

/** The database's time, as the service stamps a record it makes (src/db/clock.ts). */
const NOW = `to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `rows` rows of `columns` placeholders each, numbered on from `first`: ($1, $2), ($3, $4)… */
function valuesList(rows: number, columns: number, first = 1): string {
  return Array.from(
    { length: rows },
    (_, row) => `(${Array.from({ length: columns }, (_, column) => `$${first + row * columns + column}`).join(', ')})`,
  ).join(', ');
}

// Named queries: pg prepares each once per connection and then only binds and executes it.
const QUERIES = {
  newIds: `select nextval('record_id_sequence') as id from generate_series(1, $1::int) order by id`,
  takeInvoiceNumber:
    'update companies set last_invoice_number = last_invoice_number + 1 where id = $1 returning last_invoice_number',
  insertInvoice: `insert into invoices (company_id, id, client_id, currency, issue_date, due_date, net_amount, tax_amount,
    total_amount, invoice_number, draft, po_number, created_at, updated_at)
    values ($1, $2, $3, 'GBP', $4, $5, $6, $7, $8, $9, false, null, ${NOW}, ${NOW})`,
  insertLines: `insert into invoice_lines (company_id, id, document_id, quantity_micros, unit_price, sales_tax_id,
    tax_rate_micros, description, net_amount, tax_amount, item) values ${valuesList(3, 11)}`,
  insertTransaction:
    'insert into journal_transactions (company_id, id, date, source_type, source_id) values ($1, $2, $3, $4, $5)',
  insertInvoicePostings: `insert into postings (company_id, id, transaction_id, account_id, currency, amount,
    base_amount, date) values ${valuesList(3, 8)}`,
  insertPaymentPostings: `insert into postings (company_id, id, transaction_id, account_id, currency, amount,
    base_amount, date) values ${valuesList(2, 8)}`,
  lockInvoice: 'select id from invoices where company_id = $1 and id = $2 for no key update',
  outstanding: 'select total_amount - allocated_amount as outstanding from invoices where company_id = $1 and id = $2',
  addToAllocated: 'update invoices set allocated_amount = allocated_amount + $3 where company_id = $1 and id = $2',
  insertPayment: `insert into client_payments (company_id, id, client_id, bank_account_id, currency, amount,
    exchange_rate, amount_received, date_received, created_at, updated_at)
    values ($1, $2, $3, $4, 'GBP', $5, null, $6, $7, ${NOW}, ${NOW})`,
  insertAllocation: `insert into client_payment_allocations (company_id, id, payment_id, document_id, amount,
    base_amount) values ($1, $2, $3, $4, $5, $5)`,
  insertAuditEntry: auditEntryQuery(
    NOW,
    Array.from({ length: 8 }, (_, index) => `$${index + 1}`),
  ),
  countRecord: countRecordQuery('$1', '$2'),
  moveInvoiceBalances: moveBalancesQuery(3, (index) => `$${index + 1}`),
  movePaymentBalances: moveBalancesQuery(2, (index) => `$${index + 1}`),
} as const;

type Client = pg.PoolClient;

async function run(client: Client, name: keyof typeof QUERIES, values: unknown[]) {
  return (await client.query({ name, text: QUERIES[name], values })).rows;
}

async function moveBalances(client: Client, companyId: bigint, postings: RawPostings, date: string) {
  const name = postings.length === 3 ? 'moveInvoiceBalances' : 'movePaymentBalances';
  await run(
    client,
    name,
    balanceRows(postings, date).flatMap((row) => [companyId, ...row]),
  );
}

async function newIds(client: Client, count: number): Promise<bigint[]> {
  return (await run(client, 'newIds', [count])).map((row) => BigInt(row.id));
}

/**
 * The service's two writes done by hand on pg, as lean as they go: named prepared statements,
 * multi-row inserts, one transaction each on a connection of a pool as large as the service's.
 */
export async function rawPostgres(url: string, poolSize: number, fixture: RawFixture): Promise<RawDriver> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const { companyId, clientId, bankAccountId } = fixture;
  const { rows } = await pool.query(accountsQuery('$1', '$2'), [companyId, bankAccountId]);
  const accounts = accountsOf(rows[0] as AccountsRow);
  const lines = invoiceLines(accounts.standardTax.rateMicros);
  const totals = totalsOf(lines);
  const nextInvoiceToPay = invoiceRotation(fixture.invoiceIds);

  const audit = (client: Client, id: bigint, path: string, recordType: string, recordId: bigint, after: string) =>
    run(client, 'insertAuditEntry', [
      companyId,
      id,
      fixture.userId,
      fixture.username,
      path,
      recordType,
      recordId,
      after,
    ]);

  const inTransaction = async (work: (client: Client) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await work(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };

  const createInvoice = () =>
    inTransaction(async (client) => {
      const [invoiceId, transactionId, auditId, ...rest] = (await newIds(client, 3 + 2 * lines.length)) as bigint[];
      const [{ last_invoice_number }] = (await run(client, 'takeInvoiceNumber', [companyId])) as [
        { last_invoice_number: string },
      ];
      const number = invoiceNumber(BigInt(last_invoice_number));
      await run(client, 'insertInvoice', [
        companyId,
        invoiceId,
        clientId,
        ISSUE_DATE,
        DUE_DATE,
        totals.net,
        totals.tax,
        totals.total,
        number,
      ]);
      await run(
        client,
        'insertLines',
        lines.flatMap((line, index) => [
          companyId,
          rest[index],
          invoiceId,
          line.quantityMicros,
          line.unitPrice,
          accounts.standardTax.id,
          accounts.standardTax.rateMicros,
          line.description,
          line.net,
          line.tax,
          'days',
        ]),
      );
      await run(client, 'countRecord', [companyId, 'invoices']);
      await run(client, 'insertTransaction', [companyId, transactionId, ISSUE_DATE, 'INVOICE', invoiceId]);
      const postings: RawPostings = [
        [accounts.tradeDebtors, totals.total],
        [accounts.salesIncome, -totals.net],
        [accounts.salesTaxControl, -totals.tax],
      ];
      await run(
        client,
        'insertInvoicePostings',
        postings.flatMap(([accountId, amount], index) => [
          companyId,
          rest[lines.length + index],
          transactionId,
          accountId,
          'GBP',
          amount,
          amount,
          ISSUE_DATE,
        ]),
      );
      await moveBalances(client, companyId, postings, ISSUE_DATE);
      await audit(client, auditId as bigint, '/api/v1/invoices', 'invoice', invoiceId as bigint, fixture.invoiceAnswer);
    });

  // The invoice is locked before what it has outstanding is read, as the service does, so that two
  // payments at once cannot both take the last of it.
  const createPayment = () =>
    inTransaction(async (client) => {
      const invoiceId = nextInvoiceToPay();
      await run(client, 'lockInvoice', [companyId, invoiceId]);
      const [{ outstanding }] = (await run(client, 'outstanding', [companyId, invoiceId])) as [{ outstanding: string }];
      if (BigInt(outstanding) < PAYMENT_AMOUNT) throw new Error('invoice paid in full');
      const [paymentId, allocationId, transactionId, debit, credit, auditId] = (await newIds(client, 6)) as bigint[];
      await run(client, 'insertPayment', [
        companyId,
        paymentId,
        clientId,
        bankAccountId,
        PAYMENT_AMOUNT,
        PAYMENT_AMOUNT,
        PAYMENT_DATE,
      ]);
      await run(client, 'countRecord', [companyId, 'client_payments']);
      await run(client, 'insertAllocation', [companyId, allocationId, paymentId, invoiceId, PAYMENT_AMOUNT]);
      await run(client, 'addToAllocated', [companyId, invoiceId, PAYMENT_AMOUNT]);
      await run(client, 'insertTransaction', [companyId, transactionId, PAYMENT_DATE, 'CLIENT_PAYMENT', paymentId]);
      await run(client, 'insertPaymentPostings', [
        companyId,
        debit,
        transactionId,
        accounts.bankLedger,
        'GBP',
        PAYMENT_AMOUNT,
        PAYMENT_AMOUNT,
        PAYMENT_DATE,
        companyId,
        credit,
        transactionId,
        accounts.tradeDebtors,
        'GBP',
        -PAYMENT_AMOUNT,
        -PAYMENT_AMOUNT,
        PAYMENT_DATE,
      ]);
      const postings: RawPostings = [
        [accounts.bankLedger, PAYMENT_AMOUNT],
        [accounts.tradeDebtors, -PAYMENT_AMOUNT],
      ];
      await moveBalances(client, companyId, postings, PAYMENT_DATE);
      await audit(
        client,
        auditId as bigint,
        '/api/v1/clientPayments',
        'clientPayment',
        paymentId as bigint,
        fixture.paymentAnswer,
      );
    });

  return { createInvoice, createPayment, close: () => pool.end() };
}
