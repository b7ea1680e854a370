import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../src/config.js';

/**
 * Real server processes for the tests that need more than app.inject: `node dist/src/server.js`, as
 * `npm start` runs it, from the dist/ that test/build-global-setup.ts builds from the current sources.
 */

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop: () => Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1 and waits until it logs that it listens. */
export async function startServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const child = spawnServer({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', ...env });
  const { stdout, stderr } = outputOf(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await within(10_000, 'the server to stop', () => exited).catch(() => child.kill('SIGKILL'));
  };
  try {
    const port = await within(30_000, 'the server to listen', async () => {
      for (;;) {
        const match = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(stdout());
        if (match) return Number(match[1]);
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr()}`);
        await sleep(25);
      }
    });
    return { child, port, stdout, stderr, exited, stop };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** A server process with these settings (and none of this process's), its output piped. */
export function spawnServer(settings: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['dist/src/server.js'], {
    cwd: REPO_ROOT,
    env: serviceEnv(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The environment of a process of the service: this one's without any of the service's settings, then `settings`. */
export function serviceEnv(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  return { ...env, ...settings };
}

/** What a child process has written so far on stdout and stderr. */
export function outputOf(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return { stdout: () => stdout, stderr: () => stderr };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** One HTTP call to a server process, on a connection of its own; a body other than bytes is sent as JSON. */
export async function call(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const json = options.body !== undefined && !Buffer.isBuffer(options.body);
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      connection: 'close',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: json ? JSON.stringify(options.body) : (options.body as Buffer) }),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export function within<T>(timeoutMs: number, what: string, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  return Promise.race([run(), timeout]).finally(() => clearTimeout(timer));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
