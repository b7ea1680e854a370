import type { TObject, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from './errors.js';

export const MERGE_PATCH_TYPE = 'application/merge-patch+json';

/** The body of a PATCH: a JSON object whose members change the record's (RFC 7396), checked once merged. */
export const MergePatch = (update: TObject) =>
  Type.Object(
    {},
    {
      title: `${update.title}Patch`,
      additionalProperties: true,
      examples: (update.examples as Record<string, unknown>[] | undefined)?.slice(0, 1).map(oneField),
      description: `A JSON Merge Patch (RFC 7396) of ${update.title}: the fields sent change, a field sent as null is removed (set to null where ${update.title} takes null), the others stay. The record so merged must be a valid ${update.title}.`,
    },
  );

/** A patch of one field of an update's example, one that names no other record. */
function oneField(example: Record<string, unknown>): Record<string, unknown> {
  const field = Object.entries(example).find(([name, value]) => !/Ids?$/.test(name) && !Array.isArray(value));
  return field ? Object.fromEntries([field]) : {};
}

/** RFC 7396 §2: the patch's members replace the target's, objects are merged member by member, null removes. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const merged: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete merged[name];
    else merged[name] = mergePatch(merged[name], value);
  }
  return merged;
}

/** What a PATCH of a record merges: the body of its PUT, its answer, and its lines if it has any. */
export interface Patchable {
  update: TObject;
  output: TObject;
  lines?: { member: string; path: string } | undefined;
}

/**
 * The body a PUT would have been sent to make the record `current` as the patch changes it: the
 * fields of the update taken from the record as a client reads it (ids and money written as the
 * answer writes them), merged with the patch, then checked as a PUT's body is, so that a bad field
 * is a 400 naming it. A lines member is refused: a document's lines change through their own calls.
 */
export function patchedBody(request: FastifyRequest, reply: FastifyReply, record: Patchable, current: unknown) {
  const { update, output, lines } = record;
  const patch = request.body as Record<string, unknown>;
  if (lines && lines.member in patch) {
    throw invalid(`A PATCH leaves the lines out: they change through ${lines.path}, or a PUT of the record`, [
      { path: lines.member, message: `must be left out: ${lines.member} change through ${lines.path}` },
    ]);
  }
  const answered = JSON.parse(reply.compileSerializationSchema(output)(current as Record<string, unknown>));
  const merged = patchedRecord(update, answered, patch, lines?.member);
  assertValidUpdate(request, update, merged);
  return merged;
}

/**
 * The fields of `update` (but `linesMember`) of a record as a client reads it, `answered`, merged
 * with `patch`, unchecked. A field the update takes as null (a company's lock date) is set to null
 * rather than removed.
 */
export function patchedRecord(
  update: TObject,
  answered: Record<string, unknown>,
  patch: Record<string, unknown>,
  linesMember?: string,
): Record<string, unknown> {
  const fields = Object.keys(update.properties).filter(
    (name) => name !== linesMember && name in answered && !namedOtherwise(name, patch),
  );
  const merged = mergePatch(Object.fromEntries(fields.map((name) => [name, answered[name]])), patch) as Record<
    string,
    unknown
  >;
  for (const [name, value] of Object.entries(patch)) {
    const property = update.properties[name];
    if (value === null && property && takesNull(property)) merged[name] = null;
  }
  return merged;
}

/**
 * Whether the patch names the record that `field` names in another way: `clientId` and `clientName`
 * are two ways to name a document's client, and a patch that sends one leaves the other to follow.
 */
function namedOtherwise(field: string, patch: Record<string, unknown>): boolean {
  const [, record, way] = /^(.+)(Id|Name)$/.exec(field) ?? [];
  return record !== undefined && `${record}${way === 'Id' ? 'Name' : 'Id'}` in patch;
}

const takesNull = (schema: TSchema): boolean => schema.type === 'null' || (schema.anyOf ?? []).some(takesNull);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a merged body as the PUT's body is checked, and refuses it as Fastify refuses a PUT's. */
function assertValidUpdate(request: FastifyRequest, update: TObject, body: unknown): void {
  const validate = request.compileValidationSchema(update, 'body');
  if (validate(body)) return;
  throw Object.assign(new Error('Invalid fields in the request body'), {
    validation: validate.errors,
    validationContext: 'body',
  });
}
