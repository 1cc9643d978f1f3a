import { Box, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../../session/current-user';
import type { LoadedChartPlugin } from '../../../../charts/types';
import { useT } from '../../../../i18n';
import { exploreKeys } from '../../query-keys';
import { saveReset, slicePropertiesChanged } from '../../state/explore-slice';
import { saveChart, savedDashboardId, type SaveRequest } from '../../state/save-thunk';
import { selectCanOverwrite, selectSave, selectSlice } from '../../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../../state/store';
import { sliceUrl } from '../../state/url-params';
import { dashboardPath } from '../../../../routing/paths';
import { DataPane } from '../data-pane/data-pane';
import { ChartHeader } from './chart-header';
import { ExploreChart } from './explore-chart';

const SaveModal = lazy(() => import('../save/save-modal').then((m) => ({ default: m.SaveModal })));
const PropertiesModal = lazy(() => import('../save/properties-modal').then((m) => ({ default: m.PropertiesModal })));

/** Navigation state that tells the page the URL changed because of a save, not to reload. */
export const KEEP_EXPLORE_STATE = { keepExplore: true } as const;

/** The right column: header, chart and data pane, with the save and properties modals. */
export function ChartArea({ plugin }: { plugin: LoadedChartPlugin | null }): ReactNode {
  const t = useT();
  const dispatch = useExploreDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const slice = useExploreSelector(selectSlice);
  const sliceName = useExploreSelector((state) => state.explore.sliceName);
  const save = useExploreSelector(selectSave);
  const canOverwrite = useExploreSelector((state) => selectCanOverwrite(state, user.id));
  const [modal, setModal] = useState<'save' | 'properties' | null>(null);

  const close = () => {
    setModal(null);
    dispatch(saveReset());
  };
  const onSave = async (request: SaveRequest) => {
    const id = await dispatch(saveChart(request));
    // The save may have created a dashboard (even when the chart then failed): the dialog's list
    // must not offer the old one, or the same name would create a second dashboard.
    queryClient.removeQueries({ queryKey: exploreKeys.saveDashboards });
    if (id === null) return;
    close();
    const dashboardId = request.goToDashboard === true ? dispatch(savedDashboardId(request.dashboard)) : null;
    if (dashboardId !== null) {
      void navigate(dashboardPath({ id: dashboardId }));
      return;
    }
    const name = request.sliceName.trim();
    const message =
      request.action === 'overwrite'
        ? t('Chart [%s] has been overwritten', name)
        : t('Chart [%s] has been saved', name);
    notifications.show({ color: 'green', message });
    void navigate(sliceUrl(id), { state: KEEP_EXPLORE_STATE });
  };

  return (
    <Stack gap={0} h="100%" style={{ minWidth: 0 }}>
      <ChartHeader plugin={plugin} onSave={() => setModal('save')} onEditProperties={() => setModal('properties')} />
      <Box p="sm" style={{ flex: 1, minHeight: 0 }}>
        <ExploreChart panel={plugin?.controlPanel ?? null} />
      </Box>
      <DataPane />
      <Suspense fallback={null}>
        {modal === 'save' && (
          <SaveModal
            isSaved={slice !== null}
            canOverwrite={canOverwrite}
            defaultName={sliceName ?? ''}
            saving={save.status === 'saving'}
            error={save.error}
            onSave={onSave}
            onClose={close}
          />
        )}
        {modal === 'properties' && slice !== null && (
          <PropertiesModal
            sliceId={slice.slice_id}
            onSaved={(properties) => dispatch(slicePropertiesChanged(properties))}
            onClose={close}
          />
        )}
      </Suspense>
    </Stack>
  );
}
