import { hash, randomBytes } from 'node:crypto';

/** A session key: 256 random bits, URL-safe. Only its hash is stored. */
export function newApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Every authenticated request hashes its key: the one-shot `hash` costs half of a Hash object's three calls. */
export function hashApiKey(apiKey: string): string {
  return hash('sha256', apiKey, 'hex');
}

/** The opaque per-user handle the dashboard uses to name a user in admin actions; not a credential. */
export function newAuthorizationKey(): string {
  return `uak_${randomBytes(16).toString('base64url')}`;
}
