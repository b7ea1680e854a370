import { CompiledQuery } from 'kysely';
import type { Database } from '../src/db/database.js';

/* Query plans as the stores explain them, for the tests of what each query reads. */

/** SQLite's plan of a query, one line a step. */
export async function sqlitePlan(db: Database, query: string): Promise<string[]> {
  // The plan of a prepared statement does not depend on the values bound: nulls stand for them.
  const parameters = Array.from(query.matchAll(/\?/g), () => null);
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query}`, parameters),
  );
  return rows.map((row) => row.detail);
}

/** SQLite's plan of a query, each step with its parent's id (0 for a step of the outer query). */
export async function sqlitePlanSteps(db: Database, query: string): Promise<{ detail: string; parent: number }[]> {
  const parameters = Array.from(query.matchAll(/\?/g), () => null);
  const { rows } = await db.executeQuery<{ detail: string; parent: number }>(
    CompiledQuery.raw(`explain query plan ${query}`, parameters),
  );
  return rows.map(({ detail, parent }) => ({ detail, parent: Number(parent) }));
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
