import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_SHELL_PAGES, appManifest, appShellAssets, serviceWorker } from './app-shell.ts';
import { withBrand } from './compile-messages.ts';

describe('the app shell the service worker keeps', () => {
  it('is every screen of the app in both languages', () => {
    expect(APP_SHELL_PAGES).toContain('/app');
    expect(APP_SHELL_PAGES).toContain('/en/app/deposit');
    expect(APP_SHELL_PAGES).toContain('/sign-out');
    expect(APP_SHELL_PAGES.some((path) => path.startsWith('/1xpay'))).toBe(false);
  });

  it('holds what the pages load and what their code imports later, once each', () => {
    const client = mkdtempSync(join(tmpdir(), 'app-shell-'));
    mkdirSync(join(client, 'assets'));
    for (const path of APP_SHELL_PAGES) {
      mkdirSync(join(client, path), { recursive: true });
      writeFileSync(
        join(client, path, 'index.html'),
        '<link rel="stylesheet" href="/assets/root-1.css"><link rel="modulepreload" href="/assets/screen-1.js"><script type="module">import("/assets/entry-1.js")</script>',
      );
    }
    writeFileSync(join(client, 'assets', 'screen-1.js'), 'const v=()=>import("./validate-1.js");');
    writeFileSync(join(client, 'assets', 'entry-1.js'), 'export{};');
    writeFileSync(join(client, 'assets', 'validate-1.js'), 'const m=__vite__mapDeps(["assets/zod-1.js"]);');
    writeFileSync(join(client, 'assets', 'zod-1.js'), 'export{};');
    return expect(appShellAssets(client)).resolves.toEqual([
      '/assets/entry-1.js',
      '/assets/root-1.css',
      '/assets/screen-1.js',
      '/assets/validate-1.js',
      '/assets/zod-1.js',
    ]);
  });

  it('is named after its build and never answers for the API', () => {
    const worker = serviceWorker({ buildId: 'b42', pages: ['/app'], assets: ['/assets/a.js'] });
    expect(worker).toContain("const CACHE = 'app-shell-b42';");
    expect(worker).toContain("const API = '/1xpay/';");
    expect(worker).toMatch(/url\.pathname\.startsWith\(API\)\) return;/);
    expect(JSON.parse(appManifest('1xpay'))).toMatchObject({
      start_url: '/app',
      display: 'standalone',
      name: '1xpay',
    });
  });
});

type Listener = (event: unknown) => void;
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

/**
 * The service worker's text run against fake `self` and `clients` on https://pay.example: its listeners by event,
 * the notifications it shows, and the windows it focuses, navigates or opens.
 */
function runWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: unknown }[] = [];
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async (_url: string) => null),
    claim: vi.fn(async () => {}),
  };
  const self = {
    location: new URL('https://pay.example/sw.js'),
    clients,
    registration: {
      showNotification: vi.fn(async (title: string, options: unknown) => {
        shown.push({ title, options });
      }),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
  };
  new Function('self', serviceWorker({ buildId: 'b1', pages: ['/app'], assets: [] }))(self);
  /** Dispatches an event to the worker and waits for what it gave `waitUntil`. */
  const dispatch = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
    return waited.length;
  };
  const push = (text: string | undefined) =>
    dispatch('push', { data: text === undefined ? null : { text: () => text } });
  const click = (url: unknown) => {
    const notification = { data: { url }, close: vi.fn() };
    return dispatch('notificationclick', { notification }).then(() => notification);
  };
  return { shown, clients, push, click };
}

function appWindow(url: string): FakeWindow {
  const window: FakeWindow = {
    url,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (to: string) => ({ ...window, url: to })),
  };
  return window;
}

describe('the service worker’s push notifications', () => {
  it('shows a push message’s title, text and icon, its page kept for the click', async () => {
    const worker = runWorker();
    await worker.push(
      JSON.stringify({
        title: 'Paiement réussi',
        body: 'Votre dépôt de 5 000 F CFA est crédité.',
        url: '/app/transaction?reference=DEP-1',
        tag: 'DEP-1',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Paiement réussi',
        options: {
          body: 'Votre dépôt de 5 000 F CFA est crédité.',
          icon: '/icon-192.png',
          tag: 'DEP-1',
          data: { url: 'https://pay.example/app/transaction?reference=DEP-1' },
        },
      },
    ]);
  });

  it('shows nothing for a message that is not its JSON, and throws for none', async () => {
    const worker = runWorker();
    expect(await worker.push('pas du JSON {')).toBe(0);
    expect(await worker.push(undefined)).toBe(0);
    expect(await worker.push('[1, 2]')).toBe(0);
    expect(await worker.push(JSON.stringify({ body: 'sans titre' }))).toBe(0);
    expect(worker.shown).toEqual([]);
  });

  it('keeps a page of this site only: another origin’s address opens the app’s home', async () => {
    const worker = runWorker();
    for (const url of ['https://evil.example/app', '//evil.example/app', 'javascript:alert(1)']) {
      await worker.push(JSON.stringify({ title: 'Offre', body: '', url }));
    }
    await worker.push(JSON.stringify({ title: 'Offre', body: '', url: 'https://pay.example/en/app' }));
    expect(worker.shown.map((notification) => notification.options)).toEqual([
      ...Array.from({ length: 3 }, () => ({
        body: '',
        icon: '/icon-192.png',
        data: { url: 'https://pay.example/app' },
      })),
      { body: '', icon: '/icon-192.png', data: { url: 'https://pay.example/en/app' } },
    ]);
  });

  it('on a click, closes the notification and focuses the window already at its page', async () => {
    const there = appWindow('https://pay.example/app/transaction?reference=DEP-1');
    const other = appWindow('https://pay.example/app');
    const worker = runWorker([other, there]);
    const notification = await worker.click('https://pay.example/app/transaction?reference=DEP-1');
    expect(notification.close).toHaveBeenCalled();
    expect(worker.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(there.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('else takes an open window of the app there, leaving the site’s other pages alone', async () => {
    const site = appWindow('https://pay.example/tarifs');
    const app = appWindow('https://pay.example/en/app/history');
    const worker = runWorker([site, app]);
    await worker.click('https://pay.example/en/app/transaction?reference=DEP-2');
    expect(app.navigate).toHaveBeenCalledWith('https://pay.example/en/app/transaction?reference=DEP-2');
    expect(site.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('else, or when the window cannot be navigated, opens a new one: never at another origin', async () => {
    const worker = runWorker([appWindow('https://pay.example/tarifs')]);
    await worker.click('https://pay.example/app/transaction?reference=DEP-3');
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith(
      'https://pay.example/app/transaction?reference=DEP-3',
    );
    await worker.click('https://evil.example/phishing');
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith('https://pay.example/app');

    const uncontrolled = appWindow('https://pay.example/app');
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const again = runWorker([uncontrolled]);
    await again.click('https://pay.example/app/profile');
    expect(again.clients.openWindow).toHaveBeenCalledWith('https://pay.example/app/profile');
  });
});

describe('the brand written into the messages at build time', () => {
  it('replaces {brand} by the brand as ICU literal text, leaving other arguments', () => {
    expect(withBrand('Essayer {brand}', '1xpay')).toBe('Essayer 1xpay');
    expect(withBrand('{brand} : {n} pays', 'Pay{}')).toBe("Pay'{}' : {n} pays");
    expect(withBrand("L'app {brand}", "O'Pay")).toBe("L'app O''Pay");
  });
});
