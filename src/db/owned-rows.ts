import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tables, Timestamps } from './tables.js';

/** The tables whose rows belong to one company, keyed by (company_id, id). */
export type OwnedTable = {
  [Name in keyof Tables]: Tables[Name] extends { company_id: bigint; id: bigint } ? Name : never;
}[Exclude<keyof Tables, 'users'>];

export type OwnedRow<T extends OwnedTable> = Selectable<Tables[T]>;

/** A row as its writer gives it: insertOwned and updateOwned set a record's timestamps, from the database's clock. */
export type NewOwnedRow<T extends OwnedTable> = Omit<Insertable<Tables[T]>, keyof Timestamps>;
export type OwnedChanges<T extends OwnedTable> = Omit<Updateable<Tables[T]>, keyof Timestamps>;
