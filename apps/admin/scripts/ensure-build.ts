import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, sharedSources, swapInto } from '@1xpay/ui/ensure-build';

/**
 * `npm start`'s second step: builds the dashboard when its sources (or BRAND_NAME, which the build writes in) changed
 * since the last build, and does nothing otherwise. The build is made beside `build/` and then put in its place, so a
 * server already serving the dashboard never sees it half-written.
 */
const admin = fileURLToPath(new URL('..', import.meta.url));
const repo = join(admin, '..', '..');
const buildDir = join(admin, 'build');

ensureBuild({
  say: {
    building: 'Construction du tableau de bord…',
    built: 'Tableau de bord construit.',
    failed: 'La construction du tableau de bord a échoué.',
  },
  repo,
  sources: [
    join(admin, 'src'),
    join(admin, 'scripts'),
    join(admin, 'index.html'),
    join(admin, 'vite.config.ts'),
    ...sharedSources(repo),
  ],
  salt: `brand=${process.env.BRAND_NAME ?? ''};sourcemap=${process.env.ADMIN_SOURCEMAP ?? ''}`,
  buildDir,
  marker: join(buildDir, 'index.html'),
  build() {
    const next = `${buildDir}.next`;
    rmSync(next, { recursive: true, force: true });
    const status = spawnSync(
      process.execPath,
      [
        join(repo, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--logLevel',
        'error',
        '--outDir',
        next,
      ],
      { cwd: admin, stdio: ['ignore', 'inherit', 'inherit'] },
    ).status;
    if (status === 0) swapInto(next, buildDir);
    return status;
  },
});
