import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import * as z from 'zod';
import { type PushSender, type VapidKeys, webPushSender } from '../adapters/web-push.ts';
import type { Deps } from '../common/context.ts';
import { isSealed, openSecret, sealSecret } from '../common/sealed-secrets.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

export const VAPID_SETTING = 'pushVapidKeys';
const storedKeys = z.object({ publicKey: z.string().min(20), privateKey: z.string().min(20) });

/**
 * Generated once: the first process to store its pair wins, every other reads that one. The private key is kept
 * encrypted with TOTP_ENCRYPTION_KEY like the two-factor secrets (decision 047; the settings key as associated
 * data). A key stored in clear (before the key was set, or before this change) is read as is and, when the key is
 * set, encrypted in place: only if the row still holds that clear key, so two processes starting at once agree.
 */
async function loadOrCreate(db: Db, key: Buffer | undefined): Promise<VapidKeys> {
  const generated = webpush.generateVAPIDKeys();
  const sealed = { ...generated, privateKey: sealSecret(key, VAPID_SETTING, generated.privateKey) };
  await db.insert(settings).values({ key: VAPID_SETTING, value: sealed }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, VAPID_SETTING));
  const stored = storedKeys.parse(row?.value);
  if (key !== undefined && !isSealed(stored.privateKey)) {
    const value = { ...stored, privateKey: sealSecret(key, VAPID_SETTING, stored.privateKey) };
    await db
      .update(settings)
      .set({ value })
      .where(
        and(eq(settings.key, VAPID_SETTING), sql`${settings.value} ->> 'privateKey' = ${stored.privateKey}`),
      );
  }
  return { publicKey: stored.publicKey, privateKey: openSecret(key, VAPID_SETTING, stored.privateKey) };
}

const keysOf = new WeakMap<Db, Promise<VapidKeys>>();
const sendersOf = new WeakMap<Db, Promise<PushSender>>();

/**
 * The server's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else the pair
 * generated on first use and kept in the database, its private key encrypted (so subscriptions outlive restarts).
 * Read once per process.
 */
export function vapidKeys(deps: Deps): Promise<VapidKeys> {
  if (deps.config.push.vapidKeys !== undefined) return Promise.resolve(deps.config.push.vapidKeys);
  let keys = keysOf.get(deps.db);
  if (keys === undefined) {
    keys = loadOrCreate(deps.db, deps.config.totpEncryptionKey);
    keysOf.set(deps.db, keys);
    keys.catch(() => keysOf.delete(deps.db));
  }
  return keys;
}

/** The process's Web Push sender, signed with the server's VAPID keys. */
export function pushSender(deps: Deps): Promise<PushSender> {
  let sender = sendersOf.get(deps.db);
  if (sender === undefined) {
    sender = vapidKeys(deps).then((keys) => webPushSender({ ...keys, subject: deps.config.push.subject }));
    sendersOf.set(deps.db, sender);
    sender.catch(() => sendersOf.delete(deps.db));
  }
  return sender;
}
