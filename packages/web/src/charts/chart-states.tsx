import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';

interface BoxProps {
  width: number;
  height: number;
}

export interface ChartLoadingProps extends BoxProps {
  /** When the query started (epoch ms); the loader counts the seconds since. */
  startedAt?: number;
}

const elapsedSeconds = (startedAt: number) => Math.max(0, (Date.now() - startedAt) / 1000).toFixed(1);

export function ChartLoading({ width, height, startedAt }: ChartLoadingProps) {
  const t = useT();
  const [elapsed, setElapsed] = useState(() => (startedAt === undefined ? null : elapsedSeconds(startedAt)));
  useEffect(() => {
    if (startedAt === undefined) return undefined;
    const timer = setInterval(() => setElapsed(elapsedSeconds(startedAt)), 100);
    return () => clearInterval(timer);
  }, [startedAt]);
  return (
    <Center w={width} h={height} data-testid="chart-loading">
      <Stack align="center" gap={6}>
        <Loader aria-label={t('Loading')} />
        {elapsed !== null && (
          <Text size="sm" c="dimmed" data-testid="chart-elapsed">
            {t('%s s', elapsed)}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

export interface ChartMessageProps extends Omit<BoxProps, 'width'> {
  /** Pixels, or a CSS width where the box is not measured (a dashboard slot without its chart). */
  width: number | string;
  kind: 'empty' | 'error' | 'unsupported';
  title: string;
  detail?: string;
}

/** Empty results, errors and unsupported types: a message in the chart's own box. */
export function ChartMessage({ width, height, kind, title, detail }: ChartMessageProps) {
  return (
    <Center w={width} h={height} p="md" data-testid={`chart-${kind}`}>
      {kind === 'error' ? (
        <Alert color="red" variant="light" maw="100%" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {title}
          </Text>
        </Alert>
      ) : (
        <Stack align="center" gap={4} maw={420}>
          <Text fw={600} ta="center">
            {title}
          </Text>
          {detail !== undefined && (
            <Text size="sm" c="dimmed" ta="center">
              {detail}
            </Text>
          )}
        </Stack>
      )}
    </Center>
  );
}
