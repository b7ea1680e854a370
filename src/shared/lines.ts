import type { Write } from '../db/write.js';
import { type FieldError, notFound, ruleViolation } from './errors.js';

// Records with lines (invoices, bills, manual journal entries) merge and find their lines alike.

export async function withNewIds<Line extends { id: bigint }>(
  write: Write,
  lines: Omit<Line, 'id'>[],
): Promise<Line[]> {
  if (lines.length === 0) return [];
  const ids = await write.newIds(lines.length);
  return lines.map((line, index) => ({ ...line, id: ids[index] }) as Line);
}

/** Every line id of an update must be a line of the record, once: otherwise a 422 naming each. */
export function assertLinesOf(
  current: readonly { id: bigint }[],
  ids: readonly (bigint | undefined)[],
  pathOf: (index: number) => string,
): void {
  const known = new Set(current.map((line) => line.id));
  const seen = new Set<bigint>();
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    if (id === undefined) return;
    if (!known.has(id)) errors.push({ path: `${pathOf(index)}.id`, message: `line ${id} is not one of its lines` });
    else if (seen.has(id)) errors.push({ path: `${pathOf(index)}.id`, message: `line ${id} appears twice` });
    seen.add(id);
  });
  if (errors.length > 0) throw ruleViolation('Some line ids are not lines of this record', errors);
}

/**
 * The spec's merge of an update's lines: a line with an id replaces that line, a line without one
 * is added, and the lines the body leaves out stay. Check the ids first with `assertLinesOf`.
 */
export function mergeLines<Line extends { id: bigint }>(
  current: readonly Line[],
  updates: readonly { id: bigint | undefined; line: Omit<Line, 'id'> }[],
): { kept: Line[]; added: Omit<Line, 'id'>[] } {
  const replaced = new Map(updates.flatMap(({ id, line }) => (id === undefined ? [] : [[id, line] as const])));
  return {
    kept: current.map((line) => {
      const replacement = replaced.get(line.id);
      return replacement ? ({ ...replacement, id: line.id } as Line) : line;
    }),
    added: updates.filter(({ id }) => id === undefined).map(({ line }) => line),
  };
}

/** A line id from a request body: a number, or a numeric string sent back from a read. */
export const lineIdOf = (id: number | string | undefined) => (id === undefined ? undefined : BigInt(id));

/**
 * The lines after an update's merge: each input with an id replaces that line (unknown ids are a
 * 422, checked before anything is read), each without one is added with a new id.
 */
export async function mergedLines<Line extends { id: bigint }, Input extends { id?: number | string | undefined }>(
  write: Write,
  current: Line[],
  inputs: Input[],
  pathOf: (index: number) => string,
  read: (inputs: Input[]) => Promise<Omit<Line, 'id'>[]>,
): Promise<Line[]> {
  assertLinesOf(
    current,
    inputs.map((input) => lineIdOf(input.id)),
    pathOf,
  );
  const lines = await read(inputs);
  const { kept, added } = mergeLines(
    current,
    lines.map((line, index) => ({ id: lineIdOf(inputs[index]?.id), line })),
  );
  return [...kept, ...(await withNewIds<Line>(write, added))];
}

/** The line with this id; a line of another record answers like a missing one. */
export function requireLine<Line extends { id: bigint }>(
  lines: readonly Line[],
  lineId: bigint,
  recordNoun: string,
  recordId: bigint,
): Line {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound(`Line ${lineId} of ${recordNoun.toLowerCase()}`, recordId);
  return line;
}
