import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  campaignCounts,
  queueCampaign,
  subscribeDevices,
  waitUntilSent,
} from '../../apps/api/src/testing/push/push-fanout.ts';
import { startPushService } from '../../apps/api/src/testing/push/push-service.ts';
import { type Started, start, stop } from '../../apps/api/src/testing/servers/server-process.ts';
import { createServerDatabase } from '../../apps/api/src/testing/test-database.ts';

/*
 * bench/push: a campaign's fan-out throughput. Starts a local push service (the tests' own: it checks each VAPID
 * JWT and decrypts each payload, as a real push service would) and P server processes as `npm start` runs them on a
 * fresh PostgreSQL database, subscribes N devices, queues one campaign and prints how long the fan-out took from the
 * queue to the campaign's end, in devices per second. It prints figures and never fails on time.
 *
 *   npm run bench:push -- [--n 10000] [--processes 1] [--database-url postgres://postgres@127.0.0.1:5432/test]
 */

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '1' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const devices = Number(values.n);
const processes = Number(values.processes);
if (!Number.isInteger(devices) || devices < 1 || devices > 200_000)
  throw new Error('--n : de 1 à 200 000 appareils');
if (!Number.isInteger(processes) || processes < 1 || processes > 4) throw new Error('--processes : de 1 à 4');

const service = await startPushService();
const database = await createServerDatabase(values['database-url']);
const folder = await mkdtemp(join(tmpdir(), '1xpay-bench-push-'));
const servers: Started[] = [];
const client = new pg.Client({ connectionString: database.url });
try {
  for (let index = 0; index < processes; index += 1) {
    servers.push(
      await start({
        DATABASE_URL: database.url,
        SEED_DEMO: '0',
        UPLOAD_DIR: folder,
        PUSH_SERVICE_ORIGINS: service.origin,
        // To profile the servers: BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
        ...(process.env.BENCH_NODE_OPTIONS === undefined
          ? {}
          : { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS }),
      }),
    );
  }
  await client.connect();
  const seeding = performance.now();
  await subscribeDevices(client, service, devices);
  console.log(`${devices} appareils abonnés en ${Math.round(performance.now() - seeding)} ms`);

  const started = performance.now();
  const id = await queueCampaign(client, 'Campagne de mesure');
  const counts = await waitUntilSent(client, id, 10 * 60_000);
  const elapsedMs = performance.now() - started;
  const final = await campaignCounts(client, id);
  console.log(
    [
      `bench:push — ${devices} appareils, ${processes} processus serveur`,
      `  campagne envoyée en ${(elapsedMs / 1000).toFixed(2)} s : ${Math.round(devices / (elapsedMs / 1000))} appareils/s`,
      `  envoyées ${final.sent}, échouées ${final.failed}, expirées ${final.expired} (reçues et déchiffrées par le service : ${service.received.length})`,
      `  statut ${counts.status}`,
    ].join('\n'),
  );
} finally {
  await client.end().catch(() => undefined);
  await Promise.all(servers.map(stop));
  await database.drop();
  await rm(folder, { recursive: true, force: true });
  await service.close();
}
