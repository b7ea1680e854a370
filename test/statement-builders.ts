/** A statement line as the API answers it. */
export interface StatementLine {
  id: number;
  importId: number;
  date: string;
  amount: string;
  description: string;
  reference?: string;
  counterpartyName?: string;
  counterpartyAccount?: string;
  bankId?: string;
  status: string;
  matches: { type: string; id: number; amount: string }[];
  reconciliationId?: number;
}

export interface CamtEntry {
  date: string;
  /** Signed, as the line will be: money in positive. */
  amount: string;
  description: string;
  /** The bank's own id (AcctSvcrRef), when it gives one. */
  bankId?: string;
}

const camtEntry = (entry: CamtEntry, currency: string) => `
      <Ntry>
        <Amt Ccy="${currency}">${entry.amount.replace(/^-/, '')}</Amt>
        <CdtDbtInd>${entry.amount.startsWith('-') ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${entry.date}</Dt></BookgDt>
        ${entry.bankId ? `<AcctSvcrRef>${entry.bankId}</AcctSvcrRef>` : ''}
        <AddtlNtryInf>${entry.description}</AddtlNtryInf>
      </Ntry>`;

/** A camt.053.001.02 statement of these booked entries, written for a test. */
export function camtStatement(entries: readonly CamtEntry[], currency = 'GBP'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>TEST</MsgId><CreDtTm>2026-06-01T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>TEST-STATEMENT</Id>
      <Acct><Id><IBAN>GB08BARC20457730718954</IBAN></Id><Ccy>${currency}</Ccy></Acct>${entries
        .map((entry) => camtEntry(entry, currency))
        .join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
