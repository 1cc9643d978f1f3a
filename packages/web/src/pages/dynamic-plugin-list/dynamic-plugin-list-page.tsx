import { Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DynamicPlugin } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { dynamicPluginApi } from '../../api/dynamic-plugin-api';
import { queryKeys } from '../../api/query-keys';
import { forgetDynamicPlugins } from '../../charts/registry';
import { useT } from '../../i18n';
import { ConfirmModal } from '../../ui/confirm-modal';
import { notifications } from '../../ui/notifications';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { DynamicPluginModal } from './dynamic-plugin-modal';

type Dialog = { kind: 'edit'; plugin: DynamicPlugin | null } | { kind: 'delete'; plugin: DynamicPlugin } | null;

/**
 * Superset's Settings › Manage › Plugins (DynamicPluginsView, `/dynamic-plugins/list/`): the chart
 * plugin bundles registered by URL, with add, edit and delete. Charts whose viz_type is a key
 * here draw through the bundle (charts/dynamic/README.md).
 */
export function DynamicPluginListPage(): ReactNode {
  const t = useT();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const plugins = useQuery({
    queryKey: queryKeys.dynamicPlugins,
    queryFn: ({ signal }) => dynamicPluginApi.read(signal),
  });

  const changed = async () => {
    // Charts drawn later in this page's life look the plugin up again.
    forgetDynamicPlugins();
    await client.invalidateQueries({ queryKey: queryKeys.dynamicPlugins });
  };

  const remove = useMutation({
    mutationFn: (plugin: DynamicPlugin) => dynamicPluginApi.remove(plugin.id),
    onSuccess: async (_answer, plugin) => {
      await changed();
      notifications.show({ color: 'green', message: t('Plugin %s deleted', plugin.name) });
      setDialog(null);
    },
  });

  const close = () => {
    remove.reset();
    setDialog(null);
  };

  return (
    <Stack gap="md" data-testid="dynamic-plugin-list">
      <PageHeader
        title={t('Plugins')}
        actions={
          <Button onClick={() => setDialog({ kind: 'edit', plugin: null })} data-testid="dynamic-plugin-add">
            {t('+ Plugin')}
          </Button>
        }
      />
      {plugins.isPending && <LoadingState />}
      {plugins.isError && <ErrorState error={plugins.error} resource={t('plugin')} />}
      {plugins.data !== undefined && plugins.data.result.length === 0 && (
        <Text c="dimmed" data-testid="dynamic-plugin-empty">
          {t('No plugins yet')}
        </Text>
      )}
      {plugins.data !== undefined && plugins.data.result.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Key')}</Table.Th>
                <Table.Th>{t('Bundle URL')}</Table.Th>
                <Table.Th aria-label={t('Actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plugins.data.result.map((plugin) => (
                <Table.Tr key={plugin.id} data-testid="dynamic-plugin-row">
                  <Table.Td>{plugin.name}</Table.Td>
                  <Table.Td>
                    <Code>{plugin.key}</Code>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{plugin.bundle_url}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setDialog({ kind: 'edit', plugin })}
                        data-testid="dynamic-plugin-edit"
                      >
                        {t('Edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setDialog({ kind: 'delete', plugin })}
                        data-testid="dynamic-plugin-delete"
                      >
                        {t('Delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === 'edit' && (
        <DynamicPluginModal
          plugin={dialog.plugin}
          onClose={(saved) => {
            setDialog(null);
            if (saved) void changed();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          opened
          title={t('Delete plugin')}
          message={t(
            'Delete the plugin %s? Charts of type %s will no longer draw.',
            dialog.plugin.name,
            dialog.plugin.key,
          )}
          confirmLabel={t('Delete')}
          loading={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(dialog.plugin)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
