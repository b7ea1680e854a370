import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import type { CrudService } from '../shared/crud-service.js';
import { ruleViolation } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import type { EventType } from './event-types.js';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointColumns,
  type EndpointRow,
  insertEndpoint,
  lockCompanyForNewEndpoint,
  lockEndpoint,
  pageEndpoints,
  replaceSecret,
  requireEndpoint,
  updateEndpoint,
} from './webhook-endpoint-repository.js';
import {
  ENDPOINTS_PER_COMPANY,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from './webhook-endpoint-schemas.js';
import { refusedTarget } from './webhook-targets.js';

/** How long the secret a rotation replaced keeps signing beside the new one: a day to deploy the new one. */
const ROTATION_OVERLAP_SECONDS = 24 * 60 * 60;

/** An endpoint as the API answers it; with its secret only in the answers of a create and a rotation. */
export type WebhookEndpointView = WebhookEndpoint & { secret?: string };

/** Standard Webhooks' form of a signing secret: whsec_ and the base64 of 24 random bytes. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  ...(row.description === null ? {} : { description: row.description }),
  eventTypes: row.event_types === null ? null : (JSON.parse(row.event_types) as EventType[]),
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  ...timestampsOf(row),
});

const withSecret = (row: EndpointRow): WebhookEndpointWithSecret => ({ ...toEndpoint(row), secret: row.secret });

/**
 * The columns of an endpoint as the input sets them. Why the service disabled it stays while it
 * stays disabled, and goes once it is enabled again.
 */
function columnsOf(input: WebhookEndpointInput, current?: EndpointRow): Omit<EndpointColumns, 'secret'> {
  const enabled = input.enabled ?? true;
  return {
    url: input.url,
    description: input.description ?? null,
    event_types: input.eventTypes ? JSON.stringify(input.eventTypes) : null,
    enabled,
    disabled_reason: enabled ? null : (current?.disabled_reason ?? null),
  };
}

/**
 * Refuses a URL that events cannot be sent to (422 naming url): one that is not absolute, or that
 * the rule on targets refuses (see refusedTarget). It may look
 * the host up, so it is called before the write's transaction, never within it.
 */
export async function assertDeliverableUrl(text: string, allowPrivate: boolean): Promise<void> {
  const refusal = await urlRefusal(text, allowPrivate);
  if (refusal) throw ruleViolation('Events cannot be sent to this URL', [{ path: 'url', message: refusal }]);
}

async function urlRefusal(text: string, allowPrivate: boolean): Promise<string | undefined> {
  if (!URL.canParse(text)) return 'must be an absolute URL';
  return refusedTarget(new URL(text), allowPrivate);
}

async function createEndpoint(db: Database | Write, companyId: bigint, input: WebhookEndpointInput) {
  return inTransaction(db, async (write) => {
    await lockCompanyForNewEndpoint(write.trx, companyId);
    if ((await countEndpoints(write.trx, companyId)) >= ENDPOINTS_PER_COMPANY) {
      throw ruleViolation(
        `A company has at most ${ENDPOINTS_PER_COMPANY} webhook endpoints: delete one it no longer needs first`,
      );
    }
    const columns = { ...columnsOf(input), secret: newSecret() };
    return withSecret(await insertEndpoint(write, companyId, await write.newId(), columns));
  });
}

export const webhookEndpointService = {
  async list(db: Executor, companyId, page) {
    const { rows, total } = await pageEndpoints(db, companyId, page);
    return { items: rows.map(toEndpoint), total };
  },
  get: async (db, companyId, id) => toEndpoint(await requireEndpoint(db, companyId, id)),
  create: createEndpoint,
  update: (db, companyId, id, input) =>
    inTransaction(db, async (write) => {
      const current = await lockEndpoint(write.trx, companyId, id);
      return toEndpoint(await updateEndpoint(write.trx, companyId, id, columnsOf(input, current)));
    }),
  remove: (db, companyId, id) =>
    inTransaction(db, async (write) => {
      const current = await lockEndpoint(write.trx, companyId, id);
      await deleteEndpoint(write, companyId, id);
      return toEndpoint(current);
    }),
} satisfies CrudService<WebhookEndpointInput, WebhookEndpointView>;

/** Gives the endpoint a new secret, answered this once; the one it replaces signs beside it for a day. */
export async function rotateSecret(db: Database | Write, companyId: bigint, id: bigint) {
  return inTransaction(db, async (write) => {
    await lockEndpoint(write.trx, companyId, id);
    return withSecret(await replaceSecret(write.trx, companyId, id, newSecret(), ROTATION_OVERLAP_SECONDS));
  });
}
