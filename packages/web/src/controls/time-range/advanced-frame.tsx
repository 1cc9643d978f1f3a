import { Stack, Text, TextInput } from '@mantine/core';
import type { AdvancedTimeRange } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export interface AdvancedFrameProps {
  value: AdvancedTimeRange;
  onChange: (value: AdvancedTimeRange) => void;
}

/** Free text for each end in Superset's grammar; the server resolves (or rejects) it. */
export function AdvancedFrame({ value, onChange }: AdvancedFrameProps): ReactNode {
  const t = useT();
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t(
          'Each end takes a date (2024-01-31), a phrase (now, today, 7 days ago, start of this month) or an expression such as DATEADD(DATETIME("today"), -7, day). An empty end is open.',
        )}
      </Text>
      <TextInput
        label={t('START (INCLUSIVE)')}
        value={value.since}
        placeholder={t('e.g. Last 7 days, 2024-01-01')}
        onChange={(event) => onChange({ ...value, since: event.currentTarget.value })}
      />
      <TextInput
        label={t('END (EXCLUSIVE)')}
        value={value.until}
        placeholder={t('e.g. now, 2024-02-01')}
        onChange={(event) => onChange({ ...value, until: event.currentTarget.value })}
      />
    </Stack>
  );
}
