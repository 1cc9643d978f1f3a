import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { AlertReportListPage } from './alert-report-list-page';

const report = {
  id: 3,
  name: 'Daily sales',
  type: 'Report',
  active: true,
  crontab_humanized: 'At 09:00',
  last_state: 'Error',
  last_eval_dttm: '2026-03-02T09:00:00.000Z',
};
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

describe('AlertReportListPage', () => {
  afterEach(cleanup);

  it('lists reports with their last state, toggles active and shows the execution log', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/report/': () => json({ result: [report], count: 1 }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'PUT /api/v1/report/3': () => json({ id: 3, result: { active: false } }),
      'GET /api/v1/report/3/log/': () => json({ result: [log], count: 1 }),
    });
    renderRoutes({
      routes: [{ path: '/report/list/', element: <AlertReportListPage type="Report" /> }],
      initialPath: '/report/list/',
    });
    expect((await screen.findByTestId('report-row-3')).textContent).toContain('At 09:00');
    expect(decodeURIComponent(requests[0]?.path ?? '')).toContain('(col:type,opr:eq,value:Report)');
    fireEvent.click(screen.getByTestId('report-active-3'));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ active: false }));
    fireEvent.click(screen.getByText('Execution log'));
    expect((await screen.findByTestId('report-log-3')).textContent).toContain('connect ECONNREFUSED');
  });
});
