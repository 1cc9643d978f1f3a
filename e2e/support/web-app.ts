import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startTestApp, type TestApp, type TestAppOptions } from '../../packages/server/test-support/test-app.js';

const root = join(import.meta.dirname, '..', '..');
const webDir = join(root, 'packages', 'web');
export const WEB_DIST = join(webDir, 'dist');

/** Set by the e2e global setup once it has built the app for this run. */
export const WEB_BUILT_ENV = 'TESSERA_E2E_WEB_BUILT';

let built = false;

/** Builds the web app once per run, so the e2e suite always tests the current source. */
export const buildWeb = (): void => {
  if (built || process.env[WEB_BUILT_ENV] === '1') return;
  const res = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
    // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (res.status !== 0) throw new Error('vite build failed');
  built = true;
};

/** The real server with the built SPA on a random port. */
export const startWebApp = async (opts: TestAppOptions = {}): Promise<TestApp> => {
  buildWeb();
  return startTestApp({ ...opts, env: { TESSERA_WEB_DIST: WEB_DIST, ...opts.env } });
};
