import { describe, expect, it } from 'vitest';
import { TtlMemo } from './ttl-memo.js';

describe('TtlMemo', () => {
  it('serves a value until it expires and forgets failures', async () => {
    const memo = new TtlMemo<string, number>(50);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await memo.get('a', load)).toBe(1);
    expect(await memo.get('a', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await memo.get('a', load)).toBe(2);
    memo.clear();
    expect(await memo.get('a', load)).toBe(3);
    await expect(memo.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('b', load)).toBe(4);
  });
});
