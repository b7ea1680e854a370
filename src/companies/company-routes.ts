import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../app.js';
import { Company, CompanyUpdate } from './company-schemas.js';
import { getCompany, updateCompany } from './company-service.js';

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
        summary: 'Renames the company or moves its lock date (the date up to which the books are closed)',
        body: CompanyUpdate,
        response: { 200: Company },
      },
    },
    async (request) => updateCompany(db, request.principal.companyId, request.body),
  );
};
