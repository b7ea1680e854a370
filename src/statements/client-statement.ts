import { type Executor, readConsistently } from '../db/database.js';
import { findParty } from '../parties/party-repository.js';
import { type AgedAmounts, agedOfParty, noAmounts } from '../reports/aged-balances.js';
import { assertPeriodInOrder } from '../reports/report-figures.js';
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
  /** What the client owed after this line. */
  balance: Money;
}

/** The statement of one currency: what the client owed before the period, each move in it, what it owed at its end, and how old that was. */
export interface StatementSection {
  currency: string;
  openingBalance: Money;
  lines: StatementLine[];
  closingBalance: Money;
  aged: AgedAmounts;
}

export interface ClientStatement {
  clientId: bigint;
  clientName: string;
  /** The lines of the client's address that it has. */
  clientAddress: string[];
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

const description = ({ kind, due_date, note, reference }: MovementRow): string => {
  switch (kind) {
    case 'invoice':
      return `Invoice due ${due_date}`;
    case 'creditNote':
      return note === null ? 'Credit note' : `Credit note: ${note}`;
    case 'payment':
      return 'Payment received';
    case 'refund':
      return reference === null ? 'Refund of money on account' : 'Refund of a credit note';
    case 'writeOff':
      return note === null ? 'Bad debt written off' : `Bad debt written off: ${note}`;
  }
};

/**
 * A client's statement of the period, one section per currency in which it owed something before
 * the period, moved in it, or had something open at its end. The balances are those of the client's
 * balance (GET /clients/{id}/balance) at each date; the ages are the client's rows of the aged
 * receivables at `to`, in each currency's own amounts.
 */
export function clientStatement(
  db: Executor,
  companyId: bigint,
  clientId: bigint,
  { from, to }: { from: string; to: string },
): Promise<ClientStatement> {
  return readConsistently(db, async (trx) => {
    const client = await findParty(trx, 'clients', companyId, clientId);
    if (!client) throw notFound('Client', clientId);
    const opening = await balancesBefore(trx, companyId, clientId, from);
    const moves = await movementsIn(trx, companyId, clientId, { from, to });
    const ages = await agedOfParty(trx, companyId, 'receivables', { partyId: clientId, date: to });
    const currencies = new Set([
      ...opening.filter((balance) => balance.amount !== 0n).map((balance) => balance.currency),
      ...moves.map((move) => move.currency),
      ...ages.map((row) => row.currency),
    ]);
    const sections = [...currencies].sort(compareText).map((currency) => {
      const openingBalance = opening.find((balance) => balance.currency === currency)?.amount ?? 0n;
      let balance = openingBalance;
      const lines = moves
        .filter((move) => move.currency === currency)
        .map((move): StatementLine => {
          balance += move.amount;
          const { kind, id, date, reference, amount } = move;
          return { date, kind, id, reference, description: description(move), amount, balance };
        });
      const {
        partyId: _,
        name: __,
        currency: ___,
        ...aged
      } = ages.find((row) => row.currency === currency) ?? {
        partyId: clientId,
        name: client.name,
        currency,
        ...noAmounts(),
      };
      return { currency, openingBalance, lines, closingBalance: balance, aged };
    });
    const clientAddress = [client.address_line1, client.address_line2, client.country_code].filter(
      (part): part is string => part !== null,
    );
    return { clientId, clientName: client.name, clientAddress, from, to, sections };
  });
}
