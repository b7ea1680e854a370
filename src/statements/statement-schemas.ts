import { Type } from '@sinclair/typebox';
import { agedAmounts } from '../reports/report-schemas.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import { DateOutput, Id, IsoDate, MoneyOutput, StringEnum } from '../shared/schemas.js';
import { movementKinds } from './statement-repository.js';

export const StatementQuery = Type.Object({
  from: Type.Optional({
    ...IsoDate,
    description: 'First day, inclusive; the first day of the month of `to` when left out.',
  }),
  to: Type.Optional({ ...IsoDate, description: 'Last day, inclusive; today (UTC) when left out.' }),
});

/** How each side's statement speaks of its party, its moves and its ages. */
const WORDING = {
  clients: {
    owed: 'What the client owed',
    kinds:
      'invoice (+), creditNote (−), payment (−: all it paid, on account included), refund (+) or writeOff (− a bad debt).',
    ids: 'The id of the invoice, credit note, payment, refund or write-off.',
    reference:
      "The invoice's or credit note's number; a refund's credit note's; a write-off's invoice's; null for a payment.",
    order: 'invoices, credit notes, payments, refunds, write-offs',
    aged: 'the aged receivables',
    report: 'agedReceivables',
  },
  suppliers: {
    owed: 'What the company owed the supplier',
    kinds:
      'bill (+), supplierCredit (−), payment (−: all the company paid, on account included) or refund (+: money the supplier paid back).',
    ids: 'The id of the bill, supplier credit, payment or refund.',
    reference:
      'Null: bills and supplier credits are not numbered by the company (a credit keeps its own reference in the description).',
    order: 'bills, supplier credits, payments, refunds',
    aged: 'the aged payables',
    report: 'agedPayables',
  },
} as const;

/** A party's statement as the API answers it, named and described as the side names its party. */
function statementSchema(side: SettlementSide) {
  const words = WORDING[side.party.table];
  const kinds = movementKinds(side).filter((kind) => kind !== 'writeOff' || side.writeOffs !== null);
  const line = Type.Object({
    date: DateOutput,
    kind: StringEnum(kinds, { description: words.kinds }),
    id: { ...Id, description: words.ids },
    reference: Type.Union([Type.String(), Type.Null()], { description: words.reference }),
    description: Type.String(),
    amount: {
      ...MoneyOutput,
      description: `What it adds to ${words.owed.toLowerCase()}: negative for what takes from it.`,
    },
    balance: { ...MoneyOutput, description: `${words.owed} after this line.` },
  });
  const { noun, Noun } = side.party;
  return Type.Object(
    {
      [`${noun}Id`]: Id,
      [`${noun}Name`]: Type.String(),
      from: DateOutput,
      to: DateOutput,
      currencies: Type.Array(
        Type.Object({
          currency: Type.String(),
          openingBalance: { ...MoneyOutput, description: `${words.owed} at the end of the day before \`from\`.` },
          lines: Type.Array(line, {
            description: `Each posted move dated in the period (drafts never), by date; on one day ${words.order}, each by id.`,
          }),
          closingBalance: { ...MoneyOutput, description: `${words.owed} at the end of \`to\`.` },
          aged: Type.Object(agedAmounts, {
            description: `${words.owed} at the end of \`to\` by days past due: its row of ${words.aged} of that day in this currency (\`GET /reports/${words.report}?date=…&currency=…\`); total is the closing balance.`,
          }),
        }),
        {
          description: `One per currency, in code order, in which ${words.owed.toLowerCase().replace(/^what /, '')} something before the period, has a line in it, or has something open at its end.`,
        },
      ),
    },
    { title: `${Noun}Statement` },
  );
}

export const ClientStatement = statementSchema(CLIENT_SIDE);
export const SupplierStatement = statementSchema(SUPPLIER_SIDE);
