import type { DynamicPlugin } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { asUser } from '../../../test-support/current-user';
import { json, mockFetch, type MockHandler } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { DynamicPluginListPage } from './dynamic-plugin-list-page';

const HELLO: DynamicPlugin = { id: 1, name: 'Hello bars', key: 'hello_bars', bundle_url: '/static/plugins/h/index.js' };

const render = (extra: Record<string, MockHandler> = {}) => {
  const mock = mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'GET /dynamic-plugins/api/read': (_request, calls) =>
      json(calls === 0 ? { result: [HELLO], count: 1 } : { result: [], count: 0 }),
    'POST /dynamic-plugins/api/create': () => json({ id: 2, result: {} }, 201),
    'PUT /dynamic-plugins/api/update/1': () => json({ id: 1, result: HELLO }),
    'DELETE /dynamic-plugins/api/delete/1': () => json({ message: 'OK' }),
    ...extra,
  });
  renderRoutes({
    routes: [{ path: '/dynamic-plugins/list/', element: asUser(<DynamicPluginListPage />) }],
    initialPath: '/dynamic-plugins/list/',
  });
  return mock;
};

const helloRow = async () => (await screen.findByText('Hello bars')).closest('tr') as HTMLElement;

describe('DynamicPluginListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists name, key and bundle URL from /dynamic-plugins/api/read', async () => {
    render();
    const row = await helloRow();
    expect(within(row).getByText('hello_bars')).toBeTruthy();
    expect(within(row).getByText('/static/plugins/h/index.js')).toBeTruthy();
  });

  it("adds a plugin through '+ Plugin', checking the fields first", async () => {
    const { requests } = render();
    await helloRow();
    fireEvent.click(screen.getByTestId('dynamic-plugin-add'));
    fireEvent.click(await screen.findByTestId('dynamic-plugin-save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Key is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('dynamic-plugin-name'), { target: { value: ' Pie bars ' } });
    fireEvent.change(screen.getByTestId('dynamic-plugin-key'), { target: { value: 'pie_bars' } });
    fireEvent.change(screen.getByTestId('dynamic-plugin-bundle-url'), { target: { value: '/static/plugins/p.js' } });
    fireEvent.click(screen.getByTestId('dynamic-plugin-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.path.includes('create'))?.body).toEqual({
        name: 'Pie bars',
        key: 'pie_bars',
        bundle_url: '/static/plugins/p.js',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('dynamic-plugin-form')).toBeNull());
  });

  it("shows the server's refusal of a bundle URL beside the field", async () => {
    render({
      'PUT /dynamic-plugins/api/update/1': () =>
        json(
          {
            message: 'bundle_url: Bundle URL host evil.example is not in DYNAMIC_PLUGINS_ALLOWED_HOSTS',
            errors: [
              {
                message: 'bundle_url: Bundle URL host evil.example is not in DYNAMIC_PLUGINS_ALLOWED_HOSTS',
                error_type: 'VALIDATION_ERROR',
                level: 'error',
                extra: { field: 'bundle_url' },
              },
            ],
          },
          400,
        ),
    });
    fireEvent.click(within(await helloRow()).getByTestId('dynamic-plugin-edit'));
    const url = (await screen.findByTestId('dynamic-plugin-bundle-url')) as HTMLInputElement;
    expect(url.value).toBe('/static/plugins/h/index.js');
    fireEvent.change(url, { target: { value: 'https://evil.example/x.js' } });
    fireEvent.click(screen.getByTestId('dynamic-plugin-save'));
    expect(
      await screen.findByText('Bundle URL host evil.example is not in DYNAMIC_PLUGINS_ALLOWED_HOSTS'),
    ).toBeTruthy();
    expect(screen.getByTestId('dynamic-plugin-form')).toBeTruthy();
  });

  it('deletes a plugin only after confirming, then lists again', async () => {
    const { requests } = render();
    fireEvent.click(within(await helloRow()).getByTestId('dynamic-plugin-delete'));
    expect(
      await screen.findByText('Delete the plugin Hello bars? Charts of type hello_bars will no longer draw.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByTestId('dynamic-plugin-empty')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/dynamic-plugins/api/delete/1']);
  });
});
