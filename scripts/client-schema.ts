import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';

/** Where the typed client keeps the types generated from the OpenAPI document. */
export const CLIENT_SCHEMA = new URL('../client/src/schema.ts', import.meta.url);

/** The OpenAPI document the service serves, read from an app on an empty database in memory. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = { ...loadConfig({}), databaseUrl: ':memory:', logLevel: 'silent' };
  const db = await openDatabase(config);
  const app = await buildApp(config, db);
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** The client's types for a document: what `npm run client:generate` writes, and what the tests compare. */
export async function clientSchemaText(document: Record<string, unknown>): Promise<string> {
  const types = astToString(await openapiTS(document as never));
  return `// Generated from the service's OpenAPI document by \`npm run client:generate\`: do not edit.\n\n${types}`;
}
