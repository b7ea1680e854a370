import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { getCompany } from './company-reads.js';
import { Company, CompanyUpdate } from './company-schemas.js';
import { updateCompany } from './company-service.js';

const AUDITED = auditedRecord('company', Company);

export const companyRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/company',
    {
      schema: {
        tags: ['Company'],
        summary: 'The company whose books the authenticated user keeps',
        response: { 200: Company },
      },
    },
    async (request) => getCompany(db, request.principal.companyId),
  );

  app.put(
    '/company',
    {
      schema: {
        tags: ['Company'],
        summary:
          'Renames the company, sets the start of its financial year, or moves its lock date (the date up to which the books are closed)',
        body: CompanyUpdate,
        response: { 200: Company },
      },
    },
    async (request, reply) => {
      const { companyId } = request.principal;
      return auditTrail(request, reply, AUDITED).update(
        db,
        companyId,
        (write) => getCompany(write.trx, companyId),
        (write) => updateCompany(write, companyId, request.body),
      );
    },
  );
};
