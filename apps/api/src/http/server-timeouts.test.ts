import { once } from 'node:events';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { serverTimeouts } from './server-timeouts.ts';

// The server's time limits over a real socket, with a client that sends its request slowly. The limits here are
// short (the defaults are 10 s, 30 s and 5 s: docs/configuration.md).

const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: '200',
  HTTP_BODY_TIMEOUT_MS: '400',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '200',
};

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A connection whose every byte received is kept, and whether the server closed it. */
async function open(to: number) {
  const socket: Socket = connect(to, '127.0.0.1');
  await once(socket, 'connect');
  const state = { received: '', closed: false };
  socket.on('data', (chunk: Buffer) => {
    state.received += chunk.toString('utf8');
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    state.closed = true;
  });
  return { socket, state };
}

/** Sends `head`, then `piece` every 50 ms, until the server closes the connection (at most 200 pieces). */
async function trickle(head: string, piece: string) {
  const { socket, state } = await open(port);
  socket.write(head);
  let sent = 0;
  while (!state.closed && sent < 200) {
    await sleep(50);
    if (!state.closed) socket.write(piece);
    sent += 1;
  }
  socket.destroy();
  const [statusLine = '', ...rest] = state.received.split('\r\n');
  return { statusLine, body: rest.at(-1) ?? '', closedBeforeTheEnd: sent < 200 };
}

const TIMEOUT = {
  error: 'request_timeout',
  message: 'Requête trop lente\u202f: elle n’est pas arrivée à temps. Réessayez.',
};

describe('the server’s time limits', () => {
  it('answers 408 and closes the connection of a client that sends its headers a line at a time', async () => {
    const answer = await trickle('GET /1xpay/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer.body)).toEqual(TIMEOUT);
    expect(answer.closedBeforeTheEnd).toBe(true);
  });

  it('answers 408 and closes the connection of a client that trickles its body a byte at a time', async () => {
    const answer = await trickle(
      'POST /1xpay/api/auth/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5000\r\n\r\n{"firstName":"',
      'a',
    );
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer.body)).toEqual(TIMEOUT);
    expect(answer.closedBeforeTheEnd).toBe(true);
  });

  it('closes a kept-alive connection that sends no further request', async () => {
    const { socket, state } = await open(port);
    socket.write('GET /1xpay/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    while (!state.closed) await sleep(50);
    // It was answered, kept alive, then closed by the server, not by the client.
    expect(state.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(state.received.toLowerCase()).toContain('connection: keep-alive');
  });

  it('still answers a request sent at an ordinary pace', async () => {
    expect((await t.visitor.get('/health')).status).toBe(200);
  });

  it('never bounds an answer: an event stream longer than every limit is received whole', async () => {
    const app = Fastify(serverTimeouts({ headersMs: 100, bodyMs: 200, keepAliveMs: 100 }));
    app.get('/events', (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      void (async () => {
        for (let event = 1; event <= 8; event += 1) {
          reply.raw.write(`data: ${event}\n\n`);
          await sleep(100);
        }
        reply.raw.end();
      })();
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { socket, state } = await open((app.server.address() as AddressInfo).port);
      socket.write('GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      while (!state.closed) await sleep(50);
      expect(state.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect([...state.received.matchAll(/data: (\d)\n\n/g)].map((match) => match[1])).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
      ]);
    } finally {
      await app.close();
    }
  });
});
