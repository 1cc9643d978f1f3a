import { downloadFileName, parseDatasourceKey, type DashboardDownloadRequest, type FormData } from '@tessera/core';
import { downloadFile, type DownloadedFile } from '../../../api/download';
import { exploreApi } from '../../explore/explore-api';

/** POSTs a render request and answers the file the server's renderer made. */
const downloadRendered = (path: string, body: unknown, title: string, format: 'pdf' | 'png'): Promise<DownloadedFile> =>
  downloadFile(path, body, () => downloadFileName(title, format, new Date()));

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
