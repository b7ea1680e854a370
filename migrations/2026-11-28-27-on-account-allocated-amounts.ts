import { type Kysely, sql } from 'kysely';

/** The allocations and refunds that take from each kind of payment's money on account, as the schema stands at this migration. */
const TAKEN_BY = {
  client_payments: ['credit_note_allocations', 'client_refunds'],
  supplier_payments: ['supplier_credit_allocations', 'supplier_refunds'],
} as const;

/**
 * Each payment keeps what allocations and refunds took of its money on account, written with each
 * of them as documents keep their allocated amount: a read of the payment answers what it still
 * holds on account without summing them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [payments, takenBy] of Object.entries(TAKEN_BY)) {
    await db.schema
      .alterTable(payments)
      .addColumn('on_account_allocated_amount', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    const sums = takenBy.map(
      (table) => sql`coalesce((select sum(taken.amount) from ${sql.table(table)} as taken
        where taken.company_id = ${sql.ref(`${payments}.company_id`)} and taken.payment_id = ${sql.ref(`${payments}.id`)}), 0)`,
    );
    await sql`update ${sql.table(payments)} set on_account_allocated_amount = cast(${sql.join(sums, sql` + `)} as bigint)`.execute(
      db,
    );
  }
}
