import type { NativeFilterConfig } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../../test-support/providers';
import { json, mockFetch } from '../../../../../test-support/mock-fetch';
import { testQueryClient } from '../../../../../test-support/render';
import { FilterSetsPanel } from './filter-sets-panel';

const origin = {
  id: 'NATIVE_FILTER-o',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
} as NativeFilterConfig;
const dest = {
  id: 'NATIVE_FILTER-d',
  type: 'NATIVE_FILTER',
  name: 'Dest',
  filterType: 'filter_select',
} as NativeFilterConfig;
const jfk = {
  extraFormData: { filters: [{ col: 'origin', op: 'IN' as const, val: ['JFK'] }] },
  filterState: { value: ['JFK'] },
};

const saved = {
  id: 4,
  name: 'New York',
  params: { nativeFilters: { [origin.id]: origin }, dataMask: { [origin.id]: jfk } },
};

const renderPanel = (canWrite: boolean, dataMask = {}) => {
  const mock = mockFetch({
    'GET /api/v1/dashboard/9/filtersets': () => json({ count: 1, ids: [4], result: [saved] }),
    'POST /api/v1/dashboard/9/filtersets': () => json({ id: 5 }, 201),
    'PUT /api/v1/dashboard/9/filtersets/4': () => json({ message: 'Only owners can edit this filter set' }, 403),
    'DELETE /api/v1/dashboard/9/filtersets/4': () => json({ message: 'OK' }),
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  });
  const onApply = vi.fn();
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <FilterSetsPanel
        dashboardId={9}
        canWrite={canWrite}
        dataMask={dataMask}
        nativeFilters={[origin, dest]}
        onApply={onApply}
      />
    </Providers>,
  );
  return { ...mock, onApply };
};

describe('FilterSetsPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the sets and applies one: its masks, and an empty one for a filter it did not hold', async () => {
    const { onApply } = renderPanel(false);
    const item = await screen.findByTestId('filter-set-4');
    expect(within(item).getByText('New York')).toBeTruthy();
    expect(screen.queryByTestId('filter-set-create')).toBeNull();
    expect(within(item).queryByText('Rename')).toBeNull();
    fireEvent.click(within(item).getByTestId('filter-set-apply'));
    expect(onApply).toHaveBeenCalledWith({
      [origin.id]: { id: origin.id, ...jfk, ownState: {} },
      [dest.id]: { id: dest.id, extraFormData: {}, filterState: {}, ownState: {} },
    });
  });

  it('marks the set equal to the current selection as applied', async () => {
    renderPanel(false, { [origin.id]: jfk });
    expect((await screen.findByTestId('filter-set-4')).getAttribute('data-applied')).toBe('true');
  });

  it('saves the current selection of native filters under a name, for the dashboard', async () => {
    const { requests } = renderPanel(true, { [origin.id]: jfk, '12': { extraFormData: {} } });
    await screen.findByTestId('filter-set-4');
    fireEvent.change(screen.getByTestId('filter-set-name-input'), { target: { value: 'JFK only' } });
    fireEvent.click(screen.getByTestId('filter-set-create'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/filtersets'))).toBe(true));
    const post = requests.find((r) => r.method === 'POST' && r.path.endsWith('/filtersets'));
    const body = post?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'JFK only', owner_type: 'Dashboard', owner_id: 9 });
    expect(JSON.parse(String(body['json_metadata']))).toEqual({
      nativeFilters: { [origin.id]: origin, [dest.id]: dest },
      dataMask: { [origin.id]: jfk },
    });
  });

  it('shows the server error when a rename is refused', async () => {
    renderPanel(true);
    const item = await screen.findByTestId('filter-set-4');
    fireEvent.click(within(item).getByText('Rename'));
    fireEvent.change(screen.getByTestId('filter-set-rename-input'), { target: { value: 'NYC' } });
    fireEvent.click(within(item).getByText('Save'));
    expect((await screen.findByTestId('filter-sets-error')).textContent).toContain(
      'Only owners can edit this filter set',
    );
  });
});
