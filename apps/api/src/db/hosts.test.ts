import { describe, expect, it } from 'vitest';
import {
  type Host,
  HostLocator,
  NoWritableServer,
  parseDatabaseUrl,
  postgresClients,
  type ServerState,
  ServerTurnedReadOnly,
} from './hosts.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('parseDatabaseUrl', () => {
  it('reads one host, as node-postgres always did, with the default port', () => {
    expect(parseDatabaseUrl('postgres://app:secret@db.example/pay')).toEqual({
      connectionString: 'postgres://app:secret@db.example/pay',
      hosts: [{ host: 'db.example', port: 5432 }],
      targetSessionAttrs: 'any',
    });
  });

  it('reads several hosts as libpq writes them, and takes target_session_attrs out of what node-postgres reads', () => {
    expect(
      parseDatabaseUrl(
        'postgresql://app:s%40cret@10.0.0.1:5433,db-b,[fd00::2]:6432/pay?sslmode=require&target_session_attrs=read-write',
      ),
    ).toEqual({
      connectionString: 'postgresql://app:s%40cret@10.0.0.1:5433/pay?sslmode=require',
      hosts: [
        { host: '10.0.0.1', port: 5433 },
        { host: 'db-b', port: 5432 },
        { host: 'fd00::2', port: 6432 },
      ],
      targetSessionAttrs: 'read-write',
    });
    expect(parseDatabaseUrl('postgres://a,b/pay?target_session_attrs=primary').targetSessionAttrs).toBe(
      'primary',
    );
  });

  it('leaves a URL without a host (a Unix socket named in its parameters) to node-postgres', () => {
    expect(parseDatabaseUrl('postgres:///pay?host=/run/postgresql').hosts).toEqual([]);
    const { Client, locator } = postgresClients('postgres:///pay?host=/run/postgresql', {});
    expect(locator).toBeUndefined();
    expect(Client.name).toBe('Client');
  });

  it('refuses, in French, a host list or target_session_attrs it cannot use', () => {
    expect(() => parseDatabaseUrl('postgres://a,b:x/pay')).toThrow(
      '« b:x » n’est pas un hôte (nom ou adresse, puis :port)',
    );
    expect(() => parseDatabaseUrl('postgres://a:99999/pay')).toThrow('« a:99999 » n’est pas un hôte');
    expect(() => parseDatabaseUrl('postgres://a,b/pay?target_session_attrs=standby')).toThrow(
      'target_session_attrs doit valoir any, read-write, primary',
    );
    expect(() => parseDatabaseUrl('mysql://a/pay')).toThrow(
      'doit commencer par postgres:// ou postgresql://',
    );
  });

  it('keeps node-postgres’s own client for one host, and chooses among several otherwise', () => {
    expect(postgresClients('postgres://a/pay', {}).locator).toBeUndefined();
    expect(postgresClients('postgres://a,b/pay', {}).locator).toBeInstanceOf(HostLocator);
    expect(postgresClients('postgres://a/pay?target_session_attrs=read-write', {}).locator).toBeInstanceOf(
      HostLocator,
    );
  });
});

const A: Host = { host: 'a', port: 5432 };
const B: Host = { host: 'b', port: 5432 };
const C: Host = { host: 'c', port: 5432 };

/** A probe that answers from `states` (`down` throws as a refused connection would) and counts its calls. */
function fakeProbe(states: Record<string, ServerState | 'down'>) {
  const calls: string[] = [];
  const probe = async (host: Host): Promise<ServerState> => {
    calls.push(host.host);
    await Promise.resolve();
    const state = states[host.host];
    if (state === 'down' || state === undefined)
      throw Object.assign(new Error(`connect ECONNREFUSED ${host.host}`), { code: 'ECONNREFUSED' });
    return state;
  };
  return { probe, calls };
}

describe('HostLocator', () => {
  it('takes the first host, in the order written, that answers and accepts writes, then keeps it', async () => {
    const { probe, calls } = fakeProbe({ a: 'down', b: 'read-only', c: 'writable' });
    const locator = new HostLocator([A, B, C], probe);
    expect(await locator.writable()).toEqual(C);
    expect(await locator.writable()).toEqual(C);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(locator.current).toEqual(C);
  });

  it('searches once for callers that ask at the same time', async () => {
    const { probe, calls } = fakeProbe({ a: 'writable' });
    const locator = new HostLocator([A, B], probe);
    expect(await Promise.all([locator.writable(), locator.writable(), locator.writable()])).toEqual([
      A,
      A,
      A,
    ]);
    expect(calls).toEqual(['a']);
  });

  it('searches again once the host kept is forgotten: the standby promoted is found', async () => {
    const states: Record<string, ServerState | 'down'> = { a: 'writable', b: 'read-only' };
    const { probe, calls } = fakeProbe(states);
    const locator = new HostLocator([A, B], probe);
    expect(await locator.writable()).toEqual(A);
    states.a = 'down';
    locator.forget(B); // not the one kept: nothing changes
    expect(await locator.writable()).toEqual(A);
    locator.forget(A);
    expect(locator.current).toBeUndefined();
    // No primary yet: the failure is an unavailable database (503), and is not remembered.
    const failure = await locator.writable().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NoWritableServer);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((failure as Error).message).toBe(
      'no server accepts writes (a:5432: connect ECONNREFUSED a; b:5432: read-only)',
    );
    states.b = 'writable';
    expect(await locator.writable()).toEqual(B);
    expect(calls).toEqual(['a', 'a', 'b', 'a', 'b']);
  });

  it('says a server that turned read-only is an unavailable database (503), as a write refused there is', () => {
    expect(isDatabaseUnavailable(new ServerTurnedReadOnly(A))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('read-only transaction'), { code: '25006' }))).toBe(
      true,
    );
  });
});
