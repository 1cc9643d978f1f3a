import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { asUser, TEST_ADMIN } from '../../../test-support/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { AlertReportListPage } from './alert-report-list-page';

const report = (id: number, name: string, ownerId: number) => ({
  id,
  name,
  type: 'Report',
  active: true,
  crontab: '0 9 * * *',
  crontab_humanized: 'At 09:00',
  timezone: 'UTC',
  last_state: 'Error',
  last_eval_dttm: '2026-03-02T09:00:00.000Z',
  recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target":"a@example.com"}' }],
  owners: [{ id: ownerId, first_name: 'Owner', last_name: String(ownerId) }],
  created_by: { id: ownerId, first_name: 'Owner', last_name: String(ownerId) },
  changed_on_delta_humanized: 'now',
});
const log = {
  id: 1,
  uuid: 'u',
  scheduled_dttm: '2026-03-02T09:00:00.000Z',
  start_dttm: '2026-03-02T09:00:00.000Z',
  end_dttm: '2026-03-02T09:00:01.000Z',
  value: null,
  value_row_json: null,
  state: 'Error',
  error_message: 'Email delivery failed: connect ECONNREFUSED',
};

const render = (user = TEST_ADMIN) => {
  const mock = mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'GET /api/v1/report/_info': () => json({ permissions: ['can_read', 'can_write'] }),
    'GET /api/v1/report/': () => json({ result: [report(3, 'Daily sales', 1), report(4, 'Theirs', 9)], count: 2 }),
    'PUT /api/v1/report/3': () => json({ id: 3, result: { active: false } }),
    'GET /api/v1/report/3/log/': () => json({ result: [log], count: 1 }),
    'DELETE /api/v1/report/3': () => json({ message: 'OK' }),
  });
  renderRoutes({
    routes: [{ path: '/report/list/', element: asUser(<AlertReportListPage type="Report" />, user) }],
    initialPath: '/report/list/',
  });
  return mock;
};

describe('AlertReportListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the type, toggles active and shows the execution log', async () => {
    const { requests } = render();
    expect(await screen.findByText('Daily sales')).toBeTruthy();
    expect(decodeURIComponent(requests.find((r) => r.path.startsWith('/api/v1/report/?'))?.path ?? '')).toContain(
      '(col:type,opr:eq,value:Report)',
    );
    fireEvent.click(screen.getByTestId('report-active-3'));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ active: false }));
    fireEvent.click(screen.getByTestId('report-log-open-3'));
    expect((await screen.findByTestId('report-log-3')).textContent).toContain('connect ECONNREFUSED');
  });

  it("offers '+ Report', edit and delete with a confirmation, owners only", async () => {
    const { requests } = render({ ...TEST_ADMIN, id: 1, roles: { Alpha: [] } });
    const row = (await screen.findByText('Daily sales')).closest('tr') as HTMLElement;
    const theirs = screen.getByText('Theirs').closest('tr') as HTMLElement;
    expect(within(theirs).queryByLabelText('Delete Theirs')).toBeNull();
    fireEvent.click(within(row).getByLabelText('Edit Daily sales'));
    expect(await screen.findByText('Edit report', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(row).getByLabelText('Delete Daily sales'));
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    fireEvent.click(screen.getByTestId('report-add'));
    expect(await screen.findByText('Add report')).toBeTruthy();
  });
});
