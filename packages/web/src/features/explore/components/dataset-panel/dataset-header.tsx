import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { WarningIcon } from '../../../../controls/control-icons';
import type { ExploreDatasource } from '../../../../controls/types';
import { useT } from '../../../../i18n';
import { datasetTitle, titleParts } from './dataset-title';

export interface DatasetHeaderProps {
  datasource: ExploreDatasource;
  /** Owners (and admins) may edit the dataset; others are told to ask an owner. */
  canEdit: boolean;
  canSqlLab: boolean;
  onSwap: () => void;
  onViewInSqlLab: () => void;
}

/** The dataset name with its health warning and the dataset menu (spec 02 §2). */
export function DatasetHeader({
  datasource,
  canEdit,
  canSqlLab,
  onSwap,
  onViewInSqlLab,
}: DatasetHeaderProps): ReactNode {
  const t = useT();
  const { text, tooltip } = titleParts(datasetTitle(datasource));
  const title = (
    <Text fw={600} size="sm" truncate data-testid="dataset-title">
      {text}
    </Text>
  );
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
        <Menu.Dropdown>
          {canEdit ? (
            <Menu.Item component="a" href={datasource.edit_url}>
              {t('Edit dataset')}
            </Menu.Item>
          ) : (
            <Tooltip
              label={t(
                'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
              )}
              multiline
              maw={260}
            >
              <div>
                <Menu.Item disabled>{t('Edit dataset')}</Menu.Item>
              </div>
            </Tooltip>
          )}
          <Menu.Item onClick={onSwap}>{t('Swap dataset')}</Menu.Item>
          {canSqlLab && <Menu.Item onClick={onViewInSqlLab}>{t('View in SQL Lab')}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
