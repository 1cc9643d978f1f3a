import type { ChartProps, FormData } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test-support/providers';
import { testQueryClient } from '../../test-support/render';
import { ChartHost } from './chart-host';
import { sealChartPlugin, type ChartHooks, type ChartPlugin } from './types';
import { makeResult } from '../../test-support/charts/timeseries/data';

interface FakeProps {
  mode: string;
}

function FakeChart({ mode, onRenderError, onContextMenu }: FakeProps & ChartHooks) {
  useEffect(() => {
    if (mode === 'async-error') onRenderError?.(new Error('canvas lost'));
    if (mode === 'menu') onContextMenu?.({ clientX: 1, clientY: 2, filters: [] });
  }, [mode, onRenderError, onContextMenu]);
  return <div data-testid="fake-chart">{mode}</div>;
}

const fake: ChartPlugin<FakeProps> = {
  metadata: {
    name: 'Fake',
    description: '',
    category: '',
    tags: [],
    thumbnail: null,
    exampleGallery: [],
    behaviors: [],
  },
  controlPanel: { sections: [] },
  buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [{}] }),
  transformProps: ({ formData }: ChartProps) => {
    if (formData['mode'] === 'transform-error') throw new Error('bad form data');
    return { mode: String(formData['mode']) };
  },
  Component: FakeChart,
};

vi.mock('./registry', () => ({
  loadChartPlugin: async (vizType: string) => (vizType === 'fake' ? sealChartPlugin(fake) : null),
}));

const renderFake = (mode: string, onContextMenu?: ChartHooks['onContextMenu']) => {
  const formData: FormData = { datasource: '1__table', viz_type: 'fake', mode };
  return render(
    <Providers queryClient={testQueryClient()} env="test">
      <ChartHost
        formData={formData}
        queriesData={[makeResult({ data: [{ a: 1 }] })]}
        width={100}
        height={100}
        onContextMenu={onContextMenu}
      />
    </Providers>,
  );
};

describe('ChartHost with any plugin', () => {
  afterEach(cleanup);

  it('renders the component with its transformed props', async () => {
    renderFake('plain');
    expect((await screen.findByTestId('fake-chart')).textContent).toBe('plain');
  });

  it('shows errors a chart reports outside rendering', async () => {
    renderFake('async-error');
    expect((await screen.findByTestId('chart-error')).textContent).toBe(
      'An error occurred while rendering the visualization: canvas lost',
    );
  });

  it('shows errors thrown by transformProps', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFake('transform-error');
    expect((await screen.findByTestId('chart-error')).textContent).toBe(
      'An error occurred while rendering the visualization: bad form data',
    );
  });

  it('passes context-menu events up', async () => {
    const onContextMenu = vi.fn();
    renderFake('menu', onContextMenu);
    await screen.findByTestId('fake-chart');
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 1, clientY: 2, filters: [] });
  });
});
