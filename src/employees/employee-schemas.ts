import { type Static, Type } from '@sinclair/typebox';
import { Id, IdInput, Name, OptionalEmail, Timestamps } from '../shared/schemas.js';

export const EmployeeInput = Type.Object(
  { id: Type.Optional(IdInput), name: Name(), email: OptionalEmail },
  { title: 'EmployeeInput', examples: [{ name: 'Jane Smith', email: 'jane.smith@example.com' }] },
);
export type EmployeeInput = Static<typeof EmployeeInput>;

export const Employee = Type.Object(
  {
    id: Id,
    name: Type.String(),
    email: Type.Optional(Type.String()),
    ...Timestamps,
  },
  { title: 'Employee' },
);
export type Employee = Static<typeof Employee>;
