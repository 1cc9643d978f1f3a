import { describe, expect, it } from 'vitest';
import { decodePath, decodePolyline, readLineType } from './path-encodings';

describe('deck path encodings', () => {
  it("decodes Google's encoded polyline, latitude first", () => {
    // The example of Google's format description: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    expect(decodePolyline('_p~iF')).toEqual([]);
  });

  it('reads each encoding as [lon, lat], swapped with reverse_long_lat', () => {
    expect(decodePath('[[-122.4, 37.8], [-118.2, 34.1]]', 'json', false)).toEqual([
      [-122.4, 37.8],
      [-118.2, 34.1],
    ]);
    expect(decodePath('_p~iF~ps|U', 'polyline', true)).toEqual([[-120.2, 38.5]]);
    expect(decodePath('9q8yy', 'geohash', false)[0]?.map((n) => Math.round(n))).toEqual([-122, 38]);
  });

  it('draws nothing for a value that is not a path', () => {
    for (const value of ['not json', '[1, 2]', '{"a": 1}', '', null])
      expect(decodePath(value, 'json', false)).toEqual([]);
    expect(readLineType('wkt')).toBe('json');
  });
});
