import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { SCREENS } from './app/customer/screens.ts';
import { screenTextModules } from './scripts/app-texts.ts';
import { CHUNK_GROUPS } from './scripts/chunks.ts';
import { CATALOGUE_MODULE, compiledCatalogueModule, compiledCatalogues } from './scripts/compile-messages.ts';

/**
 * The browser bundle runs on Preact's React compatibility layer (≈ 50 KB less JavaScript than React DOM); the
 * prerender keeps React. Decision 011.
 */
const browser = join(import.meta.dirname, 'browser');
const BROWSER_ALIASES: Record<string, string> = {
  react: join(browser, 'react.ts'),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // The shared schemas' phone check, without libphonenumber's metadata (decision 024).
  'libphonenumber-js/max': join(
    import.meta.dirname,
    '..',
    '..',
    'packages',
    'contract',
    'src',
    'browser-phone.ts',
  ),
  // The compiled catalogues formatted without react-intl's machinery (decision 060); the prerender keeps react-intl.
  'react-intl': join(browser, 'react-intl.tsx'),
  // Every message arrives compiled, so the browser never needs the ICU parser.
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** The page's <html>, which Preact cannot hydrate as the root of the tree: see browser/document-root.tsx. */
const DOCUMENT_ROOT = join(import.meta.dirname, 'app', 'components', 'document-root.tsx');

const APP_DIR = join(import.meta.dirname, 'app');
const APP_TEXTS = join(APP_DIR, 'customer', 'app.messages.ts');
/** A screen's route module, whose own texts the browser build loads with it. */
const SCREEN_ROUTE = /[\\/]app[\\/]customer[\\/]routes[\\/]([a-z0-9-]+)\.tsx$/;
const SCREEN_TEXTS = 'virtual:1xpay-screen-texts/';

/**
 * The message catalogues, compiled to syntax trees at build time (scripts/compile-messages.ts). In the browser build,
 * the app's catalogue keeps the texts every screen shares and each screen's route module brings its own
 * (scripts/app-texts.ts, decision 060); the prerender and the dev server keep the whole catalogue.
 */
function compiledMessages(): Plugin {
  let building = false;
  const texts = screenTextModules(APP_DIR, SCREENS, () => compiledCatalogues(APP_TEXTS));
  return {
    name: '1xpay:compiled-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source) {
      return source.startsWith(SCREEN_TEXTS) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${SCREEN_TEXTS}`)) return null;
      return { code: await texts.screen(id.slice(SCREEN_TEXTS.length + 1)), map: null };
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const split = building && this.environment.name === 'client';
      const route = SCREEN_ROUTE.exec(file);
      if (split && route !== null && file === id) {
        // At the end: imports are hoisted all the same, and the module's lines stay where its source map says.
        return { code: `${code}\nimport ${JSON.stringify(SCREEN_TEXTS + route[1])};\n`, map: null };
      }
      if (!CATALOGUE_MODULE.test(file)) return null;
      if (split && file === APP_TEXTS) return { code: await texts.shared(), map: null };
      return { code: await compiledCatalogueModule(file), map: null };
    },
  };
}

function preactInTheBrowser(): Plugin {
  return {
    name: '1xpay:preact-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = BROWSER_ALIASES[source];
      if (target !== undefined && importer !== BROWSER_ALIASES.react) {
        return this.resolve(target, importer, { ...options, skipSelf: true });
      }
      if (source.endsWith('/document-root.tsx')) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved?.id === DOCUMENT_ROOT) return join(browser, 'document-root.tsx');
      }
      return null;
    },
  };
}

// One id per build, shared by the client bundle and builds/latest.json (react-router.config.ts's buildEnd runs in
// this same process).
process.env.WEB_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

export default defineConfig({
  plugins: [compiledMessages(), preactInTheBrowser(), tailwindcss(), reactRouter()],
  define: {
    __BRAND__: JSON.stringify(process.env.BRAND_NAME || '1xpay'),
    __BUILD_ID__: JSON.stringify(process.env.WEB_BUILD_ID),
    __SITE_URL__: JSON.stringify((process.env.PUBLIC_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')),
    __LEGAL_OPERATOR__: JSON.stringify(process.env.LEGAL_OPERATOR || process.env.BRAND_NAME || '1xpay'),
    __SUPPORT_EMAIL__: JSON.stringify(process.env.SUPPORT_EMAIL || 'support@1xpay.invalid'),
  },
  environments: {
    // What is loaded together is one file (scripts/chunks.ts); the prerender (Node) keeps the bundler's own split.
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
  },
  build: {
    target: 'es2022',
    minify: process.env.WEB_MINIFY !== '0',
    cssMinify: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1',
  },
});
