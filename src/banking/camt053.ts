import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { StatedBalance, StatementFile, StatementFileLine } from './statement-file.js';
import { UnreadableStatement } from './statement-file.js';
import { describedAs, keptText, readAmount, readDay } from './statement-values.js';

/** ISO 20022 bank-to-customer statements, camt.053.001.02 to .08: their elements read here are the same. */
const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]$/;
const ISO_20022_NAMESPACE = /xmlns(?::\w+)?\s*=\s*["'](urn:iso:std:iso:20022:tech:xsd:[^"']+)["']/;

/** Elements that may repeat: always read as lists, even when the file holds one. */
const REPEATING = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);

type XmlNode = { readonly [name: string]: unknown };

/** A camt.053 statement: its booked entries, the account's currency, and its opening and closing booked balances. */
export function readCamt053(body: Buffer): StatementFile {
  const statement = onlyStatement(documentOf(body.toString('utf8').replace(/^\uFEFF/, '')));
  const balances = nodes(statement, 'Bal');
  const currency = keptText(textOf(at(statement, 'Acct', 'Ccy')) ?? textOf(at(balances[0], 'Amt', '@Ccy')));
  const lines: StatementFileLine[] = [];
  nodes(statement, 'Ntry').forEach((entry, index) => {
    if (isBooked(entry, `Stmt/Ntry[${index + 1}]`)) {
      lines.push(lineOf(entry, `Stmt/Ntry[${index + 1}]`, lines.length + 1, currency));
    }
  });
  return {
    currency,
    // A statement states the day's opening balance (OPBD), or else the last statement's closing one (PRCD).
    openingBalance: balanceOf(balances, 'OPBD', currency) ?? balanceOf(balances, 'PRCD', currency),
    closingBalance: balanceOf(balances, 'CLBD', currency),
    lines,
  };
}

function documentOf(text: string): XmlNode {
  if (text.trim() === '') throw new UnreadableStatement('Document', 'The file is empty');
  const document = treeOf(text);
  const namespace = ISO_20022_NAMESPACE.exec(text)?.[1];
  if (namespace === undefined) throw new UnreadableStatement('Document', 'The file is not an ISO 20022 document');
  if (!CAMT_053.test(namespace)) {
    throw new UnreadableStatement(
      'Document',
      `The file is a ${namespace} document, not a bank-to-customer statement camt.053.001.02 to .08`,
    );
  }
  return document;
}

/** An element being read: its attributes and the children read so far by their local names, and its text. */
interface OpenElement {
  name: string;
  node: { [name: string]: unknown };
  /** Neither attributes nor children so far: the element is its text. */
  isText: boolean;
  text: string;
}

/**
 * The document as a tree, checked to be well-formed XML in the same single pass (saxes, a streaming
 * reader): an element with neither attributes nor children is its text, any other an object of its
 * attributes (`@Ccy`), its children by their local names and its text (`#text`). An element read
 * twice where one is expected is a list, as the REPEATING ones always are: no value is taken from it.
 */
function treeOf(text: string): XmlNode {
  const document: OpenElement = { name: '', node: {}, isText: false, text: '' };
  const open = [document];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => open.push(openElement(tag)));
  parser.on('text', (characters) => {
    (open.at(-1) as OpenElement).text += characters;
  });
  parser.on('cdata', (characters) => {
    (open.at(-1) as OpenElement).text += characters;
  });
  parser.on('closetag', () => {
    const element = open.pop() as OpenElement;
    addChild(open.at(-1) as OpenElement, element.name, elementValue(element));
  });
  try {
    parser.write(text).close();
  } catch (error) {
    throw new UnreadableStatement(
      `line ${parser.line}`,
      `The file is not well-formed XML at ${(error as Error).message}`,
    );
  }
  return document.node;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function openElement(tag: SaxesTagPlain): OpenElement {
  const element: OpenElement = { name: localName(tag.name), node: {}, isText: true, text: '' };
  for (const name in tag.attributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    element.node[`@${localName(name)}`] = tag.attributes[name];
    element.isText = false;
  }
  return element;
}

function elementValue(element: OpenElement): unknown {
  const text = element.text.trim();
  if (element.isText) return text;
  if (text !== '') element.node['#text'] = text;
  return element.node;
}

function addChild(parent: OpenElement, name: string, value: unknown): void {
  parent.isText = false;
  const held = parent.node[name];
  if (Array.isArray(held)) held.push(value);
  else if (held !== undefined) parent.node[name] = [held, value];
  else parent.node[name] = REPEATING.has(name) ? [value] : value;
}

function onlyStatement(document: XmlNode): XmlNode {
  const statements = nodes(at(document, 'Document', 'BkToCstmrStmt'), 'Stmt');
  const [statement] = statements;
  if (!statement) throw new UnreadableStatement('Document/BkToCstmrStmt', 'The document holds no statement (Stmt)');
  if (statements.length > 1) {
    throw new UnreadableStatement(
      'Stmt[2]',
      `The file holds ${statements.length} statements: import each account's statement on its own`,
    );
  }
  return statement;
}

/** Only booked entries are on the account: pending (PDNG) and informational (INFO) ones are left out. */
function isBooked(entry: XmlNode, where: string): boolean {
  // Sts is a code up to camt.053.001.07, and a choice of a code or a proprietary value from .08.
  const status = textOf(at(entry, 'Sts')) ?? textOf(at(entry, 'Sts', 'Cd')) ?? textOf(at(entry, 'Sts', 'Prtry'));
  if (status === undefined) throw new UnreadableStatement(`${where}/Sts`, 'The entry has no status');
  return status === 'BOOK';
}

function lineOf(entry: XmlNode, where: string, position: number, currency: string | null): StatementFileLine {
  const details = nodes(entry, 'NtryDtls').flatMap((each) => nodes(each, 'TxDtls'));
  const [only] = details.length === 1 ? details : [];
  const amount = signedAmount(entry, where, currency);
  const party = amount < 0n ? 'Cdtr' : 'Dbtr';
  const endToEndId = textOf(at(only, 'Refs', 'EndToEndId'));
  return {
    position,
    date: entryDate(entry, where),
    amount,
    description: describedAs(
      ...details.flatMap((each) => nodes(at(each, 'RmtInf'), 'Ustrd').map(textOf)),
      textOf(at(entry, 'AddtlNtryInf')),
    ),
    reference: endToEndId === 'NOTPROVIDED' ? null : keptText(endToEndId),
    counterpartyName: keptText(textOf(partyOf(at(only, 'RltdPties', party), 'Nm'))),
    counterpartyAccount: keptText(accountOf(at(only, 'RltdPties', `${party}Acct`))),
    bankId: keptText(textOf(at(entry, 'AcctSvcrRef')) ?? textOf(at(only, 'Refs', 'AcctSvcrRef'))),
  };
}

/** A party is named in itself up to camt.053.001.07, and within `Pty` from .08. */
const partyOf = (party: unknown, field: string) => at(party, field) ?? at(party, 'Pty', field);

const accountOf = (account: unknown) => textOf(at(account, 'Id', 'IBAN')) ?? textOf(at(account, 'Id', 'Othr', 'Id'));

function entryDate(entry: XmlNode, where: string): string {
  const booked = at(entry, 'BookgDt') === undefined ? 'ValDt' : 'BookgDt';
  return dateOf(at(entry, booked), `${where}/${booked}`);
}

function balanceOf(balances: XmlNode[], code: string, currency: string | null): StatedBalance | null {
  const index = balances.findIndex((balance) => textOf(at(balance, 'Tp', 'CdOrPrtry', 'Cd')) === code);
  const balance = balances[index];
  if (!balance) return null;
  const where = `Stmt/Bal[${index + 1}]`;
  return { date: dateOf(at(balance, 'Dt'), `${where}/Dt`), amount: signedAmount(balance, where, currency) };
}

/** The amount of an entry or balance, positive for a credit (CRDT), negative for a debit (DBIT). */
function signedAmount(element: XmlNode, where: string, currency: string | null): bigint {
  const amount = at(element, 'Amt');
  const written = textOf(amount);
  if (written === undefined) throw new UnreadableStatement(`${where}/Amt`, 'The amount is missing');
  if (/^\s*[+-]/.test(written)) {
    throw new UnreadableStatement(`${where}/Amt`, `${written} is signed: CAMT gives the sign in CdtDbtInd`);
  }
  const amountCurrency = textOf(at(amount, '@Ccy'));
  if (currency !== null && amountCurrency !== undefined && amountCurrency !== currency) {
    throw new UnreadableStatement(`${where}/Amt`, `The amount is in ${amountCurrency}, not the account's ${currency}`);
  }
  const units = readAmount(written, `${where}/Amt`);
  const indicator = textOf(at(element, 'CdtDbtInd'));
  if (indicator === 'CRDT') return units;
  if (indicator === 'DBIT') return -units;
  throw new UnreadableStatement(`${where}/CdtDbtInd`, `"${indicator ?? ''}" is neither CRDT nor DBIT`);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/** A date or date-time choice (`Dt` or `DtTm`): the day it names. */
function dateOf(choice: unknown, where: string): string {
  const written = textOf(at(choice, 'Dt')) ?? textOf(at(choice, 'DtTm'));
  if (written === undefined) throw new UnreadableStatement(where, 'The date is missing');
  const match = ISO_DAY.exec(written.trim());
  if (!match) throw new UnreadableStatement(where, `"${written}" is not an ISO date`);
  return readDay(match[1] as string, match[2] as string, match[3] as string, where, written);
}

function at(node: unknown, ...path: string[]): unknown {
  let found = node;
  for (const name of path) {
    if (typeof found !== 'object' || found === null || Array.isArray(found)) return undefined;
    found = (found as XmlNode)[name];
  }
  return found;
}

function nodes(node: unknown, name: string): XmlNode[] {
  const found = at(node, name);
  return Array.isArray(found) ? (found as XmlNode[]) : [];
}

/** The text of an element: itself when it has no attributes, else its `#text`. */
function textOf(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : at(value, '#text');
  return typeof text === 'string' ? text : undefined;
}
