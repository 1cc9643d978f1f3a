import { describe, expect, it } from 'vitest';
import { dashboardPath, isExplorePath, loginUrl, ROUTES, safeNextPath } from './paths';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/users/list/?q=1')).toBe('/users/list/?q=1');
  });

  it('sends everything else home', () => {
    expect(safeNextPath(null)).toBe(ROUTES.home);
    expect(safeNextPath('https://evil.example/')).toBe(ROUTES.home);
    expect(safeNextPath('//evil.example/')).toBe(ROUTES.home);
    expect(safeNextPath('/\\evil.example/')).toBe(ROUTES.home);
    expect(safeNextPath('/login/?next=/x')).toBe(ROUTES.home);
  });
});

describe('loginUrl', () => {
  it('carries the path to come back to', () => {
    expect(loginUrl('/roles/list/?a=b')).toBe('/login/?next=%2Froles%2Flist%2F%3Fa%3Db');
    expect(loginUrl('/login/')).toBe('/login/');
  });
});

describe('dashboardPath', () => {
  it('links a dashboard by its slug, else its id', () => {
    expect(dashboardPath({ id: 7, slug: 'flights' })).toBe('/tessera/dashboard/flights/');
    expect(dashboardPath({ id: 7, slug: null })).toBe('/tessera/dashboard/7/');
    expect(dashboardPath({ id: 7, slug: '' })).toBe('/tessera/dashboard/7/');
    expect(dashboardPath({ id: 7 })).toBe('/tessera/dashboard/7/');
  });
});

describe('isExplorePath', () => {
  it('takes explore and its permalinks under both prefixes as one page', () => {
    for (const path of ['/explore/', '/superset/explore/p/abc123/', '/tessera/explore/p/abc123/'])
      expect(isExplorePath(path), path).toBe(true);
    for (const path of ['/chart/list/', '/explore/p/', '/superset/explore/p/a/b/', '/tessera/dashboard/1/'])
      expect(isExplorePath(path), path).toBe(false);
  });
});
