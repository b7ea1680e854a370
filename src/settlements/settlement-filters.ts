import { type TObject, Type } from '@sinclair/typebox';
import { filterId, onOrAfter, onOrBefore, storedTimestamp, updatedSince } from '../shared/list-filters.js';
import { type Listing, sortedPaging, sortOf, sortParameter } from '../shared/list-sorts.js';
import { PathId } from '../shared/schemas.js';
import type { SettlementSide } from './sides.js';

/** What a list of payments or refunds may be narrowed to; the dates' bounds are inclusive. */
export interface SettlementFilters {
  partyId?: bigint | undefined;
  bankAccountId?: bigint | undefined;
  /** A payment's: the document it is allocated to. */
  documentId?: bigint | undefined;
  /** A refund's: the credit note it pays back, or the payment whose money on account it pays back. */
  creditId?: bigint | undefined;
  paymentId?: bigint | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** A UTC instant written as `updated_at` is stored (see storedTimestamp). */
  updatedSince?: string | undefined;
}

/** What a list of payments or refunds is sorted by: its date (named as the side names it), amount, id. */
export type SettlementSortKey = 'date' | 'amount' | 'id';

/** What the list of payments or refunds asks for: which records, in which order. */
export type SettlementListing = Listing<SettlementFilters, SettlementSortKey>;

type Query = Record<string, unknown>;
type DateField = 'dateReceived' | 'datePaid';

/** The `sort` of a list dated by `dateField`. */
const settlementSortParameter = (dateField: DateField) =>
  sortParameter(
    [dateField, 'amount', 'id'],
    " amount compares the amounts as numbers, each in its record's currency.",
    [`-${dateField}`, 'amount'],
  );

/** The order a validated `sort` of a list dated by `dateField` asks for, its date named `date`. */
function settlementSortOf(dateField: DateField, query: Query) {
  const sort = sortOf<DateField | 'amount'>(query.sort as string | undefined);
  return { ...sort, key: sort.key === dateField ? 'date' : (sort.key as SettlementSortKey) };
}

const idParameter = (description: string) => Type.Optional({ ...PathId, description });

/** The parameters that payments and refunds share, their party named as the side names it, and their date field. */
const sharedParameters = (side: SettlementSide, records: string, dateField: DateField) => {
  const dated = `${dateField === 'dateReceived' ? 'received' : 'paid'} (${dateField})`;
  return {
    ...sortedPaging(`one of the ${records}`),
    sort: Type.Optional(settlementSortParameter(dateField)),
    [side.party.field]: idParameter(`Only the ${records} of this ${side.party.noun}.`),
    bankAccountId: idParameter(`Only the ${records} through this bank account.`),
    dateFrom: Type.Optional(onOrAfter(dated)),
    dateTo: Type.Optional(onOrBefore(dated)),
    updatedSince: Type.Optional(updatedSince(records)),
  };
};

const sharedFilters = (side: SettlementSide, query: Query): SettlementFilters => ({
  partyId: filterId(query[side.party.field] as number | undefined),
  bankAccountId: filterId(query.bankAccountId as number | undefined),
  dateFrom: query.dateFrom as string | undefined,
  dateTo: query.dateTo as string | undefined,
  updatedSince: storedTimestamp(query.updatedSince as string | undefined),
});

/** The filters and sorts of a list, as its routes declare them (see crudRoutes). */
interface ListFilters {
  query: TObject;
  of: (query: Query) => SettlementListing;
}

/** The listing of `filters` in the order the query asks for, of a list dated by `dateField`. */
const listingOf = (dateField: DateField, query: Query, filters: SettlementFilters): SettlementListing => ({
  filters,
  sort: settlementSortOf(dateField, query),
});

/** The filters of the list of a side's payments (party, bank account, document paid, date, last change) and its sorts. */
export const paymentListFilters = (side: SettlementSide): ListFilters => {
  const { documents, payments } = side;
  return {
    query: Type.Object({
      ...sharedParameters(side, 'payments', payments.dateField),
      [documents.field]: idParameter(`Only the payments allocated to this ${documents.noun}.`),
    }),
    of: (query) =>
      listingOf(payments.dateField, query, {
        ...sharedFilters(side, query),
        documentId: filterId(query[documents.field] as number | undefined),
      }),
  };
};

/** The filters of the list of a side's refunds (party, bank account, what they pay back, date, last change) and its sorts. */
export const refundListFilters = (side: SettlementSide): ListFilters => {
  const { credits, refunds } = side;
  return {
    query: Type.Object({
      ...sharedParameters(side, 'refunds', refunds.dateField),
      [credits.field]: idParameter(`Only the refunds of this ${credits.brief}.`),
      paymentId: idParameter("Only the refunds of this payment's money on account."),
    }),
    of: (query) =>
      listingOf(refunds.dateField, query, {
        ...sharedFilters(side, query),
        creditId: filterId(query[credits.field] as number | undefined),
        paymentId: filterId(query.paymentId as number | undefined),
      }),
  };
};
