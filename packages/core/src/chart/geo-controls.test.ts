import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAT_LONG_CONFIG,
  INVALID_LAT_LONG,
  VIEWPORT_DEFAULTS,
  invalidViewportFields,
  latLongColumns,
  latLongLabel,
  normaliseViewport,
  parseViewportNumber,
  readLatLongConfig,
  validateLatLong,
  viewportLabel,
} from './geo-controls.js';

describe('lat/long config (spec 01, spec 02)', () => {
  it('"delimiter (default comma)"', () => {
    expect(DEFAULT_LAT_LONG_CONFIG.delimiter).toBe(',');
    expect(readLatLongConfig({ type: 'delimited', lonlatCol: 'pos' })?.delimiter).toBe(',');
    expect(readLatLongConfig({ type: 'delimited', lonlatCol: 'pos', delimiter: ';' })?.delimiter).toBe(';');
  });

  it('"latlong needs both columns"', () => {
    expect(validateLatLong({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toEqual([]);
    expect(validateLatLong({ type: 'latlong', latCol: 'lat' })).toEqual([INVALID_LAT_LONG]);
    expect(validateLatLong({ type: 'latlong', lonCol: 'lon', latCol: ' ' })).toEqual([INVALID_LAT_LONG]);
  });

  it('"delimited needs the column and the delimiter"', () => {
    expect(validateLatLong({ type: 'delimited', lonlatCol: 'pos', delimiter: ',' })).toEqual([]);
    expect(validateLatLong({ type: 'delimited', lonlatCol: 'pos', delimiter: '' })).toEqual([INVALID_LAT_LONG]);
    expect(validateLatLong({ type: 'delimited', delimiter: ',' })).toEqual([INVALID_LAT_LONG]);
  });

  it('"geohash needs its column"', () => {
    expect(validateLatLong({ type: 'geohash', geohashCol: 'gh' })).toEqual([]);
    expect(validateLatLong({ type: 'geohash', latCol: 'lat', lonCol: 'lon' })).toEqual([INVALID_LAT_LONG]);
  });

  it('"Otherwise the error \'Invalid lat/long configuration.\' is shown and the label reads N/A"', () => {
    expect(INVALID_LAT_LONG).toBe('Invalid lat/long configuration.');
    expect(latLongLabel({ type: 'latlong', latCol: 'lat' })).toBe('N/A');
    expect(latLongLabel(readLatLongConfig('nonsense'))).toBe('N/A');
    expect(validateLatLong(readLatLongConfig({ type: 'polar' }))).toEqual([INVALID_LAT_LONG]);
  });

  it('labels a valid configuration by its columns, longitude first', () => {
    expect(latLongLabel({ type: 'latlong', latCol: 'LAT', lonCol: 'LON' })).toBe('LON | LAT');
    expect(latLongLabel({ type: 'delimited', lonlatCol: 'pos', delimiter: ',' })).toBe('pos');
    expect(latLongLabel({ type: 'geohash', geohashCol: 'gh' })).toBe('gh');
  });

  it('reads only string columns and a boolean reverse flag from a saved value', () => {
    expect(readLatLongConfig({ type: 'geohash', geohashCol: 'gh', reverseCheckbox: 'yes', latCol: 3 })).toEqual({
      type: 'geohash',
      geohashCol: 'gh',
      delimiter: ',',
      reverseCheckbox: false,
    });
  });

  it('names the columns a valid configuration selects, none for an invalid one', () => {
    expect(latLongColumns({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toEqual(['lon', 'lat']);
    expect(latLongColumns({ type: 'geohash', geohashCol: 'gh' })).toEqual(['gh']);
    expect(latLongColumns({ type: 'latlong', latCol: 'lat' })).toEqual([]);
  });
});

describe('viewport control (spec 02)', () => {
  it('"Viewport defaults: zoom 1, bearing 0, pitch 0"', () => {
    expect(VIEWPORT_DEFAULTS).toMatchObject({ zoom: 1, bearing: 0, pitch: 0 });
    expect(normaliseViewport(undefined)).toEqual(VIEWPORT_DEFAULTS);
  });

  it('"Viewport control: longitude, latitude, zoom, bearing, pitch" each numeric', () => {
    expect(normaliseViewport({ longitude: '2.35', latitude: 48.85, zoom: '5', bearing: 10, pitch: 30 })).toEqual({
      longitude: 2.35,
      latitude: 48.85,
      zoom: 5,
      bearing: 10,
      pitch: 30,
    });
  });

  it('gives a non-numeric or blank field its default, and names it as invalid', () => {
    const typed = { longitude: 'east', latitude: '', zoom: 3 };
    expect(normaliseViewport(typed)).toMatchObject({ longitude: VIEWPORT_DEFAULTS.longitude, zoom: 3, pitch: 0 });
    expect(invalidViewportFields(typed)).toEqual(['longitude', 'latitude']);
    expect(parseViewportNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseViewportNumber(' -3.5 ')).toBe(-3.5);
  });

  it('labels a viewport by its centre and zoom', () => {
    expect(viewportLabel({ longitude: 2.3522, latitude: 48.8566, zoom: 5, bearing: 0, pitch: 0 })).toBe(
      '2.35°, 48.86° (zoom 5)',
    );
  });
});
