import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';
import { addSystemAccounts } from './system-accounts.js';

/** The accounts that take exchange differences, made in every company (see ledger/chart.ts). */
const GAIN_ACCOUNTS = [
  { role: 'REALISED_CURRENCY_GAINS', code: '7810', name: 'Realised currency gains and losses', type: 'EXPENSE' },
  { role: 'UNREALISED_CURRENCY_GAINS', code: '7820', name: 'Unrealised currency gains and losses', type: 'EXPENSE' },
];

/**
 * Books in the base currency: every posting carries its value in the company's currency
 * (`base_amount`, null while its transaction has no known rate: `valued` false), and the period
 * balances sum it, with the amount of the valued postings (`valued_amount`). Postings already there in the base currency are worth their amount; a
 * transaction with a posting in another currency had no rate and starts unvalued. Documents and
 * manual journal entries keep the rate they were valued at; a journal entry gains its currency;
 * an allocation keeps the base value it cleared of its document. Foreign balances are revalued by
 * currency revaluations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('postings').addColumn('base_amount', 'bigint').execute();
  await db.schema
    .alterTable('journal_transactions')
    .addColumn('valued', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await sql`update journal_transactions set valued = false where exists (
      select 1 from postings p join companies c on c.id = p.company_id
      where p.company_id = journal_transactions.company_id and p.transaction_id = journal_transactions.id
        and p.currency <> c.currency)`.execute(db);
  await sql`update postings set base_amount = amount where exists (
      select 1 from journal_transactions t
      where t.company_id = postings.company_id and t.id = postings.transaction_id and t.valued)`.execute(db);
  await sql`create index journal_transactions_unvalued on journal_transactions (company_id, date)
    where not valued`.execute(db);

  await db.schema
    .alterTable('account_balances')
    .addColumn('base_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('account_balances')
    .addColumn('valued_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sumBalancesAnew(db);

  for (const table of ['invoices', 'bills']) {
    await db.schema.alterTable(table).addColumn('exchange_rate', 'bigint').execute();
  }
  await db.schema
    .alterTable('manual_journal_entries')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('manual_journal_entries').addColumn('exchange_rate', 'bigint').execute();
  await sql`update manual_journal_entries set currency =
    (select currency from companies where companies.id = manual_journal_entries.company_id)`.execute(db);
  for (const table of ['client_payment_allocations', 'supplier_payment_allocations']) {
    await db.schema.alterTable(table).addColumn('base_amount', 'bigint').execute();
  }
  await addSystemAccounts(db, GAIN_ACCOUNTS);
  await addRevaluations(db);
  if (isPostgres(db)) await collateTextBytewise(db);
}

/**
 * A currency revaluation and its lines: each foreign balance revalued at the rate of its date, with
 * what it was worth in the books before and what it is worth at the rate.
 */
async function addRevaluations(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'currency_revaluations')
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await companyTable(db, 'currency_revaluation_lines')
    .addColumn('revaluation_id', 'bigint', (col) => col.notNull())
    .addColumn('account_id', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('balance', 'bigint', (col) => col.notNull())
    .addColumn('rate', 'bigint', (col) => col.notNull())
    .addColumn('book_value', 'bigint', (col) => col.notNull())
    .addColumn('revalued_value', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint(
      'currency_revaluation_lines_revaluation_fk',
      ['company_id', 'revaluation_id'],
      'currency_revaluations',
      ['company_id', 'id'],
    )
    .addForeignKeyConstraint('currency_revaluation_lines_account_fk', ['company_id', 'account_id'], 'accounts', [
      'company_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('currency_revaluation_lines_revaluation')
    .on('currency_revaluation_lines')
    .columns(['company_id', 'revaluation_id'])
    .execute();
}

async function sumBalancesAnew(db: Kysely<unknown>): Promise<void> {
  await sql`delete from account_balances`.execute(db);
  const day = sql`cast(date as varchar(10))`;
  for (const [kind, period] of [
    ['Y', sql`substr(${day}, 1, 4)`],
    ['M', sql`substr(${day}, 1, 7)`],
    ['D', day],
  ] as const) {
    const base = sql`sum(coalesce(base_amount, 0))`;
    const valued = sql`sum(case when base_amount is null then 0 else amount end)`;
    await sql`insert into account_balances
        (company_id, account_id, kind, period, currency, amount, base_amount, valued_amount)
      select company_id, account_id, ${kind}, ${period}, currency, sum(amount), ${base}, ${valued}
      from postings
      group by company_id, account_id, ${period}, currency
      having sum(amount) <> 0 or ${base} <> 0 or ${valued} <> 0`.execute(db);
  }
}
