import { describe, expect, it } from 'vitest';
import { allowsAdhocMetrics, certificationOf, matchesSearch } from './dataset-items';
import { testColumn, testDatasource } from '../../test-support/controls/datasource-fixture';

describe('dataset items', () => {
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
