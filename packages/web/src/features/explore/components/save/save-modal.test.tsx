import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../../test-support/mock-fetch';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { dashboardChoices, dashboardTarget } from './dashboard-choices';
import { SaveModal, type SaveModalProps } from './save-modal';

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
    const list = dashboardChoices([{ id: 4, dashboard_title: 'Operations' }]);
    expect(dashboardTarget(' Operations ', list)).toEqual({ id: 4, title: 'Operations' });
    expect(dashboardTarget('New one', list)).toEqual({ newTitle: 'New one' });
    expect(dashboardTarget('  ', list)).toBe(null);
  });

  it('offers two dashboards of the same title apart, by owner and date, and saves onto the one picked', async () => {
    const twins = [
      {
        id: 7,
        dashboard_title: 'Sales',
        owners: [{ first_name: 'Ann', last_name: 'Lee' }],
        changed_on_delta_humanized: '2 days ago',
      },
      {
        id: 9,
        dashboard_title: 'Sales',
        owners: [{ first_name: 'Bo', last_name: 'Ng' }],
        changed_on_delta_humanized: 'a month ago',
      },
      { id: 11, dashboard_title: 'Ops' },
    ];
    const choices = dashboardChoices(twins);
    expect(choices.map((c) => c.label)).toEqual(['Sales (Ann Lee · 2 days ago)', 'Sales (Bo Ng · 1 month ago)', 'Ops']);
    // Typing the bare title picks the most recently changed (the list's order).
    expect(dashboardTarget('Sales', choices)).toEqual({ id: 7, title: 'Sales' });
    expect(dashboardTarget('Sales (Bo Ng · 1 month ago)', choices)).toEqual({ id: 9, title: 'Sales' });
    // Equal titles without details still get labels of their own.
    expect(
      new Set(dashboardChoices([...twins.slice(2), { id: 12, dashboard_title: 'Ops' }]).map((c) => c.label)).size,
    ).toBe(2);

    mockFetch({ 'GET /api/v1/dashboard/': () => json({ result: twins, count: 3 }) });
    const onSave = open();
    const field = await screen.findByLabelText('Add to dashboard', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Sales (Bo Ng · 1 month ago)' } });
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      action: 'overwrite',
      sliceName: 'Flights',
      dashboard: { id: 9, title: 'Sales' },
    });
  });

  it("offers 'Save & go to dashboard' once a dashboard is named", async () => {
    mockFetch(dashboards);
    const onSave = open();
    const go = () => screen.getByTestId('save-go-to-dashboard') as HTMLButtonElement;
    expect(go().disabled).toBe(true);
    fireEvent.change(await screen.findByLabelText('Add to dashboard', { selector: 'input' }), {
      target: { value: 'Operations' },
    });
    expect(go().disabled).toBe(false);
    fireEvent.click(go());
    expect(onSave).toHaveBeenCalledWith({
      action: 'overwrite',
      sliceName: 'Flights',
      dashboard: { id: 4, title: 'Operations' },
      goToDashboard: true,
    });
  });

  it('asks for the dashboards every time it opens, so a dashboard a save created is offered', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/v1/dashboard/': () => {
        calls += 1;
        return json({ result: calls === 1 ? [] : [{ id: 5, dashboard_title: 'Weekly' }], count: calls === 1 ? 0 : 1 });
      },
    });
    open();
    await screen.findByLabelText('Add to dashboard', { selector: 'input' });
    cleanup();
    const onSave = open();
    await waitFor(() => expect(calls).toBe(2));
    const field = await screen.findByLabelText('Add to dashboard', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Weekly' } });
    await waitFor(() => expect(screen.queryByText('A new dashboard will be created: Weekly')).toBeNull());
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      action: 'overwrite',
      sliceName: 'Flights',
      dashboard: { id: 5, title: 'Weekly' },
    });
  });
});
