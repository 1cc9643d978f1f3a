import countries from './countries.json';

/** The country key Superset's `select_country` saves (e.g. `france_regions`), as in its countries.ts. */
export type CountryKey = string;

export const COUNTRY_KEYS: readonly CountryKey[] = countries.map((c) => c.key);

const CAPITALISED: Readonly<Record<string, string>> = { uk: 'UK', usa: 'USA' };

/**
 * The label Superset's country map shows for a key: UK and USA in capitals, the region maps named
 * "(regions)" for France, Italy and Turkey, other keys word by word with a capital each.
 */
export const countryLabel = (key: CountryKey): string => {
  const fixed = CAPITALISED[key];
  if (fixed !== undefined) return fixed;
  const regions = /^(france|italy|turkey)_regions$/.exec(key);
  if (regions) return `${countryLabel(regions[1] ?? '')} (regions)`;
  return key
    .split('_')
    .map((word) => (word === '' ? word : `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`))
    .join(' ');
};

/** `select_country` choices, in Superset's order. */
export const COUNTRY_CHOICES: readonly (readonly [string, string])[] = COUNTRY_KEYS.map((key) => [
  key,
  countryLabel(key),
]);
