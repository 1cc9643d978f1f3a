import { NO_TIME_RANGE } from '@tessera/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { fetchTimeRange } from './time-range-api';

/** Spec 03 §9: lookups are debounced; Superset waits 500 ms. */
export const TIME_RANGE_LOOKUP_DELAY_MS = 500;

export type TimeRangePreview =
  | { status: 'loading' }
  | { status: 'resolved'; since: string; until: string }
  | { status: 'no-filter' }
  | { status: 'error'; message: string };

interface Settled {
  value: string;
  preview: TimeRangePreview;
}

export interface TimeRangePreviewOptions {
  /** False skips the lookup (the answer stays loading). */
  enabled?: boolean;
  delayMs?: number;
}

/**
 * The interval the server resolves `value` to, looked up after the value has rested for a
 * moment. An answer for an older value is never shown for the current one.
 */
export const useTimeRangePreview = (value: string, options: TimeRangePreviewOptions = {}): TimeRangePreview => {
  const { enabled = true, delayMs = TIME_RANGE_LOOKUP_DELAY_MS } = options;
  const t = useT();
  const [settled, setSettled] = useState<Settled | null>(null);
  const isNoFilter = value.trim() === '' || value === NO_TIME_RANGE;

  useEffect(() => {
    if (!enabled || isNoFilter) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchTimeRange(value, controller.signal).then(
        ({ since, until }) => setSettled({ value, preview: { status: 'resolved', since, until } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setSettled({ value, preview: { status: 'error', message: errorMessage(error) || t('Invalid time range') } });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, enabled, isNoFilter, delayMs, t]);

  if (isNoFilter) return { status: 'no-filter' };
  return settled !== null && settled.value === value ? settled.preview : { status: 'loading' };
};
