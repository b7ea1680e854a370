import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../shared/errors.js';
import { statusOfKind } from '../shared/http.js';

/** A form's field: the name the API's body gives it, and the label a person reads. */
export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'number' | 'file' | 'textarea';
  required?: boolean;
  /** The media types a file field offers to choose from. */
  accept?: string;
}

/** The file a multipart form sent: its bytes and the media type the browser gave it. */
export interface FormFile {
  field: string;
  mediaType: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart form, read with its fields (see readMultipartForm); none when it sent an empty one. */
    formFile?: FormFile;
  }
}

/**
 * Reads a multipart form whole, before its token is checked as any form's: its fields become the
 * body, as a form's that sends no file, and its one file the request's `formFile`.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<void> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else {
      const content = await part.toBuffer();
      if (content.length > 0) request.formFile = { field: part.fieldname, mediaType: part.mimetype, content };
    }
  }
  request.body = fields;
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
