import { notifications } from '@mantine/notifications';
import type { AnnotationItem, MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch, type MockHandler } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { AnnotationListPage } from './annotation-list-page';

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

const ANNOTATION: AnnotationItem = {
  id: 9,
  layer_id: 5,
  short_descr: 'v2.0 launch',
  long_descr: null,
  start_dttm: '2024-01-31T08:00:00',
  end_dttm: '2024-01-31T09:30:00',
  json_metadata: null,
  created_by: null,
  changed_by: null,
  changed_on: null,
  changed_on_delta_humanized: 'a day ago',
};

const BASE = '/api/v1/annotation_layer/5/annotation/';

const handlers = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
  'GET /api/v1/annotation_layer/_info': () => json({ permissions: ['can_read', 'can_write'] }),
  'GET /api/v1/annotation_layer/5': () =>
    json({
      id: 5,
      result: {
        id: 5,
        name: 'Releases',
        descr: null,
        created_by: null,
        changed_by: null,
        created_on: null,
        changed_on: null,
        changed_on_delta_humanized: 'now',
      },
    }),
  [`GET ${BASE}`]: () => json({ result: [ANNOTATION], count: 1, ids: [9] }),
  ...extra,
});

const renderPage = () =>
  renderRoutes({
    routes: [
      {
        path: '/annotationlayer/:layerId/annotation/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <AnnotationListPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/annotationlayer/5/annotation/',
  });

describe('AnnotationListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the layer's annotations with label, start and end under the layer's name", async () => {
    const { requests } = mockFetch(handlers());
    renderPage();
    const [row] = await screen.findAllByTestId('list-row');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('v2.0 launch')).toBeTruthy();
    expect(cells.getByText('2024-01-31 08:00 UTC')).toBeTruthy();
    expect(cells.getByText('2024-01-31 09:30 UTC')).toBeTruthy();
    expect(await screen.findByText('Annotation layer Releases')).toBeTruthy();
    expect(screen.getByTestId('annotation-back').getAttribute('href')).toBe('/annotationlayer/list/');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'v2' } });
    await waitFor(() =>
      expect(decodeURIComponent(requests.filter((r) => r.path.startsWith(`${BASE}?`)).at(-1)?.path ?? '')).toContain(
        '(col:short_descr,opr:ct,value:v2)',
      ),
    );
  });

  it('adds an annotation with ISO start and end times, its description and JSON metadata', async () => {
    const { requests } = mockFetch(handlers({ [`POST ${BASE}`]: () => json({ id: 10, result: { layer: 5 } }, 201) }));
    renderPage();
    fireEvent.click(await screen.findByTestId('annotation-add'));
    fireEvent.change(await screen.findByTestId('annotation-short-descr'), { target: { value: 'Black Friday' } });
    fireEvent.change(screen.getByTestId('annotation-start-dttm'), { target: { value: '2024-11-29T00:00' } });
    fireEvent.change(screen.getByTestId('annotation-end-dttm'), { target: { value: '2024-11-28T23:00' } });
    fireEvent.click(screen.getByTestId('annotation-save'));
    expect(await screen.findByText('The end must not be before the start')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('annotation-end-dttm'), { target: { value: '2024-11-30T23:59' } });
    fireEvent.change(screen.getByTestId('annotation-long-descr'), { target: { value: 'Sales peak' } });
    fireEvent.change(screen.getByTestId('annotation-json-metadata'), { target: { value: '{"color": "red"}' } });
    fireEvent.click(screen.getByTestId('annotation-save'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.path === BASE)).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      short_descr: 'Black Friday',
      start_dttm: '2024-11-29T00:00:00',
      end_dttm: '2024-11-30T23:59:00',
      long_descr: 'Sales peak',
      json_metadata: '{"color": "red"}',
    });
    await waitFor(() => expect(screen.queryByTestId('annotation-form')).toBeNull());
  });

  it('edits an annotation with its stored times filled in', async () => {
    const { requests } = mockFetch(handlers({ [`PUT ${BASE}9`]: () => json({ id: 9, result: { layer: 5 } }) }));
    renderPage();
    fireEvent.click(await screen.findByLabelText('Edit v2.0 launch'));
    expect(((await screen.findByTestId('annotation-start-dttm')) as HTMLInputElement).value).toBe('2024-01-31T08:00');
    fireEvent.change(screen.getByTestId('annotation-short-descr'), { target: { value: 'v2.0 GA' } });
    fireEvent.click(screen.getByTestId('annotation-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        short_descr: 'v2.0 GA',
        start_dttm: '2024-01-31T08:00:00',
        end_dttm: '2024-01-31T09:30:00',
        long_descr: null,
        json_metadata: null,
      }),
    );
  });

  it('deletes an annotation only once the deletion is confirmed', async () => {
    const { requests } = mockFetch(handlers({ [`DELETE ${BASE}9`]: () => json({ message: 'OK' }) }));
    renderPage();
    fireEvent.click(await screen.findByLabelText('Delete v2.0 launch'));
    expect(await screen.findByText('Are you sure you want to delete v2.0 launch?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${BASE}9`]));
  });
});
