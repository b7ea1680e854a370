import { type Executor, readConsistently } from '../db/database.js';
import { findParty } from '../parties/party-repository.js';
import { type AgedAmounts, agedOfParty, noAmounts } from '../reports/aged-balances.js';
import { assertPeriodInOrder } from '../reports/report-figures.js';
import type { SettlementSide } from '../settlements/sides.js';
import { compareText } from '../shared/collections.js';
import { today } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { balancesBefore, type MovementKind, type MovementRow, movementsIn } from './statement-repository.js';

export interface StatementLine {
  date: string;
  kind: MovementKind;
  id: bigint;
  reference: string | null;
  description: string;
  amount: Money;
  /** What the client owed (the company owed the supplier) after this line. */
  balance: Money;
}

/** The statement of one currency: what was owed before the period, each move in it, what was owed at its end, and how old that was. */
export interface StatementSection {
  currency: string;
  openingBalance: Money;
  lines: StatementLine[];
  closingBalance: Money;
  aged: AgedAmounts;
}

export interface PartyStatement {
  partyId: bigint;
  partyName: string;
  /** The lines of the party's address that it has. */
  partyAddress: string[];
  from: string;
  to: string;
  sections: StatementSection[];
}

/** The period a statement's query asks for: up to `to` (today when left out) from `from` (the first of the month of `to`). */
export function statementPeriod(query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? today();
  const from = query.from ?? `${to.slice(0, 8)}01`;
  assertPeriodInOrder(from, to);
  return { from, to };
}

/** What the statement says of a payment, by the party's side: money comes in from clients and goes out to suppliers. */
const PAYMENT_DESCRIPTIONS = { clients: 'Payment received', suppliers: 'Payment made' } as const;

/** The aged report whose rows are the party's ages. */
const AGED_SIDES = { clients: 'receivables', suppliers: 'payables' } as const;

const description = (side: SettlementSide, move: MovementRow): string => {
  const { kind, due_date, note, of_credit } = move;
  const noted = (text: string) => (note === null ? text : `${text}: ${note}`);
  switch (kind) {
    case side.documents.noun:
      return `${side.documents.noun.replace(/^./, (first) => first.toUpperCase())} due ${due_date}`;
    case side.credits.name:
      return noted(side.credits.noun);
    case 'payment':
      return PAYMENT_DESCRIPTIONS[side.party.table];
    case 'refund':
      return of_credit ? `Refund of a ${side.credits.brief}` : 'Refund of money on account';
    default:
      return noted('Bad debt written off');
  }
};

/**
 * A party's statement of the period, one section per currency in which its account stood at
 * something before the period, moved in it, or had something open at its end. The balances are
 * those of the party's balance (GET /clients/{id}/balance, /suppliers/{id}/balance) at each date;
 * the ages are the party's rows of the aged receivables (payables) at `to`, in each currency's own
 * amounts.
 */
export function partyStatement(
  db: Executor,
  side: SettlementSide,
  companyId: bigint,
  partyId: bigint,
  { from, to }: { from: string; to: string },
): Promise<PartyStatement> {
  return readConsistently(db, async (trx) => {
    const party = await findParty(trx, side.party.table, companyId, partyId);
    if (!party) throw notFound(side.party.Noun, partyId);
    const opening = await balancesBefore(trx, side, companyId, partyId, from);
    const moves = await movementsIn(trx, side, companyId, partyId, { from, to });
    const ages = await agedOfParty(trx, companyId, AGED_SIDES[side.party.table], { partyId, date: to });
    const currencies = new Set([
      ...opening.filter((balance) => balance.amount !== 0n).map((balance) => balance.currency),
      ...moves.map((move) => move.currency),
      ...ages.map((row) => row.currency),
    ]);
    const sections = [...currencies].sort(compareText).map((currency): StatementSection => {
      const openingBalance = opening.find((balance) => balance.currency === currency)?.amount ?? 0n;
      let balance = openingBalance;
      const lines = moves
        .filter((move) => move.currency === currency)
        .map((move): StatementLine => {
          balance += move.amount;
          const { kind, id, date, reference, amount } = move;
          return { date, kind, id, reference, description: description(side, move), amount, balance };
        });
      const {
        partyId: _,
        name: __,
        currency: ___,
        ...aged
      } = ages.find((row) => row.currency === currency) ?? {
        partyId,
        name: party.name,
        currency,
        ...noAmounts(),
      };
      return { currency, openingBalance, lines, closingBalance: balance, aged };
    });
    const partyAddress = [party.address_line1, party.address_line2, party.country_code].filter(
      (part): part is string => part !== null,
    );
    return { partyId, partyName: party.name, partyAddress, from, to, sections };
  });
}
