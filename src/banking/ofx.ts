import type { StatedBalance, StatementFile, StatementFileLine } from './statement-file.js';
import { UnreadableStatement } from './statement-file.js';
import { decodeXmlEntities, describedAs, keptText, readAmount, readDay, windows1252 } from './statement-values.js';

/** An element of OFX 1.x (SGML: a leaf needs no end tag) or 2.x (XML): both are read as one tree. */
interface OfxElement {
  name: string;
  /** The value of a leaf element; '' for an aggregate. */
  text: string;
  children: OfxElement[];
}

/**
 * A bank (STMTRS) or credit-card (CCSTMTRS) statement of OFX or QFX: its lines, currency and ledger
 * balance. OFX states no opening balance. The OFX packages on npm read SGML by rewriting it with
 * regular expressions into XML and ignore the declared charset, so this small reader does the reading.
 */
export function readOfx(body: Buffer): StatementFile {
  const statement = onlyStatement(elementsOf(decoded(body)));
  const transactions = child(statement, 'BANKTRANLIST');
  if (!transactions)
    throw new UnreadableStatement(statement.name, 'The statement has no transactions list (BANKTRANLIST)');
  const currency = fieldOf(statement, 'CURDEF');
  const lines = children(transactions, 'STMTTRN').map((transaction, index) => lineOf(transaction, index + 1, currency));
  return {
    currency: keptText(currency),
    openingBalance: null,
    closingBalance: ledgerBalance(statement),
    lines,
  };
}

function lineOf(transaction: OfxElement, position: number, currency: string | undefined): StatementFileLine {
  const where = `STMTTRN[${position}]`;
  // A CURRENCY aggregate says the amount is in another currency than the account's (ORIGCURRENCY would not).
  const amountCurrency = fieldOf(child(transaction, 'CURRENCY'), 'CURSYM');
  if (amountCurrency !== undefined && amountCurrency !== currency) {
    throw new UnreadableStatement(
      `${where}/CURRENCY`,
      `The amount is in ${amountCurrency}, not the account's ${currency}`,
    );
  }
  const name = fieldOf(transaction, 'NAME') ?? fieldOf(child(transaction, 'PAYEE'), 'NAME');
  const memo = fieldOf(transaction, 'MEMO');
  return {
    position,
    date: ofxDate(required(transaction, 'DTPOSTED', where), `${where}/DTPOSTED`),
    amount: ofxAmount(required(transaction, 'TRNAMT', where), `${where}/TRNAMT`),
    description: memo === name ? describedAs(name) : describedAs(name, memo),
    reference: keptText(fieldOf(transaction, 'CHECKNUM') ?? fieldOf(transaction, 'REFNUM')),
    counterpartyName: keptText(name),
    counterpartyAccount: keptText(fieldOf(child(transaction, 'BANKACCTTO'), 'ACCTID')),
    bankId: keptText(fieldOf(transaction, 'FITID')),
  };
}

function ledgerBalance(statement: OfxElement): StatedBalance | null {
  const balance = child(statement, 'LEDGERBAL');
  if (!balance) return null;
  return {
    date: ofxDate(required(balance, 'DTASOF', 'LEDGERBAL'), 'LEDGERBAL/DTASOF'),
    amount: ofxAmount(required(balance, 'BALAMT', 'LEDGERBAL'), 'LEDGERBAL/BALAMT'),
  };
}

function onlyStatement(root: OfxElement): OfxElement {
  const statements = descendants(root, (element) => element.name === 'STMTRS' || element.name === 'CCSTMTRS');
  const [statement] = statements;
  if (!statement)
    throw new UnreadableStatement('OFX', 'The file holds no bank or credit-card statement (STMTRS or CCSTMTRS)');
  if (statements.length > 1) {
    throw new UnreadableStatement(
      `${statements[1]?.name}[2]`,
      `The file holds ${statements.length} account statements: import each account's statement on its own`,
    );
  }
  return statement;
}

// YYYYMMDD, then optionally HHMMSS, .XXX and [offset:zone]. The day is the one the bank wrote, whatever its zone.
const OFX_DATE = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\[[^\]]*\])?$/;

function ofxDate(text: string, where: string): string {
  const match = OFX_DATE.exec(text);
  if (!match) throw new UnreadableStatement(where, `"${text}" is not an OFX date (YYYYMMDD…)`);
  return readDay(match[1] as string, match[2] as string, match[3] as string, where, text);
}

/** OFX §3.2.9.1: the radix point is a period or a comma, and amounts carry no digit grouping. */
function ofxAmount(text: string, where: string): bigint {
  return readAmount(text.includes('.') ? text : text.replace(',', '.'), where);
}

function required(element: OfxElement, name: string, where: string): string {
  const value = fieldOf(element, name);
  if (value === undefined || value === '') throw new UnreadableStatement(`${where}/${name}`, `${name} is missing`);
  return value;
}

const child = (element: OfxElement | undefined, name: string) => element?.children.find((each) => each.name === name);
const children = (element: OfxElement, name: string) => element.children.filter((each) => each.name === name);
const fieldOf = (element: OfxElement | undefined, name: string) => child(element, name)?.text;

function descendants(element: OfxElement, wanted: (element: OfxElement) => boolean): OfxElement[] {
  return element.children.flatMap((each) => (wanted(each) ? [each] : descendants(each, wanted)));
}

/** The file's text in the charset its header declares: OFX 1.x `CHARSET:1252`, or the XML declaration's encoding. */
function decoded(body: Buffer): string {
  const header = body.subarray(0, 1024).toString('latin1');
  const charset = /^CHARSET:\s*(\S+)/m.exec(header)?.[1] ?? /<\?xml[^>]*encoding="([^"]+)"/.exec(header)?.[1] ?? 'NONE';
  if (/^(1252|windows-1252|cp1252)$/i.test(charset)) return windows1252(body);
  if (/^(NONE|UTF-?8|US-?ASCII)$/i.test(charset)) return body.toString('utf8');
  if (/^(ISO-?8859-1|8859-1|latin-?1)$/i.test(charset)) return body.toString('latin1');
  throw new UnreadableStatement('CHARSET', `The file's charset ${charset} is not one this reader knows`);
}

const TAG = /<(\/?)([A-Za-z0-9_.]+)>([^<]*)/g;

/** The tree of elements from <OFX> to </OFX>: an element followed by text is a leaf, its end tag optional. */
function elementsOf(text: string): OfxElement {
  const start = text.indexOf('<OFX>');
  if (start < 0) throw new UnreadableStatement('OFX', 'This is not an OFX file: it has no <OFX> element');
  const root: OfxElement = { name: '', text: '', children: [] };
  const open: OfxElement[] = [root];
  let lastLeaf: string | undefined;
  for (const [, closing, name = '', following = ''] of withoutComments(text.slice(start)).matchAll(TAG)) {
    const parent = open.at(-1) as OfxElement;
    if (closing) {
      if (name !== lastLeaf) closeAggregate(open, name);
      lastLeaf = undefined;
      continue;
    }
    const trimmed = following.trim();
    const value = trimmed.includes('&') ? decodeXmlEntities(trimmed) : trimmed;
    const element: OfxElement = { name, text: value, children: [] };
    parent.children.push(element);
    lastLeaf = value === '' ? undefined : name;
    if (value === '') open.push(element);
  }
  if (open.length > 1) {
    throw new UnreadableStatement(pathOf(open), 'The file ends before its elements are closed: it is truncated');
  }
  return root;
}

/** Closes the open aggregate `name`; elements left open inside it were empty leaves (SGML), their contents lifted. */
function closeAggregate(open: OfxElement[], name: string): void {
  const index = open.findLastIndex((element) => element.name === name);
  if (index < 1) throw new UnreadableStatement(pathOf(open), `</${name}> closes an element that is not open`);
  for (let depth = open.length - 1; depth > index; depth--) {
    const empty = open[depth] as OfxElement;
    (open[depth - 1] as OfxElement).children.push(...empty.children.splice(0));
  }
  open.length = index;
}

/** Where the open elements are, as `OFX/…/STMTTRN[3]`: the nth of its name where its parent holds several. */
function pathOf(open: OfxElement[]): string {
  return open
    .slice(1)
    .map((element, depth) => {
      const namesakes = (open[depth] as OfxElement).children.filter((each) => each.name === element.name);
      return namesakes.length > 1 ? `${element.name}[${namesakes.indexOf(element) + 1}]` : element.name;
    })
    .join('/');
}

const withoutComments = (text: string) => text.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '');
