import type { Readable, Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { exportCompanyBooks, importCompanyBooks } from '../companies/company-books-service.js';
import { HostedCompany, HostedCompanyChange } from '../companies/company-schemas.js';
import {
  changeHostedCompany,
  createCompany,
  getHostedCompany,
  listHostedCompanies,
} from '../companies/company-service.js';
import { COMPANY_TABLES } from '../db/company-tables.js';
import { refreshStatistics } from '../db/statistics.js';
import { inTransaction } from '../db/write.js';
import { answerList } from '../shared/list-stream.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { ListQuery } from '../shared/pagination.js';
import { IdParams } from '../shared/schemas.js';
import { createUser } from '../users/user-service.js';
import { CompanyBooks, HostedCompanyCreate, HostedCompanyWithOwner, ImportedCompany } from './hosting-schemas.js';

const TAG = 'Companies of the installation';
const OPERATOR = { permission: 'operator' } as const;
const BOOKS_TYPE = 'application/json';

/** The companies an installation hosts, as its operator manages them: what the CLI does, over HTTP. */
export const hostingRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/companies',
    {
      config: OPERATOR,
      schema: {
        tags: [TAG],
        summary: "List the installation's companies",
        description:
          'In id order, disabled ones too. Without limit, the whole list, written as it is read; with limit (1–1000) and offset or after, one page, with X-Total-Count and a Link header with rel="next" when another page exists.',
        querystring: ListQuery,
        response: { 200: Type.Array(HostedCompany) },
      },
    },
    async (request, reply) =>
      answerList(request, reply, (page) => listHostedCompanies(db, page), {
        output: HostedCompany,
        show: (company) => company,
      }),
  );

  app.post(
    '/companies',
    {
      config: OPERATOR,
      schema: {
        tags: [TAG],
        summary: 'Make a company, with its books set up and its owner',
        description:
          'Answers the company and its owner with their first API key, this once: only its hash is stored. The owner authenticates on /api/v1 with HTTP Basic, their user name and the key. A user name taken in the installation is a 409, and makes no company.',
        body: HostedCompanyCreate,
        response: { 201: HostedCompanyWithOwner },
      },
    },
    async (request, reply) => {
      const { owner, ...company } = request.body;
      const made = await inTransaction(db, async (write) => {
        const { id } = await createCompany(write, company);
        const user = await createUser(write, { ...owner, companyId: id, role: 'owner' });
        return { ...(await getHostedCompany(write.trx, id)), owner: user };
      });
      return created(reply, made.id, made);
    },
  );

  app.get(
    '/companies/:id',
    {
      config: OPERATOR,
      schema: { tags: [TAG], summary: 'Get a company', params: IdParams, response: { 200: HostedCompany } },
    },
    async (request) => getHostedCompany(db, BigInt(request.params.id)),
  );

  app.patch(
    '/companies/:id',
    {
      config: OPERATOR,
      schema: {
        tags: [TAG],
        summary: 'Rename a company, or disable or enable it',
        description:
          "A disabled company keeps its books and users, but every call of its users' keys is answered 403, naming the company as disabled, from the commit of the change in every server process; enabled again, the keys work as before.",
        params: IdParams,
        body: HostedCompanyChange,
        response: { 200: HostedCompany },
      },
    },
    async (request) => changeHostedCompany(db, BigInt(request.params.id), request.body),
  );

  app.get(
    '/companies/:id/books',
    {
      config: OPERATOR,
      schema: {
        tags: [TAG],
        summary: "Export a company's books",
        description:
          'The complete books as one JSON document, as `cli company export` writes it, from one consistent snapshot, written as it is read: the company, its users with their API keys (hashes only) and every record. POST /admin/v1/companies/books imports it into another installation.',
        params: IdParams,
        produces: [BOOKS_TYPE],
        response: { 200: { ...CompanyBooks, description: 'The books of the company' } },
      },
    },
    async (request, reply) => {
      const id = BigInt(request.params.id);
      await getHostedCompany(db, id);
      const document = new PassThrough();
      exportCompanyBooks(db, id, writerTo(document)).then(
        () => document.end(),
        (error: unknown) => document.destroy(error as Error),
      );
      return reply
        .type(BOOKS_TYPE)
        .header('content-disposition', `attachment; filename="company-${id}-books.json"`)
        .send(document);
    },
  );

  await app.register(async (books) => {
    // The document is read as it arrives, a row at a time, never held whole.
    books.removeContentTypeParser(BOOKS_TYPE);
    books.addContentTypeParser(BOOKS_TYPE, (_request, payload, done) => done(null, payload));
    books.post(
      '/companies/books',
      {
        config: OPERATOR,
        schema: {
          tags: [TAG],
          summary: "Import a company's books",
          description:
            'Reads a document of GET /admin/v1/companies/{id}/books (or `cli company export`) into a new company, keeping every id, number, figure, user and key, in one transaction: a document that cannot be imported whole writes nothing (400 when it cannot be read, 409 when its company, a user name, a key or an id is already in this installation). The owner and users sign in with the keys they had. It must arrive whole within the request timeout.',
          body: CompanyBooks,
          response: { 201: ImportedCompany },
        },
      },
      async (request, reply) => {
        const imported = await importCompanyBooks(db, request.body as Readable);
        await refreshStatistics(db, ['companies', 'users', ...COMPANY_TABLES], (error) =>
          request.log.warn({ err: error }, "the planner's statistics were not gathered after an import"),
        );
        const company = await getHostedCompany(db, imported.company.id);
        return created(reply, company.id, { company, records: imported.records });
      },
    );
  });
};

/** Answers 201 with the company made, and where it is. */
const created = (reply: FastifyReply, id: bigint, body: object) =>
  reply.code(201).header('location', `/admin/v1/companies/${id}`).send(body);

/**
 * Writes to `stream` and waits while its buffer is full; once the answer is abandoned (the client
 * went away) the export stops, and its snapshot is let go.
 */
const writerTo = (stream: Writable) => async (text: string) => {
  if (stream.destroyed) throw new Error('The export was abandoned');
  if (!stream.write(text)) await drainedOrClosed(stream);
};

function drainedOrClosed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}
