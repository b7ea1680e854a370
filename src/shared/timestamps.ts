import type { Timestamps as StoredTimestamps } from '../db/tables.js';

/** When a record was made and when it last changed, as every record's API shape carries them. */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export const timestampsOf = (row: StoredTimestamps): Timestamps => ({
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
