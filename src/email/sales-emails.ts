import { DEFAULT_LOCALE } from '../companies/company-details.js';
import { findCompany } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { documentPdf } from '../pdf/document-pdf.js';
import { localeDate, localeMoney } from '../pdf/pdf-render.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import type { EmailedDocument } from './document-email.js';

/** What an invoice, a credit note or a quote shows of itself in its email. */
export interface SalesDocumentSummary {
  number: string;
  draft: boolean;
  currency: string;
  totalAmount: Money;
  /** An invoice's due date; a quote's expiry date. */
  dueDate: string;
}

/** How each kind is titled, and the date its default message gives (none for a credit note). */
const KINDS = {
  invoice: { title: 'Invoice', date: 'Due' },
  creditNote: { title: 'Credit note', date: null },
  quote: { title: 'Quote', date: 'Valid until' },
} as const;

/**
 * What an email of an invoice, a credit note or a quote sends: its PDF as it stands, and a default
 * message of its total and due date, and how to pay what is owed (a quote owes nothing). A draft is
 * not sent: it is not yet the company's word to its client (a quote leaves draft as it is sent).
 */
export async function salesDocumentEmailed(
  db: Executor,
  companyId: bigint,
  kind: keyof typeof KINDS,
  id: bigint,
  document: SalesDocumentSummary,
): Promise<EmailedDocument> {
  const { title: kindTitle, date } = KINDS[kind];
  const title = `${kindTitle} ${document.number}`;
  if (document.draft) {
    throw ruleViolation(`${title} is a draft: issue it before sending it`, [
      { path: 'draft', message: 'must be false: a draft is not sent' },
    ]);
  }
  const company = await findCompany(db, companyId);
  const locale = company?.locale ?? DEFAULT_LOCALE;
  const total = `Total: ${localeMoney(document.totalAmount, document.currency, locale)}`;
  return {
    kind,
    id,
    title,
    summary: date ? [total, `${date}: ${localeDate(document.dueDate, locale)}`] : [total],
    paymentInstructions: kind === 'quote' ? null : company?.payment_instructions,
    attachment: { name: `${document.number}.pdf`, content: await documentPdf(db, companyId, kind, id) },
  };
}
