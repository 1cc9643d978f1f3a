import { describe, expect, it } from 'vitest';
import { DROP_LEFT, DROP_RIGHT, reorderItem, type DropLocation, type DropPosition } from './drop-result.js';

const entitiesMap = {
  a: { id: 'a', children: ['x', 'y', 'z'] },
  b: { id: 'b', children: ['p', 'q'] },
  tabs: { id: 'tabs', children: ['t0', 't1', 't2', 't3'] },
};
const at = (id: string, index: number, type = 'ROW'): DropLocation => ({ id, type, index });

describe('reorderItem (reorder)', () => {
  // [case, source, destination, position, expected children of source, of destination]
  const cases: Array<[string, DropLocation, DropLocation, DropPosition | null, string[], string[]]> = [
    ['forward within a list', at('a', 0), at('a', 2), null, ['y', 'z', 'x'], ['y', 'z', 'x']],
    ['backward within a list', at('a', 2), at('a', 0), null, ['z', 'x', 'y'], ['z', 'x', 'y']],
    ['to another list, at its start', at('a', 1), at('b', 0), null, ['x', 'z'], ['y', 'p', 'q']],
    ['to another list, at its end', at('a', 0), at('b', 2), null, ['y', 'z'], ['p', 'q', 'x']],
    [
      'a tab dropped right of a later tab',
      at('tabs', 0, 'TABS'),
      at('tabs', 2, 'TABS'),
      DROP_RIGHT,
      ['t1', 't2', 't0', 't3'],
      ['t1', 't2', 't0', 't3'],
    ],
    [
      'a tab dropped left of an earlier tab',
      at('tabs', 3, 'TABS'),
      at('tabs', 1, 'TABS'),
      DROP_LEFT,
      ['t0', 't3', 't1', 't2'],
      ['t0', 't3', 't1', 't2'],
    ],
    [
      'a tab dropped right of its left neighbour stays',
      at('tabs', 2, 'TABS'),
      at('tabs', 1, 'TABS'),
      DROP_RIGHT,
      ['t0', 't1', 't2', 't3'],
      ['t0', 't1', 't2', 't3'],
    ],
  ];
  it.each(cases)('%s', (_name, source, destination, position, sourceChildren, destinationChildren) => {
    const next = reorderItem({ entitiesMap, source, destination, position });
    expect(next[source.id]?.children).toEqual(sourceChildren);
    expect(next[destination.id]?.children).toEqual(destinationChildren);
  });
  it('never changes the map it is given', () => {
    const before = JSON.stringify(entitiesMap);
    reorderItem({ entitiesMap, source: at('a', 0), destination: at('b', 1) });
    expect(JSON.stringify(entitiesMap)).toBe(before);
  });
  it('leaves the map as it is when a container is missing', () => {
    expect(reorderItem({ entitiesMap, source: at('gone', 0), destination: at('b', 1) })).toEqual(entitiesMap);
  });
});
