import { baseCurrency, lockDateForWrite } from '../companies/company-repository.js';
import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { inTransaction } from '../db/write.js';
import { changedRates } from '../ledger/later-values.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { parseScaled } from '../shared/decimal.js';
import { ruleViolation } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE, exchangeRateNumber } from '../shared/exchange-rate.js';
import { timestampsOf } from '../shared/timestamps.js';
import { type DatedRate, ratesInBaseCurrency, readEuroReferenceRates } from './euro-reference-rates.js';
import { type ExchangeRateFilters, pageExchangeRates, upsertExchangeRates } from './exchange-rate-repository.js';
import type { ExchangeRate, ExchangeRateInput } from './exchange-rate-schemas.js';
import { valueRecordsFrom } from './valuing.js';

export function toExchangeRate(row: OwnedRow<'exchange_rates'>): ExchangeRate {
  return {
    id: row.id,
    currency: row.currency,
    date: row.date,
    rate: exchangeRateNumber(row.rate),
    ...timestampsOf(row),
  };
}

async function columns(db: Executor, companyId: bigint, input: ExchangeRateInput) {
  const currency = input.currency.toUpperCase();
  const base = await baseCurrency(db, companyId);
  if (currency === base) {
    throw ruleViolation(`${base} is the company's base currency: it has no exchange rate`, [
      { path: 'currency', message: `must be another currency than ${base}, the company's base currency` },
    ]);
  }
  await assertUnlocked(db, companyId, 'date', input.date);
  return { currency, date: input.date, rate: parseScaled(input.rate, EXCHANGE_RATE_SCALE) ?? 0n };
}

/** A rate of a locked day is as closed as the records it valued: it is neither changed nor deleted. */
const assertRateUnlocked = (db: Executor, rate: OwnedRow<'exchange_rates'>) =>
  assertUnlocked(db, rate.company_id, 'date', rate.date);

export const exchangeRateService = ownedCrudService({
  table: 'exchange_rates',
  noun: 'Exchange rate',
  columns,
  toViews: (_db, _companyId, rows) => rows.map(toExchangeRate),
  pageFiltered: (db: Executor, companyId: bigint, page: Page, filters: ExchangeRateFilters) =>
    pageExchangeRates(db, companyId, page, filters),
  duplicateMessage: (input) => `An exchange rate of ${input.currency.toUpperCase()} on ${input.date} already exists`,
  checkUpdate: assertRateUnlocked,
  checkRemove: assertRateUnlocked,
  beforeChange: (write, current) => changedRates(write, current.company_id, current.date),
  afterWrite: (write, companyId, row) => {
    changedRates(write, companyId, row.date);
    return valueRecordsFrom(write, companyId, row.date);
  },
});

export interface ImportedRates {
  company: bigint;
  /** The rates written, new or replacing the ones stored for the same currency and date. */
  rates: number;
  dates: number;
  /** The days of the file on or before the lock date, whose stored rates were left as they were. */
  lockedDates: number;
}

/**
 * Stores the ECB's euro reference rates of the file (see euro-reference-rates.ts) in the company's
 * base currency, in one transaction. A rate stored for the same currency and date is replaced by
 * the file's, as a corrected file is meant to, but the days on or before the lock date are left as
 * they are, and counted; a file that is not such a CSV writes nothing.
 */
export async function importEuroReferenceRates(db: Database, companyId: bigint, text: string): Promise<ImportedRates> {
  const file = readEuroReferenceRates(text);
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const all = ratesInBaseCurrency(file, await baseCurrency(trx, companyId));
    const lockDate = await lockDateForWrite(trx, companyId);
    const isOpen = (rate: DatedRate) => lockDate === null || rate.date > lockDate;
    const rates = all.filter(isOpen);
    await upsertExchangeRates(write, companyId, rates);
    const earliest = rates.map((rate) => rate.date).sort()[0];
    if (earliest !== undefined) {
      changedRates(write, companyId, earliest);
      await valueRecordsFrom(write, companyId, earliest);
    }
    const datesOf = (dated: DatedRate[]) => new Set(dated.map((rate) => rate.date)).size;
    return {
      company: companyId,
      rates: rates.length,
      dates: datesOf(rates),
      lockedDates: datesOf(all.filter((rate) => !isOpen(rate))),
    };
  });
}
