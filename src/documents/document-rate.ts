import { baseCurrency } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { rateOn } from '../exchange-rates/exchange-rate-repository.js';
import { parseScaled } from '../shared/decimal.js';
import { ruleViolation } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE, RateInput } from '../shared/exchange-rate.js';

/** How a document's amounts are valued in the company's base currency: at `rate`, or not at all (null). */
export interface DocumentValuation {
  rate: bigint | null;
  base: string;
}

export const DocumentExchangeRateInput = RateInput(
  "Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.",
  0.85,
);

interface Dated {
  currency: string;
  date: string;
}

/**
 * The rate a document is valued at when written: the one given; else its own rate while its
 * currency and date stay (`current`); else the company's rate for its date; null in the base
 * currency or when no rate is known.
 */
export async function documentRate(
  db: Executor,
  companyId: bigint,
  document: Dated & { given: number | undefined },
  current?: Dated & { rate: bigint | null },
): Promise<bigint | null> {
  const { currency, date, given } = document;
  if (currency === (await baseCurrency(db, companyId))) {
    if (given !== undefined && given !== 1) {
      throw ruleViolation(`No exchange rate applies within the base currency ${currency}`, [
        { path: 'exchangeRate', message: `must be left out or 1: the document is in the base currency ${currency}` },
      ]);
    }
    return null;
  }
  if (given !== undefined) return parseScaled(given, EXCHANGE_RATE_SCALE) ?? null;
  if (current?.rate != null && current.currency === currency && current.date === date) return current.rate;
  return (await rateOn(db, companyId, currency, date)) ?? null;
}

export async function documentValuation(
  db: Executor,
  companyId: bigint,
  rate: bigint | null,
): Promise<DocumentValuation> {
  return { rate, base: await baseCurrency(db, companyId) };
}
