import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { WarningIcon } from '../../../../controls/control-icons';
import type { ExploreDatasource } from '../../../../controls/types';
import { useT } from '../../../../i18n';
import { datasetTitle, isQueryDatasource, titleParts } from './dataset-title';

/** What the dataset menu and the missing-dataset state can ask for. */
export interface DatasetActions {
  onEdit: () => void;
  onSwap: () => void;
  onViewInSqlLab: () => void;
  onQueryPreview: () => void;
  onSaveAsDataset: () => void;
}

export interface DatasetHeaderProps {
  datasource: ExploreDatasource;
  /** Owners (and admins) may edit the dataset; others are told to ask an owner. */
  canEdit: boolean;
  canSqlLab: boolean;
  actions: DatasetActions;
}

function EditDatasetItem({ canEdit, onEdit }: { canEdit: boolean; onEdit: () => void }): ReactNode {
  const t = useT();
  if (canEdit) return <Menu.Item onClick={onEdit}>{t('Edit dataset')}</Menu.Item>;
  const reason = t(
    'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
  );
  // A disabled item gets no pointer events, so the wrapper carries the hover for the tooltip.
  return (
    <Tooltip label={reason} multiline maw={260} position="left">
      <div>
        <Menu.Item disabled aria-description={reason}>
          {t('Edit dataset')}
        </Menu.Item>
      </div>
    </Tooltip>
  );
}

/** The dataset name with its health warning and the dataset menu (spec 02 §2). */
export function DatasetHeader({ datasource, canEdit, canSqlLab, actions }: DatasetHeaderProps): ReactNode {
  const t = useT();
  const { text, tooltip } = titleParts(datasetTitle(datasource));
  const isQuery = isQueryDatasource(datasource);
  const title = (
    <Text fw={600} size="sm" truncate data-testid="dataset-title">
      {text}
    </Text>
  );
  const sqlLab = canSqlLab && <Menu.Item onClick={actions.onViewInSqlLab}>{t('View in SQL Lab')}</Menu.Item>;
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {tooltip === null ? title : <Tooltip label={tooltip}>{title}</Tooltip>}
        {datasource.health_check_message && <WarningIcon text={datasource.health_check_message} />}
        {datasource.warning_markdown && <WarningIcon text={datasource.warning_markdown} />}
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('Dataset menu')}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        {isQuery ? (
          <Menu.Dropdown>
            <Menu.Item onClick={actions.onQueryPreview}>{t('Query preview')}</Menu.Item>
            {sqlLab}
            <Menu.Item onClick={actions.onSaveAsDataset}>{t('Save as dataset')}</Menu.Item>
          </Menu.Dropdown>
        ) : (
          <Menu.Dropdown>
            <EditDatasetItem canEdit={canEdit} onEdit={actions.onEdit} />
            <Menu.Item onClick={actions.onSwap}>{t('Swap dataset')}</Menu.Item>
            {sqlLab}
          </Menu.Dropdown>
        )}
      </Menu>
    </Group>
  );
}
