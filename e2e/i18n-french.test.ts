import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import frCatalog from '../packages/web/src/i18n/catalogs/fr.json';
import { chromiumAvailable } from './support/browser.js';
import { dataNames, englishLabels, offeredLocales, visibleTexts } from './support/i18n-labels.js';
import { expectApi } from './support/page-api.js';
import { createChartThroughApi, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

describe.runIf(chromiumAvailable())('Tessera in French', () => {
  let session: ChartSession;
  let page: Page;
  let labels: ReturnType<typeof englishLabels>;
  let data: Set<string>;
  let dataInside: string[];
  let chartId: number;

  const englishOn = async (name: string): Promise<string[]> => {
    await page.screenshot({ path: join(SHOTS, `i18n-fr-${name}.png`), fullPage: true });
    const texts = (await visibleTexts(page)).map(({ text }) => text);
    expect(texts.length).toBeGreaterThan(10);
    return (
      texts
        .filter((text) => !data.has(text))
        // An action label around a name ('Modifier <chart name>') is French UI plus data.
        .filter((text) => !dataInside.some((name) => text.includes(name)))
        .filter((text) => labels.exact.has(text) || labels.patterns.some(([pattern]) => pattern.test(text)))
    );
  };

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    labels = englishLabels(frCatalog);
    const flights = session.ids.get('flights') ?? [...session.ids.values()][0] ?? 1;
    chartId = await createChartThroughApi(page, 'Vols par mois', flights);
    data = new Set(await dataNames(page));
    // Names short enough to be ordinary words ('id', 'date') would hide real English labels.
    dataInside = [...data].filter((name) => name.length >= 12);
  });
  afterAll(async () => session?.close());

  it('switches to French from the user menu', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-menu').hover();
    const offered = await page
      .locator('[data-testid^="locale-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    expect(offered).toEqual(offeredLocales().map((locale) => `locale-${locale}`));
    await page.getByTestId('locale-fr').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByRole('heading', { name: 'Récents' }).waitFor();
    expect(await englishOn('01-home')).toEqual([]);
  });

  it.each([
    ['02-charts', '/chart/list/', 'Graphiques'],
    ['03-dashboards', '/dashboard/list/', 'Tableaux de bord'],
    ['04-datasets', '/tablemodelview/list/', 'Jeux de données'],
    ['05-databases', '/databaseview/list/', 'Bases de données'],
    ['06-saved-queries', '/savedqueryview/list/', 'Requêtes enregistrées'],
    ['07-roles', '/roles/list/', 'Rôles'],
    ['08-users', '/users/list/', 'Utilisateurs'],
  ])('shows the %s list in French', async (name, path, heading) => {
    await page.goto(`${session.t.url}${path}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await englishOn(name)).toEqual([]);
  });

  it('shows explore in French, control labels included', async () => {
    await page.goto(`${session.t.url}/explore/?slice_id=${chartId}`);
    await page.getByText('Requête', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await englishOn('09-explore-table')).toEqual([]);

    const flights = session.ids.get('flights') ?? 1;
    await page.goto(`${session.t.url}/explore/?dataset_id=${flights}&viz_type=echarts_timeseries_bar`);
    await page.getByText('Options du graphique', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await englishOn('10-explore-bar')).toEqual([]);
  });

  it('shows the dataset editor in French', async () => {
    await page.getByRole('button', { name: 'Menu du jeu de données' }).click();
    await page.getByRole('menuitem', { name: 'Modifier le jeu de données' }).click();
    const editor = page.getByRole('dialog', { name: /^Modifier le jeu de données/ });
    await editor.waitFor();
    expect(await englishOn('11-dataset-editor')).toEqual([]);
    for (const tab of ['Métriques', 'Colonnes', 'Colonnes calculées', 'Paramètres']) {
      await editor
        .getByRole('tab', { name: new RegExp(`^${tab}`) })
        .first()
        .click();
      expect(await englishOn(`12-dataset-editor-${tab}`)).toEqual([]);
    }
  });

  it('formats the numbers of a chart the French way', async () => {
    const formData = {
      datasource: `${session.ids.get('flights') ?? 1}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(distance) / 7.0', label: 'distance' }],
      row_limit: 5,
    };
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/data'));
    await page.goto(`${session.t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
    expect((await answer).status()).toBe(200);
    await page.getByText('ORD', { exact: true }).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'i18n-fr-13-numbers.png') });
    const numbers = (await visibleTexts(page))
      .map(({ text }) => text)
      .filter((text) => /^[\d.,\u202f]+[kMB]?$/.test(text));
    expect(numbers.length).toBeGreaterThan(0);
    // French writes decimals with a comma and groups thousands with a narrow no-break space.
    expect(numbers.filter((text) => /\d\.\d/.test(text))).toEqual([]);
    expect(numbers.some((text) => /\d,\d|\d\u202f\d{3}/.test(text))).toBe(true);
  });

  it("shows a dashboard's filter bar, header and a report schedule in French (issue 27 D 10)", async () => {
    const flights = session.ids.get('flights') ?? 1;
    const filter = {
      id: 'NATIVE_FILTER-fr-origin',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'Origine',
      description: '',
      targets: [{ datasetId: flights, column: { name: 'origin' } }],
      controlValues: { enableEmptyFilter: false, multiSelect: true },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    };
    const dashboardId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Tableau des vols',
        published: true,
        position_json: JSON.stringify({
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
          GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
          'ROW-1': { type: 'ROW', id: 'ROW-1', children: [`CHART-${chartId}`], meta: {} },
          [`CHART-${chartId}`]: {
            type: 'CHART',
            id: `CHART-${chartId}`,
            children: [],
            meta: { chartId, width: 6, height: 40 },
          },
        }),
        json_metadata: JSON.stringify({ native_filter_configuration: [filter] }),
      })
    ).id;
    await page.goto(`${session.t.url}/tessera/dashboard/${dashboardId}/`);
    const apply = page.getByTestId('filter-bar-apply');
    await apply.waitFor();
    await page.waitForLoadState('networkidle');
    // 'Appliquer les filtres' whole: the label is not cut to an ellipsis.
    const cut = await apply.evaluate((button) =>
      Array.from(button.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth + 1),
    );
    expect(cut).toBe(false);
    // The header's line reads 'Propriétaires : … · Modifié il y a …'.
    await expect.poll(() => page.getByText(/· Modifié /).count()).toBeGreaterThan(0);
    expect(await englishOn('14-dashboard')).toEqual([]);
    const texts = (await visibleTexts(page)).map(({ text }) => text);
    expect(texts.filter((text) => / ago$|option\(s\)/.test(text))).toEqual([]);

    await expectApi(page, 201, 'POST', '/api/v1/report/', {
      type: 'Report',
      name: 'Rapport minute',
      crontab: '* * * * *',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'equipe@example.com' } }],
      dashboard: dashboardId,
      report_format: 'PNG',
      creation_method: 'alerts_reports',
      active: false,
    });
    await page.goto(`${session.t.url}/report/list/`);
    await page.getByText('Rapport minute', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Chaque minute', { exact: true }).count()).toBeGreaterThan(0);
    expect(await englishOn('15-reports')).toEqual([]);
  });
});
