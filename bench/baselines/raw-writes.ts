import {
  ACCOUNTS_QUERY,
  type AccountsRow,
  accountsOf,
  accountsParameters,
  balanceParameters,
  DUE_DATE,
  ID_BLOCK,
  ISSUE_DATE,
  invoiceLines,
  invoiceNumber,
  invoiceRotation,
  PAYMENT_AMOUNT,
  PAYMENT_DATE,
  postingParameters,
  type RawFixture,
  type RawPostings,
  type RawStatementName,
  type StoreSql,
  totalsOf,
} from './raw-books.js';

export type Row = Record<string, unknown>;

/** A write transaction on a raw driver: runs the service's statements by name (see rawStatements). */
export interface RawSession {
  run(name: RawStatementName, values: unknown[]): Promise<Row[]>;
}

/** One store's raw driver: how it runs a query alone, and a write in a transaction. */
export interface RawStore {
  sql: StoreSql;
  /** A query with `?` for its parameters, outside any transaction. */
  query(text: string, values: unknown[]): Promise<Row[]>;
  /** Runs the write in one transaction, committed (durably) before this resolves. */
  transaction(write: (session: RawSession) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The two transactions, each committed before it resolves. */
export interface RawDriver {
  createInvoice(): Promise<void>;
  createPayment(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Statements sent together and answered together: on PostgreSQL, in pipeline mode, the write waits
 * for the database once for all of them, as the service's does where it sends them together.
 */
const together = <Sent extends Promise<Row[]>[]>(...statements: Sent) => Promise.all(statements);

function checkLockDate(row: Row | undefined, date: string): void {
  const lockDate = row?.lock_date as string | null;
  if (lockDate !== null && date <= lockDate) throw new Error('the books are locked');
}

/**
 * The service's create-invoice and client-payment use cases done by hand on a raw driver: each
 * statement the service sends, in its order, the ones it sends together sent together, with the
 * checks it makes of their answers (the client, the sales tax, the lock date, what is outstanding).
 */
export async function rawWrites(store: RawStore, fixture: RawFixture): Promise<RawDriver> {
  const { companyId, clientId, bankAccountId } = fixture;
  const [accountsRow] = await store.query(ACCOUNTS_QUERY, accountsParameters(fixture));
  const accounts = accountsOf(accountsRow as AccountsRow);
  const nextInvoiceToPay = invoiceRotation(fixture.invoiceIds);

  const requireRow = async (session: RawSession, name: RawStatementName, values: unknown[]) => {
    const [row] = await session.run(name, values);
    if (!row) throw new Error(`${name}: not found`);
    return row;
  };
  const newIds = async (session: RawSession) => store.sql.idsOf(await session.run('newIds', [ID_BLOCK]));
  const audit = (session: RawSession, id: bigint, path: string, recordType: string, recordId: bigint, after: string) =>
    session.run('insertAuditEntry', [
      companyId,
      id,
      fixture.userId,
      fixture.username,
      'POST',
      path,
      recordType,
      recordId,
      null,
      after,
    ]);
  const countRecord = (session: RawSession, table: string) => session.run('countRecord', [companyId, table, 1n]);
  const journalTransaction = (session: RawSession, id: bigint, date: string, sourceType: string, sourceId: bigint) =>
    session.run('insertTransaction', [companyId, id, date, sourceType, sourceId, null, true]);

  const createInvoice = () =>
    store.transaction(async (session) => {
      await requireRow(session, 'client', [companyId, clientId]);
      const tax = await requireRow(session, 'salesTax', [companyId, 'STANDARD']);
      const rateMicros = tax.rate_micros as bigint;
      const lines = invoiceLines(rateMicros);
      const totals = totalsOf(lines);
      const [invoiceId, line1, line2, line3, transactionId, debit, income, taxCredit, auditId] = (await newIds(
        session,
      )) as bigint[];
      checkLockDate(await requireRow(session, 'lockDate', [companyId]), ISSUE_DATE);
      const postings: RawPostings = [
        [accounts.tradeDebtors, totals.total],
        [accounts.salesIncome, -totals.net],
        [accounts.salesTaxControl, -totals.tax],
      ];
      const postingIds = [debit, income, taxCredit] as bigint[];
      const [, , [taken]] = await together(
        journalTransaction(session, transactionId as bigint, ISSUE_DATE, 'INVOICE', invoiceId as bigint),
        session.run(
          'insertInvoicePostings',
          postingParameters(companyId, transactionId as bigint, postingIds, postings, ISSUE_DATE),
        ),
        session.run('takeInvoiceNumber', [companyId]),
      );
      await session.run('insertInvoice', [
        companyId,
        invoiceId,
        clientId,
        'GBP',
        ISSUE_DATE,
        DUE_DATE,
        false,
        null,
        null,
        totals.net,
        totals.tax,
        totals.total,
        0n,
        invoiceNumber(taken?.number as bigint),
      ]);
      const lineIds = [line1, line2, line3];
      await together(
        session.run(
          'insertLines',
          lines.flatMap((line, index) => [
            companyId,
            lineIds[index],
            invoiceId,
            line.quantityMicros,
            line.unitPrice,
            tax.id,
            rateMicros,
            line.description,
            line.net,
            line.tax,
            'days',
          ]),
        ),
        audit(session, auditId as bigint, '/api/v1/invoices', 'invoice', invoiceId as bigint, fixture.invoiceAnswer),
        countRecord(session, 'invoices'),
        session.run('moveInvoiceBalances', balanceParameters(companyId, postings, ISSUE_DATE)),
      );
    });

  // On PostgreSQL the invoice is locked before what it has outstanding is read, as the service does,
  // so that two payments at once cannot both take the last of it.
  const createPayment = () =>
    store.transaction(async (session) => {
      const invoiceId = nextInvoiceToPay();
      await requireRow(session, 'client', [companyId, clientId]);
      await requireRow(session, 'bankAccount', [companyId, bankAccountId]);
      if (store.sql.locksRows) await session.run('lockInvoice', [companyId, invoiceId]);
      const invoice = await requireRow(session, 'invoiceForPayment', [companyId, invoiceId]);
      const outstanding = (invoice.total_amount as bigint) - (invoice.allocated_amount as bigint);
      if (outstanding < PAYMENT_AMOUNT) throw new Error('invoice paid in full');
      const [paymentId, allocationId, transactionId, debit, credit, auditId] = (await newIds(session)) as bigint[];
      await session.run('insertPayment', [
        companyId,
        paymentId,
        clientId,
        bankAccountId,
        'GBP',
        PAYMENT_AMOUNT,
        null,
        PAYMENT_AMOUNT,
        PAYMENT_DATE,
        0n,
      ]);
      const [, , [locked]] = await together(
        session.run('insertAllocation', [
          companyId,
          allocationId,
          paymentId,
          invoiceId,
          PAYMENT_AMOUNT,
          PAYMENT_AMOUNT,
        ]),
        session.run('addToAllocated', [PAYMENT_AMOUNT, companyId, invoiceId]),
        session.run('lockDate', [companyId]),
      );
      checkLockDate(locked, PAYMENT_DATE);
      const postings: RawPostings = [
        [accounts.tradeDebtors, -PAYMENT_AMOUNT],
        [accounts.bankLedger, PAYMENT_AMOUNT],
      ];
      const postingIds = [debit, credit] as bigint[];
      await together(
        journalTransaction(session, transactionId as bigint, PAYMENT_DATE, 'CLIENT_PAYMENT', paymentId as bigint),
        session.run(
          'insertPaymentPostings',
          postingParameters(companyId, transactionId as bigint, postingIds, postings, PAYMENT_DATE),
        ),
        audit(
          session,
          auditId as bigint,
          '/api/v1/clientPayments',
          'clientPayment',
          paymentId as bigint,
          fixture.paymentAnswer,
        ),
        countRecord(session, 'client_payments'),
        session.run('movePaymentBalances', balanceParameters(companyId, postings, PAYMENT_DATE)),
      );
    });

  return { createInvoice, createPayment, close: () => store.close() };
}
