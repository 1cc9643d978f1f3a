import type { Catalog } from '../translate';

export const fr: Catalog = {};
