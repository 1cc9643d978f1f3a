import { describe, expect, it } from 'vitest';
import { printableLegend } from './print-mode';

describe('printableLegend', () => {
  it('turns scrolling legends plain, one or many, and leaves the rest', () => {
    expect(printableLegend({ type: 'scroll', top: 4 })).toEqual({ type: 'plain', top: 4 });
    expect(printableLegend([{ type: 'scroll' }, { show: false }])).toEqual([{ type: 'plain' }, { show: false }]);
    expect(printableLegend(undefined)).toBeUndefined();
  });
});
