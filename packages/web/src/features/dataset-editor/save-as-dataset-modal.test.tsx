import type { DatasetCreate, DatasetUpdate } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { SaveAsDatasetModal } from './save-as-dataset-modal';
import { datasetDetail, datasetRow } from '../../../test-support/features/dataset-editor/fixtures';
import { renderWithProviders } from '../../../test-support/features/dataset-editor/render';

const SQL = 'SELECT origin, COUNT(*) FROM flights GROUP BY 1';
const csrf = { 'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }) };

const open = () => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <SaveAsDatasetModal
      opened
      sql={SQL}
      databaseId={1}
      schema="main"
      templateParams={{ year: 2024 }}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onSaved, onClose };
};

describe('SaveAsDatasetModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('posts a new virtual dataset with the query', async () => {
    const created = datasetDetail({ id: 30, table_name: 'Delays by origin', kind: 'virtual', sql: SQL });
    const { requests } = mockFetch({ ...csrf, 'POST /api/v1/dataset/': () => json({ id: 30, result: created }, 201) });
    const { onSaved, onClose } = open();

    const name = screen.getByLabelText('Dataset name') as HTMLInputElement;
    expect(name.value).toBe('Untitled Dataset');
    fireEvent.change(name, { target: { value: '' } });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Delays by origin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body as DatasetCreate).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'Delays by origin',
      sql: SQL,
      template_params: '{"year":2024}',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('overwrites a chosen virtual dataset after confirming', async () => {
    const rows = [datasetRow(3, 'old_query', { kind: 'virtual', sql: 'SELECT 1' }), datasetRow(4, 'flights')];
    const detail = datasetDetail({ id: 3, table_name: 'old_query', kind: 'virtual', sql: SQL });
    const { requests } = mockFetch({
      ...csrf,
      'GET /api/v1/dataset/': () => json({ result: rows, count: 2 }),
      'PUT /api/v1/dataset/3': () => json({ id: 3, result: detail }),
      'PUT /api/v1/dataset/3/refresh': () => json({ message: 'OK' }),
      'GET /api/v1/dataset/3': () => json({ id: 3, result: detail }),
    });
    const { onSaved } = open();

    fireEvent.click(screen.getByRole('radio', { name: 'Overwrite existing' }));
    expect((screen.getByRole('button', { name: 'Overwrite' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Dataset to overwrite', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'old_query' }));
    expect(screen.queryByRole('option', { name: 'flights' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Are you sure you want to overwrite this dataset?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(detail));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual(['/api/v1/dataset/3?override_columns=false', '/api/v1/dataset/3/refresh']);
    expect(puts[0]?.body as DatasetUpdate).toEqual({
      sql: SQL,
      schema: 'main',
      database_id: 1,
      template_params: '{"year":2024}',
    });
  });

  it("shows the server's error and keeps the modal open", async () => {
    mockFetch({
      ...csrf,
      'POST /api/v1/dataset/': () => json({ message: 'Dataset main.Untitled Dataset already exists' }, 422),
    });
    const { onSaved, onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dataset main.Untitled Dataset already exists')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
