import { Group, Stack, Text } from '@mantine/core';
import { columnKind } from '@tessera/core';
import type { ReactNode } from 'react';
import { CertifiedIcon, WarningIcon } from '../../../../controls/control-icons';
import {
  certificationOf,
  COLUMN_GLYPHS,
  columnDisplayName,
  metricDisplayName,
  type DatasetColumn,
  type DatasetMetric,
} from '../../../../controls/dataset-items';
import { DragSource } from '../../../../controls/dnd';
import { useT } from '../../../../i18n';

interface ItemRowProps {
  glyph: string;
  label: string;
  title: string;
  certification: ReturnType<typeof certificationOf>;
  warning: string | null;
}

function ItemRow({ glyph, label, title, certification, warning }: ItemRowProps): ReactNode {
  return (
    <Group
      gap={6}
      wrap="nowrap"
      px={6}
      py={3}
      title={title}
      style={{ borderRadius: 4 }}
      className="explore-dataset-item"
    >
      <Text component="span" size="xs" c="dimmed" w={26} ta="center" ff="monospace">
        {glyph}
      </Text>
      <Text component="span" size="sm" truncate style={{ flex: 1 }}>
        {label}
      </Text>
      {certification && <CertifiedIcon certification={certification} />}
      {warning && <WarningIcon text={warning} />}
    </Group>
  );
}

export function MetricItems({ metrics }: { metrics: DatasetMetric[] }): ReactNode {
  const t = useT();
  return (
    <Stack gap={0} role="list" aria-label={t('Metrics')}>
      {metrics.map((metric) => (
        <div role="listitem" key={metric.metric_name}>
          <DragSource id={`metric:${metric.metric_name}`} item={{ kind: 'metric', metric }}>
            <ItemRow
              glyph="ƒ"
              label={metricDisplayName(metric)}
              title={metric.expression}
              certification={certificationOf(metric)}
              warning={metric.warning_markdown}
            />
          </DragSource>
        </div>
      ))}
    </Stack>
  );
}

export function ColumnItems({ columns }: { columns: DatasetColumn[] }): ReactNode {
  const t = useT();
  return (
    <Stack gap={0} role="list" aria-label={t('Columns')}>
      {columns.map((column) => (
        <div role="listitem" key={column.column_name}>
          <DragSource id={`column:${column.column_name}`} item={{ kind: 'column', column }}>
            <ItemRow
              glyph={COLUMN_GLYPHS[columnKind(column)]}
              label={columnDisplayName(column)}
              title={column.expression ?? column.column_name}
              certification={certificationOf(column)}
              warning={column.warning_markdown}
            />
          </DragSource>
        </div>
      ))}
    </Stack>
  );
}
