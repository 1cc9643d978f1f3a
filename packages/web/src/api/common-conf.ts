import { COMMON_CONF_ELEMENT_ID, CommonConfSchema, DEFAULT_COMMON_CONF, type CommonConf } from '@tessera/core';

let cached: CommonConf | null = null;

/**
 * The server settings inlined into the page's HTML (Superset's bootstrap `common.conf`, see core's
 * CommonConf), read once and kept: unlike the dashboard bootstrap they hold for every route.
 * Superset's defaults when the page has none (the embedded page, tests) or it does not parse.
 */
export const readCommonConf = (): CommonConf => {
  if (cached !== null) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById(COMMON_CONF_ELEMENT_ID)?.textContent;
  let parsed: CommonConf = DEFAULT_COMMON_CONF;
  try {
    const result = CommonConfSchema.safeParse(JSON.parse(text ?? 'null'));
    if (result.success) parsed = result.data;
  } catch {
    // Unparsable text: the defaults, as with no element.
  }
  cached = parsed;
  return parsed;
};

/** Forgets the read conf, for tests that put another element in the document. */
export const resetCommonConfForTests = (): void => {
  cached = null;
};
