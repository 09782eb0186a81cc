// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app"}
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../../lib/query-client.ts';
import { ME, storeSignedIn } from '../../testing/fixtures.ts';
import { type Answer, fakeApi, renderScreen } from '../../testing/render.tsx';
import { HomeScreen, oddsText } from './home.tsx';

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const AT = Date.UTC(2026, 10, 27, 23, 14, 5);

const entry = (reference: string, type: 'deposit' | 'transfer', amount: number, createdAt: number) => ({
  reference,
  senderUuid: ME.uuid,
  type,
  country: 'BJ',
  operator: 'mtn',
  payerPhone: '+2290197000057',
  beneficiaryPhone: type === 'transfer' ? '+22890112233' : null,
  beneficiaryCountry: type === 'transfer' ? 'TG' : null,
  accountId1xBet: type === 'deposit' ? '123456789' : null,
  amount,
  fees: 0,
  currency: 'XOF',
  createdAt,
  updatedAt: createdAt,
});

const HISTORY = [
  entry('1XP-261127-LATEST01', 'transfer', 25_000, AT),
  entry('1XP-261126-EARLIER1', 'deposit', 5_000, AT - 86_400_000),
];

function homeApi(extra: (method: string, path: string) => Answer | undefined = () => undefined) {
  return fakeApi((method, path) => {
    const answer = extra(method, path);
    if (answer !== undefined) return answer;
    if (path === '/api/me') return { status: 200, body: ME };
    if (path === '/api/history') return { status: 200, body: HISTORY };
    if (path === '/statuses')
      return {
        status: 200,
        body: {
          '1XP-261127-LATEST01': {
            transactionReference: '1XP-261127-LATEST01',
            statusCode: 204,
            message: null,
            finished: false,
          },
          '1XP-261126-EARLIER1': {
            transactionReference: '1XP-261126-EARLIER1',
            statusCode: 200,
            message: null,
            finished: true,
          },
        },
      };
    if (path === '/admin/getOperations') return { status: 200, body: {} };
    if (path === '/api/pubs') return { status: 200, body: [] };
    if (path === '/api/pronostics') return { status: 200, body: [] };
    return undefined;
  });
}

describe('the home', () => {
  it('shows the latest transaction and its status first, then deposit, send and withdraw once each', async () => {
    homeApi();
    renderScreen(<HomeScreen />);
    const latest = await screen.findByRole('link', { name: /Votre dernière transaction/ });
    expect(latest.getAttribute('href')).toBe('/app/transaction?reference=1XP-261127-LATEST01');
    expect(latest.textContent).toContain('25\u202f000');
    expect(within(latest).getByText(/^Transfert · /)).toBeTruthy();
    expect(latest.querySelector('[data-status]')?.getAttribute('data-status')).toBe('pending');
    const actions = screen.getByRole('navigation', { name: 'Actions rapides' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/app/deposit', '/app/send', '/app/withdraw']);
    // The latest comes before the actions, and the earlier transactions after them.
    const order = [latest, actions, screen.getByRole('heading', { name: 'Dernières transactions' })];
    for (let index = 1; index < order.length; index += 1)
      expect(order[index - 1]?.compareDocumentPosition(order[index] as Node)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    // The latest is not listed again among the earlier ones.
    expect(screen.getAllByText(/^Transfert · /)).toHaveLength(1);
  });

  it('invites a first deposit when there is no transaction yet', async () => {
    homeApi((_method, path) => (path === '/api/history' ? { status: 200, body: [] } : undefined));
    renderScreen(<HomeScreen />);
    expect(await screen.findByText('Aucune transaction pour le moment')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dernières transactions' })).toBeNull();
  });

  it('leaves out an ad whose picture does not load, and writes odds with a French comma', async () => {
    homeApi((_method, path) => {
      if (path === '/api/pubs')
        return {
          status: 200,
          body: [
            { id: 'a', title: 'Avec image', picture: 'pictures/a.webp', link: '/payments', active: true },
            { id: 'b', title: 'Sans image', picture: '', link: '/payments', active: true },
          ],
        };
      if (path === '/api/pronostics')
        return {
          status: 200,
          body: [
            {
              id: 'p',
              homeTeam: 'ASEC Mimosas',
              awayTeam: 'Africa Sports',
              competition: 'Ligue 1',
              startsAt: Date.now() + 86_400_000,
              prediction: 'Victoire ASEC',
              odds: '1.85',
              active: true,
            },
          ],
        };
      return undefined;
    });
    renderScreen(<HomeScreen />);
    expect(await screen.findByText('1,85')).toBeTruthy();
    expect(screen.getByText('Avec image')).toBeTruthy();
    expect(screen.queryByText('Sans image')).toBeNull();
    const picture = screen.getByText('Avec image').closest('a')?.querySelector('img');
    act(() => {
      picture?.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByText('Avec image')).toBeNull();
    expect(oddsText('2.10', 'en')).toBe('2.10');
  });

  it('offline, keeps the history last loaded and says from when', async () => {
    homeApi();
    const { client } = renderScreen(<HomeScreen />);
    await screen.findByRole('link', { name: /Votre dernière transaction/ });
    // The connection drops: the next refresh fails before reaching the server.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => client.refetchQueries({ queryKey: keys.history }).catch(() => undefined));
    const note = await screen.findByText(/^Hors ligne · données du /, undefined, { timeout: 5000 });
    expect(note.textContent).toMatch(/données du \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
    expect(screen.getByRole('link', { name: /Votre dernière transaction/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
