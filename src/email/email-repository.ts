import type { Selectable } from 'kysely';
import { databaseNow } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import type { EmailsTable } from '../db/tables.js';

/** The tables of records that keep when they were last sent and by whom (sent_at, sent_by). */
export type SentTable = 'invoices' | 'credit_notes';

export type EmailRow = Omit<Selectable<EmailsTable>, 'attachment'>;

/** What a send writes to the outbox: the email, due now. */
export interface NewEmail {
  companyId: bigint;
  id: bigint;
  documentKind: string;
  documentId: bigint;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  body: string;
  attachment: { name: string; content: Buffer };
  requestedBy: string;
}

export async function insertEmail(db: Executor, email: NewEmail): Promise<void> {
  const now = databaseNow(db);
  await db
    .insertInto('emails')
    .values({
      company_id: email.companyId,
      id: email.id,
      document_kind: email.documentKind,
      document_id: email.documentId,
      to_addresses: JSON.stringify(email.to),
      cc_addresses: JSON.stringify(email.cc),
      subject: email.subject,
      body: email.body,
      attachment_name: email.attachment.name,
      attachment: email.attachment.content,
      requested_by: email.requestedBy,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

const EMAIL_COLUMNS = [
  'company_id',
  'id',
  'document_kind',
  'document_id',
  'to_addresses',
  'cc_addresses',
  'subject',
  'body',
  'attachment_name',
  'requested_by',
  'status',
  'attempts',
  'next_attempt_at',
  'claimed_until',
  'last_attempt_at',
  'error',
  'created_at',
] as const;

/** The emails of a document, oldest first, without their attachments. */
export async function emailRowsOfDocument(
  db: Executor,
  companyId: bigint,
  documentKind: string,
  documentId: bigint,
): Promise<EmailRow[]> {
  return db
    .selectFrom('emails')
    .select(EMAIL_COLUMNS)
    .where('company_id', '=', companyId)
    .where('document_kind', '=', documentKind)
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

export async function findEmailRow(db: Executor, companyId: bigint, id: bigint): Promise<EmailRow | undefined> {
  return db
    .selectFrom('emails')
    .select(EMAIL_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What an attempt sends: the email with its attachment. */
export async function emailToSend(db: Executor, companyId: bigint, id: bigint) {
  return db
    .selectFrom('emails')
    .select(['to_addresses', 'cc_addresses', 'subject', 'body', 'attachment_name', 'attachment'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The company's name, as the default subject and message sign with it. */
export async function companyName(db: Executor, companyId: bigint): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.name;
}

/** Keeps on a sent document when its send was accepted and by whom. */
export async function markDocumentSent(
  db: Executor,
  table: SentTable,
  companyId: bigint,
  id: bigint,
  username: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ sent_at: databaseNow(db), sent_by: username })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
