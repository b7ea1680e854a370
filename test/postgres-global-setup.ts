import type { TestProject } from 'vitest/node';
import { findPostgresBin, startThrowawayCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database's URL; each test file creates its own database beside it. */
    postgresUrl: string;
  }
}

/** Provides a PostgreSQL server for the run: TEST_POSTGRES_URL when set, else a throwaway local cluster. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const configuredUrl = process.env.TEST_POSTGRES_URL;
  if (configuredUrl) {
    project.provide('postgresUrl', configuredUrl);
    return undefined;
  }
  const binDir = findPostgresBin();
  if (!binDir) {
    throw new Error(
      'PostgreSQL tests need a server: set TEST_POSTGRES_URL, or install PostgreSQL so that initdb, pg_ctl ' +
        'and postgres are on PATH or under /usr/lib/postgresql/<version>/bin',
    );
  }
  const cluster = await startThrowawayCluster(binDir);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
