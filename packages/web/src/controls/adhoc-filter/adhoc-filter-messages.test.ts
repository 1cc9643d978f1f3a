import { describe, expect, it } from 'vitest';
import { newAdhocFilter, type AdhocFilterValue } from '@tessera/core';
import { testDatasource } from '../../../test-support/controls/datasource-fixture';
import { filterWarning, removeFilter } from './adhoc-filter-messages';

const t = (source: string): string => source;
const simple = (patch: Partial<AdhocFilterValue>): AdhocFilterValue => ({
  ...newAdhocFilter(),
  isNew: false,
  ...patch,
});
const range = (comparator: string, name = 'departure_time'): AdhocFilterValue =>
  simple({ subject: name, operatorId: 'TEMPORAL_RANGE', operator: 'TEMPORAL_RANGE', comparator });

describe('warnings', () => {
  it('warns about inherited filters and missing columns', () => {
    const datasource = testDatasource();
    expect(filterWarning(simple({ subject: 'origin', isExtra: true }), datasource, t)).toMatch(/inherited/);
    expect(filterWarning(simple({ subject: 'gone' }), datasource, t)).toBe(
      'This column might be incompatible with current dataset',
    );
    expect(filterWarning(simple({ subject: 'origin' }), datasource, t)).toBeNull();
  });
});

describe('removal', () => {
  const other = simple({ subject: 'origin', operatorId: 'IN', comparator: ['JFK'] });

  it('removes ordinary filters and one of several time ranges', () => {
    const lastWeek = range('Last week');
    expect(removeFilter([other, lastWeek], 0)).toEqual({ kind: 'remove', filters: [lastWeek] });
    const two = [range('Last week'), range('No filter', 'date')];
    expect(removeFilter(two, 0)).toMatchObject({ kind: 'remove', filters: [two[1]] });
  });

  it('clears the last time range before vetoing its removal', () => {
    const cleared = removeFilter([other, range('Last week')], 1);
    expect(cleared.kind).toBe('clear');
    expect(cleared.kind === 'clear' && cleared.filters[1]?.comparator).toBe('No filter');
    const vetoed = removeFilter([other, range('No filter')], 1);
    expect(vetoed).toEqual({
      kind: 'veto',
      message: "You cannot delete the last temporal filter as it's used for time range filters in dashboards.",
    });
  });

  it('lets a canDelete rule decide', () => {
    expect(removeFilter([other], 0, () => 'Keep it')).toEqual({ kind: 'veto', message: 'Keep it' });
    expect(removeFilter([range('No filter')], 0, () => true)).toEqual({ kind: 'remove', filters: [] });
  });
});
