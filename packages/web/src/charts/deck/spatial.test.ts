import { readSpatial, spatialColumns, spatialNullFilters } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { decodeGeohash, positionOf } from './spatial';

describe("Superset's spatial control", () => {
  it('reads lat/long columns as [lon, lat] and queries lon then lat', () => {
    const spatial = readSpatial({ type: 'latlong', lonCol: 'lng', latCol: 'lat' });
    expect(spatialColumns(spatial)).toEqual(['lng', 'lat']);
    expect(spatial && positionOf({ lng: -122.4, lat: '37.7' }, spatial)).toEqual([-122.4, 37.7]);
    expect(spatial && positionOf({ lng: null, lat: 37.7 }, spatial)).toBeNull();
    expect(spatial && positionOf({ lng: 200, lat: 37.7 }, spatial)).toBeNull();
  });

  it('reads a delimited column, lat first when reversed', () => {
    const plain = readSpatial({ type: 'delimited', lonlatCol: 'coords', delimiter: ';' });
    expect(spatialColumns(plain)).toEqual(['coords']);
    expect(plain && positionOf({ coords: '2.35;48.85' }, plain)).toEqual([2.35, 48.85]);
    const reversed = readSpatial({ type: 'delimited', lonlatCol: 'coords', reverseCheckbox: true });
    expect(reversed && positionOf({ coords: '48.85,2.35' }, reversed)).toEqual([2.35, 48.85]);
    expect(reversed && positionOf({ coords: 'nowhere' }, reversed)).toBeNull();
  });

  it('decodes geohashes to the centre of their cell', () => {
    const [lon = 0, lat = 0] = decodeGeohash('u09tvw0') ?? [];
    expect(lon).toBeCloseTo(2.3522, 2);
    expect(lat).toBeCloseTo(48.8566, 2);
    expect(decodeGeohash('a!')).toBeNull();
    const spatial = readSpatial({ type: 'geohash', geohashCol: 'gh' });
    expect(spatialColumns(spatial)).toEqual(['gh']);
  });

  it('is null without its columns, and filters nulls on each spatial column', () => {
    expect(readSpatial({ type: 'latlong', lonCol: 'lng' })).toBeNull();
    expect(readSpatial(null)).toBeNull();
    expect(spatialNullFilters(['a', 'b'])).toEqual([
      { col: 'a', op: 'IS NOT NULL' },
      { col: 'b', op: 'IS NOT NULL' },
    ]);
  });
});
