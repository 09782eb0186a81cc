import { performance } from 'node:perf_hooks';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only interfaces
  interface FastifyRequest {
    /** performance.now() when the handler was reached and when the answer was ready (see timeRequests). */
    marks?: { handler: number; answered: number };
  }
}

/** Probes would drown the log. */
const PROBE = /^\/1xpay\/(health|ready)\b/;

const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One log line per request, written when its answer is sent (Fastify's own controller writes two: on arrival and
 * on completion; each synchronous line was a tenth of a short call's time, decision 033). A request slower than
 * `slowMs` is logged at warn as `slow request`, with where its time went (see `timingsOf`). Every line carries the
 * request id (`requestId`) through the request's child logger.
 */
export class AccessLog extends LogController {
  readonly slowMs: number;

  constructor(slowMs: number) {
    super({ requestIdLogLabel: 'requestId', disableRequestLogging: (request) => PROBE.test(request.url) });
    this.slowMs = slowMs;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = roundMs(reply.elapsedTime);
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
      // An event stream is open on purpose for minutes (decision 049): its end is no slow request.
      reply.log.info({ req: request, res: reply, responseTime }, 'event stream ended');
    } else if (responseTime >= this.slowMs) {
      reply.log.warn(
        { req: request, res: reply, responseTime, timings: timingsOf(request, reply) },
        'slow request',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}

/**
 * Where a request's time went, in milliseconds: `beforeHandler` (routing, the session lookup and the role check,
 * reading and validating the body), `handler` (the use case with its database work, and serialising the answer),
 * `sending` (writing the answer to the socket), and `total`. A phase the request never reached (refused before
 * its handler) is absent.
 */
export function timingsOf(request: FastifyRequest, reply: FastifyReply): Record<string, number> {
  const total = reply.elapsedTime;
  const start = performance.now() - total;
  const marks = request.marks;
  if (marks === undefined) return { total: roundMs(total) };
  const timings: Record<string, number> = { beforeHandler: roundMs(marks.handler - start) };
  if (marks.answered > 0) {
    timings.handler = roundMs(marks.answered - marks.handler);
    timings.sending = roundMs(start + total - marks.answered);
  }
  timings.total = roundMs(total);
  return timings;
}

/** Marks when each request reaches its handler and when its answer is ready, for `timingsOf`. */
export function timeRequests(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    request.marks = { handler: performance.now(), answered: 0 };
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.marks !== undefined) request.marks.answered = performance.now();
    done(null, payload);
  });
}
