import { isCollapsible, type PivotAxisEntry } from '@tessera/core';
import { t } from '../../i18n';

/** One level of an axis's headers: a grouping column (by index) or the metrics. */
export type HeaderLevel = { kind: 'dim'; index: number } | { kind: 'metric' };

/** The levels of an axis, outermost first: metrics outermost unless combined, innermost then. */
export const axisLevels = (dims: number, hasMetrics: boolean, metricsFirst: boolean): HeaderLevel[] => {
  const levels: HeaderLevel[] = Array.from({ length: dims }, (_, index) => ({ kind: 'dim', index }));
  if (!hasMetrics) return levels;
  return metricsFirst ? [{ kind: 'metric' }, ...levels] : [...levels, { kind: 'metric' }];
};

/** The text of one header cell: a group's value, 'Subtotal' or 'Total' where those entries start, a metric's name. */
export const headerText = (entry: PivotAxisEntry, level: HeaderLevel, metricNames: readonly string[]): string => {
  if (level.kind === 'metric') return entry.metric === null ? '' : (metricNames[entry.metric] ?? '');
  const i = level.index;
  if (entry.kind === 'total') return i === 0 ? t('Total') : '';
  if (i < entry.path.length) return entry.path[i] ?? '';
  return entry.kind === 'subtotal' && i === entry.path.length ? t('Subtotal') : '';
};

/** Whether a header cell starts its group: the first entry shown or a change at this level or above. */
export const startsGroup = (
  entries: readonly PivotAxisEntry[],
  index: number,
  depth: number,
  levels: readonly HeaderLevel[],
  metricNames: readonly string[],
  firstShown: number,
): boolean => {
  const entry = entries[index];
  const previous = entries[index - 1];
  if (entry === undefined || previous === undefined || index === firstShown) return true;
  for (let l = 0; l <= depth; l += 1) {
    const level = levels[l] as HeaderLevel;
    if (headerText(entry, level, metricNames) !== headerText(previous, level, metricNames)) return true;
    if (previous.kind !== entry.kind && l === depth) return true;
  }
  return false;
};

/** The group a header cell can fold or unfold (its path), when it has one. */
export const foldablePath = (entry: PivotAxisEntry, level: HeaderLevel, dims: number): readonly string[] | null => {
  if (level.kind === 'metric' || entry.kind !== 'value') return null;
  const path = entry.path.slice(0, level.index + 1);
  return path.length === level.index + 1 && isCollapsible(path, dims) ? path : null;
};
