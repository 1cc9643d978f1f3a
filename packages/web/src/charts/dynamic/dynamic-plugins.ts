import {
  buildQueryContext,
  DynamicPluginReadSchema,
  type ChartProps,
  type DynamicPlugin,
  type FormData,
} from '@tessera/core';
import { createElement } from 'react';
import { apiRequest } from '../../api/client';
import type { LoadedChartPlugin } from '../types';
import { dynamicControlPanel } from './control-panel';
import { DynamicPluginChart } from './dynamic-plugin-chart';
import { catalogGeneration, forgetDynamicPlugins, metadataOf, rememberDynamicPlugins } from './plugin-catalog';
import { readPluginModule } from './plugin-module';

/** Superset's DynamicPluginsView.read: every registered plugin, for any signed-in user. */
export const DYNAMIC_PLUGINS_PATH = '/dynamic-plugins/api/read';

/** How the list is fetched and a bundle imported: the browser's by default, fakes in tests. */
export interface DynamicPluginSources {
  readList: () => Promise<unknown>;
  importBundle: (url: string) => Promise<unknown>;
}

const browserSources: DynamicPluginSources = {
  readList: () => apiRequest<unknown>(DYNAMIC_PLUGINS_PATH),
  // A bundle is an ES module at a URL known only at run time: Vite must leave the import alone.
  importBundle: (url) => import(/* @vite-ignore */ url),
};

let sources = browserSources;
let list: Promise<readonly DynamicPlugin[]> | null = null;
/** Each key's plugin, loaded once, so every chart of the type shares one plugin object. */
const loaded = new Map<string, Promise<LoadedChartPlugin | null>>();
/** The catalog's generation the caches above belong to: a forget there empties them here. */
let cachedGeneration = catalogGeneration();

/** Test seam: other sources, and a fresh cache. */
export const setDynamicPluginSources = (next: DynamicPluginSources | null): void => {
  sources = next ?? browserSources;
  forgetDynamicPlugins();
};

const dropStaleCaches = (): void => {
  if (cachedGeneration === catalogGeneration()) return;
  cachedGeneration = catalogGeneration();
  list = null;
  loaded.clear();
};

/**
 * The registered plugins, fetched once per page and kept. As Superset's DynamicPluginProvider, a list
 * that fails to load is logged, not shown: charts of those types then draw as unsupported.
 */
const registeredPlugins = (): Promise<readonly DynamicPlugin[]> => {
  list ??= sources.readList().then(
    (answer) => {
      const plugins = DynamicPluginReadSchema.parse(answer).result;
      rememberDynamicPlugins(plugins);
      return plugins;
    },
    (error: unknown) => {
      console.error('Dynamic plugins: the plugin list failed to load', error);
      return [];
    },
  );
  return list;
};


/** The plugin's one query: its metrics by its dimensions, with the chart's filters and row limit. */
const buildQuery = (formData: FormData) => buildQueryContext(formData, (base) => [base]);

const renderProps = (chartProps: ChartProps) => ({
  formData: chartProps.formData,
  data: chartProps.queriesData[0]?.data ?? [],
  colnames: chartProps.queriesData[0]?.colnames ?? [],
  width: chartProps.width,
  height: chartProps.height,
  theme: chartProps.theme,
});

/**
 * The plugin registered under `vizType`, its bundle imported now (the first time a chart of the
 * type is drawn), or null when no plugin has that key. A bundle that fails to load or is no plugin
 * is logged and answers null, so the chart draws as unsupported (Superset logs, does not show).
 */
export const loadDynamicChartPlugin = (vizType: string): Promise<LoadedChartPlugin | null> => {
  dropStaleCaches();
  const cached = loaded.get(vizType);
  if (cached) return cached;
  const pending = loadPlugin(vizType);
  loaded.set(vizType, pending);
  return pending;
};

const loadPlugin = async (vizType: string): Promise<LoadedChartPlugin | null> => {
  const plugin = (await registeredPlugins()).find((p) => p.key === vizType);
  if (plugin === undefined) return null;
  let exports: unknown;
  try {
    exports = await sources.importBundle(plugin.bundle_url);
  } catch (error) {
    console.error(`Dynamic plugins: the bundle of ${plugin.key} failed to load`, error);
    return null;
  }
  const read = readPluginModule(exports, plugin.key);
  if (!read.ok) {
    console.error(`Dynamic plugins: ${read.message}`);
    return null;
  }
  const { module } = read;
  return {
    metadata: metadataOf(plugin),
    controlPanel: dynamicControlPanel,
    buildQuery,
    prepare: (chartProps) => {
      const props = renderProps(chartProps);
      return (hooks) => createElement(DynamicPluginChart, { ...props, ...hooks, module });
    },
  };
};
