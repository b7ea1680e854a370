import { CompiledQuery } from 'kysely';
import type { Database } from '../src/db/database.js';

/* How the query-plan tests read the plans of the two stores. */

/** SQLite's plan of a query, one line a step. */
export async function sqlitePlan(db: Database, query: string): Promise<string[]> {
  // The plan of a prepared statement does not depend on the values bound: nulls stand for them.
  const parameters = Array.from(query.matchAll(/\?/g), () => null);
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query}`, parameters),
  );
  return rows.map((row) => row.detail);
}

export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) answer. */
export function planNodes(explained: unknown): PlanNode[] {
  const roots = (explained as { Plan: PlanNode }[]).map((statement) => statement.Plan);
  const all: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    all.push(node);
    for (const child of node.Plans ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return all;
}
