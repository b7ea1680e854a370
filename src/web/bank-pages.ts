import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountService } from '../accounts/account-service.js';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import {
  auditedLineChange,
  excludeLine,
  importAudited,
  includeLine,
  matchAsAsked,
  reconcileAudited,
  refreshAfterImport,
  removeMatches,
  STATEMENT_MEDIA_TYPES,
  undoReconciliationAudited,
} from '../banking/banking-routes.js';
import { MatchInput, ReconciliationInput, StatementImportQuery } from '../banking/banking-schemas.js';
import { listReconciliations, reconciliationState } from '../banking/reconciliation-service.js';
import { STATEMENT_FORMATS } from '../banking/statement-file.js';
import { listImports } from '../banking/statement-import-service.js';
import { listLines } from '../banking/statement-line-service.js';
import { statementProfileService } from '../banking/statement-profile-service.js';
import { suggestionsForLines } from '../banking/statement-suggestion-service.js';
import { getCompanySettings } from '../companies/company-reads.js';
import type { Page } from '../db/page.js';
import { salesTaxService } from '../sales-taxes/sales-tax-service.js';
import { today } from '../shared/dates.js';
import { invalid } from '../shared/errors.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { BOOKING_FIELDS, bookingOfForm, MARKED_FIELDS, matchOfSuggestion, refusedBooking } from './bank-forms.js';
import { lineRow, suggestionRow } from './bank-rows.js';
import { writersFor } from './web-format.js';
import { formInput, formWithFile, pageWrite } from './web-forms.js';
import { PURCHASE_PAGES, SALES_PAGES } from './web-sides.js';

/**
 * The bank accounts a list shows; an account's page shows its oldest unmatched lines, and its lines
 * and imports a page at a time, latest first.
 */
const LISTED_ACCOUNTS = 100;
const LISTED_LINES = 100;
const LISTED_IMPORTS = 20;

const LineParams = Type.Object({ id: PathId, lineId: PathId });
const ReconciliationParams = Type.Object({ id: PathId, reconciliationId: PathId });
const AccountQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) });

const bankAccountIdOf = (request: FastifyRequest) => BigInt((request.params as { id: number }).id);
const lineIdOf = (request: FastifyRequest) => BigInt((request.params as { lineId: number }).lineId);
const lineOf = (request: FastifyRequest) => ({ bankAccountId: bankAccountIdOf(request), lineId: lineIdOf(request) });

/**
 * The `page`th last `limit` of a list kept in id order (page 1 is the latest; a page past the first
 * is the first), and the pages before and after it.
 */
async function fromLatest<List extends { total: number }>(
  list: (page: Page) => Promise<List>,
  limit: number,
  page = 1,
) {
  const { total } = await list({ limit: 1 });
  const shown = Math.min(page, Math.max(1, Math.ceil(total / limit)));
  const end = total - (shown - 1) * limit;
  const offset = Math.max(0, end - limit);
  return {
    list: await list({ limit: Math.max(1, end - offset), offset }),
    earlier: offset > 0 ? shown + 1 : undefined,
    later: shown > 1 ? shown - 1 : undefined,
  };
}

/**
 * The bank: its accounts with their balances, and each account's statement imports, lines (unmatched
 * first, with what they could stand for and the forms that book them) and reconciliations, as the
 * API's banking calls give and change them.
 */
export function bankPages(app: FastifyInstance, { db, config }: ModuleOptions): void {
  const format = config.moneyFormat;
  const writing = { schema: { hide: true, params: IdParams }, config: { permission: 'write:banking' as const } };
  const lineWriting = { ...writing, schema: { hide: true, params: LineParams } };

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

  /** What the forms that book a line offer: the company's accounts, taxes, parties and other bank accounts. */
  const bookingChoices = async (companyId: bigint, bankAccountId: bigint) => {
    const [accounts, taxes, clients, suppliers, banks] = await Promise.all([
      accountService.list(db, companyId, {}),
      salesTaxService.list(db, companyId, {}),
      SALES_PAGES.party.service.list(db, companyId, {}),
      PURCHASE_PAGES.party.service.list(db, companyId, {}),
      bankAccountService.list(db, companyId, {}),
    ]);
    return {
      accounts: accounts.items,
      taxes: taxes.items,
      clients: clients.items,
      suppliers: suppliers.items,
      otherBanks: banks.items.filter((bank) => bank.id !== bankAccountId),
    };
  };

  const showAccount = async (request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown> = {}) => {
    const { companyId } = request.principal;
    const bankAccountId = bankAccountIdOf(request);
    const account = await bankAccountService.get(db, companyId, bankAccountId);
    const page = (request.query as { page?: number }).page;
    const [company, imports, unmatched, lines, reconciliations, profiles, choices] = await Promise.all([
      getCompanySettings(db, companyId),
      fromLatest((page) => listImports(db, companyId, bankAccountId, page), LISTED_IMPORTS),
      listLines(db, companyId, bankAccountId, { status: 'unmatched' }, { limit: LISTED_LINES }),
      fromLatest((page) => listLines(db, companyId, bankAccountId, {}, page), LISTED_LINES, page),
      listReconciliations(db, companyId, bankAccountId),
      statementProfileService.list(db, companyId, {}),
      bookingChoices(companyId, bankAccountId),
    ]);
    const lastImport = imports.list.rows.at(-1);
    const stateDate = lastImport?.closing_balance_date ?? today();
    const state = await reconciliationState(db, companyId, bankAccountId, stateDate);
    const write = writersFor(company);
    const money = (amount: bigint) => write.money(amount, account.currency);
    const suggestions = await suggestionsForLines(db, companyId, bankAccountId, unmatched.items);
    const suggested = unmatched.items.map((line, index) => ({
      ...lineRow(line, write, money),
      bookable: company.lockDate === null || line.date > company.lockDate,
      suggestions: (suggestions[index] ?? []).map((suggestion) => suggestionRow(suggestion, write, money)),
    }));
    return reply.view('bank-account', {
      title: account.name,
      current: 'Bank',
      account: { id: account.id, name: account.name, balance: money(account.balance) },
      imports: imports.list.rows.map((row) => ({
        format: row.format.toUpperCase(),
        period: row.date_from && row.date_to ? `${write.date(row.date_from)} – ${write.date(row.date_to)}` : '',
        lines: row.lines_imported,
        skipped: row.duplicates_skipped,
        closing: row.closing_balance === null ? '' : money(row.closing_balance),
      })),
      unmatched: suggested,
      moreUnmatched: unmatched.total > unmatched.items.length,
      lines: lines.list.items.map((line) => lineRow(line, write, money)),
      earlierLines: lines.earlier,
      laterLines: lines.later,
      ...choices,
      state: {
        date: write.date(state.date),
        ledgerBalance: money(state.ledgerBalance),
        statementBalance: money(state.statementBalance),
        unmatchedLines: state.unmatchedLines.length,
        lastReconciled: state.lastReconciledDate ? write.date(state.lastReconciledDate) : 'never',
      },
      reconciliations: reconciliations.map((row) => ({
        id: row.id,
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
  const accountWrite = (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    pageWrite(work, {
      address: (request) => `/bank/${bankAccountIdOf(request)}`,
      show: showAccount,
      markedFields: MARKED_FIELDS,
    });

  app.get(
    '/bank/:id',
    { schema: { hide: true, params: IdParams, querystring: AccountQuery }, config: { permission: 'read' } },
    (request, reply) => showAccount(request, reply),
  );

  app.post(
    '/bank/:id/imports',
    { ...writing, config: { ...writing.config, takesFile: true } },
    accountWrite(async (request, reply) => {
      const { fields, file } = await formWithFile(request);
      const values = formInput(fields, ['format', 'profileId']);
      const query = { format: values.format, ...(values.profileId ? { profileId: Number(values.profileId) } : {}) };
      assertValid(StatementImportQuery, query);
      if (!file || !STATEMENT_MEDIA_TYPES.includes(file.mediaType)) {
        throw invalid('The statement file is not of a type the import reads', [
          { path: 'file', message: `must be sent as one of ${STATEMENT_MEDIA_TYPES.join(', ')}` },
        ]);
      }
      const statement = {
        format: query.format,
        profileId: query.profileId === undefined ? undefined : BigInt(query.profileId),
        body: file.content,
      };
      const imported = await importAudited(request, reply, db, bankAccountIdOf(request), statement, format);
      await refreshAfterImport(request, db, imported.linesImported);
    }),
  );

  app.post(
    '/bank/:id/lines/:lineId/match',
    lineWriting,
    accountWrite(async (request, reply) => {
      const { type, id } = formInput(request.body, ['type', 'id']);
      const body = matchOfSuggestion(type, Number(id));
      assertValid(MatchInput, body);
      await auditedLineChange(request, reply, db, format, { ...lineOf(request), body }, matchAsAsked);
    }),
  );

  app.post('/bank/:id/lines/:lineId/book', lineWriting, async (request, reply) => {
    const values = formInput(request.body, BOOKING_FIELDS);
    try {
      const body = { create: bookingOfForm(values) };
      assertValid(MatchInput, body);
      await auditedLineChange(request, reply, db, format, { ...lineOf(request), body }, matchAsAsked);
      return reply.redirect(`${reply.locals?.base}/bank/${bankAccountIdOf(request)}`, 303);
    } catch (error) {
      return showAccount(request, ...refusedBooking(reply, error, lineIdOf(request), values));
    }
  });

  for (const [action, change] of [
    ['exclude', excludeLine],
    ['include', includeLine],
    ['unmatch', removeMatches],
  ] as const) {
    app.post(
      `/bank/:id/lines/:lineId/${action}`,
      lineWriting,
      accountWrite((request, reply) =>
        auditedLineChange(request, reply, db, format, { ...lineOf(request), body: {} }, change),
      ),
    );
  }

  app.post(
    '/bank/:id/reconciliations',
    writing,
    accountWrite(async (request, reply) => {
      const input = formInput(request.body, ['statementDate', 'closingBalance']);
      assertValid(ReconciliationInput, input);
      await reconcileAudited(request, reply, db, bankAccountIdOf(request), input, format);
    }),
  );

  app.post(
    '/bank/:id/reconciliations/:reconciliationId/undo',
    { ...writing, schema: { hide: true, params: ReconciliationParams } },
    accountWrite((request, reply) =>
      undoReconciliationAudited(request, reply, db, format, {
        bankAccountId: bankAccountIdOf(request),
        reconciliationId: BigInt((request.params as { reconciliationId: number }).reconciliationId),
      }),
    ),
  );
}
