import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { createNavItems } from './nav-items';

describe("the header's '+' menu", () => {
  const all = { sqlLab: true, chart: true, dashboard: true, dataset: true, database: true };

  it("offers Superset's entries in its order, each only with its permission", () => {
    expect(createNavItems(t, all).map((i) => [i.label, i.to])).toEqual([
      ['SQL query', '/sqllab/'],
      ['Chart', '/chart/add'],
      ['Dashboard', '/dashboard/new/'],
      ['Create dataset', '/dataset/add/'],
      ['Connect database', '/databaseview/list/'],
    ]);
    const gamma = { ...all, sqlLab: false, dataset: false, database: false };
    expect(createNavItems(t, gamma).map((i) => i.testId)).toEqual(['create-chart', 'create-dashboard']);
    expect(
      createNavItems(t, { sqlLab: false, chart: false, dashboard: false, dataset: false, database: false }),
    ).toEqual([]);
  });
});
