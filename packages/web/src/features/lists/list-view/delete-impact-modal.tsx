import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { RelatedObjects } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api, errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import { LoadingState } from '../../../ui/query-state';

/** The word Superset's DeleteModal asks for before a delete that breaks other objects. */
export const DELETE_WORD = 'DELETE';

/** Names listed per kind; the rest are counted. */
const SHOWN = 10;

export interface DeleteImpactModalProps {
  resource: string;
  /** Singular noun, already translated ('database'). */
  singular: string;
  /** The row to delete and its `related_objects` path. Null for a bulk delete. */
  target: { id: number; name: string; relatedPath: string } | null;
  /** The question for a bulk delete, already translated. */
  bulkMessage: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function NameList({ names, more }: { names: readonly string[]; more: number }): ReactNode {
  const t = useT();
  return (
    <List size="sm" spacing={2}>
      {names.map((name, index) => (
        <List.Item key={`${index}-${name}`}>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
        </List.Item>
      ))}
      {more > 0 && <List.Item>{t('and %s more', more)}</List.Item>}
    </List>
  );
}

/**
 * Superset's delete confirmation for databases and datasets: what the delete breaks (the charts
 * on it and the dashboards showing them, from `related_objects`), then "DELETE" typed to enable it.
 */
export function DeleteImpactModal(props: DeleteImpactModalProps): ReactNode {
  const { resource, singular, target, bulkMessage, loading, onConfirm, onClose } = props;
  const t = useT();
  const [typed, setTyped] = useState('');
  const related = useQuery<RelatedObjects>({
    queryKey: ['lists', resource, 'related_objects', target?.id ?? 0],
    queryFn: ({ signal }) => api.get<RelatedObjects>(target?.relatedPath ?? '', signal),
    enabled: target !== null,
    staleTime: 0,
  });
  const charts = related.data?.charts;
  const dashboards = related.data?.dashboards;
  const confirmed = typed.trim().toUpperCase() === DELETE_WORD;

  return (
    <Modal opened onClose={onClose} title={t('Please confirm')} centered data-testid="delete-impact-modal">
      <Stack gap="sm">
        {target === null && <Text size="sm">{bulkMessage}</Text>}
        {target !== null && related.isPending && <LoadingState />}
        {target !== null && related.isError && (
          <Alert color="red" variant="light">
            {t('Could not load what depends on this %s: %s', singular, errorMessage(related.error))}
          </Alert>
        )}
        {target !== null && charts !== undefined && dashboards !== undefined && (
          <Stack gap="xs" data-testid="delete-impact">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t(
                'The %s %s is linked to %s charts that appear on %s dashboards. Are you sure you want to continue? Deleting the %s will break those objects.',
                singular,
                target.name,
                charts.count,
                dashboards.count,
                singular,
              )}
            </Text>
            {charts.count > 0 && (
              <>
                <Text size="sm" fw={600}>
                  {t('Charts')}
                </Text>
                <NameList
                  names={charts.result.slice(0, SHOWN).map((c) => c.slice_name)}
                  more={charts.count - Math.min(SHOWN, charts.result.length)}
                />
              </>
            )}
            {dashboards.count > 0 && (
              <>
                <Text size="sm" fw={600}>
                  {t('Dashboards')}
                </Text>
                <NameList
                  names={dashboards.result.slice(0, SHOWN).map((d) => d.title)}
                  more={dashboards.count - Math.min(SHOWN, dashboards.result.length)}
                />
              </>
            )}
          </Stack>
        )}
        <TextInput
          label={t('Type "%s" to confirm', DELETE_WORD)}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-autofocus
          data-testid="delete-confirm-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button color="red" loading={loading} disabled={!confirmed} onClick={onConfirm} data-testid="confirm-submit">
            {t('Delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
