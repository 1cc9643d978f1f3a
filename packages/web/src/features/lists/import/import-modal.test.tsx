import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../api/client';
import { json, mockFetch, type MockAnswer, type MockHandler } from '../../../../test-support/mock-fetch';
import { renderRoutes } from '../../../../test-support/render';
import { ImportModal } from './import-modal';

const DB_PATH = 'databases/examples.yaml';
const CHART_PATH = 'charts/Delays_1.yaml';

const invalid = (problems: Record<string, string>): MockAnswer => {
  const lines = Object.entries(problems).map(([path, reason]) => `${path}: ${reason}`);
  const message = `Error importing chart: ${lines.join('; ')}`;
  const extra = Object.fromEntries(Object.entries(problems).map(([path, reason]) => [path, { _schema: [reason] }]));
  return json({ message, errors: [{ message, error_type: 'GENERIC_COMMAND_ERROR', extra }] }, 422);
};

interface SentForm {
  file: string | null;
  overwrite: string | null;
  passwords: string | null;
  csrf: string | null;
}

const sentForms = (fetchMock: ReturnType<typeof mockFetch>['fetchMock']): SentForm[] =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/v1/chart/import/'))
    .map(([, init]) => {
      const form = init?.body as FormData;
      const file = form.get('formData');
      return {
        file: file instanceof File ? file.name : null,
        overwrite: form.get('overwrite') as string | null,
        passwords: form.get('passwords') as string | null,
        csrf: new Headers(init?.headers).get('X-CSRFToken'),
      };
    });

const renderModal = (onImported: () => void, onClose: () => void) =>
  renderRoutes({
    routes: [
      {
        path: '/',
        element: <ImportModal resource="chart" label="chart" opened onClose={onClose} onImported={onImported} />,
      },
    ],
    initialPath: '/',
  });

const chooseZip = (): void => {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const zip = new File(['PK'], 'chart_export.zip', { type: 'application/zip' });
  fireEvent.change(input, { target: { files: [zip] } });
};

const handlers = (importHandler: MockHandler): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  'POST /api/v1/chart/import/': importHandler,
});

describe('ImportModal', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends one import when Import is double-clicked', async () => {
    const { fetchMock } = mockFetch(handlers(() => json({ message: 'OK' })));
    const onImported = vi.fn();
    renderModal(onImported, vi.fn());
    chooseZip();
    const submit = await screen.findByTestId('import-submit');
    // Both clicks land before React renders the pending state, as a real double-click can.
    act(() => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sentForms(fetchMock)).toHaveLength(1);
  });

  it('asks for the database password the server names and retries with it', async () => {
    const { fetchMock } = mockFetch(
      handlers((_request, calls) =>
        calls === 0 ? invalid({ [DB_PATH]: 'Must provide a password for the database' }) : json({ message: 'OK' }),
      ),
    );
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderModal(onImported, onClose);
    chooseZip();
    fireEvent.click(await screen.findByTestId('import-submit'));
    const password = await screen.findByLabelText(`${DB_PATH} PASSWORD`);
    expect(screen.getByText(/The passwords for the databases below are needed/)).toBeTruthy();
    fireEvent.change(password, { target: { value: 's3cret' } });
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Chart imported')).toBeTruthy();
    expect(sentForms(fetchMock)).toEqual([
      { file: 'chart_export.zip', overwrite: null, passwords: null, csrf: 'token' },
      { file: 'chart_export.zip', overwrite: null, passwords: JSON.stringify({ [DB_PATH]: 's3cret' }), csrf: 'token' },
    ]);
  });

  it('asks for the SSH tunnel secrets the server names (both key fields at once) and sends them', async () => {
    const sshNeeded = (): MockAnswer => {
      const message = `Error importing chart: ${DB_PATH}: Must provide a private key for the ssh tunnel`;
      const extra = {
        [DB_PATH]: {
          _schema: [
            'Must provide a private key for the ssh tunnel',
            'Must provide a private key password for the ssh tunnel',
          ],
        },
      };
      return json({ message, errors: [{ message, error_type: 'GENERIC_COMMAND_ERROR', extra }] }, 422);
    };
    const { fetchMock } = mockFetch(
      handlers((_request, calls) => (calls === 0 ? sshNeeded() : json({ message: 'OK' }))),
    );
    const onImported = vi.fn();
    renderModal(onImported, vi.fn());
    chooseZip();
    fireEvent.click(await screen.findByTestId('import-submit'));
    const key = await screen.findByLabelText(`${DB_PATH} SSH TUNNEL PRIVATE KEY`);
    expect(screen.queryByLabelText(`${DB_PATH} SSH TUNNEL PASSWORD`)).toBeNull();
    fireEvent.change(key, { target: { value: 'KEY' } });
    fireEvent.change(screen.getByLabelText(`${DB_PATH} SSH TUNNEL PRIVATE KEY PASSWORD`), {
      target: { value: 'phrase' },
    });
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    const forms = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/api/v1/chart/import/'))
      .map(([, init]) => init?.body as FormData);
    expect(forms[1]?.get('ssh_tunnel_private_keys')).toBe(JSON.stringify({ [DB_PATH]: 'KEY' }));
    expect(forms[1]?.get('ssh_tunnel_private_key_passwords')).toBe(JSON.stringify({ [DB_PATH]: 'phrase' }));
    expect(forms[1]?.get('ssh_tunnel_passwords')).toBeNull();
  });

  it('shows the warnings of a successful import', async () => {
    const warning = "Database 'examples' was imported as 'examples (imported)'";
    mockFetch(handlers(() => json({ message: 'OK', warnings: [warning] })));
    const onImported = vi.fn();
    renderModal(onImported, vi.fn());
    chooseZip();
    fireEvent.click(await screen.findByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(warning)).toBeTruthy();
  });

  it('asks to type OVERWRITE when the chart exists and retries with overwrite=true', async () => {
    const { fetchMock } = mockFetch(
      handlers((_request, calls) =>
        calls === 0
          ? invalid({ [CHART_PATH]: 'Chart already exists and `overwrite=true` was not passed' })
          : json({ message: 'OK' }),
      ),
    );
    const onImported = vi.fn();
    renderModal(onImported, vi.fn());
    chooseZip();
    fireEvent.click(await screen.findByTestId('import-submit'));
    const confirm = await screen.findByLabelText('Type "OVERWRITE" to confirm');
    expect(screen.getByText(/You are importing one or more chart that already exist/)).toBeTruthy();
    const submit = screen.getByTestId('import-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(confirm, { target: { value: 'overwrite' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(confirm, { target: { value: 'OVERWRITE' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sentForms(fetchMock).map((form) => form.overwrite)).toEqual([null, 'true']);
  });

  it('shows other failures with the spec text and keeps the modal open', async () => {
    mockFetch(handlers(() => json({ message: 'Error importing chart: metadata.yaml: not a bundle' }, 400)));
    const onImported = vi.fn();
    renderModal(onImported, vi.fn());
    chooseZip();
    fireEvent.click(await screen.findByTestId('import-submit'));
    const alert = await screen.findByTestId('import-error');
    expect(alert.textContent).toContain(
      'An error occurred while importing chart: Error importing chart: metadata.yaml: not a bundle.\nPlease re-export your file and try importing again',
    );
    expect(onImported).not.toHaveBeenCalled();
  });
});
