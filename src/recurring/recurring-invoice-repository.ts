import type { Executor } from '../db/database.js';
import { updateOwned } from '../db/owned.js';
import type { OwnedChanges } from '../db/owned-rows.js';

/** The active schedules of every company with an occurrence due on or before `date`, soonest first. */
export const dueSchedules = (db: Executor, date: string, limit: number) =>
  db
    .selectFrom('recurring_invoices')
    .select(['company_id', 'id'])
    .where('status', '=', 'active')
    .where('next_issue_date', '<=', date)
    .orderBy('next_issue_date')
    .orderBy('company_id')
    .orderBy('id')
    .limit(limit)
    .execute();

export const updateSchedule = (
  db: Executor,
  companyId: bigint,
  id: bigint,
  changes: OwnedChanges<'recurring_invoices'>,
) => updateOwned(db, 'recurring_invoices', companyId, id, changes);

/** The ids of the invoices a schedule issued, in the order it issued them. */
export const invoicesOfSchedule = async (db: Executor, companyId: bigint, id: bigint) =>
  (
    await db
      .selectFrom('invoices')
      .select('id')
      .where('company_id', '=', companyId)
      .where('recurring_invoice_id', '=', id)
      .orderBy('occurrence')
      .execute()
  ).map((row) => row.id);

/** The date of the latest invoice a schedule issued, if it issued any still kept. */
export const lastIssueDate = async (db: Executor, companyId: bigint, id: bigint) =>
  (
    await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('issue_date').as('last'))
      .where('company_id', '=', companyId)
      .where('recurring_invoice_id', '=', id)
      .executeTakeFirst()
  )?.last ?? undefined;
