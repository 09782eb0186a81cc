import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

describe('the brand written into the messages at build time', () => {
  it('replaces {brand} by the brand as ICU literal text, leaving other arguments', () => {
    expect(withBrand('Essayer {brand}', '1xpay')).toBe('Essayer 1xpay');
    expect(withBrand('{brand} : {n} pays', 'Pay{}')).toBe("Pay'{}' : {n} pays");
    expect(withBrand("L'app {brand}", "O'Pay")).toBe("L'app O''Pay");
  });
});
