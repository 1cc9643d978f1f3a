import { Box, Stack, Text, Title } from '@mantine/core';
import { toLanguageTag } from '@tessera/core';
import { useMemo } from 'react';
import { useLocale, useT } from '../../../i18n';
import { selectCrossFilterChips, selectFilters } from '../native-filters/state/selectors';
import { useDashboardSelector } from '../state/store';

/** A filter value as the bar shows it: its label, else its values joined. */
const valueText = (label: unknown, value: unknown): string | null => {
  if (typeof label === 'string' && label !== '') return label;
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(String).join(', ');
  return String(value);
};

/**
 * The top of an exported dashboard (report mode, standalone=3, which hides the header): its
 * title, when it was rendered (in the viewer's language) and the filters it was rendered with,
 * so a printed page says what it shows. Superset's report mode prints none of this; a PDF read
 * away from the app needs it.
 */
export function ReportMasthead() {
  const t = useT();
  const { locale } = useLocale();
  const title = useDashboardSelector((s) => s.dashboard.info.dashboard_title);
  const filters = useDashboardSelector(selectFilters);
  const masks = useDashboardSelector((s) => s.dashboard.dataMask);
  const crossFilters = useDashboardSelector(selectCrossFilterChips);
  const renderedAt = useMemo(
    () => new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'long', timeStyle: 'short' }).format(new Date()),
    [locale],
  );
  const active = [
    ...filters.flatMap((f) => {
      const state = masks[f.id]?.filterState;
      const text = valueText(state?.label, state?.value);
      return text === null ? [] : [`${f.name}: ${text}`];
    }),
    ...crossFilters.map((chip) => `${chip.chartName}: ${chip.label}`),
  ];
  return (
    <Box px="md" pt="md" data-testid="report-masthead">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed" data-testid="report-date">
          {t('Rendered on %s', renderedAt)}
        </Text>
        <Text size="sm" data-testid="report-filters">
          {active.length === 0 ? t('No filters applied') : t('Filters: %s', active.join(' · '))}
        </Text>
      </Stack>
    </Box>
  );
}
