import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The prefix of a secret stored encrypted: `v1:<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM. */
const SEALED = 'v1:';

/**
 * A secret as stored: encrypted with TOTP_ENCRYPTION_KEY (AES-256-GCM, a random 96-bit IV, `context` as associated
 * data: the admin's id for a TOTP secret, so a row copied to another admin does not open; the settings key for the
 * VAPID private key), or in clear without a key.
 */
export function sealSecret(key: Buffer | undefined, context: string, secret: string): string {
  if (key === undefined) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return `${SEALED}${parts.join('.')}`;
}

/** The secret of a stored one (a secret stored in clear, from before a key was set, reads as is). */
export function openSecret(key: Buffer | undefined, context: string, stored: string): string {
  if (!stored.startsWith(SEALED)) return stored;
  if (key === undefined) throw new Error('a secret is encrypted but TOTP_ENCRYPTION_KEY is not set');
  const [iv = '', tag = '', sealed = ''] = stored.slice(SEALED.length).split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** Whether a stored secret is encrypted (else it was stored in clear, before a key was set). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

/**
 * Bytes sealed by the same scheme (AES-256-GCM, a random 96-bit IV, `context` as associated data), for files: the IV
 * (12 bytes), the tag (16 bytes), then the ciphertext, as one buffer. Unlike a secret, a file is never kept in clear:
 * the key is required.
 */
export function sealBytes(key: Buffer, context: string, bytes: Uint8Array): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** The bytes of a sealed buffer; throws when the key, the context or a byte is not the one sealed. */
export function openBytes(key: Buffer, context: string, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}
