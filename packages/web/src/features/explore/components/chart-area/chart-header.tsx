import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useCurrentUser, useHasPermission } from '../../../../session/current-user';
import type { LoadedChartPlugin } from '../../../../charts/types';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';
import { sliceNameChanged } from '../../state/explore-slice';
import { selectCanOverwrite, selectFormData, selectHasUnsavedChanges, selectSlice } from '../../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../../state/store';
import { MoreMenu } from '../menu/more-menu';
import { FavoriteStar } from '../share/favorite-star';
import { ShareMenu } from '../share/share-menu';
import { ChartTitle } from './chart-title';
import { RunButton } from './run-button';

export interface ChartHeaderProps {
  plugin: LoadedChartPlugin | null;
  onSave: () => void;
  onEditProperties: () => void;
}

/** The chart's name (editable), favourite star, Run/Stop, Save, Share and the '...' menu. */
export function ChartHeader({ plugin, onSave, onEditProperties }: ChartHeaderProps): ReactNode {
  const t = useT();
  const dispatch = useExploreDispatch();
  const user = useCurrentUser();
  const slice = useExploreSelector(selectSlice);
  const sliceName = useExploreSelector((state) => state.explore.sliceName);
  const formData = useExploreSelector(selectFormData);
  const unsaved = useExploreSelector(selectHasUnsavedChanges);
  const canOverwrite = useExploreSelector((state) => selectCanOverwrite(state, user.id));
  const canWrite = useHasPermission('can_write', 'Chart');
  const canDownload = useHasPermission('can_csv', 'Tessera');
  const canSqlLab = useHasPermission('can_sqllab', 'Tessera');

  // A saved chart's owner renames it at once, as Superset does; otherwise the name waits for Save.
  const rename = (name: string) => {
    dispatch(sliceNameChanged(name));
    if (slice !== null && canOverwrite) {
      exploreApi.updateChart(slice.slice_id, { slice_name: name }).catch((error: unknown) => {
        notifications.show({ color: 'red', message: errorMessage(error) });
      });
    }
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" px="sm" py={8}>
      {/* The name and its badges keep their full width and the actions move to a second row when
          both do not fit (explore's chart panel is narrow at 1280 px): the name is cut short only
          when it alone is wider than the panel, as Superset's ChartEditableTitle. */}
      <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 auto', minWidth: 0, maxWidth: '100%' }}>
        {slice !== null && <FavoriteStar sliceId={slice.slice_id} />}
        <ChartTitle name={sliceName} canEdit={slice === null || canOverwrite} onChange={rename} />
        {unsaved && (
          <Badge size="sm" variant="light" color="orange" data-testid="unsaved-changes" style={{ flexShrink: 0 }}>
            {t('unsaved changes')}
          </Badge>
        )}
        {slice?.certified_by && (
          <Tooltip
            label={[t('Certified by %s', slice.certified_by), slice.certification_details].filter(Boolean).join(' — ')}
          >
            <Badge size="sm" variant="light">
              {t('Certified')}
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0, marginLeft: 'auto' }}>
        <RunButton panel={plugin?.controlPanel ?? null} />
        {canWrite && (
          <Button variant="default" size="sm" onClick={onSave}>
            {t('Save')}
          </Button>
        )}
        <ShareMenu formData={formData} />
        <MoreMenu
          plugin={plugin}
          canDownload={canDownload}
          canSqlLab={canSqlLab}
          onEditProperties={slice !== null && canOverwrite ? onEditProperties : null}
        />
      </Group>
    </Group>
  );
}
