import { requireBankAccountOfPath } from '../src/bank-accounts/bank-account-lookup.js';
import { unmatchedMovementsBetween } from '../src/banking/bank-movement-repository.js';
import { importStatement } from '../src/banking/statement-import-service.js';
import { autoMatch } from '../src/banking/statement-line-service.js';
import { creditNoteService } from '../src/credit-notes/credit-note-service.js';
import type { Database } from '../src/db/database.js';
import { inTransaction } from '../src/db/write.js';
import { invoiceService } from '../src/invoices/invoice-service.js';
import { addDays, today } from '../src/shared/dates.js';
import { formatMoney } from '../src/shared/money.js';
import { camtStatement } from '../test/statement-builders.js';
import { type Books, type Growth, growBooks, openBooks, settle } from './seed.js';

/**
 * A year of one company's books up to today, written through the service's use cases: some 2,000
 * invoices of 1 to 5 lines to 50 clients, half of them paid in part on the day, 666 bills from 30
 * suppliers, some 1,700 payments, a few credit notes, and a bank account's statements of every
 * payment and of the bank's charges, most of their lines matched. What the web pages read, as a
 * year's use of the service leaves it.
 */
export interface YearOfBooks extends Books {
  invoiceIds: bigint[];
  /** The statement lines of the bank account, and how many of them are left unmatched. */
  statementLines: number;
  unmatchedLines: number;
}

const INVOICES = 2000;
const INVOICES_PER_DAY = 6;
const CREDIT_NOTES = 12;
/** A bank charge every this many days, and one payment in this many left unmatched. */
const CHARGE_EVERY_DAYS = 2;
const UNMATCHED_EVERY = 8;
/** The payments of the last days are not yet matched, as a person would leave them. */
const UNMATCHED_DAYS = 14;

/** Clients come every 40 invoices; most pay off two clients later, one in five ten later (overdue meanwhile). */
const growthFrom = (firstDay: string): Growth => ({
  invoicesPerDay: INVOICES_PER_DAY,
  invoicesPerClient: 40,
  paymentEvery: 2,
  entryEvery: 100,
  invoicesPerTransaction: 500,
  firstDay,
  varied: true,
  settling: {
    clients: { after: 2, lateEvery: 5, lateAfter: 10 },
    billEvery: 3,
    suppliers: 30,
    bills: { after: 20, lateEvery: 10, lateAfter: 200 },
  },
});

export async function yearOfBooks(db: Database): Promise<YearOfBooks> {
  const lastDay = today();
  const firstDay = addDays(lastDay, -Math.ceil(INVOICES / INVOICES_PER_DAY) + 1) as string;
  const books = await openBooks(db);
  const invoiceIds = await growBooks(db, books, INVOICES, growthFrom(firstDay));
  await addCreditNotes(db, books, invoiceIds);
  const statement = await bankStatements(db, books, { firstDay, lastDay });
  await settle(db);
  return { ...books, invoiceIds, ...statement };
}

/** Credit notes of one line, each correcting an invoice spread over the year. */
async function addCreditNotes(db: Database, books: Books, invoiceIds: bigint[]): Promise<void> {
  const creditNotes = creditNoteService('auto');
  const invoices = invoiceService('auto');
  const step = Math.floor(invoiceIds.length / CREDIT_NOTES);
  await inTransaction(db, async (write) => {
    for (let index = 0; index < CREDIT_NOTES; index += 1) {
      const invoice = await invoices.get(write.trx, books.companyId, invoiceIds[index * step] as bigint);
      await creditNotes.create(write, books.companyId, {
        clientId: Number(invoice.clientId),
        invoiceId: Number(invoice.id),
        currency: 'GBP',
        issueDate: invoice.issueDate,
        dueDate: invoice.issueDate,
        reference: 'A day not worked',
        creditNoteLines: [{ description: 'Consulting, a day', quantity: 1, rate: '120.50', salesTaxCode: 'STANDARD' }],
      });
    }
  });
}

/**
 * A statement a month of the payments into and out of the bank account, each matched by the
 * service's automatic match where it finds one record alone of the line's amount within a few days;
 * then one statement of the rest: one payment in UNMATCHED_EVERY, those of the last UNMATCHED_DAYS
 * days, and a charge every few days, left unmatched.
 */
async function bankStatements(db: Database, books: Books, days: { firstDay: string; lastDay: string }) {
  const bank = await requireBankAccountOfPath(db, books.companyId, books.bankAccountId);
  const ledger = {
    companyId: books.companyId,
    bankAccountId: books.bankAccountId,
    ledgerAccountId: bank.ledger_account_id,
    currency: bank.currency,
  };
  const movements = await unmatchedMovementsBetween(db, ledger, days.firstDay, days.lastDay);
  const entries = movements.map((movement) => ({
    date: movement.date,
    amount: formatMoney(movement.amount, 'plain'),
    description: `${movement.sourceType} ${movement.sourceId}`,
    bankId: `${movement.sourceType}-${movement.sourceId}`,
  }));
  const matchedBefore = addDays(days.lastDay, -UNMATCHED_DAYS) as string;
  const matched = entries.filter((entry, index) => index % UNMATCHED_EVERY !== 0 && entry.date < matchedBefore);
  const rest = [...entries.filter((entry) => !matched.includes(entry)), ...bankCharges(days)];
  const statement = (lines: typeof entries) => ({
    format: 'camt053' as const,
    body: Buffer.from(camtStatement(lines)),
  });
  for (const month of new Set(matched.map((entry) => entry.date.slice(0, 7)))) {
    const lines = matched.filter((entry) => entry.date.startsWith(month));
    await importStatement(db, books.companyId, books.bankAccountId, statement(lines));
  }
  const linked = await autoMatch(db, books.companyId, books.bankAccountId);
  await importStatement(db, books.companyId, books.bankAccountId, statement(rest));
  const statementLines = matched.length + rest.length;
  return { statementLines, unmatchedLines: statementLines - linked.length };
}

/** The bank's charge every CHARGE_EVERY_DAYS days, of a few pounds that vary. */
function bankCharges({ firstDay, lastDay }: { firstDay: string; lastDay: string }) {
  const charges = [];
  for (let date = firstDay, n = 1; date <= lastDay; date = addDays(date, CHARGE_EVERY_DAYS) as string, n += 1) {
    charges.push({
      date,
      amount: `-${(n % 9) + 1}.${String((n * 37) % 100).padStart(2, '0')}`,
      description: 'Bank charge',
      bankId: `CHARGE-${n}`,
    });
  }
  return charges;
}
