import { conflict } from '../shared/errors.js';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** True when the error is the database refusing a duplicate of a unique key (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Runs a write and turns a duplicate-key refusal into a 409 conflict with the given message. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** True when the error is the database refusing to remove a row that another still refers to. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** PostgreSQL aborted the transaction for a serialization failure or a deadlock: running it again may succeed. */
export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01';
}

/** A lock stayed held by another writer beyond the wait allowed (SQLite's busy timeout, PostgreSQL's lock timeout). */
export function isBusy(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === '55P03';
}
