import type { ChartDatasourceMeta, ChartProps, FormData } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../api/client';
import { json, mockFetch, type MockHandler } from '../../test-support/mock-fetch';
import { Providers } from '../../test-support/providers';
import { testQueryClient } from '../../test-support/render';
import { ChartHost, type ChartHostProps } from './chart-host';
import { makeResult } from '../../test-support/charts/timeseries/data';
import { sealChartPlugin, type ChartPlugin } from './types';

interface NamesProps {
  header: string;
}

function NamesChart({ header }: NamesProps) {
  return <span data-testid="names-chart">{header}</span>;
}

/** A chart showing the verbose name and format it got for its one column. */
const names: ChartPlugin<NamesProps> = {
  metadata: {
    name: 'Names',
    description: '',
    category: '',
    tags: [],
    thumbnail: null,
    exampleGallery: [],
    behaviors: [],
  },
  controlPanel: { sections: [] },
  buildQuery: () => ({ datasource: { id: 4, type: 'table' }, queries: [{}] }),
  transformProps: ({ datasource }: ChartProps) => ({
    header: `${datasource?.verboseMap['avg_delay'] ?? 'avg_delay'} ${datasource?.columnFormats['avg_delay'] ?? '-'}`,
  }),
  Component: NamesChart,
};

vi.mock('./registry', () => ({
  loadChartPlugin: async (vizType: string) => (vizType === 'names' ? sealChartPlugin(names) : null),
}));

const formData: FormData = { datasource: '4__table', viz_type: 'names' };
const data = [makeResult({ colnames: ['avg_delay'], data: [{ avg_delay: 6.67 }] })];
const legacy = { verbose_map: { avg_delay: 'Average delay (min)' }, column_formats: { avg_delay: ',.1f' } };

const routes = (datasource: MockHandler): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  'POST /api/v1/chart/data': () => json({ result: data }),
  'GET /datasource/get/table/4/': datasource,
});

const renderHost = (props: Partial<ChartHostProps> = {}) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <ChartHost formData={formData} width={300} height={200} {...props} />
    </Providers>,
  );

describe('ChartHost datasource meta', () => {
  beforeEach(clearCsrfToken);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('hands the datasource prop to the plugin without fetching it', async () => {
    const { requests } = mockFetch({});
    const datasource: ChartDatasourceMeta = { verboseMap: { avg_delay: 'Delay' }, columnFormats: {} };
    renderHost({ queriesData: data, datasource });
    expect((await screen.findByTestId('names-chart')).textContent).toBe('Delay -');
    expect(requests).toEqual([]);
  });

  it('loads the verbose map and column formats of the dataset when it fetches its own data', async () => {
    const { requests } = mockFetch(routes(() => json(legacy)));
    renderHost();
    expect((await screen.findByTestId('names-chart')).textContent).toBe('Average delay (min) ,.1f');
    expect(requests.filter((r) => r.path === '/datasource/get/table/4/')).toHaveLength(1);
  });

  it('draws with raw names when the dataset cannot be read', async () => {
    mockFetch(routes(() => json({ message: 'You do not have access to this dataset' }, 403)));
    renderHost();
    expect((await screen.findByTestId('names-chart')).textContent).toBe('avg_delay -');
  });

  it('does not fetch the meta for data it is given', async () => {
    const { requests } = mockFetch({});
    renderHost({ queriesData: data });
    expect((await screen.findByTestId('names-chart')).textContent).toBe('avg_delay -');
    expect(requests).toEqual([]);
  });
});
