import { describe, expect, it } from 'vitest';
import { createColorScale, DEFAULT_COLOR_SCHEME, getCategoricalScheme } from './color-schemes.js';

describe('categorical colour schemes', () => {
  it("starts Superset's default scheme with its first colours", () => {
    expect(DEFAULT_COLOR_SCHEME).toBe('supersetColors');
    expect(getCategoricalScheme().colors.slice(0, 3)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
  });

  it('falls back to the default scheme for an unknown id', () => {
    expect(getCategoricalScheme('nope').id).toBe('supersetColors');
    expect(getCategoricalScheme('d3Category10').colors[0]).toBe('#1f77b4');
  });
});

describe('createColorScale', () => {
  it('hands out scheme colours in order of first appearance and remembers them', () => {
    const scale = createColorScale();
    expect(scale('a')).toBe('#1FA8C9');
    expect(scale('b')).toBe('#454E7C');
    expect(scale('a')).toBe('#1FA8C9');
  });

  it('uses fixed label colours first and skips colours the chart already uses', () => {
    const scale = createColorScale({ scheme: 'd3Category10', labelColors: { b: '#000000' } });
    expect(scale('a')).toBe('#1f77b4');
    expect(scale('b')).toBe('#000000');
    expect(scale('c')).toBe('#ff7f0e');
  });

  it('shares colours between charts through a shared map', () => {
    const shared = new Map<string, string>();
    const first = createColorScale({ shared });
    first('x');
    first('y');
    const second = createColorScale({ shared });
    expect(second('y')).toBe('#454E7C');
    expect(second('z')).toBe('#1FA8C9');
  });

  it('cycles when every colour is in use', () => {
    const scale = createColorScale({ scheme: 'echarts5Colors' });
    const colors = Array.from({ length: 10 }, (_, i) => scale(`s${i}`));
    expect(colors[9]).toBe(colors[0]);
  });
});
