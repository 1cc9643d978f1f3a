import {
  fileNameOfDisposition,
  downloadFileName,
  parseDatasourceKey,
  type DashboardDownloadRequest,
  type FormData,
} from '@tessera/core';
import { ApiRequestError, CSRF_HEADER, getCsrfToken } from '../../../api/client';
import { t } from '../../../i18n/current-locale';
import { exploreApi } from '../../explore/explore-api';

export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** POSTs a render request and answers the file the server's renderer made. */
const downloadRendered = async (
  path: string,
  body: unknown,
  title: string,
  format: 'pdf' | 'png',
): Promise<DownloadedFile> => {
  const token = await getCsrfToken();
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(token !== null && { [CSRF_HEADER]: token }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, answer?.message ?? t('The server answered %s', String(response.status)));
  }
  const name = fileNameOfDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), name: name ?? downloadFileName(title, format, new Date()) };
};

/**
 * 'Export to PDF' / 'Download as image': the server renders the dashboard in report mode (every
 * tab as a section, no chart cut across pages) and answers the file.
 */
export const downloadDashboard = (
  dashboardId: number,
  body: DashboardDownloadRequest,
  title: string,
): Promise<DownloadedFile> => downloadRendered(`/api/v1/dashboard/${dashboardId}/download/`, body, title, body.format);

/**
 * A dashboard chart's 'Download as image', drawn by the same renderer: the chart's form data as the
 * dashboard shows it (its filters merged) is stored as an explore form data key first, so the
 * image holds what the user sees rather than the saved chart alone.
 */
export const downloadChartImage = async (
  chartId: number,
  formData: FormData,
  title: string,
): Promise<DownloadedFile> => {
  const { id, type } = parseDatasourceKey(formData.datasource);
  const key = await exploreApi.postFormData(
    {
      datasource_id: id,
      datasource_type: type === 'dataset' ? 'dataset' : 'table',
      chart_id: chartId,
      form_data: JSON.stringify({ ...formData, slice_id: chartId }),
    },
    0,
  );
  return downloadRendered(`/api/v1/chart/${chartId}/download/`, { format: 'png', form_data_key: key }, title, 'png');
};
