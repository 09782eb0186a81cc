import { createHash, randomBytes } from 'node:crypto';

/** A session key: 256 random bits, URL-safe. Only its hash is stored. */
export function newApiKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

/** The opaque per-user handle the dashboard uses to name a user in admin actions; not a credential. */
export function newAuthorizationKey(): string {
  return `uak_${randomBytes(16).toString('base64url')}`;
}
