import type { Executor } from '../db/database.js';
import { documentPdf } from '../pdf/document-pdf.js';
import { DEFAULT_LOCALE, localeDate, localeMoney } from '../pdf/pdf-render.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import type { EmailedDocument } from './document-email.js';

/** What an invoice or a credit note shows of itself in its email. */
export interface SalesDocumentSummary {
  number: string;
  draft: boolean;
  currency: string;
  totalAmount: Money;
  dueDate: string;
}

const TITLES = { invoice: 'Invoice', creditNote: 'Credit note' } as const;

/**
 * What an email of an invoice or a credit note sends: its PDF as it stands, and a default message
 * of its total and due date. A draft is not sent: it is not yet the company's word to its client.
 */
export async function salesDocumentEmailed(
  db: Executor,
  companyId: bigint,
  kind: 'invoice' | 'creditNote',
  id: bigint,
  document: SalesDocumentSummary,
): Promise<EmailedDocument> {
  const title = `${TITLES[kind]} ${document.number}`;
  if (document.draft) {
    throw ruleViolation(`${title} is a draft: issue it before sending it`, [
      { path: 'draft', message: 'must be false: a draft is not sent' },
    ]);
  }
  const locale = DEFAULT_LOCALE;
  const total = `Total: ${localeMoney(document.totalAmount, document.currency, locale)}`;
  const due = `Due: ${localeDate(document.dueDate, locale)}`;
  return {
    kind,
    id,
    title,
    summary: kind === 'invoice' ? [total, due] : [total],
    attachment: { name: `${document.number}.pdf`, content: await documentPdf(db, companyId, kind, id) },
  };
}
