import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PushService } from './push-service.ts';

/**
 * A fan-out's setting, written straight into a server's database (for the tests and the benchmark that run the
 * server as a process): one customer with `count` devices subscribed at the local push service.
 */
export async function subscribeDevices(
  client: pg.Pool | pg.Client,
  service: PushService,
  count: number,
): Promise<string[]> {
  const suffix = randomUUID().slice(0, 8);
  const { rows } = await client.query<{ id: string }>(
    `insert into users (authorization_key, first_name, last_name, phone_number, country, email, password_hash)
     values ($1, 'Awa', 'Diallo', $2, 'BJ', $3, 'pas-de-mot-de-passe') returning id`,
    [randomUUID(), `+22901${String(Date.now() % 1e8).padStart(8, '0')}`, `fanout-${suffix}@example.bj`],
  );
  const userId = rows[0]?.id;
  const devices = Array.from({ length: count }, () => service.subscribe());
  for (let start = 0; start < devices.length; start += 5_000) {
    const slice = devices.slice(start, start + 5_000);
    await client.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
       select $1, * from unnest($2::text[], $3::text[], $4::text[])`,
      [
        userId,
        slice.map((device) => device.endpoint),
        slice.map((device) => device.keys.p256dh),
        slice.map((device) => device.keys.auth),
      ],
    );
  }
  return devices.map((device) => device.endpoint);
}

/** A campaign queued as `POST /api/pushToAllUsers` queues it (the campaign and its `push.broadcast` job). */
export async function queueCampaign(client: pg.Pool | pg.Client, title: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into push_campaigns (title, body) values ($1, 'Un message pour chaque appareil.') returning id`,
    [title],
  );
  const id = rows[0]?.id ?? '';
  await client.query(`insert into jobs (kind, payload) values ('push.broadcast', $1::jsonb)`, [
    JSON.stringify({ campaignId: id }),
  ]);
  return id;
}

export type CampaignCounts = {
  status: string;
  total: number;
  sent: number;
  failed: number;
  expired: number;
  pending: number;
};

/** The campaign's status and its deliveries counted by outcome, read from the database. */
export async function campaignCounts(client: pg.Pool | pg.Client, id: string): Promise<CampaignCounts> {
  const { rows } = await client.query<CampaignCounts>(
    `select c.status, c.total,
            count(*) filter (where d.status = 'sent')::int as sent,
            count(*) filter (where d.status = 'failed')::int as failed,
            count(*) filter (where d.status = 'expired')::int as expired,
            count(*) filter (where d.status in ('pending', 'sending', 'retry'))::int as pending
       from push_campaigns c left join push_deliveries d on d.campaign_id = c.id
      where c.id = $1 group by c.id`,
    [id],
  );
  const counts = rows[0];
  if (counts === undefined) throw new Error(`campaign ${id} not found`);
  return counts;
}

/** Waits until the campaign is sent (polling every 100 ms), or throws after `timeoutMs`. */
export async function waitUntilSent(
  client: pg.Pool | pg.Client,
  id: string,
  timeoutMs: number,
): Promise<CampaignCounts> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await campaignCounts(client, id);
    if (counts.status === 'sent') return counts;
    if (Date.now() > deadline) throw new Error(`campaign not sent in time: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
