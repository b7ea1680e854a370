import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { outputOf, REPO_ROOT, serviceEnv } from './processes.js';

/** The admin CLI (`npm run --silent cli -- ...`) as a process of its own, for the tests of its commands. */

export const CLI_TIMEOUT_MS = 60_000;

export interface CliResult {
  code: number | null;
  stdout: string;
  /** Standard error without the warnings npm itself may print. */
  stderrLines: string[];
}

/** Runs `npm run --silent cli -- ...args` on the database at `databaseUrl`, with `input` (or nothing) on stdin. */
export function runCli(databaseUrl: string, args: string[], input?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'cli', '--', ...args], {
      cwd: REPO_ROOT,
      env: serviceEnv({ DATABASE_URL: databaseUrl }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const output = outputOf(child);
    // A command refused early may close its stdin before reading it all.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cli ${args.join(' ')} did not finish within ${CLI_TIMEOUT_MS} ms`));
    }, CLI_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderrLines = output
        .stderr()
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      resolve({ code, stdout: output.stdout(), stderrLines });
    });
  });
}

/** A command that succeeded: exit 0 and nothing on stderr; gives stdout. */
export function printed(result: CliResult): string {
  expect(result.stderrLines).toEqual([]);
  expect(result.code).toBe(0);
  return result.stdout;
}

/** A command that succeeded with one JSON line on stdout (answered). */
export function succeeded(result: CliResult): unknown {
  const stdout = printed(result);
  expect(stdout.endsWith('\n')).toBe(true);
  const lines = stdout.split('\n').filter((line) => line !== '');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] ?? '');
}

/** A refused command: exit 1, nothing on stdout, one line on stderr (answered). */
export function failed(result: CliResult): string {
  expect(result.stdout).toBe('');
  expect(result.stderrLines).toHaveLength(1);
  expect(result.code).toBe(1);
  return result.stderrLines[0] ?? '';
}
