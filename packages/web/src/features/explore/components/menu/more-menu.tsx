import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryContextInput } from '@tessera/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { downloadChartData, saveFile } from '../../../../api/download';
import type { LoadedChartPlugin } from '../../../../charts/types';
import { useT } from '../../../../i18n';
import { useReportMenu } from '../../../reports/report-menu-items';
import { postToSqlLab } from '../../../../api/form-post';
import { exploreApi } from '../../explore-api';
import { selectFormData } from '../../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../../state/store';
import { runChart } from '../../state/thunks';
import { useChartDom } from '../chart-area/chart-dom-context';
import { chartImageDataUrl, downloadBase, imageFileName } from './chart-image';

const ViewQueryModal = lazy(() => import('./view-query-modal').then((m) => ({ default: m.ViewQueryModal })));

export interface MoreMenuProps {
  plugin: LoadedChartPlugin | null;
  canDownload: boolean;
  canSqlLab: boolean;
  /** Set for owners of a saved chart: opens the properties modal. */
  onEditProperties: (() => void) | null;
}

/** The chart's '...' menu: properties, the query, SQL Lab, downloads and a forced refresh. */
export function MoreMenu({ plugin, canDownload, canSqlLab, onEditProperties }: MoreMenuProps): ReactNode {
  const t = useT();
  const dispatch = useExploreDispatch();
  const formData = useExploreSelector(selectFormData);
  const backend = useExploreSelector((state) => state.explore.datasource?.database.backend ?? null);
  const sliceName = useExploreSelector((state) => state.explore.sliceName);
  const datasetName = useExploreSelector((state) => state.explore.datasource?.table_name ?? null);
  const fileBase = downloadBase(sliceName, datasetName);
  const chartDom = useChartDom();
  const [viewQuery, setViewQuery] = useState<QueryContextInput | null>(null);
  const savedId = useExploreSelector((state) => state.explore.slice?.slice_id ?? null);
  const reportMenu = useReportMenu(savedId === null ? null : { kind: 'charts', id: savedId }, sliceName ?? '');

  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
  const queryContext = (): QueryContextInput | null => {
    try {
      return plugin === null ? null : plugin.buildQuery(formData);
    } catch (error) {
      fail(error);
      return null;
    }
  };
  const sqlLab = (sql: string | Promise<string>) => void postToSqlLab(formData.datasource, sql).catch(fail);
  // The SQL is fetched while the new tab opens: opening it after the fetch would be a blocked popup.
  const openInSqlLab = () => {
    const qc = queryContext();
    if (qc !== null) sqlLab(exploreApi.query(qc));
  };
  const download = async (format: 'csv' | 'xlsx') => {
    const qc = queryContext();
    if (qc === null) return;
    const { blob, name } = await downloadChartData(qc, format, fileBase);
    saveFile(blob, name);
  };
  const downloadImage = async () => {
    const root = chartDom?.current;
    if (!root) return;
    const background = window.getComputedStyle(document.body).backgroundColor || '#ffffff';
    saveFile(await chartImageDataUrl(root, background), imageFileName(fileBase));
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('More actions')}>
            …
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {onEditProperties !== null && <Menu.Item onClick={onEditProperties}>{t('Edit chart properties')}</Menu.Item>}
          <Menu.Item disabled={plugin === null} onClick={() => setViewQuery(queryContext())}>
            {t('View query')}
          </Menu.Item>
          {canSqlLab && <Menu.Item onClick={openInSqlLab}>{t('View in SQL Lab')}</Menu.Item>}
          <Menu.Divider />
          <Menu.Label>{t('Download')}</Menu.Label>
          {canDownload && (
            <>
              <Menu.Item onClick={() => void download('csv').catch(fail)}>{t('Download as CSV')}</Menu.Item>
              <Menu.Item onClick={() => void download('xlsx').catch(fail)}>{t('Download as XLSX')}</Menu.Item>
            </>
          )}
          <Menu.Item onClick={() => void downloadImage().catch(fail)}>{t('Download as image')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => void dispatch(runChart({ force: true }))}>{t('Force refresh')}</Menu.Item>
          {reportMenu.items}
        </Menu.Dropdown>
      </Menu>
      {reportMenu.modal}
      {viewQuery !== null && (
        <Suspense fallback={null}>
          <ViewQueryModal
            qc={viewQuery}
            backend={backend}
            canSqlLab={canSqlLab}
            onViewInSqlLab={sqlLab}
            onClose={() => setViewQuery(null)}
          />
        </Suspense>
      )}
    </>
  );
}
