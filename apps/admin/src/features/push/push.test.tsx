// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/push"}
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import { Push } from './push.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CAMPAIGN = {
  id: '0b8a9d1e-5f3c-4e2a-9b7d-6c5e4f3a2b1c',
  title: 'Bonus du week-end',
  body: 'Vos dépôts sont sans frais samedi.',
  url: '/app',
  status: 'queued',
  createdAt: 1_795_600_000_000,
};

type Report = typeof CAMPAIGN & {
  status: string;
  total: number;
  sent: number;
  failed: number;
  expired: number;
  pending: number;
  finishedAt: number | null;
};
const REPORT: Report = {
  ...CAMPAIGN,
  total: 0,
  sent: 0,
  failed: 0,
  expired: 0,
  pending: 0,
  finishedAt: null,
};
type Answer = { status: number; body?: unknown };

/**
 * The server: the POST queues CAMPAIGN; `GET /api/push/campaigns/:id` answers `report()` at each call (queued, no
 * delivery yet, unless told), `GET /api/push/campaigns` answers `list()` (none, unless told).
 */
function server({
  report = () => REPORT,
  list = () => ({ status: 200, body: { data: [] } }),
}: {
  report?: () => Report;
  list?: () => Answer;
} = {}): Call[] {
  return fakeApi((method, path) => {
    if (method === 'POST') return { status: 200, body: { data: CAMPAIGN } };
    if (path === '/api/push/campaigns') return list();
    return { status: 200, body: { data: report() } };
  });
}
const queued = () => server();
/** The sends (POST), the asks for the campaign's report, the asks for the list. */
const sends = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const reportCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === `/api/push/campaigns/${CAMPAIGN.id}`);
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/push/campaigns');

/** Writes the campaign, asks to send it and confirms. */
async function composeAndSend() {
  fireEvent.change(screen.getByLabelText('Titre'), { target: { value: CAMPAIGN.title } });
  fireEvent.change(screen.getByLabelText('Texte'), { target: { value: CAMPAIGN.body } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
}

function renderPush() {
  renderInDashboard(<Push />);
}

describe('Push', () => {
  it('says what is missing or unsafe before asking anything of the server', async () => {
    const calls = queued();
    renderPush();
    fireEvent.change(screen.getByLabelText('Lien (facultatif)'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(
      screen.getByText('Ce lien n’est pas sûr : une page du site (/…) ou une adresse http(s).'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sends(calls)).toHaveLength(0);
  });

  it('previews the notification, asks for a confirmation, then sends it once', async () => {
    const calls = queued();
    renderPush();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: CAMPAIGN.title } });
    fireEvent.change(screen.getByLabelText('Texte'), { target: { value: CAMPAIGN.body } });
    fireEvent.change(screen.getByLabelText('Lien (facultatif)'), { target: { value: '/app' } });
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    expect(preview.textContent).toContain(CAMPAIGN.title);
    expect(preview.textContent).toContain(CAMPAIGN.body);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }));
    await screen.findByRole('dialog', {
      name: 'Envoyer cette notification à tous les utilisateurs ?',
    });
    expect(sends(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Notification « Bonus du week-end » mise en file d’envoi.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sends(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/pushToAllUsers',
        body: { title: CAMPAIGN.title, body: CAMPAIGN.body, url: '/app' },
      },
    ]);
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('');
  });

  it('follows the campaign just sent: progress and counts as the answers change, polling stopped once sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let current: Report = REPORT;
    const calls = server({ report: () => current });
    renderPush();
    await composeAndSend();
    const report = await screen.findByRole('region', { name: 'Suivi de l’envoi' });
    const bar = await within(report).findByRole('progressbar', { name: 'Progression de l’envoi' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('En attente du début de l’envoi');
    expect(within(report).getByText('En file d’envoi')).toBeTruthy();
    const live = report.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    const count = (label: string) =>
      within(report.querySelector('dl') as HTMLElement).getByText(label).nextElementSibling?.textContent;

    current = { ...REPORT, status: 'sending', total: 3, sent: 1, pending: 2 };
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1'));
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 sur 3 traitées');
    expect(within(report).getByText('En cours d’envoi')).toBeTruthy();
    expect(count('Envoyées')).toBe('1');
    expect(count('En attente')).toBe('2');
    expect(live?.textContent).toBe('Envoi de « Bonus du week-end » en cours vers 3 appareils.');

    // A count that moves is shown, not announced.
    current = { ...current, sent: 1, failed: 1, pending: 1 };
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(count('Échouées')).toBe('1'));
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(live?.textContent).toBe('Envoi de « Bonus du week-end » en cours vers 3 appareils.');

    current = { ...current, status: 'sent', expired: 1, pending: 0, finishedAt: CAMPAIGN.createdAt + 5000 };
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(within(report).getByText('Envoyée')).toBeTruthy());
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(count('Expirées')).toBe('1');
    expect(count('En attente')).toBe('0');
    expect(live?.textContent).toBe('Envoi terminé : 1 envoyée, 1 échouée, 1 expirée sur 3.');

    const asked = reportCalls(calls).length;
    expect(asked).toBe(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reportCalls(calls)).toHaveLength(asked);
    // The list was asked on arrival, after the send and once the delivery ended.
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(3));
  });

  it('says so when the campaign reached nobody (no subscribed device)', async () => {
    const calls = server({ report: () => ({ ...REPORT, status: 'sent', finishedAt: CAMPAIGN.createdAt }) });
    renderPush();
    await composeAndSend();
    const report = await screen.findByRole('region', { name: 'Suivi de l’envoi' });
    expect(
      await within(report).findByText(
        'Envoi terminé : aucun appareil abonné, la notification n’est partie vers personne.',
      ),
    ).toBeTruthy();
    expect(within(report).getByRole('progressbar').getAttribute('aria-valuemax')).toBe('0');
    expect(reportCalls(calls)).toHaveLength(1);
  });

  it('lists the recent campaigns: loading, then each with its date, status and counts', async () => {
    server({
      list: () => ({
        status: 200,
        body: {
          data: [
            { ...REPORT, status: 'sent', total: 12, sent: 10, failed: 1, expired: 1, finishedAt: 1 },
            {
              ...REPORT,
              id: '1c9b0e2f-6a4d-4f3b-8c8e-7d6f5a4b3c2d',
              title: 'Maintenance',
              createdAt: CAMPAIGN.createdAt - 86_400_000,
            },
          ],
        },
      }),
    });
    renderPush();
    const recent = screen.getByRole('region', { name: 'Campagnes récentes' });
    expect(within(recent).getByText('Chargement…')).toBeTruthy();
    const list = await within(recent).findByRole('list', { name: 'Campagnes récentes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Bonus du week-end');
    expect(within(first as HTMLElement).getByText('Envoyée')).toBeTruthy();
    expect(first?.textContent).toContain('12 appareils');
    expect(first?.textContent).toContain('Envoyées :10');
    expect(first?.textContent).toContain('Échouées :1');
    expect(first?.textContent).toContain('Expirées :1');
    expect(first?.textContent).toContain('En attente :0');
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe(
      new Date(CAMPAIGN.createdAt).toISOString(),
    );
    expect(second?.textContent).toContain('Maintenance');
    expect(within(second as HTMLElement).getByText('En file d’envoi')).toBeTruthy();
  });

  it('says when no campaign was sent yet', async () => {
    server();
    renderPush();
    const recent = screen.getByRole('region', { name: 'Campagnes récentes' });
    expect(await within(recent).findByText('Aucune campagne envoyée pour le moment.')).toBeTruthy();
  });

  it('says the list failed and asks again on « Réessayer »', async () => {
    let answer: Answer = { status: 500, body: { error: 'internal' } };
    server({ list: () => answer });
    renderPush();
    const recent = screen.getByRole('region', { name: 'Campagnes récentes' });
    expect((await within(recent).findByRole('alert')).textContent).toContain(
      "Une erreur s'est produite. Réessayez.",
    );
    answer = { status: 200, body: { data: [] } };
    fireEvent.click(within(recent).getByRole('button', { name: 'Réessayer' }));
    expect(await within(recent).findByText('Aucune campagne envoyée pour le moment.')).toBeTruthy();
  });

  it('asks the list again while one of its campaigns is being sent, not once they all ended', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let status = 'sending';
    const calls = server({
      list: () => ({ status: 200, body: { data: [{ ...REPORT, status, total: 2, pending: 2 }] } }),
    });
    renderPush();
    const recent = screen.getByRole('region', { name: 'Campagnes récentes' });
    expect(await within(recent).findByText('En cours d’envoi')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    status = 'sent';
    await vi.advanceTimersByTimeAsync(3000);
    expect(await within(recent).findByText('Envoyée')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(9000);
    expect(listCalls(calls)).toHaveLength(3);
  });
});
