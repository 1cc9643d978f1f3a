import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tessera/core';
import type { Page } from 'playwright-core';
import { COMPLETE_CATALOGS } from '../../packages/web/scripts/i18n/complete-catalogs.js';
import { coreSourceStrings } from '../../packages/web/scripts/i18n/core-source-strings.js';
import { extractSourceStrings } from '../../packages/web/scripts/i18n/extract-strings.js';
import { readWebSources } from '../../packages/web/scripts/i18n/web-sources.js';
import type { Catalog } from '../../packages/web/src/i18n/translate.js';

/** The language menu's locales, in its order: English and every catalog declared complete. */
export const offeredLocales = (): Locale[] =>
  LOCALES.filter((locale) => locale === DEFAULT_LOCALE || COMPLETE_CATALOGS.some((c) => c.locale === locale));

/** A complete catalog; a locale without one fails its test rather than skipping it. */
export const completeCatalog = (locale: Locale): Catalog => {
  const found = COMPLETE_CATALOGS.find((c) => c.locale === locale);
  if (found === undefined) throw new Error(`no complete catalog for '${locale}' (scripts/i18n/complete-catalogs.ts)`);
  return found.catalog;
};

/** What a translated page shows for each English source: its plain entry, or a tn() pair's `one` and `other` forms. */
const translationsOf = (catalog: Catalog, plurals: ReadonlyMap<string, string>): Map<string, string> => {
  const translated = new Map<string, string>();
  for (const [singular, plural] of plurals) {
    const forms = catalog[singular];
    if (typeof forms !== 'object') continue;
    translated.set(singular, forms.one ?? forms.other);
    translated.set(plural, forms.other);
  }
  for (const [source, entry] of Object.entries(catalog)) if (typeof entry === 'string') translated.set(source, entry);
  return translated;
};

export interface EnglishLabels {
  exact: Set<string>;
  patterns: [RegExp, string][];
}

/** English UI labels whose translation differs: seeing one of them on a translated page means a missed t(). */
export const englishLabels = (catalog: Catalog): EnglishLabels => {
  const { strings, plurals } = extractSourceStrings(readWebSources());
  const sources = new Set([...strings.keys(), ...coreSourceStrings()]);
  const translated = translationsOf(catalog, plurals);
  // A source missing from the catalog counts too: it would show in English.
  const differing = [...sources].filter((source) => translated.get(source) !== source);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = differing
    .filter((source) => source.includes('%s') && source.replace(/%s/g, '').replace(/[^A-Za-z]/g, '').length >= 4)
    .map((source) => [new RegExp(`^${source.split('%s').map(escape).join('.+')}$`), source] as [RegExp, string]);
  return { exact: new Set(differing), patterns };
};

/**
 * Where a page shows data rather than labels: drawn charts, the SQL editor, its results and schema
 * browser. Their texts still meet the source-string check, only the Latin-word check skips them.
 */
const DATA_REGIONS = [
  '[data-testid="chart-body"]',
  '[data-testid="sqllab-editor"]',
  '[data-testid="sqllab-results-grid"]',
  '[data-testid="sqllab-schema"]',
].join(', ');

export interface VisibleText {
  text: string;
  /** Inside a region that shows data (a chart, the SQL editor and its results). */
  data: boolean;
}

/** Visible text nodes, and the placeholders, aria-labels and titles of visible elements. */
export const visibleTexts = (page: Page): Promise<VisibleText[]> =>
  page.evaluate((dataRegions) => {
    const found = new Map<string, boolean>();
    const add = (text: string, el: Element) =>
      found.set(text, (found.get(text) ?? true) && el.closest(dataRegions) !== null);
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = (node.textContent ?? '').trim();
      if (text !== '' && node.parentElement !== null && visible(node.parentElement)) add(text, node.parentElement);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) add(value, el);
      }
    }
    return [...found].map(([text, data]) => ({ text, data }));
  }, DATA_REGIONS);

/** Names and values from the data (the user, datasets, schemas, columns, metrics, charts, databases): not UI labels. */
export const dataNames = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const get = async (url: string) => ((await (await fetch(url)).json()) as { result: unknown }).result;
    const names: string[] = [];
    const me = (await get('/api/v1/me/')) as { username: string; first_name: string; last_name: string };
    names.push(me.username, me.first_name, me.last_name, `${me.first_name} ${me.last_name}`);
    const datasets = (await get('/api/v1/dataset/?q=(page_size:100)')) as {
      id: number;
      table_name: string;
      schema: string | null;
    }[];
    for (const dataset of datasets) {
      names.push(dataset.table_name, dataset.schema ?? '', `${dataset.schema ?? ''}.${dataset.table_name}`);
      const detail = (await get(`/api/v1/dataset/${dataset.id}`)) as {
        columns: { column_name: string; verbose_name: string | null }[];
        metrics: { metric_name: string; verbose_name: string | null; expression: string }[];
      };
      for (const c of detail.columns) names.push(c.column_name, c.verbose_name ?? '');
      for (const m of detail.metrics) names.push(m.metric_name, m.verbose_name ?? '', m.expression);
    }
    const charts: { slice_name: string }[] = [];
    for (let page = 0; page < 20; page += 1) {
      const rows = (await get(`/api/v1/chart/?q=(page:${page},page_size:100)`)) as { slice_name: string }[];
      charts.push(...rows);
      if (rows.length < 100) break;
    }
    const databases = (await get('/api/v1/database/?q=(page_size:100)')) as { database_name: string }[];
    const dashboards = (await get('/api/v1/dashboard/?q=(page_size:100)')) as { dashboard_title: string }[];
    names.push(
      ...charts.map((c) => c.slice_name),
      ...databases.map((d) => d.database_name),
      ...dashboards.map((d) => d.dashboard_title),
    );
    return names.filter((name) => name !== '');
  });
