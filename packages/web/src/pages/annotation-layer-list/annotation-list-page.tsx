import { Anchor, Button, Text } from '@mantine/core';
import type { AnnotationItem } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ANNOTATION_LAYER_RESOURCE, annotationLayerApi, annotationResource } from '../../api/annotation-layer-api';
import {
  ListView,
  listQueryKey,
  modifiedColumn,
  NEWEST_FIRST,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { useT } from '../../i18n';
import { ROUTES } from '../../routing/paths';
import { AnnotationModal } from './annotation-modal';

/** Which annotation the modal edits: null adds one. */
interface Editing {
  annotation: AnnotationItem | null;
}

/** A stored naive UTC time (`2024-01-31T08:00:00`) to the minute, as the modal edits it. */
const shownTime = (dttm: string): string => `${dttm.slice(0, 16).replace('T', ' ')} UTC`;

const layerIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `/annotationlayer/{pk}/annotation/`: Superset's AnnotationList, one layer's annotations over
 * `GET /api/v1/annotation_layer/{pk}/annotation/`, with '+ Annotation', edit and delete.
 */
export function AnnotationListPage(): ReactNode {
  const layerId = layerIdOf(useParams()['layerId']);
  const t = useT();
  if (layerId === null) return <Text data-testid="annotation-layer-missing">{t('Annotation layer not found')}</Text>;
  return <AnnotationList key={layerId} layerId={layerId} />;
}

function AnnotationList({ layerId }: { layerId: number }): ReactNode {
  const t = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const layer = useQuery({
    queryKey: [...listQueryKey(ANNOTATION_LAYER_RESOURCE), 'detail', layerId],
    queryFn: ({ signal }) => annotationLayerApi.layer(layerId, signal),
  });
  const layerName = layer.data?.result.name ?? '';
  const config = useMemo(
    (): ListViewConfig<AnnotationItem> => ({
      resource: annotationResource(layerId),
      // Superset's AnnotationRestApi checks the Annotation view, whose `_info` the layers answer.
      infoResource: ANNOTATION_LAYER_RESOURCE,
      singular: t('annotation'),
      plural: t('annotations'),
      title: layerName === '' ? t('Annotations') : t('Annotation layer %s', layerName),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'short_descr',
          header: t('Label'),
          sortKey: 'short_descr',
          render: (annotation) => (
            <Text size="sm" fw={500}>
              {annotation.short_descr ?? ''}
            </Text>
          ),
        },
        { id: 'start', header: t('Start'), sortKey: 'start_dttm', render: (a) => shownTime(a.start_dttm) },
        { id: 'end', header: t('End'), sortKey: 'end_dttm', render: (a) => shownTime(a.end_dttm) },
        modifiedColumn(t),
      ],
      filters: [{ kind: 'search', id: 'search', col: 'short_descr', label: t('Search') }],
      itemName: (annotation) => annotation.short_descr ?? String(annotation.id),
      modified: (annotation) => annotation.changed_on_delta_humanized,
      onEdit: (annotation) => setEditing({ annotation }),
      actions: (
        <Anchor component={Link} to={ROUTES.annotationLayers} size="sm" data-testid="annotation-back">
          {t('Back to all')}
        </Anchor>
      ),
      writeActions: (
        <Button onClick={() => setEditing({ annotation: null })} data-testid="annotation-add">
          {t('+ Annotation')}
        </Button>
      ),
    }),
    [t, layerId, layerName],
  );
  return (
    <>
      <ListView config={config} />
      {editing !== null && (
        <AnnotationModal layerId={layerId} annotation={editing.annotation} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
