import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, PaymentRefused } from '../errors.ts';
import { isReachable, openDatabase } from './client.ts';
import { isDatabaseUnavailable, retryPauseMs } from './unavailable.ts';

/** An error as PostgreSQL sends it (node-postgres' DatabaseError), with its SQLSTATE. */
function serverError(code: string, message = 'from the server'): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it('is true for a database that restarts, is cut off, or has no room, however the error is wrapped', () => {
    const unavailable: [string, unknown][] = [
      ['57P01 admin_shutdown (restart, pg_terminate_backend)', serverError('57P01')],
      ['57P02 crash_shutdown', serverError('57P02')],
      ['57P03 cannot_connect_now (starting up)', serverError('57P03')],
      ['08006 connection_failure', serverError('08006')],
      ['08001 unable to connect', serverError('08001')],
      ['53300 too_many_connections', serverError('53300')],
      ['ECONNREFUSED', systemError('ECONNREFUSED')],
      ['ECONNRESET', systemError('ECONNRESET')],
      ['ETIMEDOUT', systemError('ETIMEDOUT')],
      ['ENOTFOUND', systemError('ENOTFOUND')],
      ['both addresses of localhost refused', new AggregateError([systemError('ECONNREFUSED')], '')],
      ['socket closed mid-query', new Error('Connection terminated unexpectedly')],
      ['connect timeout (client)', new Error('Connection terminated due to connection timeout')],
      ['connect timeout (pool)', new Error('timeout exceeded when trying to connect')],
      [
        'a client already broken',
        new Error('Client has encountered a connection error and is not queryable'),
      ],
      ['the pool closed at shutdown', new Error('Cannot use a pool after calling end on the pool')],
      ['a closed PGlite', new Error('PGlite is closed')],
      ['a PGlite closing', new Error('PGlite is closing')],
      ['drizzle wrapping a server error', wrapped(serverError('57P01'))],
      [
        'drizzle wrapping a rollback on a dead client',
        wrapped(new Error('Client was closed and is not queryable')),
      ],
      ['a cause two levels down', new Error('outer', { cause: wrapped(systemError('EPIPE')) })],
    ];
    for (const [name, error] of unavailable) expect(isDatabaseUnavailable(error), name).toBe(true);
  });

  it('is false for a bug, a constraint, a business refusal or anything that is not an error', () => {
    const others: [string, unknown][] = [
      ['unique violation', serverError('23505')],
      ['undefined table', serverError('42P01')],
      ['serialization failure', wrapped(serverError('40001'))],
      ['statement timeout', serverError('57014')],
      ['a plain bug', new TypeError('cannot read properties of undefined')],
      ['a typed error', new AppError('conflict', 'idempotencyInFlight')],
      ['a §8 refusal', new PaymentRefused(408)],
      ['a string', 'Connection terminated unexpectedly'],
      ['nothing', undefined],
      ['null', null],
      [
        'a cycle of causes',
        (() => {
          const error = new Error('loop');
          error.cause = error;
          return error;
        })(),
      ],
    ];
    for (const [name, error] of others) expect(isDatabaseUnavailable(error), name).toBe(false);
  });

  it('waits longer after each failure, up to 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryPauseMs)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});

describe('the errors the drivers really give', () => {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  /** A local port where something listens: `answer` decides what it does with each connection. */
  async function listening(answer: (socket: Socket) => void): Promise<number> {
    server = createServer((socket) => {
      sockets.add(socket);
      answer(socket);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  }

  it('PostgreSQL refusing or hanging up: unavailable', async () => {
    const refusedPort = await listening(() => undefined);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const hangingUpPort = await listening((socket) => socket.destroy());
    const hangUp = await openDatabase({
      engine: 'postgres',
      url: `postgres://u@127.0.0.1:${hangingUpPort}/d`,
    });
    const refused = await openDatabase({
      engine: 'postgres',
      url: `postgres://u@127.0.0.1:${refusedPort}/d`,
    });
    for (const database of [refused, hangUp]) {
      const error = await isReachable(database.db);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      await database.close();
    }
  });

  it('a server that accepts and then says nothing fails after the connect timeout instead of hanging', async () => {
    const silentPort = await listening(() => undefined);
    const silent = await openDatabase({
      engine: 'postgres',
      url: `postgres://u@127.0.0.1:${silentPort}/d`,
      connectTimeoutMs: 200,
    });
    const error = await isReachable(silent.db);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    await silent.close();
  });

  it('a closed PGlite: unavailable', async () => {
    const client = new PGlite();
    await client.close();
    const error = await client.query('select 1').catch((thrown: unknown) => thrown);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });
});
