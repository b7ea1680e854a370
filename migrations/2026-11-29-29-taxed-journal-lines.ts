import type { Kysely } from 'kysely';

/**
 * A line of a manual journal entry may carry a sales tax: its amount is then the net, and the entry
 * also posts the VAT it states (`tax_amount`, at `tax_rate_micros` as the line was written) to the
 * sales tax control account; the VAT return counts it. Entries are read by date for the return,
 * lines by sales tax to keep a sales tax in use from going.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('manual_journal_entry_lines').addColumn('sales_tax_id', 'bigint').execute();
  await db.schema
    .alterTable('manual_journal_entry_lines')
    .addColumn('tax_rate_micros', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('manual_journal_entry_lines')
    .addColumn('tax_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('manual_journal_entry_lines_by_sales_tax')
    .on('manual_journal_entry_lines')
    .columns(['company_id', 'sales_tax_id'])
    .execute();
  await db.schema
    .createIndex('manual_journal_entries_by_date')
    .on('manual_journal_entries')
    .columns(['company_id', 'date', 'id'])
    .execute();
}
