import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type Money } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { type PartyBalance, partyBalance } from './party-balance.js';
import { ClientBalance, SupplierBalance } from './party-schemas.js';

/** What each client owes and each supplier is owed, per currency. */
export const partyBalanceRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, config }) => {
  const money = (amount: Money) => formatMoney(amount, config.moneyFormat);
  const parts = (balance: PartyBalance) => ({
    currency: balance.currency,
    credited: money(balance.credited),
    paid: money(balance.paid),
    refunded: money(balance.refunded),
    onAccount: money(balance.onAccount),
    outstanding: money(balance.outstanding),
  });

  app.get(
    '/clients/:id/balance',
    {
      schema: {
        tags: ['Clients'],
        summary: 'What the client owes, per currency',
        params: IdParams,
        response: { 200: ClientBalance },
      },
    },
    async ({ principal, params }) =>
      (await partyBalance(db, 'clients', principal.companyId, BigInt(params.id))).map((balance) => ({
        ...parts(balance),
        invoiced: money(balance.documented),
        writtenOff: money(balance.writtenOff),
      })),
  );
  app.get(
    '/suppliers/:id/balance',
    {
      schema: {
        tags: ['Suppliers'],
        summary: 'What the supplier is owed, per currency',
        params: IdParams,
        response: { 200: SupplierBalance },
      },
    },
    async ({ principal, params }) =>
      (await partyBalance(db, 'suppliers', principal.companyId, BigInt(params.id))).map((balance) => ({
        ...parts(balance),
        billed: money(balance.documented),
      })),
  );
};
