import { describe, expect, it } from 'vitest';
import { isStandalone } from './explore-shell';

describe('isStandalone', () => {
  it('drops the navigation for standalone 1, true and 3 (report mode), not for 0 or none', () => {
    for (const value of ['1', 'true', 'TRUE', '3'])
      expect(isStandalone(new URLSearchParams({ standalone: value })), value).toBe(true);
    for (const value of ['0', '2', ''])
      expect(isStandalone(new URLSearchParams({ standalone: value })), value).toBe(false);
    expect(isStandalone(new URLSearchParams())).toBe(false);
  });
});
