import type { MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExploreDndProvider } from '../../../../controls/dnd';
import type { ExploreDatasource } from '../../../../controls/types';
import { column, makeDatasource, metric } from '../../../../../test-support/features/explore/fixtures';
import { renderExplore, user } from '../../../../../test-support/features/explore/render';
import type { DatasetActions } from './dataset-header';
import { DatasetPanel } from './dataset-panel';
import { titleParts } from './dataset-title';
import { canUseSqlLab } from './sql-lab-access';

const ALPHA = user(1, { Alpha: [['can_write', 'Chart']] });
const OWNER_TOOLTIP =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

const noActions = (): DatasetActions => ({
  onEdit: vi.fn(),
  onSwap: vi.fn(),
  onViewInSqlLab: vi.fn(),
  onQueryPreview: vi.fn(),
  onSaveAsDataset: vi.fn(),
});

const panel = (datasource: ExploreDatasource | null = makeDatasource(), me: MeRoles = ALPHA) => {
  const actions = noActions();
  renderExplore(
    <ExploreDndProvider>
      <DatasetPanel datasource={datasource} actions={actions} />
    </ExploreDndProvider>,
    { me },
  );
  return actions;
};

/** Opens the kebab menu and answers the names of its items. */
const openMenu = async (): Promise<string[]> => {
  fireEvent.click(screen.getByRole('button', { name: 'Dataset menu' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
};

/** The datasource schema only knows saved tables; a query answer carries type 'query'. */
const queryDatasource = (): ExploreDatasource =>
  Object.assign(makeDatasource({ kind: 'virtual', table_name: 'Untitled Query 1', sql: 'SELECT origin FROM t' }), {
    type: 'query',
  });

describe('dataset panel', () => {
  afterEach(cleanup);

  it('truncates titles longer than 25 characters and keeps the whole title for the tooltip', () => {
    expect(titleParts('flights')).toEqual({ text: 'flights', tooltip: null });
    expect(titleParts('a_very_long_dataset_name_for_tests')).toEqual({
      text: 'a_very_long_dataset_name_…',
      tooltip: 'a_very_long_dataset_name_for_tests',
    });
  });

  it('lists metrics and columns, with certification and the health warning', () => {
    panel(
      makeDatasource({
        table_name: 'a_very_long_dataset_name_for_tests',
        health_check_message: 'Partitions are stale',
        metrics: [metric('count', { certified_by: 'Data team', certification_details: 'Audited' })],
      }),
    );
    expect(screen.getByTestId('dataset-title').textContent).toBe('a_very_long_dataset_name_…');
    expect(screen.getByRole('img', { name: 'Partitions are stale' })).toBeTruthy();
    const metrics = screen.getByRole('list', { name: 'Metrics' });
    expect(within(metrics).getByText('count')).toBeTruthy();
    expect(within(metrics).getByLabelText('Certified by Data team — Audited')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('searches metrics and columns by name and verbose name', async () => {
    panel(makeDatasource({ columns: [column('origin', { verbose_name: 'Airport' }), column('delay')] }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Metrics & Columns' }), { target: { value: 'airp' } });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByText('Airport')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 1')).toBeTruthy();
  });

  it('offers a swap when the dataset is missing', () => {
    const actions = panel(null);
    expect(within(screen.getByTestId('missing-dataset')).getByText('Missing dataset')).toBeTruthy();
    expect(screen.getByText('The dataset linked to this chart may have been deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Swap dataset' }));
    expect(actions.onSwap).toHaveBeenCalled();
  });

  it('lets an owner edit the dataset and swap it, without SQL Lab for a non-SQL Lab user', async () => {
    const actions = panel(makeDatasource({ owners: [{ id: 1, first_name: 'Ada', last_name: 'L', username: 'ada' }] }));
    expect(await openMenu()).toEqual(['Edit dataset', 'Swap dataset']);
    const edit = screen.getByRole('menuitem', { name: 'Edit dataset' }) as HTMLButtonElement;
    expect(edit.disabled).toBe(false);
    fireEvent.click(edit);
    expect(actions.onEdit).toHaveBeenCalled();
  });

  it("disables 'Edit dataset' for someone who does not own the dataset, and says why", async () => {
    const actions = panel(makeDatasource({ owners: [{ id: 2, first_name: 'Bo', last_name: 'B', username: 'bo' }] }));
    await openMenu();
    const edit = screen.getByRole('menuitem', { name: 'Edit dataset' }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    fireEvent.click(edit);
    expect(actions.onEdit).not.toHaveBeenCalled();
    fireEvent.mouseEnter(edit.parentElement as HTMLElement);
    await waitFor(() => expect(screen.getByText(OWNER_TOOLTIP)).toBeTruthy());
  });

  it("shows 'View in SQL Lab' to SQL Lab users and admins", async () => {
    const sqlLab = user(3, { sql_lab: [['can_sqllab', 'Tessera']], Gamma: [] });
    const actions = panel(makeDatasource(), sqlLab);
    expect(await openMenu()).toEqual(['Edit dataset', 'Swap dataset', 'View in SQL Lab']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'View in SQL Lab' }));
    expect(actions.onViewInSqlLab).toHaveBeenCalled();

    expect(canUseSqlLab({ roles: { admin: [] } })).toBe(true);
    expect(canUseSqlLab({ roles: { SQL_LAB: [] } })).toBe(true);
    expect(canUseSqlLab({ roles: { Analyst: [['menu_access', 'SQL Lab']] } })).toBe(true);
    expect(canUseSqlLab({ roles: { Alpha: [['can_write', 'Chart']] } })).toBe(false);
  });

  it('offers a query datasource its preview, SQL Lab and saving as a dataset', async () => {
    const actions = panel(queryDatasource(), user(1, { Admin: [] }));
    expect(screen.getByTestId('dataset-title').textContent).toBe('SELECT origin FROM t');
    expect(await openMenu()).toEqual(['Query preview', 'View in SQL Lab', 'Save as dataset']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Save as dataset' }));
    expect(actions.onSaveAsDataset).toHaveBeenCalled();
  });
});
