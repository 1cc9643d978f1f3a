import rison from 'rison';

/** Zod-free on purpose: the web's first paint imports this without pulling in schemas. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

export type RisonValue =
  string | number | boolean | null | readonly RisonValue[] | { readonly [key: string]: RisonValue | undefined };

export const encodeRison = (value: RisonValue): string => rison.encode(value);

/** Rison for a query string, escaped the way Superset's client sends `q`. */
export const encodeRisonUri = (value: RisonValue): string => rison.encode_uri(value);

export const decodeRison = (encoded: string): unknown => rison.decode(encoded);
