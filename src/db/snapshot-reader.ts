import type { CompiledQuery } from 'kysely';

/** Runs compiled reads one after another on one snapshot, answering the rows of each (see readTogether). */
export type SnapshotReader = (queries: readonly CompiledQuery[]) => Promise<unknown[][]>;
