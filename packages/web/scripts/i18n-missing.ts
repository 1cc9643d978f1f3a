import { checkCatalog } from './i18n/check-catalog';
import { COMPLETE_CATALOGS } from './i18n/complete-catalogs';
import { coreSourceStrings } from './i18n/core-source-strings';
import { extractSourceStrings } from './i18n/extract-strings';
import { readWebSources } from './i18n/web-sources';

/**
 * `npm run i18n:missing`: the source strings each complete catalog lacks, as JSON
 * (`--dynamic` also lists t() calls whose argument is not a literal).
 */
const { strings, messages, plurals, dynamic } = extractSourceStrings(readWebSources());
const core = coreSourceStrings();
const sourceStrings = new Set([...strings.keys(), ...core]).size;
const sources = { messages: new Set([...messages, ...core]), plurals };
const report = Object.fromEntries(
  COMPLETE_CATALOGS.map(({ locale, catalog }) => {
    const { missing, slotMismatches } = checkCatalog(locale, catalog, sources);
    return [locale, { sourceStrings, missingCount: missing.length, missing, slotMismatches }];
  }),
);
const output = process.argv.includes('--dynamic') ? { ...report, dynamic } : report;
process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
