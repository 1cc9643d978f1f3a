import { describe, expect, it } from 'vitest';
import { allowsAttribute, allowsUrl, ESCAPING_CSS, extendHtmlAllowList, HTML_ALLOW_LIST } from './html-allow-list.js';

describe('the allow-list of user HTML', () => {
  it('has no style, form, input, frame or script element, as Superset’s default schema', () => {
    for (const tag of ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'script', 'svg', 'link'])
      expect(HTML_ALLOW_LIST.tags).not.toContain(tag);
    for (const tag of ['h2', 'p', 'a', 'img', 'table', 'code', 'details']) expect(HTML_ALLOW_LIST.tags).toContain(tag);
  });

  it('keeps attributes by tag, never style or an event handler', () => {
    expect(allowsAttribute(HTML_ALLOW_LIST, 'a', 'href')).toBe(true);
    expect(allowsAttribute(HTML_ALLOW_LIST, 'p', 'href')).toBe(false);
    expect(allowsAttribute(HTML_ALLOW_LIST, 'td', 'colspan')).toBe(true);
    expect(allowsAttribute(HTML_ALLOW_LIST, 'div', 'style')).toBe(false);
    expect(allowsAttribute(HTML_ALLOW_LIST, 'img', 'onerror')).toBe(false);
  });

  it('links to http(s), mailto, relative URLs and anchors only, whatever the spacing of the scheme', () => {
    for (const url of ['https://example.com', 'http://x', 'mailto:a@b.c', '/tessera/dashboard/1/', '#top', 'a.png'])
      expect(allowsUrl(HTML_ALLOW_LIST, url)).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'java\tscript:x',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ])
      expect(allowsUrl(HTML_ALLOW_LIST, url)).toBe(false);
  });

  it('leaves nothing live of a handlebars template with <script>, onerror= and javascript: links', () => {
    // The vectors of e2e/charts-tables.test.ts, decided here by the rules the browser's sanitiser applies.
    expect(HTML_ALLOW_LIST.tags).not.toContain('script');
    expect(HTML_ALLOW_LIST.tags).not.toContain('svg');
    for (const [tag, attribute] of [
      ['img', 'onerror'],
      ['a', 'onclick'],
      ['div', 'onmouseover'],
      ['p', 'style'],
    ])
      expect(allowsAttribute(HTML_ALLOW_LIST, tag as string, attribute as string)).toBe(false);
    expect(allowsAttribute(HTML_ALLOW_LIST, 'img', 'src')).toBe(true);
    expect(allowsUrl(HTML_ALLOW_LIST, 'javascript:alert(document.cookie)')).toBe(false);
    expect(allowsUrl(HTML_ALLOW_LIST, 'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'))).toBe(false);
  });

  it('widens with an admin’s extensions, but never to frames, forms or handlers', () => {
    const wide = extendHtmlAllowList(HTML_ALLOW_LIST, {
      tagNames: ['section', 'IFRAME', 'form'],
      attributes: { '*': ['style', 'onclick'], Section: ['data-x'] },
    });
    expect(wide.tags).toContain('section');
    expect(wide.tags).not.toContain('iframe');
    expect(wide.tags).not.toContain('form');
    expect(allowsAttribute(wide, 'div', 'style')).toBe(true);
    expect(allowsAttribute(wide, 'section', 'data-x')).toBe(true);
    expect(allowsAttribute(wide, 'div', 'onclick')).toBe(false);
    expect(HTML_ALLOW_LIST.tags).not.toContain('section');
  });

  it('spots CSS that leaves its box', () => {
    expect(ESCAPING_CSS.test('position: fixed; inset: 0')).toBe(true);
    expect(ESCAPING_CSS.test('POSITION:sticky')).toBe(true);
    expect(ESCAPING_CSS.test('z-index: 10')).toBe(true);
    expect(ESCAPING_CSS.test('color: red; position: relative')).toBe(false);
  });
});
