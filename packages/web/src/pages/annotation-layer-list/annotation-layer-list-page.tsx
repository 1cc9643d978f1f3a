import { Button, Text } from '@mantine/core';
import type { AnnotationLayerItem } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { ANNOTATION_LAYER_RESOURCE } from '../../api/annotation-layer-api';
import { ItemTitle, ListView, modifiedColumn, NEWEST_FIRST, type ListViewConfig } from '../../features/lists/list-view';
import { useT } from '../../i18n';
import { annotationsPath } from '../../routing/paths';
import { AnnotationLayerModal } from './annotation-layer-modal';

/** Which layer the modal edits: null adds one. */
interface Editing {
  layer: AnnotationLayerItem | null;
}

/**
 * `/annotationlayer/list/`: Superset's AnnotationLayersList over `GET /api/v1/annotation_layer/`.
 * A layer's name opens its annotations; '+ Annotation layer' and edit open the layer modal.
 */
export function AnnotationLayerListPage(): ReactNode {
  const t = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const config = useMemo(
    (): ListViewConfig<AnnotationLayerItem> => ({
      resource: ANNOTATION_LAYER_RESOURCE,
      singular: t('annotation layer'),
      plural: t('annotation layers'),
      title: t('Annotation Layers'),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'name',
          header: t('Name'),
          sortKey: 'name',
          render: (layer) => <ItemTitle name={layer.name} url={annotationsPath(layer.id)} />,
        },
        {
          id: 'descr',
          header: t('Description'),
          sortKey: 'descr',
          render: (layer) => (
            <Text size="sm" lineClamp={2}>
              {layer.descr ?? ''}
            </Text>
          ),
        },
        modifiedColumn(t),
      ],
      filters: [{ kind: 'search', id: 'search', col: 'name', label: t('Search') }],
      itemName: (layer) => layer.name,
      modified: (layer) => layer.changed_on_delta_humanized,
      onEdit: (layer) => setEditing({ layer }),
      writeActions: (
        <Button onClick={() => setEditing({ layer: null })} data-testid="annotation-layer-add">
          {t('+ Annotation layer')}
        </Button>
      ),
    }),
    [t],
  );
  return (
    <>
      <ListView config={config} />
      {editing !== null && <AnnotationLayerModal layer={editing.layer} onClose={() => setEditing(null)} />}
    </>
  );
}
