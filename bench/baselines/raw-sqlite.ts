import BetterSqlite3 from 'better-sqlite3';
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
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * The service's two writes done by hand on better-sqlite3, as lean as they go: prepared statements,
 * one immediate transaction each, on a file in WAL mode with the service's `synchronous` setting.
 */
export function rawSqlite(path: string, synchronous: 'full' | 'normal', fixture: RawFixture): RawDriver {
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous.toUpperCase()}`);
  db.pragma('foreign_keys = ON');
  db.defaultSafeIntegers(true);
  const { companyId, clientId, bankAccountId } = fixture;
  const accounts = accountsOf(
    db.prepare(accountsQuery('$company', '$bank')).get({ company: companyId, bank: bankAccountId }) as AccountsRow,
  );
  const lines = invoiceLines(accounts.standardTax.rateMicros);
  const totals = totalsOf(lines);
  const nextInvoiceToPay = invoiceRotation(fixture.invoiceIds);

  const takeIds = db.prepare('update record_ids set last_id = last_id + ? returning last_id').pluck();
  const takeInvoiceNumber = db
    .prepare(
      'update companies set last_invoice_number = last_invoice_number + 1 where id = ? returning last_invoice_number',
    )
    .pluck();
  const insertInvoice = db.prepare(`insert into invoices (company_id, id, client_id, currency, issue_date, due_date,
    net_amount, tax_amount, total_amount, invoice_number, draft, po_number, created_at, updated_at)
    values (?, ?, ?, 'GBP', ?, ?, ?, ?, ?, ?, 0, null, ${NOW}, ${NOW})`);
  const insertLine = db.prepare(`insert into invoice_lines (company_id, id, document_id, quantity_micros, unit_price,
    sales_tax_id, tax_rate_micros, description, net_amount, tax_amount, item) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'days')`);
  const insertTransaction = db.prepare(
    'insert into journal_transactions (company_id, id, date, source_type, source_id) values (?, ?, ?, ?, ?)',
  );
  const insertPosting = db.prepare(
    `insert into postings (company_id, id, transaction_id, account_id, currency, amount, base_amount, date)
    values (?, ?, ?, ?, 'GBP', ?, ?, ?)`,
  );
  const outstanding = db
    .prepare('select total_amount - allocated_amount from invoices where company_id = ? and id = ?')
    .pluck();
  const addToAllocated = db.prepare(
    'update invoices set allocated_amount = allocated_amount + ? where company_id = ? and id = ?',
  );
  const insertPayment = db.prepare(`insert into client_payments (company_id, id, client_id, bank_account_id, currency,
    amount, exchange_rate, amount_received, date_received, created_at, updated_at)
    values (?, ?, ?, ?, 'GBP', ?, null, ?, ?, ${NOW}, ${NOW})`);
  const insertAllocation = db.prepare(
    `insert into client_payment_allocations (company_id, id, payment_id, document_id, amount, base_amount)
    values (?, ?, ?, ?, ?, ?)`,
  );
  const insertAuditEntry = db.prepare(
    auditEntryQuery(
      NOW,
      Array.from({ length: 8 }, () => '?'),
    ),
  );
  const audit = (id: bigint, path: string, recordType: string, recordId: bigint, after: string) =>
    insertAuditEntry.run(companyId, id, fixture.userId, fixture.username, path, recordType, recordId, after);
  const countRecord = db.prepare(countRecordQuery('?', '?'));
  const moveBalances = new Map(
    [2, 3].map((accounts) => [accounts, db.prepare(moveBalancesQuery(accounts, () => '?'))]),
  );
  const post = (transactionId: unknown, ids: unknown[], postings: RawPostings, date: string) => {
    postings.forEach(([accountId, amount], index) => {
      insertPosting.run(companyId, ids[index], transactionId, accountId, amount, amount, date);
    });
    const rows = balanceRows(postings, date);
    moveBalances.get(postings.length)?.run(rows.flatMap((row) => [companyId, ...row]));
  };

  /** `count` new record ids from the installation's counter, as the service takes them. */
  const newIds = (count: number): bigint[] => {
    const last = takeIds.get(count) as bigint;
    return Array.from({ length: count }, (_, index) => last - BigInt(count - 1 - index));
  };

  const createInvoice = db.transaction(() => {
    const [invoiceId, transactionId, auditId, ...rest] = newIds(3 + 2 * lines.length) as bigint[];
    const number = invoiceNumber(takeInvoiceNumber.get(companyId) as bigint);
    insertInvoice.run(
      companyId,
      invoiceId,
      clientId,
      ISSUE_DATE,
      DUE_DATE,
      totals.net,
      totals.tax,
      totals.total,
      number,
    );
    lines.forEach((line, index) => {
      insertLine.run(
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
      );
    });
    countRecord.run(companyId, 'invoices');
    insertTransaction.run(companyId, transactionId, ISSUE_DATE, 'INVOICE', invoiceId);
    const postings: RawPostings = [
      [accounts.tradeDebtors, totals.total],
      [accounts.salesIncome, -totals.net],
      [accounts.salesTaxControl, -totals.tax],
    ];
    post(transactionId, rest.slice(lines.length), postings, ISSUE_DATE);
    audit(auditId as bigint, '/api/v1/invoices', 'invoice', invoiceId as bigint, fixture.invoiceAnswer);
  });

  const createPayment = db.transaction(() => {
    const invoiceId = nextInvoiceToPay();
    if ((outstanding.get(companyId, invoiceId) as bigint) < PAYMENT_AMOUNT) throw new Error('invoice paid in full');
    const [paymentId, allocationId, transactionId, debit, credit, auditId] = newIds(6) as bigint[];
    insertPayment.run(companyId, paymentId, clientId, bankAccountId, PAYMENT_AMOUNT, PAYMENT_AMOUNT, PAYMENT_DATE);
    countRecord.run(companyId, 'client_payments');
    insertAllocation.run(companyId, allocationId, paymentId, invoiceId, PAYMENT_AMOUNT, PAYMENT_AMOUNT);
    addToAllocated.run(PAYMENT_AMOUNT, companyId, invoiceId);
    insertTransaction.run(companyId, transactionId, PAYMENT_DATE, 'CLIENT_PAYMENT', paymentId);
    const postings: RawPostings = [
      [accounts.bankLedger, PAYMENT_AMOUNT],
      [accounts.tradeDebtors, -PAYMENT_AMOUNT],
    ];
    post(transactionId, [debit, credit], postings, PAYMENT_DATE);
    audit(auditId as bigint, '/api/v1/clientPayments', 'clientPayment', paymentId as bigint, fixture.paymentAnswer);
  });

  return {
    createInvoice: () => createInvoice.immediate(),
    createPayment: () => createPayment.immediate(),
    close: async () => {
      db.close();
    },
  };
}
