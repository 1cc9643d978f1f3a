import { Alert, Autocomplete, Button, Group, Modal, Radio, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';
import { exploreKeys } from '../../query-keys';
import type { SaveAction, SaveRequest } from '../../state/save-thunk';
import { dashboardChoices, dashboardTarget } from './dashboard-choices';
import { useSingleFlight } from '../../../../ui/use-single-flight';
import { ChartCreateSchema, maxLengthOf } from '@tessera/core';

export interface SaveModalProps {
  /** Whether there is a saved chart to overwrite. */
  isSaved: boolean;
  /** Spec 02 §6: only owners overwrite; others can only save a copy. */
  canOverwrite: boolean;
  defaultName: string;
  saving: boolean;
  error: string | null;
  /** May answer a promise: the modal sends one save until it settles. */
  onSave: (request: SaveRequest) => Promise<unknown> | void;
  onClose: () => void;
}

/** Save the chart: overwrite (owners) or save as a new chart, optionally onto a dashboard. */
export function SaveModal({
  isSaved,
  canOverwrite,
  defaultName,
  saving,
  error,
  onSave,
  onClose,
}: SaveModalProps): ReactNode {
  const t = useT();
  const [action, setAction] = useState<SaveAction>(isSaved && canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(defaultName);
  const [dashboard, setDashboard] = useState('');
  const dashboards = useQuery({
    queryKey: exploreKeys.saveDashboards,
    queryFn: ({ signal }) => exploreApi.dashboards(signal),
    // A save may have created a dashboard since the dialog was last open: ask again every time.
    refetchOnMount: 'always',
  });
  const choices = useMemo(() => dashboardChoices(dashboards.data ?? []), [dashboards.data]);
  const target = dashboardTarget(dashboard, choices);
  const nameMissing = name.trim() === '';
  const send = useSingleFlight(onSave);

  const overwrite = <Radio value="overwrite" label={t('Save (Overwrite)')} disabled={!isSaved || !canOverwrite} />;
  return (
    <Modal opened onClose={onClose} title={t('Save chart')} centered>
      <Stack gap="md">
        <Radio.Group value={action} onChange={(value) => setAction(value === 'overwrite' ? 'overwrite' : 'saveas')}>
          <Group gap="lg">
            {isSaved && !canOverwrite ? (
              <Tooltip label={t('Only the owners of this chart can overwrite it')}>
                <span data-overwrite-tooltip>{overwrite}</span>
              </Tooltip>
            ) : (
              overwrite
            )}
            <Radio value="saveas" label={t('Save as...')} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t('Chart name')}
          required
          value={name}
          placeholder={t('Add the name of the chart')}
          error={nameMissing ? t('Chart name is required') : undefined}
          maxLength={maxLengthOf(ChartCreateSchema.shape.slice_name)}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        {dashboards.data !== null && (
          <Stack gap={4}>
            <Autocomplete
              label={t('Add to dashboard')}
              placeholder={t('Select a dashboard or type a new name')}
              data={choices.map((c) => c.label)}
              value={dashboard}
              onChange={setDashboard}
              disabled={dashboards.isLoading}
            />
            {target !== null && 'newTitle' in target && (
              <Text size="xs" c="dimmed">
                {t('A new dashboard will be created: %s', target.newTitle)}
              </Text>
            )}
          </Stack>
        )}
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            variant="default"
            loading={saving}
            disabled={nameMissing || target === null}
            onClick={() => send({ action, sliceName: name, dashboard: target, goToDashboard: true })}
            data-testid="save-go-to-dashboard"
          >
            {t('Save & go to dashboard')}
          </Button>
          <Button
            loading={saving}
            disabled={nameMissing}
            onClick={() => send({ action, sliceName: name, dashboard: target })}
          >
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
