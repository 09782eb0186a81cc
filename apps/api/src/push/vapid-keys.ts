import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import * as z from 'zod';
import { type PushSender, type VapidKeys, webPushSender } from '../adapters/web-push.ts';
import type { Deps } from '../common/context.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

const VAPID_SETTING = 'pushVapidKeys';
const storedKeys = z.object({ publicKey: z.string().min(20), privateKey: z.string().min(20) });

/** Generated once: the first process to store its pair wins, every other reads that one. */
async function loadOrCreate(db: Db): Promise<VapidKeys> {
  await db
    .insert(settings)
    .values({ key: VAPID_SETTING, value: webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, VAPID_SETTING));
  return storedKeys.parse(row?.value);
}

const keysOf = new WeakMap<Db, Promise<VapidKeys>>();
const sendersOf = new WeakMap<Db, Promise<PushSender>>();

/**
 * The server's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else the pair
 * generated on first use and kept in the database (so subscriptions outlive restarts). Read once per process.
 */
export function vapidKeys(deps: Deps): Promise<VapidKeys> {
  if (deps.config.push.vapidKeys !== undefined) return Promise.resolve(deps.config.push.vapidKeys);
  let keys = keysOf.get(deps.db);
  if (keys === undefined) {
    keys = loadOrCreate(deps.db);
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
