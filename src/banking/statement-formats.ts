import type { CsvProfile } from './csv-statement.js';
import { readCsv } from './csv-statement.js';
import type { StatementFile, StatementFormat } from './statement-file.js';

export function readStatement(format: StatementFormat, body: Buffer, profile?: CsvProfile): StatementFile {
  if (format === 'csv' && profile) return readCsv(body, profile);
  throw new Error(`not yet: ${format}`);
}
