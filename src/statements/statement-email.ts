import { DEFAULT_LOCALE } from '../companies/company-details.js';
import type { MailSettings } from '../config.js';
import type { Database } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { type EmailSender, sendDocumentEmail } from '../email/document-email.js';
import type { SendDocumentInput } from '../email/email-schemas.js';
import { localeDate, localeMoney } from '../pdf/pdf-render.js';
import { CLIENT_SIDE } from '../settlements/sides.js';
import { partyStatement } from './party-statement.js';
import { renderStatementPdf } from './statement-pdf.js';

/**
 * Sends the client's statement of the period by email, its PDF attached, through the outbox in one
 * write; the books do not change. Not found, as its GET, when the company has no such client.
 */
export function sendStatement(
  db: Database | Write,
  mail: MailSettings | null,
  sender: EmailSender,
  clientId: bigint,
  period: { from: string; to: string },
  input: SendDocumentInput,
) {
  return inTransaction(db, async (write) => {
    const statement = await partyStatement(write.trx, CLIENT_SIDE, sender.companyId, clientId, period);
    const { from, to } = period;
    const date = (day: string) => localeDate(day, DEFAULT_LOCALE);
    const summary = statement.sections.map(
      (section) =>
        `Balance owed at ${date(to)}: ${localeMoney(section.closingBalance, section.currency, DEFAULT_LOCALE)}`,
    );
    const content = await renderStatementPdf(write.trx, sender.companyId, statement);
    return sendDocumentEmail(
      write,
      mail,
      sender,
      {
        kind: 'statement',
        id: clientId,
        title: `Statement ${date(from)} to ${date(to)}`,
        summary,
        attachment: { name: `statement-${from}-${to}.pdf`, content },
      },
      input,
    );
  });
}
