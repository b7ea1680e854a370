import type { OwnedRow } from '../db/owned.js';
import { ownedCrudService } from '../shared/crud-service.js';
import type { Employee, EmployeeInput } from './employee-schemas.js';

const toEmployee = (row: OwnedRow<'employees'>): Employee => ({
  id: Number(row.id),
  name: row.name,
  ...(row.email === null ? {} : { email: row.email }),
});

export const employeeService = ownedCrudService({
  table: 'employees',
  noun: 'Employee',
  columns: (_db, _companyId, input: EmployeeInput) => ({ name: input.name, email: input.email ?? null }),
  toViews: (_db, _companyId, rows) => rows.map(toEmployee),
});
