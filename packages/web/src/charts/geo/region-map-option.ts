import type { EChartsCoreOption } from 'echarts/core';

/** One region with data: its code (the shape's name), its fill and its tooltip (HTML, escaped). */
export interface MapRegion {
  name: string;
  color: string;
  tooltip: string;
}

/** A bubble over a region (Superset's world map `show_bubbles`): its radius in pixels. */
export interface MapBubble {
  name: string;
  radius: number;
  tooltip: string;
}

export interface RegionMapSpec {
  /** The name the shapes are registered under (ECharts registerMap). */
  mapName: string;
  regions: readonly MapRegion[];
  bubbles: readonly MapBubble[];
  bubbleColor: string;
  /** Regions without data; Superset fills them with the theme's border colour. */
  emptyColor: string;
  borderColor: string;
  /** The region this chart cross-filters on: the others are dimmed, as Superset's fill-opacity 0.35. */
  selected: string | null;
}

const DIMMED = 0.35;
const BUBBLE_OPACITY = 0.5;
// The map and the (invisible) geo component the bubbles sit on share one layout, so they overlap exactly.
const LAYOUT = { left: 8, right: 8, top: 8, bottom: 8 } as const;

/**
 * The ECharts option of a region map: a map series for the regions and, when there are bubbles,
 * a scatter series on a transparent geo component of the same map (a map series cannot carry
 * other series). `centers` places the bubbles; a bubble without a centre is left out.
 */
export const regionMapOption = (
  spec: RegionMapSpec,
  centers: ReadonlyMap<string, [number, number]>,
): EChartsCoreOption => {
  const { mapName, regions, bubbles, selected } = spec;
  const tooltips = new Map(regions.map((r) => [r.name, r.tooltip]));
  const bubbleTooltips = new Map(bubbles.map((b) => [b.name, b.tooltip]));
  const placed = bubbles.flatMap((b) => {
    const center = centers.get(b.name);
    return center === undefined ? [] : [{ name: b.name, value: center, symbolSize: b.radius * 2 }];
  });
  const dimmed = (name: string) => selected !== null && name !== selected;
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { seriesType?: string; name: string }) =>
        (params.seriesType === 'scatter' ? bubbleTooltips : tooltips).get(params.name) ?? '',
    },
    ...(placed.length > 0 && {
      geo: {
        map: mapName,
        ...LAYOUT,
        roam: false,
        silent: true,
        itemStyle: { areaColor: 'transparent', borderWidth: 0 },
        emphasis: { disabled: true },
      },
    }),
    series: [
      {
        type: 'map',
        map: mapName,
        ...LAYOUT,
        roam: false,
        selectedMode: false,
        label: { show: false },
        itemStyle: {
          areaColor: spec.emptyColor,
          borderColor: spec.borderColor,
          borderWidth: 0.5,
          ...(selected !== null && { opacity: DIMMED }),
        },
        emphasis: { label: { show: false }, itemStyle: { areaColor: spec.emptyColor } },
        data: regions.map((r) => ({
          name: r.name,
          itemStyle: { areaColor: r.color, opacity: dimmed(r.name) ? DIMMED : 1 },
          emphasis: { itemStyle: { areaColor: r.color, borderColor: spec.bubbleColor, borderWidth: 1.5 } },
        })),
      },
      ...(placed.length > 0
        ? [
            {
              type: 'scatter',
              coordinateSystem: 'geo',
              data: placed,
              itemStyle: {
                color: spec.bubbleColor,
                opacity: BUBBLE_OPACITY,
                borderColor: spec.bubbleColor,
                borderWidth: 1,
              },
              emphasis: { itemStyle: { opacity: 0.85 } },
            },
          ]
        : []),
    ],
  };
};
