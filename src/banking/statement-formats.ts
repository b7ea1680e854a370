import { readCamt053 } from './camt053.js';
import type { CsvProfile } from './csv-statement.js';
import { readCsv } from './csv-statement.js';
import { readOfx } from './ofx.js';
import type { StatementFile, StatementFormat } from './statement-file.js';

export function readStatement(format: StatementFormat, body: Buffer, profile?: CsvProfile): StatementFile {
  if (format === 'ofx') return readOfx(body);
  if (format === 'camt053') return readCamt053(body);
  if (format === 'csv' && profile) return readCsv(body, profile);
  throw new Error(`not yet: ${format}`);
}
