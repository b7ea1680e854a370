import { readCamt053 } from './camt053.js';
import { type CsvProfile, readCsv } from './csv-statement.js';
import { readMt940 } from './mt940.js';
import { readOfx } from './ofx.js';
import { type StatementFile, type StatementFormat, UnreadableStatement } from './statement-file.js';

/** What a statement file says, read by its format's reader; a CSV through the profile that maps its columns. */
export function readStatement(format: StatementFormat, body: Buffer, profile?: CsvProfile): StatementFile {
  // Any byte above the space is something written.
  if (!body.some((byte) => byte > 0x20)) throw new UnreadableStatement('file', 'The file is empty');
  switch (format) {
    case 'csv':
      if (!profile) throw new UnreadableStatement('profile', 'A CSV is read through a profile of its columns');
      return readCsv(body, profile);
    case 'ofx':
      return readOfx(body);
    case 'camt053':
      return readCamt053(body);
    case 'mt940':
      return readMt940(body);
  }
}
