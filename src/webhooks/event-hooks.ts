import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { MoneyFormat } from '../shared/money.js';
import { sweepEventsRegularly } from './event-sweep.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the installation writes money, which the objects of the events a write announces are written in. */
    moneyFormat: MoneyFormat;
  }
}

/**
 * Gives every request the installation's money format, which the events of its writes are written
 * in, and sweeps the events regularly (overdue documents, events past their keeping).
 */
export function installEvents(app: FastifyInstance, db: Database, moneyFormat: MoneyFormat): void {
  app.decorateRequest('moneyFormat', moneyFormat);
  sweepEventsRegularly(app, db, moneyFormat);
}
