import type { Layer } from '@deck.gl/core';
import { TextLayer } from '@deck.gl/layers';
import type { BaseMapData, LargeCity } from './base-map-data';
import type { DeckColor } from './colors';
import { fillTriangles, FlatShapeLayer, segmentVertices } from './flat-shape-layer';
import { PointSpriteLayer } from './point-sprite-layer';
import type { LonLat } from './spatial';

/** The base map's colours in each theme: water behind, land, and its lines. */
export interface BaseMapColors {
  water: string;
  land: DeckColor;
  coastline: DeckColor;
  border: DeckColor;
  admin1: DeckColor;
  city: DeckColor;
  cityLabel: DeckColor;
}

export const BASE_MAP_COLORS: Readonly<Record<'light' | 'dark', BaseMapColors>> = {
  light: {
    water: '#dde8f0',
    land: [247, 246, 242, 255],
    coastline: [150, 165, 178, 255],
    border: [176, 180, 186, 255],
    admin1: [205, 208, 212, 255],
    city: [120, 128, 138, 255],
    cityLabel: [88, 96, 106, 255],
  },
  dark: {
    water: '#0f1419',
    land: [38, 43, 50, 255],
    coastline: [92, 104, 118, 255],
    border: [78, 86, 96, 255],
    admin1: [58, 64, 72, 255],
    city: [128, 138, 150, 255],
    cityLabel: [170, 178, 188, 255],
  },
};

const lines = (id: string, geometry: BaseMapData['coastlines'], color: DeckColor, widthPixels: number) =>
  new FlatShapeLayer<LonLat>({ id, data: segmentVertices(geometry), topology: 'line-list', color, widthPixels });

/**
 * The smallest city named at a zoom, or null for none: world and continent views show dots only
 * (a text layer costs each map its own glyph atlas and shaders, over a second in software GL), and
 * names come in as the map nears a region (a 5-million city at zoom 4, every city of the set from 6).
 */
export const cityLabelMinPopulation = (zoom: number): number | null => {
  if (zoom < 4) return null;
  if (zoom < 5) return 5_000_000;
  if (zoom < 6) return 2_000_000;
  return 0;
};

const cityLayers = (cities: readonly LargeCity[], colors: BaseMapColors, labelsFrom: number | null): Layer[] => [
  // GL points: a data scatter of many points draws with the same program, compiled once per map.
  new PointSpriteLayer<LargeCity>({
    id: 'base-cities',
    data: cities,
    getPosition: (c) => [c[0], c[1]],
    // 2 px for a million people, 3.5 px for the largest: a hint of size that never hides the data.
    getRadius: (c) => Math.min(3.5, 1.5 + Math.log10(c[2] / 1_000_000)),
    radiusUnits: 'pixels',
    getFillColor: colors.city,
  }),
  ...(labelsFrom === null
    ? []
    : [
        new TextLayer<LargeCity>({
          id: 'base-city-labels',
          data: cities.filter((c) => c[2] >= labelsFrom),
          getPosition: (c) => [c[0], c[1]],
          getText: (c) => c[3],
          getSize: 11,
          getColor: colors.cityLabel,
          getPixelOffset: [0, -9],
          fontFamily: 'system-ui, sans-serif',
          characterSet: 'auto',
        }),
      ]),
];

/**
 * The base map under the data: land, US states, borders, coastlines (drawn over borders), then
 * the large cities' dots and, once zoomed in (`labelsFrom`), their names.
 */
export const baseMapLayers = (
  data: BaseMapData,
  theme: 'light' | 'dark',
  labelsFrom: number | null = null,
): Layer[] => {
  const colors = BASE_MAP_COLORS[theme];
  return [
    new FlatShapeLayer<LonLat>({
      id: 'base-land',
      data: fillTriangles(data.countries),
      topology: 'triangle-list',
      color: colors.land,
    }),
    lines('base-admin1', data.admin1, colors.admin1, 0.6),
    lines('base-borders', data.borders, colors.border, 0.8),
    lines('base-coastlines', data.coastlines, colors.coastline, 1),
    ...cityLayers(data.cities, colors, labelsFrom),
  ];
};
