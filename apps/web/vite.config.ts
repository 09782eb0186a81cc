import { randomBytes } from 'node:crypto';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// One id per build, shared by the client bundle and builds/latest.json (react-router.config.ts's buildEnd runs in
// this same process).
process.env.WEB_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __BRAND__: JSON.stringify(process.env.BRAND_NAME || '1xpay'),
    __BUILD_ID__: JSON.stringify(process.env.WEB_BUILD_ID),
    __SITE_URL__: JSON.stringify((process.env.PUBLIC_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')),
  },
  build: { target: 'es2022', cssMinify: true, sourcemap: process.env.WEB_SOURCEMAP === '1' },
});
