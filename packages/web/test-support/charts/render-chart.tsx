import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../../src/i18n';

function ChartProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider initialLocale="en">
      <MantineProvider env="test">{children}</MantineProvider>
    </I18nProvider>
  );
}

/** Renders a chart component inside the providers the chart host gives it (tests only); rerender keeps them. */
export const renderChart = (ui: ReactElement) => render(ui, { wrapper: ChartProviders });
