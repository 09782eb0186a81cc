// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/deposit"}
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorsQuery, useOperators } from './features/payments/api.ts';
import type { ScreenHandle } from './lib/screen-data.ts';
import SignedInLayout from './signed-in-layout.tsx';
import { ME, OPERATORS, storeSignedIn } from './testing/fixtures.ts';
import { fakeApi, renderRoutes } from './testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A screen that says, each time it is drawn, whether its operators were there. */
function Probe({ drawn }: { drawn: string[] }) {
  const operators = useOperators();
  drawn.push(operators.data === undefined ? 'sans données' : 'avec données');
  return <p>Écran</p>;
}

// Always stale, as the history is: asked again, it would be fetched again.
const handle: ScreenHandle = {
  data: (client, api) => [client.prefetchQuery({ ...operatorsQuery(api), staleTime: 0 })],
};

function routes(drawn: string[]) {
  return [
    {
      element: <SignedInLayout />,
      children: [
        { path: '/app/deposit', element: <Probe drawn={drawn} />, handle },
        { path: '/app/other', element: <p>Autre écran</p> },
      ],
    },
    { path: '/sign-out', element: <p>Déconnexion</p> },
    { path: '/app/sign-in', element: <p>Connexion</p> },
  ];
}

describe('the signed-in layout', () => {
  it('draws the screen once, with the data its route names already in hand', async () => {
    storeSignedIn();
    const api = fakeApi((method, path) => {
      if (method === 'GET' && path === '/api/me') return { status: 200, body: ME };
      if (method === 'GET' && path === '/api/operators') return { status: 200, body: OPERATORS };
      return undefined;
    });
    const drawn: string[] = [];
    renderRoutes(routes(drawn), '/app/deposit');
    await screen.findByText('Écran');
    expect(drawn).toEqual(['avec données']);
    expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/me', '/api/operators']);
  });

  it('asks for the first screen’s data once: moving to another screen asks nothing again', async () => {
    storeSignedIn();
    const api = fakeApi((method, path) => {
      if (method === 'GET' && path === '/api/me') return { status: 200, body: ME };
      if (method === 'GET' && path === '/api/operators') return { status: 200, body: OPERATORS };
      return undefined;
    });
    const { router } = renderRoutes(routes([]), '/app/deposit');
    await screen.findByText('Écran');
    await act(() => router.navigate('/app/other'));
    await screen.findByText('Autre écran');
    await act(() => router.navigate('/app/deposit'));
    await screen.findByText('Écran');
    expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/me', '/api/operators']);
  });

  it('draws the screen with its loading state when the data is slow to come', async () => {
    storeSignedIn();
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const drawn: string[] = [];
    renderRoutes(routes(drawn), '/app/deposit');
    await screen.findByText('Écran', undefined, { timeout: 3000 });
    expect(drawn[0]).toBe('sans données');
  });

  it('goes to sign-in without the user kept in the browser, naming the screen to come back to; asks nothing', async () => {
    const api = fakeApi(() => undefined);
    const { router } = renderRoutes(routes([]), '/app/deposit?country=BJ');
    await screen.findByText('Connexion');
    expect(router.state.location.pathname).toBe('/app/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/app/deposit?country=BJ');
    expect(api.calls).toEqual([]);
  });
});
