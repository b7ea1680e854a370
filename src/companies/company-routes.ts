import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../app.js';
import { Company } from './company-schemas.js';
import { getCompany } from './company-service.js';

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
};
