import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, sharedSources } from '@1xpay/ui/ensure-build';

/**
 * `npm start`'s first step: builds the marketing site and the customer app when their sources (or BRAND_NAME /
 * PUBLIC_URL / LEGAL_OPERATOR / SUPPORT_EMAIL, which the build writes into the pages) changed since the last build, and does nothing otherwise.
 */
const web = fileURLToPath(new URL('..', import.meta.url));
const repo = join(web, '..', '..');

ensureBuild({
  say: {
    building: 'Construction du site vitrine…',
    built: 'Site vitrine construit.',
    failed: 'La construction du site vitrine a échoué.',
  },
  repo,
  sources: [
    join(web, 'app'),
    join(web, 'browser'),
    join(web, 'public'),
    join(web, 'scripts'),
    join(web, 'vite.config.ts'),
    join(web, 'react-router.config.ts'),
    ...sharedSources(repo),
  ],
  salt: `brand=${process.env.BRAND_NAME ?? ''};url=${process.env.PUBLIC_URL ?? ''};operator=${process.env.LEGAL_OPERATOR ?? ''};support=${process.env.SUPPORT_EMAIL ?? ''}`,
  buildDir: join(web, 'build'),
  marker: join(web, 'build', 'client', 'index.html'),
  build: () =>
    spawnSync(process.execPath, [join(repo, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'], {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status,
});
