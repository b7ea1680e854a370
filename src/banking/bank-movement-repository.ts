import type { Executor } from '../db/database.js';
import type { SourceType } from '../ledger/journal.js';
import { notReversed, type PostedBuilder } from '../ledger/standing-repository.js';

/** The kinds of record that move a bank account's money, and so can stand for a statement line. */
export const BANK_RECORD_SOURCES = [
  'CLIENT_PAYMENT',
  'SUPPLIER_PAYMENT',
  'CLIENT_REFUND',
  'SUPPLIER_REFUND',
  'BANK_TRANSFER',
  'MANUAL_JOURNAL_ENTRY',
] as const satisfies readonly SourceType[];
export type BankRecordSource = (typeof BANK_RECORD_SOURCES)[number];

export interface BankAccountLedger {
  companyId: bigint;
  ledgerAccountId: bigint;
  currency: string;
}

export interface BankMovement {
  sourceType: BankRecordSource;
  sourceId: bigint;
  date: string;
  amount: bigint;
}

/**
 * What the records' standing transactions move the bank's ledger account by, in its currency: the
 * records that do not move it are left out.
 */
const standingMovements = (db: Executor, bank: BankAccountLedger) =>
  db
    .selectFrom('postings as p')
    .innerJoin('journal_transactions as posted', (join) =>
      join.onRef('posted.company_id', '=', 'p.company_id').onRef('posted.id', '=', 'p.transaction_id'),
    )
    .select((eb) => [
      'posted.source_type as sourceType',
      'posted.source_id as sourceId',
      'posted.date',
      eb.cast<bigint>(eb.fn.sum<bigint>('p.amount'), 'bigint').as('amount'),
    ])
    .where('p.company_id', '=', bank.companyId)
    .where('p.account_id', '=', bank.ledgerAccountId)
    .where('p.currency', '=', bank.currency)
    .where('posted.reverses_id', 'is', null)
    .where(notReversed)
    .where('posted.source_type', 'in', BANK_RECORD_SOURCES)
    .groupBy(['posted.source_type', 'posted.source_id', 'posted.date'])
    .having((eb) => eb.fn.sum('p.amount'), '!=', 0);

/** The statement lines of the bank account that stand for the record of the transaction `posted`. */
const matchesOfStanding = (selectFrom: PostedBuilder['selectFrom'], bankAccountId: bigint) =>
  selectFrom('bank_statement_matches as m')
    .innerJoin('bank_statement_lines as l', (join) =>
      join.onRef('l.company_id', '=', 'm.company_id').onRef('l.id', '=', 'm.line_id'),
    )
    .select('m.id')
    .whereRef('m.company_id', '=', 'posted.company_id')
    .whereRef('m.record_type', '=', 'posted.source_type')
    .whereRef('m.record_id', '=', 'posted.source_id')
    .where('m.bank_account_id', '=', bankAccountId);

/** The movements of these records in the bank account. */
export async function movementsOfRecords(
  db: Executor,
  bank: BankAccountLedger,
  records: readonly { sourceType: BankRecordSource; sourceId: bigint }[],
): Promise<BankMovement[]> {
  if (records.length === 0) return [];
  const rows = await standingMovements(db, bank)
    .where((eb) =>
      eb.or(
        records.map((record) =>
          eb.and([eb('posted.source_type', '=', record.sourceType), eb('posted.source_id', '=', record.sourceId)]),
        ),
      ),
    )
    .execute();
  return rows as BankMovement[];
}

/**
 * The bank account's movements dated from `from` through `to` that no statement line dated up to
 * `to` stands for, in date order: what the books hold that the statement does not (yet).
 */
export async function unpresentedMovements(
  db: Executor,
  bank: BankAccountLedger & { bankAccountId: bigint },
  from: string,
  to: string,
): Promise<BankMovement[]> {
  const rows = await standingMovements(db, bank)
    .where('p.date', '>=', from)
    .where('p.date', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(matchesOfStanding(selectFrom, bank.bankAccountId).where('l.date', '<=', to))),
    )
    .orderBy('posted.date')
    .orderBy('posted.source_id')
    .execute();
  return rows as BankMovement[];
}

/**
 * The records dated after `to` that a statement line dated up to `to` stands for: on the statement
 * already, not yet in the books at that date.
 */
export async function presentedEarly(
  db: Executor,
  bank: BankAccountLedger & { bankAccountId: bigint },
  to: string,
): Promise<BankMovement[]> {
  const rows = await standingMovements(db, bank)
    .where('p.date', '>', to)
    .where(({ exists, selectFrom }) =>
      exists(matchesOfStanding(selectFrom, bank.bankAccountId).where('l.date', '<=', to)),
    )
    .orderBy('posted.date')
    .orderBy('posted.source_id')
    .execute();
  return rows as BankMovement[];
}

/**
 * The records dated before `before` (the balance brought forward) that a statement line dated after
 * `to` stands for: in the books at `to`, not yet on the statement.
 */
export async function broughtForwardPresentedLater(
  db: Executor,
  bank: BankAccountLedger & { bankAccountId: bigint },
  before: string,
  to: string,
): Promise<BankMovement[]> {
  const rows = await standingMovements(db, bank)
    .where('p.date', '<', before)
    .where(({ exists, selectFrom }) =>
      exists(matchesOfStanding(selectFrom, bank.bankAccountId).where('l.date', '>', to)),
    )
    .orderBy('posted.date')
    .orderBy('posted.source_id')
    .execute();
  return rows as BankMovement[];
}

/**
 * The bank account's movements dated from `from` through `to` that no statement line of the account
 * stands for yet, of one of `amounts` when given, in date order.
 */
export async function unmatchedMovementsBetween(
  db: Executor,
  bank: BankAccountLedger & { bankAccountId: bigint },
  from: string,
  to: string,
  amounts?: readonly bigint[],
): Promise<BankMovement[]> {
  let query = standingMovements(db, bank)
    .where('p.date', '>=', from)
    .where('p.date', '<=', to)
    .where(({ not, exists, selectFrom }) => not(exists(matchesOfStanding(selectFrom, bank.bankAccountId))));
  if (amounts !== undefined) query = query.having((eb) => eb.fn.sum('p.amount'), 'in', amounts);
  const rows = await query.orderBy('posted.date').orderBy('posted.source_id').execute();
  return rows as BankMovement[];
}
