import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/**
 * The `webhook-signature` header of Standard Webhooks: for each secret, `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` keyed by the secret's base64-decoded part, separated by spaces.
 */
export function signatures(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => `v1,${sign(secret, `${id}.${timestamp}.${body}`)}`).join(' ');
}

const sign = (secret: string, content: string) =>
  createHmac('sha256', Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64'))
    .update(content)
    .digest('base64');
