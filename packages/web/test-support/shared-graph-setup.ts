import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { DEFAULT_LOCALE } from '@tessera/core';
import { afterAll, beforeAll, vi } from 'vitest';
import { clearCsrfToken } from '../src/api/client';
import { setDynamicPluginSources } from '../src/charts/dynamic/dynamic-plugins';
import { setCurrentLocale } from '../src/i18n/current-locale';

/**
 * The web project's files share one module graph and one document per worker (isolate: false):
 * each file leaves both as the next one expects a fresh page, with no toast, locale, storage, CSRF
 * token, fake timer or stubbed global of its own left behind.
 */
/**
 * A chart of a type that is not built in asks for the dynamic plugin list: here the list is empty
 * and answered at once, so no such request is still in flight when the next file stubs fetch and
 * counts its own requests. A test of dynamic plugins sets its own sources.
 */
beforeAll(() =>
  setDynamicPluginSources({
    readList: () => Promise.resolve({ result: [], count: 0 }),
    importBundle: () => Promise.reject(new Error('no plugin bundles in unit tests')),
  }),
);

afterAll(() => {
  cleanup();
  cleanNotifications();
  cleanNotificationsQueue();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  setCurrentLocale(DEFAULT_LOCALE);
  clearCsrfToken();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
