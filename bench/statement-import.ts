import { readCamt053 } from '../src/banking/camt053.js';
import { type Failures, type Measurement, summarize } from './measurement.js';

/** How many lines the statement of the import benchmark holds: a busy account's year. */
export const STATEMENT_LINES = 10_000;

const PAYEES = ['CLOUDHOST LTD', 'ACME OFFICE SUPPLIES', 'NORTHWIND TRADING LTD', 'PRET A MANGER', 'HMRC VAT'];

/** A camt.053.001.02 statement of `count` booked lines over a year, each with the bank's id, a party and remittance. */
export function camtOfLines(count: number): Buffer {
  const entries = Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 28))).toISOString().slice(0, 10);
    const credit = index % 3 === 0;
    const party = PAYEES[index % PAYEES.length] as string;
    const pence = 100 + ((index * 7919) % 250_000);
    return `
      <Ntry>
        <Amt Ccy="GBP">${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}</Amt>
        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <AcctSvcrRef>BENCH${String(index).padStart(8, '0')}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>E2E-${index}</EndToEndId></Refs>
          <RltdPties><${credit ? 'Dbtr' : 'Cdtr'}><Nm>${party}</Nm></${credit ? 'Dbtr' : 'Cdtr'}></RltdPties>
          <RmtInf><Ustrd>INV-${String(index).padStart(6, '0')} ${party}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
        <AddtlNtryInf>${credit ? 'BANK CREDIT' : 'FASTER PAYMENT'}</AddtlNtryInf>
      </Ntry>`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2027-01-01T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>BENCH-2026</Id>
      <Acct><Id><IBAN>GB08BARC20457730718954</IBAN></Id><Ccy>GBP</Ccy></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

/** One timed call: its measurement, of one call whose latency is its time. */
async function timeOnce(work: () => Promise<string | undefined>): Promise<Measurement> {
  const started = performance.now();
  const failure = await work().catch((error: unknown) => String(error));
  const elapsed = performance.now() - started;
  const failures: Failures = failure === undefined ? { count: 0 } : { count: 1, first: failure };
  return summarize(failure === undefined ? [elapsed] : [], elapsed / 1000, failures);
}

/** Imports the statement into a new bank account of the company, so that every line is new; the import alone is timed. */
export async function importIntoNewBankAccount(origin: string, authorization: string, file: Buffer) {
  const created = await fetch(`${origin}/api/v1/bankAccounts`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Statement import ${performance.now()}` }),
  });
  if (!created.ok) throw new Error(`POST /bankAccounts answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  return timeOnce(async () => {
    const imported = await fetch(`${origin}/api/v1/bankAccounts/${id}/statementImports?format=camt053`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/xml' },
      body: file,
    });
    const answer = await imported.text();
    if (!imported.ok) return `POST …/statementImports answered ${imported.status}: ${answer.slice(0, 500)}`;
    const { linesImported } = JSON.parse(answer) as { linesImported: number };
    return linesImported === STATEMENT_LINES ? undefined : `${linesImported} lines imported`;
  });
}

/** The file read alone, in this process: the floor under the import, without HTTP, its rules and the store. */
export const readStatementFile = (file: Buffer) =>
  timeOnce(async () => {
    const { lines } = readCamt053(file);
    return lines.length === STATEMENT_LINES ? undefined : `${lines.length} lines read`;
  });
