import { type Kysely, sql } from 'kysely';
import { isPostgres } from './postgres.js';

/** A system account that a migration gives every company, as the chart of accounts has it then. */
export interface SystemAccount {
  role: string;
  code: string;
  name: string;
  type: string;
}

/**
 * Gives every company the accounts, each under its code or, where the company uses that, the next
 * free number after it, and counts them with the company's accounts.
 */
export async function addSystemAccounts(db: Kysely<unknown>, accounts: readonly SystemAccount[]): Promise<void> {
  const { rows: companies } = await sql<{ id: bigint }>`select id from companies order by id`.execute(db);
  const { rows: taken } = await sql<{ company_id: bigint; code: string }>`
    select company_id, code from accounts`.execute(db);
  const { rows: clock } = await sql<{ now: string }>`select ${
    isPostgres(db)
      ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  } as now`.execute(db);
  const now = clock[0]?.now ?? '';
  for (const company of companies) {
    const used = new Set(taken.filter((row) => row.company_id === company.id).map((row) => row.code));
    for (const account of accounts) {
      let code = Number(account.code);
      while (used.has(String(code))) code += 1;
      used.add(String(code));
      const id = await newRecordId(db);
      await sql`insert into accounts (company_id, id, code, name, type, description, system_role, created_at, updated_at)
        values (${company.id}, ${id}, ${String(code)}, ${account.name}, ${account.type}, null, ${account.role},
          ${now}, ${now})`.execute(db);
    }
    await sql`update record_counts set count = count + ${BigInt(accounts.length)}
      where company_id = ${company.id} and table_name = 'accounts'`.execute(db);
  }
}

export async function newRecordId(db: Kysely<unknown>): Promise<bigint> {
  const { rows } = isPostgres(db)
    ? await sql<{ id: bigint }>`select nextval('record_id_sequence') as id`.execute(db)
    : await sql<{ id: bigint }>`update record_ids set last_id = last_id + 1 returning last_id as id`.execute(db);
  return BigInt(rows[0]?.id ?? 0n);
}
