import { describe, expect, it } from 'vitest';
import { columnKind, isTemporalColumn } from './column-kind.js';
import { testColumn } from '../../test-support/filter-fixtures.js';

describe('column kinds', () => {
  it('tells column kinds from type_generic, is_dttm, or the type name', () => {
    expect(columnKind(testColumn('a', { type_generic: 0 }))).toBe('numeric');
    expect(columnKind(testColumn('a', { type_generic: 1, is_dttm: true }))).toBe('temporal');
    expect(columnKind(testColumn('a', { type_generic: null, type: 'BIGINT' }))).toBe('numeric');
    expect(columnKind(testColumn('a', { type_generic: null, type: 'BOOLEAN' }))).toBe('boolean');
    expect(isTemporalColumn(testColumn('a', { type_generic: null, type: 'DATE' }))).toBe(true);
    expect(columnKind(testColumn('a', { type_generic: null, type: null }))).toBe('string');
  });
});
