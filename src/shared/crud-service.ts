import type { Database, Executor } from '../db/database.js';
import { conflictOnDuplicate } from '../db/errors.js';
import type { NewOwnedRow, OwnedChanges, OwnedRow, OwnedTable } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import type { JournalTransaction, SourceType } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import {
  deleteRecord,
  insertRecord,
  type ListedTable,
  lockRecord,
  pageRecords,
  requireRecord,
  updateRecord,
} from './crud-repository.js';

/**
 * The use cases of a resource with the spec's list, get, create, update and delete calls (update
 * may be absent); a list that takes filters counts in `total` the records they let through.
 */
export interface CrudService<Input, View, UpdateInput = Input, Filters = never> {
  list(db: Executor, companyId: bigint, page: Page, filters?: Filters): Promise<{ items: View[]; total: number }>;
  get(db: Executor, companyId: bigint, id: bigint): Promise<View>;
  create(db: Database | Write, companyId: bigint, input: Input): Promise<View>;
  update?(db: Database | Write, companyId: bigint, id: bigint, input: UpdateInput): Promise<View>;
  remove(db: Database | Write, companyId: bigint, id: bigint): Promise<View>;
}

type Columns<T extends OwnedTable> = Omit<NewOwnedRow<T>, 'company_id' | 'id'> & OwnedChanges<T>;

/** What sets one company-owned resource apart; the CRUD use cases around it are the same for all. */
export interface OwnedResource<T extends ListedTable, Input, View, Filters = never> {
  table: T;
  noun: string;
  /** The columns that a create or a whole-record update (of `current`) writes. */
  columns: (db: Executor, companyId: bigint, input: Input, current?: OwnedRow<T>) => Promise<Columns<T>> | Columns<T>;
  /** For a list that takes filters: a page of the rows they let through, and how many they let through. */
  pageFiltered?: (
    db: Executor,
    companyId: bigint,
    page: Page,
    filters: Filters,
  ) => Promise<{ rows: OwnedRow<T>[]; total: number }>;
  /** Rows to API records, in a constant number of queries whatever the number of rows. */
  toViews: (db: Executor, companyId: bigint, rows: OwnedRow<T>[]) => Promise<View[]> | View[];
  /** The 409 message when the input repeats a unique value (a name or a code), for resources that have one. */
  duplicateMessage?: (input: Input) => string;
  /** Refuses an update that would break a rule (throws a domain error). */
  checkUpdate?: (db: Executor, current: OwnedRow<T>, input: Input) => Promise<void>;
  /** Refuses a delete while something still uses the record (throws a conflict). */
  checkRemove?: (db: Executor, current: OwnedRow<T>) => Promise<void>;
  /** What follows from a create or an update, in its transaction. */
  afterWrite?: (write: Write, companyId: bigint, row: OwnedRow<T>) => Promise<void>;
  /** What follows from changing or deleting the record as it stood, in the transaction of the update or delete. */
  beforeChange?: (write: Write, current: OwnedRow<T>) => Promise<void> | void;
  /** For a record that posts to the ledger: its journal transaction, replaced on every write. */
  posting?: {
    source: SourceType;
    transaction: (write: Write, row: OwnedRow<T>) => Promise<JournalTransaction>;
  };
}

/** List, get, create, update and delete, each write in one transaction, every query scoped by company. */
export function ownedCrudService<T extends ListedTable, Input, View, Filters = never>(
  resource: OwnedResource<T, Input, View, Filters>,
): CrudService<Input, View, Input, Filters> {
  const { table, noun, columns, toViews, duplicateMessage, checkUpdate, checkRemove, posting, afterWrite } = resource;
  /** Writes the record's postings in the transaction of its write, from the row as written. */
  const post = async (write: Write, companyId: bigint, row: OwnedRow<T>, replacing: boolean) => {
    if (posting) await postJournal(write, companyId, await posting.transaction(write, row), { replacing });
  };
  const toView = async (db: Executor, companyId: bigint, row: OwnedRow<T>) =>
    (await toViews(db, companyId, [row]))[0] as View;
  const guarded = <R>(input: Input, write: () => Promise<R>) =>
    duplicateMessage ? conflictOnDuplicate(write, duplicateMessage(input)) : write();
  const get = async (db: Executor, companyId: bigint, id: bigint) =>
    toView(db, companyId, await requireRecord(db, table, companyId, id, noun));

  return {
    get,
    async list(db, companyId, page: Page, filters?: Filters) {
      const { pageFiltered } = resource;
      const { rows, total } =
        pageFiltered && filters !== undefined
          ? await pageFiltered(db, companyId, page, filters)
          : await pageRecords(db, table, companyId, page);
      return { items: await toViews(db, companyId, rows), total };
    },
    create: (db: Database | Write, companyId, input) =>
      guarded(input, () =>
        inTransaction(db, async (write) => {
          const trx = write.trx;
          const id = await write.newId();
          const columnsOfInput = await columns(trx, companyId, input);
          const row = await insertRecord(write, table, {
            company_id: companyId,
            id,
            ...columnsOfInput,
          } as NewOwnedRow<T>);
          await post(write, companyId, row, false);
          await afterWrite?.(write, companyId, row);
          return toView(trx, companyId, row);
        }),
      ),
    update: (db: Database | Write, companyId, id, input) =>
      guarded(input, () =>
        inTransaction(db, async (write) => {
          const trx = write.trx;
          const current = await lockRecord(trx, table, companyId, id, noun);
          await checkUpdate?.(trx, current, input);
          await resource.beforeChange?.(write, current);
          const row = await updateRecord(trx, table, companyId, id, await columns(trx, companyId, input, current));
          await post(write, companyId, row, true);
          await afterWrite?.(write, companyId, row);
          return toView(trx, companyId, row);
        }),
      ),
    remove: (db: Database | Write, companyId, id) =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        const current = await lockRecord(trx, table, companyId, id, noun);
        await checkRemove?.(trx, current);
        await resource.beforeChange?.(write, current);
        const view = await toView(trx, companyId, current);
        if (posting) await removeJournal(write, companyId, { type: posting.source, id });
        await deleteRecord(write, table, companyId, id);
        return view;
      }),
  };
}
