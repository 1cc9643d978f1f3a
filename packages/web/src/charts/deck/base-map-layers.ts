import type { Layer } from '@deck.gl/core';
import { GeoJsonLayer, PathLayer } from '@deck.gl/layers';
import type { BaseMapData } from './base-map-data';
import type { DeckColor } from './colors';

/** The base map's colours in each theme: water behind, land, and its lines. */
export interface BaseMapColors {
  water: string;
  land: DeckColor;
  coastline: DeckColor;
  border: DeckColor;
  admin1: DeckColor;
}

export const BASE_MAP_COLORS: Readonly<Record<'light' | 'dark', BaseMapColors>> = {
  light: {
    water: '#dde8f0',
    land: [247, 246, 242, 255],
    coastline: [150, 165, 178, 255],
    border: [176, 180, 186, 255],
    admin1: [205, 208, 212, 255],
  },
  dark: {
    water: '#0f1419',
    land: [38, 43, 50, 255],
    coastline: [92, 104, 118, 255],
    border: [78, 86, 96, 255],
    admin1: [58, 64, 72, 255],
  },
};

const lines = (id: string, geometry: BaseMapData['coastlines'], color: DeckColor, width: number) =>
  new PathLayer<number[][]>({
    id,
    data: geometry.coordinates,
    getPath: (path) => path as [number, number][],
    getColor: color,
    getWidth: width,
    widthUnits: 'pixels',
    // Natural Earth's shapes cross the antimeridian (Russia, Fiji): without this they smear across the map.
    wrapLongitude: true,
  });

/** The base map under the data: land, US states, borders, coastlines (drawn last, over borders). */
export const baseMapLayers = (data: BaseMapData, theme: 'light' | 'dark'): Layer[] => {
  const colors = BASE_MAP_COLORS[theme];
  return [
    new GeoJsonLayer({
      id: 'base-land',
      data: data.countries,
      filled: true,
      stroked: false,
      getFillColor: colors.land,
      wrapLongitude: true,
    }),
    lines('base-admin1', data.admin1, colors.admin1, 0.6),
    lines('base-borders', data.borders, colors.border, 0.8),
    lines('base-coastlines', data.coastlines, colors.coastline, 1),
  ];
};
