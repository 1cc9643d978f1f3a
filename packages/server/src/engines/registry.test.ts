import { describe, expect, it } from 'vitest';
import { ENGINES, TIME_GRAINS, type Engine } from '@tessera/core';
import { ENGINE_SPECS, getEngineSpec } from './registry.js';

describe('engine registry', () => {
  it('has a spec for every engine, under its own name', () => {
    for (const engine of ENGINES) expect(getEngineSpec(engine).engine).toBe(engine);
    expect(Object.keys(ENGINE_SPECS).sort()).toEqual([...ENGINES].sort());
  });

  it('refuses an unknown engine', () => {
    expect(() => getEngineSpec('oracle' as Engine)).toThrow(/Unsupported database engine 'oracle'/);
    expect(() => getEngineSpec('toString' as Engine)).toThrow(/Unsupported/);
  });

  it.each(ENGINES)('%s writes every time grain and escapes its input only once', (engine) => {
    const { dialect } = getEngineSpec(engine);
    for (const { grain } of TIME_GRAINS) {
      const sql = dialect.timeGrainExpression(grain, 'col_x');
      expect(sql).toContain('col_x');
      expect(sql).not.toContain('undefined');
    }
  });
});
