import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How often an open stream says it is alive (a comment): proxies close a connection silent for a minute. */
export const KEEP_ALIVE_MS = 15_000;
/** How long one stream stays open at most: the browser opens another, its session checked again. */
export const MAX_STREAM_MS = 10 * 60_000;
/** How long the browser waits before it opens the stream again after it ends. */
const RETRY_MS = 1_000;

export type EventStream = {
  /** Sends one event: its name and its data as JSON. */
  send(event: string, data: unknown): void;
  /** Ends the stream (the browser opens another after RETRY_MS). */
  end(): void;
  /** Runs when the stream ends, whoever ends it (the client leaving, the server closing, its time up). */
  onClose(handler: () => void): void;
};

/**
 * Answers with a server-sent event stream (text/event-stream, decision 049) that stays open: a `retry` line and a
 * first comment at once (the browser knows it is connected), a comment every KEEP_ALIVE_MS, ended after
 * `maxMs` (at most the session's end) so that the browser reconnects and is authenticated again. The server's time
 * limits bound only a request's arrival (decision 048): nothing cuts a stream while it sends. Fastify's hooks ran
 * as for any answer (authorization first, security headers, the access log when the stream ends).
 */
function openEventStream(streams: Set<PassThrough>, reply: FastifyReply, maxMs: number): EventStream {
  const stream = new PassThrough();
  streams.add(stream);
  const closers: (() => void)[] = [];
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const lifetime = setTimeout(() => stream.end(), Math.max(0, Math.min(maxMs, MAX_STREAM_MS)));
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    clearTimeout(lifetime);
    streams.delete(stream);
    for (const closer of closers) closer();
  };
  stream.on('close', close);
  stream.on('end', close);
  stream.on('finish', close);
  stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
  return {
    send(event, data) {
      if (!closed) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      stream.end();
    },
    onClose(handler) {
      if (closed) handler();
      else closers.push(handler);
    },
  };
}

/**
 * The event streams of the routes `app` declares: `open` answers a request with one. Those still open when the
 * server closes are ended first: an open stream would otherwise hold its shutdown forever.
 */
export function eventStreams(app: FastifyInstance): {
  open(reply: FastifyReply, maxMs: number): EventStream;
} {
  const streams = new Set<PassThrough>();
  app.addHook('preClose', (done) => {
    for (const stream of streams) stream.end();
    done();
  });
  return { open: (reply, maxMs) => openEventStream(streams, reply, maxMs) };
}
