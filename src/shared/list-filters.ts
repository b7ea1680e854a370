import { Type } from '@sinclair/typebox';
import { IsoDate } from './schemas.js';

/*
 * The query parameters that lists of records share, and how they are read: bounds of a date,
 * the last change, a search. Each bound is inclusive.
 */

export const onOrAfter = (what: string) => ({ ...IsoDate, description: `Only those ${what} on or after this date.` });
export const onOrBefore = (what: string) => ({ ...IsoDate, description: `Only those ${what} on or before this date.` });

/** The parameter of the records (`records`, plural) that changed at or after an instant. */
export const updatedSince = (records: string) =>
  Type.String({
    format: 'date-time',
    description: `Only the ${records} that changed at or after this UTC instant (their updatedAt).`,
    examples: ['2026-11-23T12:00:00Z'],
  });

/** A UTC timestamp as `updated_at` is stored, with its milliseconds, so that the two compare as text. */
export const storedTimestamp = (timestamp: string | undefined) =>
  timestamp === undefined || timestamp.length !== 20 ? timestamp : `${timestamp.slice(0, 19)}.000Z`;

/** A search of the records (`records`, plural) whose `within` contains a text; `cost` says what it reads. */
export const search = (records: string, within: string, cost: string) =>
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: `Only the ${records} whose ${within} contains this text; the letters A to Z match in either case, and % and _ are the characters themselves. ${cost}`,
    examples: ['acme'],
  });

/** An id a filter names, as the code reads it. */
export const filterId = (id: number | undefined) => (id === undefined ? undefined : BigInt(id));

export const hasFilters = <Filters extends object>(filters: Filters | undefined): filters is Filters =>
  filters !== undefined && Object.values(filters).some((value) => value !== undefined);

/** `dateFrom` and `dateTo`, the bounds of the dates of what a list shows. */
export const DateRangeQuery = (what: string) => ({
  dateFrom: Type.Optional(onOrAfter(what)),
  dateTo: Type.Optional(onOrBefore(what)),
});

/** `updatedSince` of a list's query string (see updatedSince). */
export const UpdatedSinceQuery = (records: string) => ({ updatedSince: Type.Optional(updatedSince(records)) });
