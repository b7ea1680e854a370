import type { FastifyInstance } from 'fastify';
import type { MoneyFormat } from '../shared/money.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the installation writes money, which the objects of the events a write announces are written in. */
    moneyFormat: MoneyFormat;
  }
}

/** Gives every request the installation's money format, which the events of its writes are written in. */
export function installEvents(app: FastifyInstance, moneyFormat: MoneyFormat): void {
  app.decorateRequest('moneyFormat', moneyFormat);
}
