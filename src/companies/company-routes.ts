import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import { MERGE_PATCH_TYPE, MergePatch, patchedBody } from '../shared/merge-patch.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { getCompany } from './company-reads.js';
import { Company, CompanyUpdate } from './company-schemas.js';
import { updateCompany } from './company-service.js';

const AUDITED = auditedRecord('company', Company);
const PATCHABLE = { update: CompanyUpdate, output: Company };

export const companyRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  /** Writes the update that `body` makes of the company as it stands. */
  const changeCompany = (request: FastifyRequest, reply: FastifyReply, body: (current: Company) => CompanyUpdate) => {
    const { companyId } = request.principal;
    return auditTrail(request, reply, AUDITED).update(
      db,
      companyId,
      (write) => getCompany(write.trx, companyId),
      (write, current) => updateCompany(write, companyId, body(current)),
    );
  };

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
        headers: IfMatchHeaders,
        body: CompanyUpdate,
        response: { 200: Company },
      },
    },
    async (request, reply) => changeCompany(request, reply, () => request.body),
  );

  app.patch(
    '/company',
    {
      schema: {
        tags: ['Company'],
        summary: 'Changes some of the fields PUT /company takes, leaving the others as they are',
        description:
          'The body is a JSON Merge Patch (RFC 7396) of CompanyUpdate, sent as application/merge-patch+json or application/json: `"lockDate": null` opens every period, a field left out stays.',
        headers: IfMatchHeaders,
        consumes: [MERGE_PATCH_TYPE, 'application/json'],
        body: MergePatch(CompanyUpdate),
        response: { 200: Company },
      },
    },
    async (request, reply) =>
      changeCompany(request, reply, (current) => patchedBody(request, reply, PATCHABLE, current) as CompanyUpdate),
  );
};
