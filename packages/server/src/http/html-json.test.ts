import { describe, expect, it } from 'vitest';
import { jsonForHtmlScript, jsonScriptElement } from './html-json.js';

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!--<script>',
  '-->',
  ']]>',
  'line\u2028separator\u2029paragraph',
  '&lt;&amp;',
  '\\u003c already escaped',
  '"quoted" \'single\' `tick`',
];

describe('jsonForHtmlScript', () => {
  it.each(HOSTILE)('reads back the same value and cannot leave the element: %s', (text) => {
    const value = { dashboard_title: text, nested: [{ css: text }], [text]: 1 };
    const out = jsonForHtmlScript(value);
    expect(JSON.parse(out)).toEqual(value);
    expect(out).not.toMatch(/<|>|&|\u2028|\u2029/);
  });
  it('wraps the JSON in one application/json script element', () => {
    const html = jsonScriptElement('tessera-bootstrap', { title: '</script><img src=x onerror=alert(1)>' });
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html.startsWith('<script type="application/json" id="tessera-bootstrap">')).toBe(true);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(body)).toEqual({ title: '</script><img src=x onerror=alert(1)>' });
  });
});
