import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { outputOf, REPO_ROOT, serviceEnv, sleep, within } from './processes.js';
import { createTestDatabase, type TestDatabase } from './store.js';

let database: TestDatabase | undefined;
afterAll(() => database?.drop());

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('stops the server it started when the npm process is sent SIGTERM, leaving no orphan', async () => {
    database = await createTestDatabase();
    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: serviceEnv({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database.url, LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { stdout } = outputOf(npm);
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    let serverPid: number | undefined;
    try {
      serverPid = await within(60_000, 'the server to listen', async () => {
        for (;;) {
          const listening = /\{[^\n]*"pid":(\d+)[^\n]*"msg":"Server listening at /.exec(stdout());
          if (listening) return Number(listening[1]);
          await sleep(50);
        }
      });
      expect(serverPid).not.toBe(npm.pid);
      npm.kill('SIGTERM');
      await within(15_000, 'npm to exit', () => exited);
      const pid = serverPid;
      await within(15_000, 'the server to stop', async () => {
        while (isRunning(pid)) await sleep(50);
      });
      expect(stdout()).toContain('"msg":"stopped"');
    } finally {
      if (serverPid !== undefined && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
      npm.kill('SIGKILL');
    }
  }, 120_000);
});
