import { CompiledQuery } from 'kysely';
import { expect } from 'vitest';
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

/** How a statement read a table, run: each node's index (or scan) and the rows it read, kept or passed over. */
export interface TableReads {
  used: string[];
  rowsRead: number;
}

/** How each of `statements` read `table` on PostgreSQL, by EXPLAIN ANALYZE of it. */
export async function tableReads(db: Database, statements: CompiledQuery[], table: string): Promise<TableReads[]> {
  const plans: TableReads[] = [];
  for (const statement of statements) {
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
    );
    const nodes = planNodes(rows[0]?.['QUERY PLAN']).filter((node) => node['Relation Name'] === table);
    plans.push({
      used: nodes.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()),
      rowsRead: nodes.reduce(
        (sum, node) =>
          sum +
          Number(node['Actual Rows']) * Number(node['Actual Loops']) +
          Number(node['Rows Removed by Filter'] ?? 0),
        0,
      ),
    });
  }
  return plans;
}

/** Asserts that each read (of a call `what`) went through `index`, read no table whole, and read fewer than `most` rows. */
export function expectReadsThrough(plans: TableReads[], index: string, most: number, what: string) {
  for (const { used, rowsRead } of plans) {
    expect(used, what).not.toContain('Seq Scan');
    expect(
      used.some((read) => read.endsWith(` ${index}`)),
      `${what}: ${used.join()}`,
    ).toBe(true);
    expect(rowsRead, `${what}: ${used.join()}`).toBeLessThan(most);
  }
}
