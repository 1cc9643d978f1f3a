import { fileNameOfDisposition, downloadFileName, type DashboardDownloadRequest } from '@tessera/core';
import { ApiRequestError, CSRF_HEADER, getCsrfToken } from '../../../api/client';
import { t } from '../../../i18n/current-locale';

/**
 * 'Export to PDF' / 'Download as image': the server renders the dashboard in report mode (every
 * tab as a section, no chart cut across pages) and answers the file.
 */
export const downloadDashboard = async (
  dashboardId: number,
  body: DashboardDownloadRequest,
  title: string,
): Promise<{ blob: Blob; name: string }> => {
  const token = await getCsrfToken();
  const response = await fetch(`/api/v1/dashboard/${dashboardId}/download/`, {
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
  return { blob: await response.blob(), name: name ?? downloadFileName(title, body.format, new Date()) };
};
