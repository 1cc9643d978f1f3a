import { describe, expect, it } from 'vitest';
import { addItem, moveItem, readValueList, removeItem, replaceItem, writeValueList } from './list-ops';

const isText = (v: unknown): v is string => typeof v === 'string';

describe('pill list operations', () => {
  it('reads single and multi values as lists and writes them back by mode', () => {
    expect(readValueList(['a', 3, 'b'], isText)).toEqual(['a', 'b']);
    expect(readValueList('a', isText)).toEqual(['a']);
    expect(readValueList(null, isText)).toEqual([]);
    expect(writeValueList(['a', 'b'], true)).toEqual(['a', 'b']);
    expect(writeValueList(['a', 'b'], false)).toBe('a');
    expect(writeValueList([], false)).toBeNull();
  });

  it('adds (replacing in single mode), replaces, removes and moves', () => {
    expect(addItem(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(addItem(['a'], 'b', false)).toEqual(['b']);
    expect(replaceItem(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
