import type { ReportSchedule } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-support/features/dataset-editor/render';
import { json, mockFetch, type MockHandler } from '../../../test-support/mock-fetch';
import { ReportModal } from './report-modal';

const handlers = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  'GET /api/v1/database/': () => json({ result: [{ id: 4, database_name: 'examples' }] }),
  'GET /api/v1/dashboard/': () => json({ result: [{ id: 9, dashboard_title: 'Sales' }] }),
  'GET /api/v1/chart/': () => json({ result: [{ id: 12, slice_name: 'Revenue' }] }),
  'POST /api/v1/report/': () => json({ id: 31, result: {} }, 201),
  ...extra,
});

const choose = async (testId: string, option: RegExp) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const existing: ReportSchedule = {
  id: 31,
  type: 'Alert',
  name: 'Low stock',
  description: null,
  context_markdown: null,
  active: true,
  crontab: '*/5 * * * *',
  crontab_humanized: 'Every 5 minutes',
  timezone: 'UTC',
  creation_method: 'alerts_reports',
  chart: null,
  chart_id: null,
  dashboard: { id: 9, dashboard_title: 'Sales' },
  dashboard_id: 9,
  database: { id: 4, database_name: 'examples' },
  sql: 'select count(*) from stock',
  validator_type: 'operator',
  validator_config_json: '{"op":"<","threshold":5}',
  report_format: 'PNG',
  custom_width: null,
  force_screenshot: false,
  grace_period: 14400,
  working_timeout: 3600,
  log_retention: 90,
  last_state: 'Not triggered',
  last_eval_dttm: null,
  last_value: null,
  last_value_row_json: null,
  owners: [],
  recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target":"ops@example.com"}' }],
  extra: {},
  created_by: null,
  changed_by: null,
  created_on: null,
  changed_on: null,
  changed_on_delta_humanized: 'now',
};

describe('ReportModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // The longest walk through the modal (SQL editor, schedule picker, two recipient kinds): 11 s here on a
  // busy 2-core runner, so the web project's 15 s is too close.
  it('creates an alert with its SQL condition, a weekly schedule and both recipients', async () => {
    const { requests } = mockFetch(handlers());
    const onClose = vi.fn();
    renderWithProviders(<ReportModal type="Alert" target={null} existing={null} onClose={onClose} />);
    expect(screen.getByText('Add alert')).toBeTruthy();
    fireEvent.change(screen.getByTestId('report-name'), { target: { value: 'Big orders' } });
    await choose('alert-database', /examples/);
    fireEvent.change(screen.getByTestId('alert-sql'), { target: { value: 'select max(total) from orders' } });
    await choose('alert-condition-op', /^> \(Larger than\)/);
    fireEvent.change(screen.getByTestId('alert-threshold'), { target: { value: '1000' } });
    await choose('content-dashboard-select', /Sales/);
    await choose('schedule-frequency', /Every week/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wed' }));
    fireEvent.change(screen.getByTestId('schedule-time'), { target: { value: '07:30' } });
    expect((screen.getByTestId('report-crontab') as HTMLInputElement).value).toBe('30 7 * * 1,3');
    expect(screen.getAllByTestId('schedule-next-run')).toHaveLength(3);
    fireEvent.change(screen.getByTestId('report-recipients'), { target: { value: 'ops@example.com' } });
    fireEvent.change(screen.getByTestId('report-webhook'), { target: { value: 'https://hooks.example.com/x' } });
    fireEvent.click(screen.getByTestId('report-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'Alert',
      name: 'Big orders',
      creation_method: 'alerts_reports',
      crontab: '30 7 * * 1,3',
      dashboard: 9,
      chart: null,
      database: 4,
      sql: 'select max(total) from orders',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 1000 },
      working_timeout: 3600,
      grace_period: 14400,
      log_retention: 90,
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'ops@example.com' } },
        { type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/x' } },
      ],
    });
  }, 30_000);

  it('words a bad crontab for people and sends nothing', async () => {
    const { requests } = mockFetch(handlers());
    renderWithProviders(<ReportModal type="Report" target={null} existing={null} onClose={vi.fn()} />);
    fireEvent.change(screen.getByTestId('report-name'), { target: { value: 'Weekly' } });
    fireEvent.change(screen.getByTestId('report-crontab'), { target: { value: '61 9 * * *' } });
    expect(screen.getByText('Invalid schedule: minute 61 is out of range (0–59)')).toBeTruthy();
    expect(screen.getByTestId('schedule-frequency')).toHaveProperty('value', 'Custom (crontab)');
    expect(screen.queryByTestId('schedule-next-runs')).toBeNull();
    fireEvent.click(screen.getByTestId('report-save'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers the formats of the content type and shows the server refusal beside the name', async () => {
    mockFetch(
      handlers({
        'POST /api/v1/report/': () =>
          json(
            {
              message: 'name: A report named "Weekly" already exists',
              errors: [
                {
                  message: 'name: A report named "Weekly" already exists',
                  error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
                  extra: { field: 'name' },
                },
              ],
            },
            422,
          ),
      }),
    );
    renderWithProviders(<ReportModal type="Report" target={null} existing={null} onClose={vi.fn()} />);
    expect(screen.queryByTestId('report-format-CSV')).toBeNull();
    fireEvent.click(screen.getByTestId('content-chart'));
    for (const f of ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'])
      expect(screen.getByTestId(`report-format-${f}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('content-dashboard'));
    await choose('content-dashboard-select', /Sales/);
    fireEvent.change(screen.getByTestId('report-name'), { target: { value: 'Weekly' } });
    fireEvent.change(screen.getByTestId('report-recipients'), { target: { value: 'team@example.com' } });
    fireEvent.click(screen.getByTestId('report-save'));
    expect(await screen.findByText('A report named "Weekly" already exists')).toBeTruthy();
  });

  it('edits an alert in place and sends a test of the saved schedule', async () => {
    const { requests } = mockFetch(
      handlers({
        'PUT /api/v1/report/31': () => json({ id: 31, result: {} }),
        'POST /api/v1/report/31/test/': () => json({ result: { state: 'Not triggered', error_message: null } }),
      }),
    );
    renderWithProviders(<ReportModal target={null} existing={existing} onClose={vi.fn()} />);
    expect(screen.getByText('Edit alert')).toBeTruthy();
    expect((screen.getByTestId('alert-threshold') as HTMLInputElement).value).toBe('5');
    expect(screen.getByTestId('schedule-frequency')).toHaveProperty('value', 'Custom (crontab)');
    fireEvent.change(screen.getByTestId('alert-threshold'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('report-test'));
    expect((await screen.findByTestId('report-test-result')).textContent).toContain('Not triggered');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ validator_config_json: { op: '<', threshold: 3 }, crontab: '*/5 * * * *' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/v1/report/31/test/');
  });
});
