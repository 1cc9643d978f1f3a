import { crossFilterMask, inFilter, type DataMask } from '@tessera/core';
import { seriesKeyOf } from './series-data';

export interface CrossFilterContext {
  groupby: string[];
  seriesDimensions: Record<string, (string | null)[]>;
  selectedValues: string[];
}

/**
 * The data mask a click on a series emits: its dimension values as IN filters on the group-by
 * columns. Clicking the selected series again clears the cross-filter (null). Undefined when
 * the series cannot filter (no dimensions, or an unknown series).
 */
export const crossFilterMaskFor = (seriesName: string, ctx: CrossFilterContext): DataMask | null | undefined => {
  const values = ctx.seriesDimensions[seriesName];
  if (ctx.groupby.length === 0 || values === undefined || values.length !== ctx.groupby.length) return undefined;
  const key = seriesKeyOf(values);
  if (ctx.selectedValues.includes(key)) return null;
  return crossFilterMask({ columns: ctx.groupby, values, selected: key });
};

/** The filters that select one series, for a context menu (drill to detail, drill by). */
export const seriesFilters = (seriesName: string, ctx: CrossFilterContext) =>
  (ctx.seriesDimensions[seriesName] ?? []).map((value, i) => inFilter(ctx.groupby[i] ?? '', value));
