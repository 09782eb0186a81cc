import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/*
 * The reference of bench/api: bare Fastify on the same Node, answering {hello: 'world'} with no logger, no plugin
 * and no database. Prints "BARE <url>" once it listens on a free port of 127.0.0.1.
 *
 * With BARE_ANSWER=<file> (JSON: {headers, body} with the body in base64), it answers GET / with exactly those
 * headers and bytes instead: the ceiling of an answer that size on this machine, whatever the server does to make it.
 */
const app = Fastify({ logger: false });
const recorded = process.env.BARE_ANSWER;
if (recorded === undefined) {
  app.get('/', async () => ({ hello: 'world' }));
} else {
  const answer = JSON.parse(readFileSync(recorded, 'utf8')) as {
    headers: Record<string, string | string[]>;
    body: string;
  };
  const body = Buffer.from(answer.body, 'base64');
  app.get('/', (_request, reply) => {
    reply.headers(answer.headers).send(body);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`BARE ${address}`);
