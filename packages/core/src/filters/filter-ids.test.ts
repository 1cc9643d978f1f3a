import { describe, expect, it } from 'vitest';
import { generateFilterId, getInitialDataMask, isNativeFilterId, nanoid } from './filter-ids.js';

describe('generateFilterId', () => {
  it('gives NATIVE_FILTER-<21-char nanoid> and NATIVE_FILTER_DIVIDER-<nanoid>, different each time', () => {
    const a = generateFilterId('NATIVE_FILTER');
    const b = generateFilterId('NATIVE_FILTER');
    expect(a).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{21}$/);
    expect(a).not.toBe(b);
    expect(generateFilterId('DIVIDER')).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{21}$/);
    expect(nanoid(8)).toHaveLength(8);
  });
  it('tells native filter keys from chart (cross-filter) keys', () => {
    expect(isNativeFilterId(generateFilterId('DIVIDER'))).toBe(true);
    expect(isNativeFilterId('101')).toBe(false);
  });
});

describe('getInitialDataMask', () => {
  it('is an empty mask for the id, parts given taking their place', () => {
    expect(getInitialDataMask(101)).toEqual({ id: '101', extraFormData: {}, filterState: {}, ownState: {} });
    expect(getInitialDataMask('NATIVE_FILTER-a', { filterState: { value: ['x'] } })).toEqual({
      id: 'NATIVE_FILTER-a',
      extraFormData: {},
      filterState: { value: ['x'] },
      ownState: {},
    });
  });
});
