import type { EChartsCoreOption } from 'echarts/core';
import type { RegionShapes } from '../geo/geo-shapes';

/** A subdivision with data: its ISO 3166-2 code (the shape's name) and the metric. */
export interface CountryRegion {
  code: string;
  value: number | null;
}

export interface CountryMapTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** `select_country`: the key of the shapes to draw, or null when none is chosen. */
  country: string | null;
  /** The entity column's label: the column a click cross-filters on. */
  entity: string | null;
  regions: readonly CountryRegion[];
  /** The option once the country's shapes are loaded, with this region selected and the others dimmed. */
  optionFor: (shapes: RegionShapes, selected: string | null) => EChartsCoreOption;
  /** The region (ISO code) this chart cross-filters on, from its filterState. */
  selectedName: string | null;
}
