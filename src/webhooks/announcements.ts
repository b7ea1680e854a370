import type { RecordType } from '../audit/audit-schemas.js';
import type { Write } from '../db/write.js';
import type { MoneyFormat } from '../shared/money.js';
import { appendEvent } from './event-repository.js';
import { isAnnounced, SETTLED_DOCUMENTS } from './event-types.js';
import { answerText } from './record-answers.js';

/** How a write of the API answers money, which its events' objects are written in. */
export interface Announcing {
  format: MoneyFormat;
}

/** The rows, kept by other records, that hold what settlements took from a document or from money on account. */
const SETTLED_RECORDS = {
  invoices: 'invoice',
  bills: 'bill',
  credit_notes: 'creditNote',
  supplier_credits: 'supplierCredit',
  client_payments: 'clientPayment',
  supplier_payments: 'supplierPayment',
} as const satisfies Record<string, RecordType>;

export type SettledTable = keyof typeof SETTLED_RECORDS;

/** A record whose answer a write of other records changed, and by how much they changed what was taken from it. */
interface Touched {
  type: RecordType;
  companyId: bigint;
  id: bigint;
  taken: bigint;
}

/**
 * What a write announces beyond its own records: those it changed through others (an invoice a
 * payment pays), announced once each at its end, read once whatever the number of settlements that
 * took from them. Only a write of the API (`context`) announces: the CLI's writes tell no one.
 */
interface Announcements {
  context: Announcing | undefined;
  announced: Set<string>;
  touched: Map<string, Touched>;
}

const keyOf = (type: RecordType, id: bigint) => `${type}:${id}`;

const announcementsOf = (write: Write) =>
  write.untilEnd(
    'announcements',
    (): Announcements => ({ context: undefined, announced: new Set(), touched: new Map() }),
    announceTouched,
  );

/** Makes the write one of the API's, whose changes are announced. */
export function announceIn(write: Write, context: Announcing): void {
  announcementsOf(write).context ??= context;
}

async function announce(write: Write, companyId: bigint, type: string, object: string): Promise<void> {
  appendEvent(write, { companyId, id: await write.newId(), type, object });
}

type Answer = Record<string, unknown> | null;

const isSettledDocument = (type: RecordType) => (SETTLED_DOCUMENTS as readonly string[]).includes(type);
const OWING = new Set(['open', 'partiallyPaid', 'overdue']);

/**
 * What a change of a record means beyond itself: a document whose outstanding amount it brought
 * from above zero to zero is paid; a company whose lock date it moved has moved its lock date.
 */
function consequencesOf(type: RecordType, before: Answer, after: Answer): string[] {
  if (before === null || after === null) return [];
  if (isSettledDocument(type) && OWING.has(String(before.status)) && after.status === 'paid') return [`${type}.paid`];
  if (type === 'company' && before.lockDate !== after.lockDate) return ['company.lockDateChanged'];
  return [];
}

/**
 * Announces a write of the API to one of its records: `<type>.created`, `.updated` or `.deleted`,
 * with the record as the API answered it (`text`; as it was, for a delete), then what follows.
 */
export async function announceRecordChange(
  write: Write,
  companyId: bigint,
  type: RecordType,
  change: { before: unknown; after: unknown; text: string },
): Promise<void> {
  if (!isAnnounced(type)) return;
  const [before, after] = [change.before as Answer, change.after as Answer];
  const action = before === null ? 'created' : after === null ? 'deleted' : 'updated';
  await announce(write, companyId, `${type}.${action}`, change.text);
  for (const consequence of consequencesOf(type, before, after)) {
    await announce(write, companyId, consequence, change.text);
  }
  if (after !== null) announcementsOf(write).announced.add(keyOf(type, (after as { id: bigint }).id));
}

/**
 * Notes that settlements took `taken` more (or less, when negative) from a document or a payment's
 * money on account: its answer changed, and the write announces it at its end.
 */
export function touchSettled(write: Write, table: SettledTable, companyId: bigint, id: bigint, taken: bigint): void {
  const type = SETTLED_RECORDS[table];
  const { touched } = announcementsOf(write);
  const key = keyOf(type, id);
  const known = touched.get(key);
  if (known) known.taken += taken;
  else touched.set(key, { type, companyId, id, taken });
}

/**
 * `<type>.updated` for each record other records changed, unless the write announced it itself,
 * and `<document>.paid` when what was taken from it grew and left nothing outstanding.
 */
async function announceTouched(write: Write, state: Announcements): Promise<void> {
  const { context } = state;
  if (context === undefined) return;
  for (const [key, { type, companyId, id, taken }] of state.touched) {
    if (state.announced.has(key)) continue;
    const { answer, text } = await answerText(write.trx, type, companyId, id, context.format);
    await announce(write, companyId, `${type}.updated`, text);
    if (isSettledDocument(type) && taken > 0n && (answer as { status: string }).status === 'paid') {
      await announce(write, companyId, `${type}.paid`, text);
    }
  }
}
