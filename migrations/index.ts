import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-01-foundation.js';
import * as masterData from './2026-11-22-02-master-data.js';
import * as ledger from './2026-11-22-03-ledger.js';
import * as documents from './2026-11-22-04-documents.js';
import * as moneyMovement from './2026-11-22-05-money-movement.js';
import * as postgresStore from './2026-11-22-06-postgres-store.js';
import * as orderedLookups from './2026-11-22-07-ordered-lookups.js';
import * as recordCounts from './2026-11-22-08-record-counts.js';
import * as accountBalances from './2026-11-22-09-account-balances.js';
import * as idempotencyExpiry from './2026-11-23-10-idempotency-expiry.js';
import * as journalReversals from './2026-11-23-11-journal-reversals.js';
import * as lockDate from './2026-11-23-12-lock-date.js';
import * as bankAccountNames from './2026-11-23-13-bank-account-names.js';
import * as allocationsByDocument from './2026-11-23-14-allocations-by-document.js';
import * as auditTrail from './2026-11-23-15-audit-trail.js';
import * as recordTimestamps from './2026-11-23-16-record-timestamps.js';
import * as exchangeRates from './2026-11-23-17-exchange-rates.js';
import * as baseCurrency from './2026-11-23-18-base-currency.js';
import * as reports from './2026-11-23-19-reports.js';
import * as creditNotes from './2026-11-23-20-credit-notes.js';
import * as moneyOnAccount from './2026-11-23-21-money-on-account.js';
import * as allTimeBalances from './2026-11-24-22-all-time-balances.js';
import * as allocatedAmounts from './2026-11-28-23-allocated-amounts.js';
import * as vatTreatments from './2026-11-28-24-vat-treatments.js';
import * as badDebts from './2026-11-28-25-bad-debts.js';
import * as immediateReferences from './2026-11-28-26-immediate-references.js';
import * as onAccountAllocatedAmounts from './2026-11-28-27-on-account-allocated-amounts.js';
import * as bankStatements from './2026-11-28-28-bank-statements.js';
import * as taxedJournalLines from './2026-11-29-29-taxed-journal-lines.js';
import * as documentFilters from './2026-11-29-30-document-filters.js';
import * as documentSorts from './2026-11-29-31-document-sorts.js';
import * as paymentFilters from './2026-11-29-32-payment-filters.js';
import * as listFilters from './2026-11-29-33-list-filters.js';
import * as agedReportReads from './2026-11-29-34-aged-report-reads.js';
import * as documentSearch from './2026-11-29-35-document-search.js';
import * as settlementSorts from './2026-11-29-36-settlement-sorts.js';
import * as webhooks from './2026-11-29-37-webhooks.js';
import * as webhookEndpoints from './2026-11-29-38-webhook-endpoints.js';
import * as eventSweeps from './2026-11-29-39-event-sweeps.js';
import * as deliveriesByEvent from './2026-11-29-40-deliveries-by-event.js';
import * as companyDetails from './2026-11-29-41-company-details.js';
import * as emails from './2026-11-29-42-emails.js';
import * as recurringInvoices from './2026-11-29-43-recurring-invoices.js';
import * as quotes from './2026-11-29-44-quotes.js';
import * as recurringInvoiceSends from './2026-11-29-45-recurring-invoice-sends.js';
import * as userRoles from './2026-11-29-46-user-roles.js';
import * as apiKeys from './2026-11-29-47-api-keys.js';
import * as disabledCompanies from './2026-11-29-48-disabled-companies.js';
import * as webSessions from './2026-11-29-49-web-sessions.js';

/** Every migration, by name; Kysely runs them in the order of their names. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-01-foundation': foundation,
  '2026-11-22-02-master-data': masterData,
  '2026-11-22-03-ledger': ledger,
  '2026-11-22-04-documents': documents,
  '2026-11-22-05-money-movement': moneyMovement,
  '2026-11-22-06-postgres-store': postgresStore,
  '2026-11-22-07-ordered-lookups': orderedLookups,
  '2026-11-22-08-record-counts': recordCounts,
  '2026-11-22-09-account-balances': accountBalances,
  '2026-11-23-10-idempotency-expiry': idempotencyExpiry,
  '2026-11-23-11-journal-reversals': journalReversals,
  '2026-11-23-12-lock-date': lockDate,
  '2026-11-23-13-bank-account-names': bankAccountNames,
  '2026-11-23-14-allocations-by-document': allocationsByDocument,
  '2026-11-23-15-audit-trail': auditTrail,
  '2026-11-23-16-record-timestamps': recordTimestamps,
  '2026-11-23-17-exchange-rates': exchangeRates,
  '2026-11-23-18-base-currency': baseCurrency,
  '2026-11-23-19-reports': reports,
  '2026-11-23-20-credit-notes': creditNotes,
  '2026-11-23-21-money-on-account': moneyOnAccount,
  '2026-11-24-22-all-time-balances': allTimeBalances,
  '2026-11-28-23-allocated-amounts': allocatedAmounts,
  '2026-11-28-24-vat-treatments': vatTreatments,
  '2026-11-28-25-bad-debts': badDebts,
  '2026-11-28-26-immediate-references': immediateReferences,
  '2026-11-28-27-on-account-allocated-amounts': onAccountAllocatedAmounts,
  '2026-11-28-28-bank-statements': bankStatements,
  '2026-11-29-29-taxed-journal-lines': taxedJournalLines,
  '2026-11-29-30-document-filters': documentFilters,
  '2026-11-29-31-document-sorts': documentSorts,
  '2026-11-29-32-payment-filters': paymentFilters,
  '2026-11-29-33-list-filters': listFilters,
  '2026-11-29-34-aged-report-reads': agedReportReads,
  '2026-11-29-35-document-search': documentSearch,
  '2026-11-29-36-settlement-sorts': settlementSorts,
  '2026-11-29-37-webhooks': webhooks,
  '2026-11-29-38-webhook-endpoints': webhookEndpoints,
  '2026-11-29-39-event-sweeps': eventSweeps,
  '2026-11-29-40-deliveries-by-event': deliveriesByEvent,
  '2026-11-29-41-company-details': companyDetails,
  '2026-11-29-42-emails': emails,
  '2026-11-29-43-recurring-invoices': recurringInvoices,
  '2026-11-29-44-quotes': quotes,
  '2026-11-29-45-recurring-invoice-sends': recurringInvoiceSends,
  '2026-11-29-46-user-roles': userRoles,
  '2026-11-29-47-api-keys': apiKeys,
  '2026-11-29-48-disabled-companies': disabledCompanies,
  '2026-11-29-49-web-sessions': webSessions,
};
