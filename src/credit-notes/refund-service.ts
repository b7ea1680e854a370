import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency } from '../companies/company-repository.js';
import { type Database, type Executor, readConsistently } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import { type Leg, movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { legValue } from '../ledger/valuation.js';
import { findParty } from '../parties/party-repository.js';
import { clearedValue } from '../payments/cleared-values.js';
import {
  type Allocatable,
  CLIENTS,
  type CreditSide,
  creditSettledBefore,
  type Holder,
  heldBy,
  repostSettlementsOfCredit,
  SUPPLIERS,
} from '../settlements/credit-sides.js';
import { pageRefunds, type RefundRow, requireRefund, setRefundValue } from '../settlements/held-money-repository.js';
import { isSettlementOf } from '../settlements/settlement-filter-repository.js';
import type { SettlementListing } from '../settlements/settlement-filters.js';
import {
  deleteSettlement,
  insertSettlement,
  keepAllocated,
  lockSettledRows,
} from '../settlements/settlement-repository.js';
import { brokenRules, refusalOf } from '../settlements/settlement-rule.js';
import { invalid, ruleViolation } from '../shared/errors.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { assertCursorListed } from '../shared/list-sorts.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';

/** One side's refunds: paid to clients on their credit notes, or received from suppliers on theirs. */
interface RefundSide {
  side: CreditSide;
  fields: { party: string; credit: string; date: string };
  /** Money leaves the bank to a client, and comes into it from a supplier. */
  bank: 'out' | 'in';
}

const CLIENT_REFUNDS: RefundSide = {
  side: CLIENTS,
  fields: { party: 'clientId', credit: 'creditNoteId', date: 'datePaid' },
  bank: 'out',
};

const SUPPLIER_REFUNDS: RefundSide = {
  side: SUPPLIERS,
  fields: { party: 'supplierId', credit: 'supplierCreditId', date: 'dateReceived' },
  bank: 'in',
};

export interface RefundView extends Timestamps {
  id: bigint;
  partyId: bigint;
  bankAccountId: bigint;
  creditId: bigint | null;
  paymentId: bigint | null;
  currency: string;
  amount: Money;
  exchangeRate: bigint | null;
  bankAmount: Money;
  date: string;
}

const toView = (row: RefundRow): RefundView => ({
  id: row.id,
  partyId:
    (row as RefundRow & { client_id?: bigint; supplier_id?: bigint }).client_id ??
    (row as RefundRow & { supplier_id: bigint }).supplier_id,
  bankAccountId: row.bank_account_id,
  creditId: row.credit_id,
  paymentId: row.payment_id,
  currency: row.currency,
  amount: row.amount,
  exchangeRate: row.exchange_rate,
  bankAmount: row.bank_amount,
  date: row.date,
  ...timestampsOf(row),
});

/** A refund's body, its fields named as the side names them (see RefundSide.fields). */
export interface RefundInput {
  partyId: number | string;
  bankAccountId: number | string;
  /** What held the money refunded: a credit note, or a payment's money on account; exactly one. */
  creditId?: number | string | undefined;
  paymentId?: number | string | undefined;
  currency: string;
  amount: number | string;
  exchangeRate?: number | undefined;
  date: string;
}

/**
 * Posts what a refund moved: money out of the bank to a client (into it from a supplier) at what it
 * is worth, and the credit note cleared off the control account at what the refund cleared of it;
 * the difference is a realised exchange difference.
 */
async function postRefund(
  write: Write,
  companyId: bigint,
  refunds: RefundSide,
  row: RefundRow,
  bank: BankAccountRow,
  cleared: Money | null,
  options: { replacing: boolean; reposting?: boolean },
) {
  const trx = write.trx;
  const refunded = refunds.side.declared.refunds;
  const accounts = await systemAccounts(trx, companyId);
  const control = { accountId: accounts[refunds.side.declared.control], currency: row.currency, amount: row.amount };
  const money = { accountId: bank.ledger_account_id, currency: bank.currency, amount: row.bank_amount };
  const source = { type: refunded.source, id: row.id };
  const moved = { date: row.date, source, counterpart: control };
  const bankLeg: Leg = { ...money, value: await legValue(write, companyId, money, refunds.bank, moved) };
  const controlLeg: Leg = { ...control, value: cleared };
  const [from, to] = refunds.bank === 'out' ? [bankLeg, controlLeg] : [controlLeg, bankLeg];
  const postings = movement(from, to, accounts, await baseCurrency(trx, companyId));
  await postJournal(write, companyId, { date: row.date, source, postings }, options);
}

type Held = { holder: Holder; id: bigint };

/** What holds the money a refund's body names: a credit note or a payment, and the field that names it. */
function heldByInput(refunds: RefundSide, input: RefundInput): Held & { field: string } {
  const { credit } = refunds.fields;
  if ((input.creditId === undefined) === (input.paymentId === undefined)) {
    const message = `give either ${credit} or paymentId, not both and not neither`;
    throw invalid(`A refund pays back a credit note or a payment's money on account: give exactly one`, [
      { path: credit, message },
      { path: 'paymentId', message },
    ]);
  }
  const side = refunds.side;
  return input.creditId === undefined
    ? { holder: side.onAccount, id: BigInt(input.paymentId as number | string), field: 'paymentId' }
    : { holder: side.credits, id: BigInt(input.creditId), field: credit };
}

function checkRefund(
  refunds: RefundSide,
  held: Held & { field: string },
  credit: Allocatable | undefined,
  input: RefundInput,
  amount: Money,
) {
  const { field, holder } = held;
  const noun = holder.noun.toLowerCase();
  const terms = { partyId: BigInt(input.partyId), currency: input.currency.toUpperCase(), date: input.date, amount };
  const [rule] = brokenRules(credit, terms);
  if (!rule) return;
  const { error, extensions } = refusalOf(rule, held.id, credit, terms, {
    path: field,
    noun,
    partyNoun: refunds.side.declared.party.noun,
    verb: 'refunded',
    whose: "the refund's",
    heldField: holder.heldField,
    tooEarly: (taken) => ({
      path: refunds.fields.date,
      message: `must be on or after ${taken.issueDate}, when the ${noun} was ${holder.dated}`,
    }),
  });
  throw ruleViolation(`The ${noun} cannot be refunded so`, [error], extensions);
}

/** The credit note or payment whose money a refund pays back, locked until the write commits. */
async function lockedCredit(trx: Executor, companyId: bigint, held: Held) {
  await lockSettledRows(trx, held.holder.table, companyId, [held.id]);
  const [credit] = await held.holder.byIds(trx, companyId, [held.id]);
  return credit;
}

async function bankOf(trx: Executor, companyId: bigint, id: bigint) {
  return (await requireBankAccounts(trx, companyId, { bankAccountId: id })).bankAccountId;
}

/** Values a refund anew and posts it again: after its credit note changed value, or gained a rate. */
async function repost(write: Write, companyId: bigint, refunds: RefundSide, id: bigint) {
  const trx = write.trx;
  const refunded = refunds.side.declared.refunds;
  const row = await requireRefund(trx, refunded.table, companyId, id, refunded.noun);
  const held = heldBy(refunds.side, row);
  const credit = (await lockedCredit(trx, companyId, held)) as Allocatable;
  const before = await creditSettledBefore(trx, companyId, refunds.side, held, id);
  const cleared = clearedValue(row.amount, credit, await baseCurrency(trx, companyId), before);
  await setRefundValue(trx, refunded.table, companyId, id, cleared);
  const bank = await bankOf(trx, companyId, row.bank_account_id);
  await postRefund(write, companyId, refunds, row, bank, cleared, { replacing: true, reposting: true });
}

function refundCalls(refunds: RefundSide) {
  const { fields, side } = refunds;
  const { refunds: refunded, party } = side.declared;

  /**
   * Records money paid back on a credit note (received back, from a supplier): the check of what it
   * has outstanding and the write happen in one transaction with the credit note locked, so that
   * racing refunds and allocations never take more than it holds.
   */
  const create = (db: Database | Write, companyId: bigint, input: RefundInput) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const partyId = BigInt(input.partyId);
      if (!(await findParty(trx, party.table, companyId, partyId))) {
        throw ruleViolation(`No ${party.noun} has the id ${partyId}`, [
          { path: fields.party, message: `must name a ${party.noun}` },
        ]);
      }
      const held = heldByInput(refunds, input);
      const bank = await bankOf(trx, companyId, BigInt(input.bankAccountId));
      const credit = await lockedCredit(trx, companyId, held);
      const amount = parseMoney(input.amount) ?? 0n;
      checkRefund(refunds, held, credit, input, amount);
      const currency = input.currency.toUpperCase();
      const rate = exchangeRateBetween(currency, bank.currency, input.exchangeRate);
      const id = await write.newId();
      const before = await creditSettledBefore(trx, companyId, side, held, id);
      const cleared = clearedValue(amount, credit as Allocatable, await baseCurrency(trx, companyId), before);
      const row = await insertSettlement(write, refunded.table, {
        company_id: companyId,
        id,
        [party.column]: partyId,
        bank_account_id: bank.id,
        credit_id: held.holder.column === 'credit_id' ? held.id : null,
        payment_id: held.holder.column === 'payment_id' ? held.id : null,
        currency,
        amount,
        exchange_rate: rate,
        bank_amount: convert(amount, rate),
        date: input.date,
        base_amount: cleared,
      } as OwnedRow<'client_refunds'>);
      await keepAllocated(write, refunded.table, companyId, [row], 1n);
      await postRefund(write, companyId, refunds, row, bank, cleared, { replacing: false });
      return toView(row);
    });

  /**
   * Deletes a refund: the credit note has that much outstanding again, the postings go, and what
   * settled the credit note after it is valued anew.
   */
  const remove = (db: Database | Write, companyId: bigint, id: bigint) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const row = await requireRefund(trx, refunded.table, companyId, id, refunded.noun);
      const held = heldBy(side, row);
      await lockedCredit(trx, companyId, held);
      await removeJournal(write, companyId, { type: refunded.source, id });
      await deleteSettlement(write, refunded.table, companyId, id);
      await keepAllocated(write, refunded.table, companyId, [row], -1n);
      if (row.currency !== (await baseCurrency(trx, companyId))) {
        await repostSettlementsOfCredit(write, companyId, side, held);
      }
      return toView(row);
    });

  const get = (db: Executor, companyId: bigint, id: bigint) =>
    readConsistently(db, async (trx) => toView(await requireRefund(trx, refunded.table, companyId, id, refunded.noun)));

  /** A page of the refunds the filters let through, in their order, and how many they let through in all. */
  const list = (db: Executor, companyId: bigint, page: Page, listing?: SettlementListing) =>
    readConsistently(db, async (trx) => {
      await assertCursorListed(page, listing?.sort, refunded.noun.toLowerCase(), (id) =>
        isSettlementOf(trx, refunded.table, companyId, id),
      );
      const { rows, total } = await pageRefunds(trx, refunded.table, companyId, page, listing);
      return { items: rows.map(toView), total };
    });

  return {
    create,
    remove,
    get,
    list,
    repost: (write: Write, companyId: bigint, id: bigint) => repost(write, companyId, refunds, id),
  };
}

export const clientRefunds = refundCalls(CLIENT_REFUNDS);
export const supplierRefunds = refundCalls(SUPPLIER_REFUNDS);
