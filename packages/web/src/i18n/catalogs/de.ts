import type { Catalog } from '../translate';

export const de: Catalog = {};
