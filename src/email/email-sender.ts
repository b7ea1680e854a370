import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config, MailSettings } from '../config.js';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/write.js';
import { type ClaimedItem, outbox } from '../outbox/outbox-repository.js';
import { nextRetryInMs, sendOutboxRegularly } from '../outbox/outbox-sender.js';
import { emailToSend } from './email-repository.js';

/** The outbox of emails: an email is named by its company and its id. */
export const emailOutbox = outbox('emails', ['company_id', 'id']);
type ClaimedEmail = ClaimedItem<'company_id' | 'id'>;

/** How long a mail server has to greet, and to answer each command, before the attempt fails. */
const SMTP_TIMEOUT_MS = 30_000;
/** How long a process holds the emails it took: past the timeouts of one attempt and the keeping of its result. */
const LEASE_MS = 180_000;

/**
 * Sends the emails from every server process, as webhooks are sent (see sendOutboxRegularly), on
 * the webhooks' retry schedule (WEBHOOK_RETRY_SCHEDULE): a mail server that is down is as likely
 * back within minutes as an endpoint is. A permanent refusal (a 5xx reply) fails the email at once.
 */
export function sendEmailsRegularly(app: FastifyInstance, db: Database, config: Config): void {
  const { mail } = config;
  if (!mail) return;
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  app.addHook('onClose', async () => transport.close());
  sendOutboxRegularly(app, db, {
    noun: 'email',
    outbox: emailOutbox,
    leaseMs: LEASE_MS,
    attempt: (claimed) => attemptEmail(db, transport, mail, config.webhooks.retrySchedule, claimed),
  });
}

type Transport = ReturnType<typeof nodemailer.createTransport>;

async function attemptEmail(
  db: Database,
  transport: Transport,
  mail: MailSettings,
  retrySchedule: readonly number[],
  claimed: ClaimedEmail,
): Promise<void> {
  const email = await emailToSend(db, claimed.key.company_id, claimed.key.id);
  if (!email) return;
  const error = await transport
    .sendMail({
      from: mail.from,
      to: JSON.parse(email.to_addresses),
      cc: JSON.parse(email.cc_addresses),
      subject: email.subject,
      text: email.body,
      attachments: [{ filename: email.attachment_name, content: email.attachment, contentType: 'application/pdf' }],
    })
    .then(
      () => null,
      (failure: Error & { responseCode?: number }) => failure,
    );
  const retryInMs = error && !isPermanent(error) ? nextRetryInMs(retrySchedule, claimed.attempts) : undefined;
  const status = error === null ? 'sent' : retryInMs === undefined ? 'failed' : 'pending';
  await inTransaction(db, (write) =>
    emailOutbox.keepAttempt(write.trx, claimed, { status, attempted: true, retryInMs, error: error?.message ?? null }),
  );
}

/** A 5xx reply is the server's final word on this message (RFC 5321 §4.2.1): trying again gets the same. */
const isPermanent = (error: { responseCode?: number }) =>
  error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600;
