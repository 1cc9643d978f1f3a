import { describe, expect, it } from 'vitest';
import { loadChartPlugin, registeredChartMetadata, registeredVizTypes } from '../charts/registry';
import { COMPLETE_CATALOGS } from './catalogs/complete';
import { coreSourceStrings } from './core-source-strings';
import { checkCatalog, countSlots, extractSourceStrings, type SourceFile } from './extract-strings';

const modules = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./catalogs/**', '!../**/testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const files: SourceFile[] = Object.entries(modules).map(([path, text]) => ({ path, text }));
const { strings } = extractSourceStrings(files);
const sources = new Set([...strings.keys(), ...coreSourceStrings()]);

describe('source string extraction', () => {
  it('reads t(), tn(), control-panel labels, label tables and chart metadata', () => {
    const { strings: found } = extractSourceStrings([
      {
        path: 'charts/x/control-panel.ts',
        text: `const a = t('Sign in'); const b = tn('%s row', '%s rows', n, n);
          defineSection('Query', [[defineControl({ name: 'x', label: 'Row limit', description: \`Max rows\`,
            choices: [['a', 'Alpha'], ['b', 'Beta']] })], [checkbox('y', 'Show legend', true)]]);
          const TYPE_LABELS = { A: 'Formula' }; errors.name = ok ? 'Name is required' : 'Too long';
          const label = t(dynamicValue);`,
      },
      { path: 'charts/x/metadata.ts', text: `const m = { name: 'Pie Chart', tags: ['Featured'] };` },
    ]);
    expect([...found.keys()].sort()).toEqual(
      [
        'Sign in',
        '%s row',
        '%s rows',
        'Query',
        'Row limit',
        'Max rows',
        'Alpha',
        'Beta',
        'Show legend',
        'Formula',
        'Name is required',
        'Too long',
        'Pie Chart',
        'Featured',
      ].sort(),
    );
  });

  it('finds the app strings, the control panels and the core labels', () => {
    expect(sources.size).toBeGreaterThan(800);
    for (const source of ['Charts', 'Row limit', 'Sort descending', 'Pie Chart', 'Last week', 'Equal to (=)'])
      expect(sources).toContain(source);
  });
});

describe('what the charts show', () => {
  // In English the translated getters answer the source strings, so every one must have been extracted.
  // Loads the chunk of every registered type, which takes longer than the default timeout on a busy machine.
  it('has every control-panel label, description and choice and every chart name extracted', async () => {
    const shown: string[] = [];
    for (const { metadata } of registeredChartMetadata())
      shown.push(metadata.name, metadata.description, metadata.category);
    for (const vizType of registeredVizTypes()) {
      const plugin = await loadChartPlugin(vizType);
      for (const section of plugin?.controlPanel.sections ?? []) {
        shown.push(section.label);
        for (const control of section.controlSetRows.flat()) {
          shown.push(control.label, ...(control.description === undefined ? [] : [control.description]));
          for (const [value, text] of control.choices ?? []) if (text !== String(value)) shown.push(text);
        }
      }
    }
    expect(shown.length).toBeGreaterThan(100);
    expect([...new Set(shown.filter((text) => text !== '' && !sources.has(text)))]).toEqual([]);
  }, 30_000);
});

describe.each(Object.entries(COMPLETE_CATALOGS))('the %s catalog', (_locale, catalog) => {
  const { missing, slotMismatches } = checkCatalog(sources, catalog);

  it('translates every source string', () => {
    expect(missing).toEqual([]);
  });

  it('keeps the %s slots of each source string', () => {
    expect(slotMismatches.map((source) => [source, catalog[source]])).toEqual([]);
  });
});

describe('countSlots', () => {
  it('counts %s and ignores %%', () => {
    expect(countSlots('%s of %s (%s%%)')).toBe(3);
    expect(countSlots('100%%')).toBe(0);
  });
});
