import type { NativeFilterConfig } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { configFromDraft, draftFromConfig, newDividerDraft, newFilterDraft, type FilterDraft } from './filter-draft';
import { cascadeParentCandidates, firstInvalidId, validateDrafts } from './filter-validation';

const computed = { chartsInScope: [1, 2], tabsInScope: [] };

const filter = (id: string, patch: Partial<FilterDraft> = {}): FilterDraft => ({
  ...newFilterDraft(id),
  name: id,
  datasetId: 3,
  column: 'origin',
  ...patch,
});

describe('native filter drafts', () => {
  it('saves a value filter in Superset shape, description trimmed, requiredFirst from required', () => {
    const draft = filter('NATIVE_FILTER-a', {
      description: '  Where flights leave  ',
      controlValues: { ...newFilterDraft('x').controlValues, enableEmptyFilter: true },
    });
    expect(configFromDraft(draft, computed)).toMatchObject({
      id: 'NATIVE_FILTER-a',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      description: 'Where flights leave',
      targets: [{ datasetId: 3, column: { name: 'origin' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1, 2],
      requiredFirst: true,
      controlValues: { enableEmptyFilter: true, multiSelect: true },
    });
  });

  it('targets [{}] for a time range and the dataset alone for a time grain', () => {
    expect(configFromDraft(filter('t', { filterType: 'filter_time' }), computed)['targets']).toEqual([{}]);
    expect(configFromDraft(filter('g', { filterType: 'filter_timegrain' }), computed)['targets']).toEqual([
      { datasetId: 3 },
    ]);
  });

  it('round-trips a saved entry, keeping keys the modal does not edit', () => {
    const saved = {
      id: 'NATIVE_FILTER-b',
      type: 'NATIVE_FILTER',
      name: 'Origin',
      filterType: 'filter_select',
      targets: [{ datasetId: 3, column: { name: 'origin' } }],
      controlValues: { multiSelect: false },
      defaultDataMask: {
        filterState: { value: ['JFK'] },
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }] },
      },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      custom: 'kept',
    } as NativeFilterConfig;
    const back = configFromDraft(draftFromConfig(saved), computed);
    expect(back).toMatchObject({
      custom: 'kept',
      defaultDataMask: saved['defaultDataMask'],
      controlValues: { multiSelect: false },
    });
  });

  it('saves dividers with title and description only', () => {
    const divider = { ...newDividerDraft('NATIVE_FILTER_DIVIDER-c'), title: ' Section ', description: '' };
    expect(configFromDraft(divider, computed)).toEqual({
      id: 'NATIVE_FILTER_DIVIDER-c',
      type: 'DIVIDER',
      title: 'Section',
      description: '',
    });
  });
});

describe('validation and cascading', () => {
  it('names the missing fields and the first invalid filter in list order', () => {
    const drafts = [filter('a'), filter('b', { name: ' ', column: null }), { ...newDividerDraft('d') }];
    const errors = validateDrafts(drafts);
    expect(errors).toEqual({
      b: { name: 'Name is required', column: 'Column is required' },
      d: { title: 'Title is required' },
    });
    expect(firstInvalidId(drafts, errors)).toBe('b');
  });

  it('offers as parents only value filters that do not depend on the filter', () => {
    const a = filter('a');
    const b = filter('b', { cascadeParentIds: ['a'] });
    const c = filter('c', { cascadeParentIds: ['b'] });
    const range = filter('r', { filterType: 'filter_range' });
    const drafts = [a, b, c, range];
    expect(cascadeParentCandidates(a, drafts).map((d) => d.id)).toEqual([]);
    expect(cascadeParentCandidates(c, drafts).map((d) => d.id)).toEqual(['a', 'b']);
    expect(validateDrafts([{ ...a, cascadeParentIds: ['c'] }, b, c])['a']).toEqual({
      cascadeParentIds: 'Cannot create cyclic hierarchy',
    });
  });
});
