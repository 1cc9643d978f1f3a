import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const base = { datasource: '1__table', viz_type: 'world_map', entity: 'country', metric: 'sum__pop' };

describe('world map buildQuery', () => {
  it('groups by the entity column with the colour metric', () => {
    const [query] = buildQuery(base).queries;
    expect(query?.columns).toEqual(['country']);
    expect(query?.metrics).toEqual(['sum__pop']);
    expect(query?.orderby).toBeUndefined();
  });

  it('adds the bubble metric only when it differs, and sorts by the metric when asked', () => {
    expect(buildQuery({ ...base, secondary_metric: 'sum__pop' }).queries[0]?.metrics).toEqual(['sum__pop']);
    const [query] = buildQuery({ ...base, secondary_metric: 'avg__life', sort_by_metric: true }).queries;
    expect(query?.metrics).toEqual(['sum__pop', 'avg__life']);
    expect(query?.orderby).toEqual([['sum__pop', false]]);
  });
});
