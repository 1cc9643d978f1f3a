import type * as MantineHooks from '@mantine/hooks';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChartListItem } from '@tessera/core';
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

vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: () => ({ ref: () => undefined, width: 300, height: 200 }),
}));

const SLUG = 'flights-overview';

const listItem = (id: number, name: string): ChartListItem => ({
  id,
  uuid: `u-${id}`,
  slice_name: name,
  description: null,
  viz_type: 'big_number_total',
  datasource_id: 1,
  datasource_type: 'table',
  datasource_name_text: 'flights',
  datasource_url: null,
  params: JSON.stringify({ viz_type: 'big_number_total', datasource: '1__table', metric: 'count' }),
  cache_timeout: null,
  owners: [],
  dashboards: [],
  certified_by: null,
  certification_details: null,
  is_managed_externally: false,
  changed_on_delta_humanized: 'a minute ago',
  changed_on_utc: null,
  changed_on_dttm: null,
  changed_by: null,
  changed_by_name: '',
  created_on_delta_humanized: 'a day ago',
  created_by: null,
  last_saved_at: null,
  last_saved_by: null,
  thumbnail_url: null,
  url: `/explore/?slice_id=${id}`,
  slice_url: `/explore/?slice_id=${id}`,
  edit_url: `/chart/edit/${id}`,
});

const routes = (me = adminMe, overrides: Record<string, MockHandler> = {}) => ({
  'GET /api/v1/me/roles/': () => json({ result: me }),
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  [`GET /api/v1/dashboard/${SLUG}`]: () => json({ id: 5, result: supersetDetail({ slug: SLUG }) }),
  [`GET /api/v1/dashboard/${SLUG}/charts`]: () => json({ result: fixtureCharts() }),
  [`GET /api/v1/dashboard/${SLUG}/datasets`]: () => json({ result: [] }),
  'GET /api/v1/dashboard/favorite_status/': () => json({ result: [{ id: 5, value: false }] }),
  'GET /tessera/favstar/Dashboard/5/count/': () => json({ count: 3 }),
  'POST /api/v1/chart/data': () => json({ result: [chartResult([{ count: 42 }], { count: 0 })] }),
  'GET /api/v1/chart/': () => json({ result: [listItem(101, 'Chart 101'), listItem(900, 'Not here yet')], count: 2 }),
  ...overrides,
});

const open = (query = '') =>
  renderRoutes({
    routes: [{ path: '/tessera/dashboard/:idOrSlug/', element: <DashboardPage /> }],
    initialPath: `/tessera/dashboard/${SLUG}/${query}`,
  });

// The whole fixture dashboard renders in edit mode: slower than a unit under a loaded machine.
const WAIT = { timeout: 10_000 };

describe('dashboard edit mode', { timeout: 30_000 }, () => {
  beforeEach(() => {
    clearCsrfToken();
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers 'Edit dashboard' to an editor; the builder lists saved charts and marks those on the dashboard", async () => {
    const calls = mockFetch(routes());
    open();
    fireEvent.click(await screen.findByTestId('dashboard-edit', {}, WAIT));
    await screen.findByTestId('dashboard-edit-mode', {}, WAIT);
    const list = await screen.findByTestId('builder-charts', {}, WAIT);
    await within(list).findByText('Not here yet', {}, WAIT);
    expect(within(screen.getByTestId('builder-chart-101')).queryByTestId('builder-chart-added')).not.toBeNull();
    expect(within(screen.getByTestId('builder-chart-900')).queryByTestId('builder-chart-added')).toBeNull();
    // The chart type by its name, not its viz_type key (issue D 7).
    expect(screen.getByTestId('builder-chart-900').textContent).toContain('Big Number');
    expect(screen.getByTestId('builder-chart-900').textContent).not.toContain('big_number_total');
    const query = calls.requests.find((r) => r.path.startsWith('/api/v1/chart/?'))?.path ?? '';
    expect(decodeURIComponent(query)).toContain('page_size:200');
    expect(decodeURIComponent(query)).toContain('order_column:changed_on_delta_humanized');
    expect(screen.getByTestId('builder-create-chart').getAttribute('href')).toBe('/chart/add');
  });

  it('ignores edit=true for a user who cannot edit the dashboard', async () => {
    mockFetch(routes(gammaMe));
    open('?edit=true');
    await screen.findByTestId('dashboard-header', {}, WAIT);
    expect(screen.queryByTestId('dashboard-edit-mode')).toBeNull();
    expect(screen.queryByTestId('dashboard-edit')).toBeNull();
  });

  it('says why saved charts could not be fetched', async () => {
    mockFetch(routes(adminMe, { 'GET /api/v1/chart/': () => json({ message: 'boom' }, 500) }));
    open('?edit=true');
    const error = await screen.findByTestId('builder-charts-error', {}, { timeout: 10_000 });
    expect(error.textContent).toBe('Sorry there was an error fetching saved charts: boom');
  });

  it('undo and redo follow the edits; Discard asks first when something is unsaved', async () => {
    mockFetch(routes());
    open('?edit=true');
    await screen.findByTestId('dashboard-edit-mode', {}, WAIT);
    const undo = screen.getByTestId('dashboard-undo');
    expect(undo.hasAttribute('disabled')).toBe(true);
    const deleteButtons = screen.getAllByTestId(/^delete-DIVIDER-/);
    const dividers = document.querySelectorAll('.dashboard-component-divider').length;
    fireEvent.click(deleteButtons[0] as HTMLElement);
    await waitFor(() => expect(document.querySelectorAll('.dashboard-component-divider').length).toBe(dividers - 1));
    expect(undo.hasAttribute('disabled')).toBe(false);
    fireEvent.click(undo);
    await waitFor(() => expect(document.querySelectorAll('.dashboard-component-divider').length).toBe(dividers));
    fireEvent.click(screen.getByTestId('dashboard-redo'));
    await waitFor(() => expect(document.querySelectorAll('.dashboard-component-divider').length).toBe(dividers - 1));

    // Leaving the page (reload, close) with unsaved changes asks the browser's question.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByTestId('dashboard-discard'));
    await screen.findByText('This dashboard has changes that are not saved. Discard them and leave edit mode?');
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await screen.findByTestId('dashboard-edit');
    expect(screen.queryByTestId('dashboard-edit-mode')).toBeNull();
    expect(document.querySelectorAll('.dashboard-component-divider').length).toBe(dividers);
  });

  it('edits a markdown with a live preview and a header text, each one undo step', async () => {
    mockFetch(routes());
    open('?edit=true&tab=TAB-Overview');
    const editor = await screen.findByTestId('markdown-editor-MARKDOWN-Note', {}, WAIT);
    fireEvent.click(within(editor).getByText('Edit'));
    const source = await within(editor).findByTestId('markdown-source-MARKDOWN-Note');
    fireEvent.change(source, { target: { value: 'A **Live** preview' } });
    // The preview is the view's MarkdownBlock (marked + DOMPurify), updated as the text changes.
    await waitFor(() => expect(editor.querySelector('strong')?.textContent).toBe('Live'), WAIT);
    expect(screen.getByTestId('dashboard-undo').hasAttribute('disabled')).toBe(true);
    fireEvent.blur(source);
    await waitFor(() => expect(screen.getByTestId('dashboard-undo').hasAttribute('disabled')).toBe(false));

    const header = screen.getByTestId('header-text-HEADER-Kpis');
    fireEvent.change(header, { target: { value: 'Numbers that matter' } });
    fireEvent.blur(header);
    fireEvent.click(screen.getByTestId('dashboard-undo'));
    await waitFor(() =>
      expect((screen.getByTestId('header-text-HEADER-Kpis') as HTMLInputElement).value).toBe('Key numbers'),
    );
  });

  it("starts a markdown without text with Superset's placeholder, in the editor and its preview (issue D 7)", async () => {
    const detail = supersetDetailWithoutMarkdownText('MARKDOWN-Note', { slug: SLUG });
    mockFetch(routes(adminMe, { [`GET /api/v1/dashboard/${SLUG}`]: () => json({ id: 5, result: detail }) }));
    open('?edit=true&tab=TAB-Overview');
    const editor = await screen.findByTestId('markdown-editor-MARKDOWN-Note', {}, WAIT);
    await waitFor(() => expect(within(editor).getByRole('heading', { level: 2 }).textContent).toBe('✨Header 2'), WAIT);
    fireEvent.click(within(editor).getByText('Edit'));
    const source = (await within(editor).findByTestId('markdown-source-MARKDOWN-Note')) as HTMLTextAreaElement;
    expect(source.value.split('\n')[0]).toBe('# ✨Header 1');
    expect(source.value).toContain('[markdown formatting](https://bit.ly/1dQOfRK)');
    // Emptied, it stays empty (one undo step), and its preview falls back to the placeholder.
    fireEvent.change(source, { target: { value: '' } });
    fireEvent.blur(source);
    await waitFor(() => expect(screen.getByTestId('dashboard-undo').hasAttribute('disabled')).toBe(false));
    expect(source.value).toBe('');
    await waitFor(() => expect(within(editor).getByRole('heading', { level: 2 }).textContent).toBe('✨Header 2'));
  });
});
