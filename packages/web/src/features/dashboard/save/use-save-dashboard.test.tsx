import type * as MantineHooks from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../api/client';
import { chartResult } from '../../../../test-support/charts/table/helpers';
import { DashboardPage } from '../../../pages/dashboard/dashboard-page';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../../test-support/mock-fetch';
import { renderRoutes } from '../../../../test-support/render';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { OnScreenObserver } from '../../../../test-support/features/dashboard/on-screen-observer';

vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: () => ({ ref: () => undefined, width: 300, height: 200 }),
}));

const SLUG = 'flights-overview';
const LOADED = '2026-11-20T10:00:00.000Z';
const LOADED_TIME = Date.parse(LOADED) / 1000;
const NEWER = '2026-11-20T10:05:00.500Z';

const detail = supersetDetail({ slug: SLUG, changed_on: LOADED });
const saved = (body: unknown) => json({ id: 5, result: body, last_modified_time: LOADED_TIME + 60 });

const routes = (overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/me/roles/': () => json({ result: adminMe }),
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  [`GET /api/v1/dashboard/${SLUG}`]: () => json({ id: 5, result: detail }),
  'GET /api/v1/dashboard/5': () => json({ id: 5, result: detail }),
  [`GET /api/v1/dashboard/${SLUG}/charts`]: () => json({ result: fixtureCharts() }),
  [`GET /api/v1/dashboard/${SLUG}/datasets`]: () => json({ result: [] }),
  'GET /api/v1/dashboard/favorite_status/': () => json({ result: [{ id: 5, value: false }] }),
  'GET /tessera/favstar/Dashboard/5/count/': () => json({ count: 0 }),
  'GET /api/v1/dashboard/related/owners': () => json({ count: 0, result: [] }),
  'GET /api/v1/dashboard/related/roles': () => json({ count: 0, result: [] }),
  'GET /api/v1/css_template/': () => json({ count: 1, result: [{ id: 1, template_name: 'Flat', css: '.flat {}' }] }),
  'POST /api/v1/chart/data': () => json({ result: [chartResult([{ count: 42 }], { count: 0 })] }),
  // The header's report menu asks for the dashboard's reports; an unanswered call would toast.
  'GET /api/v1/report/': () => json({ count: 0, ids: [], result: [] }),
  'PUT /api/v1/dashboard/5': (r) => saved(r.body),
  ...overrides,
});

const open = () =>
  renderRoutes({
    routes: [{ path: '/tessera/dashboard/:idOrSlug/', element: <DashboardPage /> }],
    initialPath: `/tessera/dashboard/${SLUG}/?edit=true&tab=TAB-Overview`,
  });

const openMenuItem = async (testId: string) => {
  // The page opens in edit mode, whose chunk loads before the header shows.
  fireEvent.click(await screen.findByTestId('dashboard-menu', {}, { timeout: 10_000 }));
  fireEvent.click(await screen.findByTestId(testId));
  // The menu's dialogs load the first time they open.
  await screen.findByRole('dialog', {}, { timeout: 10_000 });
};

const type = (testId: string, value: string) => {
  const root = screen.getByTestId(testId);
  const input =
    root instanceof HTMLInputElement || root instanceof HTMLTextAreaElement
      ? root
      : root.querySelector('input, textarea');
  if (input === null) throw new Error(`no input in ${testId}`);
  fireEvent.change(input, { target: { value } });
};

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('useSaveDashboard through the properties and save-as modals', () => {
  beforeEach(() => {
    clearCsrfToken();
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves properties with the loaded version and Superset defaults, then replaces the address', async () => {
    const { requests } = mockFetch(routes());
    const { router } = open();
    await openMenuItem('dashboard-menu-properties');
    type('properties-title', 'Flights, renamed');
    type('properties-slug', 'flights-renamed');
    fireEvent.click(screen.getByTestId('properties-apply'));
    expect(await screen.findAllByText('This dashboard was saved successfully.')).not.toHaveLength(0);
    const body = puts(requests)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      dashboard_title: 'Flights, renamed',
      slug: 'flights-renamed',
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      owners: [1],
      roles: [],
      last_modified_time: LOADED_TIME,
    });
    expect(JSON.parse(String(body['json_metadata']))).not.toHaveProperty('positions');
    await waitFor(() => expect(screen.getByTestId('dashboard-title').textContent).toBe('Flights, renamed'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/tessera/dashboard/flights-renamed/?tab=TAB-Overview',
    );
    // The page stayed mounted: no second load of the dashboard under its new slug.
    expect(requests.some((r) => r.path === '/api/v1/dashboard/flights-renamed')).toBe(false);
  });

  it('asks before overwriting a newer save, naming who made it; Cancel sends nothing, Overwrite the fresh time', async () => {
    const newer = { ...detail, changed_on: NEWER, changed_by_name: 'Bob Builder', css: '.theirs {}' };
    const { requests } = mockFetch(routes({ 'GET /api/v1/dashboard/5': () => json({ id: 5, result: newer }) }));
    open();
    await openMenuItem('dashboard-menu-properties');
    type('properties-title', 'Mine');
    fireEvent.click(screen.getByTestId('properties-apply'));
    const who = await screen.findByTestId('overwrite-confirm-changed-by');
    expect(who.textContent).toContain('Bob Builder');
    expect(screen.getByText('Please confirm the overwrite values.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('overwrite-confirm-items').textContent).toContain('css');
    fireEvent.click(screen.getByTestId('overwrite-confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('overwrite-confirm-changed-by')).toBeNull());
    expect(puts(requests)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('properties-apply'));
    fireEvent.click(await screen.findByTestId('overwrite-confirm-overwrite'));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toMatchObject({
      dashboard_title: 'Mine',
      last_modified_time: Date.parse(NEWER) / 1000,
    });
  });

  it("treats the server's 409 like a newer save, and toasts a forbidden save", async () => {
    const newer = { ...detail, changed_on: NEWER, changed_by_name: 'Bob Builder' };
    const conflict = {
      message: 'This dashboard was changed recently by Bob Builder.',
      errors: [
        {
          message: 'changed',
          error_type: 'CONFLICT',
          extra: { changed_by_name: 'Bob Builder', changed_on: NEWER, last_modified_time: Date.parse(NEWER) / 1000 },
        },
      ],
    };
    const { requests } = mockFetch(
      routes({
        'GET /api/v1/dashboard/5': (_r, calls) => json({ id: 5, result: calls === 0 ? detail : newer }),
        'PUT /api/v1/dashboard/5': (r, calls) => (calls === 0 ? json(conflict, 409) : saved(r.body)),
      }),
    );
    open();
    await openMenuItem('dashboard-menu-properties');
    fireEvent.click(screen.getByTestId('properties-apply'));
    expect((await screen.findByTestId('overwrite-confirm-changed-by')).textContent).toContain('Bob Builder');
    fireEvent.click(screen.getByTestId('overwrite-confirm-overwrite'));
    expect(await screen.findAllByText('This dashboard was saved successfully.')).not.toHaveLength(0);
    expect(puts(requests).map((r) => (r.body as { last_modified_time: number }).last_modified_time)).toEqual([
      LOADED_TIME,
      Date.parse(NEWER) / 1000,
    ]);
    cleanup();

    mockFetch(routes({ 'PUT /api/v1/dashboard/5': () => json({ message: 'Forbidden' }, 403) }));
    open();
    await openMenuItem('dashboard-menu-properties');
    fireEvent.click(screen.getByTestId('properties-apply'));
    expect(await screen.findAllByText('You do not have permission to edit this dashboard')).not.toHaveLength(0);
  });

  it("does not ask to overwrite the page's own publish", async () => {
    const published = '2026-11-20T10:02:00.000Z';
    const { requests } = mockFetch(
      routes({
        'GET /api/v1/dashboard/5': () => json({ id: 5, result: { ...detail, changed_on: published } }),
        'PUT /api/v1/dashboard/5': (r, calls) =>
          calls === 0
            ? json({ id: 5, result: r.body, last_modified_time: Date.parse(published) / 1000 })
            : saved(r.body),
      }),
    );
    open();
    fireEvent.click(await screen.findByTestId('dashboard-published'));
    await waitFor(() => expect(screen.getByTestId('dashboard-published').textContent).toBe('Draft'));
    await openMenuItem('dashboard-menu-properties');
    fireEvent.click(screen.getByTestId('properties-apply'));
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(screen.queryByTestId('overwrite-confirm-changed-by')).toBeNull();
    expect(puts(requests)[1]?.body).toMatchObject({ last_modified_time: Date.parse(published) / 1000 });
  });

  it('refuses JSON metadata of the wrong type naming the field, and shows a taken slug under the slug', async () => {
    const taken = {
      message: 'slug: Must be unique',
      errors: [
        { message: 'slug: Must be unique', error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR', extra: { field: 'slug' } },
      ],
    };
    const { requests } = mockFetch(routes({ 'PUT /api/v1/dashboard/5': () => json(taken, 422) }));
    open();
    await openMenuItem('dashboard-menu-properties');
    type('properties-json-metadata', '{"refresh_frequency": "often"}');
    fireEvent.click(screen.getByTestId('properties-apply'));
    expect((await screen.findByTestId('properties-error')).textContent).toContain('json_metadata.refresh_frequency');
    expect(requests.some((r) => r.path === '/api/v1/dashboard/5')).toBe(false);

    type('properties-json-metadata', '{"color_scheme": "bnbColors"}');
    type('properties-slug', 'taken');
    fireEvent.click(screen.getByTestId('properties-apply'));
    await waitFor(() =>
      expect(screen.getByTestId('properties-error').textContent).toBe(
        'The slug "taken" is already used by another dashboard.',
      ),
    );
    expect(
      await screen.findAllByText('Sorry, there was an error saving this dashboard: slug: Must be unique'),
    ).not.toHaveLength(0);
  });

  it('shows invalid JSON metadata once, with its place, and keeps the colour scheme (issue D 7)', async () => {
    const { requests } = mockFetch(routes());
    open();
    await openMenuItem('dashboard-menu-properties');
    const scheme = () => screen.getByTestId('properties-color-scheme') as HTMLInputElement;
    const shown = scheme().value;
    expect(shown).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    await screen.findByTestId('properties-json-metadata');
    type('properties-json-metadata', '{\n  "color_scheme": "supersetColors",\n}');
    // Broken text while typing does not blank the picker, which waits for the JSON to be fixed.
    expect(scheme().value).toBe(shown);
    expect(scheme().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('properties-apply'));
    const words = 'Invalid JSON at line 3, column 1: unexpected "}".';
    await waitFor(() => expect(screen.getAllByText(words)).toHaveLength(1));
    expect(screen.getAllByTestId('properties-error')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('in JSON at position');
    expect(scheme().value).toBe(shown);
    expect(requests.some((r) => r.path === '/api/v1/dashboard/5')).toBe(false);
  });

  it('fills the custom CSS from a CSS template', async () => {
    mockFetch(routes());
    open();
    await openMenuItem('dashboard-menu-properties');
    fireEvent.click(screen.getByRole('button', { name: 'CSS' }));
    fireEvent.click(await screen.findByTestId('properties-css-template'));
    fireEvent.click(await screen.findByRole('option', { name: 'Flat' }));
    await waitFor(() => expect((screen.getByTestId('properties-css') as HTMLTextAreaElement).value).toBe('.flat {}'));
  });

  it('saves as a copy through copy_dash and opens it', async () => {
    const { requests } = mockFetch(
      routes({
        'POST /tessera/copy_dash/5/': () => json({ id: 77, dashboard_title: 'Copy', last_modified_time: 1 }),
        'GET /api/v1/dashboard/77': () => json({ id: 77, result: { ...detail, id: 77, slug: null } }),
        'GET /api/v1/dashboard/77/charts': () => json({ result: fixtureCharts() }),
        'GET /api/v1/dashboard/77/datasets': () => json({ result: [] }),
      }),
    );
    const { router } = open();
    await openMenuItem('dashboard-menu-save-as');
    expect((screen.getByTestId('save-as-name') as HTMLInputElement).value).toBe(`${detail.dashboard_title} [copy]`);
    fireEvent.click(screen.getByTestId('save-as-duplicate'));
    fireEvent.click(screen.getByTestId('save-as-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tessera/dashboard/77/'));
    const post = requests.find((r) => r.path === '/tessera/copy_dash/5/');
    const data = JSON.parse((post?.body as { data: string }).data) as Record<string, unknown>;
    expect(data).toMatchObject({ dashboard_title: `${detail.dashboard_title} [copy]`, duplicate_slices: true });
    expect(Object.keys(data['positions'] as object)).toContain('ROOT_ID');
  });
});
