/** Rules whose blocks hold more rules (their selectors are scoped too). */
const NESTING_AT_RULES = /^@(media|supports|container|layer)\b/i;
/** Selectors that mean the whole page: on a dashboard they mean the dashboard's root. */
const PAGE_SELECTOR = /^(html|body|:root)(?=$|[\s.:#[>+~])/i;
/** Superset's dashboard root class: the scope element carries it, so `.dashboard …` starts at the scope. */
const ROOT_CLASS = /^\.dashboard(?=$|[\s.:#[>+~])/;

const scopeSelector = (selector: string, scope: string): string => {
  const trimmed = selector.trim();
  if (trimmed === '') return trimmed;
  if (trimmed.startsWith(scope)) return trimmed;
  if (PAGE_SELECTOR.test(trimmed)) return trimmed.replace(PAGE_SELECTOR, scope);
  if (ROOT_CLASS.test(trimmed)) return trimmed.replace(ROOT_CLASS, scope);
  return `${scope} ${trimmed}`;
};

/** The end of the block opened at `open` (the index of its '{'), or the text's end. */
const blockEnd = (css: string, open: number): number => {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length;
};

const scopeRules = (css: string, scope: string): string => {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) {
      out += css.slice(at);
      break;
    }
    const prelude = css.slice(at, open);
    // Statements such as @import end with ';' before the next block starts.
    const lastStatement = prelude.lastIndexOf(';');
    const head = lastStatement >= 0 ? prelude.slice(0, lastStatement + 1) : '';
    const selector = (lastStatement >= 0 ? prelude.slice(lastStatement + 1) : prelude).trim();
    const close = blockEnd(css, open);
    const body = css.slice(open + 1, close);
    out += head;
    if (NESTING_AT_RULES.test(selector)) out += `${selector}{${scopeRules(body, scope)}}`;
    else if (selector.startsWith('@')) out += `${selector}{${body}}`;
    else {
      const scoped = selector
        .split(',')
        .map((s) => scopeSelector(s, scope))
        .join(', ');
      out += `${scoped}{${body}}`;
    }
    at = close + 1;
  }
  return out;
};

/**
 * A dashboard's custom CSS confined to its page: every selector is prefixed with `scope`, and
 * `html`/`body`/`:root` become the scope itself, so a dashboard's `css` (Superset applies it to
 * the whole document) styles the dashboard and never the rest of the app. Rules inside @media,
 * @supports, @container and @layer are scoped too; @keyframes and @font-face stay as they are.
 */
export const scopeCss = (css: string, scope: string): string => scopeRules(css.replace(/\/\*[\s\S]*?\*\//g, ''), scope);
