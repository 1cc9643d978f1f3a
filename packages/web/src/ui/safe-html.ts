import {
  allowsAttribute,
  allowsUrl,
  ESCAPING_CSS,
  extendHtmlAllowList,
  HTML_ALLOW_LIST,
  type HtmlAllowList,
} from '@tessera/core';
import type { DOMPurify as Purifier } from 'dompurify';
import { readCommonConf } from '../api/common-conf';

export type SanitizeHtml = (html: string) => string;

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'longdesc']);

/** A DOMPurify instance of its own, so its hooks never apply to another caller's sanitising. */
const configure = (purifier: Purifier, list: HtmlAllowList): SanitizeHtml => {
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName.toLowerCase();
    const keep =
      allowsAttribute(list, tag, name) &&
      !(URL_ATTRIBUTES.has(name) && !allowsUrl(list, data.attrValue)) &&
      !(name === 'style' && ESCAPING_CSS.test(data.attrValue));
    if (!keep) data.keepAttr = false;
  });
  // Superset's links open without handing the opener to the target (rel=noopener).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('href'))
      node.setAttribute('rel', 'noopener noreferrer');
  });
  const allowedAttributes = [...new Set(Object.values(list.attributes).flat())];
  return (html) =>
    purifier.sanitize(html, {
      ALLOWED_TAGS: [...list.tags],
      ALLOWED_ATTR: [...allowedAttributes, 'rel'],
      ALLOW_DATA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      KEEP_CONTENT: true,
      RETURN_TRUSTED_TYPE: false,
    });
};

let configured: HtmlAllowList | null = null;

/** Core's allow-list with the admin's HTML_SANITIZATION_SCHEMA_EXTENSIONS from the page, built once. */
export const configuredAllowList = (): HtmlAllowList => {
  configured ??= extendHtmlAllowList(HTML_ALLOW_LIST, readCommonConf().HTML_SANITIZATION_SCHEMA_EXTENSIONS);
  return configured;
};

/** Forgets the configured list, for tests that put another common conf in the page. */
export const resetHtmlAllowListForTests = (): void => {
  configured = null;
};

/**
 * The one sanitiser of user-written HTML (dashboard markdown, handlebars, chart descriptions),
 * to core's allow-list (Superset's htmlSanitization default) widened by the admin's extensions.
 * DOMPurify loads on first use.
 */
export const loadHtmlSanitizer = (list: HtmlAllowList = configuredAllowList()): Promise<SanitizeHtml> => {
  const known = sanitizers.get(list);
  if (known !== undefined) return known;
  const loading = import('dompurify').then(({ default: createPurifier }) => configure(createPurifier(window), list));
  sanitizers.set(list, loading);
  return loading;
};

/** One configured sanitiser per allow-list, built once. */
const sanitizers = new WeakMap<HtmlAllowList, Promise<SanitizeHtml>>();
