import type { FastifyReply } from 'fastify';
import { DomainError } from '../shared/errors.js';
import { statusOfKind } from '../shared/http.js';

/** A form's field: the name the API's body gives it, and the label a person reads. */
export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'number';
  required?: boolean;
}

/** What a form sent, as the API's body: its fields that were filled in, others left out as the API leaves them. */
export function formInput(body: unknown, names: readonly string[]): Record<string, string> {
  const sent = (body ?? {}) as Record<string, unknown>;
  const filled = names
    .map((name) => [name, sent[name]] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  return Object.fromEntries(filled);
}

/** Digits as a number, as the API's JSON would carry an id or a quantity; anything else as it was typed, for the check to name. */
export function wholeNumber(text: string | undefined): number | string | undefined {
  return text !== undefined && /^[0-9]{1,15}$/.test(text) ? Number(text) : text;
}

/** What a refusal of a form's input shows: its status, each field's problem, and the rest above the form. Anything else is thrown on. */
export function formRefusal(error: unknown) {
  if (!(error instanceof DomainError) || statusOfKind(error.kind) >= 500 || error.kind === 'forbidden') throw error;
  const fieldErrors = Object.fromEntries((error.errors ?? []).map(({ path, message }) => [path, message]));
  const message = error.errors?.length ? 'The form has mistakes: see the fields marked below.' : error.message;
  return { status: statusOfKind(error.kind), message, fieldErrors };
}

/** Shows the form again, as it was filled in, with what the service refused (see formRefusal). */
export function refusedForm(
  reply: FastifyReply,
  error: unknown,
  page: string,
  data: Record<string, unknown> & { values: Record<string, string> },
) {
  const { status, ...refusal } = formRefusal(error);
  return reply.code(status).view(page, { ...data, ...refusal });
}
