import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { Database } from '../db/database.js';
import type { Write } from '../db/write.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import { MERGE_PATCH_TYPE, MergePatch, patchedBody } from '../shared/merge-patch.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { getCompany } from './company-reads.js';
import { Company, CompanyUpdate } from './company-schemas.js';
import { getLogo, LOGO_LIMIT_BYTES, LOGO_MEDIA_TYPES, removeLogo, setLogo, updateCompany } from './company-service.js';

const AUDITED = auditedRecord('company', Company);
const PATCHABLE = { update: CompanyUpdate, output: Company };

const LogoImage = {
  content: Object.fromEntries(
    LOGO_MEDIA_TYPES.map((type) => [
      type,
      { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image.' }) },
    ]),
  ),
};

/**
 * A change of the caller's company, in one transaction with its entry in the audit trail; `change`
 * is given the company as it stood, locked.
 */
export function changeCompanyAudited(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  change: (write: Write, current: Company) => Promise<Company>,
  ifMatch: string | string[] | undefined = request.headers['if-match'],
): Promise<Company> {
  const { companyId } = request.principal;
  return auditTrail(request, reply, AUDITED, ifMatch).update(
    db,
    companyId,
    (write) => getCompany(write.trx, companyId),
    change,
  );
}

/** The company's version: the entity tag of the API's answer, which an If-Match names. */
export const companyVersion = (request: FastifyRequest, reply: FastifyReply, company: Company): string =>
  auditTrail(request, reply, AUDITED).tagOf(company);

export const companyRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  /** Writes the update that `body` makes of the company as it stands. */
  const changeCompany = (request: FastifyRequest, reply: FastifyReply, body: (current: Company) => CompanyUpdate) =>
    changeCompanyAudited(request, reply, db, (write, current) =>
      updateCompany(write, request.principal.companyId, body(current)),
    );

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

/** The company's logo, which its invoices and credit notes show: set, read and removed as an image. */
export const companyLogoRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  // Any body but JSON is read as bytes here, for the call to say which types it takes (415).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LOGO_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/company/logo',
    {
      bodyLimit: LOGO_LIMIT_BYTES,
      schema: {
        tags: ['Company'],
        summary: "Sets the company's logo, which its invoices and credit notes show",
        description: `The image is the body, sent as ${LOGO_MEDIA_TYPES.join(' or ')} (at most 1 MiB; 413 above). Its first bytes must be those of the type sent (422); a body of another type is refused (415). Answers the company.`,
        consumes: LOGO_MEDIA_TYPES,
        headers: IfMatchHeaders,
        response: { 200: Company },
      },
    },
    async (request, reply) => {
      const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      if (!LOGO_MEDIA_TYPES.includes(mediaType) || !Buffer.isBuffer(request.body)) throw unsupportedLogo();
      const image = request.body;
      return changeCompanyAudited(request, reply, db, (write) =>
        setLogo(write, request.principal.companyId, mediaType, image),
      );
    },
  );

  app.get(
    '/company/logo',
    {
      schema: {
        tags: ['Company'],
        summary: "The company's logo, as the image it was sent",
        response: { 200: LogoImage },
        problems: { 404: 'The company has no logo' },
      },
    },
    async (request, reply) => {
      const logo = await getLogo(db, request.principal.companyId);
      return reply.type(logo.mediaType).send(logo.image);
    },
  );

  app.delete(
    '/company/logo',
    {
      schema: {
        tags: ['Company'],
        summary: "Removes the company's logo",
        headers: IfMatchHeaders,
        response: { 200: Company },
        problems: { 404: 'The company has no logo' },
      },
    },
    async (request, reply) =>
      changeCompanyAudited(request, reply, db, (write) => removeLogo(write, request.principal.companyId)),
  );
};

const unsupportedLogo = () =>
  Object.assign(new Error(`A logo is sent as ${LOGO_MEDIA_TYPES.join(' or ')}`), { statusCode: 415 });
