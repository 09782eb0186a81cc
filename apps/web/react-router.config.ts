import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompress } from '@1xpay/ui/precompress';
import type { Config } from '@react-router/dev/config';
import { SCREENS } from './app/customer/screens.ts';
import { localePath } from './app/site/locale.ts';
import { NOT_FOUND_PAGES, PAGES } from './app/site/pages.ts';
import { APP_SHELL_PAGES, appManifest, appShellAssets, serviceWorker } from './scripts/app-shell.ts';
import { siteFiles } from './scripts/site-files.ts';

/**
 * Every page in both languages, prerendered to HTML and hydrated, and every screen of the customer app as the shell
 * its data loads into; no server rendering at run time. The 404 page is
 * prerendered too, at its placeholder paths, for the server to fill in (NOT_FOUND_PAGES).
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  async prerender({ getStaticPaths }) {
    const known = new Set(getStaticPaths());
    const pages = [...PAGES, ...SCREENS]
      .flatMap((page) => [page.path, localePath(page.path, 'en')])
      .filter((path) => known.has(path));
    const notFound = NOT_FOUND_PAGES.flatMap(({ placeholder }) => [
      placeholder,
      localePath(placeholder, 'en'),
    ]);
    return [...pages, ...notFound];
  },
  async buildEnd() {
    const client = join(import.meta.dirname, 'build', 'client');
    const files = siteFiles({
      buildId: process.env.WEB_BUILD_ID ?? 'unknown',
      siteUrl: process.env.PUBLIC_URL || 'http://127.0.0.1:3000',
      brand: process.env.BRAND_NAME || '1xpay',
    });
    files['manifest.webmanifest'] = appManifest(process.env.BRAND_NAME || '1xpay');
    files['sw.js'] = serviceWorker({
      buildId: process.env.WEB_BUILD_ID ?? 'unknown',
      pages: APP_SHELL_PAGES,
      assets: await appShellAssets(client),
    });
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(client, path, '..'), { recursive: true });
      await writeFile(join(client, path), content);
    }
    await precompress(client);
  },
} satisfies Config;
