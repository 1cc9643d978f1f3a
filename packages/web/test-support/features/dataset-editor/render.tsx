import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../../providers';
import { testQueryClient } from '../../render';

/** The modals need only the app's providers (Mantine in test mode, i18n, a fresh query client). */
export const renderWithProviders = (ui: ReactNode) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      {ui}
    </Providers>,
  );

/** The rison `q` of a recorded request, decoded from its query string. */
export const risonParam = (path: string): string => new URLSearchParams(path.split('?')[1] ?? '').get('q') ?? '';
