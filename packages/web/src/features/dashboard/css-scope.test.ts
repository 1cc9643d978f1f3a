import { describe, expect, it } from 'vitest';
import { scopeCss } from './css-scope';

describe('scopeCss', () => {
  it('prefixes every selector of a rule list with the scope', () => {
    expect(scopeCss('.header-title { color: red; } .a, .b > p { margin: 0 }', '#d')).toBe(
      '#d .header-title{ color: red; }#d .a, #d .b > p{ margin: 0 }',
    );
  });

  it('turns html, body and :root into the scope itself', () => {
    expect(scopeCss('body { background: #000 } html .x { color: red } :root { --c: 1 }', '#d')).toBe(
      '#d{ background: #000 }#d .x{ color: red }#d{ --c: 1 }',
    );
  });

  it("starts Superset's `.dashboard` selectors at the scope, which carries that class", () => {
    expect(scopeCss('.dashboard .chart-header { color: red } .dashboard-header { color: blue }', '#d')).toBe(
      '#d .chart-header{ color: red }#d .dashboard-header{ color: blue }',
    );
  });

  it('scopes rules inside @media and keeps @keyframes and @font-face as they are', () => {
    const css =
      '@media (max-width: 600px) { .chart { display: none } } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }';
    expect(scopeCss(css, '#d')).toBe(
      '@media (max-width: 600px){#d .chart{ display: none } }@keyframes spin{ from { opacity: 0 } to { opacity: 1 } }',
    );
  });

  it('drops comments and keeps @import statements before the first rule', () => {
    expect(scopeCss("/* theme */ @import url('x.css'); .a { color: red }", '#d')).toBe(
      " @import url('x.css');#d .a{ color: red }",
    );
  });
});
