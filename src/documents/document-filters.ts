import { Type } from '@sinclair/typebox';
import { today } from '../shared/dates.js';
import { invalid } from '../shared/errors.js';
import { onOrAfter, onOrBefore, storedTimestamp, updatedSince } from '../shared/list-filters.js';
import { type Listing, sortedPaging, sortOf, sortParameter } from '../shared/list-sorts.js';
import { CurrencyCode, IsoDate, PathId } from '../shared/schemas.js';
import { searchParameter } from './document-search.js';

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
  /** Documents of any of these statuses (see STATUS_FILTERS). */
  statuses?: StatusFilter[] | undefined;
  /** The day `overdue` is judged on, with `statuses`: due before it. */
  asOf?: string | undefined;
  /** Text that the document's number, PO number or reference, party's name or a line's description contains. */
  q?: string | undefined;
}

/**
 * The statuses a list is filtered by. `open` is every issued document with something outstanding
 * (partiallyPaid and overdue included, as an integrator chasing money wants them); `overdue` those
 * of them due before `asOf`; `paid` the issued ones with nothing outstanding. A written-off invoice
 * is neither open nor paid: its debt was given up, not paid; `writtenOff` finds it.
 */
export const STATUS_FILTERS = ['draft', 'open', 'paid', 'overdue', 'writtenOff'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const ANY_STATUS = `(${STATUS_FILTERS.join('|')})`;

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
function documentSortParameter(number: string | undefined) {
  const keys = number === undefined ? SORT_KEYS.filter((key) => key !== 'number') : SORT_KEYS;
  const numbered = number === undefined ? '' : `; number is ${number}`;
  return sortParameter(keys, ` outstandingAmount is 0 on a draft${numbered}.`, ['-dueDate', 'outstandingAmount']);
}

/** The query string of the list of a kind of document, whose party is named by `partyField`. */
export const documentListQuery = (partyField: 'clientId' | 'supplierId', party: string, number?: string) =>
  Type.Object({
    ...sortedPaging('a document'),
    sort: Type.Optional(documentSortParameter(number)),
    q: Type.Optional(searchParameter(party)),
    [partyField]: Type.Optional({ ...PathId, description: `Only the documents of this ${party}.` }),
    currency: Type.Optional({ ...CurrencyCode, description: 'Only the documents in this currency.' }),
    issueDateFrom: Type.Optional(onOrAfter('issued')),
    issueDateTo: Type.Optional(onOrBefore('issued')),
    dueDateFrom: Type.Optional(onOrAfter('due')),
    dueDateTo: Type.Optional(onOrBefore('due')),
    updatedSince: Type.Optional(updatedSince('documents')),
    status: Type.Optional(
      Type.String({
        pattern: `^${ANY_STATUS}(,${ANY_STATUS})*$`,
        'x-message': `must be one or more of ${STATUS_FILTERS.join(', ')}, separated by commas`,
        description:
          'Only the documents of any of these statuses, separated by commas: draft; open (issued, something outstanding: partiallyPaid and overdue included); paid (issued, nothing outstanding); overdue (open and due before asOf); writtenOff (a bad-debt write-off settled the rest: neither open nor paid). A bill or supplier credit is never a draft; a credit never overdue.',
        examples: ['open', 'overdue,paid'],
      }),
    ),
    asOf: Type.Optional({
      ...IsoDate,
      description:
        'The day on which status=overdue is judged: due before it, not on it. Today in UTC unless given; only with status.',
    }),
  });

/** The filters a validated list query asks for. */
export function documentFiltersOf(query: DocumentListQuery): DocumentFilters {
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
    dueDateFrom: query.dueDateFrom,
    dueDateTo: query.dueDateTo,
    updatedSince: storedTimestamp(query.updatedSince),
    q: query.q,
    ...(query.status === undefined
      ? {}
      : { statuses: query.status.split(',') as StatusFilter[], asOf: query.asOf ?? today() }),
  };
}

/**
 * The filters and sorts of the list of a kind of document, as its routes declare them (see
 * crudRoutes); `number` says what the documents' number is, if they have one.
 */
export const documentListFilters = (partyField: 'clientId' | 'supplierId', party: string, number?: string) => ({
  query: documentListQuery(partyField, party, number),
  of: (query: Record<string, unknown>): DocumentListing => ({
    filters: documentFiltersOf(query as DocumentListQuery),
    sort: sortOf<SortKey>((query as DocumentListQuery).sort),
  }),
});
