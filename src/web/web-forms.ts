import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../shared/errors.js';
import { statusOfKind } from '../shared/http.js';
import { CSRF_FIELD, requireToken } from './web-session-hooks.js';

/** A form's field: the name the API's body gives it, and the label a person reads. */
export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'number' | 'file' | 'textarea';
  required?: boolean;
  /** The media types a file field offers to choose from. */
  accept?: string;
}

/** What a form sent, as the API's body: its fields that were filled in, others left out as the API leaves them. */
export function formInput(body: unknown, names: readonly string[]): Record<string, string> {
  const sent = (body ?? {}) as Record<string, unknown>;
  const filled = names
    .map((name) => [name, sent[name]] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  return Object.fromEntries(filled);
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

/**
 * A form sent with a file (multipart/form-data, its route declaring `takesFile`): its fields, which
 * come before the file, once their token is checked; then the file's bytes and media type.
 */
export async function formWithFile(request: FastifyRequest) {
  const part = await request.file();
  const fields = Object.fromEntries(
    Object.entries(part?.fields ?? {}).flatMap(([name, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[name, String(field.value)]] : [],
    ),
  );
  requireToken(request, fields[CSRF_FIELD]);
  return { fields, file: part && { content: await part.toBuffer(), mediaType: part.mimetype } };
}
