import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiRequestError } from '../../../api/client';
import { useT } from '../../../i18n';
import { LoadingState } from '../../../ui/query-state';
import { dashboardApi } from '../dashboard-api';
import { useDashboardSelector } from '../state/store';

/** Origins typed one per line or separated by commas or spaces. */
const parseDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((d) => d.trim().replace(/\/+$/, ''))
      .filter((d) => d !== ''),
  ),
];

/**
 * 'Embed dashboard' (Superset's DashboardEmbedModal): enables embedding with the origins allowed
 * to frame the dashboard, edits them, copies the embed uuid the host's SDK names, or disables it.
 * Unlike Superset an empty list allows no origin, so enabling needs at least one.
 */
export function EmbedDashboardModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useDashboardSelector((s) => s.dashboard.info.id);
  const client = useQueryClient();
  const key = ['dashboard-embedded', id];
  const embedded = useQuery({ queryKey: key, queryFn: ({ signal }) => dashboardApi.embedded(id, signal) });
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? embedded.data?.allowed_domains.join('\n') ?? '';
  const domains = parseDomains(shown);
  const save = useMutation({
    mutationFn: () => dashboardApi.setEmbedded(id, domains),
    onSuccess: (result) => client.setQueryData(key, result),
  });
  const disable = useMutation({
    mutationFn: () => dashboardApi.deleteEmbedded(id),
    onSuccess: () => {
      client.setQueryData(key, null);
      setText(null);
    },
  });
  const failure = save.error ?? disable.error ?? embedded.error;
  const fieldError =
    isApiRequestError(save.error) && save.error.errors.length > 0 ? save.error.errors[0]?.message : undefined;
  return (
    <Modal opened onClose={onClose} title={t('Embed dashboard')} data-testid="embed-dashboard-modal">
      {embedded.isPending ? (
        <LoadingState />
      ) : (
        <Stack>
          <Text size="sm">
            {embedded.data
              ? t('This dashboard is ready to embed. In your application, pass the following id to the SDK:')
              : t('Configure this dashboard to embed it into an external web application.')}
          </Text>
          {embedded.data && (
            <Group gap="xs" wrap="nowrap">
              <TextInput
                readOnly
                value={embedded.data.uuid}
                style={{ flex: 1 }}
                aria-label={t('Embed id')}
                data-testid="embed-uuid"
              />
              <CopyButton value={embedded.data.uuid}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? t('Copied') : t('Copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          <Textarea
            label={t('Allowed domains')}
            description={t(
              'The origins that may embed this dashboard, one per line (such as https://app.example.com). No origin may embed it while the list is empty.',
            )}
            autosize
            minRows={2}
            value={shown}
            onChange={(e) => setText(e.currentTarget.value)}
            error={fieldError}
            data-testid="embed-allowed-domains"
          />
          {failure !== null && fieldError === undefined && (
            <Alert color="red" variant="light">
              {errorMessage(failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            {embedded.data && (
              <Button
                variant="default"
                color="red"
                loading={disable.isPending}
                onClick={() => disable.mutate()}
                data-testid="embed-disable"
              >
                {t('Disable embedding')}
              </Button>
            )}
            <Button
              loading={save.isPending}
              disabled={domains.length === 0}
              onClick={() => save.mutate()}
              data-testid="embed-save"
            >
              {embedded.data ? t('Save changes') : t('Enable embedding')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
