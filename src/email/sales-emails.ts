import type { TObject } from '@sinclair/typebox';
import type { RecordType } from '../audit/audit-schemas.js';
import { DEFAULT_LOCALE } from '../companies/company-details.js';
import { findCompany } from '../companies/company-repository.js';
import type { Config } from '../config.js';
import type { Executor } from '../db/database.js';
import { documentPdf } from '../pdf/document-pdf.js';
import { localeDate, localeMoney } from '../pdf/pdf-render.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money, MoneyFormat } from '../shared/money.js';
import type { EmailedDocument, SentTable } from './document-email.js';
import type { EmailedKind } from './document-email-routes.js';

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

/** A sales document as its service reads it: what its email shows of it, but its number. */
type SalesDocumentView = Omit<SalesDocumentSummary, 'number'>;

/** An invoice or a credit note, as its routes declare it, for its sending by email. */
export interface SalesEmailedDeclaration<
  NumberField extends string,
  View extends SalesDocumentView & Record<NumberField, string>,
> {
  kind: 'invoice' | 'creditNote';
  path: string;
  tag: string;
  noun: string;
  recordType: RecordType;
  output: TObject;
  service: (taxForm: Config['taxForm']) => {
    get(db: Executor, companyId: bigint, id: bigint): Promise<View>;
  };
  present: (view: View, format: MoneyFormat) => unknown;
  /** The field of the view that holds its number ("invoiceNumber"). */
  number: NumberField;
  sentOn: SentTable;
}

/** How an invoice or a credit note is sent by email, by the API and the web page, from its declaration. */
export const salesEmailedKind =
  <NumberField extends string, View extends SalesDocumentView & Record<NumberField, string>>(
    declared: SalesEmailedDeclaration<NumberField, View>,
  ) =>
  (config: Config): EmailedKind => {
    const { service: serviceOf, present, number, ...kind } = declared;
    const service = serviceOf(config.taxForm);
    return {
      ...kind,
      read: async (db, companyId, id) => present(await service.get(db, companyId, id), config.moneyFormat),
      emailed: async (db, companyId, id) => {
        const document = await service.get(db, companyId, id);
        const summary = { ...document, number: document[number] };
        return salesDocumentEmailed(db, companyId, declared.kind, id, summary);
      },
    };
  };
