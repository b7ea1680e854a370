import type { CountedTable } from '../db/company-tables.js';
import type { Executor } from '../db/database.js';
import { deleteOwned, insertOwned, lockOwned, pageOwned, requireOwned, updateOwned } from '../db/owned.js';
import type { NewOwnedRow, OwnedChanges, OwnedRow, OwnedTable } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';

/** A table of records that the API lists, pages and counts. */
export type ListedTable = OwnedTable & CountedTable;

/** The statements of the CRUD of a company-owned resource: every one of them is scoped by company. */
export const requireRecord = <T extends ListedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  noun: string,
) => requireOwned(db, table, companyId, id, noun);

export const pageRecords = <T extends ListedTable>(db: Executor, table: T, companyId: bigint, page: Page) =>
  pageOwned(db, table, companyId, page);

export const insertRecord = <T extends ListedTable>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
): Promise<OwnedRow<T>> => insertOwned(write, table, row);

/** The record locked against other writers until the end of the write, or a 404. */
export const lockRecord = <T extends ListedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  noun: string,
) => lockOwned(db, table, companyId, id, noun);

export const updateRecord = <T extends ListedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  changes: OwnedChanges<T>,
) => updateOwned(db, table, companyId, id, changes);

export const deleteRecord = (write: Write, table: ListedTable, companyId: bigint, id: bigint) =>
  deleteOwned(write, table, companyId, id);
