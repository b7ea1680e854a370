import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuditedRecord, auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { Database } from '../db/database.js';
import { BULK_ROWS, refreshStatistics } from '../db/statistics.js';
import { inTransaction, type Write } from '../db/write.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { getOrAdd } from '../shared/collections.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import { ruleViolation } from '../shared/errors.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money, type MoneyFormat, parseMoney } from '../shared/money.js';
import { addPageHeaders, ListQuery, pageOf } from '../shared/pagination.js';
import { timestampsOf } from '../shared/timestamps.js';
import { recordAnswer } from '../webhooks/record-answers.js';
import {
  BankAccountParams,
  ImportParams,
  LineParams,
  type MatchedRecordType,
  MatchInput,
  Reconciliation,
  ReconciliationInput,
  ReconciliationParams,
  ReconciliationQuery,
  ReconciliationState,
  StatementImport,
  StatementImportQuery,
  StatementLine,
  StatementLineQuery,
  StatementProfile,
  StatementProfileInput,
  Suggestion,
} from './banking-schemas.js';
import { bookLine } from './line-booking.js';
import {
  getReconciliation,
  listReconciliations,
  reconcile,
  reconciliationState,
  type ReconciliationState as State,
  undoReconciliation,
} from './reconciliation-service.js';
import { deleteImport, getImport, importStatement, listImports } from './statement-import-service.js';
import { autoMatch, getLine, listLines, matchLine, setLineExcluded, unmatchLine } from './statement-line-service.js';
import { type MatchedRecordView, recordTypeOf, type StatementLineView } from './statement-lines.js';
import { statementProfileService } from './statement-profile-service.js';
import { suggestionsFor } from './statement-suggestion-service.js';

export const statementProfileRoutes = crudRoutes({
  path: '/bankStatementProfiles',
  recordType: 'bankStatementProfile',
  tag: 'Bank statements',
  noun: 'bank statement profile',
  input: StatementProfileInput,
  output: StatementProfile,
  service: statementProfileService,
  present: (profile) => profile,
});

/** The media types a statement file may be sent as; each is read as the file's bytes. */
export const STATEMENT_MEDIA_TYPES = [
  'text/csv',
  'text/plain',
  'application/xml',
  'text/xml',
  'application/x-ofx',
  'application/octet-stream',
];
export const STATEMENT_BODY_LIMIT = 20 * 1024 * 1024;

const TAG = 'Bank statements';
const id = (value: number) => BigInt(value);
const audited = {
  import: auditedRecord('bankStatementImport', StatementImport),
  line: auditedRecord('bankStatementLine', StatementLine),
  reconciliation: auditedRecord('bankReconciliation', Reconciliation),
};

/**
 * A create of the API's banking calls of a bank account, entered in the audit trail, for the
 * pages that make the same: `create` writes it, `present` gives the answer the trail keeps.
 */
const auditedCreate =
  <Input, Row, Answer extends { id: bigint }>(
    record: AuditedRecord,
    create: (write: Write, companyId: bigint, bankAccountId: bigint, input: Input) => Promise<Row>,
    present: (row: Row, format: MoneyFormat) => Answer,
  ) =>
  (
    request: FastifyRequest,
    reply: FastifyReply,
    executor: Database | Write,
    bankAccountId: bigint,
    input: Input,
    format: MoneyFormat,
  ) =>
    auditTrail(request, reply, record).create(executor, async (write) =>
      present(await create(write, request.principal.companyId, bankAccountId, input), format),
    );

/** Imports a statement file as the API's import does. */
export const importAudited = auditedCreate(audited.import, importStatement, presentImport);
/** Reconciles the bank account as the API's call does. */
export const reconcileAudited = auditedCreate(audited.reconciliation, reconcile, presentReconciliation);

/** After a large import, the planner's statistics of the statement lines are gathered again. */
export async function refreshAfterImport(request: FastifyRequest, db: Database, linesImported: number) {
  if (linesImported < BULK_ROWS) return;
  await refreshStatistics(db, ['bank_statement_lines'], (error) =>
    request.log.warn({ err: error }, "the planner's statistics were not gathered"),
  );
}

export const bankStatementImportRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const format = config.moneyFormat;
  app.addContentTypeParser(
    STATEMENT_MEDIA_TYPES,
    { parseAs: 'buffer', bodyLimit: STATEMENT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const showLine = (line: StatementLineView) => presentLine(line, format);

  app.post(
    '/bankAccounts/:id/statementImports',
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Import a bank statement file',
        description: `The file is the body, sent as any of ${STATEMENT_MEDIA_TYPES.join(', ')} (up to 20 MiB). Lines the account already holds are skipped; a line that cannot be read refuses the whole file.`,
        params: BankAccountParams,
        querystring: StatementImportQuery,
        headers: IdempotencyHeaders,
        response: { 200: StatementImport },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { format: fileFormat, profileId } = request.query;
      const file = { format: fileFormat, profileId: profileId === undefined ? undefined : id(profileId), body };
      const answer = await idempotentCreate(request, reply, db, (executor) =>
        importAudited(request, reply, executor, id(request.params.id), file, format),
      );
      await refreshAfterImport(request, db, answer.linesImported);
      return answer;
    },
  );
  app.get(
    '/bankAccounts/:id/statementImports',
    {
      schema: {
        tags: [TAG],
        summary: "List a bank account's statement imports, by id",
        params: BankAccountParams,
        querystring: ListQuery,
        response: { 200: Type.Array(StatementImport) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const { rows, total } = await listImports(db, request.principal.companyId, id(request.params.id), page);
      addPageHeaders(request, reply, page, rows, total);
      return rows.map((row) => presentImport(row, format));
    },
  );
  app.get(
    '/bankAccounts/:id/statementImports/:importId',
    {
      schema: {
        tags: [TAG],
        summary: 'Get a statement import',
        params: ImportParams,
        response: { 200: StatementImport },
      },
    },
    async (request) =>
      presentImport(
        await getImport(db, request.principal.companyId, id(request.params.id), id(request.params.importId)),
        format,
      ),
  );
  app.delete(
    '/bankAccounts/:id/statementImports/:importId',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a statement import and its lines, while none of them is matched',
        params: ImportParams,
        headers: IfMatchHeaders,
        response: { 200: StatementImport },
      },
    },
    async (request, reply) => {
      const { companyId } = request.principal;
      const [bankAccountId, importId] = [id(request.params.id), id(request.params.importId)];
      return auditTrail(request, reply, audited.import).remove(
        db,
        async (write) => presentImport(await deleteImport(write, companyId, bankAccountId, importId), format),
        {
          id: importId,
          read: async (write) => presentImport(await getImport(write.trx, companyId, bankAccountId, importId), format),
        },
      );
    },
  );

  app.get(
    '/bankAccounts/:id/statementLines',
    {
      schema: {
        tags: [TAG],
        summary: "List a bank account's statement lines, by id",
        params: BankAccountParams,
        querystring: StatementLineQuery,
        response: { 200: Type.Array(StatementLine) },
      },
    },
    async (request, reply) => {
      const { status, from, to, amountFrom, amountTo, importId } = request.query;
      const page = pageOf(request.query);
      const filter = {
        status,
        from,
        to,
        amountFrom: amountFrom === undefined ? undefined : parseMoney(amountFrom),
        amountTo: amountTo === undefined ? undefined : parseMoney(amountTo),
        importId: importId === undefined ? undefined : id(importId),
      };
      const { items, total } = await listLines(db, request.principal.companyId, id(request.params.id), filter, page);
      addPageHeaders(request, reply, page, items, total);
      return items.map(showLine);
    },
  );
  app.get(
    '/bankAccounts/:id/statementLines/:lineId',
    { schema: { tags: [TAG], summary: 'Get a statement line', params: LineParams, response: { 200: StatementLine } } },
    async (request) =>
      showLine(await getLine(db, request.principal.companyId, id(request.params.id), id(request.params.lineId))),
  );

  app.get(
    '/bankAccounts/:id/statementLines/:lineId/suggestions',
    {
      schema: {
        tags: [TAG],
        summary: 'What an unmatched statement line could stand for, best first',
        params: LineParams,
        response: { 200: Type.Array(Suggestion) },
      },
    },
    async (request) =>
      (await suggestionsFor(db, request.principal.companyId, id(request.params.id), id(request.params.lineId))).map(
        ({ amount, outstanding, ...suggestion }) => ({
          ...suggestion,
          ...(amount === undefined ? {} : { amount: formatMoney(amount, format) }),
          ...(outstanding === undefined ? {} : { outstanding: formatMoney(outstanding, format) }),
        }),
      ),
  );
  app.post(
    '/bankAccounts/:id/statementLines/autoMatch',
    {
      schema: {
        tags: [TAG],
        summary: 'Match every line that has exactly one record of the same amount within a few days',
        description:
          'A line is linked when exactly one unmatched record of the bank account has its amount within seven days, and that record has no other such line. No record is created. Answers the lines linked.',
        params: BankAccountParams,
        headers: IdempotencyHeaders,
        response: { 200: Type.Array(StatementLine) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.principal;
      const bankAccountId = id(request.params.id);
      return idempotentCreate(request, reply, db, async (executor) =>
        inTransaction(executor, async (write) => {
          const linked = await autoMatch(write, companyId, bankAccountId);
          for (const line of linked)
            await auditTrail(request, reply, audited.line).update(
              write,
              line.id,
              async () => ({ ...showLine(line), status: 'unmatched', matches: [] }),
              async () => showLine(line),
            );
          return linked.map(showLine);
        }),
      );
    },
  );

  const lineChange = (
    method: 'post' | 'delete',
    action: string,
    summary: string,
    change: LineChange,
    body?: typeof MatchInput,
  ) =>
    app.route({
      method: method.toUpperCase() as 'POST' | 'DELETE',
      url: `/bankAccounts/:id/statementLines/:lineId/${action}`,
      schema: {
        tags: [TAG],
        summary,
        params: LineParams,
        ...(body ? { body } : {}),
        headers: method === 'post' ? Type.Composite([IdempotencyHeaders, IfMatchHeaders]) : IfMatchHeaders,
        response: { 200: StatementLine },
      },
      handler: async (request, reply) => {
        const params = request.params as { id: number; lineId: number };
        const line = { bankAccountId: id(params.id), lineId: id(params.lineId), body: request.body };
        const audit = (executor: Database | Write) => auditedLineChange(request, reply, executor, format, line, change);
        return method === 'post' ? idempotentCreate(request, reply, db, audit) : audit(db);
      },
    });
  lineChange(
    'post',
    'match',
    'Match a statement line to the records of the books it stands for',
    matchAsAsked,
    MatchInput,
  );
  lineChange('delete', 'match', 'Unmatch a statement line; its records stay in the books', removeMatches);
  lineChange('post', 'exclude', 'Set a statement line aside: the books need not hold it', excludeLine);
  lineChange('delete', 'exclude', 'Take an excluded statement line back, unmatched', includeLine);

  app.post(
    '/bankAccounts/:id/reconciliations',
    {
      schema: {
        tags: [TAG],
        summary: "Reconcile the bank account to its statement's closing balance at a date",
        description:
          'Accepted only when every statement line dated up to statementDate is matched or excluded, and closingBalance is what the books explain (see GET /bankAccounts/{id}/reconciliation). The lines up to the date, and the records they stand for, then do not change until the reconciliation is undone.',
        params: BankAccountParams,
        headers: IdempotencyHeaders,
        body: ReconciliationInput,
        response: { 200: Reconciliation },
      },
    },
    async (request, reply) => {
      return idempotentCreate(request, reply, db, (executor) =>
        reconcileAudited(request, reply, executor, id(request.params.id), request.body, format),
      );
    },
  );
  app.get(
    '/bankAccounts/:id/reconciliations',
    {
      schema: {
        tags: [TAG],
        summary: "List a bank account's reconciliations, by statement date",
        params: BankAccountParams,
        response: { 200: Type.Array(Reconciliation) },
      },
    },
    async (request) =>
      (await listReconciliations(db, request.principal.companyId, id(request.params.id))).map((row) =>
        presentReconciliation(row, format),
      ),
  );
  app.get(
    '/bankAccounts/:id/reconciliations/:reconciliationId',
    {
      schema: {
        tags: [TAG],
        summary: 'Get a bank reconciliation',
        params: ReconciliationParams,
        response: { 200: Reconciliation },
      },
    },
    async (request) =>
      presentReconciliation(
        await getReconciliation(
          db,
          request.principal.companyId,
          id(request.params.id),
          id(request.params.reconciliationId),
        ),
        format,
      ),
  );
  app.delete(
    '/bankAccounts/:id/reconciliations/:reconciliationId',
    {
      schema: {
        tags: [TAG],
        summary: "Undo the bank account's latest reconciliation",
        params: ReconciliationParams,
        headers: IfMatchHeaders,
        response: { 200: Reconciliation },
      },
    },
    async (request, reply) =>
      undoReconciliationAudited(request, reply, db, format, {
        bankAccountId: id(request.params.id),
        reconciliationId: id(request.params.reconciliationId),
      }),
  );
  app.get(
    '/bankAccounts/:id/reconciliation',
    {
      schema: {
        tags: [TAG],
        summary: 'How the books explain the bank statement at the end of a date',
        description:
          'statementBalance is ledgerBalance, less the amounts of unpresentedItems, plus the amounts of unmatchedLines and excludedTotal: what the statement shows at the date.',
        params: BankAccountParams,
        querystring: ReconciliationQuery,
        response: { 200: ReconciliationState },
      },
    },
    async (request) =>
      presentState(
        await reconciliationState(db, request.principal.companyId, id(request.params.id), request.query.date),
        format,
      ),
  );
};

type EnterCreated = (write: Write, record: MatchedRecordView) => Promise<void>;
type LineChange = (
  write: Write,
  companyId: bigint,
  bankAccountId: bigint,
  lineId: bigint,
  body: unknown,
  enterCreated: EnterCreated,
) => Promise<StatementLineView>;

const bookedRecords = new Map<MatchedRecordType, AuditedRecord>();

/**
 * Changes a statement line as `change` does: the audit trail keeps the line before and after it, and
 * each record its booking created as the create call of its kind would have, announced as it: the
 * booking is a create of it too.
 */
export function auditedLineChange(
  request: FastifyRequest,
  reply: FastifyReply,
  executor: Database | Write,
  format: MoneyFormat,
  { bankAccountId, lineId, body }: { bankAccountId: bigint; lineId: bigint; body: unknown },
  change: LineChange,
) {
  const { companyId } = request.principal;
  const enterBooked: EnterCreated = async (write, record) => {
    const { answer, output } = await recordAnswer(write.trx, record.type, companyId, record.id, format);
    const trailed = getOrAdd(bookedRecords, record.type, () => auditedRecord(record.type, output));
    await auditTrail(request, reply, trailed).create(write, async () => answer as { id: bigint });
  };
  return auditTrail(request, reply, audited.line).update(
    executor,
    lineId,
    async (write) => presentLine(await getLine(write.trx, companyId, bankAccountId, lineId), format),
    async (write) => presentLine(await change(write, companyId, bankAccountId, lineId, body, enterBooked), format),
  );
}

/** Matches a line to the records the body names, or to what it creates from the line. */
export const matchAsAsked: LineChange = async (write, companyId, bank, line, body, enterCreated) => {
  const { matches, create } = body as MatchInput;
  if (create && !matches) {
    const booked = await bookLine(write, companyId, bank, line, create);
    for (const record of booked.matches) await enterCreated(write, record);
    return booked;
  }
  if (matches && !create) return matchLine(write, companyId, bank, line, matches);
  throw ruleViolation('Say either which records the line stands for, or what to create from it', [
    { path: 'matches', message: 'give matches or create, not both nor neither' },
  ]);
};

export const excludeLine: LineChange = (write, companyId, bank, line) =>
  setLineExcluded(write, companyId, bank, line, true);

export const includeLine: LineChange = (write, companyId, bank, line) =>
  setLineExcluded(write, companyId, bank, line, false);

export const removeMatches: LineChange = (write, companyId, bank, line) => unmatchLine(write, companyId, bank, line);

/** Undoes the bank account's latest reconciliation as the API's call does, entered in the audit trail. */
export function undoReconciliationAudited(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  format: MoneyFormat,
  { bankAccountId, reconciliationId }: { bankAccountId: bigint; reconciliationId: bigint },
) {
  const { companyId } = request.principal;
  return auditTrail(request, reply, audited.reconciliation).remove(
    db,
    async (write) =>
      presentReconciliation(await undoReconciliation(write, companyId, bankAccountId, reconciliationId), format),
    {
      id: bankAccountId,
      lockedAs: 'bankAccount',
      read: async (write) =>
        presentReconciliation(await getReconciliation(write.trx, companyId, bankAccountId, reconciliationId), format),
    },
  );
}

type ImportRow = Awaited<ReturnType<typeof getImport>>;
type ReconciliationRow = Awaited<ReturnType<typeof reconcile>>;
type BankMovement = State['unpresentedItems'][number];

const optional = <Name extends string, Value>(name: Name, value: Value | null | undefined) =>
  (value === null || value === undefined ? {} : { [name]: value }) as Partial<Record<Name, Value>>;

function presentImport(row: ImportRow, format: MoneyFormat): StatementImport {
  const balance = (date: string | null, amount: Money | null) =>
    date === null || amount === null ? undefined : { date, amount: formatMoney(amount, format) };
  return {
    id: row.id,
    bankAccountId: row.bank_account_id,
    format: row.format as StatementImport['format'],
    sha256: row.sha256,
    linesImported: row.lines_imported,
    duplicatesSkipped: row.duplicates_skipped,
    ...optional('from', row.date_from),
    ...optional('to', row.date_to),
    ...optional('openingBalance', balance(row.opening_balance_date, row.opening_balance)),
    ...optional('closingBalance', balance(row.closing_balance_date, row.closing_balance)),
    ...timestampsOf(row),
  };
}

function presentLine(line: StatementLineView, format: MoneyFormat): StatementLine {
  return {
    id: line.id,
    bankAccountId: line.bank_account_id,
    importId: line.import_id,
    date: line.date,
    amount: formatMoney(line.amount, format),
    description: line.description,
    ...optional('reference', line.reference),
    ...optional('counterpartyName', line.counterparty_name),
    ...optional('counterpartyAccount', line.counterparty_account),
    ...optional('bankId', line.bank_id),
    status: line.status,
    matches: line.matches.map((match) => ({ ...match, amount: formatMoney(match.amount, format) })),
    ...optional('reconciliationId', line.reconciliation_id),
    ...timestampsOf(line),
  };
}

function presentReconciliation(row: ReconciliationRow, format: MoneyFormat): Reconciliation {
  return {
    id: row.id,
    bankAccountId: row.bank_account_id,
    statementDate: row.statement_date,
    closingBalance: formatMoney(row.closing_balance, format),
    ...timestampsOf(row),
  };
}

function presentState(state: State, format: MoneyFormat) {
  const money = (amount: Money) => formatMoney(amount, format);
  const item = (movement: BankMovement) => ({
    type: recordTypeOf(movement.sourceType),
    id: movement.sourceId,
    date: movement.date,
    amount: money(movement.amount),
  });
  return {
    bankAccountId: state.bankAccountId,
    date: state.date,
    ledgerBalance: money(state.ledgerBalance),
    unpresentedItems: state.unpresentedItems.map(item),
    statementBalance: money(state.statementBalance),
    unmatchedLines: state.unmatchedLines.map((line) => presentLine(line, format)),
    excludedTotal: money(state.excludedTotal),
    ...optional('lastReconciledDate', state.lastReconciledDate),
  };
}
