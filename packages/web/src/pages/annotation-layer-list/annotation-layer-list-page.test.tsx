import { notifications } from '@mantine/notifications';
import { decodeRison, type AnnotationLayerItem, type MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { AnnotationLayerListPage } from './annotation-layer-list-page';

const ADMIN: MeRoles = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@x.io',
  is_active: true,
  is_anonymous: false,
  roles: {
    Admin: [
      ['can_read', 'Annotation'],
      ['can_write', 'Annotation'],
    ],
  },
  permissions: {},
};

const layer = (id: number, name: string, descr: string | null): AnnotationLayerItem => ({
  id,
  name,
  descr,
  created_by: null,
  changed_by: null,
  created_on: null,
  changed_on: null,
  changed_on_delta_humanized: '2 hours ago',
});

const LAYERS = [layer(1, 'Releases', 'Product releases'), layer(2, 'Outages', null)];

interface ListQ {
  filters?: { col: string; opr: string; value: unknown }[];
  order_column?: string;
  order_direction?: string;
}

const listRequests = (requests: RecordedRequest[]): ListQ[] =>
  requests
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/annotation_layer/?'))
    .map((r) => decodeRison(new URLSearchParams(r.path.split('?')[1] ?? '').get('q') ?? '()') as ListQ);

const handlers = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
  'GET /api/v1/annotation_layer/_info': () => json({ permissions: ['can_read', 'can_write'] }),
  'GET /api/v1/annotation_layer/': () => json({ result: LAYERS, count: 2, ids: [1, 2] }),
  ...extra,
});

const renderList = () =>
  renderRoutes({
    routes: [
      {
        path: '/annotationlayer/list/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <AnnotationLayerListPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/annotationlayer/list/',
  });

describe('AnnotationLayerListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists layers newest first with Superset's columns, links each to its annotations and searches by name", async () => {
    const { requests } = mockFetch(handlers());
    renderList();
    const [first] = await screen.findAllByTestId('list-row');
    const header = screen.getByTestId('list-table').querySelector('thead')?.textContent ?? '';
    for (const title of ['Name', 'Description', 'Last modified']) expect(header).toContain(title);
    const cells = within(first as HTMLElement);
    expect(cells.getByText('Releases').closest('a')?.getAttribute('href')).toBe('/annotationlayer/1/annotation/');
    expect(cells.getByText('Product releases')).toBeTruthy();
    expect(listRequests(requests)[0]).toMatchObject({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rel' } });
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.filters).toEqual([{ col: 'name', opr: 'ct', value: 'rel' }]),
    );
  });

  it('adds a layer from the modal with its name and description', async () => {
    const { requests } = mockFetch(handlers({ 'POST /api/v1/annotation_layer/': () => json({ id: 3 }, 201) }));
    renderList();
    fireEvent.click(await screen.findByTestId('annotation-layer-add'));
    fireEvent.click(await screen.findByTestId('annotation-layer-save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('annotation-layer-name'), { target: { value: 'Campaigns' } });
    fireEvent.change(screen.getByTestId('annotation-layer-descr'), { target: { value: 'Marketing pushes' } });
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/annotation_layer/')).toHaveLength(1),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Campaigns', descr: 'Marketing pushes' });
    await waitFor(() => expect(screen.queryByTestId('annotation-layer-form')).toBeNull());
  });

  it('edits a layer in place with PUT', async () => {
    const { requests } = mockFetch(handlers({ 'PUT /api/v1/annotation_layer/2': () => json({ id: 2 }) }));
    renderList();
    fireEvent.click(await screen.findByLabelText('Edit Outages'));
    const name = (await screen.findByTestId('annotation-layer-name')) as HTMLInputElement;
    expect(name.value).toBe('Outages');
    fireEvent.change(name, { target: { value: 'Incidents' } });
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Incidents', descr: null }),
    );
  });

  it('deletes the selected layers in one request once confirmed', async () => {
    const { requests } = mockFetch(
      handlers({ 'DELETE /api/v1/annotation_layer/': () => json({ message: 'Deleted 2 annotation layers' }) }),
    );
    renderList();
    await screen.findAllByTestId('list-row');
    fireEvent.click(screen.getByTestId('bulk-select'));
    for (const name of ['Releases', 'Outages']) fireEvent.click(screen.getByLabelText(`Select ${name}`));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Are you sure you want to delete the selected annotation layers?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/api/v1/annotation_layer/?q=!(1,2)',
      ]),
    );
  });
});
