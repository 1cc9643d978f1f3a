import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExploreDndProvider } from '../../../../controls/dnd';
import { column, makeDatasource, metric } from '../../test/fixtures';
import { renderExplore, user } from '../../test/render';
import { DatasetPanel } from './dataset-panel';
import { titleParts } from './dataset-title';

const panel = (datasource = makeDatasource(), onSwap = vi.fn()) =>
  renderExplore(
    <ExploreDndProvider>
      <DatasetPanel datasource={datasource} onSwap={onSwap} onViewInSqlLab={vi.fn()} />
    </ExploreDndProvider>,
    { me: user(1, { Alpha: [['can_write', 'Chart']] }) },
  );

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
    const onSwap = vi.fn();
    renderExplore(<DatasetPanel datasource={null} onSwap={onSwap} onViewInSqlLab={vi.fn()} />);
    expect(screen.getByText('The dataset linked to this chart may have been deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Swap dataset' }));
    expect(onSwap).toHaveBeenCalled();
  });
});
