import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Database } from '@tessera/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';

export interface DatabaseConnectedModalProps {
  /** The database just connected; null keeps the modal closed. */
  database: Database | null;
  /** Whether the user may create datasets (the '+ Dataset' page checks again). */
  canAddDataset: boolean;
  onClose: () => void;
}

/** The address of the '+ Dataset' page with the database preselected. */
export const datasetAddUrl = (databaseId: number): string => `/dataset/add/?database=${databaseId}`;

/**
 * Superset's last step after connecting a database: 'Database connected', with the way on to a
 * dataset, so a new database is not a dead end.
 */
export function DatabaseConnectedModal({ database, canAddDataset, onClose }: DatabaseConnectedModalProps): ReactNode {
  const t = useT();
  return (
    <Modal
      opened={database !== null}
      onClose={onClose}
      title={t('Database connected')}
      data-testid="database-connected"
    >
      {database !== null && (
        <Stack gap="md">
          <Text size="sm">
            {canAddDataset
              ? t(
                  '%s is connected. Create a dataset to begin visualizing your data as a chart.',
                  database.database_name,
                )
              : t('%s is connected.', database.database_name)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Finish')}
            </Button>
            {canAddDataset && (
              <Button component={Link} to={datasetAddUrl(database.id)} data-testid="database-connected-add-dataset">
                {t('Create dataset')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
