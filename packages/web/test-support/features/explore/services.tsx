import type { ControlPanelConfig } from '@tessera/core';
import { vi } from 'vitest';
import type { LoadedChartPlugin } from '../../../src/charts/types';
import type { ExploreServices } from '../../../src/features/explore/state/store';
import { singleMetricPanel, testPanel } from './fixtures';

export const fakePlugin = (panel: ControlPanelConfig = testPanel): LoadedChartPlugin => ({
  metadata: { name: 'x', description: '', category: '', tags: [], thumbnail: null, exampleGallery: [], behaviors: [] },
  controlPanel: panel,
  buildQuery: (fd) => ({ datasource: { id: 7, type: 'table' }, queries: [{ metrics: fd['metrics'] as string[] }] }),
  prepare: () => () => <div />,
});

/** Services with mocks for every call; 'pie' gets a single-metric panel, other types the test panel. */
export const fakeServices = (overrides: Partial<ExploreServices> = {}): ExploreServices => ({
  fetchChartData: vi.fn(async () => []),
  loadChartPlugin: vi.fn(async (vizType: string) => (vizType === 'pie' ? fakePlugin(singleMetricPanel) : fakePlugin())),
  createChart: vi.fn(async () => ({ id: 40, result: { owners: [1] } })),
  updateChart: vi.fn(async (id: number) => ({ id, result: {} })),
  createDashboard: vi.fn(async () => 77),
  postFormData: vi.fn(async () => 'key-1'),
  putFormData: vi.fn(async (key: string) => key),
  ...overrides,
});
