import { describe, expect, it } from 'vitest';
import { downloadBase, imageFileName } from './chart-image';
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
    const at = new Date(2024, 4, 6, 7, 8, 9);
    expect(imageFileName('Flights by origin', at)).toBe('Flights by origin 20240506_070809.png');
    expect(imageFileName(null, at)).toBe('chart 20240506_070809.png');
    expect(imageFileName('a/b: c', at)).toBe('a b c 20240506_070809.png');
    expect(imageFileName(downloadBase(null, 'flights'), at)).toBe('flights 20240506_070809.png');
    expect(downloadBase('Flights by origin', 'flights')).toBe('Flights by origin');
    expect(downloadBase('  ', 'flights')).toBe('flights');
  });
});
