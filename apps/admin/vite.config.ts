import { join, resolve } from 'node:path';
import { precompress } from '@1xpay/ui/precompress';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { screenPreloadsPlugin } from './scripts/screen-preloads.ts';

/**
 * The dashboard: a single-page app on real React 19 (decision 025), built to `build/` and served by the API at
 * /admin (every path under it answers index.html; the router takes it from there).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    tailwindcss(),
    screenPreloadsPlugin(),
    (() => {
      // .br and .gz beside each asset (the page itself is sent by the server, with the screen's preloads), in the
      // folder the build was asked for (scripts/ensure-build.ts builds beside `build/`, then swaps).
      let outDir = join(import.meta.dirname, 'build');
      return {
        name: 'precompress',
        apply: 'build',
        configResolved(config) {
          outDir = resolve(config.root, config.build.outDir);
        },
        async closeBundle() {
          await precompress(join(outDir, 'assets'));
        },
      } satisfies Plugin;
    })(),
  ],
  resolve: {
    alias: {
      // The shared schemas' phone check without libphonenumber's metadata (≈ 50 KB gzipped); the server checks in full.
      'libphonenumber-js/max': join(
        import.meta.dirname,
        '..',
        '..',
        'packages',
        'contract',
        'src',
        'browser-phone.ts',
      ),
    },
  },
  define: {
    __BRAND__: JSON.stringify(process.env.BRAND_NAME || '1xpay'),
  },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.ADMIN_SOURCEMAP === '1',
  },
});
