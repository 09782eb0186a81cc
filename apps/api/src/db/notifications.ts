import pg from 'pg';

/**
 * The channels the database's triggers notify on: `auth_changed` (migration 0018) carries a user's id,
 * `settings_changed` (migration 0019) a settings document's key, `history_changed` (migration 0020) the id of a
 * customer whose transactions changed, `operations_changed` (migration 0026) an operation's reference, the agent it
 * is assigned to and the one it was assigned to, separated by spaces (the operations queue's live events).
 */
export const CHANNELS = [
  'auth_changed',
  'settings_changed',
  'history_changed',
  'operations_changed',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** How often the listening connection proves it is still there, and how long it may take to answer. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
const RECONNECT_MS = 1_000;
/** How the listening connection names itself to the server (pg_stat_activity.application_name). */
export const LISTENER_NAME = '1xpay listener';

/**
 * What the database says through NOTIFY, handed to whoever subscribed in this process. `live` is true only while
 * every notification is heard; each time it changes (the listening connection lost, or back), `onReset`'s handlers
 * run: what was kept on the strength of notifications must be dropped, some may have been missed.
 */
export class Notifications {
  readonly #handlers = new Map<string, Set<(payload: string) => void>>();
  readonly #resets = new Set<() => void>();
  #live = false;

  get live(): boolean {
    return this.#live;
  }

  on(channel: Channel, handler: (payload: string) => void): () => void {
    let set = this.#handlers.get(channel);
    if (set === undefined) {
      set = new Set();
      this.#handlers.set(channel, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  onReset(handler: () => void): () => void {
    this.#resets.add(handler);
    return () => this.#resets.delete(handler);
  }

  dispatch(channel: string, payload: string): void {
    for (const handler of this.#handlers.get(channel) ?? []) handler(payload);
  }

  setLive(live: boolean): void {
    this.#live = live;
    for (const reset of this.#resets) reset();
  }
}

/**
 * Makes `client` listen on every channel and hand what it hears to `notifications`. Every pooled connection
 * listens too: the connection that commits a change hears its own notification before its COMMIT returns, so this
 * process forgets what changed before it answers the request that changed it.
 */
export async function listenOn(client: pg.ClientBase, notifications: Notifications): Promise<void> {
  client.on('notification', (message) => notifications.dispatch(message.channel, message.payload ?? ''));
  await client.query(CHANNELS.map((channel) => `LISTEN ${channel};`).join(' '));
}

/**
 * A connection of its own that listens for the other processes' notifications, for as long as the process runs:
 * reconnected after a restart or a failover (notifications are then `live` again, after a reset), and checked every
 * few seconds, since a peer that vanished (a failover to another host) sends no close. `Client` builds its
 * connections (db/hosts.ts: the one that finds the writable server among several). Never throws: a database
 * that is down leaves `live` false until it is back.
 */
export function keepListening(
  connection: pg.ClientConfig,
  notifications: Notifications,
  Client: typeof pg.Client = pg.Client,
): { stop(): Promise<void> } {
  let stopped = false;
  let current: pg.Client | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const drop = (client: pg.Client): Promise<void> => {
    client.removeAllListeners('notification');
    if (current === client) current = undefined;
    if (notifications.live) notifications.setLive(false);
    return client.end().catch(() => undefined);
  };
  const heartbeat = async (client: pg.Client): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), HEARTBEAT_TIMEOUT_MS);
    });
    const answered = client.query('select 1').then(
      () => true,
      () => false,
    );
    const ok = await Promise.race([answered, late]);
    clearTimeout(timer);
    return ok;
  };
  const run = async () => {
    while (!stopped) {
      const client = new Client({ ...connection, application_name: LISTENER_NAME });
      client.on('error', () => undefined);
      let ended = false;
      client.once('end', () => {
        ended = true;
        wake?.();
      });
      try {
        await client.connect();
        await listenOn(client, notifications);
      } catch {
        void drop(client);
        await pause(RECONNECT_MS);
        continue;
      }
      current = client;
      notifications.setLive(true);
      while (!stopped && !ended) {
        await pause(HEARTBEAT_MS);
        if (stopped || ended || !(await heartbeat(client))) break;
      }
      const ending = drop(client);
      if (stopped) await ending;
      else await pause(RECONNECT_MS);
    }
  };
  // run() handles every failure of the database itself; this only keeps an unforeseen one from ending the process
  // (notifications then stay not live: nothing is served from memory).
  const running = run().catch(() => {
    if (notifications.live) notifications.setLive(false);
  });
  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
