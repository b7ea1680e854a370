import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * A company-owned table: keyed by (company_id, id), so that keys and references never cross
 * companies. Migrations use this and never the application code, so that they do not change with it.
 */
export function companyTable(db: Kysely<unknown>, name: string): CreateTableBuilder<string, string> {
  return db.schema
    .createTable(name)
    .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id'))
    .addColumn('id', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['company_id', 'id']);
}
