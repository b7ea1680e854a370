import type { Executor } from '../db/database.js';
import { findOwned } from '../db/owned.js';

/** Up to five supplier payments that this employee made. */
export async function supplierPaymentsOfEmployee(db: Executor, companyId: bigint, employeeId: bigint) {
  const rows = await db
    .selectFrom('supplier_payments')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .limit(5)
    .execute();
  return rows.map((row) => row.id);
}

export const findEmployee = (db: Executor, companyId: bigint, id: bigint) => findOwned(db, 'employees', companyId, id);
