import { Type } from '@sinclair/typebox';
import { parseScaled, scaledToNumber } from './decimal.js';
import { ruleViolation } from './errors.js';
import { formatMoney, MAX_MONEY, type Money, multiplyAndRound } from './money.js';

/** Exchange rates are kept in units of 10^-8: 1.23456 is 123456000. */
export const EXCHANGE_RATE_SCALE = 8;

/** The largest rate taken; anything above is taken for a mistake. */
export const MAX_EXCHANGE_RATE = 1_000_000;

/** A rate in a request: more than 0, at most 1,000,000, with at most 8 decimals (never rounded). */
export const RateInput = (description: string, example: number) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: MAX_EXCHANGE_RATE,
    'x-max-decimals': EXCHANGE_RATE_SCALE,
    description,
    examples: [example],
  });

export const BankExchangeRateInput = RateInput(
  "Converts the amount's currency into the bank account's: received = amount × exchangeRate, rounded half-up to the cent. Required when the currencies differ; left out (or exactly 1) when they are the same.",
  1.23456,
);

/**
 * The one exchange-rate rule: a rate is needed exactly when the currencies differ. Answers the
 * scaled rate, or null when the currencies are the same.
 */
export function exchangeRateBetween(
  amountCurrency: string,
  bankCurrency: string,
  given: number | undefined,
  field = 'exchangeRate',
): bigint | null {
  if (amountCurrency !== bankCurrency) {
    if (given === undefined) {
      throw ruleViolation(`An exchange rate is needed from ${amountCurrency} to ${bankCurrency}`, [
        {
          path: field,
          message: `is required: the amount is in ${amountCurrency} and the bank account in ${bankCurrency}`,
        },
      ]);
    }
    return parseScaled(given, EXCHANGE_RATE_SCALE) ?? 0n;
  }
  if (given !== undefined && given !== 1) {
    throw ruleViolation(`No exchange rate applies within ${amountCurrency}`, [
      { path: field, message: `must be left out or 1: both currencies are ${amountCurrency}` },
    ]);
  }
  return null;
}

/** The amount in the bank account's currency; one beyond what the books hold, or rounding to nothing, is refused. */
export function convert(amount: Money, rate: bigint | null, field = 'exchangeRate'): Money {
  if (rate === null) return amount;
  const converted = multiplyAndRound(amount, rate, EXCHANGE_RATE_SCALE);
  if (converted > MAX_MONEY || converted < -MAX_MONEY) {
    throw ruleViolation('The amount in the bank account would be larger than the books hold', [
      { path: field, message: `makes the converted amount more than ${formatMoney(MAX_MONEY, 'grouped')}` },
    ]);
  }
  if (converted === 0n && amount !== 0n) {
    throw ruleViolation('The amount in the bank account would round to nothing', [
      { path: field, message: 'makes the converted amount 0.00' },
    ]);
  }
  return converted;
}

export const exchangeRateNumber = (rate: bigint) => scaledToNumber(rate, EXCHANGE_RATE_SCALE);

/** A record's `exchangeRate` field in an answer: left out when it has none. */
export const exchangeRateField = (rate: bigint | null) =>
  rate === null ? {} : { exchangeRate: exchangeRateNumber(rate) };
