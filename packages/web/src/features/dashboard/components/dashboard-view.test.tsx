import type * as MantineHooks from '@mantine/hooks';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../api/client';
import { chartResult } from '../../../../test-support/charts/table/helpers';
import { DashboardPage } from '../../../pages/dashboard/dashboard-page';
import { json, mockFetch, type MockHandler } from '../../../../test-support/mock-fetch';
import { renderRoutes } from '../../../../test-support/render';
import {
  adminMe,
  fixtureCharts,
  gammaMe,
  supersetDetail,
  supersetDetailWithoutMarkdownText,
} from '../../../../test-support/features/dashboard/fixtures';
import { OnScreenObserver } from '../../../../test-support/features/dashboard/on-screen-observer';

// happy-dom lays nothing out: every chart box gets this size (0 × 0 stands for a hidden tab's box).
const elementSize = vi.hoisted(() => ({ width: 300, height: 200 }));
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: () => ({ ref: () => undefined, ...elementSize }),
}));

const SLUG = 'flights-overview';

const routes = (overrides: Record<string, MockHandler> = {}) => ({
  'GET /api/v1/me/roles/': () => json({ result: adminMe }),
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  [`GET /api/v1/dashboard/${SLUG}`]: () => json({ id: 5, result: supersetDetail({ slug: SLUG }) }),
  // Chart 105 is on the layout but not readable: its slot says so.
  [`GET /api/v1/dashboard/${SLUG}/charts`]: () => json({ result: fixtureCharts().filter((c) => c.id !== 105) }),
  [`GET /api/v1/dashboard/${SLUG}/datasets`]: () => json({ result: [] }),
  'GET /api/v1/dashboard/favorite_status/': () => json({ result: [{ id: 5, value: false }] }),
  'GET /tessera/favstar/Dashboard/5/count/': () => json({ count: 3 }),
  'POST /api/v1/chart/data': () => json({ result: [chartResult([{ count: 42 }], { count: 0 })] }),
  'GET /api/v1/report/': () => json({ result: [], count: 0 }),
  ...overrides,
});

const open = (path = `/tessera/dashboard/${SLUG}/`) =>
  renderRoutes({ routes: [{ path: '/tessera/dashboard/:idOrSlug/', element: <DashboardPage /> }], initialPath: path });

const slot = (id: number) => screen.getByTestId(`dashboard-chart-${id}`);

describe('DashboardPage', () => {
  beforeEach(() => {
    clearCsrfToken();
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Object.assign(elementSize, { width: 300, height: 200 });
  });

  it('lays out every component type of an imported Superset dashboard', async () => {
    mockFetch(routes());
    open();
    await screen.findByTestId('dashboard-header');
    expect(screen.getByTestId('dashboard-page').getAttribute('data-dashboard-status')).toBe('hydrated');
    expect(screen.getByTestId('dashboard-title').textContent).toBe(supersetDetail().dashboard_title);
    expect(screen.getByTestId('dashboard-certified')).toBeTruthy();
    expect(screen.getByTestId('dashboard-published').textContent).toBe('Published');
    // TABS and TAB, nested ones included; HEADER; DIVIDER.
    expect(screen.getByTestId('dashboard-tab-TAB-Overview')).toBeTruthy();
    expect(screen.getByTestId('dashboard-tab-TAB-Routes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Key numbers' })).toBeTruthy();
    expect(document.querySelector('.dashboard-component-divider')).not.toBeNull();
    // MARKDOWN as sanitised HTML.
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-markdown-MARKDOWN-Help').innerHTML).toContain('<strong>minutes</strong>'),
    );
    // The dashboard css, scoped under the page root.
    expect(screen.getByTestId('dashboard-css').textContent).toMatch(/^#dashboard-\S+ \.dashboard-component-header/);
    // Charts in the open tab draw; those in closed tabs stay idle. The first chart of the file waits on
    // the cold import of its plugin, hence the longer wait.
    await waitFor(() => expect(slot(101).getAttribute('data-chart-status')).toBe('rendered'), { timeout: 5000 });
    expect(slot(106).getAttribute('data-chart-status')).toBe('idle');
    expect(slot(102).textContent).toContain('This visualization type is not supported.');
    expect(slot(105).textContent).toContain('This chart has been deleted or you lack access');
    // A chart on the 12-column grid: 4 of 12 columns wide, 50 units of 8 px high.
    expect(slot(101).style.width).toBe('calc((100% + 16px) * 0.333333 - 16px)');
    expect(slot(101).style.height).toBe('400px');
  });

  it('queries a closed tab when it opens and keeps it in the URL', async () => {
    const { requests } = mockFetch(routes());
    const { router } = open();
    await screen.findByTestId('dashboard-header');
    await waitFor(() => expect(slot(101).getAttribute('data-chart-status')).toBe('rendered'), { timeout: 5000 });
    const before = requests.filter((r) => r.path === '/api/v1/chart/data').length;
    fireEvent.click(screen.getByTestId('dashboard-tab-TAB-Details'));
    await waitFor(() => expect(slot(106).getAttribute('data-chart-status')).toBe('rendered'));
    expect(router.state.location.search).toBe('?tab=TAB-Details');
    // Identical queries across charts run once: every chart of the fixture asks the same question,
    // except that the Details tab is in the scope of the period filter's default ('Last quarter').
    expect(requests.filter((r) => r.path === '/api/v1/chart/data').length).toBe(before + 1);
  });

  it('reports a chart drawn again from the answer it already has as rendered, not loading (issue D 9)', async () => {
    mockFetch(routes());
    open();
    await screen.findByTestId('dashboard-header');
    await waitFor(() => expect(slot(101).getAttribute('data-chart-status')).toBe('rendered'), { timeout: 5000 });
    // A hidden tab's boxes measure 0 × 0 in a browser: its charts unmount, and mount again from the
    // answers the page already holds when the tab is back.
    Object.assign(elementSize, { width: 0, height: 0 });
    fireEvent.click(screen.getByTestId('dashboard-tab-TAB-Details'));
    Object.assign(elementSize, { width: 300, height: 200 });
    fireEvent.click(screen.getByTestId('dashboard-tab-TAB-Overview'));
    await waitFor(() => expect(slot(101).getAttribute('data-chart-status')).toBe('rendered'), { timeout: 5000 });
    // The report renderer waits on this status: it must stay rendered once the cached answer is back.
    await new Promise((r) => setTimeout(r, 300));
    expect(slot(101).getAttribute('data-chart-status')).toBe('rendered');
  });

  it('keeps a 300-character title on one cut line, whole in its tooltip, beside the actions (issue D 7)', async () => {
    const long = `Quarterly ${'operations '.repeat(29)}`.slice(0, 300);
    mockFetch(
      routes({
        [`GET /api/v1/dashboard/${SLUG}`]: () =>
          json({ id: 5, result: supersetDetail({ slug: SLUG, dashboard_title: long }) }),
      }),
    );
    open();
    const title = await screen.findByTestId('dashboard-title');
    expect(title.textContent).toBe(long);
    expect(title.getAttribute('title')).toBe(long);
    // happy-dom lays nothing out: the styles that cut the title and let it give way are checked instead.
    expect(title.style).toMatchObject({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    expect(parseFloat(title.style.minWidth)).toBe(0);
    const actions = screen.getByTestId('dashboard-header-actions');
    expect(actions.style.flex).toMatch(/^(none|0 0 auto)$/);
    expect(actions.contains(screen.getByTestId('dashboard-refresh'))).toBe(true);
    expect(actions.contains(screen.getByTestId('dashboard-menu'))).toBe(true);
  });

  it("shows Superset's placeholder in a markdown without text (issue D 7)", async () => {
    const detail = supersetDetailWithoutMarkdownText('MARKDOWN-Help', { slug: SLUG });
    mockFetch(routes({ [`GET /api/v1/dashboard/${SLUG}`]: () => json({ id: 5, result: detail }) }));
    open();
    const block = await screen.findByTestId('dashboard-markdown-MARKDOWN-Help');
    // Headings are checked from the second: DOMPurify under happy-dom unwraps a fragment's first element.
    await waitFor(() => expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('✨Header 2'));
    expect(block.textContent).toContain('✨Header 1');
    expect(within(block).getByRole('heading', { level: 3 }).textContent).toBe('✨Header 3');
    expect(within(block).getByRole('link', { name: 'markdown formatting' }).getAttribute('href')).toBe(
      'https://bit.ly/1dQOfRK',
    );
  });

  it('leaves a full-screen chart with Escape (issue D 7)', async () => {
    mockFetch(routes());
    const { router } = open(`/tessera/dashboard/${SLUG}/?focused_chart=101`);
    await screen.findByRole('button', { name: 'Exit fullscreen' }, { timeout: 5000 });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Exit fullscreen' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens a dashboard with a closed first tab from its URL', async () => {
    mockFetch(routes());
    open(`/tessera/dashboard/${SLUG}/?tab=TAB-Routes`);
    await screen.findByTestId('dashboard-header');
    await waitFor(() => expect(slot(109).getAttribute('data-chart-status')).toBe('rendered'));
    expect(slot(101).getAttribute('data-chart-status')).toBe('idle');
  });

  it('hides the title at standalone=2 and the chart menus at standalone=3', async () => {
    mockFetch(routes());
    open(`/tessera/dashboard/${SLUG}/?standalone=3`);
    await screen.findByTestId('dashboard-chart-101');
    expect(screen.queryByTestId('dashboard-header')).toBeNull();
    expect(screen.queryAllByTestId('chart-slot-menu')).toHaveLength(0);
  });

  it('renders every tab as a section and every chart at once in report mode (standalone=3)', async () => {
    // No chart ever comes on screen: report mode must not wait for the viewport.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = () => undefined;
        unobserve = () => undefined;
        disconnect = () => undefined;
      },
    );
    mockFetch(routes());
    open(`/tessera/dashboard/${SLUG}/?standalone=3`);
    await screen.findByTestId('dashboard-tab-section-TAB-Routes');
    expect(screen.getByTestId('dashboard-tab-section-TAB-Overview')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-tab-TAB-Routes')).toBeNull();
    // Every slot is mounted and querying (none idle), closed tabs and off-screen charts included.
    const slots = [...document.querySelectorAll('[data-testid^="dashboard-chart-"]')];
    expect(slots.length).toBeGreaterThan(1);
    expect(slots.filter((el) => el.getAttribute('data-chart-status') === 'idle')).toEqual([]);
  });

  it('answers an unknown dashboard with a 404 page and a forbidden one with the access page', async () => {
    mockFetch(routes({ [`GET /api/v1/dashboard/${SLUG}`]: () => json({ message: 'Not found' }, 404) }));
    open();
    expect((await screen.findByTestId('not-found')).textContent).toContain('Dashboard not found');
    cleanup();
    mockFetch(routes({ [`GET /api/v1/dashboard/${SLUG}`]: () => json({ message: 'Forbidden' }, 403) }));
    open();
    expect((await screen.findByTestId('access-denied')).textContent).toContain('You do not have access');
  });

  it('publishes for editors with the exact toast, and shows no toggle to viewers', async () => {
    const { requests } = mockFetch(
      routes({
        'PUT /api/v1/dashboard/5': () =>
          json({ id: 5, result: { published: false }, last_modified_time: 1_700_000_000 }),
      }),
    );
    open();
    fireEvent.click(await screen.findByTestId('dashboard-published'));
    expect(await screen.findByText('This dashboard is now hidden')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ published: false });
    expect(screen.getByTestId('dashboard-published').textContent).toBe('Draft');
    cleanup();
    mockFetch(routes({ 'GET /api/v1/me/roles/': () => json({ result: gammaMe }) }));
    open();
    fireEvent.click(await screen.findByTestId('dashboard-published'));
    expect(screen.getByTestId('dashboard-published').textContent).toBe('Published');
  });

  it('shows the favourite count and toggles the star through favstar', async () => {
    mockFetch(routes({ 'GET /tessera/favstar/Dashboard/5/select/': () => json({ count: 4 }) }));
    open();
    await waitFor(() => expect(screen.getByTestId('dashboard-favorite-count').textContent).toBe('3'));
    fireEvent.click(screen.getByTestId('dashboard-favorite'));
    await waitFor(() => expect(screen.getByTestId('dashboard-favorite-count').textContent).toBe('4'));
    expect(screen.getByTestId('dashboard-favorite').getAttribute('aria-pressed')).toBe('true');
  });

  it('sets up an email report from the menu with the exact toast', async () => {
    const { requests } = mockFetch(routes({ 'POST /api/v1/report/': () => json({ id: 9 }, 201) }));
    open();
    fireEvent.click(await screen.findByTestId('dashboard-menu'));
    fireEvent.click(await screen.findByTestId('report-setup'));
    fireEvent.change(await screen.findByTestId('report-recipients', {}, { timeout: 8000 }), {
      target: { value: 'team@example.com' },
    });
    fireEvent.click(screen.getByTestId('report-save'));
    expect(await screen.findByText('The report has been created')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path.startsWith('/api/v1/report/'))?.body).toMatchObject({
      type: 'Report',
      dashboard: 5,
      creation_method: 'dashboards',
      crontab: '0 9 * * *',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
    });
  });

  it('asks for no reports when the viewer may not read them (no 403 on every view)', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/v1/me/roles/': () => json({ result: gammaMe }) }));
    open();
    fireEvent.click(await screen.findByTestId('dashboard-menu'));
    await screen.findByRole('menu');
    expect(screen.queryByTestId('report-setup')).toBeNull();
    expect(requests.filter((r) => r.path.startsWith('/api/v1/report/'))).toEqual([]);
  });

  it('manages an existing report: deactivates it and deletes it with the exact toasts', async () => {
    const existing = { id: 9, name: 'Weekly', active: true, recipients: [], report_format: 'PNG' };
    const { requests } = mockFetch(
      routes({
        'GET /api/v1/report/': () => json({ result: [existing], count: 1 }),
        'PUT /api/v1/report/9': () => json({ message: 'nope' }, 500),
        'DELETE /api/v1/report/9': () => json({ message: 'OK' }),
      }),
    );
    open();
    fireEvent.click(await screen.findByTestId('dashboard-menu'));
    fireEvent.click(await screen.findByTestId('report-toggle-active'));
    expect(await screen.findByText('We were unable to active or deactivate this report.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ active: false });
    fireEvent.click(screen.getByTestId('dashboard-menu'));
    fireEvent.click(await screen.findByTestId('report-delete'));
    expect(await screen.findByText('Deleted: Weekly')).toBeTruthy();
  });
});
