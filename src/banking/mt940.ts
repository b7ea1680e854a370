import type { StatedBalance, StatementFile, StatementFileLine } from './statement-file.js';
import { UnreadableStatement } from './statement-file.js';
import { describedAs, fourDigitYear, keptText, readAmount, readDay, utf8OrWindows1252 } from './statement-values.js';

/**
 * SWIFT MT940 customer statements, with or without their `{1:…}{4:` … `-}` wrappers. A file may hold
 * several statements of one account (a month of daily ones): they are read as one, from the first
 * opening balance to the last closing one. No MT940 package on npm reads amounts exactly (mt940js
 * uses parseFloat; @centrapay/swift-parser rounds 123,345 to 123.35), so this small reader does.
 */
export function readMt940(body: Buffer): StatementFile {
  const statements = messagesOf(fieldsOf(utf8OrWindows1252(body))).map(statementOf);
  const first = statements[0];
  const last = statements.at(-1);
  if (!first || !last) throw new UnreadableStatement('line 1', 'The file holds no MT940 statement (no :20: field)');
  for (const { account, currency, where } of statements) {
    if (account !== first.account || currency !== first.currency) {
      throw new UnreadableStatement(
        where,
        `The file holds statements of two accounts, ${first.account} in ${first.currency} and ${account} in ` +
          `${currency}: import each on its own`,
      );
    }
  }
  return {
    currency: first.currency,
    openingBalance: first.opening,
    closingBalance: last.closing,
    lines: statements.flatMap(({ lines }) => lines).map((line, index) => ({ ...line, position: index + 1 })),
  };
}

/** One statement (message) of the file: every one must name its account and state both its balances. */
function statementOf(message: Field[]) {
  const opening = balanceOf(message, /^60[FM]$/, ':60F:');
  const closing = balanceOf(message, /^62[FM]$/, ':62F:');
  const account = message.find((field) => field.tag === '25');
  if (!account) throw new UnreadableStatement(`line ${message[0]?.line}`, 'The statement names no account (:25:)');
  return {
    account: account.text.trim(),
    currency: opening.currency,
    where: `line ${account.line}`,
    opening: opening.balance,
    closing: closing.balance,
    lines: message.flatMap((field, index) => (field.tag === '61' ? [lineOf(field, message[index + 1])] : [])),
  };
}

interface Field {
  tag: string;
  /** Its text, each line of the file it spans on a line of its own. */
  text: string;
  /** The file's line it begins on. */
  line: number;
}

const FIELD = /^:(\d{2}[A-Z]?):(.*)$/;
// The basic, application and user header blocks (`{1:…}{2:…}{3:{108:…}}`) and the text block's `{4:`.
const WRAPPER = /^(?:\{\d:(?:[^{}]|\{[^{}]*\})*\})*(?:\{4:)?/;

function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  text.split(/\r?\n/).forEach((written, index) => {
    const content = written.replace(WRAPPER, '').trimEnd();
    const field = FIELD.exec(content);
    const last = fields.at(-1);
    if (field) fields.push({ tag: field[1] as string, text: field[2] as string, line: index + 1 });
    else if (content.startsWith('-') || content.startsWith('{') || content === '') return;
    // Lines before the first field are a bank's preamble (ABN AMRO's `ABNANL2A`, `940`): a file without a
    // statement is refused for having no :20:.
    else if (last) last.text += `\n${content}`;
  });
  return fields;
}

/** The statements of the file, each from its :20: field. */
function messagesOf(fields: Field[]): Field[][] {
  const messages: Field[][] = [];
  for (const field of fields) {
    if (field.tag === '20') messages.push([]);
    const message = messages.at(-1);
    if (!message) throw new UnreadableStatement(`line ${field.line}`, `:${field.tag}: comes before any :20: field`);
    message.push(field);
  }
  return messages;
}

const BALANCE = /^([CD])(\d{2})(\d{2})(\d{2})([A-Z]{3})(\d[\d,]*)$/;

function balanceOf(message: Field[], tag: RegExp, name: string): { balance: StatedBalance; currency: string } {
  const field = message.find((each) => tag.test(each.tag));
  if (!field) throw new UnreadableStatement(`line ${message[0]?.line}`, `The statement has no ${name} balance`);
  const where = `line ${field.line}`;
  const match = BALANCE.exec(field.text.trim());
  if (!match)
    throw new UnreadableStatement(where, `"${field.text}" is not a balance (C or D, YYMMDD, currency, amount)`);
  const [, mark, year = '', month = '', day = '', currency = '', amount = ''] = match;
  const units = mtAmount(amount, where);
  return {
    balance: {
      date: readDay(fourDigitYear(year), month, day, where, field.text),
      amount: mark === 'D' ? -units : units,
    },
    currency,
  };
}

// Value date YYMMDD, entry date MMDD, mark, funds code, amount, transaction type, references, supplementary details.
const STATEMENT_LINE =
  /^(\d{2})(\d{2})(\d{2})(\d{2}\d{2})?(RC|RD|C|D)([A-Z])?(\d[\d,]*)([SNF][A-Z0-9]{3})(.*?)(?:\/\/(.*))?(?:\n([\s\S]*))?$/;

function lineOf(field: Field, information: Field | undefined): StatementFileLine {
  const where = `line ${field.line}`;
  const match = STATEMENT_LINE.exec(field.text.trim());
  if (!match) throw new UnreadableStatement(where, `"${field.text.split('\n')[0]}" is not an MT940 statement line`);
  const [, year = '', month = '', day = '', entryDate, mark, , amount = '', , ownerReference, bankReference, details] =
    match;
  const units = mtAmount(amount, where);
  const valueDate = readDay(fourDigitYear(year), month, day, where, field.text.split('\n')[0] as string);
  const text = information?.tag === '86' ? information.text : undefined;
  const structured = text === undefined ? undefined : subfieldsOf(text);
  return {
    position: 0,
    date: entryDate === undefined ? valueDate : bookedOn(valueDate, entryDate, where),
    // A reversal of a credit (RC) takes money out; a reversal of a debit (RD) gives it back.
    amount: mark === 'C' || mark === 'RD' ? units : -units,
    description: structured ? describedAs(structured.purpose) : describedAs(...(text ?? details ?? '').split('\n')),
    reference: ownerReference?.trim() === 'NONREF' ? null : keptText(ownerReference),
    counterpartyName: keptText(structured?.name),
    counterpartyAccount: keptText(structured?.account),
    bankId: keptText(bankReference),
  };
}

/**
 * The day the entry was booked (MMDD): in the value date's year, or the one before or after when the
 * two straddle a new year (valued 31 December, booked 2 January).
 */
function bookedOn(valueDate: string, entryDate: string, where: string): string {
  const valueYear = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(entryDate.slice(0, 2));
  const year = month - valueMonth > 6 ? valueYear - 1 : valueMonth - month > 6 ? valueYear + 1 : valueYear;
  return readDay(String(year), entryDate.slice(0, 2), entryDate.slice(2), where, entryDate);
}

/** MT940 writes amounts with a decimal comma and no sign: `1234,56`, `3,`. */
function mtAmount(written: string, where: string): bigint {
  if ((written.match(/,/g) ?? []).length !== 1) throw new UnreadableStatement(where, `"${written}" is not an amount`);
  return readAmount(written.replace(',', '.'), where, written);
}

/**
 * The structured :86: of German and other banks: `?20` to `?29` and `?60` to `?63` carry the purpose,
 * `?32` and `?33` the other party's name, `?31` or `?38` (its IBAN) its account. Subfields split text
 * at fixed widths, so their pieces are joined as they are.
 */
function subfieldsOf(text: string): { purpose: string; name: string; account: string | undefined } | undefined {
  const joined = text.replace(/\n/g, '');
  if (!/^\d{3}\?\d{2}|^\?\d{2}/.test(joined)) return undefined;
  const subfields = new Map<number, string>();
  for (const [, code, value = ''] of joined.matchAll(/\?(\d{2})([^?]*)/g)) subfields.set(Number(code), value);
  // A piece that opens with a SEPA keyword (EREF+, SVWZ+…) begins a new item; others go on the last.
  const pieces = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, offset) => subfields.get(from + offset) ?? '')
      .map((piece) => (/^[A-Z]{4}\+/.test(piece) ? ` ${piece}` : piece))
      .join('');
  return {
    purpose: pieces(20, 29) + pieces(60, 63),
    name: pieces(32, 33),
    account: subfields.get(38) ?? subfields.get(31),
  };
}
