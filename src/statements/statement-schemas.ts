import { Type } from '@sinclair/typebox';
import { agedAmounts } from '../reports/report-schemas.js';
import { DateOutput, Id, IsoDate, MoneyOutput, StringEnum } from '../shared/schemas.js';
import { MOVEMENT_KINDS } from './statement-repository.js';

export const StatementQuery = Type.Object({
  from: Type.Optional({
    ...IsoDate,
    description: 'First day, inclusive; the first day of the month of `to` when left out.',
  }),
  to: Type.Optional({ ...IsoDate, description: 'Last day, inclusive; today (UTC) when left out.' }),
});

const StatementLine = Type.Object({
  date: DateOutput,
  kind: StringEnum(MOVEMENT_KINDS, {
    description:
      'invoice (+), creditNote (−), payment (−: all it paid, on account included), refund (+) or writeOff (− a bad debt).',
  }),
  id: { ...Id, description: 'The id of the invoice, credit note, payment, refund or write-off.' },
  reference: Type.Union([Type.String(), Type.Null()], {
    description:
      "The invoice's or credit note's number; a refund's credit note's; a write-off's invoice's; null for a payment.",
  }),
  description: Type.String(),
  amount: { ...MoneyOutput, description: 'What it adds to what the client owes: negative for what takes from it.' },
  balance: { ...MoneyOutput, description: 'What the client owed after this line.' },
});

export const ClientStatement = Type.Object(
  {
    clientId: Id,
    clientName: Type.String(),
    from: DateOutput,
    to: DateOutput,
    currencies: Type.Array(
      Type.Object({
        currency: Type.String(),
        openingBalance: { ...MoneyOutput, description: 'What the client owed at the end of the day before `from`.' },
        lines: Type.Array(StatementLine, {
          description:
            'Each posted move dated in the period (drafts never), by date; on one day invoices, credit notes, payments, refunds, write-offs, each by id.',
        }),
        closingBalance: { ...MoneyOutput, description: 'What the client owed at the end of `to`.' },
        aged: Type.Object(agedAmounts, {
          description:
            'What the client owed at the end of `to` by days past due: its row of the aged receivables of that day in this currency (`GET /reports/agedReceivables?date=…&currency=…`); total is the closing balance.',
        }),
      }),
      {
        description:
          'One per currency, in code order, in which the client owed something before the period, has a line in it, or has something open at its end.',
      },
    ),
  },
  { title: 'ClientStatement' },
);
