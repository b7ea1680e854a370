import { randomBytes } from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, isUserName } from '../users/user-service.js';
import type { WebOptions } from './web-options.js';
import { isToken, SESSION_COOKIE, SIGN_IN_COOKIE } from './web-session-hooks.js';
import { endWebSession, startWebSession } from './web-session-service.js';

const SignIn = Type.Object({
  username: Type.String({ maxLength: 200 }),
  apiKey: Type.String({ maxLength: 200 }),
  _csrf: Type.Optional(Type.String({ maxLength: 100 })),
});

/** The sign-in form, which checks a user name and API key exactly as the API's Basic authentication does. */
export function signInPages(
  app: FastifyInstance,
  { db, config, now, throttle }: WebOptions,
  { base, idleMs }: { base: string; idleMs: number },
): void {
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl?.startsWith('https:') || request.protocol === 'https',
  });
  /** The form, with a new token of its own in a cookie and in a hidden field. */
  const signInForm = (request: FastifyRequest, reply: FastifyReply, data: Record<string, unknown> = {}) => {
    const token = randomBytes(32).toString('base64url');
    reply.setCookie(SIGN_IN_COOKIE, token, cookieOptions(request));
    return reply.view('sign-in', { title: 'Sign in', signInToken: token, ...data });
  };

  app.get('/sign-in', { schema: { hide: true } }, (request, reply) => signInForm(request, reply));

  app.post<{ Body: Static<typeof SignIn> }>(
    '/sign-in',
    { schema: { hide: true, body: SignIn } },
    async (request, reply) => {
      const refused = (message: string, status: number) =>
        signInForm(request, reply.code(status), { message, enteredName: request.body.username });
      if (!isToken(request.body._csrf ?? '', request.cookies[SIGN_IN_COOKIE] ?? '')) {
        return refused('The sign-in form was not sent from this page: sign in again.', 403);
      }
      const wait = throttle.refusal(request);
      if (wait !== undefined) {
        reply.header('retry-after', String(wait));
        return refused('Too many failed sign-ins: wait a few minutes before trying again.', 429);
      }
      const { username, apiKey } = request.body;
      const principal = await authenticate(db, username, apiKey, now());
      if (!principal) {
        throttle.failed(request, await isUserName(db, username));
        return refused('The user name or API key is wrong, or the key no longer works.', 401);
      }
      const sessionId = await startWebSession(db, principal, now(), idleMs);
      reply.clearCookie(SIGN_IN_COOKIE, { path: '/' });
      reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(request));
      return reply.redirect(`${base}/`, 303);
    },
  );
}

/** Ends the session at once: its cookie no longer signs anyone in. */
export function signOutPage(app: FastifyInstance, { db }: WebOptions, base: string): void {
  app.post('/sign-out', { schema: { hide: true }, config: { permission: 'authenticated' } }, signOut);
  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    await endWebSession(db, request.cookies[SESSION_COOKIE] ?? '');
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect(`${base}/sign-in`, 303);
  }
}
