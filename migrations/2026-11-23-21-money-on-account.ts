import { type Kysely, sql } from 'kysely';
import { allocationTable, indexBy, refundTable } from './2026-11-23-20-credit-notes.js';
import { isPostgres } from './postgres.js';

const PAYMENTS = ['client_payments', 'supplier_payments'] as const;

/** The tables whose rows a payment's money on account may now hold instead of a credit note, as migration 20 made them. */
const HELD = [
  {
    table: 'credit_note_allocations',
    create: (db: Kysely<unknown>) =>
      allocationTable(db, 'credit_note_allocations', 'credit_notes', 'invoices', 'client_payments'),
    columns: 'company_id, id, credit_id, document_id, amount, date, base_amount, credit_base_amount',
    indexes: [
      ['credit_id', 'id'],
      ['document_id', 'id'],
    ],
    payments: 'client_payments',
  },
  {
    table: 'supplier_credit_allocations',
    create: (db: Kysely<unknown>) =>
      allocationTable(db, 'supplier_credit_allocations', 'supplier_credits', 'bills', 'supplier_payments'),
    columns: 'company_id, id, credit_id, document_id, amount, date, base_amount, credit_base_amount',
    indexes: [
      ['credit_id', 'id'],
      ['document_id', 'id'],
    ],
    payments: 'supplier_payments',
  },
  {
    table: 'client_refunds',
    create: (db: Kysely<unknown>) => refundTable(db, 'client_refunds', 'client', 'credit_notes', 'client_payments'),
    columns:
      'company_id, id, client_id, bank_account_id, credit_id, currency, amount, exchange_rate, bank_amount, date, base_amount, created_at, updated_at',
    indexes: [['credit_id', 'id'], ['client_id'], ['bank_account_id']],
    payments: 'client_payments',
  },
  {
    table: 'supplier_refunds',
    create: (db: Kysely<unknown>) =>
      refundTable(db, 'supplier_refunds', 'supplier', 'supplier_credits', 'supplier_payments'),
    columns:
      'company_id, id, supplier_id, bank_account_id, credit_id, currency, amount, exchange_rate, bank_amount, date, base_amount, created_at, updated_at',
    indexes: [['credit_id', 'id'], ['supplier_id'], ['bank_account_id']],
    payments: 'supplier_payments',
  },
] as const;

/**
 * Money on account: a payment may be more than what it pays, and keeps the rest
 * (`on_account_amount`, worth `on_account_base_amount` in the base currency, null while unknown)
 * as a credit of its party. Allocations and refunds then take from a credit note or from a payment's
 * money on account (`payment_id`), exactly one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PAYMENTS) {
    await db.schema
      .alterTable(table)
      .addColumn('on_account_amount', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('on_account_base_amount', 'bigint').execute();
  }
  for (const held of HELD) {
    if (isPostgres(db)) await holdByPaymentsOnPostgres(db, held);
    else await rebuildOnSqlite(db, held);
    await indexBy(db, held.table, ['payment_id', 'id']);
  }
}

async function holdByPaymentsOnPostgres(db: Kysely<unknown>, held: (typeof HELD)[number]) {
  const { table, payments } = held;
  await sql`alter table ${sql.table(table)} alter column credit_id drop not null`.execute(db);
  await db.schema.alterTable(table).addColumn('payment_id', 'bigint').execute();
  await db.schema
    .alterTable(table)
    .addForeignKeyConstraint(`${table}_payment_fk`, ['company_id', 'payment_id'], payments, ['company_id', 'id'])
    .execute();
  await db.schema
    .alterTable(table)
    .addCheckConstraint(`${table}_held_by_one`, sql`(credit_id is null) <> (payment_id is null)`)
    .execute();
}

/** SQLite cannot drop a NOT NULL constraint: the table is made anew, with its indexes. */
async function rebuildOnSqlite(db: Kysely<unknown>, held: (typeof HELD)[number]) {
  const { table, columns } = held;
  const copy = `${table}_copy`;
  await sql`create table ${sql.table(copy)} as select * from ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await held.create(db).execute();
  await sql`insert into ${sql.table(table)} (${sql.raw(columns)})
    select ${sql.raw(columns)} from ${sql.table(copy)}`.execute(db);
  await db.schema.dropTable(copy).execute();
  for (const index of held.indexes) await indexBy(db, table, index);
}
