import type { Catalog } from '../translate';
import { de } from './de';
import { fr } from './fr';

/**
 * Catalogs declared complete: every source string needs an entry (catalog-completeness.test.ts).
 * Imported statically only by the test and the `i18n:missing` script; the app loads them lazily.
 */
export const COMPLETE_CATALOGS: Readonly<Record<'fr' | 'de', Catalog>> = { fr, de };
