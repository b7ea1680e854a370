import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allows, type Permission, rightsOf } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { DomainError } from '../shared/errors.js';
import { sessionPrincipal } from './web-session-service.js';

export const SESSION_COOKIE = 'books_session';
/** The sign-in form's own token, before any session: so that no other site can sign a browser in. */
export const SIGN_IN_COOKIE = 'books_sign_in';
export const CSRF_FIELD = '_csrf';
const CSRF_HEADER = 'x-csrf-token';

/** What every page's layout shows of who is signed in. */
export interface PageLocals {
  base: string;
  signedInAs: string;
  companyName: string;
  csrfToken: string;
  /** Whether the signed-in key may do what a permission names: pages show only the buttons it allows. */
  may: (permission: Permission) => boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    locals?: PageLocals;
  }
  interface FastifyContextConfig {
    /** The route takes a form with a file (multipart/form-data), whose token `formWithFile` checks as it reads it. */
    takesFile?: boolean;
  }
}

/**
 * The form token of a session: derived from its id, which only the browser holds, so that a page
 * of another site, which cannot read the page nor the cookie, cannot send it.
 */
const csrfTokenOf = (sessionId: string): string =>
  createHash('sha256').update(`csrf\0${sessionId}`).digest('base64url');

/** Where the pages are reached: the path of PUBLIC_URL, or the root. */
export const basePath = (publicUrl: string | null): string =>
  publicUrl === null ? '' : new URL(publicUrl).pathname.replace(/\/$/, '');

/**
 * An onRequest hook: the session of the cookie gives the request its principal, as the API's key
 * does; without a live one, the browser is sent to the sign-in page.
 */
export function requireWebSession(db: Database, base: string, idleMs: number, now: () => number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const session = sessionId ? await sessionPrincipal(db, sessionId, now(), idleMs) : undefined;
    if (!sessionId || !session) {
      if (sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect(`${base}/sign-in`, 303);
    }
    request.principal = session.principal;
    reply.locals = pageLocals(session, sessionId, base);
  };
}

function pageLocals(
  { principal, companyName }: { principal: Principal; companyName: string },
  sessionId: string,
  base: string,
): PageLocals {
  const rights = rightsOf(principal);
  return {
    base,
    signedInAs: principal.username,
    companyName,
    csrfToken: csrfTokenOf(sessionId),
    may: (permission) => allows(rights, permission),
  };
}

/** A preHandler hook: a write carries its session's form token, as a form field or an htmx header, or is refused (403). */
export async function requireFormToken(request: FastifyRequest) {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  // A form with a file is read by its route only: its token is checked there, before the file's bytes.
  if (request.routeOptions.config.takesFile && request.isMultipart()) return;
  requireToken(request, (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD]);
}

/** Refuses (403) a write whose form field, or htmx header, does not carry its session's token. */
export function requireToken(request: FastifyRequest, field: unknown) {
  const sent = String(request.headers[CSRF_HEADER] ?? field ?? '');
  if (!isToken(sent, csrfTokenOf(request.cookies[SESSION_COOKIE] ?? ''))) {
    throw new DomainError('forbidden', 'The form was not sent from this page: reload it and try again');
  }
}

/** Whether a token sent is the one expected, compared in constant time; an empty one never is. */
export function isToken(sent: string, expected: string): boolean {
  const [given, wanted] = [Buffer.from(sent), Buffer.from(expected)];
  return wanted.length > 0 && given.length === wanted.length && timingSafeEqual(given, wanted);
}
