import { ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChartHooks } from '../types';
import { TTestTable } from './ttest-table';
import type { PairedTTestTransformedProps } from './types';

/** A table per metric, stacked and scrolled within the chart's box. */
export function PairedTTestChart(props: PairedTTestTransformedProps & ChartHooks): ReactNode {
  const { width, height, metrics, ...rest } = props;
  return (
    <ScrollArea w={width} h={height}>
      <Stack gap="md" data-testid="paired-ttest">
        {metrics.map((entry) => (
          <TTestTable
            key={entry.metric}
            entry={entry}
            groupTitle={rest.groupTitle}
            alpha={rest.alpha}
            pValuePrecision={rest.pValuePrecision}
            liftPrecision={rest.liftPrecision}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
