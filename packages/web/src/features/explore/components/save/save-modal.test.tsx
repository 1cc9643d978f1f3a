import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../../test-support/mock-fetch';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { dashboardTarget, SaveModal, type SaveModalProps } from './save-modal';

const noDashboards = { 'GET /api/v1/dashboard/': () => json({ message: 'Not found' }, 404) };
const dashboards = {
  'GET /api/v1/dashboard/': () => json({ result: [{ id: 4, dashboard_title: 'Operations' }], count: 1 }),
};

const open = (props: Partial<SaveModalProps> = {}) => {
  const onSave = vi.fn();
  renderExplore(
    <SaveModal
      isSaved
      canOverwrite
      defaultName="Flights"
      saving={false}
      error={null}
      onSave={onSave}
      onClose={vi.fn()}
      {...props}
    />,
  );
  return onSave;
};

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const saveButton = () => screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLButtonElement;

describe('save modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets an owner overwrite the chart, and picks that by default', async () => {
    mockFetch(noDashboards);
    const onSave = open();
    expect(radio(/Overwrite/).disabled).toBe(false);
    expect(radio(/Overwrite/).checked).toBe(true);
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ action: 'overwrite', sliceName: 'Flights', dashboard: null });
  });

  it('offers only Save as to someone who does not own the chart, and says why', async () => {
    mockFetch(noDashboards);
    const onSave = open({ canOverwrite: false });
    expect(radio(/Overwrite/).disabled).toBe(true);
    expect(radio(/Save as/).checked).toBe(true);
    const target = radio(/Overwrite/).closest('[data-overwrite-tooltip]');
    expect(target).not.toBeNull();
    fireEvent.mouseEnter(target as Element);
    await waitFor(() => expect(screen.getByText('Only the owners of this chart can overwrite it')).toBeTruthy());
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ action: 'saveas', sliceName: 'Flights', dashboard: null });
  });

  it('saves a new chart as a new one only, and needs a name', () => {
    mockFetch(noDashboards);
    const onSave = open({ isSaved: false, canOverwrite: false, defaultName: '' });
    expect(radio(/Overwrite/).disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Chart name is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Chart name/ }), { target: { value: 'Mine' } });
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ action: 'saveas', sliceName: 'Mine', dashboard: null });
  });

  it('hides the dashboard field without a dashboard API and shows it with one', async () => {
    mockFetch(noDashboards);
    open();
    await waitFor(() => expect(screen.queryByLabelText('Add to dashboard')).toBeNull());
    cleanup();
    mockFetch(dashboards);
    const onSave = open();
    const field = await screen.findByLabelText('Add to dashboard', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Weekly' } });
    expect(screen.getByText('A new dashboard will be created: Weekly')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      action: 'overwrite',
      sliceName: 'Flights',
      dashboard: { newTitle: 'Weekly' },
    });
  });

  it('shows the save error', () => {
    mockFetch(noDashboards);
    open({ error: 'Changing this chart is forbidden' });
    expect(screen.getByRole('alert').textContent).toContain('Changing this chart is forbidden');
  });

  it('tells existing dashboards from new names', () => {
    const list = [{ id: 4, dashboard_title: 'Operations' }];
    expect(dashboardTarget(' Operations ', list)).toEqual({ id: 4, title: 'Operations' });
    expect(dashboardTarget('New one', list)).toEqual({ newTitle: 'New one' });
    expect(dashboardTarget('  ', list)).toBe(null);
  });
});
