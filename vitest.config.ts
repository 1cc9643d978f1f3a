import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Server tests that mock a module (vi.mock): they run isolated, the rest of the server project shares modules. */
export const SERVER_MODULE_MOCKS = ['packages/server/src/query/chart-data-batch.test.ts'];

/** Web tests that mock a module (most replace ECharts' canvas): isolated in web-mocks, as on the server. */
export const WEB_MODULE_MOCKS = [
  'packages/web/src/charts/big-number/big-number-chart.test.tsx',
  'packages/web/src/charts/box-plot/box-plot-chart.test.tsx',
  'packages/web/src/charts/bubble/bubble-chart.test.tsx',
  'packages/web/src/charts/candlestick/candlestick-chart.test.tsx',
  'packages/web/src/charts/chart-host-datasource.test.tsx',
  'packages/web/src/charts/chart-host-hooks.test.tsx',
  'packages/web/src/charts/chart-host-own-state.test.tsx',
  'packages/web/src/charts/chart-host-render-callbacks.test.tsx',
  'packages/web/src/charts/chart-host.test.tsx',
  'packages/web/src/charts/chord/chord-chart.test.tsx',
  'packages/web/src/charts/echarts/echarts-view.test.tsx',
  'packages/web/src/charts/funnel/funnel-chart.test.tsx',
  'packages/web/src/charts/gauge/gauge-chart.test.tsx',
  'packages/web/src/charts/graph/graph-chart.test.tsx',
  'packages/web/src/charts/heatmap/heatmap-chart.test.tsx',
  'packages/web/src/charts/histogram/histogram-chart.test.tsx',
  'packages/web/src/charts/para/para-chart.test.tsx',
  'packages/web/src/charts/partition/partition-chart.test.tsx',
  'packages/web/src/charts/pie/pie-chart.test.tsx',
  'packages/web/src/charts/radar/radar-chart.test.tsx',
  'packages/web/src/charts/rose/rose-chart.test.tsx',
  'packages/web/src/charts/sankey/sankey-chart.test.tsx',
  'packages/web/src/charts/sunburst/sunburst-chart.test.tsx',
  'packages/web/src/charts/table/table-chart-columns.test.tsx',
  'packages/web/src/charts/table/table-chart.test.tsx',
  'packages/web/src/charts/timeseries/cross-filter.test.tsx',
  'packages/web/src/charts/treemap/treemap-chart.test.tsx',
  'packages/web/src/charts/word-cloud/word-cloud-chart.test.tsx',
  'packages/web/src/features/dashboard/components/dashboard-view.test.tsx',
  'packages/web/src/features/dashboard/edit/edit-mode.test.tsx',
  'packages/web/src/features/dashboard/save/use-save-dashboard.test.tsx',
  'packages/web/src/features/explore/components/chart-area/run-stop.test.tsx',
  'packages/web/src/pages/chart-preview/chart-preview-page.test.tsx',
  'packages/web/src/pages/dashboard/dashboard-permalink-page.test.tsx',
];
const WEB_TESTS = ['packages/web/{src,scripts,build}/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    // The JSON report lets .ci/run print one 'N passed, N failed' line across all suites.
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
    // Vitest's default (cores - 1) gives a 2-core runner one worker, which leaves a core idle while the
    // API and browser tests wait on PostgreSQL, the engine or Chromium: two workers there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'embed-sdk', include: ['packages/embed-sdk/src/**/*.test.ts'], environment: 'happy-dom' } },
      {
        test: {
          name: 'architecture',
          include: ['architecture/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: SERVER_MODULE_MOCKS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Every API test imports the whole server (Fastify, every route, DuckDB): importing it once per
          // worker instead of once per file took the project's summed import time from 754 s to 50 s.
          // Each file still builds its own app over its own metadata store, so nothing is shared but code.
          isolate: false,
        },
      },
      {
        test: {
          // The few server tests that replace a module with vi.mock need a module graph of their own.
          name: 'server-mocks',
          include: SERVER_MODULE_MOCKS,
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: WEB_TESTS,
          exclude: WEB_MODULE_MOCKS,
          environment: 'happy-dom',
          // Page tests render whole routes in happy-dom: on a busy 2-core runner 5 s is not enough.
          testTimeout: 15_000,
          // Every file imports React, the app's stores and the page under test again in a fresh
          // module graph when isolated; one graph per worker keeps that to once.
          isolate: false,
          setupFiles: ['packages/web/test-support/shared-graph-setup.ts'],
        },
      },
      {
        test: {
          name: 'web-mocks',
          include: WEB_MODULE_MOCKS,
          environment: 'happy-dom',
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A browser waits on a busy 2-core machine: expect.poll's 1 s default failed a Results-table check
          // under CI load. A call that passes its own timeout keeps it.
          expect: { poll: { timeout: 10_000 } },
          // Each browser file has its own server, port, metadata store and Chromium, so the files share the
          // workers with the other projects: one file at a time queued them all after every other test
          // (about 25 minutes of a 2-core run spent with one browser and one idle core).
        },
      },
    ],
  },
});
