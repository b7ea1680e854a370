import type { FastifyReply } from 'fastify';
import { formRefusal } from './web-forms.js';

/** The fields of the forms that book a line: what to create, and the fields of each kind. */
export const BOOKING_FIELDS = [
  'type',
  'accountCode',
  'salesTaxCode',
  'reason',
  'clientId',
  'supplierId',
  'bankAccountId',
];

/**
 * The API's match of a line to what a suggestion names: a record that moved the bank is linked; an
 * invoice or a bill is paid by a payment made from the line; a rule books what it proposes.
 */
export function matchOfSuggestion(type: string | undefined, id: number): unknown {
  if (type === 'invoice') return { create: { type: 'clientPayment', invoiceIds: [id] } };
  if (type === 'bill') return { create: { type: 'supplierPayment', billIds: [id] } };
  if (type === 'bankRule') return { create: { bankRuleId: id } };
  return { matches: [{ type, id }] };
}

/**
 * The API's booking of a line that no suggestion fits, as a form fills it in: to an account, with a
 * tax; as a client's or a supplier's payment kept on their account; or as a transfer.
 */
export function bookingOfForm(values: Record<string, string>): Record<string, unknown> {
  const payment = values.type === 'clientPayment' || values.type === 'supplierPayment';
  return payment ? { ...values, onAccount: true } : values;
}

/**
 * What the service refused of a booking, for the line's forms: each field's problem beside it (the
 * API names them under `create`), or its own message where it names none of the forms' fields.
 */
export function refusedBooking(
  reply: FastifyReply,
  error: unknown,
  lineId: bigint,
  values: Record<string, string>,
): [FastifyReply, Record<string, unknown>] {
  const { status, message, fieldErrors } = formRefusal(error);
  const problems = Object.fromEntries(
    Object.entries(fieldErrors).map(([path, problem]) => [path.replace(/^create\./, ''), problem]),
  );
  const marked = Object.keys(problems).some((path) => path !== 'type' && BOOKING_FIELDS.includes(path));
  const booking = { lineId, values, fieldErrors: problems, message: marked ? message : (error as Error).message };
  return [reply.code(status), { booking }];
}

/** The fields of an account's page that show their own problem beside them. */
export const MARKED_FIELDS = ['format', 'file', 'statementDate', 'closingBalance'];
