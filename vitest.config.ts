import { defineConfig } from 'vitest/config';
import { findPostgresBin } from './test/postgres-cluster.js';

// The suite runs on both stores. PostgreSQL comes from TEST_POSTGRES_URL, or else from a throwaway
// cluster started by test/postgres-global-setup.ts when the server binaries are on this machine.
const postgresAvailable = Boolean(process.env.TEST_POSTGRES_URL) || findPostgresBin() !== undefined;
if (!postgresAvailable) {
  const message =
    'PostgreSQL tests skipped: no server found. Install PostgreSQL (initdb and pg_ctl on PATH or under ' +
    '/usr/lib/postgresql/<version>/bin) or set TEST_POSTGRES_URL=postgres://user@host:port/db to run them.';
  if (process.env.TEST_REQUIRE_POSTGRES) throw new Error(message);
  console.warn(message);
}

// Each store's project repeats these rather than extending the root config, whose global setup would
// then run once more per project.
const store = (name: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { TEST_STORE: name },
    ...(name === 'postgres' ? { globalSetup: ['test/postgres-global-setup.ts'] } : {}),
  },
});

export default defineConfig({
  test: {
    // Once per run, whichever projects and files it selects: the tests spawn the server and CLI from dist/.
    globalSetup: ['test/build-global-setup.ts'],
    projects: [store('sqlite'), ...(postgresAvailable ? [store('postgres')] : [])],
  },
});
