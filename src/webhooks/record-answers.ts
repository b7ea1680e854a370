import type { TObject } from '@sinclair/typebox';
import fastJson from 'fast-json-stringify';
import type { RecordType } from '../audit/audit-schemas.js';
import type { Executor } from '../db/database.js';
import { getOrAdd } from '../shared/collections.js';
import type { MoneyFormat } from '../shared/money.js';

/**
 * How a kind of record is answered by a GET of it: what an event tells of a record that a write of
 * another record changed, or that the passing of time made overdue. The routes of each kind
 * register it (see crudRoutes): the modules that move documents need not import them.
 */
export interface RecordAnswers {
  output: TObject;
  read(db: Executor, companyId: bigint, id: bigint, format: MoneyFormat): Promise<unknown>;
}

const registered = new Map<RecordType, RecordAnswers>();

export function answerRecordsWith(type: RecordType, answers: RecordAnswers): void {
  registered.set(type, answers);
}

const serializers = new WeakMap<TObject, (answer: unknown) => string>();

/**
 * The record as a GET of it answers now, as JSON text: serialized by its schema with the library
 * and the options Fastify serializes answers with, so that the text is the one its ETag digests.
 */
export async function answerText(
  db: Executor,
  type: RecordType,
  companyId: bigint,
  id: bigint,
  format: MoneyFormat,
): Promise<{ answer: unknown; text: string }> {
  const { answer, output } = await recordAnswer(db, type, companyId, id, format);
  return { answer, text: serializerOf(output)(answer) };
}

/** The record as a GET of it answers now, and the schema of that answer. */
export async function recordAnswer(
  db: Executor,
  type: RecordType,
  companyId: bigint,
  id: bigint,
  format: MoneyFormat,
): Promise<{ answer: unknown; output: TObject }> {
  const answers = registered.get(type);
  if (!answers) throw new Error(`No answer of a ${type} is registered`);
  return { answer: await answers.read(db, companyId, id, format), output: answers.output };
}

const serializerOf = (schema: TObject) =>
  getOrAdd(serializers, schema, () => fastJson(schema) as (answer: unknown) => string);
