import { z } from 'zod';
import {
  ChartConfigurationEntrySchema,
  GlobalChartConfigurationSchema,
  NativeFilterConfigSchema,
} from '../filters/native-filter-config.js';
import { ExportChartIdListSchema, lenient } from '../model/lenient.js';

/** Entries that fail their schema are dropped one by one, so one bad filter does not hide the rest. */
const eachValid = <T extends z.ZodType>(schema: T) =>
  z.array(z.unknown()).transform((list) =>
    list.flatMap((v) => {
      const parsed = schema.safeParse(v);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

/**
 * A dashboard's json_metadata with Superset's keys (DashboardJSONMetadataSchema). Lenient: unknown
 * keys are kept (Superset 4, 5 and 6 add some), a key holding the wrong shape is dropped.
 */
export const DashboardMetadataSchema = z
  .object({
    native_filter_configuration: lenient(eachValid(NativeFilterConfigSchema)),
    chart_configuration: lenient(z.record(z.string(), ChartConfigurationEntrySchema)),
    global_chart_configuration: lenient(GlobalChartConfigurationSchema),
    cross_filters_enabled: lenient(z.boolean()),
    filter_bar_orientation: lenient(z.enum(['VERTICAL', 'HORIZONTAL'])),
    show_native_filters: lenient(z.boolean()),
    color_scheme: lenient(z.string().nullable()),
    color_namespace: lenient(z.string().nullable()),
    color_scheme_domain: lenient(z.array(z.string())),
    label_colors: lenient(z.record(z.string(), z.string())),
    /** A list since Superset 4.1; older exports hold an object, which Superset resets to []. */
    shared_label_colors: lenient(z.union([z.array(z.string()), z.record(z.string(), z.unknown()).transform(() => [])])),
    map_label_colors: lenient(z.record(z.string(), z.string())),
    /** Seconds between periodic refreshes; 0 is none. */
    refresh_frequency: lenient(z.number().nonnegative()),
    timed_refresh_immune_slices: lenient(ExportChartIdListSchema),
    expanded_slices: lenient(z.record(z.string(), z.boolean())),
    /** true, false, or Superset's string forms 'true' / 'false'. */
    stagger_refresh: lenient(z.union([z.boolean(), z.string()])),
    /** Milliseconds a staggered refresh spreads over at least. */
    stagger_time: lenient(z.number().nonnegative()),
    positions: lenient(z.record(z.string(), z.unknown()).nullable()),
    /** Deprecated filter-box settings, kept so exports round-trip. */
    default_filters: lenient(z.string()),
    filter_scopes: lenient(z.record(z.string(), z.unknown())),
    css: lenient(z.string()),
    native_filter_migration: lenient(z.record(z.string(), z.unknown())),
    import_time: lenient(z.number()),
    remote_id: lenient(z.number()),
  })
  .catchall(z.unknown());
export type DashboardMetadata = z.infer<typeof DashboardMetadataSchema>;

/** json_metadata (its JSON text, the parsed object, or null) as metadata; unreadable text is {}. */
export const parseDashboardMetadata = (jsonMetadata: unknown): DashboardMetadata => {
  let value: unknown = jsonMetadata;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = {};
    }
  }
  const parsed = DashboardMetadataSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};
