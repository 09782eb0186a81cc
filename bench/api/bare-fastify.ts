import Fastify from 'fastify';

/*
 * The reference of bench/api: bare Fastify on the same Node, answering {hello: 'world'} with no logger, no plugin
 * and no database. Prints "BARE <url>" once it listens on a free port of 127.0.0.1.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`BARE ${address}`);
