// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/profile"}
import { createApi } from '@1xpay/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeBrowserPush,
  KEY,
  pushApi,
  removeBrowserPush,
  SUBSCRIPTION_JSON,
} from '../../testing/browser-push.ts';
import { storeSignedIn } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/render.tsx';
import { PUSH_LATER_KEY } from './api.ts';
import { NotificationsCard, NotificationsPanel } from './notifications.tsx';
import { forgetPushDevice } from './push.ts';

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removeBrowserPush();
  localStorage.clear();
});

describe('the profile’s notifications switch', () => {
  it('says a browser without Web Push cannot, its switch disabled', async () => {
    const api = pushApi();
    renderScreen(<NotificationsPanel />, '/app/profile');
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/Ce navigateur ne permet pas les notifications/)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('when the browser blocked them, is disabled and tells how to allow them in the site’s settings', async () => {
    fakeBrowserPush({ permission: 'denied' });
    renderScreen(<NotificationsPanel />, '/app/profile');
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const help = screen.getByText(/bloquées pour ce site/);
    expect(help.textContent).toContain('paramètres du site');
    expect(toggle.getAttribute('aria-describedby')).toBe(help.id);
  });

  it('off → on: asks the permission, subscribes with the server’s key and sends the subscription’s JSON', async () => {
    const browser = fakeBrowserPush();
    const api = pushApi();
    renderScreen(<NotificationsPanel />, '/app/profile');
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('Notifications activées sur cet appareil.')).toBeTruthy());
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from((options?.applicationServerKey ?? []) as Uint8Array)).toEqual([
      ...Buffer.from(KEY, 'base64url'),
    ]);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: SUBSCRIPTION_JSON },
    ]);
  });

  it('on → off: the server forgets the subscription (DELETE with its endpoint), then the browser drops it', async () => {
    const browser = fakeBrowserPush({ permission: 'granted', subscribed: true });
    const api = pushApi();
    renderScreen(<NotificationsPanel />, '/app/profile');
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('Notifications désactivées sur cet appareil.')).toBeTruthy());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(api.calls).toEqual([
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: SUBSCRIPTION_JSON.endpoint } },
    ]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.current()).toBeNull();
  });

  it('shows the server’s refusal, undoes the browser’s subscription and stays off', async () => {
    const browser = fakeBrowserPush();
    pushApi({
      status: 400,
      body: { error: 'push_service_refused', message: 'Ce service de notifications n’est pas accepté.' },
    });
    renderScreen(<NotificationsPanel />, '/app/profile');
    fireEvent.click(await screen.findByRole('switch', { name: 'Notifications sur cet appareil' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce service de notifications n’est pas accepté.',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Notifications sur cet appareil' }).getAttribute('aria-checked'),
      ).toBe('false'),
    );
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says when the browser’s push service fails, and when the connection is lost', async () => {
    const browser = fakeBrowserPush({ permission: 'granted' });
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('push service unavailable', 'AbortError'),
    );
    pushApi();
    renderScreen(<NotificationsPanel />, '/app/profile');
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre navigateur n’a pas pu activer les notifications. Réessayez plus tard.',
    );

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Pas de connexion/));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('the card offering notifications', () => {
  it('is offered only where the browser can and has not been asked', async () => {
    for (const permission of ['granted', 'denied'] as const) {
      fakeBrowserPush({ permission });
      pushApi();
      const { unmount } = renderScreen(<NotificationsCard />, '/app/transaction');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('button', { name: 'Activer les notifications' })).toBeNull();
      unmount();
    }
    vi.unstubAllGlobals();
    removeBrowserPush();
    renderScreen(<NotificationsCard />, '/app/transaction');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Activer les notifications' })).toBeNull();
  });

  it('asks the permission on its button only, subscribes, then goes', async () => {
    const browser = fakeBrowserPush();
    const api = pushApi();
    renderScreen(<NotificationsCard />, '/app/transaction');
    expect(
      await screen.findByRole('heading', { name: 'Être prévenu quand votre paiement avance\u202f?' }),
    ).toBeTruthy();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Activer les notifications' }));
    await waitFor(() => expect(screen.getByText('Notifications activées sur cet appareil.')).toBeTruthy());
    expect(
      screen.queryByRole('heading', { name: 'Être prévenu quand votre paiement avance\u202f?' }),
    ).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual(SUBSCRIPTION_JSON);
  });

  it('goes when the customer blocks them in the browser’s prompt, without subscribing', async () => {
    const browser = fakeBrowserPush({ prompt: 'denied' });
    const api = pushApi();
    renderScreen(<NotificationsCard />, '/app/transaction');
    fireEvent.click(await screen.findByRole('button', { name: 'Activer les notifications' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Activer les notifications' })).toBeNull(),
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('« Plus tard » hides it, and it is not offered again on this device', async () => {
    fakeBrowserPush();
    pushApi();
    const first = renderScreen(<NotificationsCard />, '/app/transaction');
    fireEvent.click(await screen.findByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('button', { name: 'Activer les notifications' })).toBeNull();
    expect(localStorage.getItem(PUSH_LATER_KEY)).not.toBeNull();
    first.unmount();
    renderScreen(<NotificationsCard />, '/app/transaction');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      screen.queryByRole('heading', { name: 'Être prévenu quand votre paiement avance\u202f?' }),
    ).toBeNull();
  });
});

describe('signing out', () => {
  it('makes the server forget this device and the browser drop it, even when the server cannot be reached', async () => {
    const browser = fakeBrowserPush({ permission: 'granted', subscribed: true });
    const api = pushApi();
    await forgetPushDevice(createApi('fr'));
    expect(api.calls).toEqual([
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: SUBSCRIPTION_JSON.endpoint } },
    ]);
    expect(browser.current()).toBeNull();

    const offline = fakeBrowserPush({ permission: 'granted', subscribed: true });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await forgetPushDevice(createApi('fr'));
    expect(offline.current()).toBeNull();
  });

  it('does not wait for a browser that does not answer', async () => {
    const browser = fakeBrowserPush({ permission: 'granted', subscribed: true });
    browser.pushManager.getSubscription.mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    await forgetPushDevice(createApi('fr'), 50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
