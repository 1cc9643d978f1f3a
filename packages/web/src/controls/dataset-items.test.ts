import { describe, expect, it } from 'vitest';
import { allowsAdhocMetrics, certificationOf, columnKind, isTemporalColumn, matchesSearch } from './dataset-items';
import { testColumn, testDatasource } from './testing/datasource-fixture';

describe('dataset items', () => {
  it('tells column kinds from type_generic, is_dttm, or the type name', () => {
    expect(columnKind(testColumn('a', { type_generic: 0 }))).toBe('numeric');
    expect(columnKind(testColumn('a', { type_generic: 1, is_dttm: true }))).toBe('temporal');
    expect(columnKind(testColumn('a', { type_generic: null, type: 'BIGINT' }))).toBe('numeric');
    expect(columnKind(testColumn('a', { type_generic: null, type: 'BOOLEAN' }))).toBe('boolean');
    expect(isTemporalColumn(testColumn('a', { type_generic: null, type: 'DATE' }))).toBe(true);
    expect(columnKind(testColumn('a', { type_generic: null, type: null }))).toBe('string');
  });

  it('reads certification from the fields or from extra', () => {
    expect(certificationOf(testColumn('a', { certified_by: 'Ann', certification_details: 'ok' }))).toEqual({
      certifiedBy: 'Ann',
      details: 'ok',
    });
    const extra = JSON.stringify({ certification: { certified_by: 'Bo', details: 'checked' } });
    expect(certificationOf(testColumn('a', { extra }))).toEqual({ certifiedBy: 'Bo', details: 'checked' });
    expect(certificationOf(testColumn('a'))).toBeNull();
  });

  it('reads disallow_adhoc_metrics from the dataset extra', () => {
    expect(allowsAdhocMetrics(testDatasource())).toBe(true);
    expect(allowsAdhocMetrics(null)).toBe(true);
    expect(allowsAdhocMetrics(testDatasource({ extra: '{"disallow_adhoc_metrics": true}' }))).toBe(false);
  });

  it('searches names case-insensitively', () => {
    expect(matchesSearch('ORI', 'Origin airport', 'origin')).toBe(true);
    expect(matchesSearch('xyz', 'Origin airport', null)).toBe(false);
    expect(matchesSearch(' ', 'anything')).toBe(true);
  });
});
