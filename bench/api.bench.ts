/**
 * Measures the main calls through the HTTP layer (fastify.inject) on an embedded database file,
 * as the server runs them: `npm run bench`. SQLITE_SYNCHRONOUS=normal|full is honoured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bench } from 'tinybench';
import { buildApp } from '../src/app.js';
import { createCompany } from '../src/companies/company-service.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createUser } from '../src/users/user-service.js';

const folder = mkdtempSync(join(tmpdir(), 'accounting-bench-'));
const config = { ...loadConfig(), databaseUrl: join(folder, 'bench.sqlite'), logLevel: 'silent' };
const db = await openDatabase(config);
const app = await buildApp(config, db);
const company = await createCompany(db, { name: 'Bench Ltd', currency: 'GBP' });
const user = await createUser(db, { companyId: company.id, username: 'bench' });
const authorization = `Basic ${Buffer.from(`bench:${user.apiKey}`).toString('base64')}`;

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, payload });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const client = await call<{ id: number }>('POST', '/clients', { name: 'Client' });
const bank = await call<{ id: number }>('POST', '/bankAccounts', { name: 'Current' });
const line = (n: number) => ({ quantity: n, rate: '120.50', salesTaxCode: 'STANDARD', description: `Item ${n}` });
const invoiceBody = (lines: number) => ({
  clientId: client.id,
  currency: 'GBP',
  issueDate: '2026-11-01',
  dueDate: '2026-11-30',
  invoiceLines: Array.from({ length: lines }, (_, index) => line(index + 1)),
});
const tenLines = await call<{ id: number }>('POST', '/invoices', invoiceBody(10));
for (let index = 0; index < 200; index += 1) await call('POST', '/invoices', invoiceBody(3));

const bench = new Bench({ time: 2000 });
bench
  .add('GET one invoice with 10 lines', () => call('GET', `/invoices/${tenLines.id}`))
  .add('GET a page of 100 invoices with their lines', () => call('GET', '/invoices?limit=100'))
  .add('POST an invoice with 3 lines (and its postings)', () => call('POST', '/invoices', invoiceBody(3)))
  .add('POST a client payment (allocation and postings)', async () => {
    const invoice = await call<{ id: number }>('POST', '/invoices', invoiceBody(1));
    await call('POST', '/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '10.00',
      dateReceived: '2026-11-15',
      invoiceIds: [invoice.id],
    });
  })
  .add('GET the trial balance', () => call('GET', '/reports/trialBalance?date=2026-12-31'));

await bench.run();
console.table(bench.table());
await app.close();
await db.destroy();
rmSync(folder, { recursive: true, force: true });
