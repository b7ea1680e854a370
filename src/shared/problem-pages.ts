import { STATUS_CODES } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.js';
import { PROBLEM_TYPES, type ProblemType } from './problem-types.js';

const ProblemName = Type.Object({ name: Type.String({ maxLength: 64 }) });

/** A day: the pages change only with the service, and a problem's type is followed often. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The page of each problem type at `/problems/{name}`, where a problem's `type` leads: its title,
 * when it happens and what to do, as plain HTML that asks for no credentials.
 */
export function problemPages(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(
    '/problems/:name',
    { schema: { hide: true, params: ProblemName } },
    async (request, reply) => {
      const { name } = request.params;
      const type = Object.hasOwn(PROBLEM_TYPES, name) ? PROBLEM_TYPES[name] : undefined;
      if (type === undefined) throw notFound('Problem type', name);
      return reply.type('text/html; charset=utf-8').header('cache-control', CACHE_CONTROL).send(pageOf(name, type));
    },
  );
}

const titleOf = (type: ProblemType) =>
  type.status === undefined ? 'Client error' : `${type.status} ${STATUS_CODES[type.status]}`;

function pageOf(name: string, type: ProblemType): string {
  const title = escapeHtml(titleOf(type));
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}: ${escapeHtml(name)}</title></head>
<body>
<h1>${title}</h1>
<p>Problem type <code>${escapeHtml(name)}</code> of the Accounting API.</p>
<h2>When it happens</h2>
<p>${inlineCode(type.when)}</p>
<h2>What to do</h2>
<p>${inlineCode(type.whatToDo)}</p>
</body>
</html>
`;
}

/** The text, escaped, with its `backquoted` words set as code. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
