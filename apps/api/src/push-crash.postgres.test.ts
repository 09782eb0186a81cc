import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_SIZE, ROUNDS_AT_ONCE } from './push/deliver-campaign.ts';
import { MAX_DELIVERY_JOBS } from './push/start-campaign.ts';
import { queueCampaign, subscribeDevices, waitUntilSent } from './testing/push/push-fanout.ts';
import { type PushService, startPushService } from './testing/push/push-service.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';
import { kill } from './testing/servers/server-process.ts';

// Runs only in the PostgreSQL suite (npm run test:postgres). A server process, as `npm start` runs it, sends a
// campaign to 4,000 devices at a local push service and is killed with SIGKILL in the middle; another process takes
// the campaign over once the dead one's claims lapse (30 s). Nobody may get the campaign twice.

const DEVICES = 4_000;
const KILL_AFTER = 800;

describe('a server killed with SIGKILL in the middle of a campaign, then another', () => {
  let service: PushService;
  let cluster: ServerCluster;
  beforeAll(async () => {
    service = await startPushService();
    cluster = await startServerCluster('push', ['a'], undefined, { PUSH_SERVICE_ORIGINS: service.origin });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await service?.close();
  }, 60_000);

  it('finishes the campaign: each device gets it at most once, and at most its rounds in flight are lost', async () => {
    const { client, servers } = cluster;
    const [first] = servers;
    if (first === undefined) throw new Error('server did not start');
    const endpoints = await subscribeDevices(client, service, DEVICES);
    const id = await queueCampaign(client, 'Reprise après panne');

    await service.waitFor(KILL_AFTER, 60_000);
    expect(await kill(first)).toBe('SIGKILL');
    const atKill = service.received.length;
    // Killed mid-campaign, or the test would prove nothing.
    expect(atKill).toBeLessThan(DEVICES);
    await cluster.startAnother('a2');

    const counts = await waitUntilSent(client, id, 120_000);
    const received = service.received.map((message) => message.endpoint);
    expect(new Set(received).size).toBe(received.length);
    expect(received.every((endpoint) => endpoints.includes(endpoint))).toBe(true);
    expect(counts).toMatchObject({ status: 'sent', total: DEVICES, expired: 0, pending: 0 });
    expect(counts.sent + counts.failed).toBe(DEVICES);
    // Only the dead process's rounds in flight are lost: failed, some perhaps delivered, none sent again. It ran
    // the campaign's delivery jobs (MAX_DELIVERY_JOBS for 4,000 devices) up to JOB_CONCURRENCY (4 by default) at
    // once, each with its rounds in flight.
    const jobsAtOnce = Math.min(MAX_DELIVERY_JOBS, 4);
    expect(counts.failed).toBeLessThanOrEqual(ROUND_SIZE * ROUNDS_AT_ONCE * jobsAtOnce);
    expect(received.length).toBeGreaterThanOrEqual(counts.sent);
    expect(received.length - counts.sent).toBeLessThanOrEqual(counts.failed);
  }, 180_000);
});
