import { Type } from '@sinclair/typebox';
import { today } from '../shared/dates.js';
import { invalid } from '../shared/errors.js';
import { onOrAfter, onOrBefore, storedTimestamp, updatedSince } from '../shared/list-filters.js';
import { type Listing, type ListSort, sortedPaging, sortOf, sortParameter } from '../shared/list-sorts.js';
import { CurrencyCode, IsoDate, PathId } from '../shared/schemas.js';
import { searchParameter } from './document-search.js';
import { QUOTE_STATUSES, type QuoteStatus } from './document-status.js';

/** What a list of documents may be narrowed to; every bound is inclusive. */
export interface DocumentFilters {
  partyId?: bigint | undefined;
  currency?: string | undefined;
  issueDateFrom?: string | undefined;
  issueDateTo?: string | undefined;
  dueDateFrom?: string | undefined;
  dueDateTo?: string | undefined;
  /** A UTC instant written as `updated_at` is stored, `YYYY-MM-DDTHH:MM:SS.sssZ`. */
  updatedSince?: string | undefined;
  /** Documents of any of these statuses (see STATUS_FILTERS; a quote's, QUOTE_STATUSES). */
  statuses?: StatusFilter[] | QuoteStatus[] | undefined;
  /** The day `overdue` (a quote's `expired`) is judged on, with `statuses`: due before it. */
  asOf?: string | undefined;
  /** Text that the document's number, PO number or reference, party's name or a line's description contains. */
  q?: string | undefined;
  /** The invoices that this recurring invoice issued (invoices only; no query parameter sets it). */
  recurringInvoiceId?: bigint | undefined;
  /** The documents of these ids, at least one (no query parameter sets it). */
  ids?: bigint[] | undefined;
}

/**
 * The statuses a list is filtered by. `open` is every issued document with something outstanding
 * (partiallyPaid and overdue included, as an integrator chasing money wants them); `overdue` those
 * of them due before `asOf`; `paid` the issued ones with nothing outstanding. A written-off invoice
 * is neither open nor paid: its debt was given up, not paid; `writtenOff` finds it.
 */
export const STATUS_FILTERS = ['draft', 'open', 'paid', 'overdue', 'writtenOff'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The statuses the list of a kind is filtered by, and what the `status` and `asOf` parameters say of them. */
export interface ListedStatuses {
  names: readonly string[];
  description: string;
  asOf: string;
}

const SETTLED_STATUSES: ListedStatuses = {
  names: STATUS_FILTERS,
  description:
    'Only the documents of any of these statuses, separated by commas: draft; open (issued, something outstanding: partiallyPaid and overdue included); paid (issued, nothing outstanding); overdue (open and due before asOf); writtenOff (a bad-debt write-off settled the rest: neither open nor paid). A bill or supplier credit is never a draft; a credit never overdue.',
  asOf: 'The day on which status=overdue is judged: due before it, not on it. Today in UTC unless given; only with status.',
};

export const QUOTE_LISTED_STATUSES: ListedStatuses = {
  names: QUOTE_STATUSES,
  description:
    'Only the quotes of any of these statuses, separated by commas: draft; sent (and not expired); accepted (not yet invoiced); declined; expired (sent, neither accepted nor declined, its expiryDate before asOf); invoiced (converted to an invoice).',
  asOf: 'The day on which status=expired (and so sent) is judged: expiryDate before it, not on it. Today in UTC unless given; only with status.',
};

/** How the list of a kind of document differs from that of invoices: its statuses, and the name of its due date. */
export interface ListedKind {
  statuses?: ListedStatuses;
  /** The body field of the due date, `dueDate` unless named (a quote's `expiryDate`); only invoices and bills sort by what is outstanding. */
  dueField?: string;
}

/** What a list of documents may be sorted by; `number` is the document's number, where it has one. */
export const SORT_KEYS = ['issueDate', 'dueDate', 'totalAmount', 'outstandingAmount', 'number', 'id'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** What the list of a kind of document asks for: which documents, in which order. */
export type DocumentListing = Listing<DocumentFilters, SortKey>;

/** The query string of a list of documents, as validated. */
export type DocumentListQuery = Record<string, unknown> & {
  clientId?: number;
  supplierId?: number;
  currency?: string;
  issueDateFrom?: string;
  issueDateTo?: string;
  dueDateFrom?: string;
  dueDateTo?: string;
  updatedSince?: string;
  status?: string;
  asOf?: string;
  sort?: string;
  q?: string;
};

/**
 * The `sort` of a list whose documents' number is what `number` says, or of one whose documents
 * have none (a bill), which is not sorted by number.
 */
function documentSortParameter(number: string | undefined, dueField: string) {
  const numbered = number === undefined ? '' : `; number is ${number}`;
  if (dueField !== 'dueDate') {
    const keys = ['issueDate', dueField, 'totalAmount', 'number', 'id'];
    return sortParameter(keys, numbered ? `${numbered.slice(1)}.` : '', [`-${dueField}`, 'totalAmount']);
  }
  const keys = number === undefined ? SORT_KEYS.filter((key) => key !== 'number') : SORT_KEYS;
  return sortParameter(keys, ` outstandingAmount is 0 on a draft${numbered}.`, ['-dueDate', 'outstandingAmount']);
}

/** The query string of the list of a kind of document, whose party is named by `partyField`. */
export const documentListQuery = (
  partyField: 'clientId' | 'supplierId',
  party: string,
  number?: string,
  { statuses = SETTLED_STATUSES, dueField = 'dueDate' }: ListedKind = {},
) => {
  const anyStatus = `(${statuses.names.join('|')})`;
  const due = dueField === 'dueDate' ? 'due' : 'expiring';
  return Type.Object({
    ...sortedPaging('a document'),
    sort: Type.Optional(documentSortParameter(number, dueField)),
    q: Type.Optional(searchParameter(party)),
    [partyField]: Type.Optional({ ...PathId, description: `Only the documents of this ${party}.` }),
    currency: Type.Optional({ ...CurrencyCode, description: 'Only the documents in this currency.' }),
    issueDateFrom: Type.Optional(onOrAfter('issued')),
    issueDateTo: Type.Optional(onOrBefore('issued')),
    [`${dueField}From`]: Type.Optional(onOrAfter(due)),
    [`${dueField}To`]: Type.Optional(onOrBefore(due)),
    updatedSince: Type.Optional(updatedSince('documents')),
    status: Type.Optional(
      Type.String({
        pattern: `^${anyStatus}(,${anyStatus})*$`,
        'x-message': `must be one or more of ${statuses.names.join(', ')}, separated by commas`,
        description: statuses.description,
        examples: statuses.names.slice(1, 3),
      }),
    ),
    asOf: Type.Optional({ ...IsoDate, description: statuses.asOf }),
  });
};

/** The filters a validated list query asks for; `dueField` names the due date (see ListedKind). */
export function documentFiltersOf(query: DocumentListQuery, dueField = 'dueDate'): DocumentFilters {
  if (query.asOf !== undefined && query.status === undefined) {
    throw invalid('asOf is the day status=overdue is judged on: it needs a status', [
      { path: 'asOf', message: 'is read only with status' },
    ]);
  }
  const partyId = query.clientId ?? query.supplierId;
  return {
    partyId: partyId === undefined ? undefined : BigInt(partyId),
    currency: query.currency?.toUpperCase(),
    issueDateFrom: query.issueDateFrom,
    issueDateTo: query.issueDateTo,
    dueDateFrom: query[`${dueField}From`] as string | undefined,
    dueDateTo: query[`${dueField}To`] as string | undefined,
    updatedSince: storedTimestamp(query.updatedSince),
    q: query.q,
    ...(query.status === undefined
      ? {}
      : { statuses: query.status.split(',') as StatusFilter[] | QuoteStatus[], asOf: query.asOf ?? today() }),
  };
}

/**
 * The filters and sorts of the list of a kind of document, as its routes declare them (see
 * crudRoutes); `number` says what the documents' number is, if they have one.
 */
export const documentListFilters = (
  partyField: 'clientId' | 'supplierId',
  party: string,
  number?: string,
  kind: ListedKind = {},
) => ({
  query: documentListQuery(partyField, party, number, kind),
  of: (query: Record<string, unknown>): DocumentListing => ({
    filters: documentFiltersOf(query as DocumentListQuery, kind.dueField),
    sort: sortByDue(sortOf<SortKey>((query as DocumentListQuery).sort), kind.dueField),
  }),
});

/** A sort by a kind's named due date (a quote's expiryDate) is a sort by its due date. */
function sortByDue(sort: ListSort<SortKey>, dueField = 'dueDate'): ListSort<SortKey> {
  return (sort.key as string) === dueField ? { ...sort, key: 'dueDate' } : sort;
}
