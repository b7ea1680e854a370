import { spawn } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { expect } from 'vitest';
import { runAdminCli } from '../src/admin-cli.js';
import { outputOf, REPO_ROOT, serviceEnv } from './processes.js';

/** The admin CLI run in this process, as `node dist/cli/cli.js` runs it, for the tests of its commands. */

export const CLI_TIMEOUT_MS = 60_000;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderrLines: string[];
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** A stream that keeps what is written to it. */
function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Runs the CLI with `args` on the database at `databaseUrl`, with `input` (or nothing) on stdin. */
export async function runCli(databaseUrl: string, args: string[], input?: string): Promise<CliResult> {
  const stdout = collector();
  const stderr = collector();
  const code = await runAdminCli(args, {
    env: serviceEnv({ DATABASE_URL: databaseUrl }),
    stdin: Readable.from(input === undefined ? [] : [Buffer.from(input)], { objectMode: false }),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderrLines: lines(stderr.text()) };
}

/**
 * Runs the compiled CLI (`node dist/cli/cli.js`, one bundle built by npm install and before the tests) as a
 * process of its own, with `input` (or nothing) on stdin: beside a server on the same database, as
 * an operator runs it.
 */
export function spawnCli(
  databaseUrl: string,
  args: string[],
  options: { input?: string; settings?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli/cli.js', ...args], {
      cwd: REPO_ROOT,
      env: serviceEnv({ DATABASE_URL: databaseUrl, ...options.settings }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const output = outputOf(child);
    // A command refused early may close its stdin before reading it all.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input);
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
      resolve({ code, stdout: output.stdout(), stderrLines: lines(output.stderr()) });
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
  const answers = lines(stdout);
  expect(answers).toHaveLength(1);
  return JSON.parse(answers[0] ?? '');
}

/** A refused command: exit 1, nothing on stdout, one line on stderr (answered). */
export function failed(result: CliResult): string {
  expect(result.stdout).toBe('');
  expect(result.stderrLines).toHaveLength(1);
  expect(result.code).toBe(1);
  return result.stderrLines[0] ?? '';
}
