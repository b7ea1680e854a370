import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Comparison, ratioOf, ratioSpread } from './compare.js';
import type { ScaleStep } from './scale.js';
import type { StoreName } from './stores.js';

/** What a run of the compare mode measured, with what it ran on: the raw results behind its tables. */
export interface RunRecord {
  machine: string[];
  settings: string;
  results: { store: StoreName; comparisons: Comparison[] }[];
}

/** The commit the run measured; a working tree with changes is not that commit, and says so. */
function commitOfWorkingTree(): { commit: string; changed: boolean } {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      changed: git('status', '--porcelain', '--untracked-files=no') !== '',
    };
  } catch {
    return { commit: 'unknown', changed: true };
  }
}

/** Writes a run as JSON, to `<date>-<commit><suffix>.json` in the folder; answers the file's path. */
function writeRun(folder: string, suffix: string, run: Record<string, unknown>): string {
  const { commit, changed } = commitOfWorkingTree();
  const date = new Date().toISOString().slice(0, 10);
  const file = join(folder, `${date}-${commit}${changed ? '-changed' : ''}${suffix}.json`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), commit, changed, ...run }, null, 2)}\n`);
  return file;
}

/** Writes the run's every round as JSON, to `<date>-<commit>.json` in the folder; answers the file's path. */
export function saveResults(folder: string, record: RunRecord): string {
  const calls = record.results.flatMap(({ store, comparisons }) =>
    comparisons.map((comparison) => ({
      store,
      call: comparison.call,
      baseline: comparison.baseline,
      ratio: ratioSpread(comparison),
      rounds: comparison.rounds.map((round) => ({ ratio: ratioOf(round), ...round })),
    })),
  );
  return writeRun(folder, '', { machine: record.machine, settings: record.settings, calls });
}

/** Writes a scale run, every size with every round of every call, to `<date>-<commit>-scale-<store>.json`. */
export function saveScaleResults(
  folder: string,
  record: { machine: string[]; settings: string; store: StoreName; steps: ScaleStep[] },
): string {
  return writeRun(folder, `-scale-${record.store}`, record);
}
