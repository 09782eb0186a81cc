import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type * as z from 'zod';

/**
 * Answers `{"data": [...]}` written out batch by batch as `batches` yields them (a use case reads them from the
 * database a batch at a time), so memory stays flat however long the list. Each item is checked against `item`
 * (the contract's schema, as the route's serialiser would check a whole answer) and written as it encodes.
 * The first batch is read before anything is sent, so that a refusal or an unreachable database is still an error
 * answer; a failure after the first bytes cuts the response: the client sees invalid JSON, never a list that
 * looks whole.
 */
export async function sendJsonList<S extends z.ZodType>(
  reply: FastifyReply,
  item: S,
  batches: AsyncGenerator<readonly z.input<S>[]>,
): Promise<void> {
  const first = await batches.next();
  const everyBatch = async function* () {
    if (first.done === true) return;
    yield first.value;
    yield* batches;
  };
  const chunks = async function* () {
    yield '{"data":[';
    let separator = '';
    for await (const batch of everyBatch()) {
      if (batch.length === 0) continue;
      yield separator + batch.map((entry) => JSON.stringify(item.encode(entry as z.output<S>))).join(',');
      separator = ',';
    }
    yield ']}';
  };
  reply.type('application/json; charset=utf-8').send(Readable.from(chunks(), { objectMode: false }));
  // Resolves once the answer is written: the route's handler ends after the stream, not before.
  await reply;
}

/** Answers JSON already checked against the route's schema and serialised (a kept answer): sent as it is. */
export function sendJsonBytes(reply: FastifyReply, answer: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer);
}
