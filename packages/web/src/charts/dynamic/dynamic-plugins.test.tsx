import type { DynamicPluginRenderProps, FormData } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test-support/providers';
import { testQueryClient } from '../../../test-support/render';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import { ChartHost } from '../chart-host';
import { chartMetadata, isRegisteredVizType, loadChartPlugin } from '../registry';
import { setDynamicPluginSources } from './dynamic-plugins';

const HELLO = { id: 1, name: 'Hello bars', key: 'hello_bars', bundle_url: '/static/plugins/hello-bars/index.js' };

/** A bundle as the browser would import it: one `<span>` per row, sized by the first metric. */
const bundle = (key = 'hello_bars') => {
  const drawn: DynamicPluginRenderProps[] = [];
  const cleanups = { count: 0 };
  const exports = {
    default: {
      key,
      name: 'Hello bars',
      render: (container: HTMLElement, props: DynamicPluginRenderProps) => {
        drawn.push(props);
        for (const row of props.data) {
          const bar = container.ownerDocument.createElement('span');
          bar.className = 'bar';
          bar.textContent = `${String(row['gender'])}=${String(row['count'])}`;
          container.append(bar);
        }
        return () => {
          cleanups.count += 1;
        };
      },
    },
  };
  return { exports, drawn, cleanups };
};

const sources = (exports: unknown, list: unknown = { result: [HELLO], count: 1 }) => {
  const calls = { list: 0, imports: [] as string[] };
  setDynamicPluginSources({
    readList: async () => {
      calls.list += 1;
      return list;
    },
    importBundle: async (url) => {
      calls.imports.push(url);
      return exports;
    },
  });
  return calls;
};

const formData: FormData = { datasource: '3__table', viz_type: 'hello_bars', metrics: ['count'], groupby: ['gender'] };
const rows = makeResult({
  colnames: ['gender', 'count'],
  data: [
    { gender: 'boy', count: 3 },
    { gender: 'girl', count: 5 },
  ],
});

const drawHost = (fd: FormData = formData) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <ChartHost formData={fd} queriesData={[rows]} width={300} height={200} />
    </Providers>,
  );

describe('dynamic chart plugins in the chart registry', () => {
  afterEach(() => {
    cleanup();
    setDynamicPluginSources(null);
    vi.restoreAllMocks();
  });

  it('draws a chart whose viz_type is a registered key through the bundle, with its rows', async () => {
    const { exports, drawn, cleanups } = bundle();
    const calls = sources(exports);
    const view = drawHost();
    const bars = await screen.findAllByText(/^(boy|girl)=/);
    expect(bars.map((b) => b.textContent)).toEqual(['boy=3', 'girl=5']);
    expect(drawn[0]).toMatchObject({ formData, colnames: ['gender', 'count'], width: 300, height: 200 });
    expect(calls.imports).toEqual([HELLO.bundle_url]);
    view.unmount();
    expect(cleanups.count).toBe(1);
  });

  it('asks the list once and imports a bundle only when a chart of its type is drawn', async () => {
    const calls = sources(bundle().exports);
    expect(await loadChartPlugin('pie')).not.toBeNull();
    expect(calls.list).toBe(0);
    expect(await loadChartPlugin('no_such_type')).toBeNull();
    expect(calls.imports).toEqual([]);
    const plugin = await loadChartPlugin('hello_bars');
    expect(plugin?.metadata.name).toBe('Hello bars');
    expect(await loadChartPlugin('hello_bars')).toBe(plugin);
    expect(calls.list).toBe(1);
    expect(calls.imports).toHaveLength(1);
    // Once the list is in, the pages that name types synchronously know the plugin too.
    expect(isRegisteredVizType('hello_bars')).toBe(true);
    expect(chartMetadata('hello_bars')?.name).toBe('Hello bars');
    // Its query: the metrics by the dimensions.
    expect(plugin?.buildQuery(formData).queries[0]).toMatchObject({ metrics: ['count'], columns: ['gender'] });
  });

  it('logs, and draws as unsupported, a bundle that is no plugin or declares another key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A key of its own: the host keeps each type's settled plugin for the page's life.
    const broken = { ...HELLO, key: 'broken_bars' };
    sources({ default: { name: 'no render' } }, { result: [broken], count: 1 });
    drawHost({ ...formData, viz_type: 'broken_bars' });
    expect(await screen.findByText('This visualization type is not supported.')).toBeTruthy();
    expect(String(logged.mock.calls[0]?.[0])).toContain('no render function');
    cleanup();
    sources(bundle('other_key').exports);
    expect(await loadChartPlugin('hello_bars')).toBeNull();
    expect(String(logged.mock.calls[1]?.[0])).toContain('declares key other_key');
  });

  it('logs a plugin list that fails to load and goes on without plugins', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setDynamicPluginSources({
      readList: () => Promise.reject(new Error('offline')),
      importBundle: () => Promise.reject(new Error('never asked')),
    });
    expect(await loadChartPlugin('hello_bars')).toBeNull();
    expect(String(logged.mock.calls[0]?.[0])).toContain('plugin list failed to load');
  });
});
