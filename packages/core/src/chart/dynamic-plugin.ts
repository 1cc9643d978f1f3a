import { z } from 'zod';
import { requiredText } from '../model/field-text.js';
import type { FormData } from './plugin.js';

/**
 * Superset's DynamicPlugin (superset/models/dynamic_plugins.py): a chart plugin bundle an admin
 * registers by URL. `key` is the viz_type the plugin draws; `name` what people read.
 */
export const DynamicPluginSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  bundle_url: z.string(),
});
export type DynamicPlugin = z.infer<typeof DynamicPluginSchema>;

/** `GET /dynamic-plugins/api/read`: Superset's DynamicPluginsView.read answers `{result}`; count as FAB's read did. */
export const DynamicPluginReadSchema = z.object({ result: z.array(DynamicPluginSchema), count: z.number().int() });
export type DynamicPluginRead = z.infer<typeof DynamicPluginReadSchema>;

/** A key is a viz_type: letters, digits and `_ - . @ /` (a package name such as `@acme/plugin-bars` fits). */
const KEY_PATTERN = /^[A-Za-z0-9_\-.@/]+$/;

/**
 * Superset's add and edit columns (name, key, bundle_url). Whether the URL's host is allowed is the
 * server's setting, so it is checked by `bundleUrlProblem` beside this shape.
 */
export const DynamicPluginWriteSchema = z.object({
  name: requiredText('Name', 250),
  key: requiredText('Key', 250).regex(KEY_PATTERN, 'Key may hold only letters, digits and _ - . @ /'),
  bundle_url: requiredText('Bundle URL', 1000),
});
export type DynamicPluginWrite = z.infer<typeof DynamicPluginWriteSchema>;

/** `PUT /dynamic-plugins/api/update/{pk}`: each column optional, as FAB's api_update. */
export const DynamicPluginUpdateSchema = DynamicPluginWriteSchema.partial();
export type DynamicPluginUpdate = z.infer<typeof DynamicPluginUpdateSchema>;

/** `DYNAMIC_PLUGINS_ALLOWED_HOSTS` entries: a host name with an optional port, lower case. */
export const AllowedHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, 'must be a host name');

/** An http(s) URL: its authority (host, port, any credentials), then a path; core has no URL class. */
const ABSOLUTE_URL = /^https?:\/\/([^/?#\\\s]+)(?:[/?#]\S*)?$/i;

/**
 * Where a bundle may come from: a path on this server (`/static/plugins/x/index.js`), or an http(s)
 * URL on one of the allowed hosts. The page's CSP allows scripts from exactly these, so a bundle
 * anywhere else would be registered but never run. Answers the problem, or null when allowed.
 */
export const bundleUrlProblem = (url: string, allowedHosts: readonly string[]): string | null => {
  // `//host/x` and `/\host` are other origins that merely start with a slash.
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return null;
  const match = ABSOLUTE_URL.exec(url);
  if (match === null) {
    return /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)
      ? 'Bundle URL must use http or https'
      : 'Bundle URL must be a path on this server (starting with /) or a URL on an allowed host';
  }
  const authority = match[1] ?? '';
  if (authority.includes('@')) return 'Bundle URL must not hold credentials';
  if (!allowedHosts.includes(authority.toLowerCase()))
    return `Bundle URL host ${authority} is not in DYNAMIC_PLUGINS_ALLOWED_HOSTS`;
  return null;
};

/**
 * What a plugin's `render` is given (the plugin API, documented in web/src/charts/dynamic/README.md):
 * the chart's saved form data, the first query's rows and column names, and the size to draw at.
 */
export interface DynamicPluginRenderProps {
  formData: FormData;
  /** The first query's rows (Superset's queriesData[0].data). */
  data: Record<string, unknown>[];
  colnames: string[];
  width: number;
  height: number;
  theme: 'light' | 'dark';
}
