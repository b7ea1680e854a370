import type { FastifyInstance } from 'fastify';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { agedBalances } from '../reports/aged-balances.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { profitThisYear } from './dashboard-profit.js';
import { writersFor } from './web-format.js';

/** Bank accounts a dashboard lists; a company with more reads them on the Bank page. */
const DASHBOARD_BANK_ACCOUNTS = 50;

/**
 * The dashboard: what clients owe and how much of it is overdue, what is owed to suppliers, the bank
 * balances, and the profit of the financial year to date with its income and expenses by month.
 */
export function dashboardPages(app: FastifyInstance, { db }: ModuleOptions): void {
  app.get('/', { schema: { hide: true }, config: { permission: 'read' } }, async (request, reply) => {
    const { companyId } = request.principal;
    const date = today();
    const [company, receivables, payables, bank] = await Promise.all([
      getCompanySettings(db, companyId),
      agedBalances(db, companyId, 'receivables', { date }),
      agedBalances(db, companyId, 'payables', { date }),
      bankAccountService.list(db, companyId, { limit: DASHBOARD_BANK_ACCOUNTS }),
    ]);
    const write = writersFor(company);
    const profit = await profitThisYear(db, companyId, company.yearStart, write);
    return reply.view('dashboard', {
      title: 'Dashboard',
      current: 'Dashboard',
      date: write.date(date),
      clientsOwe: write.money(receivables.totals.total),
      clientsOverdue: write.money(receivables.totals.total - receivables.totals.notDue),
      owedToSuppliers: write.money(payables.totals.total),
      profit,
      bankAccounts: bank.items.map((account) => ({
        id: account.id,
        name: account.name,
        balance: write.money(account.balance, account.currency),
      })),
    });
  });
}
