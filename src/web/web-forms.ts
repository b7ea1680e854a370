import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../shared/errors.js';
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

/** The values a form sent under one name, as its boxes or list choices send them: none, one or several. */
export function formList(body: unknown, name: string): string[] {
  const sent = ((body ?? {}) as Record<string, unknown>)[name];
  return (Array.isArray(sent) ? sent : [sent]).filter((value): value is string => typeof value === 'string');
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

/**
 * A form sent with a file (multipart/form-data, its route declaring `takesFile`): its fields, which
 * come before the file, once their token is checked; then the file's bytes and media type.
 */
export async function formWithFile(request: FastifyRequest) {
  const part = await readWhole(() => request.file());
  const fields = Object.fromEntries(
    Object.entries(part?.fields ?? {}).flatMap(([name, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[name, String(field.value)]] : [],
    ),
  );
  requireToken(request, fields[CSRF_FIELD]);
  return { fields, file: part && { content: await readWhole(() => part.toBuffer()), mediaType: part.mimetype } };
}

/**
 * Reads a part of a form with a file. A body that is not such a form, or that breaks off, is bad
 * input (400) rather than the server's fault; one over the size limit keeps its 413.
 */
async function readWhole<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    throw invalid('The form and its file could not be read: send it again from its page', [
      { path: 'file', message: 'did not arrive whole' },
    ]);
  }
}

/** The page that answers a form with a secret the service will not show again: no cache keeps it. */
export const showSecret = (reply: FastifyReply, data: Record<string, unknown> & { secret: string }) =>
  reply.header('cache-control', 'no-store').view('secret', data);

/**
 * What a page of several forms shows of a refusal: the service's message, and each problem beside
 * its field where the page has one, else in a list.
 */
export type PageRefusal = {
  message: string;
  problems: string[];
  fieldErrors?: Record<string, string>;
};

/**
 * A write from a page of several forms, which shows the page again: after the write, by a redirect
 * to its address; refused, with what the service refused (anything else is thrown on, see formRefusal).
 */
export const pageWrite =
  (
    work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    page: {
      address: (request: FastifyRequest) => string;
      show: (request: FastifyRequest, reply: FastifyReply, refusal: PageRefusal) => Promise<unknown>;
      /** The fields of the page that show their own problem beside them. */
      markedFields?: readonly string[];
    },
  ) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await work(request, reply);
      return reply.redirect(`${reply.locals?.base}${page.address(request)}`, 303);
    } catch (error) {
      const { status, ...refusal } = pageRefusal(error, page.markedFields);
      return page.show(request, reply.code(status), refusal);
    }
  };

/**
 * What a page of several forms shows of a refusal, and its status (anything else is thrown on, see
 * formRefusal): each problem beside its field when the service names one of `markedFields`; else
 * the service's own message and each problem it names (a line of a file that cannot be read).
 */
export function pageRefusal(error: unknown, markedFields: readonly string[] = []): PageRefusal & { status: number } {
  const { status, message, fieldErrors } = formRefusal(error);
  if (Object.keys(fieldErrors).some((path) => markedFields.includes(path))) {
    return { status, message, problems: [], fieldErrors };
  }
  const problems = Object.entries(fieldErrors).map(([path, problem]) => `${path} ${problem}`);
  return { status, message: (error as Error).message, problems };
}
