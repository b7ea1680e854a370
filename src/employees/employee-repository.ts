import type { Executor } from '../db/database.js';

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
