import type { MailSettings } from '../config.js';
import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { resolveParty } from '../documents/party.js';
import { SALES_SIDE } from '../documents/sales-side.js';
import { assertMailConfigured, checkedAddresses } from '../email/document-email.js';
import { isEmailAddress } from '../email/email-addresses.js';
import { type InvoiceCreate, OCCURRENCE } from '../invoices/invoice-creation.js';
import { findParty } from '../parties/party-repository.js';
import { lockRecord } from '../shared/crud-repository.js';
import { type CrudService, ownedCrudService } from '../shared/crud-service.js';
import { addDays, today } from '../shared/dates.js';
import { conflict, DomainError, ruleViolation } from '../shared/errors.js';
import { formatMoney, parseMoney } from '../shared/money.js';
import { timestampsOf } from '../shared/timestamps.js';
import type { TaxForm } from '../tax/tax-choice.js';
import { invoicesOfSchedule, lastIssueDate, updateSchedule } from './recurring-invoice-repository.js';
import type {
  RecurringInvoice,
  RecurringInvoiceInput,
  RecurringStatus,
  TemplateLine,
} from './recurring-invoice-schemas.js';
import { type Frequency, nextOccurrence, type Schedule } from './schedule-dates.js';

type ScheduleRow = OwnedRow<'recurring_invoices'>;
const TABLE = 'recurring_invoices';
const NOUN = 'recurring invoice';

/** Why a schedule ended when it issued its last occurrence, or had none left. */
const NONE_LEFT = 'It has no occurrence left to issue';

const scheduleOf = (row: ScheduleRow): Schedule => ({
  frequency: row.frequency as Frequency,
  interval: row.interval_count,
  dayOfMonth:
    row.day_of_month === null || row.day_of_month === 'last'
      ? (row.day_of_month ?? undefined)
      : Number(row.day_of_month),
  startDate: row.start_date,
  endDate: row.end_date ?? undefined,
  count: row.occurrence_limit ?? undefined,
});

function toView(row: ScheduleRow): RecurringInvoice {
  const { dayOfMonth } = scheduleOf(row);
  const reason = row.status_reason ?? undefined;
  return {
    id: row.id,
    clientId: row.client_id,
    currency: row.currency,
    ...(row.po_number === null ? {} : { poNumber: row.po_number }),
    schedule: {
      frequency: row.frequency as Frequency,
      interval: row.interval_count,
      ...(dayOfMonth === undefined ? {} : { dayOfMonth }),
    },
    startDate: row.start_date,
    ...(row.end_date === null ? {} : { endDate: row.end_date }),
    ...(row.occurrence_limit === null ? {} : { count: row.occurrence_limit }),
    paymentTermsDays: row.payment_terms_days,
    draft: row.draft,
    send: row.send_email,
    ...(row.send_to === null ? {} : { sendTo: JSON.parse(row.send_to) as string[] }),
    ...(row.send_cc === null ? {} : { sendCc: JSON.parse(row.send_cc) as string[] }),
    invoiceLines: JSON.parse(row.invoice_lines) as TemplateLine[],
    status: row.status as RecurringStatus,
    nextIssueDate: row.status === 'ended' ? null : row.next_issue_date,
    issuedCount: row.issued_count,
    ...(reason !== undefined && row.status === 'paused' ? { pausedReason: reason } : {}),
    ...(reason !== undefined && row.status === 'ended' ? { endedReason: reason } : {}),
    ...timestampsOf(row),
  };
}

/** The schedule's own rules, beyond its schema: each refused with a 422 naming the field. */
function assertScheduleRules(input: RecurringInvoiceInput): void {
  const refuse = (path: string, message: string) => {
    throw ruleViolation(`The schedule's ${path} ${message}`, [{ path, message }]);
  };
  if (input.schedule.frequency === 'weekly' && input.schedule.dayOfMonth !== undefined) {
    refuse('schedule.dayOfMonth', 'is for monthly, quarterly and yearly schedules only');
  }
  if (input.endDate !== undefined && input.count !== undefined) refuse('count', 'may not be given with endDate');
  if (input.endDate !== undefined && input.endDate < input.startDate) refuse('endDate', 'must not be before startDate');
}

/** Whom a schedule's invoices are emailed to: sendTo, else its client's email address as it is now. */
export async function scheduleRecipients(
  db: Executor,
  companyId: bigint,
  schedule: { clientId: bigint; sendTo?: string[] | undefined; sendCc?: string[] | undefined },
): Promise<{ to: string[]; cc: string[] }> {
  const cc = schedule.sendCc ?? [];
  if (schedule.sendTo !== undefined) return { to: schedule.sendTo, cc };
  const client = await findParty(db, 'clients', companyId, schedule.clientId);
  if (!client?.email || !isEmailAddress(client.email)) {
    throw ruleViolation(`Client ${schedule.clientId} has no email address to send its invoices to`, [
      { path: 'sendTo', message: `is required: client ${schedule.clientId} has no email address` },
    ]);
  }
  return { to: [client.email], cc };
}

/** A schedule that sends each invoice: of invoices that are issued (a draft is not sent), and to someone. */
async function assertSendable(
  db: Executor,
  companyId: bigint,
  draft: boolean | undefined,
  recipients: { clientId: bigint; sendTo: string[] | undefined },
): Promise<void> {
  if (draft) {
    throw ruleViolation('A schedule of drafts cannot send them: a draft is not sent', [
      { path: 'send', message: 'must be false when draft is true: a draft is not sent' },
    ]);
  }
  await scheduleRecipients(db, companyId, recipients);
}

/** The template's lines, read as an invoice's would be (tax codes, quantities, rates), each rate kept exact. */
async function checkedLines(db: Executor, companyId: bigint, taxForm: TaxForm, lines: TemplateLine[]) {
  await SALES_SIDE.readLines(
    db,
    companyId,
    taxForm,
    lines.map((input, index) => ({ input, path: `invoiceLines[${index}]` })),
  );
  return JSON.stringify(lines.map((line) => ({ ...line, rate: formatMoney(parseMoney(line.rate) ?? 0n, 'plain') })));
}

/**
 * Where a schedule stands after a write of it: its next occurrence is the first of the schedule
 * after the last invoice it issued (the first of all when it issued none). An active schedule with
 * none left ends; a paused one stays paused, and an ended one ended.
 */
async function standing(db: Executor, companyId: bigint, schedule: Schedule, current?: ScheduleRow) {
  const last = current && (await lastIssueDate(db, companyId, current.id));
  const from = last === undefined ? schedule.startDate : (addDays(last, 1) ?? last);
  const next = nextOccurrence(schedule, current?.issued_count ?? 0, 0, from);
  const status = (current?.status ?? 'active') as RecurringStatus;
  if (next === undefined) {
    if (!current) {
      throw ruleViolation('The schedule has no occurrence', [
        { path: 'endDate', message: 'must leave the schedule an occurrence' },
      ]);
    }
    return {
      status: 'ended',
      status_reason: status === 'ended' ? current.status_reason : NONE_LEFT,
      next_occurrence: 0,
      next_issue_date: null,
    };
  }
  return {
    status,
    status_reason: current?.status_reason ?? null,
    next_occurrence: next.number,
    next_issue_date: next.date,
  };
}

const inputSchedule = (input: RecurringInvoiceInput): Schedule => ({
  ...input.schedule,
  startDate: input.startDate,
  endDate: input.endDate,
  count: input.count,
});

/**
 * The use cases of recurring invoices; their lines' tax is read by the deployment's TAX_FORM, and a
 * schedule that sends its invoices is refused where `mail` is not configured.
 */
export function recurringInvoiceService(
  taxForm: TaxForm,
  mail: MailSettings | null,
): CrudService<RecurringInvoiceInput, RecurringInvoice> {
  return ownedCrudService({
    table: TABLE,
    noun: NOUN,
    columns: async (db, companyId, input, current) => {
      // As every send: a deployment without email answers 503 first, and writes nothing.
      if (input.send) assertMailConfigured(mail);
      assertScheduleRules(input);
      const client = await resolveParty(db, companyId, SALES_SIDE.party, { id: input.clientId });
      const { sendTo, sendCc } = checkedAddresses({ sendTo: input.sendTo, sendCc: input.sendCc });
      if (input.send) await assertSendable(db, companyId, input.draft, { clientId: client.id, sendTo });
      const schedule = inputSchedule(input);
      const dayOfMonth = input.schedule.dayOfMonth;
      return {
        client_id: client.id,
        currency: input.currency.toUpperCase(),
        po_number: input.poNumber ?? null,
        invoice_lines: await checkedLines(db, companyId, taxForm, input.invoiceLines),
        frequency: input.schedule.frequency,
        interval_count: input.schedule.interval,
        day_of_month: dayOfMonth === undefined ? null : String(dayOfMonth),
        start_date: input.startDate,
        end_date: input.endDate ?? null,
        occurrence_limit: input.count ?? null,
        payment_terms_days: input.paymentTermsDays,
        draft: input.draft ?? false,
        send_email: input.send ?? false,
        send_to: sendTo === undefined ? null : JSON.stringify(sendTo),
        send_cc: sendCc === undefined ? null : JSON.stringify(sendCc),
        issued_count: current?.issued_count ?? 0,
        ...(await standing(db, companyId, schedule, current)),
      };
    },
    toViews: (_db, _companyId, rows) => rows.map(toView),
    checkRemove: async (db, current) => {
      const issued = await invoicesOfSchedule(db, current.company_id, current.id);
      if (issued.length > 0) {
        throw conflict(
          `Recurring invoice ${current.id} issued invoices ${issued.join(', ')}: end it (POST /recurringInvoices/${current.id}/end) rather than delete it`,
        );
      }
    },
  });
}

const lockSchedule = (db: Executor, companyId: bigint, id: bigint) => lockRecord(db, TABLE, companyId, id, NOUN);

/** Stops a schedule issuing until it is resumed; pausing a paused one changes nothing. */
export const pauseSchedule = (db: Database | Write, companyId: bigint, id: bigint) =>
  inTransaction(db, async (write) => {
    const current = await lockSchedule(write.trx, companyId, id);
    if (current.status === 'ended') throw conflict(`Recurring invoice ${id} has ended: it cannot be paused`);
    return toView(await updateSchedule(write.trx, companyId, id, { status: 'paused', status_reason: null }));
  });

/**
 * Issues again from the first occurrence on or after today (UTC): those that fell due while it was
 * paused are never issued. Resuming an active one changes nothing.
 */
export const resumeSchedule = (db: Database | Write, companyId: bigint, id: bigint) =>
  inTransaction(db, async (write) => {
    const current = await lockSchedule(write.trx, companyId, id);
    if (current.status === 'ended') throw conflict(`Recurring invoice ${id} has ended: it cannot be resumed`);
    if (current.status === 'active') return toView(current);
    const next = nextOccurrence(scheduleOf(current), current.issued_count, current.next_occurrence, today());
    const changes =
      next === undefined
        ? { status: 'ended', status_reason: NONE_LEFT, next_issue_date: null }
        : {
            status: 'active',
            status_reason: null,
            next_occurrence: next.number,
            next_issue_date: next.date,
          };
    return toView(await updateSchedule(write.trx, companyId, id, changes));
  });

/** Ends a schedule for good: it issues nothing more. */
export const endSchedule = (db: Database | Write, companyId: bigint, id: bigint) =>
  inTransaction(db, async (write) => {
    const current = await lockSchedule(write.trx, companyId, id);
    if (current.status === 'ended') return toView(current);
    const changes = { status: 'ended', status_reason: 'Ended by a call to end it', next_issue_date: null };
    return toView(await updateSchedule(write.trx, companyId, id, changes));
  });

/** What issuing one occurrence did, for the caller to record: the invoice, and the schedule as it now stands. */
export interface Issued<Invoice> {
  invoice: Invoice;
  schedule: RecurringInvoice;
}

/**
 * Issues the schedule's next occurrence when it is due on or before `date`, in one transaction with
 * the schedule's row locked: the invoice, dated on the occurrence and due paymentTermsDays later,
 * and the schedule moved on to its next occurrence (or ended). Undefined when nothing was due: another
 * process issued it first, or the schedule was paused or ended meanwhile. The invoice is the
 * schedule's issued_count-th: an occurrence issued twice would break the unique index on it.
 */
export const issueNextOccurrence = <Invoice>(
  db: Database,
  companyId: bigint,
  id: bigint,
  date: string,
  createInvoice: (write: Write, companyId: bigint, input: InvoiceCreate) => Promise<Invoice>,
  record: (write: Write, issued: Issued<Invoice>) => Promise<void>,
) =>
  inTransaction(db, async (write) => {
    const row = await lockSchedule(write.trx, companyId, id);
    const issueDate = row.next_issue_date;
    if (row.status !== 'active' || issueDate === null || issueDate > date) return undefined;
    const input: InvoiceCreate = {
      clientId: String(row.client_id),
      currency: row.currency,
      issueDate,
      dueDate: addDays(issueDate, row.payment_terms_days) ?? issueDate,
      draft: row.draft,
      ...(row.po_number === null ? {} : { poNumber: row.po_number }),
      invoiceLines: JSON.parse(row.invoice_lines) as TemplateLine[],
      [OCCURRENCE]: { recurringInvoiceId: id, occurrence: row.issued_count },
    };
    const invoice = await createInvoice(write, companyId, input);
    const next = nextOccurrence(scheduleOf(row), row.issued_count + 1, row.next_occurrence + 1, issueDate);
    const moved = await updateSchedule(write.trx, companyId, id, {
      issued_count: row.issued_count + 1,
      next_occurrence: row.next_occurrence + 1,
      next_issue_date: next?.date ?? null,
      ...(next === undefined ? { status: 'ended', status_reason: NONE_LEFT } : {}),
    });
    const issued = { invoice, schedule: toView(moved) };
    await record(write, issued);
    return issued;
  });

/**
 * Pauses a schedule, in the write that issued its invoice, when the invoice could not be emailed:
 * it stays paused, saying why, until someone resumes it.
 */
export const pauseUnsent = async (write: Write, companyId: bigint, id: bigint, reason: string) =>
  toView(await updateSchedule(write.trx, companyId, id, { status: 'paused', status_reason: reason }));

/** Whether an error of issuing is the schedule's own (a rule its invoice breaks), not a passing one. */
export const isScheduleFault = (error: unknown): error is DomainError =>
  error instanceof DomainError && ['rule-violation', 'invalid', 'not-found'].includes(error.kind);

/**
 * Stops a schedule whose occurrence cannot be issued: ended when its client is gone, paused
 * otherwise (the lock date covers it, its lines name a tax that is gone…), with the reason why.
 */
export const stopSchedule = (db: Database, companyId: bigint, id: bigint, fault: DomainError) =>
  inTransaction(db, async (write) => {
    const row = await lockSchedule(write.trx, companyId, id);
    if (row.status !== 'active') return toView(row);
    const client = await findParty(write.trx, 'clients', companyId, row.client_id);
    const details = fault.errors?.map((error) => `${error.path} ${error.message}`).join('; ');
    const why = `${fault.message}${details ? ` (${details})` : ''}`;
    const changes = client
      ? { status: 'paused', status_reason: `Paused: invoice of ${row.next_issue_date} refused: ${why}` }
      : { status: 'ended', status_reason: `Its client ${row.client_id} was deleted`, next_issue_date: null };
    return toView(await updateSchedule(write.trx, companyId, id, changes));
  });
