import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyTimestamps, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { expectInvalid, expectOk, expectProblem, unique } from './problem.js';

interface Party {
  id: number;
  name: string;
  email?: string;
  addressLine1?: string;
  addressLine2?: string;
  phoneNumber?: string;
  vatNumber?: string;
  countryCode?: string;
}

type PartyFields = Omit<Party, 'id'>;

let t: TestApp;
let tenant: Tenant;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
});
afterAll(() => t.close());

const kinds = [
  { path: '/clients', noun: 'Client', showsEmail: true },
  { path: '/suppliers', noun: 'Supplier', showsEmail: false },
] as const;

/** Every field of the spec table, with values. */
const fullFields = (): PartyFields => ({
  name: unique('Acme Trading'),
  email: 'accounts@acme.example',
  addressLine1: '1 High Street',
  addressLine2: 'Floor 2',
  phoneNumber: '+44 20 7946 0000',
  vatNumber: 'GB123456789',
  countryCode: 'GB',
});

describe.each(kinds)('$path', ({ path, noun, showsEmail }) => {
  /** What the API answers for these fields: suppliers leave the email out. */
  const shown = ({ email, ...rest }: PartyFields): PartyFields =>
    showsEmail && email !== undefined ? { ...rest, email } : rest;

  async function create(fields: Partial<PartyFields> = {}): Promise<Party> {
    return expectOk<Party>(await api.post(path, { name: unique(noun), ...fields }));
  }

  describe('create and read', () => {
    it('round-trips every field of the spec table', async () => {
      const fields = fullFields();
      const created = expectOk<Party>(await api.post(path, fields));
      expect(created).toEqual({ id: expect.any(Number), ...shown(fields), ...anyTimestamps });
      expect(expectOk<Party>(await api.get(`${path}/${created.id}`))).toEqual(created);
      expect(expectOk<Party[]>(await api.get(path))).toContainEqual(created);
    });

    it('requires a name: missing → 400 naming name', async () => {
      const problem = expectInvalid(await api.post(path, { email: 'x@example.com' }), ['name']);
      expect(problem.errors).toEqual([{ path: 'name', message: 'is required' }]);
    });

    it('refuses a blank name with 400 naming name', async () => {
      expectInvalid(await api.post(path, { name: '   ' }), ['name']);
    });

    it('omits optional fields without a value rather than writing null', async () => {
      const name = unique('Bare');
      const created = await api.post(path, { name });
      expect(created.json()).toEqual({ id: expect.any(Number), name, ...anyTimestamps });
      expect(created.body).not.toContain('null');
      const { id } = created.json<Party>();
      expect((await api.get(`${path}/${id}`)).json()).toEqual({ id, name, ...anyTimestamps });
    });

    it('reads null as no value', async () => {
      const name = unique('Nulls');
      const nulls = { email: null, addressLine1: null, addressLine2: null, phoneNumber: null, vatNumber: null };
      const created = expectOk<Party>(await api.post(path, { name, ...nulls, countryCode: null }));
      expect(created).toEqual({ id: expect.any(Number), name, ...anyTimestamps });
    });

    it('keeps an empty addressLine2 as an empty string', async () => {
      const created = await create({ addressLine1: 'The Mill', addressLine2: '' });
      expect(created.addressLine2).toBe('');
      expect(expectOk<Party>(await api.get(`${path}/${created.id}`)).addressLine2).toBe('');
    });

    it("reads a lower-case countryCode as upper case: 'gb' comes back 'GB'", async () => {
      const created = await create({ countryCode: 'gb' });
      expect(created.countryCode).toBe('GB');
      expect(expectOk<Party>(await api.get(`${path}/${created.id}`)).countryCode).toBe('GB');
    });

    it.each(['GBR', 'G', 'G1', '12', ''])('refuses the countryCode %j with 400 naming countryCode', async (code) => {
      expectInvalid(await api.post(path, { name: unique('Country'), countryCode: code }), ['countryCode']);
    });

    it('refuses a bad email with 400 naming email', async () => {
      expectInvalid(await api.post(path, { name: unique('Mail'), email: 'not-an-email' }), ['email']);
    });

    it.each([
      ['name', 201],
      ['addressLine1', 201],
      ['addressLine2', 201],
      ['phoneNumber', 51],
      ['vatNumber', 51],
    ])('refuses a %s of %i characters with 400 naming it', async (field, length) => {
      const body = { name: unique('Long'), [field]: 'x'.repeat(length) };
      expectInvalid(await api.post(path, body), [field]);
    });

    it('ignores unknown fields in the body', async () => {
      const name = unique('Extra');
      const response = await api.post(path, { name, nickname: 'ACME', balance: '1.00', draft: true });
      const created = expectOk<Party>(response);
      expect(created).toEqual({ id: expect.any(Number), name, ...anyTimestamps });
    });

    it('refuses a duplicate name on create with 409', async () => {
      const existing = await create();
      const response = await api.post(path, { name: existing.name });
      expectProblem(response, 409, `A ${noun.toLowerCase()} named ${existing.name} already exists`);
    });

    it('answers an unknown id with 404', async () => {
      const missing = (await create()).id + 1_000_000;
      expectProblem(await api.get(`${path}/${missing}`), 404, `${noun} ${missing} was not found`);
    });
  });

  describe('update', () => {
    it('accepts a body id equal to the path id, as a number', async () => {
      const party = await create();
      const name = unique('Number id');
      expect(expectOk<Party>(await api.put(`${path}/${party.id}`, { id: party.id, name }))).toEqual({
        id: party.id,
        name,
        ...anyTimestamps,
      });
    });

    it('accepts a body id equal to the path id, as a string', async () => {
      const party = await create();
      const name = unique('String id');
      expect(expectOk<Party>(await api.put(`${path}/${party.id}`, { id: String(party.id), name }))).toEqual({
        id: party.id,
        name,
        ...anyTimestamps,
      });
    });

    it('refuses a body id that differs from the path id with 400 naming id, and changes nothing', async () => {
      const party = await create();
      const other = await create();
      const response = await api.put(`${path}/${party.id}`, { id: other.id, name: unique('Moved') });
      const problem = expectInvalid(response, ['id']);
      expect(problem.errors).toEqual([{ path: 'id', message: `must equal the path id ${party.id}` }]);
      expect(expectOk<Party>(await api.get(`${path}/${party.id}`))).toEqual(party);
      expect(expectOk<Party>(await api.get(`${path}/${other.id}`))).toEqual(other);
    });

    it('refuses a body id that is not a positive integer with 400 naming id', async () => {
      const party = await create();
      expectInvalid(await api.put(`${path}/${party.id}`, { id: 'abc', name: party.name }), ['id']);
      expectInvalid(await api.put(`${path}/${party.id}`, { id: 0, name: party.name }), ['id']);
    });

    it("updates the path's record when the body has no id, without a duplicate-name error", async () => {
      const party = await create({ phoneNumber: '0100' });
      const response = await api.put(`${path}/${party.id}`, { name: party.name, phoneNumber: '0200' });
      expect(expectOk<Party>(response)).toEqual({
        id: party.id,
        name: party.name,
        phoneNumber: '0200',
        ...anyTimestamps,
      });
    });

    it('refuses to rename into the name of another record with 409, and changes nothing', async () => {
      const first = await create();
      const second = await create({ vatNumber: 'V1' });
      const response = await api.put(`${path}/${second.id}`, { id: second.id, name: first.name });
      expectProblem(response, 409, `A ${noun.toLowerCase()} named ${first.name} already exists`);
      expect(expectOk<Party>(await api.get(`${path}/${second.id}`))).toEqual(second);
    });

    it('takes the body as the whole record: a field left out is cleared', async () => {
      const fields = fullFields();
      const party = expectOk<Party>(await api.post(path, fields));
      const { addressLine2: _line2, phoneNumber: _phone, countryCode: _country, ...kept } = fields;
      const updated = expectOk<Party>(await api.put(`${path}/${party.id}`, { id: party.id, ...kept }));
      expect(updated).toEqual({ id: party.id, ...shown(kept), ...anyTimestamps });
      expect(updated).not.toHaveProperty('addressLine2');
      expect(updated).not.toHaveProperty('phoneNumber');
      expect(updated).not.toHaveProperty('countryCode');
      expect(expectOk<Party>(await api.get(`${path}/${party.id}`))).toEqual(updated);
    });

    it('gives back an identical record after GET → PUT of the same body → GET', async () => {
      const party = expectOk<Party>(await api.post(path, { ...fullFields(), addressLine2: '', countryCode: 'fr' }));
      const before = (await api.get(`${path}/${party.id}`)).json<Party>();
      const put = expectOk<Party>(await api.put(`${path}/${party.id}`, before));
      const after = expectOk<Party>(await api.get(`${path}/${party.id}`));
      expect(put).toEqual({ ...before, ...anyTimestamps });
      expect(after).toEqual({ ...before, ...anyTimestamps });
      expect(after.countryCode).toBe('FR');
    });

    it('ignores unknown fields in the update body', async () => {
      const party = await create({ addressLine1: 'Old Road' });
      const response = await api.put(`${path}/${party.id}`, { ...party, unknownField: 'ignored', addressLine1: 'New' });
      expect(expectOk<Party>(response)).toEqual({ ...party, addressLine1: 'New', ...anyTimestamps });
    });

    it('validates the update body as the create body', async () => {
      const party = await create();
      expectInvalid(await api.put(`${path}/${party.id}`, { id: party.id, name: party.name, countryCode: 'GBR' }), [
        'countryCode',
      ]);
      expectInvalid(await api.put(`${path}/${party.id}`, { id: party.id }), ['name']);
      expect(expectOk<Party>(await api.get(`${path}/${party.id}`))).toEqual(party);
    });

    it('answers an unknown id with 404', async () => {
      const missing = (await create()).id + 1_000_000;
      const response = await api.put(`${path}/${missing}`, { name: unique('Ghost') });
      expectProblem(response, 404, `${noun} ${missing} was not found`);
    });
  });

  describe('delete', () => {
    it('deletes and answers with the record as it was, then GET is 404', async () => {
      const party = expectOk<Party>(await api.post(path, fullFields()));
      expect(expectOk<Party>(await api.delete(`${path}/${party.id}`))).toEqual(party);
      expectProblem(await api.get(`${path}/${party.id}`), 404, `${noun} ${party.id} was not found`);
    });

    it('frees the name of a deleted record', async () => {
      const party = await create();
      expectOk(await api.delete(`${path}/${party.id}`));
      expect((await create({ name: party.name })).name).toBe(party.name);
    });
  });
});

describe('email of clients and suppliers', () => {
  it('shows the email of a client', async () => {
    const client = expectOk<Party>(await api.post('/clients', { name: unique('Client'), email: 'c@example.com' }));
    expect(client.email).toBe('c@example.com');
    expect(expectOk<Party>(await api.get(`/clients/${client.id}`)).email).toBe('c@example.com');
    expect(expectOk<Party[]>(await api.get('/clients')).find((c) => c.id === client.id)?.email).toBe('c@example.com');
  });

  it('accepts and stores the email of a supplier but leaves it out of supplier answers', async () => {
    const response = await api.post('/suppliers', { name: unique('Supplier'), email: 's@example.com' });
    const supplier = expectOk<Party>(response);
    expect(supplier).not.toHaveProperty('email');
    expect(response.body).not.toContain('s@example.com');
    const read = await api.get(`/suppliers/${supplier.id}`);
    expect(read.json()).not.toHaveProperty('email');
    expect((await api.get('/suppliers')).body).not.toContain('s@example.com');
    const deleted = await api.delete(`/suppliers/${supplier.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).not.toHaveProperty('email');

    const stored = await api.post('/suppliers', { name: unique('Stored'), email: 'kept@example.com' });
    const row = await t.db
      .selectFrom('suppliers')
      .select('email')
      .where('company_id', '=', tenant.companyId)
      .where('id', '=', BigInt(stored.json<Party>().id))
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('kept@example.com');
  });
});

describe('the hidden email of a supplier', () => {
  const storedEmail = async (id: number) =>
    (
      await t.db
        .selectFrom('suppliers')
        .select('email')
        .where('company_id', '=', tenant.companyId)
        .where('id', '=', BigInt(id))
        .executeTakeFirstOrThrow()
    ).email;

  it('survives a GET → PUT round trip, since a client cannot send back what it never sees', async () => {
    const supplier = expectOk<Party>(await api.post('/suppliers', { name: unique('Hidden'), email: 'h@example.com' }));
    const read = expectOk<Party>(await api.get(`/suppliers/${supplier.id}`));
    expectOk(await api.put(`/suppliers/${supplier.id}`, { ...read, phoneNumber: '123' }));
    expect(await storedEmail(supplier.id)).toBe('h@example.com');
  });

  it('changes with an email in the body and is cleared by null', async () => {
    const supplier = expectOk<Party>(await api.post('/suppliers', { name: unique('Hidden'), email: 'h@example.com' }));
    expectOk(await api.put(`/suppliers/${supplier.id}`, { name: supplier.name, email: 'new@example.com' }));
    expect(await storedEmail(supplier.id)).toBe('new@example.com');
    expectOk(await api.put(`/suppliers/${supplier.id}`, { name: supplier.name, email: null }));
    expect(await storedEmail(supplier.id)).toBeNull();
  });
});

describe('clients and suppliers are separate', () => {
  it('allows a client and a supplier of the same name', async () => {
    const name = unique('Both');
    expectOk(await api.post('/clients', { name }));
    expect(expectOk<Party>(await api.post('/suppliers', { name })).name).toBe(name);
  });

  it('does not find a client under /suppliers', async () => {
    const client = expectOk<Party>(await api.post('/clients', { name: unique('Only client') }));
    expectProblem(await api.get(`/suppliers/${client.id}`), 404, `Supplier ${client.id} was not found`);
  });
});

describe('validation messages', () => {
  it('explains a bad countryCode in words rather than with a pattern', async () => {
    const problem = expectInvalid(await api.post('/clients', { name: unique('Words'), countryCode: 'G1' }), [
      'countryCode',
    ]);
    expect(problem.errors).toEqual([{ path: 'countryCode', message: 'must be a two-letter country code' }]);
  });
});
