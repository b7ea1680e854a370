import type { FastifyInstance } from 'fastify';
import type { Permission } from '../auth/permissions.js';

/**
 * The sections of the settings, each offered to a user whose rights allow what the API's call that
 * lists its records needs.
 */
const SETTINGS_SECTIONS: { name: string; path: string; permission: Permission; about: string }[] = [
  {
    name: 'Company',
    path: '/settings/company',
    permission: 'read',
    about: 'its name, address and other details, its logo and its lock date',
  },
  // GET /apiKeys: every user may manage their own keys; their users are an admin's.
  {
    name: 'Users and keys',
    path: '/settings/users',
    permission: 'authenticated',
    about: 'who signs in, and their API keys',
  },
  { name: 'Webhooks', path: '/settings/webhooks', permission: 'admin', about: 'the addresses told of what changes' },
];

/** The settings' index: a link to each section the user may use. */
export function settingsPages(app: FastifyInstance): void {
  app.get('/settings', { schema: { hide: true }, config: { permission: 'read' } }, (_request, reply) =>
    reply.view('settings', {
      title: 'Settings',
      current: 'Settings',
      sections: SETTINGS_SECTIONS.filter(({ permission }) => reply.locals?.may(permission)),
    }),
  );
}
