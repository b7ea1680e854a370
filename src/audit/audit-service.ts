import type { Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';
import { invalid } from '../shared/errors.js';
import {
  type AuditEntryRow,
  type AuditFilter,
  auditEntryPosition,
  auditEntryRows,
  insertAuditEntry,
  lockRecord,
} from './audit-repository.js';
import type { RecordType } from './audit-schemas.js';

/** Who wrote, and by which call. */
export interface Author {
  userId: bigint;
  username: string;
  /** The key the write was made with; absent for a write the service made of itself. */
  apiKeyId?: bigint;
  apiKeyName?: string;
  method: string;
  path: string;
}

/** What one write did to one record: the record as JSON text before and after (null where none). */
export interface RecordChange {
  type: RecordType;
  id: bigint;
  before: string | null;
  after: string | null;
}

/**
 * What a record holds before a write changes it, read with its row locked as the write would lock
 * it: the entry's "before" is then what this write changed, whatever another writer did just before.
 */
export async function readBeforeChange<T>(
  trx: Executor,
  companyId: bigint,
  type: RecordType,
  id: bigint,
  read: () => Promise<T>,
): Promise<T> {
  await lockRecord(trx, companyId, type, id);
  return read();
}

/** Appends the write's entry, in the write's transaction, so that the entry and the write stand or fall together. */
export async function recordChange(write: Write, companyId: bigint, author: Author, change: RecordChange) {
  insertAuditEntry(write, {
    company_id: companyId,
    id: await write.newId(),
    user_id: author.userId,
    username: author.username,
    api_key_id: author.apiKeyId ?? null,
    api_key_name: author.apiKeyName ?? null,
    method: author.method,
    path: author.path,
    record_type: change.type,
    record_id: change.id,
    before: change.before,
    after: change.after,
  });
}

/** The company's entries, newest first; a page after an entry starts where that entry stands. */
export async function auditLog(db: Executor, companyId: bigint, filter: AuditFilter, page: Page) {
  const { after, ...rest } = page;
  if (after === undefined) return auditEntryRows(db, companyId, boundsOf(filter), rest);
  const position = await auditEntryPosition(db, companyId, after);
  if (!position) {
    throw invalid('The cursor names no entry of the audit trail', [
      { path: 'after', message: 'must be the id of an entry of the audit trail' },
    ]);
  }
  return auditEntryRows(db, companyId, boundsOf(filter), rest, position);
}

export type { AuditEntryRow };

const withMilliseconds = (timestamp: string) => (timestamp.includes('.') ? timestamp : timestamp.replace('Z', '.000Z'));

/** Bounds as the entries' text compares: a date from its first instant to its last. */
function boundsOf(filter: AuditFilter): AuditFilter {
  const { from, to } = filter;
  return {
    ...filter,
    from: from === undefined ? undefined : withMilliseconds(from),
    to: to === undefined ? undefined : withMilliseconds(to.length === 10 ? `${to}T23:59:59.999Z` : to),
  };
}
