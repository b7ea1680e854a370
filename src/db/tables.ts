import type { Generated } from 'kysely';

/** Row types: the database's shape, kept apart from the API's shapes on purpose. */
export interface Tables {
  record_ids: RecordIdsTable;
  companies: CompaniesTable;
  users: UsersTable;
}

export interface RecordIdsTable {
  singleton: number;
  last_id: number;
}

export interface CompaniesTable {
  id: number;
  name: string;
  currency: string;
  created_at: string;
}

export interface UsersTable {
  id: number;
  company_id: number;
  username: string;
  api_key_hash: string;
  created_at: string;
  key_rotated_at: Generated<string | null>;
}
