import type { OwnedRow } from '../db/owned-rows.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { conflict } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import { supplierPaymentsOfEmployee } from './employee-repository.js';
import type { Employee, EmployeeInput } from './employee-schemas.js';

const toEmployee = (row: OwnedRow<'employees'>): Employee => ({
  id: row.id,
  name: row.name,
  ...(row.email === null ? {} : { email: row.email }),
  ...timestampsOf(row),
});

export const employeeService = ownedCrudService({
  table: 'employees',
  noun: 'Employee',
  columns: (_db, _companyId, input: EmployeeInput) => ({ name: input.name, email: input.email ?? null }),
  toViews: (_db, _companyId, rows) => rows.map(toEmployee),
  checkRemove: async (db, current) => {
    const payments = await supplierPaymentsOfEmployee(db, current.company_id, current.id);
    if (payments.length > 0) {
      throw conflict(`Employee ${current.id} (${current.name}) made supplier payments ${payments.join(', ')}`);
    }
  },
});
