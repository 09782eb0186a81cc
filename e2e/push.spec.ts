import { expect, type Page, test } from '@playwright/test';
import { type PushService, startPushService } from '../apps/api/src/testing/push/push-service.ts';
import { hydrated } from './pages.ts';
import { BASE_URL } from './playwright.config.ts';
import { verifyInApp } from './sms.ts';

// Web Push in the customer app on the running product: the service worker that shows the notifications is
// registered at the site's root, and a customer turns notifications on and off from the profile. Headless Chromium
// reaches no push service here: the page's PushManager is replaced by one that subscribes to a stand-in push
// service (PUSH_SERVICE_ORIGINS in playwright.config.ts) with real P-256 and authentication keys made by WebCrypto.

const PASSWORD = 'un mot de passe solide 2026';

function watchErrors(page: Page) {
  page.on('pageerror', (error) => {
    throw error;
  });
}

type DeviceKeys = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Before any script of the page: `PushManager.prototype.subscribe` makes a subscription-like object (kept in
 * sessionStorage, so that a reload still finds it), `getSubscription` answers it, `unsubscribe` drops it: at the
 * push service `service`, with keys of its own, or `device` (made by a local push service that can decrypt what it
 * receives).
 */
function stubPushManager(page: Page, service: string, device?: DeviceKeys) {
  return page.addInitScript(
    ({ service, device }: { service: string; device: DeviceKeys | null }) => {
      const STORE = 'e2e.push.subscription';
      type Stored = { endpoint: string; p256dh: string; auth: string; key: number[] };
      const base64Url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const subscriptionOf = (stored: Stored) => ({
        endpoint: stored.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.key).buffer },
        getKey: () => null,
        toJSON: () => ({
          endpoint: stored.endpoint,
          expirationTime: null,
          keys: { p256dh: stored.p256dh, auth: stored.auth },
        }),
        unsubscribe: async () => {
          sessionStorage.removeItem(STORE);
          return true;
        },
      });
      PushManager.prototype.getSubscription = async function getSubscription() {
        const raw = sessionStorage.getItem(STORE);
        return raw === null
          ? null
          : (subscriptionOf(JSON.parse(raw) as Stored) as unknown as PushSubscription);
      };
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
          'deriveBits',
        ]);
        const key = options?.applicationServerKey;
        const stored: Stored = {
          endpoint: device?.endpoint ?? `${service}/push/${crypto.randomUUID()}`,
          p256dh:
            device?.keys.p256dh ??
            base64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
          auth: device?.keys.auth ?? base64Url(crypto.getRandomValues(new Uint8Array(16))),
          key: key instanceof Uint8Array ? [...key] : [],
        };
        sessionStorage.setItem(STORE, JSON.stringify(stored));
        return subscriptionOf(stored) as unknown as PushSubscription;
      };
    },
    { service, device: device ?? null },
  );
}

async function signUp(page: Page) {
  const phone = `0197${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await page.goto('/app/sign-up');
  await hydrated(page);
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Diallo');
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByLabel('E-mail').fill(`awa.push.${phone}@example.bj`);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await verifyInApp(page, `+229${phone}`);
  await expect(page.getByRole('heading', { name: 'Bonjour Awa' })).toBeVisible();
}

test.describe('push notifications', () => {
  test('the service worker that shows them is registered at the site’s root', async ({ page }) => {
    watchErrors(page);
    await page.goto('/app/sign-in');
    await hydrated(page);
    const scope = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.scope),
    );
    expect(scope).toBe(`${BASE_URL}/`);
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).toContain("self.addEventListener('push'");
    expect(worker).toContain("self.addEventListener('notificationclick'");
  });

  test('a signed-in customer turns them on from the profile (the subscription is sent), then off', async ({
    page,
    context,
  }, testInfo) => {
    watchErrors(page);
    // Each worker's own local push service (PUSH_SERVICE_ORIGINS lists one port per worker): a campaign sent
    // meanwhile by another spec is answered at once (404 for this subscription it did not make).
    const service = await startPushService({ port: 4600 + testInfo.parallelIndex });
    try {
      await context.grantPermissions(['notifications'], { origin: BASE_URL });
      await stubPushManager(page, service.origin);
      await signUp(page);
      await page.goto('/app/profile');
      await hydrated(page);

      const toggle = page.getByRole('switch', { name: 'Notifications sur cet appareil' });
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeEnabled();
      const sent = page.waitForResponse(
        (response) =>
          response.url().endsWith('/1xpay/api/push/subscriptions') && response.request().method() === 'POST',
      );
      await toggle.click();
      const response = await sent;
      expect(response.status()).toBe(201);
      const body = response.request().postDataJSON() as {
        endpoint: string;
        expirationTime: null;
        keys: { p256dh: string; auth: string };
      };
      expect(body.endpoint).toMatch(new RegExp(`^${service.origin}/push/[0-9a-f-]{36}$`));
      expect(body.keys.p256dh).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(body.keys.auth).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(((await response.json()) as { data: { endpoint: string } }).data.endpoint).toBe(body.endpoint);
      await expect(page.getByText('Notifications activées sur cet appareil.')).toBeVisible();
      await expect(toggle).toBeChecked();

      // The switch shows the device's real state: still on after a reload.
      await page.reload();
      await hydrated(page);
      await expect(toggle).toBeChecked();

      const deleted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/1xpay/api/push/subscriptions') &&
          response.request().method() === 'DELETE',
      );
      await toggle.click();
      const gone = await deleted;
      expect(gone.status()).toBe(204);
      expect(gone.request().postDataJSON()).toEqual({ endpoint: body.endpoint });
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText('Notifications désactivées sur cet appareil.')).toBeVisible();
    } finally {
      await service.close();
    }
  });

  test('a campaign reaches the device encrypted, and the service worker shows it', async ({
    page,
    context,
    request,
  }, testInfo) => {
    watchErrors(page);
    // Each worker's own local push service (PUSH_SERVICE_ORIGINS lists one port per worker).
    const service: PushService = await startPushService({ port: 4600 + testInfo.parallelIndex });
    try {
      const device = service.subscribe();
      await context.grantPermissions(['notifications'], { origin: BASE_URL });
      await stubPushManager(page, service.origin, device);
      await signUp(page);
      await page.goto('/app/profile');
      await hydrated(page);
      await page.getByRole('switch', { name: 'Notifications sur cet appareil' }).click();
      await expect(page.getByText('Notifications activées sur cet appareil.')).toBeVisible();

      // The master sends a campaign, as the dashboard does.
      const login = await request.post('/1xpay/api/dashboard/login', {
        data: { email: 'e2e@example.bj', password: 'un mot de passe de test e2e' },
      });
      const { apiKey } = (await login.json()) as { apiKey: string };
      const title = `Bonus ${Date.now()}`;
      const queued = await request.post('/1xpay/api/pushToAllUsers', {
        headers: { authorization: `Bearer ${apiKey}` },
        data: { title, body: 'Déposez ce week-end : 5 % offerts.', url: '/app/deposit' },
      });
      expect(queued.status()).toBe(200);
      const ours = () =>
        service.received.filter(
          (message) => message.endpoint === device.endpoint && message.payload.includes(title),
        );
      await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(1);
      const [message] = ours();
      if (message === undefined) throw new Error('no message');
      expect(JSON.parse(message.payload)).toMatchObject({
        title,
        body: 'Déposez ce week-end : 5 % offerts.',
        url: '/app/deposit',
      });

      // Handed to the browser's service worker as its push service would (DevTools protocol): it is shown.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find(
            (registration) => registration.scopeURL === `${BASE_URL}/` && !registration.isDeleted,
          );
          if (ours !== undefined) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: BASE_URL,
        registrationId: await registrationId,
        data: message.payload,
      });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
          ),
        )
        .toContain(title);

      // Off again: the device is forgotten (no later campaign of another spec goes to a closed push service).
      const deleted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/1xpay/api/push/subscriptions') &&
          response.request().method() === 'DELETE',
      );
      await page.getByRole('switch', { name: 'Notifications sur cet appareil' }).click();
      expect((await deleted).status()).toBe(204);
    } finally {
      await service.close();
    }
  });
});
