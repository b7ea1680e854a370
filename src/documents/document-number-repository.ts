import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { insertOwnedUnlessTaken } from '../db/owned.js';
import type { NewOwnedRow, OwnedRow, OwnedTable } from '../db/owned-rows.js';
import { precompiled } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import { getOrAdd } from '../shared/collections.js';

type Counter = 'last_invoice_number' | 'last_credit_note_number' | 'last_quote_number';
type NumberColumn = 'invoice_number' | 'credit_note_number' | 'quote_number';
type Numbered = Kysely<{ numbered: { company_id: bigint; id: bigint; number: string } }>;

const sequences = new Map<string, ReturnType<typeof sequence>>();

const sequence = (counter: Counter) =>
  precompiled(1, (db: Executor, companyId: bigint) =>
    db
      .updateTable('companies')
      .set({ [counter]: sql`${sql.ref(counter)} + 1` })
      .where('id', '=', companyId)
      .returning(sql<bigint>`${sql.ref(counter)}`.as('number')),
  );

/** Takes the next number of a sequence: it only ever grows, so no number comes twice. */
export async function takeSequenceNumber(db: Executor, companyId: bigint, counter: Counter): Promise<bigint> {
  const [row] = await getOrAdd(sequences, counter, () => sequence(counter))(db, companyId);
  if (!row) throw new Error(`company ${companyId} not found`);
  return row.number;
}

export async function numberTaken(
  db: Executor,
  companyId: bigint,
  numbering: { table: 'invoices' | 'credit_notes' | 'quotes'; column: NumberColumn },
  number: string,
) {
  const row = await (db as unknown as Numbered)
    .selectFrom(numbering.table as unknown as 'numbered')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql.ref(numbering.column), '=', number)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a document unless another of the company has its number: then answers undefined. */
export const insertUnlessNumberTaken = <T extends OwnedTable>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
  column: NumberColumn,
): Promise<OwnedRow<T> | undefined> => insertOwnedUnlessTaken(write, table, row, column);
