import { buildWeb, WEB_BUILT_ENV } from './web-app.js';

/**
 * Builds the web app once for the whole e2e run. Each test file runs in a fresh module context,
 * so the per-module 'built' flag alone would rebuild it for every file; workers inherit this
 * process's environment, which tells them the build is done.
 */
export const setup = (): void => {
  buildWeb();
  process.env[WEB_BUILT_ENV] = '1';
};
