import { errorBodySchema, paymentRefusalSchema } from '@1xpay/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveTransaction } from '../common/transitions.ts';
import { jobs } from '../db/schema.ts';
import { bannerPng } from '../seed/banner-png.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  master,
  type Signed,
  signIn,
  TEST_PASSWORD,
} from '../testing/fixtures.ts';
import {
  type Caller,
  type FuzzRequest,
  type FuzzSetup,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestsFor,
  shortened,
} from '../testing/fuzz-requests.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testServerUrl } from '../testing/test-database.ts';

// Every operation of the OpenAPI document, fuzzed: at least RUNS generated requests each (bodies, queries, headers,
// callers), none may answer 5xx, and every 4xx is in the error shape {error, message, fields?} with a known code.
// A failure prints the smallest request fast-check found, which replays with the seed it prints.

/**
 * 200 on PostgreSQL, the production database; 50 on PGlite, the same SQL engine, where what differs is the
 * driver and the one connection (the same generator, so the same shapes of request at a quarter of the count).
 * FUZZ_RUNS sets another count.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (testServerUrl() === undefined ? 50 : 200));
/**
 * The same requests on every run (CI stays reproducible); `FUZZ_SEED=random` draws new ones each run, and a
 * failure prints the seed and path that replay it (`FUZZ_SEED=<seed>`).
 */
const SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_124);
const WEBHOOK_SECRET = 'whsec_fuzz';

let sandbox: TestApp;
let fedapay: TestApp;
let picture: string;
/** Each app's one master admin (the database allows one); each operation's world opens its own sessions. */
const masters = new Map<TestApp, Signed>();

beforeAll(async () => {
  sandbox = await createTestApp();
  // FedaPay's webhooks are served only when FedaPay is the processor: a second app, whose FedaPay is unreachable.
  fedapay = await createTestApp({
    PAYMENT_PROCESSOR: 'fedapay',
    FEDAPAY_SECRET_KEY: 'sk_sandbox_fuzz',
    FEDAPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    FEDAPAY_API_URL: 'http://127.0.0.1:9',
  });
  const boss = await master(sandbox.deps);
  masters.set(sandbox, boss);
  masters.set(fedapay, await master(fedapay.deps));
  const uploaded = await sandbox.as(boss).send({
    method: 'POST',
    path: '/api/pictures',
    body: uploadBody(bannerPng(8, 4, [200, 40, 40])),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  picture = (uploaded.body as { data: string }).data;
});
afterAll(async () => {
  await sandbox?.close();
  await fedapay?.close();
});

const BOUNDARY = 'fuzz-boundary';
function uploadBody(bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * A fresh world for one operation (its own accounts and sessions, since the fuzzer may lock them, end their
 * sessions or revoke their rights): payments at the stages the admin calls act on, a job of each, and the values
 * that name them, to put into generated requests.
 */
async function worldFor(t: TestApp): Promise<FuzzSetup> {
  const d = t.deps;
  const boss = masters.get(t);
  if (boss === undefined) throw new Error('no master admin for this app');
  const staff = await agent(d, { countries: ['BJ'], allowedOperationsTypes: ['deposit', 'transfer'] });
  const client = await customer(d, { country: 'BJ' });
  const blocked = await customer(d, { authenticationStatus: 'blocked' });
  const stranger = await createUser(d, {
    country: 'TG',
    phoneNumber: `+22890${String(Date.now()).slice(-6)}`,
  });
  const references: string[] = [];
  for (const [statusCode, at] of [
    [204, []],
    [201, []],
    [235, [230, 235]],
    [231, [230, 231]],
  ] as const) {
    const row = await createTransaction(d, client.user, { statusCode: 204, country: 'BJ' });
    for (const to of at) {
      await d.db.transaction((tx) =>
        moveTransaction(tx, { reference: row.reference, to, source: 'system', now: t.clock.now() }),
      );
    }
    if (statusCode === 231) await createOperation(d, row.reference, staff.user.id);
    references.push(row.reference);
  }
  const queued = await d.db
    .insert(jobs)
    .values(
      references.map((reference, index) => ({
        kind: 'transaction.poll',
        payload: { reference },
        status: index % 2 === 0 ? 'failed' : 'queued',
        runAt: t.clock.now(),
        finishedAt: index % 2 === 0 ? t.clock.now() : null,
      })),
    )
    .returning({ id: jobs.id });
  const users = [boss.user, staff.user, client.user, blocked.user, stranger];
  const callers: Caller[] = [
    { name: 'master', apiKey: await signIn(d, boss.user, 'dashboard') },
    { name: 'agent', apiKey: staff.apiKey },
    { name: 'customer', apiKey: client.apiKey },
    { name: 'blocked customer', apiKey: blocked.apiKey },
    { name: 'master (app session)', apiKey: await signIn(d, boss.user, 'customer') },
    { name: 'visitor', apiKey: undefined },
    { name: 'forged key', apiKey: 'A'.repeat(43) },
  ];
  const setup: FuzzSetup = {
    callers,
    pools: {
      reference: [...references, '1XP-NOPE'],
      references: [references, references.slice(0, 1), []],
      authorizationKey: users.map((user) => user.authorizationKey),
      adminId: users.map((user) => user.id),
      uuid: users.map((user) => user.id),
      'user-uuid': users.map((user) => user.id),
      id: [...queued.map((job) => String(job.id)), '0', '-1'],
      login: users.flatMap((user) => [user.email, user.phoneNumber]),
      email: users.map((user) => user.email),
      password: [TEST_PASSWORD],
      phoneNumber: [...users.map((user) => user.phoneNumber), '+2290196000000'],
      payerPhone: ['+2290196000000', '+2290196000008', '+2290196123456', client.user.phoneNumber],
      beneficiaryPhone: ['+22890112233', '+2250701020304'],
      country: ['BJ', 'TG', 'CI', 'SN', 'GA', 'ZZ'],
      beneficiaryCountry: ['BJ', 'TG', 'CI', 'GA'],
      countries: [['BJ'], ['BJ', 'TG'], []],
      allowedOperationsTypes: [['deposit'], ['deposit', 'withdrawal', 'transfer'], []],
      currency: ['XOF', 'XAF', 'EUR'],
      amount: [100, 1_500, 10_000, 5_000_000, 0, -5, 2 ** 53],
      processor: ['sandbox', 'fedapay'],
      file: [picture.replace(/^.*\//, ''), 'nope.png'],
      picture: [picture],
      status: ['failed', 'pending', 'sent'],
      name: ['transaction.approved', 'transaction.declined', 'transaction.canceled', 'payout.sent'],
      entity: [{ id: 1, status: 'approved' }, { id: '1' }, null],
    },
  };
  return t === fedapay
    ? { ...setup, webhook: { secret: WEBHOOK_SECRET, now: () => Math.floor(t.clock.now().getTime() / 1000) } }
    : setup;
}

/** What is wrong with one answer, or nothing: never a 5xx; a 4xx in the error shape, with a known code. */
function problemWith(response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${response.statusCode} that is not JSON: ${response.body.slice(0, 200)}`;
  }
  // §8's refusals of a payment (422) carry their catalogue code beside the error and message.
  const schema = response.statusCode === 422 ? errorBodySchema.or(paymentRefusalSchema) : errorBodySchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return `${response.statusCode} not in the error shape: ${response.body.slice(0, 300)}`;
  if (parsed.data.message.trim() === '') return `${response.statusCode} with an empty message`;
  if (/\bat .+\.(ts|js):\d+/.test(response.body)) return `${response.statusCode} with a stack trace`;
  return undefined;
}

/**
 * One request's answer: whole, or, for an event stream (which stays open), as far as its first chunk, the stream
 * then left.
 */
async function answerOf(t: TestApp, options: FuzzRequest['options']) {
  const response = await t.app.inject({ ...options, payloadAsStream: true });
  const streaming = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  const stream = response.stream();
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (streaming) resolve();
    });
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  stream.destroy();
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

async function fuzz(t: TestApp, operation: Operation) {
  const setup = await worldFor(t);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requestsFor(operation, setup), async (request: FuzzRequest) => {
      const response = await answerOf(t, request.options);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemWith(response);
      if (problem !== undefined)
        throw new Error(
          shortened(`${request.options.method} ${request.options.url} as ${request.caller}: ${problem}`),
        );
    }),
    { numRuns: RUNS, seed: SEED },
  );
  return statuses;
}

describe(`the OpenAPI document's every operation, fuzzed (${RUNS} requests each)`, async () => {
  // The document is read from a server built the same way; the test app serves the same one.
  const probe = await createTestApp();
  const document = (await probe.visitor.get('/openapi.json')).body as OpenApiDocument;
  await probe.close();
  const operations = operationsOf(document);

  it('covers every operation the document lists', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s: no 5xx, every 4xx in the error shape',
    async (_name, operation) => {
      const t = operation.path.startsWith('/1xpay/webhooks/') ? fedapay : sandbox;
      const statuses = await fuzz(t, operation);
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(total).toBeGreaterThanOrEqual(RUNS);
    },
    120_000,
  );
});
