import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_INTEGRATION_TABLES,
  COMPANY_MEDIA_TABLES,
  COMPANY_SUMMARY_TABLES,
  COMPANY_TABLES,
} from '../src/db/company-tables.js';
import type { Database } from '../src/db/database.js';
import { groupBy } from '../src/shared/collections.js';
import { openTestDatabase } from './helpers.js';
import { testStore } from './store.js';

/**
 * The live schema, read from the store's catalog: every company-owned table and every reference
 * between two of them leads with company_id, so that the books can be spread over servers by company
 * (Citus, say, with companies and users as reference tables).
 */

interface ForeignKey {
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

interface TableShape {
  name: string;
  columns: string[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
}

const INSTALLATION_TABLES = ['companies', 'users', 'api_keys', 'web_sessions', 'record_ids'];

let db: Database;
let close: () => Promise<void>;
let tables: TableShape[];

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  tables = testStore === 'postgres' ? await postgresTables(db) : await sqliteTables(db);
});
afterAll(() => close());

/** Tables that keep one row per company, keyed by the company alone. */
const ONE_ROW_PER_COMPANY = ['event_sequences', 'company_logos'];

const ownTables = () => tables.filter((table) => !table.name.startsWith('kysely_'));
const companyOwned = () => ownTables().filter((table) => !INSTALLATION_TABLES.includes(table.name));

describe(`the schema on ${testStore}`, () => {
  it('has exactly the company-owned tables that the code lists, each with company_id', () => {
    expect(new Set(companyOwned().map((table) => table.name))).toEqual(
      new Set([...COMPANY_TABLES, ...COMPANY_SUMMARY_TABLES, ...COMPANY_INTEGRATION_TABLES, ...COMPANY_MEDIA_TABLES]),
    );
    for (const table of companyOwned()) expect(table.columns, table.name).toContain('company_id');
    expect(ownTables().map((table) => table.name)).toEqual(expect.arrayContaining(INSTALLATION_TABLES));
  });

  it('keys every company-owned table by company_id first', () => {
    for (const table of companyOwned()) {
      if (!ONE_ROW_PER_COMPANY.includes(table.name)) expect(table.primaryKey.length, table.name).toBeGreaterThan(1);
      expect(table.primaryKey[0], table.name).toBe('company_id');
    }
  });

  // On SQLite the writes that arrive together commit together: a reference checked only at the
  // commit would fail every write of the group, where one checked at once fails the write that broke it.
  it('checks every reference at the end of its statement, none at the commit', async () => {
    const { rows } =
      testStore === 'postgres'
        ? await sql<{ name: string }>`select conname as name from pg_constraint
            where contype = 'f' and condeferrable and connamespace = current_schema()::regnamespace`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_schema
            where type = 'table' and lower(sql) like '%deferrable initially deferred%'`.execute(db);
    expect(rows).toEqual([]);
  });

  it('makes every reference between company-owned tables start with company_id on both sides', () => {
    const owned = new Set<string>([
      ...COMPANY_TABLES,
      ...COMPANY_SUMMARY_TABLES,
      ...COMPANY_INTEGRATION_TABLES,
      ...COMPANY_MEDIA_TABLES,
    ]);
    const references = companyOwned().flatMap((table) =>
      table.foreignKeys.map((key) => ({ table: table.name, ...key })),
    );
    const between = references.filter((reference) => owned.has(reference.referencedTable));
    expect(between.length).toBeGreaterThan(20);
    for (const reference of between) {
      const what = `${reference.table}(${reference.columns}) → ${reference.referencedTable}(${reference.referencedColumns})`;
      expect(reference.columns[0], what).toBe('company_id');
      expect(reference.referencedColumns[0], what).toBe('company_id');
    }
    // Anything else refers to the installation-wide companies table by company_id alone.
    for (const reference of references.filter((r) => !owned.has(r.referencedTable))) {
      expect(reference, reference.table).toMatchObject({
        columns: ['company_id'],
        referencedTable: 'companies',
        referencedColumns: ['id'],
      });
    }
  });

  it.runIf(testStore === 'postgres')('sorts and compares every text column byte by byte, as SQLite does', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; collation_name: string | null }>`
      select table_name, column_name, collation_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('character varying', 'text')
        and table_name not like 'kysely%'`.execute(db);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) expect(row.collation_name, `${row.table_name}.${row.column_name}`).toBe('C');
  });
});

async function sqliteTables(db: Database): Promise<TableShape[]> {
  // The FTS5 tables of the search, and their shadow tables, are indexes, not tables of the books.
  const { rows: names } = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db);
  const shapes: TableShape[] = [];
  for (const { name } of names) {
    const { rows: columns } = await sql<{ name: string; pk: bigint }>`
      select name, pk from pragma_table_info(${name}) order by cid`.execute(db);
    const { rows: keys } = await sql<{ id: bigint; seq: bigint; table: string; from: string; to: string }>`
      select id, seq, "table", "from", "to" from pragma_foreign_key_list(${name}) order by id, seq`.execute(db);
    const byKey = groupBy(keys, (key) => key.id);
    shapes.push({
      name,
      columns: columns.map((column) => column.name),
      primaryKey: columns
        .filter((column) => column.pk > 0n)
        .sort((a, b) => Number(a.pk - b.pk))
        .map((column) => column.name),
      foreignKeys: [...byKey.values()].map((parts) => ({
        columns: parts.map((part) => part.from),
        referencedTable: parts[0]?.table ?? '',
        referencedColumns: parts.map((part) => part.to),
      })),
    });
  }
  return shapes;
}

async function postgresTables(db: Database): Promise<TableShape[]> {
  const { rows: names } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const shapes: TableShape[] = [];
  for (const { name } of names) {
    const { rows: columns } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(db);
    const { rows: primaryKey } = await sql<{ name: string }>`
      select a.attname as name
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${name}::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`.execute(db);
    const { rows: keys } = await sql<{ referenced_table: string; columns: string[]; referenced_columns: string[] }>`
      select c.confrelid::regclass::text as referenced_table,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, position)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.position) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, position)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.position) as referenced_columns
      from pg_constraint c where c.contype = 'f' and c.conrelid = ${name}::regclass`.execute(db);
    shapes.push({
      name,
      columns: columns.map((column) => column.name),
      primaryKey: primaryKey.map((column) => column.name),
      foreignKeys: keys.map((key) => ({
        columns: key.columns,
        referencedTable: key.referenced_table,
        referencedColumns: key.referenced_columns,
      })),
    });
  }
  return shapes;
}
