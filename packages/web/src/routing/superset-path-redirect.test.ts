import { describe, expect, it } from 'vitest';
import { tesseraPath } from './superset-path-redirect';

describe('Superset paths', () => {
  it('reach their Tessera pages', () => {
    expect(tesseraPath('/superset/dashboard/flights/')).toBe('/tessera/dashboard/flights/');
    expect(tesseraPath('/superset/dashboard/p/AbC/')).toBe('/tessera/dashboard/p/AbC/');
    expect(tesseraPath('/superset/welcome/')).toBe('/tessera/welcome/');
    expect(tesseraPath('/superset/explore/')).toBe('/explore/');
    expect(tesseraPath('/superset/sqllab/')).toBe('/sqllab/');
    expect(tesseraPath('/superset/sqllab')).toBe('/sqllab/');
  });
});
