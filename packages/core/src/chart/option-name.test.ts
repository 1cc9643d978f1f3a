import { describe, expect, it } from 'vitest';
import { newOptionName } from './option-name.js';

describe('option names', () => {
  it('makes distinct option names with the prefix', () => {
    const a = newOptionName('metric');
    expect(a).toMatch(/^metric_[a-z0-9]+$/);
    expect(newOptionName('metric')).not.toBe(a);
  });
});
