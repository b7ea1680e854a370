import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE, pinToCore } from './machine.js';
import type { Measurement } from './measurement.js';

/** One kind of call, sent over and over to a server for a while by autocannon. */
export interface LoadPlan {
  /** The server's origin, such as http://127.0.0.1:3000. */
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /**
   * A JSON body: `{{n}}` becomes the number of the request and `{{pick}}` one of `picks` in turn, so
   * that every request of a run is a request of its own.
   */
  body?: string;
  picks?: string[];
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** When set, the run ends after this many calls instead of after `seconds`. */
  amount?: number;
  /** How long one call may take before it counts as failed; autocannon's default is 10 s. */
  timeoutSeconds?: number;
}

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/**
 * Runs the plan in a child process: the load generator gets a core's worth of event loop of its own
 * and never shares one with the server or with this process.
 */
export function runLoad(plan: LoadPlan): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    pinToCore(child.pid as number, LOAD_CORE);
    let answer: Measurement | undefined;
    child.once('message', (message) => {
      answer = message as Measurement;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer) resolve(answer);
      else reject(new Error(`the load generator exited with ${code} before answering`));
    });
    child.send(plan);
  });
}

/** Sends the plan's request once, so that a wrong request stops the run with its answer instead of a column of failures. */
export async function checkPlan(plan: LoadPlan): Promise<string> {
  const body = plan.body?.replaceAll('{{n}}', '0').replaceAll('{{pick}}', plan.picks?.[0] ?? '');
  const response = await fetch(`${plan.origin}${plan.path}`, {
    method: plan.method,
    headers: plan.headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${plan.method} ${plan.path} answered ${response.status}: ${text.slice(0, 500)}`);
  return text;
}
