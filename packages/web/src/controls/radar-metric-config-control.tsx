import { Input, NumberInput, Stack } from '@mantine/core';
import { labelOfMetric, metricsOf } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { inputFrameProps } from './control-frame';
import type { ControlWidgetProps } from './types';

type MetricConfig = Record<string, Record<string, unknown>>;

const readConfig = (value: unknown): MetricConfig =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MetricConfig) : {};

/**
 * The radar's 'Customize Metrics' (Superset's column_config with a radarMetricMaxValue field per
 * metric): one max per chosen metric. A cleared box saves null, which the chart reads as the
 * data's own maximum.
 */
export function RadarMetricConfigControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange, formData } = props;
  const t = useT();
  const config = readConfig(value);
  const labels = metricsOf(formData.metrics).map(labelOfMetric);
  const setMax = (label: string, max: string | number) => {
    const radarMetricMaxValue = typeof max === 'number' ? max : null;
    onChange({ ...config, [label]: { ...config[label], radarMetricMaxValue } });
  };
  return (
    <Input.Wrapper {...inputFrameProps(props)} labelElement="div">
      <Stack gap={4}>
        {labels.map((label) => {
          const max = config[label]?.['radarMetricMaxValue'];
          return (
            <NumberInput
              key={label}
              size="xs"
              label={t('Max of %s', label)}
              placeholder={t('auto')}
              value={typeof max === 'number' ? max : ''}
              onChange={(next) => setMax(label, next)}
            />
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
