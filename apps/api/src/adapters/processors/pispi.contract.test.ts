import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type FakePispi, startFakePispi } from '../../testing/pispi/fake-pispi.ts';
import { createTestCa, type Pem, type TestCa } from '../../testing/pispi/test-ca.ts';
import { PispiError, type PispiOptions, pispiClient, pispiProcessor, readPemSetting } from './pispi.ts';
import { pispiQrCrcHolds, pispiQrFields } from './pispi-qr.ts';
import { type CollectionRequest, type PaymentProcessor, WebhookRejected } from './processor.ts';

/**
 * The adapter's contract with a PI-SPI participant's « PI – API Business »: what the payments engine relies on,
 * checked over mutual TLS and OAuth2. It always runs against the fake participant (its CA and certificates made
 * here, at run time); with `PISPI_SANDBOX_URL` and the settings below it runs the shared checks against a real
 * participant's sandbox, so an operator proves the integration in one command once a participant sponsors us:
 *
 *   PISPI_SANDBOX_URL=https://…/piz/v1 PISPI_SANDBOX_TOKEN_URL=https://…/oauth/token \
 *   PISPI_SANDBOX_CLIENT_ID=… PISPI_SANDBOX_CLIENT_SECRET=… \
 *   PISPI_SANDBOX_CERT=client.pem PISPI_SANDBOX_KEY=client.key PISPI_SANDBOX_CA=participant-ca.pem \
 *   PISPI_SANDBOX_ALIAS=<our alias> PISPI_SANDBOX_PAYER_ALIAS=<an alias of the sandbox that pays> \
 *   npx vitest run --project api pispi.contract
 *
 * Certificates and keys are PEM text or file paths (`PISPI_SANDBOX_CA` optional: the system's CAs otherwise).
 */

const SANDBOX_URL = process.env.PISPI_SANDBOX_URL ?? '';
const LIMIT_MS = 30_000;
if (SANDBOX_URL === '') {
  // biome-ignore lint/suspicious/noConsole: whoever runs the suite must read that the sandbox half did not run.
  console.info(
    'PI-SPI contract: checked against the fake participant only; set PISPI_SANDBOX_URL (and its settings) to check it against a participant’s sandbox.',
  );
}

const CLIENT_ID = 'business-test';
const CLIENT_SECRET = 'secret-de-test-0123456789';
const OUR_ALIAS = '3497a720-ab11-4973-9619-534e04f263a1';

type Target = { options: Omit<PispiOptions, 'pollEveryMs' | 'webhookSecret'>; payerAlias: string };

const reference = () => `1XP-PISPI-${randomBytes(4).toString('hex').toUpperCase()}`;

function collection(payerAlias: string, country = 'BJ'): CollectionRequest {
  const ref = reference();
  return {
    reference: ref,
    amount: 5000n,
    currency: 'XOF',
    country,
    operator: 'bank',
    payerPhone: payerAlias,
    description: `Dépôt ${ref}`,
    customer: { firstName: 'Test', lastName: 'Contrat', email: 'contrat@example.bj' },
  };
}

/** The checks any participant must pass, the fake or a sandbox. */
function contract(target: () => Target) {
  let processor: PaymentProcessor & { close(): void };
  const request = (() => {
    let made: CollectionRequest | undefined;
    return () => {
      made ??= collection(target().payerAlias);
      return made;
    };
  })();
  let opened: string | undefined;

  beforeAll(() => {
    processor = pispiProcessor({ ...target().options, webhookSecret: 'unused', pollEveryMs: 5000 });
  });
  afterAll(() => processor.close());

  it('opens a payment request to the payer’s alias, and finds the same one again by our reference', async () => {
    const first = await processor.initiateCollection(request());
    if ('refused' in first) throw new Error(`PI-SPI refused the payment request (${first.refused})`);
    opened = first.processorReference;
    expect(await processor.initiateCollection(request())).toEqual(first);
  });

  it('sends it to the payer’s bank or wallet app', async () => {
    if (opened === undefined) throw new Error('no payment request opened');
    expect(['pending', 'refused']).toContain((await processor.requestPayment(opened, request())).kind);
  });

  it('reads where it stands as one of our statuses', async () => {
    if (opened === undefined) throw new Error('no payment request opened');
    const status = await processor.getCollectionStatus(
      { processorReference: opened, payerPhone: target().payerAlias, askedAt: new Date() },
      new Date(),
    );
    expect(['pending', 'paid', 'refused']).toContain(status.kind);
  });

  it('creates a payment to an alias, then sends it or says why not, one step a call', async () => {
    const payout = {
      reference: reference(),
      amount: 200n,
      currency: 'XOF',
      country: 'BJ',
      operator: 'bank',
      phone: target().payerAlias,
    };
    const created = await processor.payOut(payout);
    if (created.kind === 'failed') return expect(created.message).not.toBe('');
    expect(created.kind).toBe('created');
    if (created.kind !== 'created') return;
    const next = await processor.payOut({ ...payout, payoutReference: created.payoutReference });
    expect(['pending', 'sent', 'failed']).toContain(next.kind);
  });
}

let ca: TestCa;
let client: Pem;
let fake: FakePispi;

beforeAll(async () => {
  ca = createTestCa();
  client = ca.issue('client', CLIENT_ID);
  fake = await startFakePispi({
    tls: { ...ca.issue('server', 'participant-de-test'), ca: ca.cert },
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookSecret: 'whsec-pispi-de-test-0123456789',
  });
});
afterAll(() => fake.close());

const fakeOptions = (overrides: Partial<PispiOptions> = {}): PispiOptions => ({
  apiUrl: fake.url,
  tokenUrl: fake.tokenUrl,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  tls: { ...client, ca: ca.cert },
  alias: OUR_ALIAS,
  webhookSecret: fake.webhookSecret,
  pollEveryMs: 5000,
  ...overrides,
});

describe('PI-SPI contract, against the fake participant', () => {
  contract(() => ({ options: fakeOptions(), payerAlias: '+22997000042' }));
});

describe('PI-SPI adapter, against the fake participant', () => {
  let processor: PaymentProcessor & { close(): void };
  beforeAll(() => {
    processor = pispiProcessor(fakeOptions());
  });
  afterAll(() => processor.close());

  /** A payment request opened and sent: what requestPayment said. */
  async function ask(payerAlias: string, country = 'BJ') {
    const request = collection(payerAlias, country);
    const opened = await processor.initiateCollection(request);
    if ('refused' in opened) return { request, opened, asked: undefined };
    return { request, opened, asked: await processor.requestPayment(opened.processorReference, request) };
  }

  it('a request the payer accepts is paid, and was sent as the document asks: integer XOF, our alias, 521', async () => {
    const { request, opened, asked } = await ask('+22997000000');
    // What the payer acts on: the request's alias, and a QR of ours (payee, amount in francs), its CRC sound.
    expect(asked).toEqual({
      kind: 'pending',
      action: { kind: 'scan', qr: expect.any(String), alias: '+22997000000' },
    });
    const qr = asked?.kind === 'pending' && asked.action?.kind === 'scan' ? asked.action.qr : '';
    expect(pispiQrCrcHolds(qr)).toBe(true);
    expect(pispiQrFields(qr)?.get('54')).toBe('5000');
    if ('refused' in opened) throw new Error('refused');
    const status = await processor.getCollectionStatus(
      { processorReference: opened.processorReference, payerPhone: request.payerPhone, askedAt: new Date() },
      new Date(),
    );
    expect(status).toEqual({ kind: 'paid' });
    const record = fake.records.get(`demande:${request.reference}`);
    expect(record).toMatchObject({
      montant: 5000,
      payeAlias: OUR_ALIAS,
      categorie: '521',
      statut: 'IRREVOCABLE',
    });
    const created = fake.requests.find(
      (seen) => seen.method === 'POST' && (seen.body as { txId?: string })?.txId === request.reference,
    );
    expect(created?.clientCn).toBe(CLIENT_ID);
    expect(created?.body).toMatchObject({ txId: request.reference, montant: 5000, confirmation: true });
  });

  it('a request the payer refuses is 450, one that expires 451, one they cannot pay 460', async () => {
    expect((await ask('+22997000001')).asked).toEqual({ kind: 'refused', code: 450 });
    expect((await ask('+22997000002')).asked).toEqual({ kind: 'refused', code: 451 });
    expect((await ask('+22997000003')).asked).toEqual({ kind: 'refused', code: 460 });
  });

  it('a request that waits is pending until the payer answers', async () => {
    const { request, opened } = await ask('+22997000042');
    if ('refused' in opened) throw new Error('refused');
    const read = () =>
      processor.getCollectionStatus(
        {
          processorReference: opened.processorReference,
          payerPhone: request.payerPhone,
          askedAt: new Date(),
        },
        new Date(),
      );
    expect(await read()).toEqual({ kind: 'pending' });
    fake.answer(request.reference, 'expire');
    expect(await read()).toEqual({ kind: 'refused', code: 451 });
  });

  it('an alias nobody has is refused before the payer is asked (406); Gabon and XAF are not served (462)', async () => {
    expect((await ask('+22997000099')).opened).toEqual({ refused: 406 });
    const before = fake.requests.length;
    expect((await ask('+24106000000', 'GA')).opened).toEqual({ refused: 462 });
    expect(await processor.initiateCollection({ ...collection('+22997000000'), currency: 'XAF' })).toEqual({
      refused: 462,
    });
    expect(fake.requests.length).toBe(before);
    expect(processor.serves('GA', 'bank')).toBe(false);
    expect(processor.serves('SN', 'bank')).toBe(true);
  });

  it('an outage throws (the job retries); a request the participant finds malformed is refused (461)', async () => {
    fake.failNext(1, 503);
    await expect(processor.initiateCollection(collection('+22997000000'))).rejects.toMatchObject({
      name: 'PispiError',
      status: 503,
    });
    fake.failNext(1, 400);
    expect(await processor.initiateCollection(collection('+22997000000'))).toEqual({ refused: 461 });
  });

  it('a payment to an alias is created, then sent; one rejected once confirmed, or to no one, fails', async () => {
    const payout = {
      reference: reference(),
      amount: 7500n,
      currency: 'XOF',
      country: 'SN',
      operator: 'bank',
    };
    const created = await processor.payOut({ ...payout, phone: '+221770000000' });
    expect(created).toEqual({ kind: 'created', payoutReference: `${payout.reference}-V` });
    if (created.kind !== 'created') return;
    expect(fake.records.get(`paiement:${created.payoutReference}`)).toMatchObject({
      payeurAlias: OUR_ALIAS,
      montant: 7500,
      statut: 'INITIE',
    });
    const sent = { ...payout, phone: '+221770000000', payoutReference: created.payoutReference };
    expect(await processor.payOut(sent)).toEqual({ kind: 'sent', payoutReference: created.payoutReference });
    // Asked again (a retried job): it reads the state, never sends twice.
    expect(await processor.payOut(sent)).toEqual({ kind: 'sent', payoutReference: created.payoutReference });

    const rejected = { ...payout, reference: reference(), phone: '+221770000019' };
    const step = await processor.payOut(rejected);
    if (step.kind !== 'created') throw new Error(step.kind);
    expect(await processor.payOut({ ...rejected, payoutReference: step.payoutReference })).toEqual({
      kind: 'failed',
      message: 'PI-SPI a rejeté le paiement (AC06).',
    });
    expect(await processor.payOut({ ...payout, reference: reference(), phone: '+221770000099' })).toEqual({
      kind: 'failed',
      message: 'PI-SPI a rejeté le paiement (BE23).',
    });
  });

  it('a refund is a payment of the amount to the payer, under its own txId', async () => {
    const ref = reference();
    const created = await processor.refund({
      reference: ref,
      collectionReference: ref,
      amount: 5000n,
      currency: 'XOF',
      country: 'BJ',
      operator: 'bank',
      phone: '+22997000000',
    });
    expect(created).toEqual({ kind: 'created', refundReference: `${ref}-R` });
  });
});

describe('PI-SPI OAuth2 and mutual TLS, against the fake participant', () => {
  it('keeps one token for many calls, and takes a new one, once, when it is refused (401)', async () => {
    const processor = pispiProcessor(fakeOptions());
    try {
      const issued = fake.tokensIssued();
      await processor.initiateCollection(collection('+22997000042'));
      await processor.initiateCollection(collection('+22997000042'));
      expect(fake.tokensIssued()).toBe(issued + 1);
      fake.revokeTokens();
      const opened = await processor.initiateCollection(collection('+22997000042'));
      expect('processorReference' in opened).toBe(true);
      expect(fake.tokensIssued()).toBe(issued + 2);
    } finally {
      processor.close();
    }
  });

  it('renews the token shortly before it expires, without waiting for a refusal', async () => {
    let clock = Date.now();
    const processor = pispiProcessor(fakeOptions({ now: () => clock }));
    try {
      const issued = fake.tokensIssued();
      await processor.initiateCollection(collection('+22997000042'));
      clock += 3_539_000; // the fake's tokens live 3,600 s; renewed 60 s before
      await processor.initiateCollection(collection('+22997000042'));
      expect(fake.tokensIssued()).toBe(issued + 1);
      clock += 2_000;
      const before = fake.requests.length;
      await processor.initiateCollection(collection('+22997000042'));
      expect(fake.tokensIssued()).toBe(issued + 2);
      // A token call and the call itself: no 401 on the way.
      expect(fake.requests.slice(before).map((seen) => seen.path)).toEqual([
        '/oauth/token',
        '/piz/v1/demandes-paiements',
      ]);
    } finally {
      processor.close();
    }
  });

  it('a wrong client secret is an error that throws (the job retries), not a refusal', async () => {
    const processor = pispiProcessor(fakeOptions({ clientSecret: 'pas-le-bon-secret' }));
    try {
      const failure = await processor
        .initiateCollection(collection('+22997000000'))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PispiError);
      expect((failure as PispiError).status).toBe(401);
    } finally {
      processor.close();
    }
  });

  it('refuses at TLS a client whose certificate another CA signed, or without one: no request reaches it', async () => {
    const intruder = createTestCa('Autre autorite').issue('client', 'intrus');
    const before = fake.requests.length;
    for (const tls of [
      { ...intruder, ca: ca.cert },
      { cert: '', key: '', ca: ca.cert },
    ]) {
      const processor = pispiProcessor(fakeOptions({ tls }));
      try {
        const failure = await processor
          .initiateCollection(collection('+22997000000'))
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(Error);
        expect(failure).not.toBeInstanceOf(PispiError);
      } finally {
        processor.close();
      }
    }
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a participant whose server certificate our CA did not sign', async () => {
    const processor = pispiProcessor(fakeOptions({ tls: { ...client, ca: createTestCa('Autre').cert } }));
    try {
      const failure = await processor
        .initiateCollection(collection('+22997000000'))
        .catch((error: unknown) => error);
      // Node's name for a chain it cannot verify depends on what the server sent: either is the refusal.
      expect(['SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE']).toContain(
        (failure as { code?: string }).code,
      );
    } finally {
      processor.close();
    }
  });
});

describe('PI-SPI webhooks, against the fake participant', () => {
  let processor: PaymentProcessor & { close(): void };
  const received: { body: string; headers: IncomingMessage['headers'] }[] = [];
  const receiver = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: incoming.headers });
      answer.end();
    });
  });
  beforeAll(async () => {
    processor = pispiProcessor(fakeOptions());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    processor.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  function rejection(run: () => void): string | undefined {
    try {
      run();
      return undefined;
    } catch (error) {
      if (error instanceof WebhookRejected) return error.reason;
      throw error;
    }
  }

  it('registers our callback, hears a request accepted and one refused, signed: each a collection’s status', async () => {
    // Registering a webhook is a setup call, with its own scope.
    const client = pispiClient(fakeOptions({ scope: 'webhook.write' }));
    try {
      const { port } = receiver.address() as AddressInfo;
      const registered = await client.call(
        {
          method: 'POST',
          path: '/webhooks',
          body: { callbackUrl: `http://127.0.0.1:${port}/1xpay/webhooks/pispi` },
        },
        z.looseObject({ secret: z.string() }),
      );
      expect(registered.secret).toBe(fake.webhookSecret);
    } finally {
      client.close();
    }
    const accepted = collection('+22997000000');
    const refused = collection('+22997000001');
    for (const request of [accepted, refused]) {
      await processor.initiateCollection(request);
      await processor.requestPayment(request.reference, request);
    }
    await expect.poll(() => received.length).toBe(2);
    const heard = received.map(({ body, headers }) => processor.verifyWebhook(body, headers, new Date()));
    expect(heard.map((event) => event.collection)).toEqual([
      { processorReference: accepted.reference, status: { kind: 'paid' } },
      { processorReference: refused.reference, status: { kind: 'refused', code: 450 } },
    ]);
    expect(heard[0]?.id).toMatch(/^PAIEMENT_RECU:ESNB001/);
    expect(heard[1]?.id).toMatch(/^RTP_REJETE:ESNB001/);
  });

  it('refuses a body changed, another secret, a signature missing or malformed', () => {
    const event = { evCode: 'PAIEMENT_RECU', txId: '1XP-A', end2endId: 'E1', montant: 5000 };
    const good = fake.signedEvents([event]);
    const check = (body: string, headers: Record<string, string>) =>
      rejection(() => processor.verifyWebhook(body, headers, new Date()));
    expect(check(good.body, good.headers)).toBeUndefined();
    expect(check(good.body.replace('5000', '9000'), good.headers)).toBe('badSignature');
    const other = fake.signedEvents([event], 'un-autre-secret');
    expect(check(other.body, other.headers)).toBe('badSignature');
    expect(check(good.body, {})).toBe('missingSignature');
    expect(check(good.body, { 'x-signature': 'abc' })).toBe('missingSignature');
    const notEvents = fake.signedEvents([]);
    expect(check(notEvents.body, notEvents.headers)).toBe('badPayload');
  });
});

describe('readPemSetting', () => {
  it('takes PEM text (its line breaks written \\n or not) and refuses what holds no PEM block', () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    expect(readPemSetting(pem, '/')).toBe(pem);
    expect(readPemSetting(pem.replace(/\n/g, '\\n'), '/')).toBe(pem);
    expect(() => readPemSetting('/dev/null', '/')).toThrow(/PEM/);
  });
});

describe.skipIf(SANDBOX_URL === '')(
  `PI-SPI contract, against a participant’s sandbox${SANDBOX_URL === '' ? ' (skipped: PISPI_SANDBOX_URL is not set)' : ''}`,
  { timeout: LIMIT_MS },
  () => {
    const env = (name: string) => process.env[name] ?? '';
    const pem = (name: string) => readPemSetting(env(name), process.cwd());
    contract(() => ({
      options: {
        apiUrl: SANDBOX_URL,
        tokenUrl: env('PISPI_SANDBOX_TOKEN_URL'),
        clientId: env('PISPI_SANDBOX_CLIENT_ID'),
        clientSecret: env('PISPI_SANDBOX_CLIENT_SECRET'),
        tls: {
          cert: pem('PISPI_SANDBOX_CERT'),
          key: pem('PISPI_SANDBOX_KEY'),
          ca: env('PISPI_SANDBOX_CA') === '' ? undefined : pem('PISPI_SANDBOX_CA'),
        },
        alias: env('PISPI_SANDBOX_ALIAS'),
      },
      payerAlias: env('PISPI_SANDBOX_PAYER_ALIAS'),
    }));
  },
);
