import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { withControlDefaults, type DataMask } from '@tessera/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../session/require-auth';
import { ChartHost } from '../../charts/chart-host';
import { ChartMessage } from '../../charts/chart-states';
import { useChartPlugin } from '../../charts/use-chart-plugin';
import { useT } from '../../i18n';
import { readPreviewFormData } from './preview-form-data';

const describeMask = (mask: DataMask | null): string =>
  (mask?.extraFormData?.filters ?? []).map((f) => `${f.col} ${f.op} (${f.val.join(', ')})`).join(' AND ');

function ChartPreview() {
  const t = useT();
  const [params] = useSearchParams();
  const read = useMemo(() => readPreviewFormData(params), [params]);
  const vizType = 'formData' in read ? read.formData.viz_type : '';
  const pluginState = useChartPlugin(vizType);
  const { ref, width, height } = useElementSize();
  const [mask, setMask] = useState<DataMask | null>(null);
  // Explore fills unset controls with their defaults; the preview does the same.
  const formData = useMemo(
    () =>
      'formData' in read && pluginState.status === 'ready'
        ? withControlDefaults(pluginState.plugin.controlPanel, read.formData)
        : null,
    [read, pluginState],
  );

  if ('error' in read) {
    const title =
      read.error === 'invalid-json'
        ? t('The form_data parameter is not valid JSON')
        : t('The preview needs a viz_type and a datasource');
    return <ChartMessage width={640} height={240} kind="error" title={title} />;
  }
  const name = pluginState.status === 'ready' ? pluginState.plugin.metadata.name : read.formData.viz_type;
  const filterText = describeMask(mask);
  // An unknown type has no defaults to wait for: the host shows it as unsupported.
  const hostFormData = formData ?? (pluginState.status === 'loading' ? null : read.formData);
  return (
    <Stack h="100vh" p="md" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={4} data-testid="preview-title">
          {name}
        </Title>
        <Text size="sm" c="dimmed" data-testid="preview-cross-filter">
          {filterText === '' ? t('Click a series to cross-filter') : t('Cross-filter: %s', filterText)}
        </Text>
      </Group>
      <Box ref={ref} style={{ flex: 1, minHeight: 0 }} data-testid="preview-chart">
        {hostFormData !== null && width > 0 && height > 0 && (
          <ChartHost formData={hostFormData} width={width} height={height} onCrossFilter={setMask} />
        )}
      </Box>
    </Stack>
  );
}

/** A signed-in page drawing one chart from form data in the URL: a harness for charts. */
export function ChartPreviewPage() {
  return (
    <RequireAuth>
      <ChartPreview />
    </RequireAuth>
  );
}
