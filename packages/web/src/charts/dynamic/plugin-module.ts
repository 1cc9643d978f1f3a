import type { DynamicPluginRenderProps } from '@tessera/core';

/**
 * The plugin API: what a bundle's default export is (README.md beside this file). Plain data and
 * one function, so a bundle needs neither React nor a build step, and no copy of our modules.
 */
export interface DynamicChartModule {
  /** The viz_type it draws; when given it must equal the key the admin registered. */
  key?: string;
  name?: string;
  /** Draws into the empty container; answers a cleanup, called before the next draw and on unmount. */
  render: (container: HTMLElement, props: DynamicPluginRenderProps) => (() => void) | void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The bundle's default export as a plugin, or the reason it is not one. Checked once at load, so a
 * wrong bundle fails with one clear message instead of at its first draw.
 */
export const readPluginModule = (
  exports: unknown,
  registeredKey: string,
): { ok: true; module: DynamicChartModule } | { ok: false; message: string } => {
  const plugin = isRecord(exports) ? exports['default'] : undefined;
  if (!isRecord(plugin) || typeof plugin['render'] !== 'function')
    return { ok: false, message: `Plugin ${registeredKey}: the bundle's default export has no render function` };
  const key = plugin['key'];
  if (key !== undefined && key !== registeredKey)
    return { ok: false, message: `Plugin ${registeredKey}: the bundle declares key ${String(key)}` };
  const name = plugin['name'];
  return {
    ok: true,
    module: {
      ...(typeof key === 'string' && { key }),
      ...(typeof name === 'string' && { name }),
      render: plugin['render'] as DynamicChartModule['render'],
    },
  };
};
