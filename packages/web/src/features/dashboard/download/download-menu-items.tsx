import { Menu } from '@mantine/core';
import { notifications } from '../../../ui/notifications';
import { errorMessage } from '../../../api/client';
import { saveFile } from '../../../api/download';
import { useT } from '../../../i18n';
import { useDashboardStore } from '../state/store';
import { downloadDashboard } from './dashboard-download';

/**
 * The dashboard menu's 'Download' group (Superset's DownloadMenuItems): a progress toast while
 * the server renders, the file when it is ready, the error otherwise.
 */
export function DownloadMenuItems() {
  const t = useT();
  const store = useDashboardStore();
  const run = async (format: 'pdf' | 'png') => {
    const { info, dataMask } = store.getState().dashboard;
    const id = notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: t('Downloading'),
      'data-testid': 'dashboard-download-progress',
    });
    try {
      const state = Object.keys(dataMask).length > 0 ? { dataMask } : undefined;
      const file = await downloadDashboard(info.id, { format, ...(state && { state }) }, info.dashboard_title);
      saveFile(file.blob, file.name);
      notifications.hide(id);
    } catch (error) {
      notifications.update({ id, loading: false, autoClose: 6000, color: 'red', message: errorMessage(error) });
    }
  };
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('Download')}</Menu.Label>
      <Menu.Item onClick={() => void run('pdf')} data-testid="dashboard-export-pdf">
        {t('Export to PDF')}
      </Menu.Item>
      <Menu.Item onClick={() => void run('png')} data-testid="dashboard-download-image">
        {t('Download as image')}
      </Menu.Item>
    </>
  );
}
