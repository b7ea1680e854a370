import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import { type BankAccountRow, bankAccountsByIds } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';
import { type JournalTransaction, movement } from '../ledger/journal.js';
import { postJournal } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { legValue } from '../ledger/valuation.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { ruleViolation } from '../shared/errors.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { type BankTransferFilters, lockBankTransfer, pageBankTransfers } from './bank-transfer-repository.js';
import type { BankTransferInput } from './bank-transfer-schemas.js';

type TransferRow = OwnedRow<'bank_transfers'>;

export interface BankTransferView extends Timestamps {
  id: bigint;
  from: BankAccountRow;
  to: BankAccountRow;
  amount: Money;
  amountReceived: Money;
  dateTransferred: string;
  exchangeRate: bigint | null;
}

const accountsOf = (
  db: Executor,
  companyId: bigint,
  row: { from_bank_account_id: bigint; to_bank_account_id: bigint },
) =>
  requireBankAccounts(db, companyId, {
    fromBankAccountId: row.from_bank_account_id,
    toBankAccountId: row.to_bank_account_id,
  });

async function columns(db: Executor, companyId: bigint, input: BankTransferInput) {
  const ids = {
    from_bank_account_id: BigInt(input.fromBankAccountId),
    to_bank_account_id: BigInt(input.toBankAccountId),
  };
  if (ids.from_bank_account_id === ids.to_bank_account_id) {
    throw ruleViolation('A transfer moves money between two different bank accounts', [
      { path: 'toBankAccountId', message: 'must differ from fromBankAccountId' },
    ]);
  }
  const { fromBankAccountId: from, toBankAccountId: to } = await accountsOf(db, companyId, ids);
  const amount = parseMoney(input.amount) ?? 0n;
  const rate = exchangeRateBetween(from.currency, to.currency, input.exchangeRate);
  return {
    ...ids,
    amount,
    exchange_rate: rate,
    amount_received: convert(amount, rate),
    date_transferred: input.dateTransferred,
  };
}

/** Transfers with their two bank accounts, all read in one query. */
async function toViews(db: Executor, companyId: bigint, rows: TransferRow[]): Promise<BankTransferView[]> {
  const accounts = await bankAccountsByIds(
    db,
    companyId,
    rows.flatMap((row) => [row.from_bank_account_id, row.to_bank_account_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    from: accounts.get(row.from_bank_account_id) as BankAccountRow,
    to: accounts.get(row.to_bank_account_id) as BankAccountRow,
    amount: row.amount,
    amountReceived: row.amount_received,
    dateTransferred: row.date_transferred,
    exchangeRate: row.exchange_rate,
    ...timestampsOf(row),
  }));
}

/** A transfer moves money between two bank accounts, each leg worth what money in its account is worth that day. */
async function transferTransaction(write: Write, row: TransferRow): Promise<JournalTransaction> {
  const db = write.trx;
  const { fromBankAccountId: from, toBankAccountId: to } = await accountsOf(db, row.company_id, row);
  const accounts = await systemAccounts(db, row.company_id);
  const date = row.date_transferred;
  const source = { type: 'BANK_TRANSFER' as const, id: row.id };
  const sent = { accountId: from.ledger_account_id, currency: from.currency, amount: row.amount };
  const received = { accountId: to.ledger_account_id, currency: to.currency, amount: row.amount_received };
  const value = (leg: typeof sent, direction: 'in' | 'out', counterpart: typeof sent) =>
    legValue(write, row.company_id, leg, direction, { date, source, counterpart });
  return {
    date,
    source,
    postings: movement(
      { ...sent, value: await value(sent, 'out', received) },
      { ...received, value: await value(received, 'in', sent) },
      accounts,
      await baseCurrency(db, row.company_id),
    ),
  };
}

export const bankTransferService = ownedCrudService({
  table: 'bank_transfers',
  noun: 'Bank transfer',
  columns,
  toViews,
  pageFiltered: (db: Executor, companyId: bigint, page: Page, filters: BankTransferFilters) =>
    pageBankTransfers(db, companyId, page, filters),
  posting: { source: 'BANK_TRANSFER', transaction: transferTransaction },
});

/** Posts a transfer again with the values known now: when a rate it needed is added. */
export async function repostBankTransfer(write: Write, companyId: bigint, id: bigint): Promise<void> {
  const trx = write.trx;
  const row = await lockBankTransfer(trx, companyId, id);
  await postJournal(write, companyId, await transferTransaction(write, row));
}
