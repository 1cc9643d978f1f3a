import { notifications } from '@mantine/notifications';
import type { DatasetDetail } from '@tessera/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import type { ExploreDatasource } from '../../../../controls/types';
import { postToSqlLab } from '../../../../api/form-post';
import { exploreApi } from '../../explore-api';
import { useExploreDispatch, useExploreSelector } from '../../state/store';
import { swapDatasource } from '../../state/thunks';
import type { DatasetActions } from './dataset-header';
import { DatasetPanel } from './dataset-panel';
import { isQueryDatasource } from './dataset-title';
import { useCanUseSqlLab } from './sql-lab-access';

const SwapDatasetModal = lazy(() => import('../../../dataset-editor').then((m) => ({ default: m.SwapDatasetModal })));
const EditDatasetModal = lazy(() => import('../../../dataset-editor').then((m) => ({ default: m.EditDatasetModal })));
const SaveAsDatasetModal = lazy(() =>
  import('../../../dataset-editor').then((m) => ({ default: m.SaveAsDatasetModal })),
);
const QueryPreviewModal = lazy(() => import('./query-preview-modal').then((m) => ({ default: m.QueryPreviewModal })));

type OpenModal = 'swap' | 'edit' | 'query-preview' | 'save-as' | null;

const fail = (error: unknown): void => {
  notifications.show({ color: 'red', message: errorMessage(error) });
};

/** What SQL Lab opens with: a query's own SQL, or a dataset's SELECT *. */
const sqlLabHandOff = (datasource: ExploreDatasource): { key: string; sql: string } =>
  isQueryDatasource(datasource)
    ? { key: `${datasource.id}__query`, sql: datasource.sql ?? '' }
    : {
        key: `${datasource.id}__table`,
        sql: datasource.select_star ?? `SELECT * FROM ${datasource.table_name}`,
      };

/**
 * The dataset panel with its modals (spec 02 §2): swapping or editing the dataset, and a query
 * datasource's preview and save. A changed dataset goes through the swap thunk, which keeps
 * the form data that still fits its columns and metrics.
 */
export function DatasetPane(): ReactNode {
  const dispatch = useExploreDispatch();
  const datasource = useExploreSelector((state) => state.explore.datasource);
  const canSqlLab = useCanUseSqlLab();
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);

  const apply = (next: ExploreDatasource): Promise<void> => dispatch(swapDatasource(next));
  const viewInSqlLab = () => {
    if (datasource === null) return;
    const { key, sql } = sqlLabHandOff(datasource);
    postToSqlLab(key, sql).catch(fail);
  };
  // Explore moves on to the dataset the query was saved as.
  const savedAsDataset = (dataset: DatasetDetail) => {
    exploreApi.datasource(dataset.id).then(apply).catch(fail);
  };

  const actions: DatasetActions = {
    onEdit: () => setOpen('edit'),
    onSwap: () => setOpen('swap'),
    onViewInSqlLab: viewInSqlLab,
    onQueryPreview: () => setOpen('query-preview'),
    onSaveAsDataset: () => setOpen('save-as'),
  };

  return (
    <>
      <DatasetPanel datasource={datasource} actions={actions} />
      <Suspense fallback={null}>
        {open === 'swap' && (
          <SwapDatasetModal opened currentDatasetId={datasource?.id ?? null} onClose={close} onSwapped={apply} />
        )}
        {open === 'edit' && datasource !== null && (
          <EditDatasetModal
            opened
            datasetId={datasource.id}
            onClose={close}
            onSaved={(saved) => void apply(saved).catch(fail)}
          />
        )}
        {open === 'query-preview' && datasource !== null && (
          <QueryPreviewModal
            sql={datasource.sql ?? ''}
            backend={datasource.database.backend}
            canSqlLab={canSqlLab}
            onViewInSqlLab={viewInSqlLab}
            onClose={close}
          />
        )}
        {open === 'save-as' && datasource !== null && (
          <SaveAsDatasetModal
            opened
            sql={datasource.sql ?? ''}
            databaseId={datasource.database.id}
            schema={datasource.schema}
            templateParams={datasource.template_params}
            onClose={close}
            onSaved={savedAsDataset}
          />
        )}
      </Suspense>
    </>
  );
}
