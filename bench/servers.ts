import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONFIG_VARIABLES } from '../src/config.js';
import { freeLoopbackPort } from '../test/postgres-cluster.js';
import { REPO_ROOT } from '../test/processes.js';
import { pinToCore, SERVER_CORE } from './machine.js';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerProcess {
  pid: number;
  origin: string;
  logFile: string;
  /** VmRSS and VmHWM (the peak) of the process, in MiB. */
  memory(): { rssMiB: number; peakMiB: number };
  stop(): Promise<void>;
}

export interface ServiceSettings {
  databaseUrl: string;
  logLevel: string;
  sqliteSynchronous: string;
  databasePoolSize: number;
}

/** The service as deployed: `node dist/src/server.js` (built before the run), its logs written to `logFile`. */
export function startService(settings: ServiceSettings, logFile: string): Promise<ServerProcess> {
  return startProcess(['dist/src/server.js'], logFile, (port) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    LOG_LEVEL: settings.logLevel,
    SQLITE_SYNCHRONOUS: settings.sqliteSynchronous,
    DATABASE_POOL_SIZE: String(settings.databasePoolSize),
  }));
}

/** A script of bench/ (a baseline server) that listens on PORT and answers GET /healthz when ready. */
export function startScript(script: string, logFile: string, env: Record<string, string>): Promise<ServerProcess> {
  return startProcess(['--import', 'tsx', script], logFile, (port) => ({ ...env, PORT: String(port) }));
}

async function startProcess(
  args: string[],
  logFile: string,
  envFor: (port: number) => Record<string, string>,
): Promise<ServerProcess> {
  const port = await freeLoopbackPort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  Object.assign(env, envFor(port));
  // Logs go straight to a file: piped to this process, they would cost it work while it waits.
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  pinToCore(child.pid as number, SERVER_CORE);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(child, origin, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid as number,
    origin,
    logFile,
    memory: () => memoryOf(child.pid as number),
    stop: () => stopProcess(child),
  };
}

async function waitUntilHealthy(child: ChildProcess, origin: string, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}; its log (${logFile}):\n${tail(logFile)}`);
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(50);
  }
  throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s; log: ${logFile}`);
}

function tail(file: string): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Linux only: the kernel's account of the process's resident memory. */
function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}
