import type { MailSettings } from '../config.js';
import type { Executor } from '../db/database.js';
import type { Write } from '../db/write.js';
import { type FieldError, ruleViolation, unavailable } from '../shared/errors.js';
import { isEmailAddress } from './email-addresses.js';
import {
  companyName,
  type EmailRow,
  emailRowsOfDocument,
  findEmailRow,
  insertEmail,
  markDocumentSent,
  type SentTable,
} from './email-repository.js';

export type { SentTable };

import type { DocumentEmail, SendDocumentInput } from './email-schemas.js';

/**
 * How a document is sent to a client by email, whatever its kind. Invoices and credit notes use it,
 * and so do quotes and client statements (this module is the contract with them, committed before
 * they were written: keep its exports as they are).
 *
 * A kind's send call, in ONE write (`inTransaction`, or the audit trail's write of the document):
 *   1. `assertMailConfigured(config.mail)` first, so that an unconfigured deployment writes nothing (503);
 *   2. refuse what may not be sent (a draft: 422), render the PDF as it stands now;
 *   3. `sendDocumentEmail(write, config.mail, { companyId, username }, document, body)`: checks the
 *      body (every address; 422 naming each that is not one), fills in the defaults, and writes the
 *      email to the outbox, which the server processes deliver (see email-sender.ts), retried, once;
 *   4. keep on the document that it was sent, if it keeps that (invoices: sentAt, sentBy).
 * `documentEmails` lists a document's emails for its `GET …/{id}/emails`. The routes of both calls
 * are made by `documentEmailRoutes` (document-email-routes.ts) from a kind's `EmailedKind`.
 */

/** The kinds of document that are sent; another kind adds its name here. */
export type EmailedKindName = 'invoice' | 'creditNote' | 'quote' | 'statement';

/** What a send needs of the document, as its kind makes it. */
export interface EmailedDocument {
  kind: EmailedKindName;
  /** The document's id (a statement's: its client's). */
  id: bigint;
  /** How the default subject and message name it: "Invoice INV-000001". */
  title: string;
  /** The lines of the default message about the document: its total, its due date. */
  summary: readonly string[];
  /** The company's payment instructions, added to the default message when it has them. */
  paymentInstructions?: string | null;
  /** The PDF attached, rendered when the send is asked for, and its file name ("INV-000001.pdf"). */
  attachment: { name: string; content: Buffer };
}

/** Who asks for the send. */
export interface EmailSender {
  companyId: bigint;
  username: string;
}

export function assertMailConfigured(mail: MailSettings | null): asserts mail is MailSettings {
  if (!mail) throw unavailable('Email is not configured on this server: its operator sets SMTP_URL and MAIL_FROM');
}

/** Writes the email of the document to the outbox in the caller's write, and answers it. */
export async function sendDocumentEmail(
  write: Write,
  mail: MailSettings | null,
  sender: EmailSender,
  document: EmailedDocument,
  input: SendDocumentInput,
): Promise<DocumentEmail> {
  assertMailConfigured(mail);
  const { to, cc = [] } = checkedAddresses({ to: input.to, cc: input.cc });
  const trx = write.trx;
  const company = await companyName(trx, sender.companyId);
  const id = await write.newId();
  await insertEmail(trx, {
    companyId: sender.companyId,
    id,
    documentKind: document.kind,
    documentId: document.id,
    to,
    cc,
    subject: input.subject ?? `${document.title} from ${company}`,
    body: input.message ?? defaultMessage(document, company),
    attachment: document.attachment,
    requestedBy: sender.username,
  });
  const row = await findEmailRow(trx, sender.companyId, id);
  return toDocumentEmail(row as EmailRow);
}

/** Keeps on the record, in the send's write, when the send was accepted and by whom. */
export const markSent = (db: Executor, table: SentTable, companyId: bigint, id: bigint, username: string) =>
  markDocumentSent(db, table, companyId, id, username);

/** A document's emails, oldest first. */
export async function documentEmails(
  db: Executor,
  companyId: bigint,
  kind: EmailedKindName,
  documentId: bigint,
): Promise<DocumentEmail[]> {
  return (await emailRowsOfDocument(db, companyId, kind, documentId)).map(toDocumentEmail);
}

type AddressFields = Record<string, string | string[] | undefined>;

/**
 * The addresses of each field given, as a list (a field not given stays so); a 422 names every one,
 * of every field, that is not an address (`to`, `to[1]`, `cc[0]`).
 */
export function checkedAddresses<Fields extends AddressFields>(
  fields: Fields,
): { [Field in keyof Fields]: string[] | (undefined extends Fields[Field] ? undefined : never) } {
  const given = Object.entries(fields);
  const errors = given.flatMap(([field, addresses]) =>
    addresses === undefined ? [] : addressErrors(field, addresses),
  );
  if (errors.length > 0) throw ruleViolation('An address to send to is not an email address', errors);
  const lists = given.map(([field, addresses]) => [
    field,
    addresses === undefined ? undefined : addressList(addresses),
  ]);
  return Object.fromEntries(lists);
}

const addressList = (given: string | string[]) => (typeof given === 'string' ? [given] : given);

/** Each address given that is not an email address, named as a field (`to`) or an item of one (`to[1]`). */
function addressErrors(field: string, given: string | string[]): FieldError[] {
  const path = (index: number) => (typeof given === 'string' ? field : `${field}[${index}]`);
  return addressList(given).flatMap((address, index) =>
    isEmailAddress(address) ? [] : [{ path: path(index), message: 'must be an email address' }],
  );
}

function defaultMessage(document: EmailedDocument, company: string): string {
  const paragraphs = [`Please find attached ${document.title}.`, document.summary.join('\n')];
  if (document.paymentInstructions) paragraphs.push(`How to pay:\n${document.paymentInstructions}`);
  paragraphs.push(`Kind regards,\n${company}`);
  return paragraphs.filter((paragraph) => paragraph !== '').join('\n\n');
}

const toDocumentEmail = (row: EmailRow): DocumentEmail => ({
  id: row.id,
  documentId: row.document_id,
  to: JSON.parse(row.to_addresses),
  cc: JSON.parse(row.cc_addresses),
  subject: row.subject,
  attachmentName: row.attachment_name,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  lastAttemptAt: row.last_attempt_at,
  error: row.error,
  requestedBy: row.requested_by,
  createdAt: row.created_at,
});
