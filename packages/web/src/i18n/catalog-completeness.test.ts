import { describe, expect, it } from 'vitest';
import { checkCatalog } from '../../scripts/i18n/check-catalog';
import { COMPLETE_CATALOGS } from '../../scripts/i18n/complete-catalogs';
import { coreSourceStrings } from '../../scripts/i18n/core-source-strings';
import { extractSourceStrings, type SourceFile } from '../../scripts/i18n/extract-strings';
import { loadChartPlugin, registeredChartMetadata, registeredVizTypes } from '../charts/registry';

const modules = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files: SourceFile[] = Object.entries(modules).map(([path, text]) => ({ path, text }));
const { strings, messages, plurals } = extractSourceStrings(files);
const core = coreSourceStrings();
const sources = new Set([...strings.keys(), ...core]);
const catalogSources = { messages: new Set([...messages, ...core]), plurals };

describe('source string extraction', () => {
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

describe.each(COMPLETE_CATALOGS)('the $locale catalog', ({ locale, catalog }) => {
  const { missing, slotMismatches } = checkCatalog(locale, catalog, catalogSources);

  it('translates every source string', () => {
    expect(missing).toEqual([]);
  });

  it('keeps the %s slots of each source string', () => {
    expect(slotMismatches.map((source) => [source, catalog[source]])).toEqual([]);
  });
});
