import { decodeRison } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { datasetChoice, datasetSearchPath, newChartUrl } from './chart-add-state';

const risonOf = (path: string): unknown => decodeRison(decodeURIComponent(path.split('?q=')[1] ?? ''));

describe('chart add page', () => {
  it('searches datasets by name, ordered by name', () => {
    expect(risonOf(datasetSearchPath(' car '))).toMatchObject({
      filters: [{ col: 'table_name', opr: 'ct', value: 'car' }],
      order_column: 'table_name',
      order_direction: 'asc',
    });
    expect(risonOf(datasetSearchPath(''))).not.toHaveProperty('filters');
  });

  it('opens explore only once a dataset and a chart type are chosen', () => {
    expect(newChartUrl(null, 'pie')).toBe(null);
    expect(newChartUrl(3, null)).toBe(null);
    expect(newChartUrl(3, 'pie')).toBe('/explore/?viz_type=pie&datasource_type=table&datasource_id=3');
  });

  it('labels a dataset with its database and schema', () => {
    expect(
      datasetChoice({ id: 4, table_name: 'cars', schema: 'main', database: { database_name: 'examples' } }),
    ).toEqual({ value: '4', label: 'cars', description: 'examples · main' });
    expect(datasetChoice({ id: 5, table_name: 'x' }).description).toBe('');
  });
});
