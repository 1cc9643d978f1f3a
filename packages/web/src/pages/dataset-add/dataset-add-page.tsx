import { Alert, SegmentedControl, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../session/current-user';
import { ROUTES } from '../../routing/paths';
import { SqlDatasetView, TableDatasetView } from '../../features/dataset-add';
import { databaseFromUrl } from '../../features/dataset-add/source-state';
import { useT } from '../../i18n';
import { PageHeader } from '../../ui/page-header';

/** The content height inside the signed-in shell, so the panels scroll instead of the page. */
const CONTENT_HEIGHT = 'calc(100dvh - var(--app-shell-header-height, 56px) - 2 * var(--mantine-spacing-lg))';

/**
 * `/dataset/add/`: Superset's '+ Dataset' page, from a table (`?database=<id>` preselects the
 * database) or from SQL (`?source=sql`).
 */
export function DatasetAddPage(): ReactNode {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canWrite = useHasPermission('can_write', 'Dataset');
  const source = params.get('source') === 'sql' ? 'sql' : 'table';
  const databaseId = databaseFromUrl(params.get('database'));
  const setSource = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next === 'sql') updated.set('source', 'sql');
    else updated.delete('source');
    setParams(updated);
  };
  const cancel = () => void navigate(ROUTES.datasets);
  if (!canWrite) {
    return (
      <Stack>
        <PageHeader title={t('New dataset')} />
        <Alert color="red" variant="light" role="alert" data-testid="dataset-add-denied">
          {t('You do not have permission to create datasets.')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap={0} h={CONTENT_HEIGHT} data-testid="dataset-add-page">
      <PageHeader
        title={t('New dataset')}
        actions={
          <SegmentedControl
            value={source}
            onChange={setSource}
            data={[
              { value: 'table', label: t('From a table') },
              { value: 'sql', label: t('From SQL') },
            ]}
            aria-label={t('Dataset source')}
          />
        }
      />
      {source === 'sql' ? (
        <SqlDatasetView initialDatabaseId={databaseId} onCancel={cancel} />
      ) : (
        <TableDatasetView onCreateFromSql={() => setSource('sql')} onCancel={cancel} />
      )}
    </Stack>
  );
}
