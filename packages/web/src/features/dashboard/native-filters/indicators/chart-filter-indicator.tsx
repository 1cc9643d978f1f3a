import { Badge, Popover, Stack, Text } from '@mantine/core';
import { filterIndicatorsForChart, type FilterIndicator } from '@tessera/core';
import { useMemo } from 'react';
import { useT, type TranslateFn } from '../../../../i18n';
import { selectDatasetOf, selectFilterScopeInputs } from '../../state/selectors';
import { useDashboardSelector } from '../../state/store';

/** What the chart's last answer said about the filters (chart data's applied_filters / rejected_filters). */
export interface ChartFilterReport {
  appliedFilters: { column: string }[];
  rejectedFilters: { column: string; reason: string }[];
}

const reasonText = (t: TranslateFn, indicator: FilterIndicator): string =>
  indicator.reason === 'no_temporal_column'
    ? t("Not applied: the chart's dataset has no temporal column")
    : indicator.reason === 'not_in_datasource'
      ? t("Not applied: the column is not in the chart's dataset")
      : t('Not applied');

const valueText = (indicator: FilterIndicator): string => {
  if (indicator.label !== undefined && indicator.label !== '') return indicator.label;
  const value = indicator.value;
  if (Array.isArray(value)) return value.map((v) => (Array.isArray(v) ? v.join(', ') : String(v))).join(', ');
  return value === undefined || value === null ? '' : String(value);
};

/** A funnel, Superset's filter badge icon (drawn inline: the app ships no icon font). */
function FunnelIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" style={{ verticalAlign: '-1px' }}>
      <path d="M0 0h10L6 5v5L4 8.5V5z" fill="currentColor" />
    </svg>
  );
}

function IndicatorRow({ indicator, note }: { indicator: FilterIndicator; note?: string }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600}>
        {indicator.isCrossFilter ? t('Cross-filter: %s', indicator.name) : indicator.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {valueText(indicator)}
      </Text>
      {note !== undefined && (
        <Text size="xs" c="orange">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The chart header's filter indicator (Superset's FiltersBadge): how many filters apply to the
 * chart and, on click, which (native filters and cross-filters) and which do not, with the reason
 * (core's filterIndicatorsForChart over the scope, the chart's dataset and its last answer).
 */
export function ChartFilterIndicator({ chartId, report }: { chartId: number; report: ChartFilterReport | null }) {
  const t = useT();
  const masks = useDashboardSelector((s) => s.dashboard.dataMask);
  const inputs = useDashboardSelector(selectFilterScopeInputs);
  const dataset = useDashboardSelector((s) => selectDatasetOf(s, chartId));
  const indicators = useMemo(
    () =>
      filterIndicatorsForChart(
        {
          chartId,
          ...(dataset !== undefined && { columns: dataset.columns }),
          ...(report !== null && { appliedFilters: report.appliedFilters, rejectedFilters: report.rejectedFilters }),
        },
        masks,
        inputs,
      ),
    [chartId, dataset, report, masks, inputs],
  );
  const notApplied = [...indicators.rejected, ...indicators.incompatible];
  if (indicators.applied.length === 0 && notApplied.length === 0) return null;
  return (
    <Popover position="bottom" withinPortal shadow="md" width={260}>
      <Popover.Target>
        <Badge
          component="button"
          size="sm"
          variant="light"
          color={notApplied.length > 0 ? 'orange' : 'blue'}
          style={{ cursor: 'pointer' }}
          data-testid={`chart-filter-indicator-${chartId}`}
          aria-label={t('%s filter(s) applied', indicators.applied.length)}
        >
          <FunnelIcon />
          {` ${indicators.applied.length}${notApplied.length > 0 ? ` / ${notApplied.length}` : ''}`}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {indicators.applied.length > 0 && (
            <Text size="xs" fw={700}>
              {t('Applied filters (%s)', indicators.applied.length)}
            </Text>
          )}
          {indicators.applied.map((i) => (
            <IndicatorRow key={i.id} indicator={i} />
          ))}
          {notApplied.length > 0 && (
            <Text size="xs" fw={700}>
              {t('Filters not applied (%s)', notApplied.length)}
            </Text>
          )}
          {notApplied.map((i) => (
            <IndicatorRow key={i.id} indicator={i} note={reasonText(t, i)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
