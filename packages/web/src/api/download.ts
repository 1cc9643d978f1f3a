import { downloadFileName, fileNameOfDisposition, type QueryContextInput } from '@tessera/core';
import { t } from '../i18n/current-locale';
import { ApiRequestError, apiPostForResponse } from './client';

/** A file the server made, and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/**
 * POSTs a JSON request whose answer is a file: its name is the server's (Content-Disposition, as
 * Superset's generate_download_headers sets it), else `fallbackName()`. A refusal throws the
 * server's message.
 */
export const downloadFile = async (
  path: string,
  body: unknown,
  fallbackName: () => string,
): Promise<DownloadedFile> => {
  const response = await apiPostForResponse(path, body);
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, answer?.message ?? t('The server answered %s', String(response.status)));
  }
  const name = fileNameOfDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), name: name ?? fallbackName() };
};

/**
 * Chart data as a CSV or XLSX file: the server's file name (the chart's name and the time), else one
 * made here from `fileBase`.
 */
export const downloadChartData = (
  qc: QueryContextInput,
  format: 'csv' | 'xlsx',
  fileBase: string | null,
): Promise<DownloadedFile> =>
  downloadFile('/api/v1/chart/data', { ...qc, result_format: format, result_type: 'full' }, () =>
    downloadFileName(fileBase, format, new Date()),
  );

/** Hands a blob or data URL to the browser as a download. */
export const saveFile = (data: Blob | string, name: string): void => {
  const href = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(href), 1000);
};
