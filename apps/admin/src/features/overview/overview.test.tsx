// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/overview"}
import { ApiProvider } from '@1xpay/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { Overview } from './overview.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const MASTER_UUID = '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e';
const AGENT_UUID = '0e6f3a52-1d2c-4b8a-9f10-2a3b4c5d6e7f';

const counts = (
  count: number,
  finished: number,
  succeeded: number,
  amount: number,
  succeededAmount: number,
) => ({
  count,
  finished,
  succeeded,
  successRate: finished === 0 ? null : Math.round((succeeded / finished) * 10_000) / 10_000,
  volumes: count === 0 ? [] : [{ currency: 'XOF', amount, succeededAmount }],
});

/** An answer of GET /admin/overview for 19–21 November. */
const ANSWER = {
  from: '2026-11-19',
  to: '2026-11-21',
  country: null,
  totals: counts(1234, 1000, 875, 98_765_000, 80_000_000),
  days: [
    { day: '2026-11-19', ...counts(0, 0, 0, 0, 0) },
    { day: '2026-11-20', ...counts(1000, 900, 800, 90_000_000, 75_000_000) },
    { day: '2026-11-21', ...counts(234, 100, 75, 8_765_000, 5_000_000) },
  ],
  money: {
    totals: [{ currency: 'XOF', moneyIn: 80_800_000, moneyOut: 76_250_000 }],
    days: [
      { day: '2026-11-19', flows: [] },
      { day: '2026-11-20', flows: [{ currency: 'XOF', moneyIn: 75_750_000, moneyOut: 70_000_000 }] },
      { day: '2026-11-21', flows: [{ currency: 'XOF', moneyIn: 5_050_000, moneyOut: 6_250_000 }] },
    ],
  },
  byCountry: [
    { country: 'BJ', ...counts(1000, 800, 700, 90_000_000, 70_000_000) },
    { country: 'CI', ...counts(234, 200, 175, 8_765_000, 10_000_000) },
  ],
  byOperator: [{ operator: 'mtn', ...counts(1234, 1000, 875, 98_765_000, 80_000_000) }],
  byMethod: [{ method: 'mobile_money', ...counts(1234, 1000, 875, 98_765_000, 80_000_000) }],
  blocked: { count: 7, volumes: [{ currency: 'XOF', amount: 350_000 }], oldestSince: 1_795_600_000_000 },
  stuck: { count: 3 },
  waitingPerAgent: [
    {
      adminId: AGENT_UUID,
      firstName: 'Kofi',
      lastName: 'Mensah',
      isMaster: false,
      count: 12,
      oldestSince: Date.parse('2026-11-19T08:00:00Z'),
    },
    {
      adminId: MASTER_UUID,
      firstName: 'Awa',
      lastName: 'Koné',
      isMaster: true,
      count: 2,
      oldestSince: Date.parse('2026-11-21T03:00:00Z'),
    },
  ],
};

/** The three days before (16–18 November): fewer payments, a lower success rate, and no XAF at all. */
const PREVIOUS = {
  from: '2026-11-16',
  to: '2026-11-18',
  totals: counts(1000, 1000, 800, 98_765_000, 70_000_000),
  money: { totals: [{ currency: 'XOF', moneyIn: 50_500_000, moneyOut: 76_250_000 }], days: [] },
};

/** The ledger's balances: the same account in two currencies. */
const BALANCES = [
  { account: 'customer_funds_in_transit', currency: 'XOF', balance: 14_931_740 },
  { account: 'processor_clearing:sandbox', currency: 'XAF', balance: 1_042_300 },
  { account: 'customer_funds_in_transit', currency: 'XAF', balance: 1_000_000 },
];

/** The API at the HTTP boundary: `answer` says what each request gets; every URL asked is kept. */
function fakeApi(answer: (url: URL) => { status: number; body?: unknown }) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    // The ledger's balances have an answer of their own; the overview's calls are the ones kept.
    const ledger = url.pathname === '/1xpay/api/ledger/balances';
    if (!ledger) urls.push(url);
    const reply = ledger ? { status: 200, body: { data: BALANCES } } : answer(url);
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

function renderOverview(path = '/overview') {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({
      uuid: MASTER_UUID,
      firstName: 'Awa',
      lastName: 'Koné',
      email: 'awa@example.bj',
      isMaster: true,
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/overview', element: <Overview /> },
      { path: '/transactions', element: <p>Les transactions</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
  return router;
}

/** An element's text, its narrow and no-break spaces written as spaces. */
const text = (element: Element | undefined) => element?.textContent?.replace(/\s/g, ' ');

/** The value of a key figure, by its label. */
function figure(label: string) {
  const kpis = screen.getByLabelText('Chiffres clés');
  const term = within(kpis).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

describe('the overview', () => {
  it('draws its key figures from the server’s answer, and links the blocked and stuck payments', async () => {
    const urls = fakeApi((url) => ({
      status: 200,
      body: url.searchParams.get('from') === '2026-11-16' ? { ...ANSWER, ...PREVIOUS } : ANSWER,
    }));
    const router = renderOverview();
    expect(await screen.findByLabelText('Chiffres clés')).toBeTruthy();
    // Each figure with its change: 1 234 against 1 000 before, 87,5 % against 80 %.
    expect(await screen.findByText('+23,4 %')).toBeTruthy();
    expect(figure('Paiements')).toBe('1 234');
    expect(text(screen.getByText('+23,4 %').closest('dd') ?? undefined)).toBe(
      '+23,4 % par rapport à la période précédente',
    );
    expect(text(screen.getByText(/^\+7,5/).closest('span') ?? undefined)).toBe(
      '+7,5 pt par rapport à la période précédente',
    );
    expect(figure('Volume')).toBe('98 765 000 XOF');
    expect(figure('Taux de réussite')).toBe('87,5 %');
    expect(screen.getByText('875 réussis sur 1 000 terminés')).toBeTruthy();
    expect(figure('Paiements bloqués')).toBe('7');
    expect(figure('À regarder')).toBe('3');
    expect(figure('Opérations en attente')).toBe('14');
    expect(screen.getByText('2 agents')).toBeTruthy();
    // The chart says what it shows; the same figures are in a table for screen readers.
    expect(
      screen.getByRole('img', {
        name: (name) =>
          name.replace(/\s/g, ' ') ===
          'Graphique des paiements par jour du 19 novembre au 21 novembre : 1 234 paiements, 1 000 au plus (20 novembre). Le détail est dans le tableau qui suit.',
      }),
    ).toBeTruthy();
    const daily = screen.getByRole('table', { name: 'Paiements par jour, du 19 novembre au 21 novembre' });
    expect(within(daily).getAllByRole('row')).toHaveLength(4);
    const byCountry = within(screen.getByRole('region', { name: 'Par pays' })).getAllByRole('row');
    expect(text(byCountry[1])).toContain('Bénin');
    expect(text(byCountry[1])).toContain('87,5 %');
    const byMethod = within(screen.getByRole('region', { name: 'Par moyen de paiement' })).getAllByRole(
      'row',
    );
    expect(text(byMethod[1])).toContain('Mobile money');
    expect(text(byMethod[1])).toContain('87,5 %');
    const waiting = within(
      screen.getByRole('region', { name: 'Opérations en attente par agent' }),
    ).getAllByRole('row');
    expect(text(waiting[1])).toContain('Kofi Mensah');
    expect(text(waiting[2])).toContain('Awa Koné (vous)');
    // The previous period as long, just before (16–18 November), asked once the current one is known.
    expect(urls.map((url) => url.pathname)).toEqual(['/1xpay/admin/overview', '/1xpay/admin/overview']);
    expect(urls[0]?.search).toBe('');
    expect(urls[1]?.search).toBe('?from=2026-11-16&to=2026-11-18');
    expect(screen.getByText(/^Évolutions par rapport à la période précédente/).textContent).toBe(
      'Évolutions par rapport à la période précédente, du 16 novembre au 18 novembre.',
    );
    expect(screen.getByRole('link', { name: 'Remboursements' }).getAttribute('href')).toBe(
      '/transactions?refunds=1',
    );
    expect(screen.getByRole('link', { name: 'Argent à régulariser' }).getAttribute('href')).toBe(
      '/transactions?breaks=1',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Voir les paiements bloqués' }));
    expect(await screen.findByText('Les transactions')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=235');
  });

  it('keeps each currency apart: XOF and XAF each on its line with its code and change, never summed', async () => {
    const both = [
      { currency: 'XAF', amount: 1_042_300, succeededAmount: 1_000_000 },
      { currency: 'XOF', amount: 14_931_740, succeededAmount: 14_000_000 },
    ];
    const totals = { ...ANSWER.totals, volumes: both };
    fakeApi((url) => ({
      status: 200,
      body:
        url.searchParams.get('from') === '2026-11-16'
          ? {
              ...ANSWER,
              ...PREVIOUS,
              totals: { ...PREVIOUS.totals, volumes: [{ ...both[1], amount: 7_465_870 }] },
            }
          : { ...ANSWER, totals, days: ANSWER.days.map((day) => ({ ...day, volumes: both })) },
    }));
    renderOverview();
    expect(await screen.findByText('+100 %')).toBeTruthy();
    expect(figure('Volume')).toBe('1 042 300 XAF14 931 740 XOF');
    const volume = within(screen.getByLabelText('Chiffres clés')).getByText('Volume', { selector: 'dt' })
      .parentElement as HTMLElement;
    expect(text(volume)).toContain('XAFnouveau');
    expect(text(volume)).toContain('XOF+100 %');
    expect(volume.textContent).not.toMatch(/F\s?CFA|15\s974\s040/);
    // One chart per measure: the payments, then each currency's volume.
    expect(
      screen.getAllByRole('figure').map((chart) => chart.querySelector('figcaption')?.textContent),
    ).toEqual(['Paiements créés', 'Volume en XAF', 'Volume en XOF']);
  });

  it('says the money in, the money out and the period’s balance, each currency on its line, never summed', async () => {
    const money = {
      totals: [
        { currency: 'XAF', moneyIn: 1_042_300, moneyOut: 0 },
        { currency: 'XOF', moneyIn: 80_800_000, moneyOut: 85_050_000 },
      ],
      days: [],
    };
    fakeApi((url) => ({
      status: 200,
      body: url.searchParams.get('from') === '2026-11-16' ? { ...ANSWER, ...PREVIOUS } : { ...ANSWER, money },
    }));
    renderOverview();
    const region = await screen.findByRole('region', { name: 'Entrées et sorties d’argent' });
    await within(region).findByText('+60 %');
    const value = (label: string) =>
      text(within(region).getByText(label, { selector: 'dt' }).nextElementSibling ?? undefined);
    expect(value('Entrées')).toBe('1 042 300 XAF80 800 000 XOF');
    expect(value('Sorties')).toBe('0 XAF85 050 000 XOF');
    // Minor units subtracted exactly, per currency: 80 800 000 − 85 050 000.
    expect(value('Solde de la période')).toBe('1 042 300 XAF-4 250 000 XOF');
    // Against 50 500 000 XOF in and 76 250 000 XOF out before; XAF is new.
    const moneyIn = within(region).getByText('Entrées', { selector: 'dt' }).parentElement as HTMLElement;
    expect(text(moneyIn)).toContain('XAFnouveau');
    expect(text(moneyIn)).toContain('XOF+60 %');
    const moneyOut = within(region).getByText('Sorties', { selector: 'dt' }).parentElement as HTMLElement;
    expect(text(moneyOut)).toContain('XOF+11,5 %');
    expect(region.textContent).not.toMatch(/F\s?CFA|81\s842\s300/);
  });

  it('says when no money came in or went out', async () => {
    fakeApi(() => ({ status: 200, body: { ...ANSWER, money: { totals: [], days: [] } } }));
    renderOverview();
    const region = await screen.findByRole('region', { name: 'Entrées et sorties d’argent' });
    expect(text(region)).toContain('Aucun argent n’est entré ni sorti sur cette période.');
    expect(within(region).queryByText('Entrées', { selector: 'dt' })).toBeNull();
  });

  it('shows the ledger’s balances one table per currency, each account by name, never summed', async () => {
    fakeApi(() => ({ status: 200, body: ANSWER }));
    renderOverview();
    const xaf = await screen.findByRole('table', { name: 'Soldes en XAF' });
    expect(
      within(xaf)
        .getAllByRole('row')
        .slice(1)
        .map((row) => text(row)),
    ).toEqual([
      'Fonds chez le prestataire Bac à sable (test)1 042 300 XAF',
      'Fonds clients à livrer1 000 000 XAF',
    ]);
    const xof = screen.getByRole('table', { name: 'Soldes en XOF' });
    expect(text(xof)).toContain('Fonds clients à livrer14 931 740 XOF');
    expect(text(xof)).not.toMatch(/XAF|15 931 740/);
  });

  it('keeps the range and country in the URL and asks the server for them', async () => {
    const urls = fakeApi(() => ({ status: 200, body: ANSWER }));
    const router = renderOverview('/overview?from=2026-11-01&to=2026-11-21');
    await screen.findByLabelText('Chiffres clés');
    expect(urls[0]?.searchParams.get('from')).toBe('2026-11-01');
    expect(urls[0]?.searchParams.get('to')).toBe('2026-11-21');
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'CI' } });
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-21&country=CI');
    await vi.waitFor(() => expect(urls.at(-1)?.searchParams.get('country')).toBe('CI'));
  });

  it('refuses a range backwards without asking the server', async () => {
    const urls = fakeApi(() => ({ status: 200, body: ANSWER }));
    renderOverview('/overview?from=2026-11-21&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choisissez un premier jour avant le dernier, sur 366 jours au plus.',
    );
    expect(urls).toEqual([]);
  });

  it('says when there is no payment, and shows §8’s error with a retry', async () => {
    fakeApi(() => ({
      status: 200,
      body: {
        ...ANSWER,
        totals: counts(0, 0, 0, 0, 0),
        days: [],
        byCountry: [],
        byOperator: [],
        byMethod: [],
        waitingPerAgent: [],
      },
    }));
    renderOverview();
    expect(
      await screen.findByText(
        'Aucun paiement sur cette période. Choisissez d’autres dates ou un autre pays.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Aucune opération en attente.')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    let answer = { status: 500, body: { error: 'internal', message: 'Erreur' } as unknown };
    fakeApi(() => answer);
    renderOverview();
    expect((await screen.findByRole('alert')).textContent).toContain("Une erreur s'est produite. Réessayez.");
    answer = { status: 200, body: ANSWER };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByLabelText('Chiffres clés')).toBeTruthy();
  });

  it('tells the master a 403 is not permitted', async () => {
    fakeApi(() => ({ status: 403, body: { error: 'forbidden', message: 'Non' } }));
    renderOverview();
    expect((await screen.findByRole('alert')).textContent).toContain('Action non permise');
  });
});
