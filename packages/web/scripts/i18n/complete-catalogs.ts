import type { Locale } from '@tessera/core';
import de from '../../src/i18n/catalogs/de.json';
import fr from '../../src/i18n/catalogs/fr.json';
import ja from '../../src/i18n/catalogs/ja.json';
import ko from '../../src/i18n/catalogs/ko.json';
import zh from '../../src/i18n/catalogs/zh.json';
import type { Catalog } from '../../src/i18n/translate';

/**
 * Catalogs declared complete: every source string needs an entry (catalog-completeness.test.ts).
 * Imported statically only by the checks (that test, `i18n:missing`, the French e2e); the app loads them lazily.
 */
export const COMPLETE_CATALOGS: readonly { locale: Locale; catalog: Catalog }[] = [
  { locale: 'fr', catalog: fr },
  { locale: 'de', catalog: de },
  { locale: 'ja', catalog: ja },
  { locale: 'zh', catalog: zh },
  { locale: 'ko', catalog: ko },
];
