import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectInvalid, expectOk, expectProblem, unique } from './problem.js';

interface Employee {
  id: number;
  name: string;
  email?: string;
}

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db));
});
afterAll(() => t.close());

async function createEmployee(fields: Partial<Employee> = {}): Promise<Employee> {
  return expectOk<Employee>(await api.post('/employees', { name: unique('Employee'), ...fields }));
}

describe('employee CRUD', () => {
  it('creates an employee with a name and an email', async () => {
    const name = unique('Ada Lovelace');
    const employee = expectOk<Employee>(await api.post('/employees', { name, email: 'ada@example.com' }));
    expect(employee).toEqual({ id: expect.any(Number), name, email: 'ada@example.com', ...anyTimestamps });
    expect(expectOk<Employee>(await api.get(`/employees/${employee.id}`))).toEqual(employee);
  });

  it('creates an employee without an email and leaves email out of the answer', async () => {
    const name = unique('No Mail');
    const employee = expectOk<Employee>(await api.post('/employees', { name }));
    expect(employee).toEqual({ id: expect.any(Number), name, ...anyTimestamps });
    expect(employee).not.toHaveProperty('email');
  });

  it('reads an email of null as no email', async () => {
    const employee = await createEmployee({ email: null as unknown as string });
    expect(employee).not.toHaveProperty('email');
  });

  it('lists employees by id', async () => {
    const first = await createEmployee({ name: unique('Zed') });
    const second = await createEmployee({ name: unique('Abe') });
    const employees = expectOk<Employee[]>(await api.get('/employees'));
    const ids = employees.map((employee) => employee.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(employees).toContainEqual(first);
    expect(employees).toContainEqual(second);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('replaces name and email', async () => {
    const employee = await createEmployee({ email: 'old@example.com' });
    const changes = { name: unique('Renamed'), email: 'new@example.com' };
    const updated = expectOk<Employee>(await api.put(`/employees/${employee.id}`, { id: employee.id, ...changes }));
    expect(updated).toEqual({ id: employee.id, ...changes, ...anyTimestamps });
    expect(expectOk<Employee>(await api.get(`/employees/${employee.id}`))).toEqual(updated);
  });

  it('clears the email when the update leaves it out', async () => {
    const employee = await createEmployee({ email: 'gone@example.com' });
    const updated = expectOk<Employee>(await api.put(`/employees/${employee.id}`, { name: employee.name }));
    expect(updated).toEqual({ id: employee.id, name: employee.name, ...anyTimestamps });
  });

  it('deletes an employee and answers with the record as it was', async () => {
    const employee = await createEmployee({ email: 'bye@example.com' });
    expect(expectOk<Employee>(await api.delete(`/employees/${employee.id}`))).toEqual(employee);
    expectProblem(await api.get(`/employees/${employee.id}`), 404, `Employee ${employee.id} was not found`);
    expectProblem(await api.delete(`/employees/${employee.id}`), 404, `Employee ${employee.id} was not found`);
  });

  it('answers an unknown id with 404 on PUT', async () => {
    const missing = (await createEmployee()).id + 1_000_000;
    expectProblem(await api.put(`/employees/${missing}`, { name: 'x' }), 404, `Employee ${missing} was not found`);
  });

  it('refuses a body id that is not the path id with 400 naming id', async () => {
    const employee = await createEmployee();
    const problem = expectInvalid(
      await api.put(`/employees/${employee.id}`, { id: employee.id + 1, name: unique('Other') }),
      ['id'],
    );
    expect(problem.errors).toEqual([{ path: 'id', message: `must equal the path id ${employee.id}` }]);
    expect(expectOk<Employee>(await api.get(`/employees/${employee.id}`))).toEqual(employee);
  });
});

describe('employee validation', () => {
  it.each(['not-an-email', 'a@b', 'two words@example.com', '@example.com'])(
    'refuses the email %j with 400 naming email',
    async (email) => {
      expectInvalid(await api.post('/employees', { name: unique('Bad Mail'), email }), ['email']);
    },
  );

  it('refuses a bad email on update too and keeps the old one', async () => {
    const employee = await createEmployee({ email: 'kept@example.com' });
    expectInvalid(await api.put(`/employees/${employee.id}`, { name: employee.name, email: 'nope' }), ['email']);
    expect(expectOk<Employee>(await api.get(`/employees/${employee.id}`))).toEqual(employee);
  });

  it('requires a name: missing → 400 naming name', async () => {
    const problem = expectInvalid(await api.post('/employees', { email: 'someone@example.com' }), ['name']);
    expect(problem.errors).toEqual([{ path: 'name', message: 'is required' }]);
  });

  it.each([
    ['only spaces', '   '],
    ['empty', ''],
    ['a tab and a newline', '\t\n'],
  ])('refuses a name that is %s with 400 naming name', async (_label, name) => {
    expectInvalid(await api.post('/employees', { name }), ['name']);
  });

  it('explains a blank name in words rather than with a pattern', async () => {
    const problem = expectInvalid(await api.post('/employees', { name: '   ' }), ['name']);
    expect(problem.errors).toEqual([{ path: 'name', message: 'must not be blank' }]);
  });

  it('refuses a name of more than 200 characters', async () => {
    expectInvalid(await api.post('/employees', { name: 'x'.repeat(201) }), ['name']);
    expect((await createEmployee({ name: `${unique('y')}`.padEnd(200, 'y') })).name).toHaveLength(200);
  });

  it('refuses a name that is not a string', async () => {
    const problem = expectInvalid(await api.post('/employees', { name: 42 }), ['name']);
    expect(problem.errors).toEqual([{ path: 'name', message: 'must be string' }]);
  });
});
