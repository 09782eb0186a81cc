import type { PasswordHasher } from '../adapters/passwords.ts';
import type { PictureStorage } from '../adapters/picture-storage.ts';
import type { PaymentProcessor } from '../adapters/processors/processor.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionRow } from './sessions.ts';

/** What every use case may use. Built once at boot (or per test), never imported as a global. */
export type Deps = {
  db: Db;
  config: Config;
  clock: () => Date;
  passwords: PasswordHasher;
  pictures: PictureStorage;
  /** The configured payment processor (sandbox or FedaPay). */
  processor: PaymentProcessor;
  /** The sessions this process has looked up (see common/session-cache.ts). */
  sessionCache: SessionCache<SessionRow>;
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
