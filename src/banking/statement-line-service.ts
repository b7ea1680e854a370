import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import type { Database, Executor } from '../db/database.js';
import { conflictOnDuplicate } from '../db/errors.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import { addDays } from '../shared/dates.js';
import { conflict, notFound, ruleViolation } from '../shared/errors.js';
import { formatMoney } from '../shared/money.js';
import { type BankMovement, movementsOfRecords, unmatchedMovementsBetween } from './bank-movement-repository.js';
import type { MatchedRecordType } from './banking-schemas.js';
import { SOURCE_OF_RECORD, type StatementLineView, withMatches } from './statement-lines.js';
import {
  deleteMatchesOfLine,
  findLine,
  insertMatches,
  type LineFilter,
  type LineRow,
  lockBankRecords,
  lockLine,
  lockUnmatchedLines,
  matchedAmong,
  pageLines,
  setLineStatus,
  setLinesMatched,
  unmatchedLines,
} from './statement-repository.js';
import { FEW_DAYS, movedAsLine } from './suggestions.js';

export async function listLines(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  filter: LineFilter,
  page: Page,
) {
  await requireBankAccountOfPath(db, companyId, bankAccountId);
  const { rows, total } = await pageLines(db, companyId, bankAccountId, filter, page);
  return { items: await withMatches(db, companyId, rows), total };
}

export async function getLine(db: Executor, companyId: bigint, bankAccountId: bigint, id: bigint) {
  const [view] = await withMatches(db, companyId, [await requireLine(db, companyId, bankAccountId, id)]);
  return view as StatementLineView;
}

async function requireLine(db: Executor, companyId: bigint, bankAccountId: bigint, id: bigint): Promise<LineRow> {
  const line = await findLine(db, companyId, bankAccountId, id);
  if (!line) throw notFound('Bank statement line', id);
  return line;
}

/**
 * The line locked for a write that changes what it stands for, as it stands once locked; a line
 * that a reconciliation closed does not change until that reconciliation is undone.
 */
export async function lineForChange(write: Write, companyId: bigint, bankAccountId: bigint, id: bigint) {
  const trx = write.trx;
  const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId, { lock: true });
  // The row the lock answers is the line as it stands once the lock is held.
  const line = await lockLine(trx, companyId, id);
  if (line.bank_account_id !== bankAccountId) throw notFound('Bank statement line', id);
  if (line.reconciliation_id !== null) {
    throw conflict(
      `Bank statement line ${id} is closed by bank reconciliation ${line.reconciliation_id}: undo that reconciliation to change it`,
    );
  }
  return { bank, line };
}

export function requireStatus(line: LineRow, status: LineRow['status'], action: string): void {
  if (line.status === status) return;
  const why = {
    matched: 'is matched: unmatch it first',
    excluded: 'is excluded: include it first',
    unmatched: 'is not matched',
  };
  throw conflict(`Bank statement line ${line.id} ${why[line.status]}, to ${action}`);
}

/** Links a line to the records of the books it stands for: what they moved the bank by adds up to the line. */
export function matchLine(
  db: Database | Write,
  companyId: bigint,
  bankAccountId: bigint,
  id: bigint,
  matches: readonly NamedRecord[],
) {
  return inTransaction(db, async (write) => {
    const { bank, line } = await lineForChange(write, companyId, bankAccountId, id);
    requireStatus(line, 'unmatched', 'match it');
    return linkRecords(write, companyId, bank, line, matches);
  });
}

/** Links a line, locked by `lineForChange` and unmatched, to the records it stands for. */
export async function linkRecords(
  write: Write,
  companyId: bigint,
  bank: BankAccountRow,
  line: LineRow,
  matches: readonly NamedRecord[],
): Promise<StatementLineView> {
  const trx = write.trx;
  const [bankAccountId, id] = [bank.id, line.id];
  const records = recordsOf(matches);
  for (const [type, ids] of groupedBySource(records)) await lockBankRecords(trx, companyId, type, ids);
  const movements = await movementsOfRecords(
    trx,
    { companyId, ledgerAccountId: bank.ledger_account_id, currency: bank.currency },
    records,
  );
  const moved = records.map((record, index) => movementOf(record, index, movements, bank));
  await refuseMatchedAlready(trx, companyId, bank, records);
  const total = moved.reduce((sum, movement) => sum + movement.amount, 0n);
  if (total !== line.amount) {
    const money = (amount: bigint) => formatMoney(amount, 'plain');
    throw ruleViolation('The records do not add up to the line', [
      {
        path: 'matches',
        message: `they move bank account ${bankAccountId} by ${money(total)}; the line is ${money(line.amount)}, a difference of ${money(line.amount - total)}`,
      },
    ]);
  }
  await link(
    write,
    companyId,
    bankAccountId,
    moved.map((movement) => ({ lineId: id, movement })),
  );
  return getLine(trx, companyId, bankAccountId, id);
}

/** Writes the links of lines to the records they stand for, and marks the lines matched. */
async function link(
  write: Write,
  companyId: bigint,
  bankAccountId: bigint,
  links: readonly { lineId: bigint; movement: BankMovement }[],
): Promise<void> {
  const ids = await write.newIds(links.length);
  const rows = links.map(({ lineId, movement }, index) => ({
    company_id: companyId,
    id: ids[index] as bigint,
    line_id: lineId,
    bank_account_id: bankAccountId,
    record_type: movement.sourceType,
    record_id: movement.sourceId,
    amount: movement.amount,
  }));
  // A record that another write matched since it was read is refused by the key, not matched twice.
  await conflictOnDuplicate(
    () => insertMatches(write, rows),
    'A record was matched to another statement line meanwhile; send the request again',
  );
  await setLinesMatched(write.trx, companyId, [...new Set(links.map((one) => one.lineId))]);
}

type RecordRef = { sourceType: BankMovement['sourceType']; sourceId: bigint };

/** A record of the books as a request names it. */
export interface NamedRecord {
  type: MatchedRecordType;
  id: bigint | number | string;
}

function recordsOf(matches: readonly NamedRecord[]): RecordRef[] {
  const seen = new Set<string>();
  return matches.map((match, index) => {
    const record = { sourceType: SOURCE_OF_RECORD[match.type], sourceId: BigInt(match.id) };
    const key = `${record.sourceType} ${record.sourceId}`;
    if (seen.has(key)) {
      throw ruleViolation('A record is named twice', [
        { path: `matches[${index}]`, message: `${match.type} ${match.id} is named twice` },
      ]);
    }
    seen.add(key);
    return record;
  });
}

function groupedBySource(records: readonly RecordRef[]): Map<RecordRef['sourceType'], bigint[]> {
  const groups = new Map<RecordRef['sourceType'], bigint[]>();
  for (const record of records)
    groups.set(record.sourceType, [...(groups.get(record.sourceType) ?? []), record.sourceId]);
  return groups;
}

function movementOf(
  record: RecordRef,
  index: number,
  movements: readonly BankMovement[],
  bank: BankAccountRow,
): BankMovement {
  const movement = movements.find(
    (found) => found.sourceType === record.sourceType && found.sourceId === record.sourceId,
  );
  if (movement) return movement;
  throw ruleViolation('A record does not move the bank account', [
    {
      path: `matches[${index}].id`,
      message: `no record of this type with the id ${record.sourceId} moves bank account ${bank.id} (${bank.name})`,
    },
  ]);
}

async function refuseMatchedAlready(
  db: Executor,
  companyId: bigint,
  bank: BankAccountRow,
  records: readonly RecordRef[],
) {
  const matched = await matchedAmong(db, companyId, bank.id, records);
  if (matched.length === 0) return;
  throw conflict(
    'A record already stands for another statement line',
    matched.map((match) => {
      const index = records.findIndex(
        (record) => record.sourceType === match.record_type && record.sourceId === match.record_id,
      );
      return { path: `matches[${index}].id`, message: `is matched to statement line ${match.line_id}` };
    }),
  );
}

/** Unlinks a line from its records; the records stay in the books. */
export function unmatchLine(db: Database | Write, companyId: bigint, bankAccountId: bigint, id: bigint) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const { line } = await lineForChange(write, companyId, bankAccountId, id);
    requireStatus(line, 'matched', 'unmatch it');
    await deleteMatchesOfLine(trx, companyId, id);
    return (
      await withMatches(trx, companyId, [await setLineStatus(trx, companyId, id, 'unmatched')])
    )[0] as StatementLineView;
  });
}

/** Sets a line aside (`excluded`), or takes it back (`unmatched`): a line the books need not hold, such as a bank's own error. */
export function setLineExcluded(
  db: Database | Write,
  companyId: bigint,
  bankAccountId: bigint,
  id: bigint,
  excluded: boolean,
) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const { line } = await lineForChange(write, companyId, bankAccountId, id);
    requireStatus(line, excluded ? 'unmatched' : 'excluded', excluded ? 'exclude it' : 'include it');
    const changed = await setLineStatus(trx, companyId, id, excluded ? 'excluded' : 'unmatched');
    return (await withMatches(trx, companyId, [changed]))[0] as StatementLineView;
  });
}

/**
 * Links each unmatched line that has exactly one unmatched record of the same amount within a few
 * days, when that record has no other such line either: an ambiguous pair is left for a person. It
 * never creates a record. Answers the lines it linked.
 */
export function autoMatch(db: Database | Write, companyId: bigint, bankAccountId: bigint) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId, { lock: true });
    const lines = await unmatchedLines(trx, companyId, bankAccountId);
    const first = lines[0];
    const last = lines.at(-1);
    if (!first || !last) return [];
    const ledger = { companyId, bankAccountId, ledgerAccountId: bank.ledger_account_id, currency: bank.currency };
    const movements = await unmatchedMovementsBetween(
      trx,
      ledger,
      addDays(first.date, -FEW_DAYS) ?? first.date,
      addDays(last.date, FEW_DAYS) ?? last.date,
    );
    const pairs = unambiguousPairs(lines, movements);
    const still = await lockUnmatchedLines(
      trx,
      companyId,
      pairs.map(([line]) => line.id),
    );
    const linked = pairs.filter(([line]) => still.has(line.id));
    for (const [type, ids] of groupedBySource(linked.map(([, movement]) => movement))) {
      await lockBankRecords(trx, companyId, type, ids);
    }
    if (linked.length === 0) return [];
    await link(
      write,
      companyId,
      bankAccountId,
      linked.map(([line, movement]) => ({ lineId: line.id, movement })),
    );
    return withMatches(
      trx,
      companyId,
      linked.map(([line]) => ({ ...line, status: 'matched' as const })),
    );
  });
}

/** The pairs of a line and a record that each have the other as their one candidate. */
function unambiguousPairs(lines: readonly LineRow[], movements: readonly BankMovement[]): [LineRow, BankMovement][] {
  const byAmount = new Map<bigint, BankMovement[]>();
  for (const movement of movements) byAmount.set(movement.amount, [...(byAmount.get(movement.amount) ?? []), movement]);
  const linesOfMovement = new Map<BankMovement, number>();
  const candidates = lines.map((line) =>
    (byAmount.get(line.amount) ?? []).filter((movement) => movedAsLine(line, movement)),
  );
  for (const found of candidates)
    for (const movement of found) linesOfMovement.set(movement, (linesOfMovement.get(movement) ?? 0) + 1);
  return lines.flatMap((line, index) => {
    const found = candidates[index] ?? [];
    const [only] = found;
    return found.length === 1 && only && linesOfMovement.get(only) === 1
      ? [[line, only] as [LineRow, BankMovement]]
      : [];
  });
}
