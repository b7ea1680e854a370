import { crudRoutes } from '../shared/crud-routes.js';
import { Employee, EmployeeInput } from './employee-schemas.js';
import { employeeService } from './employee-service.js';

export const employeeRoutes = crudRoutes({
  path: '/employees',
  recordType: 'employee',
  tag: 'Employees',
  noun: 'employee',
  input: EmployeeInput,
  output: Employee,
  service: employeeService,
  present: (employee) => employee,
});
