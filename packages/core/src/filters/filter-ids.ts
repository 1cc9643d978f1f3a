import type { DataMaskWithId } from './data-mask.js';

/** Superset's NATIVE_FILTER_PREFIX: every native filter id starts with it. */
export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
/** Superset's NATIVE_FILTER_DIVIDER_PREFIX: a divider's id. */
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** nanoid's url-safe alphabet; 64 symbols, so a random byte masked to 6 bits picks one uniformly. */
const URL_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
const NANOID_SIZE = 21;

/** The Web Crypto part nanoid needs; core's lib has no DOM types. */
interface RandomSource {
  getRandomValues(array: Uint8Array): Uint8Array;
}

const randomBytes = (size: number): Uint8Array => {
  const source = (globalThis as { crypto?: RandomSource }).crypto;
  if (source !== undefined) return source.getRandomValues(new Uint8Array(size));
  // nanoid/non-secure's way, for a runtime without Web Crypto.
  return Uint8Array.from({ length: size }, () => Math.floor(Math.random() * 256));
};

/**
 * A 21-character nanoid from the platform's `crypto.getRandomValues` (browsers and Node 20 both
 * have it), so core stays free of Node built-ins and of a dependency for one function.
 */
export const nanoid = (size: number = NANOID_SIZE): string => {
  const bytes = randomBytes(size);
  let id = '';
  for (const byte of bytes) id += URL_ALPHABET[byte & 63];
  return id;
};

/** Superset's generateFilterId: `NATIVE_FILTER-<nanoid>`, or `NATIVE_FILTER_DIVIDER-<nanoid>` for a divider. */
export const generateFilterId = (type: 'NATIVE_FILTER' | 'DIVIDER'): string =>
  `${type === 'DIVIDER' ? NATIVE_FILTER_DIVIDER_PREFIX : NATIVE_FILTER_PREFIX}${nanoid()}`;

/** Whether a data mask key is a native filter's (a divider's included), not a chart's cross-filter. */
export const isNativeFilterId = (id: string): boolean => id.startsWith('NATIVE_FILTER');

/**
 * Superset's getInitialDataMask: an empty mask for a filter or chart id, with any parts given
 * taking their place.
 */
export const getInitialDataMask = (
  id: string | number,
  moreProps: Partial<Omit<DataMaskWithId, 'id'>> = {},
): DataMaskWithId => ({
  id: String(id),
  extraFormData: {},
  filterState: {},
  ownState: {},
  ...moreProps,
});
