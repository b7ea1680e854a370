import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { bankTransferService } from '../bank-transfers/bank-transfer-service.js';
import type { Database } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { journalEntryService } from '../journal-entries/journal-entry-service.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { createClientPayment } from '../payments/client-payment-service.js';
import { createSupplierPayment } from '../payments/supplier-payment-service.js';
import { findSalesTaxByCode } from '../sales-taxes/sales-tax-repository.js';
import { divideRoundingHalfUp } from '../shared/decimal.js';
import { DomainError, ruleViolation } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE, exchangeRateNumber, MAX_EXCHANGE_RATE } from '../shared/exchange-rate.js';
import { formatMoney, type Money, multiplyAndRound, parseMoney } from '../shared/money.js';
import { taxIncluded } from '../tax/tax.js';
import { chargedTax, type TaxTreatment } from '../tax/tax-treatment.js';
import { bankRuleService } from './bank-rule-service.js';
import { ruleFits } from './bank-rules.js';
import type { LineBookingInput, MatchedRecordType } from './banking-schemas.js';
import { lineForChange, linkRecords, requireStatus } from './statement-line-service.js';
import type { LineRow } from './statement-repository.js';
import { documentsToSettle } from './suggestion-repository.js';

/**
 * Books a statement line: creates the record it stands for, dated on the line's day and moving the
 * bank account by the line's amount, and matches the line to it, in one transaction. A use case
 * above the services: it calls the payment, transfer and journal services as a person would.
 */
export function bookLine(
  db: Database | Write,
  companyId: bigint,
  bankAccountId: bigint,
  lineId: bigint,
  booking: LineBookingInput,
) {
  return inTransaction(db, async (write) => {
    const { bank, line } = await lineForChange(write, companyId, bankAccountId, lineId);
    requireStatus(line, 'unmatched', 'book it');
    await assertUnlocked(write.trx, companyId, 'create', line.date);
    const record = await inBooking(() => createRecord(write, companyId, bank, line, booking));
    return linkRecords(write, companyId, bank, line, [record]);
  });
}

type Booked = { type: MatchedRecordType; id: bigint };

/** The record a booking makes, of the kind it names or its rule proposes. */
async function createRecord(
  write: Write,
  companyId: bigint,
  bank: BankAccountRow,
  line: LineRow,
  booking: LineBookingInput,
): Promise<Booked> {
  if (booking.bankRuleId !== undefined) return bookByRule(write, companyId, bank, line, BigInt(booking.bankRuleId));
  const amount = formatMoney(line.amount < 0n ? -line.amount : line.amount, 'plain');
  switch (booking.type) {
    case 'clientPayment': {
      requireDirection(line, 'in', 'A client payment is money in');
      const invoiceIds = booking.invoiceIds ?? [];
      const settled = await settling(write, companyId, bank, line, booking, {
        documents: 'invoices',
        ids: invoiceIds,
        named: booking.clientId,
        field: 'clientId',
      });
      const payment = await createClientPayment(write, companyId, {
        clientId: settled.party,
        bankAccountId: String(bank.id),
        ...settled.payment,
        dateReceived: line.date,
        invoiceIds,
        ...(booking.onAccount === undefined ? {} : { onAccount: booking.onAccount }),
      });
      return { type: 'clientPayment', id: payment.id };
    }
    case 'supplierPayment': {
      requireDirection(line, 'out', 'A supplier payment is money out');
      const billIds = booking.billIds ?? [];
      const settled = await settling(write, companyId, bank, line, booking, {
        documents: 'bills',
        ids: billIds,
        named: booking.supplierId,
        field: 'supplierId',
      });
      const payment = await createSupplierPayment(write, companyId, {
        supplierId: settled.party,
        bankAccountId: String(bank.id),
        ...settled.payment,
        datePaid: line.date,
        billIds,
        ...(booking.onAccount === undefined ? {} : { onAccount: booking.onAccount }),
      });
      return { type: 'supplierPayment', id: payment.id };
    }
    case 'bankTransfer':
      return bookTransfer(write, companyId, bank, line, booking, amount);
    case 'manualJournalEntry':
      return bookEntry(write, companyId, bank, line, {
        accountCode: required(booking.accountCode, 'accountCode'),
        salesTaxCode: booking.salesTaxCode ?? null,
        reason: booking.reason ?? null,
        at: 'create',
      });
    default:
      throw ruleViolation('The booking does not say what to create', [
        { path: 'create.type', message: 'give type, or bankRuleId' },
      ]);
  }
}

async function bookTransfer(
  write: Write,
  companyId: bigint,
  bank: BankAccountRow,
  line: LineRow,
  booking: LineBookingInput,
  amount: string,
): Promise<Booked> {
  const other = String(required(booking.bankAccountId, 'bankAccountId'));
  const own = String(bank.id);
  const [fromBankAccountId, toBankAccountId] = line.amount < 0n ? [own, other] : [other, own];
  const transfer = await bankTransferService.create(write, companyId, {
    fromBankAccountId,
    toBankAccountId,
    amount,
    dateTransferred: line.date,
  });
  // Money in from an account in another currency left it in that currency: the line says only what arrived.
  if (line.amount > 0n && transfer.amountReceived !== line.amount) {
    throw ruleViolation('The transfer comes from an account in another currency', [
      {
        path: 'create.bankAccountId',
        message: `bank account ${other} is in ${transfer.from.currency}: record the transfer with the amount that left it, then match the line to it`,
      },
    ]);
  }
  return { type: 'bankTransfer', id: transfer.id };
}

interface EntryBooking {
  accountCode: string;
  salesTaxCode: string | null;
  reason: string | null;
  /** Where the booking's fields are named in an error: `create`, or the rule's id. */
  at: 'create' | 'create.bankRuleId';
}

/**
 * A manual journal entry between the bank account and another account, as the line moved the bank.
 * With a sales tax, the line's amount includes the VAT it charges (see taxIncluded): the other
 * account takes the net, the sales tax control account the VAT, and the VAT return counts them.
 */
async function bookEntry(
  write: Write,
  companyId: bigint,
  bank: BankAccountRow,
  line: LineRow,
  booking: EntryBooking,
): Promise<Booked> {
  const gross = line.amount < 0n ? -line.amount : line.amount;
  const tax = booking.salesTaxCode === null ? 0n : await vatWithin(write, companyId, gross, booking);
  const side = (amount: Money, debit: boolean) => ({
    [debit ? 'debitAmountValue' : 'creditAmountValue']: formatMoney(amount, 'plain'),
  });
  const taxed =
    booking.salesTaxCode === null
      ? {}
      : { salesTaxCode: booking.salesTaxCode, taxAmountValue: formatMoney(tax, 'plain') };
  const moneyIn = line.amount > 0n;
  const bankLine = { accountCode: bank.ledger_account_code, ...side(gross, moneyIn) };
  const otherLine = { accountCode: booking.accountCode, ...side(gross - tax, !moneyIn), ...taxed };
  const entry = await journalEntryService.create(write, companyId, {
    reason: booking.reason || line.description.slice(0, 500) || `Bank statement line ${line.id}`,
    date: line.date,
    currency: bank.currency,
    manualJournalEntryLines: moneyIn ? [bankLine, otherLine] : [otherLine, bankLine],
  });
  return { type: 'manualJournalEntry', id: entry.id };
}

/** The VAT within the line's amount under the booking's sales tax: none under a treatment that charges none. */
async function vatWithin(write: Write, companyId: bigint, gross: Money, booking: EntryBooking): Promise<Money> {
  const code = booking.salesTaxCode as string;
  const salesTax = await findSalesTaxByCode(write.trx, companyId, code);
  if (!salesTax) {
    const path = booking.at === 'create' ? 'create.salesTaxCode' : booking.at;
    throw ruleViolation('The sales tax does not exist', [{ path, message: `no sales tax has the code ${code}` }]);
  }
  const charges = chargedTax(salesTax.treatment as TaxTreatment, gross, salesTax.rate_micros) !== 0n;
  return charges ? taxIncluded(gross, salesTax.rate_micros) : 0n;
}

/** Books what a rule proposes, when the rule fits the line. */
async function bookByRule(write: Write, companyId: bigint, bank: BankAccountRow, line: LineRow, ruleId: bigint) {
  const rule = await bankRuleService.get(write.trx, companyId, ruleId).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not-found') {
      throw ruleViolation('The bank rule does not exist', [
        { path: 'create.bankRuleId', message: `no bank rule has the id ${ruleId}` },
      ]);
    }
    throw error;
  });
  if (!ruleFits(rule, line)) {
    throw ruleViolation('The bank rule does not fit the line', [
      {
        path: 'create.bankRuleId',
        message: `bank rule ${ruleId} (${rule.name}) does not fit statement line ${line.id}`,
      },
    ]);
  }
  const { accountCode, salesTaxCode, reason } = rule.action;
  return bookEntry(write, companyId, bank, line, { accountCode, salesTaxCode, reason, at: 'create.bankRuleId' });
}

function requireDirection(line: LineRow, direction: 'in' | 'out', message: string): void {
  if (line.amount > 0n === (direction === 'in')) return;
  throw ruleViolation(message, [
    { path: 'create.type', message: `statement line ${line.id} is money ${direction === 'in' ? 'out' : 'in'}` },
  ]);
}

function required<T>(value: T | null | undefined, field: string): T {
  if (value !== undefined && value !== null) return value;
  throw ruleViolation('The booking lacks a field', [{ path: `create.${field}`, message: 'is required for this type' }]);
}

interface Settled {
  documents: 'invoices' | 'bills';
  ids: readonly (number | string)[];
  /** The party named in the booking, and its field, for a payment that settles no document. */
  named: number | string | undefined;
  field: string;
}

/**
 * The party a payment from the line is of, and the payment: in the bank's currency, the line's
 * amount; in the documents' other currency, what they have outstanding (or the booking's amount in
 * that currency, for part of it), at the rate that makes it the line's amount in the bank.
 */
async function settling(
  write: Write,
  companyId: bigint,
  bank: BankAccountRow,
  line: LineRow,
  booking: LineBookingInput,
  settled: Settled,
): Promise<{ party: string; payment: { currency: string; amount: string; exchangeRate?: number } }> {
  const documents = await documentsToSettle(write.trx, companyId, settled.documents, settled.ids.map(BigInt));
  const idsField = `create.${settled.documents === 'invoices' ? 'invoiceIds' : 'billIds'}`;
  const parties = [...new Set(documents.map((document) => document.party))];
  if (parties.length > 1) {
    throw ruleViolation('The documents are of several parties', [
      { path: idsField, message: 'name documents of one party' },
    ]);
  }
  const currencies = [...new Set(documents.map((document) => document.currency))];
  if (currencies.length > 1) {
    throw ruleViolation('The documents are in several currencies', [
      { path: idsField, message: `name documents of one currency, not of ${currencies.join(' and ')}` },
    ]);
  }
  const [party = required(settled.named, settled.field)] = parties;
  const [currency = bank.currency] = currencies;
  const inBank = line.amount < 0n ? -line.amount : line.amount;
  if (currency === bank.currency) {
    if (booking.amount !== undefined) {
      throw ruleViolation('The payment is the line’s amount', [
        {
          path: 'create.amount',
          message: `is for documents in another currency than the bank's: the documents are in ${currency}, and the line's amount is the payment`,
        },
      ]);
    }
    return { party: String(party), payment: { currency, amount: formatMoney(inBank, 'plain') } };
  }
  const outstanding = documents.reduce((sum, document) => sum + document.outstanding, 0n);
  const amount = booking.amount === undefined ? outstanding : (parseMoney(booking.amount) ?? 0n);
  const rate = bankRateOf(amount, inBank, { currency, bankCurrency: bank.currency, idsField });
  return {
    party: String(party),
    payment: { currency, amount: formatMoney(amount, 'plain'), exchangeRate: exchangeRateNumber(rate) },
  };
}

/**
 * The rate, of eight decimals, at which the bank turned `amount` of the documents' currency into
 * `inBank` of its own: `inBank / amount`, rounded by the one rule, and checked to give `inBank`
 * back (it always does below 1,000,000.00; above, eight decimals may not reach the cent).
 */
function bankRateOf(
  amount: Money,
  inBank: Money,
  names: { currency: string; bankCurrency: string; idsField: string },
): bigint {
  const scale = 10n ** BigInt(EXCHANGE_RATE_SCALE);
  if (amount === 0n) {
    throw ruleViolation('The documents have nothing outstanding', [
      { path: names.idsField, message: `have nothing outstanding in ${names.currency} to pay` },
    ]);
  }
  const rate = divideRoundingHalfUp(inBank * scale, amount);
  if (
    rate > 0n &&
    rate <= BigInt(MAX_EXCHANGE_RATE) * scale &&
    multiplyAndRound(amount, rate, EXCHANGE_RATE_SCALE) === inBank
  ) {
    return rate;
  }
  throw ruleViolation('No exchange rate turns the payment into the line’s amount', [
    {
      path: 'create.amount',
      message: `no rate of ${EXCHANGE_RATE_SCALE} decimals turns ${names.currency} ${formatMoney(amount, 'grouped')} into ${names.bankCurrency} ${formatMoney(inBank, 'grouped')}: record the payment with its rate, then match the line to it`,
    },
  ]);
}

/** Errors of the record's own fields are answered under `create`, where the booking names them. */
async function inBooking<T>(book: () => Promise<T>): Promise<T> {
  try {
    return await book();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.errors) throw error;
    const errors = error.errors.map((fieldError) => ({
      ...fieldError,
      path: fieldError.path.startsWith('create.') ? fieldError.path : `create.${fieldError.path}`,
    }));
    throw new DomainError(error.kind, error.message, errors, error.extensions);
  }
}
