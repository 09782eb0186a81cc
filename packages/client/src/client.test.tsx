import { ApiError, NetworkError } from '@1xpay/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, createApi } from './api.ts';
import { ApiProvider, useApi } from './api-context.tsx';
import { createQueryClient } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

/** Every request `fetch` gets: its URL and headers; each answered 200 with `{}`. */
function recordRequests() {
  const requests: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

describe('createApi', () => {
  it('calls the API on this origin under its base path, in the reader’s language', async () => {
    const requests = recordRequests();
    await createApi('en').get('/api/me');
    expect(requests[0]?.url).toBe(`${window.location.origin}${API_BASE}/api/me`);
    expect(requests[0]?.headers.get('accept-language')).toBe('en');
  });

  it('adds the headers asked for at each call, and none when there are none', async () => {
    const requests = recordRequests();
    let uuid: string | undefined;
    const api = createApi('fr', () => (uuid === undefined ? undefined : { 'user-uuid': uuid }));
    await api.get('/api/me');
    uuid = '11111111-1111-4111-8111-111111111111';
    await api.get('/api/me');
    expect(requests.map((request) => request.headers.get('user-uuid'))).toEqual([null, uuid]);
  });
});

describe('ApiProvider', () => {
  it('gives its screens one client; useApi outside it is a mistake', () => {
    const seen: unknown[] = [];
    function Screen() {
      seen.push(useApi());
      return <p>écran</p>;
    }
    const { rerender } = render(
      <ApiProvider locale="fr">
        <Screen />
      </ApiProvider>,
    );
    rerender(
      <ApiProvider locale="fr">
        <Screen />
      </ApiProvider>,
    );
    expect(screen.getByText('écran')).toBeTruthy();
    expect(seen[0]).toBe(seen[1]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Screen />)).toThrow('useApi outside ApiProvider');
  });
});

describe('createQueryClient', () => {
  const unauthorized = new ApiError(401, { error: 'unauthorized', message: 'Session absente.' });
  const refused = new ApiError(403, { error: 'forbidden', message: 'Interdit.' });

  it('ends the session on a 401, hands any other failure to onError with the cache', async () => {
    const ended = vi.fn();
    const others = vi.fn();
    const client = createQueryClient(ended, others);
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(unauthorized) }).catch(() => {});
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(refused) }).catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthorized) })
      .execute(undefined)
      .catch(() => {});
    expect(ended).toHaveBeenCalledTimes(2);
    expect(others).toHaveBeenCalledExactlyOnceWith(refused, client);
  });

  it('retries a lost connection twice, a refused call never; keeps lists fresh 30 s', () => {
    const { queries } = createQueryClient(() => {}).getDefaultOptions();
    const retry = queries?.retry as (failures: number, error: unknown) => boolean;
    expect([0, 1, 2].map((failures) => retry(failures, new NetworkError()))).toEqual([true, true, false]);
    expect(retry(0, refused)).toBe(false);
    expect(queries?.staleTime).toBe(30_000);
  });

  it('does not retry a lost connection while the device says it is offline: the screen says so at once', () => {
    const { queries } = createQueryClient(() => {}).getDefaultOptions();
    const retry = queries?.retry as (failures: number, error: unknown) => boolean;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(retry(0, new NetworkError())).toBe(false);
    vi.restoreAllMocks();
    expect(retry(0, new NetworkError())).toBe(true);
  });
});
