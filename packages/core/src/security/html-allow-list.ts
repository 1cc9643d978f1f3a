import { z } from 'zod';

/**
 * What user-written HTML may keep (dashboard markdown, handlebars templates, chart descriptions):
 * Superset's `htmlSanitization` default, which is GitHub's schema (hast-util-sanitize's
 * defaultSchema). No style elements or attributes, no forms, inputs or buttons, no frames,
 * no event handlers, links only to http(s), mailto and in-page anchors. An admin may widen it
 * with extensions, as Superset's HTML_SANITIZATION_SCHEMA_EXTENSIONS does.
 */
export interface HtmlAllowList {
  tags: readonly string[];
  /** Attributes by tag; '*' lists those every allowed tag may carry. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes allowed in href and src (relative URLs and #anchors are always allowed). */
  protocols: readonly string[];
}

/** CSS that would let a block leave its box and cover the page (the fake sign-in overlay). */
export const ESCAPING_CSS = /position\s*:\s*(fixed|sticky)|z-index\s*:/i;

export const HTML_ALLOW_LIST: HtmlAllowList = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'br',
    'b',
    'i',
    'strong',
    'em',
    'a',
    'pre',
    'code',
    'img',
    'tt',
    'div',
    'ins',
    'del',
    'sup',
    'sub',
    'p',
    'ol',
    'ul',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'blockquote',
    'dl',
    'dt',
    'dd',
    'kbd',
    'q',
    'samp',
    'var',
    'hr',
    'ruby',
    'rt',
    'rp',
    'li',
    'tr',
    'td',
    'th',
    's',
    'strike',
    'summary',
    'details',
    'caption',
    'figure',
    'figcaption',
    'abbr',
    'bdo',
    'cite',
    'dfn',
    'mark',
    'small',
    'span',
    'time',
    'wbr',
  ],
  attributes: {
    '*': [
      'abbr',
      'align',
      'alt',
      'axis',
      'border',
      'cellpadding',
      'cellspacing',
      'char',
      'charoff',
      'clear',
      'colspan',
      'color',
      'cols',
      'compact',
      'coords',
      'datetime',
      'dir',
      'headers',
      'height',
      'hreflang',
      'hspace',
      'id',
      'lang',
      'nowrap',
      'open',
      'rows',
      'rowspan',
      'rules',
      'scope',
      'shape',
      'size',
      'span',
      'start',
      'summary',
      'title',
      'type',
      'valign',
      'value',
      'width',
      'role',
    ],
    a: ['href', 'target'],
    img: ['src', 'longdesc'],
    blockquote: ['cite'],
    del: ['cite'],
    ins: ['cite'],
    q: ['cite'],
    code: ['class'],
  },
  protocols: ['http', 'https', 'mailto'],
};

/**
 * Extensions an admin sets (Superset's HTML_SANITIZATION_SCHEMA_EXTENSIONS shape, e.g.
 * `{"attributes": {"*": ["style"]}, "tagNames": ["style"]}`): more tags, more attributes per tag.
 */
export const HtmlAllowListExtensionsSchema = z
  .object({
    tagNames: z
      .array(z.string().regex(/^[a-z][a-z0-9-]*$/i, 'a tag name'))
      .max(100)
      .optional(),
    attributes: z
      .record(z.string().regex(/^(\*|[a-z][a-z0-9-]*)$/i, 'a tag name or *'), z.array(z.string().max(100)).max(100))
      .optional(),
  })
  .strict();
export type HtmlAllowListExtensions = z.infer<typeof HtmlAllowListExtensionsSchema>;

/** Tags no extension can allow: they run code, leave the page or post what a viewer types. */
const NEVER = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link', 'form']);

/** The allow-list widened by an admin's extensions (added to, never narrowed, the dangerous few kept out). */
export const extendHtmlAllowList = (base: HtmlAllowList, ext: HtmlAllowListExtensions): HtmlAllowList => {
  const attributes: Record<string, readonly string[]> = { ...base.attributes };
  for (const [tag, names] of Object.entries(ext.attributes ?? {}))
    attributes[tag.toLowerCase()] = [
      ...new Set([...(attributes[tag.toLowerCase()] ?? []), ...names.map((n) => n.toLowerCase())]),
    ].filter((name) => !name.startsWith('on'));
  const tags = [...new Set([...base.tags, ...(ext.tagNames ?? []).map((t) => t.toLowerCase())])];
  return { ...base, tags: tags.filter((tag) => !NEVER.has(tag)), attributes };
};

/** May an attribute of this tag be kept? */
export const allowsAttribute = (list: HtmlAllowList, tag: string, name: string): boolean =>
  !name.startsWith('on') &&
  ((list.attributes['*'] ?? []).includes(name) || (list.attributes[tag] ?? []).includes(name));

const isC1OrDelete = (code: number): boolean => code >= 0x7f && code <= 0x9f;

/** May this URL be linked to or loaded? Relative URLs and anchors yes; other schemes only when listed. */
export const allowsUrl = (list: HtmlAllowList, url: string): boolean => {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = [...url].filter((ch) => ch.charCodeAt(0) > 0x20 && !isC1OrDelete(ch.charCodeAt(0))).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme === null || list.protocols.includes((scheme[1] ?? '').toLowerCase());
};
