import { describe, expect, it } from 'vitest';
import { imageFileName } from './chart-image';
import { formatSql } from './format-sql';

describe('chart menu helpers', () => {
  it('formats the chart SQL for the database, and leaves unparsable SQL alone', () => {
    expect(formatSql('select a, count(*) from t group by a', 'duckdb')).toBe(
      'SELECT\n  a,\n  count(*)\nFROM\n  t\nGROUP BY\n  a',
    );
    expect(formatSql('select 1', 'unknown_engine')).toBe('SELECT\n  1');
    expect(formatSql('select (((', null)).toBe('select (((');
  });

  it('names the image after the chart', () => {
    const at = new Date(Date.UTC(2024, 4, 6, 7, 8, 9));
    expect(imageFileName('Flights by origin', at)).toBe('flights-by-origin-20240506070809.png');
    expect(imageFileName(null, at)).toBe('chart-20240506070809.png');
    expect(imageFileName('  ***  ', at)).toBe('chart-20240506070809.png');
  });
});
