import { type FieldError, notFound, ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { lineNet, lineTax } from '../tax/tax.js';
import type { TaxChoice } from '../tax/tax-choice.js';

/** A priced line of an invoice or a bill; `Extra` holds what only one kind of document has. */
export interface DocumentLine<Extra> {
  id: number;
  quantityMicros: bigint;
  unitPrice: Money;
  tax: TaxChoice;
  description: string | null;
  net: Money;
  taxAmount: Money;
  extra: Extra;
}

export type UnpricedLine<Extra> = Omit<DocumentLine<Extra>, 'net' | 'taxAmount'>;

export function priceLine<Extra>(line: UnpricedLine<Extra>): DocumentLine<Extra> {
  const net = lineNet(line.quantityMicros, line.unitPrice);
  return { ...line, net, taxAmount: lineTax(net, line.tax.rateMicros) };
}

/** A document's figures in the shape `documentTotals` takes. */
export const amountsOf = (lines: readonly DocumentLine<unknown>[]) =>
  lines.map((line) => ({ net: line.net, tax: line.taxAmount }));

/** Every line id of an update must be a line of the document, once: otherwise a 422 naming each. */
export function assertLinesOfDocument(
  current: readonly { id: number }[],
  ids: readonly (number | undefined)[],
  pathOf: (index: number) => string,
): void {
  const known = new Set(current.map((line) => line.id));
  const seen = new Set<number>();
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    if (id === undefined) return;
    if (!known.has(id))
      errors.push({ path: `${pathOf(index)}.id`, message: `line ${id} is not a line of this document` });
    else if (seen.has(id)) errors.push({ path: `${pathOf(index)}.id`, message: `line ${id} appears twice` });
    seen.add(id);
  });
  if (errors.length > 0) throw ruleViolation('Some line ids are not lines of this document', errors);
}

/**
 * The spec's merge of an update's lines: a line with an id replaces that line, a line without one
 * is added, and the lines the body leaves out stay. Check the ids first with `assertLinesOfDocument`.
 */
export function mergeLines<Line extends { id: number }>(
  current: readonly Line[],
  updates: readonly { id: number | undefined; line: Omit<Line, 'id'> }[],
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

/** The line of the document with this id; a line of another document answers like a missing one. */
export function requireLine<Line extends { id: number }>(
  lines: readonly Line[],
  lineId: number,
  documentNoun: string,
  documentId: number,
): Line {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound(`Line ${lineId} of ${documentNoun.toLowerCase()}`, documentId);
  return line;
}
