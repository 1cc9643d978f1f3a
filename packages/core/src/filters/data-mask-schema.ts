import { z } from 'zod';
import { readExtraFormData } from '../chart/build-query-context.js';
import type { ChartOwnState, DataMaskStateWithId, DataMaskWithId, ExtraFormData, FilterState } from './data-mask.js';

const RecordSchema = z.record(z.string(), z.unknown());

/**
 * A data mask as stored (filter state entries, permalinks, filter sets, URL state): lenient, so
 * a mask saved by Superset or an older Tessera still reads; unknown keys are kept.
 */
export const StoredDataMaskSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    extraFormData: RecordSchema.optional().catch(undefined),
    filterState: RecordSchema.optional().catch(undefined),
    ownState: RecordSchema.optional().catch(undefined),
  })
  .catchall(z.unknown());

/** A dashboard's data mask map as stored: mask by filter or chart id. */
export const StoredDataMaskStateSchema = z.record(z.string(), z.unknown());

const TextListSchema = z.array(z.string());

/** The keys readExtraFormData leaves out (they do not reach a query), kept so a stored mask round-trips. */
const otherKeys = (value: unknown): ExtraFormData => {
  const parsed = RecordSchema.safeParse(value);
  if (!parsed.success) return {};
  const v = parsed.data;
  const text = (key: string): string | undefined => (typeof v[key] === 'string' ? v[key] : undefined);
  const list = (key: string): string[] | undefined => {
    const read = TextListSchema.safeParse(v[key]);
    return read.success ? read.data : undefined;
  };
  return {
    granularity: text('granularity'),
    time_column: text('time_column'),
    time_grain: text('time_grain'),
    interactive_groupby: list('interactive_groupby'),
    interactive_highlight: list('interactive_highlight'),
    interactive_drilldown: list('interactive_drilldown'),
    custom_form_data: v['custom_form_data'],
  };
};

/** Well-formed extraFormData only (Superset's keys), keys without a value left out. */
export const toExtraFormData = (value: unknown): ExtraFormData => {
  const read: Record<string, unknown> = { ...readExtraFormData(value), ...otherKeys(value) };
  return Object.fromEntries(
    Object.entries(read).filter(([, v]) => v !== undefined && (!Array.isArray(v) || v.length > 0)),
  ) as ExtraFormData;
};

const VALIDATE_STATUSES = ['error', 'warning', 'validating'] as const;
const isValidateStatus = (v: unknown): v is (typeof VALIDATE_STATUSES)[number] =>
  VALIDATE_STATUSES.some((s) => s === v);

/** A filter state with its known keys type-checked; anything else dropped. */
export const toFilterState = (value: unknown): FilterState => {
  const parsed = RecordSchema.safeParse(value);
  if (!parsed.success) return {};
  const { value: v, selectedValues, label, excludeFilterValues, validateStatus, validateMessage } = parsed.data;
  return {
    ...(v !== undefined && { value: v }),
    ...(Array.isArray(selectedValues) || selectedValues === null ? { selectedValues } : {}),
    ...(typeof label === 'string' && { label }),
    ...(typeof excludeFilterValues === 'boolean' && { excludeFilterValues }),
    ...(isValidateStatus(validateStatus) && { validateStatus }),
    ...((typeof validateMessage === 'string' || validateMessage === false) && { validateMessage }),
  };
};

/** One stored mask as a DataMaskWithId (null when it is not an object). */
export const toDataMaskWithId = (id: string, value: unknown): DataMaskWithId | null => {
  const parsed = StoredDataMaskSchema.safeParse(value);
  if (!parsed.success) return null;
  const ownState: ChartOwnState = parsed.data.ownState ?? {};
  return {
    id,
    extraFormData: toExtraFormData(parsed.data.extraFormData),
    filterState: toFilterState(parsed.data.filterState),
    ownState,
  };
};

/** A stored data mask map (JSON text or object) as DataMaskStateWithId; unreadable entries are dropped. */
export const parseDataMaskState = (value: unknown): DataMaskStateWithId => {
  let raw: unknown = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return {};
    }
  }
  const parsed = StoredDataMaskStateSchema.safeParse(raw);
  if (!parsed.success) return {};
  const out: DataMaskStateWithId = {};
  for (const [id, mask] of Object.entries(parsed.data)) {
    const read = toDataMaskWithId(id, mask);
    if (read !== null) out[id] = read;
  }
  return out;
};
