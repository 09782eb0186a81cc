import type { PasswordHasher } from '../adapters/passwords.ts';
import type { PictureStorage } from '../adapters/picture-storage.ts';
import type { Processors } from '../adapters/processors/processors.ts';
import type { SmsSender } from '../adapters/sms/sms.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Notifications } from '../db/notifications.ts';
import type { users } from '../db/schema.ts';
import type { NotifiedCache } from './notified-cache.ts';
import type { SessionRow } from './sessions.ts';

/** What every use case may use. Built once at boot (or per test), never imported as a global. */
export type Deps = {
  db: Db;
  config: Config;
  clock: () => Date;
  passwords: PasswordHasher;
  pictures: PictureStorage;
  /** The processor of each rail: mobile money (sandbox or FedaPay), card, bank (processors.ts). */
  processors: Processors;
  /** The configured SMS provider (log or Twilio, decision 055): the one-time codes. */
  sms: SmsSender;
  /** What this process keeps of the database, forgotten when the database announces a change (caches.ts). */
  caches: Caches;
  /** What the database announces (db/notifications.ts): the operations queue's live events listen to it. */
  notifications: Notifications;
};

export type Caches = {
  sessions: NotifiedCache<SessionRow>;
  settings: NotifiedCache<unknown>;
  histories: NotifiedCache<Buffer>;
};

export type UserRow = typeof users.$inferSelect;

export type Grant = { countries: string[]; allowedOperationsTypes: string[] };

/** Who is asking: the signed-in user behind a valid session. */
export type Actor = {
  user: UserRow;
  sessionId: string;
  sessionExpiresAt: Date;
  grant: Grant | null;
};

/** Facts about the request that use cases record (audit, throttling). */
export type RequestMeta = { ip: string; userAgent: string | null };
