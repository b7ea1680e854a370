import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, openTestDatabase } from '../../test/helpers.js';
import type { Database } from '../db/database.js';
import { trialBalance } from '../reports/trial-balance-service.js';
import { compareBigints } from '../shared/collections.js';
import { DomainError } from '../shared/errors.js';
import { formatMoney } from '../shared/money.js';
import type { JournalLineInput } from './journal-entry-schemas.js';
import { addJournalLine, journalEntryService, removeJournalLine, updateJournalLine } from './journal-entry-service.js';

/** What the books should hold: every entry's lines, by entry id and line id. */
type ModelLine = { accountCode: string; debit: bigint; credit: bigint };
type Model = Map<bigint, Map<bigint, ModelLine>>;

const CODES = ['1000', '1100', '3000', '4000', '6300'];
/** An unknown code, and trade debtors (1200), a control account that journals do not post to. */
const REFUSED_CODES = ['NOPE', '1200'];
const lineArb = fc.record({
  accountCode: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...CODES) },
    { weight: 1, arbitrary: fc.constantFrom(...REFUSED_CODES) },
  ),
  debit: fc.bigInt({ min: 0n, max: 1_000_00n }),
  credit: fc.bigInt({ min: 0n, max: 1_000_00n }),
});
const linesArb = fc.array(lineArb, { minLength: 1, maxLength: 5 });

/** Each operation carries a wish to balance: when set, the test completes the change so that it balances. */
const operationArb = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), lines: linesArb, balance: fc.boolean() }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    lines: linesArb,
    replace: fc.nat(),
    balance: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('addLine' as const), pick: fc.nat(), line: lineArb, balance: fc.boolean() }),
  fc.record({ kind: fc.constant('updateLine' as const), pick: fc.nat(), line: lineArb, balance: fc.boolean() }),
  fc.record({ kind: fc.constant('removeLine' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);
type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;

const toInput = (line: ModelLine, id?: bigint): JournalLineInput => ({
  ...(id === undefined ? {} : { id: String(id) }),
  accountCode: line.accountCode,
  debitAmountValue: formatMoney(line.debit, 'plain'),
  creditAmountValue: formatMoney(line.credit, 'plain'),
});

const balances = (lines: Iterable<ModelLine>) => [...lines].reduce((sum, l) => sum + l.debit - l.credit, 0n);

/** The lines, plus one on `code` that brings them to balance when they do not. */
function closed(lines: ModelLine[], others: Iterable<ModelLine>, code: string): ModelLine[] {
  const difference = balances([...others, ...lines]);
  if (difference === 0n) return lines;
  const closing = difference > 0n ? { debit: 0n, credit: difference } : { debit: -difference, credit: 0n };
  return [...lines, { accountCode: code, ...closing }];
}
/** Balanced, on accounts journals post to, no line without an amount, and some money moved. */
const valid = (lines: ModelLine[]) =>
  lines.length > 0 &&
  balances(lines) === 0n &&
  lines.every((line) => CODES.includes(line.accountCode) && (line.debit !== 0n || line.credit !== 0n)) &&
  lines.some((line) => line.debit !== line.credit);

const pickFrom = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

/** Runs one operation on the service and on the model; the model changes only when the service must succeed. */
async function apply(db: Database, companyId: bigint, model: Model, op: Operation): Promise<void> {
  const entryId = 'pick' in op ? pickFrom([...model.keys()], op.pick) : undefined;
  const entry = entryId === undefined ? undefined : model.get(entryId);
  const attempt = async (expectSuccess: boolean, run: () => Promise<unknown>, commit: (result: unknown) => void) => {
    if (expectSuccess) {
      commit(await run());
    } else {
      await expect(run()).rejects.toBeInstanceOf(DomainError);
    }
  };
  if (op.kind === 'create') {
    const lines = op.balance ? closed(op.lines, [], '3000') : op.lines;
    await attempt(
      valid(lines),
      () =>
        journalEntryService.create(db, companyId, {
          reason: 'r',
          date: '2026-03-01',
          manualJournalEntryLines: lines.map((l) => toInput(l)),
        }),
      (result) => {
        const view = result as { id: bigint; lines: { id: bigint }[] };
        model.set(view.id, new Map(view.lines.map((line, index) => [line.id, lines[index] as ModelLine])));
      },
    );
    return;
  }
  if (!entry || entryId === undefined) return;
  const lineIds = [...entry.keys()];
  if (op.kind === 'update') {
    const replacedId = pickFrom(lineIds, op.replace) as bigint;
    const [first, ...others] = op.lines as [ModelLine, ...ModelLine[]];
    const after = new Map(entry).set(replacedId, first);
    const rest = op.balance ? closed(others, after.values(), '1000') : others;
    await attempt(
      valid([...after.values(), ...rest]),
      () =>
        journalEntryService.update(db, companyId, entryId, {
          reason: 'r2',
          date: '2026-03-02',
          manualJournalEntryLines: [toInput(first, replacedId), ...rest.map((l) => toInput(l))],
        }),
      (result) => {
        const view = result as { lines: { id: bigint }[] };
        const added = view.lines.filter((line) => !after.has(line.id));
        for (const [index, line] of added.entries()) after.set(line.id, rest[index] as ModelLine);
        model.set(entryId, after);
      },
    );
  } else if (op.kind === 'addLine') {
    const line = op.balance ? { ...op.line, credit: op.line.debit } : op.line;
    await attempt(
      valid([...entry.values(), line]),
      () => addJournalLine(db, companyId, entryId, toInput(line)),
      (result) => entry.set((result as { id: bigint }).id, line),
    );
  } else if (op.kind === 'updateLine') {
    const lineId = pickFrom(lineIds, op.pick) as bigint;
    const old = entry.get(lineId) as ModelLine;
    const line = op.balance ? { ...op.line, debit: old.debit, credit: old.credit } : op.line;
    await attempt(
      valid([...new Map(entry).set(lineId, line).values()]),
      () => updateJournalLine(db, companyId, entryId, lineId, toInput(line)),
      () => entry.set(lineId, line),
    );
  } else if (op.kind === 'removeLine') {
    const lineId = pickFrom(lineIds, op.pick) as bigint;
    const after = new Map(entry);
    after.delete(lineId);
    await attempt(
      valid([...after.values()]),
      () => removeJournalLine(db, companyId, entryId, lineId),
      () => entry.delete(lineId),
    );
  } else {
    await journalEntryService.remove(db, companyId, entryId);
    model.delete(entryId);
  }
}

/** The books agree with the model, and every currency's trial balance is exactly zero. */
async function assertBooksMatch(db: Database, companyId: bigint, model: Model): Promise<void> {
  const report = await trialBalance(db, companyId, '2026-12-31');
  for (const total of report.totals) expect(total.debit).toBe(total.credit);
  const expected = new Map<string, bigint>();
  for (const lines of model.values()) {
    for (const line of lines.values()) {
      expected.set(line.accountCode, (expected.get(line.accountCode) ?? 0n) + line.debit - line.credit);
    }
  }
  const actual = new Map(report.lines.map((line) => [line.code, line.debit - line.credit]));
  for (const code of CODES) expect(actual.get(code) ?? 0n).toBe(expected.get(code) ?? 0n);

  const { items } = await journalEntryService.list(db, companyId, {});
  expect(items.map((entry) => entry.id)).toEqual([...model.keys()].sort(compareBigints));
  for (const entry of items) {
    const lines = model.get(entry.id) as Map<bigint, ModelLine>;
    expect(entry.lines.map((line) => [line.id, line.accountCode, line.debit, line.credit])).toEqual(
      [...lines]
        .sort(([a], [b]) => compareBigints(a, b))
        .map(([id, line]) => [id, line.accountCode, line.debit, line.credit]),
    );
  }
}

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

describe('manual journal entries and the ledger', () => {
  it('keep every currency balanced and never write half of a refused change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArb, { minLength: 1, maxLength: 25 }), async (operations) => {
        const { companyId } = await createTenant(db);
        const model: Model = new Map();
        for (const operation of operations) {
          await apply(db, companyId, model, operation);
          await assertBooksMatch(db, companyId, model);
        }
      }),
      { numRuns: 60 },
    );
  });
});
