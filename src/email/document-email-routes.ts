import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TObject } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { RecordType } from '../audit/audit-schemas.js';
import type { MailSettings } from '../config.js';
import type { Database, Executor } from '../db/database.js';
import type { Write } from '../db/write.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { withArticle } from '../shared/crud-routes.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams } from '../shared/schemas.js';
import {
  assertMailConfigured,
  documentEmails,
  type EmailedDocument,
  type EmailedKindName,
  markSent,
  type SentTable,
  sendDocumentEmail,
} from './document-email.js';
import { DocumentEmail, SendDocumentInput } from './email-schemas.js';

/** A kind of record that is sent by email, as its routes see it. */
export interface EmailedKind {
  kind: EmailedKindName;
  /** Its resource's path ("/invoices"), tag and noun ("invoice"). */
  path: string;
  tag: string;
  noun: string;
  recordType: RecordType;
  /** The schema of its answer, and its answer as a read gives it (not found, 404, when it is not the company's). */
  output: TObject;
  read(db: Executor, companyId: bigint, id: bigint): Promise<unknown>;
  /** What to send of it, rendered now; refuses what may not be sent (a draft). */
  emailed(db: Executor, companyId: bigint, id: bigint): Promise<EmailedDocument>;
  /**
   * How the record keeps that it was sent: the table that keeps when it was last sent and by whom
   * (sent_at, sent_by); or its own move to sent (a quote's), which may refuse, and what it does, for
   * the call's description.
   */
  sentOn: SentTable | { mark(write: Write, companyId: bigint, id: bigint): Promise<unknown>; description: string };
}

/** Who asks for a send, and what they ask: as the API's route and the web page's form take them. */
export interface SendRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  mail: MailSettings | null;
  id: bigint;
  body: SendDocumentInput;
}

/**
 * How a kind is sent by email, by the API and the web page alike: in one write of `db` (a write of
 * its own, or the caller's), the record's update with its entry in the audit trail and its event
 * (its sentAt, or its move to sent), and the email in the outbox; answers the email.
 */
export function documentSender(emailed: EmailedKind) {
  const audited = auditedRecord(emailed.recordType, emailed.output);
  const { sentOn } = emailed;
  return async (db: Database | Write, { request, reply, mail, id, body }: SendRequest): Promise<DocumentEmail> => {
    assertMailConfigured(mail);
    const { companyId, username } = request.principal;
    let email: DocumentEmail | undefined;
    await auditTrail(request, reply, audited).update(
      db,
      id,
      (write) => emailed.read(write.trx, companyId, id),
      async (write) => {
        // A record that moves to sent does so first, to be rendered as sent.
        if (typeof sentOn !== 'string') await sentOn.mark(write, companyId, id);
        const document = await emailed.emailed(write.trx, companyId, id);
        email = await sendDocumentEmail(write, mail, { companyId, username }, document, body);
        if (typeof sentOn === 'string') await markSent(write.trx, sentOn, companyId, id, username);
        return emailed.read(write.trx, companyId, id);
      },
    );
    return email as DocumentEmail;
  };
}

/**
 * `POST {path}/{id}/send` and `GET {path}/{id}/emails` of a kind. A send is a write of the record
 * (its sentAt), with its entry in the audit trail and its event, and the email in the outbox, in one
 * transaction (see documentSender); it answers the email.
 */
export function documentEmailRoutes(emailed: EmailedKind): FastifyPluginAsyncTypebox<ModuleOptions> {
  const { sentOn } = emailed;
  const sent =
    typeof sentOn === 'string'
      ? `a draft is refused (422). Records sentAt and sentBy on the ${emailed.noun}`
      : sentOn.description;
  const send = documentSender(emailed);
  return async (app, { db, config }) => {
    app.post(
      `${emailed.path}/:id/send`,
      {
        schema: {
          tags: [emailed.tag],
          summary: `Send ${withArticle(emailed.noun)} by email, its PDF attached`,
          description: `Writes the email to the outbox, which the server delivers through SMTP_URL from MAIL_FROM, retried on the webhooks' schedule; ${sent}, and an entry in the audit trail; the books do not change. Answers the email, pending.`,
          params: IdParams,
          headers: IdempotencyHeaders,
          body: SendDocumentInput,
          response: { 200: DocumentEmail },
          problems: { 503: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)' },
        },
      },
      async (request, reply) => {
        assertMailConfigured(config.mail);
        const id = BigInt((request.params as { id: number }).id);
        const body = request.body as SendDocumentInput;
        return idempotentCreate(request, reply, db, (executor) =>
          send(executor, { request, reply, mail: config.mail, id, body }),
        );
      },
    );
    app.get(
      `${emailed.path}/:id/emails`,
      {
        schema: {
          tags: [emailed.tag],
          summary: `List the emails of ${withArticle(emailed.noun)}`,
          description: 'Oldest first, each with its status, attempts, last error and times; not the attachment.',
          params: IdParams,
          response: { 200: Type.Array(DocumentEmail) },
        },
      },
      async (request) => {
        const { companyId } = request.principal;
        const id = BigInt(request.params.id);
        await emailed.read(db, companyId, id);
        return documentEmails(db, companyId, emailed.kind, id);
      },
    );
  };
}
