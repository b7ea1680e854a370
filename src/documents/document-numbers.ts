import type { Executor } from '../db/database.js';
import type { NewOwnedRow, OwnedRow, OwnedTable } from '../db/owned-rows.js';
import type { Write } from '../db/write.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import { insertUnlessNumberTaken, numberTaken, takeSequenceNumber } from './document-number-repository.js';

/** How a kind of document is numbered: `PREFIX-` and six digits or more, from a sequence of the company. */
export interface Numbering {
  noun: string;
  prefix: string;
  table: 'invoices' | 'credit_notes' | 'quotes';
  column: 'invoice_number' | 'credit_note_number' | 'quote_number';
  /** The body field of the number, such as `invoiceNumber`. */
  field: string;
  /** The company's column holding the last number its sequence gave. */
  counter: 'last_invoice_number' | 'last_credit_note_number' | 'last_quote_number';
}

/**
 * Inserts a new document under the next number of the company's sequence that no document of the
 * kind has: a number taken by hand is passed over by the insert itself, without a read before it.
 */
export async function insertNumbered<T extends OwnedTable>(
  write: Write,
  companyId: bigint,
  numbering: Numbering,
  table: T,
  row: NewOwnedRow<T>,
): Promise<OwnedRow<T>> {
  const db = write.trx;
  for (;;) {
    const sequenceNumber = await takeSequenceNumber(db, companyId, numbering.counter);
    const number = `${numbering.prefix}-${String(sequenceNumber).padStart(6, '0')}`;
    const numbered = { ...row, [numbering.column]: number } as NewOwnedRow<T>;
    const stored = await insertUnlessNumberTaken(write, table, numbered, numbering.column);
    if (stored) return stored;
  }
}

/** Only a draft's number can change, and only to one no other document of the kind has. */
export async function numberAfterUpdate(
  db: Executor,
  companyId: bigint,
  numbering: Numbering,
  current: { number: string; draft: boolean },
  given: string | undefined,
): Promise<string> {
  const number = given ?? current.number;
  if (number === current.number) return number;
  const noun = numbering.noun;
  if (!current.draft) {
    throw ruleViolation(`A posted ${noun} keeps its number ${current.number}`, [
      { path: numbering.field, message: `cannot change once the ${noun} is posted; only a draft's number can` },
    ]);
  }
  if (await numberTaken(db, companyId, numbering, number)) {
    throw conflict(`The ${noun} number ${number} is already used`);
  }
  return number;
}
