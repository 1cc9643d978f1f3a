import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SwatchStripProps {
  colors: readonly string[];
  /** Categorical schemes show separate blocks; sequential ones a continuous gradient. */
  continuous?: boolean;
  /** Categorical blocks shown at most, so long schemes fit the row. */
  max?: number;
  testId?: string;
}

const HEIGHT = 14;

/** A scheme's colours in a row, so schemes are chosen by what they look like. */
export function SwatchStrip({ colors, continuous = false, max = 10, testId }: SwatchStripProps): ReactNode {
  if (continuous) {
    return (
      <Box
        aria-hidden
        data-testid={testId}
        data-colors={colors.join(' ')}
        w={120}
        h={HEIGHT}
        style={{ borderRadius: 2, background: `linear-gradient(to right, ${colors.join(', ')})`, flexShrink: 0 }}
      />
    );
  }
  const shown = colors.slice(0, max);
  return (
    <Box
      aria-hidden
      data-testid={testId}
      data-colors={shown.join(' ')}
      style={{ display: 'flex', gap: 1, flexShrink: 0 }}
    >
      {shown.map((color, i) => (
        <Box key={`${color}-${i}`} w={12} h={HEIGHT} style={{ background: color, borderRadius: 1 }} />
      ))}
    </Box>
  );
}
