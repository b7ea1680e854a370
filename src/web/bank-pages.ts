import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import {
  auditedLineChange,
  excludeLine,
  importAudited,
  matchAsAsked,
  reconcileAudited,
  refreshAfterImport,
} from '../banking/banking-routes.js';
import {
  MatchInput,
  ReconciliationInput,
  StatementImportQuery,
  type SUGGESTION_TYPES,
} from '../banking/banking-schemas.js';
import { listReconciliations, reconciliationState } from '../banking/reconciliation-service.js';
import { STATEMENT_FORMATS } from '../banking/statement-file.js';
import { listImports } from '../banking/statement-import-service.js';
import { listLines } from '../banking/statement-line-service.js';
import type { StatementLineView } from '../banking/statement-lines.js';
import { statementProfileService } from '../banking/statement-profile-service.js';
import { suggestionsForLines } from '../banking/statement-suggestion-service.js';
import type { Suggestion } from '../banking/suggestions.js';
import { getCompanySettings } from '../companies/company-reads.js';
import type { Page } from '../db/page.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { type Writers, writersFor } from './web-format.js';
import { formInput, formRefusal } from './web-forms.js';

/**
 * The bank accounts a list shows; an account's page shows its oldest unmatched lines, and its latest
 * lines and imports.
 */
const LISTED_ACCOUNTS = 100;
const LISTED_LINES = 100;
const LISTED_IMPORTS = 20;
/** The API's 20 MiB of a statement file, as the base64 the form sends it in, with room for the other fields. */
const IMPORT_FORM_LIMIT = 28 * 1024 * 1024;

const LineParams = Type.Object({ id: PathId, lineId: PathId });

/** What each record or document a line may stand for is called on the page. */
const RECORD_NAMES: Record<(typeof SUGGESTION_TYPES)[number], string> = {
  clientPayment: 'Client payment',
  supplierPayment: 'Supplier payment',
  clientRefund: 'Client refund',
  supplierRefund: 'Supplier refund',
  bankTransfer: 'Bank transfer',
  manualJournalEntry: 'Journal entry',
  invoice: 'Invoice',
  bill: 'Bill',
  bankRule: 'Bank rule',
};

const bankAccountIdOf = (request: FastifyRequest) => BigInt((request.params as { id: number }).id);
const lineOf = (request: FastifyRequest) => ({
  bankAccountId: bankAccountIdOf(request),
  lineId: BigInt((request.params as { lineId: number }).lineId),
});

/** The last `limit` of a list kept in id order (the latest): its total first, then the page that ends it. */
async function latest<List extends { total: number }>(list: (page: Page) => Promise<List>, limit: number) {
  const { total } = await list({ limit: 1 });
  return list({ limit, offset: Math.max(0, total - limit) });
}

/**
 * The bank: its accounts with their balances, and each account's statement imports, lines (unmatched
 * first, with what they could stand for) and reconciliation, as the API's banking calls give them.
 */
export function bankPages(app: FastifyInstance, { db, config }: ModuleOptions): void {
  const format = config.moneyFormat;
  const writing = { schema: { hide: true, params: IdParams }, config: { permission: 'write:banking' as const } };

  app.get('/bank', { schema: { hide: true }, config: { permission: 'read' } }, async (request, reply) => {
    const { companyId } = request.principal;
    const [company, accounts] = await Promise.all([
      getCompanySettings(db, companyId),
      bankAccountService.list(db, companyId, { limit: LISTED_ACCOUNTS }),
    ]);
    const write = writersFor(company);
    return reply.view('bank-accounts', {
      title: 'Bank',
      current: 'Bank',
      accounts: accounts.items.map((account) => ({
        id: account.id,
        name: account.name,
        currency: account.currency,
        balance: write.money(account.balance, account.currency),
      })),
    });
  });

  const showAccount = async (request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown> = {}) => {
    const { companyId } = request.principal;
    const bankAccountId = bankAccountIdOf(request);
    const account = await bankAccountService.get(db, companyId, bankAccountId);
    const [company, imports, unmatched, lines, reconciliations, profiles] = await Promise.all([
      getCompanySettings(db, companyId),
      latest((page) => listImports(db, companyId, bankAccountId, page), LISTED_IMPORTS),
      listLines(db, companyId, bankAccountId, { status: 'unmatched' }, { limit: LISTED_LINES }),
      latest((page) => listLines(db, companyId, bankAccountId, {}, page), LISTED_LINES),
      listReconciliations(db, companyId, bankAccountId),
      statementProfileService.list(db, companyId, {}),
    ]);
    const lastImport = imports.rows.at(-1);
    const stateDate = lastImport?.closing_balance_date ?? today();
    const state = await reconciliationState(db, companyId, bankAccountId, stateDate);
    const write = writersFor(company);
    const money = (amount: bigint) => write.money(amount, account.currency);
    const suggestions = await suggestionsForLines(db, companyId, bankAccountId, unmatched.items);
    const suggested = unmatched.items.map((line, index) => ({
      ...lineRow(line, write, money),
      suggestions: (suggestions[index] ?? []).map((suggestion) => suggestionRow(suggestion, write, money)),
    }));
    return reply.view('bank-account', {
      title: account.name,
      current: 'Bank',
      account: { id: account.id, name: account.name, balance: money(account.balance) },
      imports: imports.rows.map((row) => ({
        format: row.format.toUpperCase(),
        period: row.date_from && row.date_to ? `${write.date(row.date_from)} – ${write.date(row.date_to)}` : '',
        lines: row.lines_imported,
        skipped: row.duplicates_skipped,
        closing: row.closing_balance === null ? '' : money(row.closing_balance),
      })),
      unmatched: suggested,
      moreUnmatched: unmatched.total > unmatched.items.length,
      moreLines: lines.total > lines.items.length,
      others: lines.items.filter((line) => line.status !== 'unmatched').map((line) => lineRow(line, write, money)),
      state: {
        date: write.date(state.date),
        ledgerBalance: money(state.ledgerBalance),
        statementBalance: money(state.statementBalance),
        unmatchedLines: state.unmatchedLines.length,
        lastReconciled: state.lastReconciledDate ? write.date(state.lastReconciledDate) : 'never',
      },
      reconciliations: reconciliations.map((row) => ({
        date: write.date(row.statement_date),
        closingBalance: money(row.closing_balance),
      })),
      profiles: profiles.items,
      formats: STATEMENT_FORMATS,
      values: {
        statementDate: stateDate,
        closingBalance: formatMoney(lastImport?.closing_balance ?? state.statementBalance, 'plain'),
      },
      ...form,
    });
  };

  /** A write that shows the account again: after it, or with what the service refused. */
  const accountWrite =
    (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await work(request, reply);
        return reply.redirect(`${reply.locals?.base}/bank/${bankAccountIdOf(request)}`, 303);
      } catch (error) {
        return showAccount(request, ...refused(reply, error));
      }
    };

  app.get('/bank/:id', { schema: { hide: true, params: IdParams }, config: { permission: 'read' } }, (request, reply) =>
    showAccount(request, reply),
  );

  app.post(
    '/bank/:id/imports',
    { ...writing, bodyLimit: IMPORT_FORM_LIMIT },
    accountWrite(async (request, reply) => {
      const values = formInput(request.body, ['format', 'profileId', 'file']);
      const query = { format: values.format, ...(values.profileId ? { profileId: Number(values.profileId) } : {}) };
      assertValid(StatementImportQuery, query);
      const file = {
        format: query.format,
        profileId: query.profileId === undefined ? undefined : BigInt(query.profileId),
        body: Buffer.from(values.file ?? '', 'base64'),
      };
      const imported = await importAudited(request, reply, db, bankAccountIdOf(request), file, format);
      await refreshAfterImport(request, db, imported.linesImported);
    }),
  );

  app.post(
    '/bank/:id/lines/:lineId/match',
    { ...writing, schema: { hide: true, params: LineParams } },
    accountWrite(async (request, reply) => {
      const { type, id } = formInput(request.body, ['type', 'id']);
      const body = matchOfSuggestion(type, Number(id));
      assertValid(MatchInput, body);
      await auditedLineChange(request, reply, db, format, { ...lineOf(request), body }, matchAsAsked);
    }),
  );

  app.post(
    '/bank/:id/lines/:lineId/exclude',
    { ...writing, schema: { hide: true, params: LineParams } },
    accountWrite((request, reply) =>
      auditedLineChange(request, reply, db, format, { ...lineOf(request), body: {} }, excludeLine),
    ),
  );

  app.post(
    '/bank/:id/reconciliations',
    writing,
    accountWrite(async (request, reply) => {
      const input = formInput(request.body, ['statementDate', 'closingBalance']);
      assertValid(ReconciliationInput, input);
      await reconcileAudited(request, reply, db, bankAccountIdOf(request), input, format);
    }),
  );
}

/**
 * The API's match of a line to what a suggestion names: a record that moved the bank is linked; an
 * invoice or a bill is paid by a payment made from the line; a rule books what it proposes.
 */
function matchOfSuggestion(type: string | undefined, id: number): unknown {
  if (type === 'invoice') return { create: { type: 'clientPayment', invoiceIds: [id] } };
  if (type === 'bill') return { create: { type: 'supplierPayment', billIds: [id] } };
  if (type === 'bankRule') return { create: { bankRuleId: id } };
  return { matches: [{ type, id }] };
}

/** The fields of an account's page that show their own problem beside them. */
const MARKED_FIELDS = ['format', 'statementDate', 'closingBalance'];

/**
 * What the service refused, for the account's page: beside the form's fields; or, where it names
 * none of them (a line of a statement file that cannot be read), its own message and each problem.
 */
function refused(reply: FastifyReply, error: unknown): [FastifyReply, Record<string, unknown>] {
  const { status, message, fieldErrors } = formRefusal(error);
  if (Object.keys(fieldErrors).some((path) => MARKED_FIELDS.includes(path))) {
    return [reply.code(status), { message, fieldErrors }];
  }
  const problems = Object.entries(fieldErrors).map(([path, problem]) => `${path}: ${problem}`);
  return [reply.code(status), { message: (error as Error).message, problems }];
}

function lineRow(line: StatementLineView, write: Writers, money: (amount: bigint) => string) {
  return {
    id: line.id,
    date: write.date(line.date),
    description: describedLine(line),
    amount: money(line.amount),
    status: line.status === 'excluded' ? 'Excluded' : 'Matched',
    matches: line.matches.map((match) => `${RECORD_NAMES[match.type]} ${match.id} (${money(match.amount)})`),
  };
}

/** A line's description, and its reference where the description does not quote it. */
function describedLine(line: StatementLineView): string {
  const { description, reference } = line;
  return reference && !description.includes(reference) ? `${description} · ${reference}` : description;
}

function suggestionRow(suggestion: Suggestion, write: Writers, money: (amount: bigint) => string) {
  return {
    type: suggestion.type,
    id: suggestion.id,
    name: `${RECORD_NAMES[suggestion.type]} ${suggestion.id}`,
    partyName: suggestion.partyName ?? '',
    date: suggestion.date ? write.date(suggestion.date) : '',
    amount: suggestion.amount === undefined ? '' : money(suggestion.amount),
    reason: suggestion.reason,
  };
}
