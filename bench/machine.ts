import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { type PostgresServer, postgresVersion, sqliteVersion } from './stores.js';

/** What the numbers were measured on: they mean little without it. */
export async function describeMachine(postgres: PostgresServer | undefined): Promise<string[]> {
  const processors = cpus();
  const lines = [
    `date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `CPU: ${processors[0]?.model.trim() ?? 'unknown'} × ${processors.length}, memory ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `OS: ${osName()}; load average ${loadavg()[0]?.toFixed(2)} before the run (other work skews the numbers)`,
    `Node.js ${process.version}`,
    canPin()
      ? `each server and the raw-driver loops on core ${SERVER_CORE}; the load generator, and PostgreSQL when the run starts it, on core ${LOAD_CORE} (taskset)`
      : 'servers, PostgreSQL and the load generator share the cores (no taskset, or one core)',
    `SQLite ${sqliteVersion()} (better-sqlite3)`,
  ];
  if (postgres) lines.push(`PostgreSQL ${await postgresVersion(postgres)}, from ${postgres.origin}`);
  return lines;
}

/** The server's core and the load generator's: apart, so that neither takes time from the other. */
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

/**
 * Binds a process and its threads to one core, as the measurements of the service are taken: with
 * `taskset`, on a machine of two cores or more. Elsewhere the processes share the cores as the
 * system places them, and the run says so.
 */
export function pinToCore(pid: number, core: number): void {
  if (!canPin()) return;
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(core), String(pid)], { stdio: 'ignore' });
}

let pinning: boolean | undefined;
function canPin(): boolean {
  if (pinning === undefined) {
    try {
      execFileSync('taskset', ['--version'], { stdio: 'ignore' });
      pinning = cpus().length >= 2;
    } catch {
      pinning = false;
    }
  }
  return pinning;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? process.platform;
  } catch {
    return process.platform;
  }
}
