import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { DEFAULT_LOCALE } from '@tessera/core';
import { afterAll, vi } from 'vitest';
import { clearCsrfToken } from '../src/api/client';
import { setCurrentLocale } from '../src/i18n/current-locale';

/**
 * The web project's files share one module graph and one document per worker (isolate: false):
 * each file leaves both as the next one expects a fresh page, with no toast, locale, storage, CSRF
 * token, fake timer or stubbed global of its own left behind.
 */
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
