import { Chip, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  crontabIssue,
  crontabOfPick,
  cronIssueMessage,
  DEFAULT_SCHEDULE_PICK,
  nextCronRuns,
  pickOfCrontab,
  SCHEDULE_FREQUENCIES,
  toLanguageTag,
  type ScheduleFrequency,
  type SchedulePick,
} from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { useLocale, useT } from '../../i18n';
import { MONO } from './report-sections';

const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? ['UTC', ...supported('timeZone').filter((z) => z !== 'UTC')] : ['UTC'];
};

export interface ScheduleFieldsProps {
  crontab: string;
  timezone: string;
  /** The server's word on the crontab, when it refused it. */
  serverError?: string;
  onChange: (next: { crontab?: string; timezone?: string }) => void;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Superset's schedule section: a human picker ('Every day at 09:00', the weekday chips) that
 * writes the crontab, the raw crontab beside it (a crontab the picker cannot show turns it into
 * 'Custom'), the next three runs in the viewer's time zone, and the schedule's time zone.
 */
export function ScheduleFields({ crontab, timezone, serverError, onChange }: ScheduleFieldsProps): ReactNode {
  const t = useT();
  const { locale } = useLocale();
  const pick = pickOfCrontab(crontab);
  const issue = crontabIssue(crontab);
  const runs = useMemo(() => nextCronRuns(crontab, timezone, new Date(), 3), [crontab, timezone]);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = new Intl.DateTimeFormat(toLanguageTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: viewerZone,
  });
  const set = (patch: Partial<SchedulePick>) =>
    onChange({ crontab: crontabOfPick({ ...(pick ?? DEFAULT_SCHEDULE_PICK), ...patch }) });
  const labels: Record<ScheduleFrequency, string> = {
    minute: t('Every minute'),
    hour: t('Every hour'),
    day: t('Every day'),
    week: t('Every week'),
    month: t('Every month'),
    year: t('Every year'),
  };
  const weekdays = [t('Sun'), t('Mon'), t('Tue'), t('Wed'), t('Thu'), t('Fri'), t('Sat')];
  const months = [
    t('January'),
    t('February'),
    t('March'),
    t('April'),
    t('May'),
    t('June'),
    t('July'),
    t('August'),
    t('September'),
    t('October'),
    t('November'),
    t('December'),
  ];
  const freq = pick?.frequency ?? 'custom';
  const cronError = issue === null ? serverError : cronIssueMessage(issue, t);
  return (
    <Stack gap="xs" data-testid="schedule-fields">
      <Group align="flex-end" gap="xs">
        <Select
          label={t('Schedule')}
          data={[
            ...SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: labels[f] })),
            { value: 'custom', label: t('Custom (crontab)') },
          ]}
          value={freq}
          allowDeselect={false}
          onChange={(v) => v && v !== 'custom' && set({ frequency: v as ScheduleFrequency })}
          w={200}
          data-testid="schedule-frequency"
        />
        {pick !== null && (pick.frequency === 'month' || pick.frequency === 'year') && (
          <NumberInput
            label={t('Day of month')}
            min={1}
            max={31}
            value={pick.monthDay}
            onChange={(v) => typeof v === 'number' && set({ monthDay: v })}
            w={110}
          />
        )}
        {pick?.frequency === 'year' && (
          <Select
            label={t('Month')}
            data={months.map((label, i) => ({ value: String(i + 1), label }))}
            value={String(pick.month)}
            allowDeselect={false}
            onChange={(v) => v && set({ month: Number(v) })}
            w={150}
          />
        )}
        {pick !== null && pick.frequency !== 'minute' && pick.frequency !== 'hour' && (
          <TextInput
            type="time"
            label={t('At')}
            value={`${pad(pick.hour)}:${pad(pick.minute)}`}
            onChange={(e) => {
              const [h, m] = e.currentTarget.value.split(':').map(Number);
              if (Number.isInteger(h) && Number.isInteger(m)) set({ hour: h, minute: m });
            }}
            w={120}
            data-testid="schedule-time"
          />
        )}
        {pick?.frequency === 'hour' && (
          <NumberInput
            label={t('At minute')}
            min={0}
            max={59}
            value={pick.minute}
            onChange={(v) => typeof v === 'number' && set({ minute: v })}
            w={110}
          />
        )}
      </Group>
      {pick?.frequency === 'week' && (
        <Chip.Group
          multiple
          value={pick.weekdays.map(String)}
          onChange={(v) => v.length > 0 && set({ weekdays: v.map(Number) })}
        >
          <Group gap={4} data-testid="schedule-weekdays">
            {weekdays.map((label, day) => (
              <Chip key={label} value={String(day)} size="xs">
                {label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Group align="flex-start" gap="xs" grow>
        <TextInput
          label={t('Crontab')}
          description={t('Minute, hour, day of month, month, day of week')}
          value={crontab}
          onChange={(e) => onChange({ crontab: e.currentTarget.value })}
          error={cronError}
          styles={MONO}
          data-testid="report-crontab"
        />
        <Select
          label={t('Timezone')}
          data={zones()}
          value={timezone}
          onChange={(v) => v && onChange({ timezone: v })}
          searchable
          allowDeselect={false}
          data-testid="report-timezone"
        />
      </Group>
      {runs.length > 0 && (
        <div data-testid="schedule-next-runs">
          <Text size="xs" c="dimmed">
            {t('Next runs (%s)', viewerZone)}
          </Text>
          {runs.map((run) => (
            <Text size="sm" key={run.toISOString()} data-testid="schedule-next-run">
              {when.format(run)}
            </Text>
          ))}
        </div>
      )}
    </Stack>
  );
}
