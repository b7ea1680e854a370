import type { lineItemService } from '../line-items/line-item-service.js';
import { patchedRecord } from '../shared/merge-patch.js';
import { formatMoney } from '../shared/money.js';
import { wholeNumber } from './web-forms.js';
import type { PagedKind, WebSide } from './web-sides.js';

/*
 * A document's form, for a new document and for an edit: its fields named as the API's body names
 * them (a line's by its place), and the API's body of what was sent.
 */

/** The lines a new document's form offers; those left empty are left out. */
export const FORM_LINES = 5;
/** The most lines a form is read for, as the API takes at most 1,000. */
const MOST_LINES = 1000;

/** The lines an edit's form offers: the document's own, then empty ones to add, FORM_LINES at least. */
export const editLineCount = (lines: number) => Math.max(FORM_LINES, lines + 1);

/** The fields of a line of a kind's form: the API's, and a line item to fill them from. */
const lineFieldsOf = (kind: PagedKind) => [
  'lineItem',
  'description',
  'quantity',
  kind.priceField,
  'salesTaxCode',
  ...(kind.categories ? ['categoryCode'] : []),
];

const lineName = (kind: PagedKind, index: number, field: string) => `${kind.linesField}[${index}].${field}`;

/** How many lines a form sent: up to the last line any of whose fields it named. */
export function sentLineCount(kind: PagedKind, body: unknown): number {
  const line = new RegExp(`^${kind.linesField}\\[(\\d+)\\]\\.`);
  const indexes = Object.keys(body ?? {}).map((name) => Number(line.exec(name)?.[1] ?? -1));
  return Math.min(Math.max(-1, ...indexes) + 1, MOST_LINES);
}

/** The form's fields of the document itself, as the API's body names them. */
const headFieldsOf = (side: WebSide) => [side.settlement.party.field, 'currency', 'issueDate', 'dueDate'];

/** The form's fields, as the API's body names them, with a line's id and its removal when it edits one. */
export const documentFormFields = (side: WebSide, kind: PagedKind, lineCount: number) => [
  ...headFieldsOf(side),
  ...Array.from({ length: lineCount }, (_, index) =>
    ['id', 'remove', ...lineFieldsOf(kind)].map((field) => lineName(kind, index, field)),
  ).flat(),
];

/** The ids of the document's lines that an edit's form marks to remove. */
export function removedLineIds(kind: PagedKind, values: Record<string, string>, lineCount: number): bigint[] {
  return Array.from({ length: lineCount }, (_, index) => index)
    .filter((index) => values[lineName(kind, index, 'remove')] !== undefined)
    .map((index) => values[lineName(kind, index, 'id')] ?? '')
    .filter((id) => /^[0-9]{1,19}$/.test(id))
    .map(BigInt);
}

function numeric(text: string | undefined): number | string | undefined {
  return text !== undefined && /^-?[0-9]{1,10}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : text;
}

type LineItem = Awaited<ReturnType<typeof lineItemService.list>>['items'][number];

/**
 * The API's body of the new document the form describes. A line that names a line item takes the
 * item's description, quantity, rate and tax where the form leaves them empty; a line left wholly
 * empty is no line.
 */
export function documentInput(
  side: WebSide,
  kind: PagedKind,
  values: Record<string, string>,
  lineItems: LineItem[],
  lineCount: number,
) {
  const partyField = side.settlement.party.field;
  return {
    [partyField]: wholeNumber(values[partyField]),
    currency: values.currency,
    issueDate: values.issueDate,
    ...(values.dueDate === undefined ? {} : { dueDate: values.dueDate }),
    [kind.linesField]: formLines(kind, values, lineItems, lineCount),
  };
}

function formLines(kind: PagedKind, values: Record<string, string>, lineItems: LineItem[], lineCount: number) {
  const { priceField, categories } = kind;
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const field = (name: string) => values[lineName(kind, index, name)];
    const item = lineItems.find((candidate) => String(candidate.id) === field('lineItem'));
    const line = {
      id: wholeNumber(field('id')),
      description: field('description') ?? item?.defaultDescription,
      quantity: numeric(field('quantity')) ?? item?.defaultQuantity,
      [priceField]:
        field(priceField) ?? (item?.defaultRate === undefined ? undefined : formatMoney(item.defaultRate, 'plain')),
      salesTaxCode: field('salesTaxCode') ?? item?.defaultSalesTaxCode ?? undefined,
      ...(categories ? { categoryCode: field('categoryCode') } : {}),
    };
    return Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined && value !== null));
  });
  return lines.filter((line) => Object.keys(line).length > 0);
}

/** A document as the API answers it, as JSON: its fields and lines as a client reads them. */
export type AnsweredDocument = Record<string, unknown>;
type AnsweredLine = Record<string, unknown> & { id: number | string };

/**
 * The API's body of an edit, as its PATCH makes it: the document as it stood, its fields that the form
 * shows replaced by the form's (one left empty is removed, for the check to name), and its lines by
 * the form's lines. A line the form edits keeps what the form does not show of it (an invoice line's
 * unit); a line without an id is added; a line the form leaves out stays, as the API's update has it,
 * and so does one it marks to remove, which the removal of its line then removes.
 */
export function editedInput(
  side: WebSide,
  kind: PagedKind,
  answered: AnsweredDocument,
  values: Record<string, string>,
  lineItems: LineItem[],
  lineCount: number,
) {
  const partyField = side.settlement.party.field;
  const patch: Record<string, unknown> = Object.fromEntries(
    headFieldsOf(side).map((name) => [name, (name === partyField ? wholeNumber(values[name]) : values[name]) ?? null]),
  );
  const before = (answered[kind.linesField] ?? []) as AnsweredLine[];
  const unshown = Object.keys(kind.lineInput.properties).filter(
    (name) => !['id', 'vatRate', ...lineFieldsOf(kind)].includes(name),
  );
  const kept = (line: Record<string, unknown>) => {
    const old = before.find((candidate) => String(candidate.id) === String(line.id));
    return old === undefined
      ? {}
      : Object.fromEntries(unshown.filter((name) => name in old).map((name) => [name, old[name]]));
  };
  const removed = removedLineIds(kind, values, lineCount).map(String);
  patch[kind.linesField] = formLines(kind, values, lineItems, lineCount)
    .filter((line) => !removed.includes(String(line.id)))
    .map((line) => ({ ...kept(line), ...line }));
  return patchedRecord(kind.update, answered, patch, kind.linesField);
}

/** The form's values of a document as it stands: its fields and its lines, as the API answers them. */
export function formValuesOf(side: WebSide, kind: PagedKind, answered: AnsweredDocument): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of headFieldsOf(side)) {
    if (answered[name] !== undefined) values[name] = String(answered[name]);
  }
  ((answered[kind.linesField] ?? []) as AnsweredLine[]).forEach((line, index) => {
    for (const name of ['id', ...lineFieldsOf(kind)]) {
      if (line[name] !== undefined) values[lineName(kind, index, name)] = String(line[name]);
    }
  });
  return values;
}
