import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  master,
  labelledReference as ref,
  type Signed,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An open event stream as `signed`: what it has said so far, and a wait for an event that matches. */
async function openStream(signed: Signed) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/1xpay/admin/operation-queue/events',
    headers: { authorization: `Bearer ${signed.apiKey}`, accept: 'text/event-stream' },
    payloadAsStream: true,
  });
  const stream: Readable = response.stream();
  let text = '';
  const waiters = new Set<() => void>();
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const wake of waiters) wake();
  });
  const events = () =>
    [...text.matchAll(/event: changed\ndata: (.*)\n\n/g)].map(
      (match) => JSON.parse(match[1] ?? '') as { references: string[] },
    );
  return {
    response,
    text: () => text,
    events,
    /** Waits at most `ms` for an event naming `reference`; answers whether one came. */
    async eventFor(reference: string, ms: number): Promise<boolean> {
      const seen = () => events().some((event) => event.references.includes(reference));
      const deadline = Date.now() + ms;
      while (!seen() && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
      return seen();
    },
    close: () => stream.destroy(),
  };
}

describe('GET /1xpay/admin/operation-queue/events', () => {
  it('refuses a visitor (401) and a customer (403) before opening anything', async () => {
    const visitor = await t.visitor.get('/admin/operation-queue/events');
    expect(visitor.status).toBe(401);
    expect(errorOf(visitor)).toEqual(NO_SESSION);
    expect(visitor.headers['content-type']).toMatch(/^application\/json/);
    const client = await customer(t.deps);
    expect((await t.as(client).get('/admin/operation-queue/events')).status).toBe(403);
  });

  it('opens a stream that stays open, and tells the agent of a new operation of theirs within 2 s', async () => {
    const mine = await agent(t.deps);
    const other = await agent(t.deps);
    const stream = await openStream(mine);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers['cache-control']).toBe('no-cache, no-transform');
      const payer = await createUser(t.deps);
      const theirs = await createTransaction(t.deps, payer, { reference: ref('EV-THEIRS'), statusCode: 231 });
      await createOperation(t.deps, theirs.reference, other.user.id);
      const row = await createTransaction(t.deps, payer, { reference: ref('EV-MINE'), statusCode: 231 });
      const started = Date.now();
      await createOperation(t.deps, row.reference, mine.user.id);
      expect(await stream.eventFor(row.reference, 2_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
      // Another agent's operation is not theirs to hear of.
      expect(stream.events().flatMap((event) => event.references)).not.toContain(theirs.reference);
      expect(stream.text()).toMatch(/^retry: \d+\n: connected\n\n/);
    } finally {
      stream.close();
    }
  });

  it('tells the master of every agent’s operations, and of one taken from its agent', async () => {
    const boss = await master(t.deps);
    const someone = await agent(t.deps);
    const stream = await openStream(boss);
    try {
      const payer = await createUser(t.deps);
      const row = await createTransaction(t.deps, payer, { reference: ref('EV-MASTER'), statusCode: 231 });
      await createOperation(t.deps, row.reference, someone.user.id);
      expect(await stream.eventFor(row.reference, 2_000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends the open streams when the server closes, rather than holding its shutdown', async () => {
    const own = await createTestApp();
    const mine = await agent(own.deps);
    const response = await own.app.inject({
      method: 'GET',
      url: '/1xpay/admin/operation-queue/events',
      headers: { authorization: `Bearer ${mine.apiKey}` },
      payloadAsStream: true,
    });
    const ended = new Promise<void>((resolve) => response.stream().on('end', resolve).resume());
    const started = Date.now();
    await own.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
