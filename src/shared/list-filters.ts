import { Type } from '@sinclair/typebox';
import { IsoDate } from './schemas.js';

/** `dateFrom` and `dateTo`, the bounds of the dates of what a list shows, both included. */
export const DateRangeQuery = (what: string) => ({
  dateFrom: Type.Optional({ ...IsoDate, description: `Only those ${what} on or after this date.` }),
  dateTo: Type.Optional({ ...IsoDate, description: `Only those ${what} on or before this date.` }),
});

/** `updatedSince`: an instant, from which on the records a list shows last changed. */
export const UpdatedSinceQuery = (records: string) => ({
  updatedSince: Type.Optional(
    Type.String({
      format: 'date-time',
      description: `Only the ${records} that changed at or after this UTC instant (their updatedAt).`,
      examples: ['2026-11-23T12:00:00Z'],
    }),
  ),
});

/** A UTC instant of `updatedSince` as `updated_at` is stored, with its milliseconds, so that the two compare as text. */
export const updatedSinceOf = (instant: string | undefined) =>
  instant === undefined || instant.length !== 20 ? instant : `${instant.slice(0, 19)}.000Z`;

/** An id of a query string as the rows keep it. */
export const idOf = (id: number | undefined) => (id === undefined ? undefined : BigInt(id));
