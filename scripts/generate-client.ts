import { writeFile } from 'node:fs/promises';
import { CLIENT_SCHEMA, clientSchemaText, openApiDocument } from './client-schema.js';

await writeFile(CLIENT_SCHEMA, await clientSchemaText(await openApiDocument()));
