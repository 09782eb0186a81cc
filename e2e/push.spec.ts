import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './pages.ts';
import { BASE_URL } from './playwright.config.ts';

// Web Push in the customer app on the running product: the service worker that shows the notifications is
// registered at the site's root, and a customer turns notifications on and off from the profile. Headless Chromium
// reaches no push service here: the page's PushManager is replaced by one that subscribes to a stand-in push
// service (PUSH_SERVICE_ORIGINS in playwright.config.ts) with real P-256 and authentication keys made by WebCrypto.

const PASSWORD = 'un mot de passe solide 2026';
const PUSH_SERVICE = 'http://127.0.0.1:4599';

function watchErrors(page: Page) {
  page.on('pageerror', (error) => {
    throw error;
  });
}

/**
 * Before any script of the page: `PushManager.prototype.subscribe` makes a subscription-like object (kept in
 * sessionStorage, so that a reload still finds it), `getSubscription` answers it, `unsubscribe` drops it.
 */
function stubPushManager(page: Page) {
  return page.addInitScript((service: string) => {
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
      return raw === null ? null : (subscriptionOf(JSON.parse(raw) as Stored) as unknown as PushSubscription);
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const key = options?.applicationServerKey;
      const stored: Stored = {
        endpoint: `${service}/push/${crypto.randomUUID()}`,
        p256dh: base64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
        auth: base64Url(crypto.getRandomValues(new Uint8Array(16))),
        key: key instanceof Uint8Array ? [...key] : [],
      };
      sessionStorage.setItem(STORE, JSON.stringify(stored));
      return subscriptionOf(stored) as unknown as PushSubscription;
    };
  }, PUSH_SERVICE);
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
  }) => {
    watchErrors(page);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    await stubPushManager(page);
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
    expect(body.endpoint).toMatch(new RegExp(`^${PUSH_SERVICE}/push/[0-9a-f-]{36}$`));
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
        response.url().endsWith('/1xpay/api/push/subscriptions') && response.request().method() === 'DELETE',
    );
    await toggle.click();
    const gone = await deleted;
    expect(gone.status()).toBe(204);
    expect(gone.request().postDataJSON()).toEqual({ endpoint: body.endpoint });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Notifications désactivées sur cet appareil.')).toBeVisible();
  });
});
