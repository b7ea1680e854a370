import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-foundation.js';
import * as masterData from './2026-11-22-master-data.js';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-foundation': foundation,
  '2026-11-22-master-data': masterData,
};
