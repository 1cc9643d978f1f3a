/**
 * The two controls of Superset's map charts, as plain data and rules: the lat/long (spatial)
 * control of the deck.gl layers and the viewport control of every deck.gl chart. The web draws
 * them; the rules live here so explore, the deck.gl plugins and the server read one definition.
 */

/** Spec 01 "Lat/long config": how a row's position is stored. */
export type LatLongType = 'latlong' | 'delimited' | 'geohash';

export const LAT_LONG_TYPES: readonly LatLongType[] = ['latlong', 'delimited', 'geohash'];

/**
 * Superset's SpatialControl value (form-data key `spatial`, `start_spatial`, `end_spatial`):
 * spec 01 "type (latlong, delimited, geohash), latCol, lonCol, lonlatCol, delimiter (default
 * comma), reverseCheckbox, geohashCol". Only the keys of the chosen type are read.
 */
export interface LatLongConfig {
  type: LatLongType;
  latCol?: string;
  lonCol?: string;
  lonlatCol?: string;
  delimiter?: string;
  reverseCheckbox?: boolean;
  geohashCol?: string;
}

/** Spec 01: "delimiter (default comma)". */
export const DEFAULT_LAT_LONG_DELIMITER = ',';

/** A new spatial control starts as Superset's: two columns, comma-delimited when switched, not reversed. */
export const DEFAULT_LAT_LONG_CONFIG: LatLongConfig = {
  type: 'latlong',
  delimiter: DEFAULT_LAT_LONG_DELIMITER,
  reverseCheckbox: false,
};

/** Spec 02: the error the control shows when its type lacks what it needs. */
export const INVALID_LAT_LONG = 'Invalid lat/long configuration.';

/** Spec 02: the label of an invalid configuration. */
export const LAT_LONG_NOT_AVAILABLE = 'N/A';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isLatLongType = (value: unknown): value is LatLongType =>
  typeof value === 'string' && (LAT_LONG_TYPES as readonly string[]).includes(value);

/** A saved `spatial` value as a config, whatever was stored; null when it is not an object of a known type. */
export const readLatLongConfig = (value: unknown): LatLongConfig | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isLatLongType(v['type'])) return null;
  const text = (key: string) => (typeof v[key] === 'string' ? { [key]: v[key] } : {});
  return {
    type: v['type'],
    ...text('latCol'),
    ...text('lonCol'),
    ...text('lonlatCol'),
    ...text('geohashCol'),
    delimiter: typeof v['delimiter'] === 'string' ? v['delimiter'] : DEFAULT_LAT_LONG_DELIMITER,
    reverseCheckbox: v['reverseCheckbox'] === true,
  };
};

/**
 * Spec 02: "latlong needs both columns; delimited needs the column and the delimiter; geohash
 * needs its column. Otherwise the error 'Invalid lat/long configuration.' is shown". Answers the
 * errors to show: none when valid.
 */
export const validateLatLong = (config: LatLongConfig | null): string[] => {
  if (config === null) return [INVALID_LAT_LONG];
  const valid =
    (config.type === 'latlong' && filled(config.latCol) && filled(config.lonCol)) ||
    (config.type === 'delimited' &&
      filled(config.lonlatCol) &&
      typeof config.delimiter === 'string' &&
      config.delimiter !== '') ||
    (config.type === 'geohash' && filled(config.geohashCol));
  return valid ? [] : [INVALID_LAT_LONG];
};

/**
 * The control's label, as Superset's SpatialControl renders it: the longitude and latitude
 * columns (`lon | lat`), the delimited column, or the geohash column; spec 02 "the label reads
 * N/A" when the configuration is invalid.
 */
export const latLongLabel = (config: LatLongConfig | null): string => {
  if (config === null || validateLatLong(config).length > 0) return LAT_LONG_NOT_AVAILABLE;
  if (config.type === 'latlong') return `${config.lonCol ?? ''} | ${config.latCol ?? ''}`;
  if (config.type === 'delimited') return config.lonlatCol ?? '';
  return config.geohashCol ?? '';
};

/** The columns a valid configuration reads (what the deck.gl queries select). */
export const latLongColumns = (config: LatLongConfig): string[] => {
  if (validateLatLong(config).length > 0) return [];
  if (config.type === 'latlong') return [config.lonCol ?? '', config.latCol ?? ''];
  if (config.type === 'delimited') return [config.lonlatCol ?? ''];
  return [config.geohashCol ?? ''];
};

/** Spec 02 "Viewport control: longitude, latitude, zoom, bearing, pitch" (form-data key `viewport`). */
export interface Viewport {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

export const VIEWPORT_FIELDS: readonly (keyof Viewport)[] = ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'];

/**
 * Spec 02 "Viewport defaults: zoom 1, bearing 0, pitch 0"; the centre is Superset's default
 * viewport's (a whole-world view a little north of the equator).
 */
export const VIEWPORT_DEFAULTS: Viewport = {
  longitude: 6.85236157047845,
  latitude: 31.222656842808707,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

/** One viewport field as typed: a finite number (numeric strings too), else null. Blank is null, not 0. */
export const parseViewportNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The fields of a typed viewport that are not numbers (Superset's viewport inputs validate as
 * floats); the control shows them in error and keeps the last valid value.
 */
export const invalidViewportFields = (value: Partial<Record<keyof Viewport, unknown>>): (keyof Viewport)[] =>
  VIEWPORT_FIELDS.filter((field) => value[field] !== undefined && parseViewportNumber(value[field]) === null);

/** A saved viewport, whatever was stored: every missing or non-numeric field takes its default. */
export const normaliseViewport = (value: unknown): Viewport => {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const read = (field: keyof Viewport) => parseViewportNumber(v[field]) ?? VIEWPORT_DEFAULTS[field];
  return {
    longitude: read('longitude'),
    latitude: read('latitude'),
    zoom: read('zoom'),
    bearing: read('bearing'),
    pitch: read('pitch'),
  };
};

/** The viewport control's label: the centre as `lon°, lat°` with the zoom. */
export const viewportLabel = (viewport: Viewport): string =>
  `${viewport.longitude.toFixed(2)}°, ${viewport.latitude.toFixed(2)}° (zoom ${viewport.zoom})`;
