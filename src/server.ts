import { buildApp } from './app.js';
import { anyCompanyExists } from './companies/company-repository.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { buildMetricsApp } from './metrics/metrics.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp(config, db);
  const metrics = app.metrics && buildMetricsApp(app.metrics, app.log);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close();
    await metrics?.close();
    await db.destroy();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const address = await app.listen({ port: config.port, host: config.host });
  if (metrics && config.metricsPort !== null) await metrics.listen({ port: config.metricsPort, host: config.host });
  for (const line of await whereToGoNext(config, db, address)) app.log.info(line);
}

/** What a new operator does next: open the documentation, and make the first company when there is none. */
async function whereToGoNext(config: Config, db: Database, address: string): Promise<string[]> {
  const cli = 'node dist/cli/cli.js';
  const lines = [`Documentation: ${config.publicUrl ?? address}/docs`];
  if (!(await anyCompanyExists(db))) {
    lines.push(
      `No company yet: make one with \`${cli} company create --name "Your company" --currency GBP\`, then its first user with \`${cli} user create --company ID --username NAME\``,
    );
  }
  return lines;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
