import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { CertificationFields } from './certification-fields';
import type { MetricDraft, MetricPatch } from './editor-state';
import type { EditorIssue } from './editor-validation';
import { ItemRow } from './item-row';

export interface MetricsTabProps {
  metrics: readonly MetricDraft[];
  issues: readonly EditorIssue[];
  onAdd: () => void;
  onChange: (key: string, patch: MetricPatch) => void;
  onRemove: (key: string) => void;
}

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

function MetricDetails({ metric, onChange }: { metric: MetricDraft; onChange: (patch: MetricPatch) => void }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('D3 format')}
          description={t('d3-format string, e.g. ,.2f')}
          value={metric.d3format}
          onChange={(event) => onChange({ d3format: event.currentTarget.value })}
        />
        <TextInput
          label={t('Warning')}
          value={metric.warning_text}
          onChange={(event) => onChange({ warning_text: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={t('Description')}
        value={metric.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        resize="vertical"
        rows={2}
      />
      <CertificationFields value={metric} onChange={onChange} />
    </Stack>
  );
}

/** The dataset's saved metrics: add, edit, remove. */
export function MetricsTab({ metrics, issues, onAdd, onChange, onRemove }: MetricsTabProps): ReactNode {
  const t = useT();
  const shared = issues.filter((issue) => issue.itemKey === undefined);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('Metrics are SQL aggregates saved with the dataset, offered in every chart that uses it.')}
        </Text>
        <Button size="xs" variant="light" onClick={onAdd}>
          {t('Add item')}
        </Button>
      </Group>
      {shared.map((issue) => (
        <Text key={issue.message} size="sm" c="red">
          {issue.message}
        </Text>
      ))}
      {metrics.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('No saved metrics found')}
        </Text>
      )}
      {metrics.map((metric) => {
        const change = (patch: MetricPatch) => onChange(metric.key, patch);
        return (
          <ItemRow
            key={metric.key}
            testId="metric-row"
            issues={issues.filter((issue) => issue.itemKey === metric.key).map((issue) => issue.message)}
            onRemove={() => onRemove(metric.key)}
            details={<MetricDetails metric={metric} onChange={change} />}
            main={
              <>
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    label={t('Metric key')}
                    value={metric.metric_name}
                    onChange={(event) => change({ metric_name: event.currentTarget.value })}
                  />
                  <TextInput
                    label={t('Label')}
                    value={metric.verbose_name}
                    onChange={(event) => change({ verbose_name: event.currentTarget.value })}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('SQL expression')}
                  value={metric.expression}
                  onChange={(event) => change({ expression: event.currentTarget.value })}
                  resize="vertical"
                  rows={2}
                  styles={mono}
                />
              </>
            }
          />
        );
      })}
    </Stack>
  );
}
