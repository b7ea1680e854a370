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
    `SQLite ${sqliteVersion()} (better-sqlite3)`,
  ];
  if (postgres) lines.push(`PostgreSQL ${await postgresVersion(postgres)}, from ${postgres.origin}`);
  return lines;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? process.platform;
  } catch {
    return process.platform;
  }
}
