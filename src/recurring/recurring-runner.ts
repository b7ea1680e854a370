import type { FastifyInstance } from 'fastify';
import { auditedRecord, recordServiceWrite } from '../audit/audit-hooks.js';
import { auditLog } from '../audit/audit-service.js';
import type { MailSettings } from '../config.js';
import type { Database } from '../db/database.js';
import type { Write } from '../db/write.js';
import { markSent, sendDocumentEmail } from '../email/document-email.js';
import { salesDocumentEmailed } from '../email/sales-emails.js';
import { presentInvoice } from '../invoices/invoice-routes.js';
import { Invoice } from '../invoices/invoice-schemas.js';
import { type InvoiceView, invoiceService } from '../invoices/invoice-service.js';
import { today } from '../shared/dates.js';
import type { MoneyFormat } from '../shared/money.js';
import type { TaxForm } from '../tax/tax-choice.js';
import { dueSchedules } from './recurring-invoice-repository.js';
import { RecurringInvoice } from './recurring-invoice-schemas.js';
import {
  type Issued,
  isScheduleFault,
  issueNextOccurrence,
  pauseUnsent,
  scheduleRecipients,
  stopSchedule,
} from './recurring-invoice-service.js';

/** How often each server process issues what fell due. */
const RUN_EVERY_MS = 5 * 60_000;
/** The due schedules read at once. */
const BATCH = 100;

const INVOICE = auditedRecord('invoice', Invoice);
const SCHEDULE = auditedRecord('recurringInvoice', RecurringInvoice);

export interface RunSettings {
  taxForm: TaxForm;
  moneyFormat: MoneyFormat;
  /** Where the invoices of schedules that send them are emailed through; null where email is not configured. */
  mail: MailSettings | null;
  /** Where a schedule that fails for a passing reason (the database busy) is told of; it is tried again next run. */
  warn: (error: unknown, schedule: string) => void;
}

export interface RunSummary {
  date: string;
  issued: number;
  stopped: number;
  failed: number;
}

/**
 * Emails the invoice just issued, in the write that issued it, as a send by hand does: the PDF
 * rendered now, the email written to the outbox, sentAt and sentBy kept on the invoice. Answers the
 * invoice as it now stands.
 */
async function sendIssued(
  write: Write,
  settings: RunSettings,
  companyId: bigint,
  issued: Issued<InvoiceView>,
  username: string,
) {
  const { invoice, schedule } = issued;
  const recipients = await scheduleRecipients(write.trx, companyId, schedule);
  const number = invoice.invoiceNumber;
  const emailed = await salesDocumentEmailed(write.trx, companyId, 'invoice', invoice.id, { ...invoice, number });
  await sendDocumentEmail(write, settings.mail, { companyId, username }, emailed, recipients);
  await markSent(write.trx, 'invoices', companyId, invoice.id, username);
  return invoiceService(settings.taxForm).get(write.trx, companyId, invoice.id);
}

/** Why a schedule is paused when the process that issued its invoice could not email it. */
const unsentReason = (invoice: InvoiceView) =>
  `Paused: invoice ${invoice.invoiceNumber} was issued but not sent: email is not configured where it was issued (SMTP_URL and MAIL_FROM). Send it (POST /invoices/${invoice.id}/send), then resume the schedule.`;

/**
 * The issue of an occurrence as the audit trail and the events tell it: the invoice made, then
 * emailed when the schedule sends its invoices (an update of its sentAt and sentBy, as a send by
 * hand records it), and the schedule moved on, all by the user who last wrote the schedule.
 */
const recordIssue = (settings: RunSettings) => async (write: Write, companyId: bigint, issued: Issued<InvoiceView>) => {
  const { invoice } = issued;
  let { schedule } = issued;
  const [last] = await auditLog(
    write.trx,
    companyId,
    { recordType: 'recurringInvoice', recordId: schedule.id },
    { limit: 1 },
  );
  const author = {
    userId: last?.user_id ?? 0n,
    username: last?.username ?? 'recurring invoices',
    method: 'RUN',
    path: `/recurringInvoices/${schedule.id}`,
  };
  const before = last?.after ? (JSON.parse(last.after) as unknown) : null;
  const answer = presentInvoice(invoice, settings.moneyFormat);
  await recordServiceWrite(write, companyId, author, INVOICE, { id: invoice.id, before: null, after: answer });
  if (schedule.send && settings.mail) {
    const sent = await sendIssued(write, settings, companyId, issued, author.username);
    const after = presentInvoice(sent, settings.moneyFormat);
    await recordServiceWrite(write, companyId, author, INVOICE, { id: invoice.id, before: answer, after });
  } else if (schedule.send) {
    schedule = await pauseUnsent(write, companyId, schedule.id, unsentReason(invoice));
  }
  await recordServiceWrite(write, companyId, author, SCHEDULE, { id: schedule.id, before, after: schedule });
};

/**
 * Issues every occurrence due on or before `date`, one transaction each, oldest first: a schedule
 * the server missed for days issues each missed occurrence on its own date. A schedule whose
 * occurrence breaks a rule is stopped (see stopSchedule) and the others go on; one that fails for
 * another reason is left for the next run.
 */
export async function issueDueInvoices(db: Database, date: string, settings: RunSettings): Promise<RunSummary> {
  const summary = { date, issued: 0, stopped: 0, failed: 0 };
  const failed = new Set<string>();
  const record = recordIssue(settings);
  const invoices = invoiceService(settings.taxForm);
  for (;;) {
    const due = (await dueSchedules(db, date, BATCH + failed.size)).filter(
      ({ company_id, id }) => !failed.has(`${company_id}:${id}`),
    );
    if (due.length === 0) return summary;
    for (const { company_id: companyId, id } of due) {
      try {
        const issued = await issueNextOccurrence(db, companyId, id, date, invoices.create, (write, made) =>
          record(write, companyId, made),
        );
        if (issued) summary.issued++;
      } catch (error) {
        if (isScheduleFault(error)) {
          await stopSchedule(db, companyId, id, error);
          summary.stopped++;
        } else {
          failed.add(`${companyId}:${id}`);
          summary.failed++;
          settings.warn(error, `${companyId}:${id}`);
        }
      }
    }
  }
}

/**
 * Issues the recurring invoices from every server process: once on start, which catches up on what
 * fell due while no server ran, then every few minutes, up to today (UTC). On close it starts no
 * more runs and waits for the one in flight.
 */
export function issueRecurringInvoicesRegularly(
  app: FastifyInstance,
  db: Database,
  settings: Omit<RunSettings, 'warn'>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const warn = (error: unknown, schedule: string) =>
    app.log.warn({ err: error, schedule }, 'a recurring invoice could not be issued; it is tried again next run');
  const round = () => {
    running ??= issueDueInvoices(db, today(), { ...settings, warn })
      .catch((error: unknown) => app.log.warn({ err: error }, 'recurring invoices could not be issued'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, RUN_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
