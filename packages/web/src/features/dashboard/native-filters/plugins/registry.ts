import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FilterPluginProps } from './types';

type Loader = () => Promise<{ default: ComponentType<FilterPluginProps> }>;

/** One chunk per filter type (Superset registers its filters as chart plugins of the bar). */
const LOADERS: Readonly<Record<string, Loader>> = {
  filter_select: () => import('./select/select-filter').then((m) => ({ default: m.SelectFilter })),
  filter_range: () => import('./range/range-filter').then((m) => ({ default: m.RangeFilter })),
  filter_time: () => import('./time/time-filter').then((m) => ({ default: m.TimeFilter })),
  filter_timegrain: () => import('./timegrain/time-grain-filter').then((m) => ({ default: m.TimeGrainFilter })),
  filter_timecolumn: () => import('./timecolumn/time-column-filter').then((m) => ({ default: m.TimeColumnFilter })),
};

const components = new Map<string, LazyExoticComponent<ComponentType<FilterPluginProps>>>();

/** The lazily loaded component of a filter type; null for a type Tessera does not know. */
export const filterPluginComponent = (
  filterType: string | undefined,
): LazyExoticComponent<ComponentType<FilterPluginProps>> | null => {
  const loader = filterType === undefined ? undefined : LOADERS[filterType];
  if (filterType === undefined || loader === undefined) return null;
  const known = components.get(filterType);
  if (known !== undefined) return known;
  const component = lazy(loader);
  components.set(filterType, component);
  return component;
};

/** Starts loading the chunks of these filter types (the bar preloads its filters' types). */
export const preloadFilterPlugins = (filterTypes: readonly (string | undefined)[]): Promise<unknown> =>
  Promise.all(
    [...new Set(filterTypes)].flatMap((type) => {
      const loader = type === undefined ? undefined : LOADERS[type];
      return loader === undefined ? [] : [loader()];
    }),
  );
