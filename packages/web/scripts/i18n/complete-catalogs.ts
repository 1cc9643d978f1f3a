import type { Locale } from '@tessera/core';
import de from '../../src/i18n/catalogs/de.json';
import es from '../../src/i18n/catalogs/es.json';
import fr from '../../src/i18n/catalogs/fr.json';
import it from '../../src/i18n/catalogs/it.json';
import pt from '../../src/i18n/catalogs/pt.json';
import ptBR from '../../src/i18n/catalogs/pt_BR.json';
import nl from '../../src/i18n/catalogs/nl.json';
import ru from '../../src/i18n/catalogs/ru.json';
import sk from '../../src/i18n/catalogs/sk.json';
import sl from '../../src/i18n/catalogs/sl.json';
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
  { locale: 'es', catalog: es },
  { locale: 'it', catalog: it },
  { locale: 'pt', catalog: pt },
  { locale: 'pt_BR', catalog: ptBR },
  { locale: 'ru', catalog: ru },
  { locale: 'nl', catalog: nl },
  { locale: 'sk', catalog: sk },
  { locale: 'sl', catalog: sl },
  { locale: 'ja', catalog: ja },
  { locale: 'zh', catalog: zh },
  { locale: 'ko', catalog: ko },
];
