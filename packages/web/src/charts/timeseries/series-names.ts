import type { ChartDatasourceMeta } from '@tessera/core';
import { verboseNameOf } from '../datasource-meta';
import type { TooltipParam } from './tooltip';

/** A metric part of a series name, with a time-shift suffix ('count__1 year ago') kept as it is. */
const verbosePart = (part: string, timeCompare: readonly string[], meta: ChartDatasourceMeta | undefined): string => {
  const offset = timeCompare.find((o) => part.endsWith(`__${o}`));
  if (offset === undefined) return verboseNameOf(meta, part);
  const base = part.slice(0, -offset.length - 2);
  return `${verboseNameOf(meta, base)}__${offset}`;
};

export interface SeriesNameContext {
  groupbyCount: number;
  labelMap: Record<string, string[]>;
  timeCompare: readonly string[];
  meta: ChartDatasourceMeta | undefined;
}

/**
 * A series' legend and tooltip name: its metric parts by their verbose names (Superset's metric
 * label through the verbose map); dimension values, the last `groupbyCount` parts, stay as they are.
 */
export const seriesDisplayName = (name: string, ctx: SeriesNameContext): string => {
  if (ctx.meta === undefined) return name;
  // Without dimensions the whole name is the metric, even when it holds ', ' (an SQL label).
  const parts = ctx.labelMap[name] ?? (ctx.groupbyCount === 0 ? [name] : name.split(', '));
  const split = Math.max(0, parts.length - ctx.groupbyCount);
  const metrics = parts.slice(0, split);
  const renamed = metrics.map((part) => verbosePart(part, ctx.timeCompare, ctx.meta));
  if (renamed.every((part, i) => part === metrics[i])) return name;
  return [...renamed, ...parts.slice(split)].join(', ');
};

/** Display names of the series that have one, keyed by the series name ECharts and cross-filters use. */
export const seriesDisplayNames = (names: readonly string[], ctx: SeriesNameContext): Record<string, string> =>
  Object.fromEntries(
    names.flatMap((name) => {
      const display = seriesDisplayName(name, ctx);
      return display === name ? [] : [[name, display]];
    }),
  );

/** Tooltip parameters with display names, for the formatter; annotation names are left alone. */
export const withDisplayNames = (
  params: TooltipParam | TooltipParam[],
  names: Readonly<Record<string, string>>,
): TooltipParam | TooltipParam[] => {
  const rename = (p: TooltipParam): TooltipParam => {
    const key = p.seriesName;
    return key !== undefined && Object.hasOwn(names, key) ? { ...p, seriesName: names[key] } : p;
  };
  return Array.isArray(params) ? params.map(rename) : rename(params);
};
