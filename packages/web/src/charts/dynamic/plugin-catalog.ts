import type { ChartMetadata, DynamicPlugin } from '@tessera/core';

/**
 * What the page knows of the registered dynamic plugins once their list has arrived: enough for the
 * registry to name a plugin's type synchronously. Kept apart from the loader (dynamic-plugins.ts),
 * which the registry imports lazily, so the chart host's chunk carries only this.
 */
let known: ReadonlyMap<string, DynamicPlugin> = new Map();
let generation = 0;

export const metadataOf = (plugin: DynamicPlugin): ChartMetadata => ({
  name: plugin.name,
  description: '',
  category: 'Custom',
  tags: ['Custom'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
});

/** A registered plugin's metadata once the list has arrived (null before, and for other types). */
export const dynamicPluginMetadata = (vizType: string): ChartMetadata | null => {
  const plugin = known.get(vizType);
  return plugin === undefined ? null : metadataOf(plugin);
};

/** The list as fetched: the registry names these types from now on. */
export const rememberDynamicPlugins = (plugins: readonly DynamicPlugin[]): void => {
  known = new Map(plugins.map((p) => [p.key, p]));
};

/** Bumped by every forget: the loader drops its list and bundles when it sees a newer one. */
export const catalogGeneration = (): number => generation;

/** The next chart of an unknown type asks the list again (the admin page calls this after a change). */
export const forgetDynamicPlugins = (): void => {
  known = new Map();
  generation += 1;
};
