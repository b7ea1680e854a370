import { bankLedgerAccountIds } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency, lockDateForWrite } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import type { Write } from '../db/write.js';
import { getOrAdd } from '../shared/collections.js';
import { DomainError, ruleViolation } from '../shared/errors.js';
import {
  comparePlaces,
  isValued,
  type JournalTransaction,
  type Place,
  placeOf,
  SOURCE_DATE_FIELDS,
  type Source,
  type SourceType,
  startOfDay,
} from './journal.js';
import { recordsMovingFrom, revaluationsFrom } from './standing-repository.js';
import { systemAccounts } from './system-accounts.js';

/*
 * Values that follow from earlier ones (see valuation.ts): money in a foreign currency leaves a bank
 * account, or what employees are owed, at its share of what the movements before it brought; a
 * currency revaluation values the balances at the end of its day at the rates of that day. A write
 * that changes postings, or a rate, leaves such values after it stale: the ledger notes what each
 * write changed as it posts, and before the write commits the records that follow are valued anew,
 * in the order the books value them (placeOf), each by the valuing of its kind. A record is valued
 * from those before it alone, so valuing one anew reaches only those after it.
 */

/** Values a record anew from the books as they stand, its own fields unchanged. */
export type Valuing = (write: Write, companyId: bigint, id: bigint) => Promise<void>;

/** How each kind of record is valued anew: the kinds are known above the ledger, which reaches them through this. */
const valuings = new Map<SourceType, Valuing>();

export function valueRecordsWith(registry: Iterable<readonly [SourceType, Valuing]>): void {
  for (const [type, valuing] of registry) valuings.set(type, valuing);
}

/** A record to value anew, where it stands in the order of valuation. */
interface Later {
  place: Place;
  source: Source;
}

/** What the write changed in a company's books, each from the earliest place it changed at. */
interface Changes {
  /** The date field of the record the write changed first: where a refusal points. */
  field: string;
  /** The accounts moved, in each currency. */
  moved: Map<string, { accountId: bigint; currency: string; from: Place }>;
  /** Revaluations after this place are worked again (a rate or an unvalued transaction changed, or a revaluation). */
  revaluedFrom: Place | undefined;
}

const earlier = (a: Place | undefined, b: Place) => (a === undefined || comparePlaces(b, a) < 0 ? b : a);

function changesOf(write: Write, companyId: bigint, field: string): Changes {
  const ofWrite = write.untilEnd('later values', () => new Map<bigint, Changes>(), valueLaterRecords);
  return getOrAdd(ofWrite, companyId, () => ({ field, moved: new Map(), revaluedFrom: undefined }));
}

/** Notes a journal transaction that a write posted, or reversed. */
export function changedJournal(write: Write, companyId: bigint, { date, source, postings }: JournalTransaction) {
  if (source.type === 'CURRENCY_REVALUATION_REVERSAL') return;
  const changes = changesOf(write, companyId, SOURCE_DATE_FIELDS[source.type]);
  const place = placeOf(date, source);
  // A revaluation moves values at the end of its day alone, reversed the next: only a later one sees it.
  if (source.type === 'CURRENCY_REVALUATION' || !isValued(postings)) {
    changes.revaluedFrom = earlier(changes.revaluedFrom, place);
  }
  if (source.type === 'CURRENCY_REVALUATION') return;
  for (const { accountId, currency } of postings) {
    const key = `${accountId} ${currency}`;
    const from = earlier(changes.moved.get(key)?.from, place);
    changes.moved.set(key, { accountId, currency, from });
  }
}

/** Notes that the company's rates from `date` on changed. */
export function changedRates(write: Write, companyId: bigint, date: string) {
  const changes = changesOf(write, companyId, 'date');
  changes.revaluedFrom = earlier(changes.revaluedFrom, startOfDay(date));
}

/**
 * The accounts (of `among`, when given) whose foreign balances are money: `carried` are held on bank
 * accounts or owed to employees, and leave at their book value (valueOnAccount); `monetary` are
 * those, trade debtors and trade creditors, which a revaluation revalues.
 */
export async function moneyAccounts(db: Executor, companyId: bigint, among?: readonly bigint[]) {
  const accounts = await systemAccounts(db, companyId);
  const carried = [accounts.EMPLOYEE_EXPENSES_PAYABLE, ...(await bankLedgerAccountIds(db, companyId, among))];
  return { carried, monetary: [accounts.TRADE_DEBTORS, accounts.TRADE_CREDITORS, ...carried] };
}

/** Values anew, before the write commits, what follows what it changed. */
async function valueLaterRecords(write: Write, ofWrite: Map<bigint, Changes>): Promise<void> {
  for (const [companyId, changes] of ofWrite) {
    const queue = new Map<string, Later>();
    for (;;) {
      await queueChanged(write.trx, companyId, changes, queue);
      const next = [...queue.values()].reduce<Later | undefined>(
        (first, later) => (first === undefined || comparePlaces(later.place, first.place) < 0 ? later : first),
        undefined,
      );
      if (!next) break;
      queue.delete(keyOf(next.source));
      await valueAnew(write, companyId, next, changes.field);
    }
  }
}

const keyOf = (source: Source) => `${source.type} ${source.id}`;

/** Queues what follows the changes noted since the last call, and clears them. */
async function queueChanged(trx: Executor, companyId: bigint, changes: Changes, queue: Map<string, Later>) {
  const moved = [...changes.moved.values()];
  let revaluedFrom = changes.revaluedFrom;
  changes.moved.clear();
  changes.revaluedFrom = undefined;
  const queueAfter = (from: Place, records: { date: string; source: Source }[]) => {
    for (const { date, source } of records) {
      const place = placeOf(date, source);
      if (comparePlaces(place, from) > 0) queue.set(keyOf(source), { place, source });
    }
  };
  const base = await baseCurrency(trx, companyId);
  const foreign = moved.filter((account) => account.currency !== base);
  if (foreign.length > 0) {
    const accountIds = foreign.map((account) => account.accountId);
    const { carried, monetary } = await moneyAccounts(trx, companyId, accountIds);
    for (const account of foreign) {
      if (carried.includes(account.accountId)) {
        queueAfter(account.from, await recordsMovingFrom(trx, companyId, account, account.from.date));
      }
      if (monetary.includes(account.accountId)) revaluedFrom = earlier(revaluedFrom, account.from);
    }
  }
  if (revaluedFrom === undefined) return;
  // What the lock date closes stays as it was filed: no write after it can reach back so far.
  const lockDate = await lockDateForWrite(trx, companyId);
  const revaluations = await revaluationsFrom(trx, companyId, revaluedFrom.date);
  queueAfter(
    revaluedFrom,
    revaluations.filter((revaluation) => lockDate === null || revaluation.date > lockDate),
  );
}

/** Values a record anew; what refuses it refuses the write, on the field of the write's date. */
async function valueAnew(write: Write, companyId: bigint, later: Later, field: string) {
  const valuing = valuings.get(later.source.type);
  if (!valuing) throw new Error(`No valuing of ${later.source.type} records is known`);
  try {
    await valuing(write, companyId, later.source.id);
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'rule-violation')) throw error;
    const errors = (error.errors ?? []).map((fieldError) => ({ path: field, message: fieldError.message }));
    throw ruleViolation(error.message, errors, error.extensions);
  }
}
