import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { filterId } from '../shared/list-filters.js';
import { LIST_BATCH, streamList } from '../shared/list-stream.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { addNextPageLink } from '../shared/pagination.js';
import { AuditEntry, AuditQuery } from './audit-schemas.js';
import { type AuditEntryRow, auditLog } from './audit-service.js';

const EntryHead = Type.Omit(AuditEntry, ['before', 'after']);

/** The audit trail, read only: nothing in the API changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/auditLog',
    {
      schema: {
        tags: ['Audit trail'],
        summary: 'Every write to the books, newest first',
        description:
          'One entry per create, change or delete (a line call changes its document; a change of the lock date is a change of the company), written in the transaction of the write: a refused or failed write leaves none. Without limit, the whole trail; with limit, one page, with a Link header with rel="next" when the page is full.',
        querystring: AuditQuery,
        response: { 200: Type.Array(AuditEntry) },
      },
    },
    async (request, reply) => {
      const { recordType, recordId, userId, apiKeyId, action, from, to, limit, offset, after } = request.query;
      const companyId = request.principal.companyId;
      const filter = {
        recordType,
        recordId: filterId(recordId),
        userId: filterId(userId),
        apiKeyId: filterId(apiKeyId),
        action,
        from,
        to,
      };
      const page = { limit: limit ?? LIST_BATCH, offset, after: after === undefined ? undefined : BigInt(after) };
      const rows = await auditLog(db, companyId, filter, page);
      const text = entryText(reply);
      if (limit === undefined) {
        if (rows.length < LIST_BATCH) return sendJson(reply, `[${rows.map(text).join(',')}]`);
        return streamList(reply, rows, (next) => auditLog(db, companyId, filter, next), text);
      }
      const last = rows.at(-1);
      if (rows.length === limit && last) addNextPageLink(request, reply, { offset: undefined, after: last.id });
      return sendJson(reply, `[${rows.map(text).join(',')}]`);
    },
  );
};

/** An entry as JSON, its records written as they were kept: the text the write's answer had. */
function entryText(reply: FastifyReply) {
  const head = reply.compileSerializationSchema(EntryHead);
  return (row: AuditEntryRow) => {
    const fields = head({
      id: row.id,
      at: row.at,
      userId: row.user_id,
      username: row.username,
      apiKeyId: row.api_key_id ?? undefined,
      apiKeyName: row.api_key_name ?? undefined,
      method: row.method,
      path: row.path,
      recordType: row.record_type,
      recordId: row.record_id,
    });
    return `${fields.slice(0, -1)},"before":${row.before ?? 'null'},"after":${row.after ?? 'null'}}`;
  };
}

const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
