import { describe, expect, it } from 'vitest';
import { formDataDiffs, hasFormDataChanges, isEqualish } from './form-data-diff.js';

describe('formDataDiffs', () => {
  const saved = { viz_type: 'pie', metric: 'count', groupby: ['a'], row_limit: 100, slice_id: 3 };

  it('finds no change in equal form data, whatever the key order', () => {
    expect(hasFormDataChanges(saved, { row_limit: 100, groupby: ['a'], metric: 'count', viz_type: 'pie' })).toBe(false);
  });

  it('names each changed control with its before and after', () => {
    expect(formDataDiffs(saved, { ...saved, row_limit: 10, groupby: ['a', 'b'] })).toEqual({
      row_limit: { before: 100, after: 10 },
      groupby: { before: ['a'], after: ['a', 'b'] },
    });
  });

  it('treats empty values as unset and ignores page keys', () => {
    expect(hasFormDataChanges({ ...saved, adhoc_filters: [] }, { ...saved, adhoc_filters: undefined })).toBe(false);
    expect(hasFormDataChanges(saved, { ...saved, color: '' })).toBe(false);
    expect(hasFormDataChanges(saved, { ...saved, slice_id: 9, url_params: { a: '1' }, force: true })).toBe(false);
  });

  it('compares nested adhoc items deeply', () => {
    const filter = { clause: 'WHERE', subject: 'x', operator: '==', comparator: 1 };
    expect(isEqualish([filter], [{ ...filter }])).toBe(true);
    expect(isEqualish([filter], [{ ...filter, comparator: 2 }])).toBe(false);
    expect(isEqualish([1], { 0: 1 })).toBe(false);
  });
});
