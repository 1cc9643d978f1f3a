import type { CssTemplateListItem } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { asUser } from '../../../test-support/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { CssTemplateListPage } from './css-template-list-page';

const template = (id: number, name: string): CssTemplateListItem => ({
  id,
  template_name: name,
  css: '.dashboard-header { color: teal; }',
  created_by: null,
  changed_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
  created_on: null,
  changed_on: null,
  changed_on_delta_humanized: '2 hours ago',
});

const render = () => {
  const mock = mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'GET /api/v1/css_template/_info': () => json({ permissions: ['can_read', 'can_write'] }),
    'GET /api/v1/css_template/': () =>
      json({ result: [template(3, 'Flat'), template(4, 'Courier')], count: 2, ids: [3, 4] }),
    'POST /api/v1/css_template/': () => json({ id: 5, result: {} }, 201),
    'PUT /api/v1/css_template/3': () => json({ id: 3, result: {} }),
    'DELETE /api/v1/css_template/4': () => json({ message: 'OK' }),
    'DELETE /api/v1/css_template/': () => json({ message: 'Deleted 2 css templates' }),
  });
  renderRoutes({
    routes: [{ path: '/csstemplatemodelview/list/', element: asUser(<CssTemplateListPage />) }],
    initialPath: '/csstemplatemodelview/list/',
  });
  return mock;
};

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('CssTemplateListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists name, last modified and modified by, sorts by name and searches by name', async () => {
    const { requests } = render();
    const row = await rowOf('Flat');
    expect(within(row).getByText('2 hours ago')).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('Courier')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sort-template_name'));
    await waitFor(() =>
      expect(requests.some((r) => decodeURIComponent(r.path).includes('order_column:template_name'))).toBe(true),
    );
    fireEvent.change(screen.getByTestId('filter-search'), { target: { value: 'fla' } });
    await waitFor(() =>
      expect(requests.some((r) => decodeURIComponent(r.path).includes('(col:template_name,opr:ct,value:fla)'))).toBe(
        true,
      ),
    );
  });

  it("creates a template through '+ CSS Template' and edits one from its row", async () => {
    const { requests } = render();
    await rowOf('Flat');
    fireEvent.click(screen.getByTestId('css-template-add'));
    fireEvent.click(await screen.findByTestId('css-template-save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('css-template-name'), { target: { value: '  Dark header ' } });
    fireEvent.change(screen.getByTestId('css-template-css'), {
      target: { value: '.dashboard-header { color: #fff; }' },
    });
    fireEvent.click(screen.getByTestId('css-template-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        template_name: 'Dark header',
        css: '.dashboard-header { color: #fff; }',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('css-template-form')).toBeNull());

    fireEvent.click(within(await rowOf('Flat')).getByLabelText('Edit Flat'));
    const css = (await screen.findByTestId('css-template-css')) as HTMLTextAreaElement;
    expect(css.value).toBe('.dashboard-header { color: teal; }');
    fireEvent.change(css, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('css-template-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ template_name: 'Flat', css: '' }),
    );
  });

  it('deletes a row, and a bulk selection, only after confirming', async () => {
    const { requests } = render();
    fireEvent.click(within(await rowOf('Courier')).getByLabelText('Delete Courier'));
    expect(await screen.findByText('Are you sure you want to delete Courier?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/v1/css_template/4']),
    );

    fireEvent.click(screen.getByTestId('bulk-select'));
    fireEvent.click(await screen.findByLabelText('Select Flat'));
    fireEvent.click(screen.getByLabelText('Select Courier'));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Are you sure you want to delete the selected CSS templates?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(decodeURIComponent(requests.filter((r) => r.method === 'DELETE')[1]?.path ?? '')).toBe(
        '/api/v1/css_template/?q=!(3,4)',
      ),
    );
  });
});
